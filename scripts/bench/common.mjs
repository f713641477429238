// What the load benchmarks share: their two settings and a production build to serve.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');
/** The build the benchmarks serve: BUILD_DIR, default ./build. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

/**
 * `--duration` (seconds per scenario, 1–600) and `--connections` (at least `minConnections`,
 * at most 1000) from the command line, with the benchmark's defaults.
 */
export function loadOptions({ duration, connections, minConnections = 1 }) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: String(duration) },
      connections: { type: 'string', default: String(connections) },
    },
    strict: false,
  });
  return {
    duration: Math.max(1, Math.min(600, Number(values.duration) || duration)),
    connections: Math.max(
      minConnections,
      Math.min(1000, Number(values.connections) || connections),
    ),
  };
}

/** Builds the sites when BUILD_DIR holds no build yet; exits when the build fails. */
export async function ensureBuild() {
  if (existsSync(path.join(buildDir, 'manifest.json'))) return;
  console.log(`No build in ${buildDir}: building…`);
  const code = await new Promise((resolve) => {
    const build = spawn(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    build.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) process.exit(1);
}

/** The XSRF token every benchmark post sends, as cookie and header. */
export const xsrf = randomBytes(32).toString('base64url');

/** autocannon options for stored agency contact posts (JSON, a fresh idempotency key each). */
export function contactPostOptions(port, message) {
  return {
    url: `http://127.0.0.1:${port}/api/forms/agency-contact`,
    requests: [
      {
        method: 'POST',
        headers: {
          host: 'agency.localhost',
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: 'Load Tester',
            email: 'load@example.com',
            service: 'e-commerce',
            message,
            idempotency_key: randomUUID(),
          }),
        }),
      },
    ],
  };
}

/** A free port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server as the local demo (the `*.localhost` hosts), on this build, a fresh data
 * folder and a lifted storefront limit (a benchmark asks one storefront from one address);
 * `env` adds or overrides settings.
 */
export async function startServer(port, dataDir, env = {}) {
  const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      STOREFRONT_RATE_LIMIT: '100000',
      ...env,
    },
  });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The server exited with ${code}`))),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await Promise.race([fetch(`http://127.0.0.1:${port}/`), exited]);
      if (response.ok) return server;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The server exited')) throw error;
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One HTTP call on its own socket; resolves with status, bytes, headers and (small) text. */
export function call(
  port,
  { host, path: url, cookie, keep = true, method = 'GET', body, headers = {} },
) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { host, ...(cookie ? { cookie } : {}), ...headers },
      },
      (response) => {
        let bytes = 0;
        const chunks = [];
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            bytes,
            ms: performance.now() - started,
            text: keep ? Buffer.concat(chunks).toString('utf8') : '',
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Signs a staff account in on the agency host of the server at `port`; resolves with the cookie
 * header (session and XSRF token) its calls send.
 */
export async function signIn(port, account) {
  const page = await call(port, { host: 'agency.localhost', path: '/api/auth/session' });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1] ?? '';
  const login = await call(port, {
    host: 'agency.localhost',
    path: '/api/auth/login',
    method: 'POST',
    cookie: `XSRF-TOKEN=${xsrf}`,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.text}`);
  const session = /zc_session=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
  return `zc_session=${session}; XSRF-TOKEN=${xsrf}`;
}
