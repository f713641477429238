import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/auth/users.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import {
  type Backend,
  backends,
  Client,
  createFixtureBuild,
  databaseUrlFor,
  killServerProcesses,
  openTestDatabase,
  startServer,
  startServerProcess,
  type TestServer,
} from './helpers.ts';

const AGENCY = 'agency.localhost';
const password = 'an-inbox-presence-password';
const samPassword = 'sam-presence-password';

interface Presence {
  others: { id: number; name: string; state: string }[];
}

async function signIn(port: number, email: string, secret: string): Promise<Client> {
  const client = new Client(port, AGENCY);
  await client.visit('/');
  const response = await client.postJson('/api/auth/login', { email, password: secret });
  expect(response.status, response.text).toBe(200);
  return client;
}

async function postLead(port: number): Promise<string> {
  const visitor = new Client(port, AGENCY);
  await visitor.visit('/');
  const response = await visitor.postJson('/api/forms/agency-contact', {
    name: 'Dana Reyes',
    email: 'dana@reyes.example',
    service: 'e-commerce',
    message: 'We need a store.',
  });
  expect(response.status, response.text).toBe(201);
  return (response.json() as { id: string }).id;
}

const presencePath = (id: string) => `/api/inbox/submissions/${id}/presence`;

function heartbeat(client: Client, id: string, body: unknown, xsrf = true) {
  return client.request('PUT', presencePath(id), {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    xsrf,
  });
}

async function othersOn(client: Client, id: string): Promise<Presence['others']> {
  const response = await client.request('GET', presencePath(id));
  expect(response.status, response.text).toBe(200);
  return (response.json() as Presence).others;
}

describe.each(backends)('presence on a lead on %s', (backend: Backend) => {
  let server: TestServer;
  let db: Database;
  let sam: { id: number; name: string };
  let demo: { id: number; name: string };

  beforeAll(async () => {
    const databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
    });
    db = await openDatabase(server.dataDir, { databaseUrl });
    const row = await db.get('SELECT id, name FROM users WHERE email = ?', ['demo@zcomm.example']);
    demo = { id: Number(row?.id), name: String(row?.name) };
    const created = await createUser(db, {
      email: 'sam@zcomm.example',
      name: 'Sam Lee',
      password: samPassword,
    });
    sam = { id: created.id, name: created.name };
  });

  afterAll(async () => {
    await db.close();
    await server.close();
  });

  beforeEach(async () => {
    await db.exec(
      'DELETE FROM lead_presence; DELETE FROM submission_history; DELETE FROM submissions;',
    );
  });

  it('shows who else has the lead open, and who is writing a reply, never oneself', async () => {
    const id = await postLead(server.port);
    const mine = await signIn(server.port, 'demo@zcomm.example', password);
    const theirs = await signIn(server.port, 'sam@zcomm.example', samPassword);

    const first = await heartbeat(mine, id, { state: 'viewing' });
    expect(first.status, first.text).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((first.json() as Presence).others).toEqual([]);

    const seen = await heartbeat(theirs, id, { state: 'replying' });
    expect((seen.json() as Presence).others).toEqual([{ ...demo, state: 'viewing' }]);
    expect(await othersOn(mine, id)).toEqual([{ ...sam, state: 'replying' }]);

    // A heartbeat renews the same row: one per lead and person.
    expect((await heartbeat(theirs, id, { state: 'viewing' })).status).toBe(200);
    expect(await othersOn(mine, id)).toEqual([{ ...sam, state: 'viewing' }]);
    const rows = await db.get('SELECT COUNT(*) AS n FROM lead_presence');
    expect(Number(rows?.n)).toBe(2);

    // Leaving takes it away at once.
    const left = await theirs.request('DELETE', presencePath(id));
    expect(left.status, left.text).toBe(204);
    expect(await othersOn(mine, id)).toEqual([]);
  });

  it('lets a presence lapse without heartbeats, and purges lapsed rows', async () => {
    const id = await postLead(server.port);
    const mine = await signIn(server.port, 'demo@zcomm.example', password);
    const lapsed = new Date(Date.now() - 1000).toISOString();
    await db.run(
      `INSERT INTO lead_presence (submission_id, user_id, user_name, state, expires_at)
       VALUES (?, ?, ?, 'replying', ?)`,
      [id, sam.id, sam.name, lapsed],
    );
    expect(await othersOn(mine, id)).toEqual([]);
    expect((await heartbeat(mine, id, { state: 'viewing' })).status).toBe(200);
    const left = await db.all('SELECT user_id FROM lead_presence');
    expect(left.map((row) => Number(row.user_id))).toEqual([demo.id]);
    // A row lasts about ten seconds from its heartbeat.
    const row = await db.get('SELECT expires_at FROM lead_presence');
    const lasts = Date.parse(String(row?.expires_at)) - Date.now();
    expect(lasts).toBeGreaterThan(8_000);
    expect(lasts).toBeLessThanOrEqual(10_000);
  });

  it('refuses bad calls: no session, no XSRF header, a bad state, an unknown lead', async () => {
    const id = await postLead(server.port);
    const anonymous = new Client(server.port, AGENCY);
    await anonymous.visit('/');
    expect((await heartbeat(anonymous, id, { state: 'viewing' })).status).toBe(401);
    expect((await anonymous.request('GET', presencePath(id))).status).toBe(401);

    const mine = await signIn(server.port, 'demo@zcomm.example', password);
    const forged = await heartbeat(mine, id, { state: 'viewing' }, false);
    expect(forged.status).toBe(403);
    expect((await mine.request('DELETE', presencePath(id), { xsrf: false })).status).toBe(403);

    const badState = await heartbeat(mine, id, { state: 'typing' });
    expect(badState.status).toBe(400);
    expect((badState.json() as { error: string }).error).toBe(
      'state must be one of: viewing, replying.',
    );
    const extra = await heartbeat(mine, id, { state: 'viewing', name: 'Mallory' });
    expect(extra.status).toBe(400);
    expect((extra.json() as { error: string }).error).toMatch(/Unknown field name/);
    const text = await mine.request('PUT', presencePath(id), {
      headers: { 'content-type': 'text/plain' },
      body: 'viewing',
    });
    expect(text.status).toBe(415);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await heartbeat(mine, unknown, { state: 'viewing' })).status).toBe(404);
    expect((await mine.request('GET', presencePath(unknown))).status).toBe(404);
    expect((await heartbeat(mine, 'not-an-id', { state: 'viewing' })).status).toBe(400);
    const count = await db.get('SELECT COUNT(*) AS n FROM lead_presence');
    expect(Number(count?.n)).toBe(0);
  });

  it('goes when the lead is erased', async () => {
    const id = await postLead(server.port);
    const mine = await signIn(server.port, 'demo@zcomm.example', password);
    expect((await heartbeat(mine, id, { state: 'viewing' })).status).toBe(200);
    const erased = await mine.request('DELETE', `/api/inbox/submissions/${id}`);
    expect(erased.status, erased.text).toBe(204);
    const count = await db.get('SELECT COUNT(*) AS n FROM lead_presence');
    expect(Number(count?.n)).toBe(0);
  });
});

