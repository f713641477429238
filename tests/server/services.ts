/**
 * Real services for the tests and the benchmarks: nginx in front of Node processes, and a
 * PostgreSQL server of its own, each on a free loopback port in a temporary folder.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin } from '../../scripts/system-packages.mjs';
import { type NginxConfigOptions, nginxConfig } from '../../server/pages/nginx/config.ts';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port, or throws after `timeoutMs`. */
export async function waitForPort(
  port: number,
  timeoutMs = 15_000,
  exited?: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = exited?.();
    if (failure) throw new Error(failure);
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxProcess {
  port: number;
  config: string;
  /** Its pid file, logs (`access.log`, `error.log`) and temporary files. */
  runDir: string;
  stop: () => Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts nginx in the foreground with the configuration generated for `buildDir` and the given
 * Node processes, on a free port; resolves once it listens.
 */
export async function startNginx(
  options: Omit<NginxConfigOptions, 'listen' | 'runDir' | 'user' | 'brotliModule'>,
): Promise<NginxProcess> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (${NGINX}): apt-get install -y nginx-light (npm test does this as root).`,
    );
  }
  const runDir = await mkdtemp(path.join(tmpdir(), 'zc-nginx-'));
  const port = await freePort();
  const config = await nginxConfig({
    localHosts: true,
    ...options,
    listen: `127.0.0.1:${port}`,
    runDir,
    // Started as root, nginx's workers would otherwise switch to a user that cannot read the build.
    user: isRoot ? 'root' : undefined,
    brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
  });
  const file = path.join(runDir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(NGINX, ['-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForPort(port, 15_000, () =>
    child.exitCode !== null ? `nginx exited with ${child.exitCode}: ${output}` : undefined,
  );
  return {
    port,
    config,
    runDir,
    stop: async () => {
      await stopChild(child, 'SIGQUIT');
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the server's maintenance database. */
  url: string;
  port: number;
  /** A new, empty database on this server; resolves with its URL. */
  createDatabase: (name?: string) => Promise<string>;
  /** Stops the server but keeps its data: connections are refused until `resume`. */
  pause: () => Promise<void>;
  /** Starts the paused server again on the same port and data. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}

let databaseCount = 0;

/** Creates a new, empty database on the server at `serverUrl`; resolves with its URL. */
export async function createDatabase(serverUrl: string, name?: string): Promise<string> {
  databaseCount += 1;
  const database = name ?? `zc_${process.pid}_${databaseCount}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Starts a PostgreSQL server of its own (Debian's binaries) in a temporary folder, on a free
 * loopback port, its socket in that folder. initdb refuses root: as root, the cluster is made
 * and run by the `postgres` user. With `durable: false`, it skips fsync (tests that kill the
 * Node processes, never PostgreSQL).
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL's server binaries are missing: apt-get install -y postgresql-15 (npm test does this as root), or set POSTGRES_BIN.",
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'zc-postgres-'));
  const asPostgres = isRoot;
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
  ];
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      settings.join(' '),
      'start',
    ]);
  try {
    start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start: ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`,
    );
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    createDatabase: (name) => createDatabase(url, name),
    pause: async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    resume: async () => {
      start();
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
