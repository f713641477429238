import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/auth/users.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import {
  cancelPending,
  markDelivered,
  markFailed,
  scheduleRetry,
} from '../../server/leads/outbox.ts';
import { defaultRetry } from '../../server/leads/settings.ts';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  startServer,
  type TestServer,
} from './helpers.ts';
import { HookReceiver, WEBHOOK_SECRET } from './lead-receivers.ts';

const password = 'an-inbox-workflow-password';
const AGENCY = 'agency.localhost';

interface Delivery {
  id: string;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
}
interface HistoryEntry {
  at: string;
  by: { id: number; name: string } | null;
  action: string;
  from?: string | null;
  to?: string | null;
}
interface Lead {
  id: string;
  state: string;
  read: boolean;
  spam: boolean;
  honeypot: boolean;
  assignee: { id: number; name: string } | null;
  deliveries: Delivery[];
  history: HistoryEntry[];
}

describe.each(backends)('the leads workflow on %s', (backend: Backend) => {
  let hooks: HookReceiver;
  let server: TestServer;
  let db: Database;
  let demo: { id: number; name: string };
  let sam: { id: number; name: string };

  beforeAll(async () => {
    hooks = await new HookReceiver().start();
    const databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      leads: {
        webhook: { url: hooks.url, secret: WEBHOOK_SECRET, timeoutMs: 2000 },
        // A failed attempt waits a minute: a delivery that failed once stays pending meanwhile.
        retry: { ...defaultRetry, baseDelayMs: 60_000 },
      },
    });
    db = await openDatabase(server.dataDir, { databaseUrl });
    const row = await db.get('SELECT id, name FROM users WHERE email = ?', ['demo@zcomm.example']);
    demo = { id: Number(row?.id), name: String(row?.name) };
    const created = await createUser(db, {
      email: 'sam@zcomm.example',
      name: 'Sam Lee',
      password: 'another-staff-password',
    });
    sam = { id: created.id, name: created.name };
  });

  afterAll(async () => {
    await db.close();
    await server.close();
    await hooks.close();
  });

  beforeEach(async () => {
    await db.exec('DELETE FROM outbox; DELETE FROM submission_history; DELETE FROM submissions;');
    hooks.statuses = [];
    hooks.requests.length = 0;
  });

  async function signIn(email = 'demo@zcomm.example', secret = password): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', { email, password: secret });
    expect(response.status, response.text).toBe(200);
    return client;
  }

  /** Posts a lead through the agency's contact form, as a visitor would; resolves with its id. */
  async function post(fields: Record<string, string> = {}): Promise<string> {
    const visitor = new Client(server.port, AGENCY);
    await visitor.visit('/');
    const response = await visitor.postJson('/api/forms/agency-contact', {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      service: 'e-commerce',
      message: 'We need a store',
      ...fields,
    });
    expect(response.status, response.text).toBe(201);
    return (response.json() as { id: string }).id;
  }

  async function open(client: Client, id: string): Promise<Lead> {
    const response = await client.request('GET', `/api/inbox/submissions/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.json() as Lead;
  }

  async function patch(client: Client, id: string, body: unknown) {
    return client.request('PATCH', `/api/inbox/submissions/${id}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function change(client: Client, id: string, body: unknown): Promise<Lead> {
    const response = await patch(client, id, body);
    expect(response.status, response.text).toBe(200);
    return response.json() as Lead;
  }

  /** The lead's deliveries once `test` holds for them (the worker runs on its own). */
  async function deliveriesWhen(
    client: Client,
    id: string,
    test: (deliveries: Delivery[]) => boolean,
  ): Promise<Delivery[]> {
    let last: Delivery[] = [];
    await expect
      .poll(
        async () => {
          last = (await open(client, id)).deliveries;
          return test(last);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    return last;
  }

  const actions = (lead: Lead) => lead.history.map((entry) => entry.action);

  it('a new lead is New and unread; opening it marks it read, once, by whom', async () => {
    const id = await post();
    const client = await signIn();
    const listed = (await client.request('GET', '/api/inbox/submissions')).json() as {
      submissions: Lead[];
      counts: Record<string, Record<string, number>>;
    };
    expect(listed.submissions[0]).toMatchObject({ id, state: 'new', read: false, assignee: null });
    expect(listed.counts.agency).toEqual({ new: 1, in_progress: 0, done: 0 });

    const first = await open(client, id);
    expect(first.read).toBe(true);
    expect(first.history).toEqual([
      { at: expect.any(String), by: null, action: 'received' },
      { at: expect.any(String), by: demo, action: 'read', from: null, to: null },
    ]);
    // Another staff member opening it adds nothing: a lead is read once.
    const again = await open(await signIn('sam@zcomm.example', 'another-staff-password'), id);
    expect(actions(again)).toEqual(['received', 'read']);
    const listedAfter = (await client.request('GET', '/api/inbox/submissions')).json() as {
      submissions: Lead[];
    };
    expect(listedAfter.submissions[0]?.read).toBe(true);
  });

  it('moves a lead through its states, filterable and counted, each change in its history', async () => {
    const id = await post();
    const other = await post({ name: 'Ann' });
    const client = await signIn();
    const progress = await change(client, id, { state: 'in_progress' });
    expect(progress.state).toBe('in_progress');
    const done = await change(client, id, { state: 'done' });
    // The same state again changes nothing and records nothing.
    const same = await change(client, id, { state: 'done' });
    expect(actions(same)).toEqual(actions(done));
    const back = await change(client, id, { state: 'in_progress' });
    expect(back.history.filter((entry) => entry.action === 'state')).toEqual([
      { at: expect.any(String), by: demo, action: 'state', from: 'new', to: 'in_progress' },
      { at: expect.any(String), by: demo, action: 'state', from: 'in_progress', to: 'done' },
      { at: expect.any(String), by: demo, action: 'state', from: 'done', to: 'in_progress' },
    ]);
    const ids = async (query: string) =>
      (
        (await client.request('GET', `/api/inbox/submissions${query}`)).json() as {
          submissions: Lead[];
        }
      ).submissions.map((lead) => lead.id);
    expect(await ids('?state=in_progress')).toEqual([id]);
    expect(await ids('?state=new')).toEqual([other]);
    expect(await ids('?state=done')).toEqual([]);
    const counts = (
      (await client.request('GET', '/api/inbox/submissions')).json() as {
        counts: Record<string, Record<string, number>>;
      }
    ).counts;
    expect(counts.agency).toEqual({ new: 1, in_progress: 1, done: 0 });
  });

  it('assigns a lead to a staff account and back to nobody; lists the staff', async () => {
    const id = await post();
    const unassigned = await post({ name: 'Ann' });
    const client = await signIn();
    const staff = (await client.request('GET', '/api/inbox/staff')).json() as {
      staff: { id: number; name: string; email: string }[];
    };
    expect(staff.staff).toEqual([
      { ...demo, email: 'demo@zcomm.example' },
      { ...sam, email: 'sam@zcomm.example' },
    ]);
    const assigned = await change(client, id, { assignee: sam.id });
    expect(assigned.assignee).toEqual(sam);
    const ids = async (asWhom: Client, query: string) =>
      (
        (await asWhom.request('GET', `/api/inbox/submissions${query}`)).json() as {
          submissions: Lead[];
        }
      ).submissions.map((lead) => lead.id);
    expect(await ids(client, `?assignee=${sam.id}`)).toEqual([id]);
    expect(await ids(client, '?assignee=me')).toEqual([]);
    expect(
      await ids(await signIn('sam@zcomm.example', 'another-staff-password'), '?assignee=me'),
    ).toEqual([id]);
    expect(await ids(client, '?assignee=none')).toEqual([unassigned]);
    const mine = await change(client, id, { assignee: demo.id, state: 'in_progress' });
    expect(mine).toMatchObject({ assignee: demo, state: 'in_progress' });
    const nobody = await change(client, id, { assignee: null });
    expect(nobody.assignee).toBeNull();
    expect(nobody.history.filter((entry) => entry.action === 'assigned')).toEqual([
      { at: expect.any(String), by: demo, action: 'assigned', from: null, to: 'Sam Lee' },
      { at: expect.any(String), by: demo, action: 'assigned', from: 'Sam Lee', to: 'Demo User' },
      { at: expect.any(String), by: demo, action: 'assigned', from: 'Demo User', to: null },
    ]);
    // An id that is no staff account is refused, and nothing changes.
    const unknown = await patch(client, id, { assignee: 999_999 });
    expect(unknown.status).toBe(400);
    expect((unknown.json() as { error: string }).error).toMatch(/No staff account has the id/);
    expect((await open(client, id)).assignee).toBeNull();
  });

  it('keeps the history when a staff account is removed; its leads become unassigned', async () => {
    const id = await post();
    const temp = await createUser(db, {
      email: 'temp@zcomm.example',
      name: 'Temp Person',
      password: 'a-temporary-password',
    });
    const client = await signIn();
    await change(client, id, { assignee: temp.id });
    await db.run('DELETE FROM users WHERE id = ?', [temp.id]);
    const lead = await open(client, id);
    expect(lead.assignee).toBeNull();
    expect(lead.history.find((entry) => entry.action === 'assigned')).toMatchObject({
      by: demo,
      to: 'Temp Person',
    });
  });

  it.each([
    [{ state: 'open' }, /state must be one of/],
    [{ spam: 'yes' }, /spam must be true or false/],
    [{ send: true }, /Send JSON with one or more of/],
    [{ spam: true, send: true }, /send goes with "spam": false/],
    [{ assignee: 'sam' }, /assignee must be a staff id or null/],
    [{ assignee: 1.5 }, /assignee must be a staff id or null/],
    [{ state: 'done', colour: 'red' }, /Unknown field colour/],
    [{}, /Send JSON with one or more of/],
  ])('refuses the change %j with 400 and changes nothing', async (body, message) => {
    const id = await post();
    const client = await signIn();
    const response = await patch(client, id, body);
    expect(response.status).toBe(400);
    expect((response.json() as { error: string }).error).toMatch(message);
    const lead = await open(client, id);
    expect(lead).toMatchObject({ state: 'new', spam: false, assignee: null });
    expect(actions(lead)).toEqual(['received', 'read']);
  });

  it('marking a lead spam cancels its pending delivery; undoing it sends it', async () => {
    hooks.statuses = [503];
    const id = await post();
    const client = await signIn();
    // The receiver was down: the delivery waits a minute for its next attempt.
    await deliveriesWhen(client, id, ([delivery]) => delivery?.attempts === 1);
    const spam = await change(client, id, { spam: true });
    expect(spam.spam).toBe(true);
    expect(spam.deliveries.map((delivery) => delivery.status)).toEqual(['cancelled']);
    expect(spam.history.slice(-2)).toEqual([
      { at: expect.any(String), by: demo, action: 'spam', from: null, to: null },
      {
        at: expect.any(String),
        by: demo,
        action: 'deliveries_cancelled',
        from: null,
        to: 'webhook',
      },
    ]);
    // Undo: the opposite change; the cancelled delivery is pending again, due now, and goes out.
    const undone = await change(client, id, { spam: false });
    expect(undone.spam).toBe(false);
    expect(actions(undone).slice(-2)).toEqual(['not_spam', 'resent']);
    const [delivered] = await deliveriesWhen(
      client,
      id,
      ([delivery]) => delivery?.status === 'delivered',
    );
    expect(delivered?.attempts).toBe(1);
    expect(hooks.accepted).toHaveLength(1);
    expect(hooks.accepted[0]?.headers['x-delivery-id']).toBe(delivered?.id);
  });

  it('a delivery cancelled while its attempt is in flight keeps its cancel when the attempt fails', async () => {
    const { id } = await insertSubmission(
      db,
      { form: 'quote', site: 'agency', data: { name: 'Kim' } },
      ['webhook'],
    );
    const row = await db.get('SELECT id, next_attempt_at FROM outbox WHERE submission_id = ?', [
      id,
    ]);
    const delivery = String(row?.id);
    await db.transaction((tx) => cancelPending(tx, id));
    // The worker records the attempt's outcome afterwards: a retry, or giving up.
    await scheduleRetry(db, delivery, new Date('2030-01-01T00:00:00.000Z'), 'timed out');
    await markFailed(db, delivery, 'Refused: 410');
    expect(
      await db.get('SELECT state, next_attempt_at, last_error FROM outbox WHERE id = ?', [
        delivery,
      ]),
    ).toEqual({ state: 'cancelled', next_attempt_at: row?.next_attempt_at, last_error: null });
    // Delivered all the same (it was in flight): that is recorded, as it is the truth.
    await markDelivered(db, delivery, new Date());
    expect((await db.get('SELECT state FROM outbox WHERE id = ?', [delivery]))?.state).toBe(
      'delivered',
    );
  });

  it('a honeypot catch marked not spam is not sent unless asked, then sent at once', async () => {
    const visitor = new Client(server.port, AGENCY);
    await visitor.visit('/');
    const bot = await visitor.postJson('/api/forms/agency-contact', {
      name: 'Probably Real',
      email: 'real@example.com',
      message: 'Caught by mistake',
      contact_me_by_fax_only: 'autofill',
    });
    const { id } = bot.json() as { id: string };
    const client = await signIn();
    const notSpam = await change(client, id, { spam: false });
    expect(notSpam).toMatchObject({ spam: false, honeypot: true, deliveries: [] });
    expect(actions(notSpam)).toEqual(['received', 'not_spam']);
    const sent = await change(client, id, { spam: false, send: true });
    expect(sent.deliveries.map((delivery) => delivery.channel)).toEqual(['webhook']);
    expect(sent.history.at(-1)).toEqual({
      at: expect.any(String),
      by: demo,
      action: 'resent',
      from: null,
      to: 'webhook',
    });
    await deliveriesWhen(client, id, ([delivery]) => delivery?.status === 'delivered');
    expect(JSON.parse(hooks.accepted[0]?.body ?? '{}')).toMatchObject({ submission_id: id });
    // Asking again queues nothing more: it has its delivery.
    const again = await change(client, id, { spam: false, send: true });
    expect(again.deliveries).toHaveLength(1);
  });

  it('sends again a delivery that failed for good (receiver down, then up)', async () => {
    // A 4xx is refused at once: failed for good.
    hooks.statuses = [410];
    const id = await post();
    const client = await signIn();
    const [failed] = await deliveriesWhen(
      client,
      id,
      ([delivery]) => delivery?.status === 'failed',
    );
    expect(failed?.last_error).toMatch(/410/);
    const path = `/api/inbox/submissions/${id}/deliveries/${failed?.id}/resend`;
    const resent = await client.request('POST', path);
    expect(resent.status, resent.text).toBe(202);
    const lead = resent.json() as Lead;
    expect(['pending', 'delivered']).toContain(lead.deliveries[0]?.status);
    expect(lead.history.at(-1)).toEqual({
      at: expect.any(String),
      by: demo,
      action: 'resent',
      from: null,
      to: 'webhook',
    });
    const [delivered] = await deliveriesWhen(
      client,
      id,
      ([delivery]) => delivery?.status === 'delivered',
    );
    // The same delivery, under the same id: a receiver that saw the refused one de-duplicates.
    expect(delivered?.id).toBe(failed?.id);
    expect(hooks.requests.map((request) => request.headers['x-delivery-id'])).toEqual([
      failed?.id,
      failed?.id,
    ]);
    // Delivered: nothing to send again.
    const twice = await client.request('POST', path);
    expect(twice.status).toBe(409);
    expect((twice.json() as { error: string }).error).toMatch(/failed for good/);
  });

  it('refuses to resend a pending delivery, another lead’s, or one of a spam lead', async () => {
    const seeded = await insertSubmission(
      db,
      { form: 'quote', site: 'agency', data: { name: 'Kim' } },
      ['webhook'],
    );
    const other = await insertSubmission(
      db,
      { form: 'quote', site: 'agency', data: { name: 'Lou' } },
      ['webhook'],
    );
    const delivery = String(
      (await db.get('SELECT id FROM outbox WHERE submission_id = ?', [seeded.id]))?.id,
    );
    const client = await signIn();
    // Not yet tried (and the worker was not woken): pending.
    await db.run(`UPDATE outbox SET next_attempt_at = '2999-01-01T00:00:00.000Z'`);
    const pending = await client.request(
      'POST',
      `/api/inbox/submissions/${seeded.id}/deliveries/${delivery}/resend`,
    );
    expect(pending.status).toBe(409);
    const elsewhere = await client.request(
      'POST',
      `/api/inbox/submissions/${other.id}/deliveries/${delivery}/resend`,
    );
    expect(elsewhere.status).toBe(404);
    await db.run(`UPDATE outbox SET state = 'failed' WHERE id = ?`, [delivery]);
    await db.run('UPDATE submissions SET spam = 1 WHERE id = ?', [seeded.id]);
    const spam = await client.request(
      'POST',
      `/api/inbox/submissions/${seeded.id}/deliveries/${delivery}/resend`,
    );
    expect(spam.status).toBe(409);
    expect((spam.json() as { error: string }).error).toMatch(/marked spam/);
    const malformed = await client.request(
      'POST',
      `/api/inbox/submissions/${seeded.id}/deliveries/nope/resend`,
    );
    expect(malformed.status).toBe(400);
    // Without the XSRF header: refused, nothing queued.
    const forged = await client.request(
      'POST',
      `/api/inbox/submissions/${seeded.id}/deliveries/${delivery}/resend`,
      { xsrf: false },
    );
    expect(forged.status).toBe(403);
    expect((await db.get('SELECT state FROM outbox WHERE id = ?', [delivery]))?.state).toBe(
      'failed',
    );
  });

  it('deleting a lead erases its history too', async () => {
    const id = await post();
    const client = await signIn();
    await change(client, id, { state: 'done' });
    expect((await client.request('DELETE', `/api/inbox/submissions/${id}`)).status).toBe(204);
    expect(
      Number(
        (await db.get('SELECT COUNT(*) AS n FROM submission_history WHERE submission_id = ?', [id]))
          ?.n,
      ),
    ).toBe(0);
  });
});

describe.each(backends)('the inbox rate limits on %s', (backend: Backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        inbox: { max: 6, timeWindow: 60_000 },
        inboxExport: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  async function signIn(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    expect(
      (await client.postJson('/api/auth/login', { email: 'demo@zcomm.example', password })).status,
    ).toBe(200);
    return client;
  }

  it('counts each session on its own, exports apart, and answers 429 with Retry-After', async () => {
    const first = await signIn();
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      const path = call < 3 ? '/api/inbox/export' : '/api/inbox/submissions';
      statuses.push((await first.request('GET', path)).status);
    }
    // Two exports, then the third is refused by the export limit; six calls in all, then 429.
    expect(statuses).toEqual([200, 200, 429, 200, 200, 200, 429]);
    const refused = await first.request('GET', '/api/inbox/staff');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { error: string }).error).toEqual(expect.any(String));
    // Another staff member's session has its own count.
    const second = await signIn();
    expect((await second.request('GET', '/api/inbox/submissions')).status).toBe(200);
  });

  it('counts calls without a session by IP, before looking anything up', async () => {
    const anonymous = new Client(server.port, AGENCY);
    await anonymous.visit('/');
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push((await anonymous.request('GET', '/api/inbox/submissions')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('counts made-up session cookies by IP too, with the calls that carry none', async () => {
    const own = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      rateLimits: { inbox: { max: 6, timeWindow: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 9; call += 1) {
        const client = new Client(own.port, AGENCY);
        await client.visit('/');
        // Every other call brings a fresh random session cookie, as a flood would.
        if (call % 2 === 1) client.cookies.zc_session = randomBytes(32).toString('base64url');
        statuses.push((await client.request('GET', '/api/inbox/submissions')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await own.close();
    }
  });
});