describe('presence across two server processes on one PostgreSQL', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zc-presence-'));
    await createFixtureBuild(path.join(dir, 'build'));
  });
  afterEach(async () => {
    await killServerProcesses();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows one process’s viewer to staff on the other within 2 seconds', async () => {
    const databaseUrl = await databaseUrlFor('postgres');
    const [a, b] = await Promise.all(
      [0, 1].map((index) =>
        startServerProcess({
          buildDir: path.join(dir, 'build'),
          dataDir: path.join(dir, `data-${index}`),
          databaseUrl,
          env: { DEMO_PASSWORD: password },
        }),
      ),
    );
    if (!a || !b) throw new Error('two processes expected');
    const db = await openTestDatabase(dir, databaseUrl);
    try {
      await createUser(db, { email: 'sam@zcomm.example', name: 'Sam Lee', password: samPassword });
    } finally {
      await db.close();
    }
    const id = await postLead(a.port);
    const samOnA = await signIn(a.port, 'sam@zcomm.example', samPassword);
    const demoOnB = await signIn(b.port, 'demo@zcomm.example', password);

    /** How long until the staff member on B sees `state` (polling as the inbox does, faster). */
    async function seenOnB(state: string | null): Promise<number> {
      const started = Date.now();
      await expect
        .poll(async () => (await othersOn(demoOnB, id)).map((other) => other.state)[0] ?? null, {
          timeout: 2_000,
          interval: 50,
        })
        .toBe(state);
      return Date.now() - started;
    }

    expect((await heartbeat(samOnA, id, { state: 'viewing' })).status).toBe(200);
    expect(await seenOnB('viewing')).toBeLessThan(2_000);
    expect((await heartbeat(samOnA, id, { state: 'replying' })).status).toBe(200);
    expect(await seenOnB('replying')).toBeLessThan(2_000);
    // The one on B is seen on A, by name.
    const back = await heartbeat(demoOnB, id, { state: 'viewing' });
    expect((back.json() as Presence).others).toEqual([
      expect.objectContaining({ name: 'Sam Lee', state: 'replying' }),
    ]);
    expect((await othersOn(samOnA, id)).map((other) => other.state)).toEqual(['viewing']);
    expect((await samOnA.request('DELETE', presencePath(id))).status).toBe(204);
    expect(await seenOnB(null)).toBeLessThan(2_000);
  }, 60_000);
});
