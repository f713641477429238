import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, createFixtureBuild, pageMarker, send } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zc-main-'));
  await createFixtureBuild(path.join(dir, 'build'));
});
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Starts `server/main.ts` on a free port; resolves with the port once it listens. */
function startMain(): Promise<number> {
  child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: path.join(dir, 'build'),
      DATA_DIR: path.join(dir, 'data'),
      STOREFRONT_SIMULATOR: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

function exitCode(process: ChildProcess): Promise<number | null> {
  if (process.exitCode !== null) return Promise.resolve(process.exitCode);
  return new Promise((resolve) => process.on('exit', (code) => resolve(code)));
}

describe('server/main.ts', () => {
  it('serves the build from BUILD_DIR and exits cleanly on SIGTERM', async () => {
    const port = await startMain();
    const page = await send(port, { host: 'workwear.localhost', path: '/faq' });
    expect(page.status).toBe(200);
    expect(page.text).toContain(pageMarker('workwear', 'faq'));
    child?.kill('SIGTERM');
    expect(await exitCode(child as ChildProcess)).toBe(0);
  });

  it('lets a request in flight finish before it exits', async () => {
    const port = await startMain();
    const client = new Client(port, 'agency.localhost');
    await client.visit('/contact');
    const body = new URLSearchParams({
      name: 'Dana Reyes',
      email: 'dana@example.com',
      service: 'e-commerce',
      message: 'Sent while the server stops',
    }).toString();

    const answer = new Promise<number>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/forms/agency-contact',
          agent: false,
          headers: {
            host: 'agency.localhost',
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(body.length),
            cookie: client.cookieHeader() ?? '',
            'x-xsrf-token': client.cookies['XSRF-TOKEN'] ?? '',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 10));
      setTimeout(() => {
        child?.kill('SIGTERM');
        setTimeout(() => outgoing.end(body.slice(10)), 300);
      }, 100);
    });

    expect(await answer).toBe(201);
    expect(await exitCode(child as ChildProcess)).toBe(0);
  });
});
