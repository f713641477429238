import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../server/db/open.ts';
import { createFixtureBuild } from './helpers.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/**
 * How long a refused start may take before it counts as spinning: far above a start's time on a
 * busy machine (seconds), far below a retry loop's (forever).
 */
const SPIN_LIMIT_MS = 15_000;
let root: string;
let buildDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zc-startup-'));
  buildDir = path.join(root, 'build');
  await createFixtureBuild(buildDir);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs the real server over `dataDir`; resolves when it exits, or kills it past SPIN_LIMIT_MS. */
function runServer(
  dataDir: string,
  onStart?: (child: ReturnType<typeof spawn>) => void,
  env: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [path.join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      STOREFRONT_SIMULATOR: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // A server that spins instead of exiting is killed here, and the test sees SIGKILL.
  const killer = setTimeout(() => child.kill('SIGKILL'), SPIN_LIMIT_MS);
  onStart?.(child);
  return new Promise<Outcome>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stderr });
    }),
  );
}

/** A data folder holding a real database that the server created and closed. */
async function freshDatabase(name: string): Promise<string> {
  const dataDir = path.join(root, name);
  await (await openDatabase(dataDir)).close();
  return dataDir;
}

function expectOneClearLine(outcome: Outcome, ...parts: string[]) {
  expect(outcome.signal).toBeNull();
  expect(outcome.code).toBe(1);
  const lines = outcome.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(outcome.stderr).not.toMatch(/\n\s+at /);
}

describe('start-up failures end with one clear line and exit code 1', { timeout: 20_000 }, () => {
  it.each([
    [
      'postgres://zcomm:hunter22@127.0.0.1:1/zcomm',
      'Cannot connect to the PostgreSQL database at DATABASE_URL postgres://zcomm:***@127.0.0.1:1/zcomm',
    ],
    ['mysql://zcomm:hunter22@db.example/zcomm', 'DATABASE_URL must be a postgres://'],
  ])('a DATABASE_URL it cannot use (%s), without its password', async (url, message) => {
    const outcome = await runServer(path.join(root, 'unused'), undefined, { DATABASE_URL: url });
    expectOneClearLine(outcome, message);
    expect(outcome.stderr).not.toContain('hunter22');
  });

  it('a file that is not a database', async () => {
    const dataDir = path.join(root, 'not-a-database');
    mkdirSync(dataDir);
    writeFileSync(databaseFile(dataDir), 'Quote requests, exported by hand. '.repeat(200));
    expectOneClearLine(
      await runServer(dataDir),
      databaseFile(dataDir),
      'not a SQLite database',
      'restore it from a backup',
    );
  });

  it('random bytes written into the middle of the file', async () => {
    const dataDir = await freshDatabase('damaged');
    const file = databaseFile(dataDir);
    const noise = Buffer.alloc(4096, 0).map((_, index) => (index * 7919 + 13) % 256);
    const fd = openSync(file, 'r+');
    writeSync(fd, noise, 0, noise.length, Math.floor(statSync(file).size / 2));
    closeSync(fd);
    expectOneClearLine(await runServer(dataDir), file, 'damaged', 'restore it from a backup');
  });

  it('a folder where no file can be created', async () => {
    expectOneClearLine(await runServer('/proc'), '/proc/app.db', 'DATA_DIR');
  });

  it('a data folder that cannot exist, without spinning', async () => {
    expectOneClearLine(await runServer('/proc/x/data'), '/proc/x/data', 'DATA_DIR');
  });

  it('a data folder path that is a file', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, 'x');
    expectOneClearLine(await runServer(file), file, 'DATA_DIR');
  });

  it('a healthy database starts, and SIGTERM during start ends the process', async () => {
    const dataDir = await freshDatabase('healthy');
    const outcome = await runServer(dataDir, (child) => {
      setTimeout(() => child.kill('SIGTERM'), 50);
    });
    expect(outcome.signal).not.toBe('SIGKILL');
    expect(outcome.code === 0 || outcome.signal === 'SIGTERM').toBe(true);
  });
});
