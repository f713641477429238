import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntakeSettings } from '../../server/leads/intake.ts';
import { intakeClientKey, parseIntakeSettings } from '../../server/leads/intake.ts';
import { listSubmissions } from '../../server/leads/store.ts';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  openTestDatabase,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

const contact = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  message: 'Do the jackets come in 3XL?',
};

describe('intake settings', () => {
  it('default to 100 submissions per address a day and a 1 GiB quota; 0 switches either off', () => {
    expect(parseIntakeSettings({})).toEqual({
      perClientPerDay: 100,
      quotaBytes: 1024 * 1024 * 1024,
    });
    expect(
      parseIntakeSettings({ SUBMISSIONS_PER_IP_PER_DAY: '0', SUBMISSIONS_QUOTA_MB: '50' }),
    ).toEqual({ perClientPerDay: 0, quotaBytes: 50 * 1024 * 1024 });
  });

  it.each([
    [{ SUBMISSIONS_PER_IP_PER_DAY: 'many' }, /^SUBMISSIONS_PER_IP_PER_DAY must be a whole number/],
    [{ SUBMISSIONS_PER_IP_PER_DAY: '-1' }, /^SUBMISSIONS_PER_IP_PER_DAY /],
    [{ SUBMISSIONS_QUOTA_MB: '1.5' }, /^SUBMISSIONS_QUOTA_MB must be a whole number/],
  ])('refuse %j in one line naming the setting', (env, message) => {
    expect(() => parseIntakeSettings(env)).toThrow(message);
  });
});

describe('the daily cap counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12::ffff', '2001:db8:85a3:12::/64'],
    ['2001:DB8:0:0:1::1', '2001:db8:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s under %s', (address, key) => {
    expect(intakeClientKey(address)).toBe(key);
  });
});

describe.each(backends)('on %s', (backend: Backend) => {
  let server: TestServer | undefined;
  let databaseUrl: string | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(intake: IntakeSettings): Promise<TestServer> {
    databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      intake,
      rateLimits: { forms: { max: 1000, timeWindow: 60_000 } },
    });
    return server;
  }

  async function withDatabase<T>(
    work: (db: Awaited<ReturnType<typeof openTestDatabase>>) => Promise<T>,
  ): Promise<T> {
    if (!server) throw new Error('no server');
    const db = await openTestDatabase(server.dataDir, databaseUrl);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  async function visitor(running: TestServer): Promise<Client> {
    const client = new Client(running.port, 'workwear.localhost');
    await client.visit('/contact');
    return client;
  }

  describe('the daily cap per client address', () => {
    it('stores up to the cap, then answers 429 until tomorrow, losing nothing stored', async () => {
      const running = await start({ perClientPerDay: 3, quotaBytes: 0 });
      const client = await visitor(running);
      const keys = [randomUUID(), randomUUID(), randomUUID()];
      const ids: string[] = [];
      for (const key of keys) {
        const response = await client.postJson('/api/contact', {
          ...contact,
          idempotency_key: key,
        });
        expect(response.status).toBe(201);
        ids.push((response.json() as { id: string }).id);
      }
      const refused = await client.postJson('/api/contact', contact);
      expect(refused.status).toBe(429);
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/as many messages from your connection as we take in a day/),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      const now = new Date();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(Math.abs(retryAfter - (midnight - now.getTime()) / 1000)).toBeLessThan(60);

      // The honeypot's catches count too, and are refused alike (the bot learns nothing more).
      const trapped = await client.postJson('/api/contact', {
        ...contact,
        contact_me_by_fax_only: 'yes',
      });
      expect(trapped.status).toBe(429);

      // A repeat of a post already stored is no new submission: still answered with its id.
      const repeat = await client.postJson('/api/contact', {
        ...contact,
        idempotency_key: keys[1],
      });
      expect(repeat.status).toBe(200);
      expect(repeat.json()).toEqual({ id: ids[1] });

      // A native post sees the reason on a page.
      const native = await send(running.port, {
        method: 'POST',
        host: 'workwear.localhost',
        path: '/api/contact',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          origin: 'http://workwear.localhost',
        },
        body: new URLSearchParams(contact).toString(),
      });
      expect(native.status).toBe(429);
      expect(native.body.toString()).toContain('as many messages from your connection');

      const rows = await withDatabase(async (db) => ({
        stored: await listSubmissions(db),
        counts: await db.all('SELECT client, submissions FROM intake_counts'),
      }));
      expect(rows.stored.map((row) => row.id)).toEqual(ids);
      // Refused posts leave no count behind.
      expect(rows.counts).toEqual([{ client: '127.0.0.1', submissions: 3 }]);
    });

    it('starts again the next day, and forgets the counts of past days', async () => {
      const running = await start({ perClientPerDay: 1, quotaBytes: 0 });
      await withDatabase((db) =>
        db.run(
          `INSERT INTO intake_counts (client, day, submissions) VALUES ('127.0.0.1', '2020-01-01', 1),
             ('127.0.0.1', ?, 1)`,
          [new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)],
        ),
      );
      const client = await visitor(running);
      expect((await client.postJson('/api/contact', contact)).status).toBe(201);
      expect((await client.postJson('/api/contact', contact)).status).toBe(429);
      const counts = await withDatabase((db) => db.all('SELECT day FROM intake_counts'));
      expect(counts).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
    });
  });

  describe('the storage quota', () => {
    it('answers 507 once the stored fields would pass it, and takes posts again once space is freed', async () => {
      const message = 'x'.repeat(1000);
      const running = await start({ perClientPerDay: 0, quotaBytes: 3500 });
      const client = await visitor(running);
      const accepted: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await client.postJson('/api/contact', { ...contact, message });
        expect(response.status).toBe(201);
        accepted.push((response.json() as { id: string }).id);
      }
      const refused = await client.postJson('/api/contact', { ...contact, message });
      expect(refused.status).toBe(507);
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/cannot take more messages at the moment/),
      });
      const usage = await withDatabase(async (db) => ({
        stored: (await listSubmissions(db)).map((row) => row.id),
        bytes: Number((await db.get('SELECT bytes FROM intake_usage'))?.bytes),
        sum: (await db.all('SELECT payload FROM submissions')).reduce(
          (total, row) => total + Buffer.byteLength(String(row.payload)),
          0,
        ),
      }));
      expect(usage.stored).toEqual(accepted);
      expect(usage.bytes).toBe(usage.sum);

      // Erasing a submission (the inbox's Delete, the retention sweep) frees its bytes.
      await withDatabase((db) =>
        db.run('DELETE FROM submissions WHERE id = ?', [accepted[0] ?? '']),
      );
      expect((await client.postJson('/api/contact', { ...contact, message })).status).toBe(201);
      const after = await withDatabase(async (db) => ({
        bytes: Number((await db.get('SELECT bytes FROM intake_usage'))?.bytes),
        sum: (await db.all('SELECT payload FROM submissions')).reduce(
          (total, row) => total + Buffer.byteLength(String(row.payload)),
          0,
        ),
      }));
      expect(after.bytes).toBe(after.sum);
    });
  });
});
