import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryWhileBusy } from '../../server/db/busy.ts';
import { databaseFile, openDatabase } from '../../server/db/open.ts';
import { listSubmissions } from '../../server/leads/store.ts';
import { registry } from '../../server/metrics/registry.ts';
import { Client, fastestOf, pageMarker, send, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Do you stock class 3 jackets in 3XL?',
  idempotency_key: '3f0c2a9e-5b1d-4c7a-9e2f-0a1b2c3d4e5f',
};

describe('a database locked by another connection', () => {
  it('keeps pages serving, answers a post 503 with Retry-After, and stores it once on retry', async () => {
    const client = new Client(server.port, 'workwear.localhost');
    await client.visit('/contact');

    const holder = new DatabaseSync(databaseFile(server.dataDir));
    holder.exec('BEGIN EXCLUSIVE');
    let released = false;
    try {
      const postStarted = performance.now();
      const post = client.postJson('/api/contact', message).then((response) => ({
        response,
        elapsed: performance.now() - postStarted,
      }));

      // While the post waits for the lock, another host's page answers at once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { result: page, elapsed: pageElapsed } = await fastestOf(() =>
        send(server.port, { path: '/', host: 'agency.localhost' }),
      );
      expect(page.status).toBe(200);
      expect(page.text).toContain(pageMarker('agency', 'index'));
      expect(pageElapsed).toBeLessThan(100);

      const { response, elapsed } = await post;
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ error: 'The server is busy. Try again in a moment.' });
      expect(elapsed).toBeLessThan(2000);

      holder.exec('COMMIT');
      released = true;
      const retried = await client.postJson('/api/contact', message);
      expect(retried.status).toBe(201);
      const again = await client.postJson('/api/contact', message);
      expect(again.status).toBe(200);
    } finally {
      if (!released) holder.exec('ROLLBACK');
      holder.close();
    }

    const db = await openDatabase(server.dataDir, { readOnly: true });
    try {
      const stored = (await listSubmissions(db)).filter((row) => row.data.email === message.email);
      expect(stored).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('answers a native post 503 with Retry-After and a page, not a bare 500', async () => {
    const client = new Client(server.port, 'workwear.localhost');
    await client.visit('/contact');
    const holder = new DatabaseSync(databaseFile(server.dataDir));
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const response = await client.request('POST', '/api/contact', {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://workwear.localhost',
          'sec-fetch-site': 'same-origin',
          accept: 'text/html',
        },
        body: new URLSearchParams({
          ...message,
          idempotency_key: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        }).toString(),
        xsrf: false,
      });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('Your message was not sent');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });
});

describe('a write retried while the database is busy', () => {
  it('is counted in the metrics, once a retry', async () => {
    const retries = async () =>
      (await registry.getSingleMetric('zcomm_database_busy_retries_total')?.get())?.values[0]
        ?.value ?? 0;
    const before = await retries();
    const busy = Object.assign(new Error('database is locked'), {
      code: 'ERR_SQLITE_ERROR',
      errcode: 5,
    });
    let tries = 0;
    const result = await retryWhileBusy(() => {
      tries += 1;
      if (tries < 3) throw busy;
      return 'written';
    });
    expect(result).toBe('written');
    expect((await retries()) - before).toBe(2);
  });
});

describe('a database another process holds while a server starts', () => {
  it('is waited for, past SQLite busy timeout, and then opened and migrated', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-db-held-'));
    try {
      await (await openDatabase(dataDir)).close();
      // Another process (a second server starting on the same file) holds the write lock for
      // longer than SQLite's own busy timeout of 5 s.
      const holder = spawn(
        process.execPath,
        [
          '-e',
          `const { DatabaseSync } = require('node:sqlite');
           const db = new DatabaseSync(${JSON.stringify(databaseFile(dataDir))});
           db.exec('BEGIN EXCLUSIVE');
           console.log('held');
           setTimeout(() => { db.exec('COMMIT'); db.close(); }, 6500);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const released = once(holder, 'exit');
      await once(holder.stdout, 'data');
      const started = performance.now();
      const db = await openDatabase(dataDir);
      try {
        expect(performance.now() - started).toBeGreaterThan(5000);
        expect(await db.get('SELECT COUNT(*) AS n FROM collections')).toMatchObject({
          n: expect.any(Number),
        });
      } finally {
        await db.close();
        await released;
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
