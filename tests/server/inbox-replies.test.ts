import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/auth/users.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import { parseLeadSettings } from '../../server/leads/settings.ts';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  startServer,
  type TestServer,
} from './helpers.ts';
import { MailReceiver } from './lead-receivers.ts';

const password = 'an-inbox-replies-password';
const AGENCY = 'agency.localhost';
const TEAM = 'team@zcomm.example';

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
  text?: string;
  delivery?: Delivery;
}
interface Lead {
  id: string;
  state: string;
  assignee: { id: number; name: string } | null;
  first_reply_at: string | null;
  first_reply_by: string | null;
  reply_to: string | null;
  deliveries: Delivery[];
  history: HistoryEntry[];
}

describe.each(backends)('replies and notes on %s', (backend: Backend) => {
  let mail: MailReceiver;
  let server: TestServer;
  let db: Database;
  let demo: { id: number; name: string };

  beforeAll(async () => {
    mail = await new MailReceiver().start();
    const databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      leads: parseLeadSettings({
        SMTP_URL: mail.url,
        SMTP_ALLOW_PLAINTEXT: '1',
        LEAD_SENDER: 'Z-Comm Leads <leads@zcomm.example>',
        LEAD_REPLY_TO: `Z-Comm Team <${TEAM}>`,
        LEAD_RECIPIENTS: TEAM,
        // A refused attempt is tried again at once, so a retry shows within the test.
        DELIVERY_RETRY_BASE_MS: '20',
        DELIVERY_RETRY_MAX_MS: '50',
      }),
    });
    db = await openDatabase(server.dataDir, { databaseUrl });
    const row = await db.get('SELECT id, name FROM users WHERE email = ?', ['demo@zcomm.example']);
    demo = { id: Number(row?.id), name: String(row?.name) };
  });

  afterAll(async () => {
    await db.close();
    await server.close();
    await mail.close();
  });

  beforeEach(async () => {
    await db.exec(
      'DELETE FROM outbox; DELETE FROM lead_messages; DELETE FROM submission_history; DELETE FROM submissions;',
    );
    mail.messages.length = 0;
    mail.refuse = [];
  });

  async function signIn(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password,
    });
    expect(response.status, response.text).toBe(200);
    return client;
  }

  /** Posts a lead as a visitor would and waits for its notification; resolves with its id. */
  async function post(fields: Record<string, string> = {}): Promise<string> {
    const visitor = new Client(server.port, AGENCY);
    await visitor.visit('/');
    const response = await visitor.postJson('/api/forms/agency-contact', {
      name: 'Dana Reyes',
      email: 'dana@reyes.example',
      service: 'e-commerce',
      message: 'We need a store.\nCan you call?',
      ...fields,
    });
    expect(response.status, response.text).toBe(201);
    const { id } = response.json() as { id: string };
    await mail.waitFor((messages) =>
      messages.some((message) => message.mail.headers.get('x-submission-id') === id),
    );
    return id;
  }

  const send = (client: Client, path: string, body: unknown, xsrf = true) =>
    client.request('POST', path, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      xsrf,
    });

  async function reply(client: Client, id: string, body: unknown): Promise<Lead> {
    const response = await send(client, `/api/inbox/submissions/${id}/replies`, body);
    expect(response.status, response.text).toBe(202);
    return response.json() as Lead;
  }

  async function open(client: Client, id: string): Promise<Lead> {
    const response = await client.request('GET', `/api/inbox/submissions/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.json() as Lead;
  }

  /** The lead's replies once `test` holds for them (the worker sends on its own). */
  async function repliesWhen(
    client: Client,
    id: string,
    test: (replies: HistoryEntry[]) => boolean,
  ) {
    let last: HistoryEntry[] = [];
    await expect
      .poll(
        async () => {
          last = (await open(client, id)).history.filter((entry) => entry.action === 'replied');
          return test(last);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    return last;
  }

  const repliesTo = (address: string) =>
    mail.messages.filter((message) => message.envelope.to.includes(address));

  it('sends a reply to the submitter from the team, threaded under the notification', async () => {
    const id = await post();
    const notification = mail.messages.find(
      (message) => message.mail.headers.get('x-submission-id') === id,
    );
    const notificationId = notification?.mail.messageId;
    expect(notificationId).toMatch(/^<[0-9a-f-]{36}@zcomm\.example>$/);
    const client = await signIn();

    const answered = await reply(client, id, { text: 'Hi Dana,\n\nHappy to help. Tuesday?' });
    expect(answered.state).toBe('in_progress');
    expect(answered.assignee).toEqual(demo);
    expect(answered.first_reply_by).toBe(demo.name);
    expect(answered.first_reply_at).toEqual(expect.any(String));
    const line = answered.history.find((entry) => entry.action === 'replied');
    expect(line).toMatchObject({
      by: demo,
      to: 'dana@reyes.example',
      text: 'Hi Dana,\n\nHappy to help. Tuesday?',
      delivery: { channel: 'reply' },
    });
    // The reply comes first, then what it did to the lead, at the same instant.
    expect(answered.history.map((entry) => entry.action)).toEqual([
      'received',
      'replied',
      'state',
      'assigned',
    ]);
    // The notifications are the lead's deliveries; the reply's is on its line.
    expect(answered.deliveries.map((delivery) => delivery.channel)).toEqual(['email']);

    await mail.waitFor(() => repliesTo('dana@reyes.example').length === 1);
    const [sent] = repliesTo('dana@reyes.example');
    expect(sent?.envelope).toEqual({ from: 'leads@zcomm.example', to: ['dana@reyes.example'] });
    expect(sent?.mail.from?.value).toEqual([
      { name: 'Z-Comm Leads', address: 'leads@zcomm.example' },
    ]);
    expect(sent?.mail.replyTo?.value).toEqual([{ name: 'Z-Comm Team', address: TEAM }]);
    expect(sent?.mail.subject).toBe('Re: Your message to Z-Comm');
    expect(sent?.mail.inReplyTo).toBe(notificationId);
    expect(sent?.mail.references).toBe(notificationId);
    expect(sent?.mail.messageId).toBe(`<${line?.delivery?.id}@zcomm.example>`);
    expect(sent?.mail.html).toBe(false);
    expect(sent?.mail.text).toContain(
      `Hi Dana,\n\nHappy to help. Tuesday?\n\n--\n${demo.name}\nZ-Comm\n`,
    );
    expect(sent?.mail.text).toContain('you wrote:\n> We need a store.\n> Can you call?');
    const [delivered] = await repliesWhen(client, id, (replies) =>
      replies.every((entry) => entry.delivery?.status === 'delivered'),
    );
    expect(delivered?.delivery?.attempts).toBe(1);

    // A second reply, closing the lead (confirmed, as it follows the first within ten minutes):
    // threaded under the notification and the first reply.
    const closed = await reply(client, id, {
      text: 'Booked for Tuesday.',
      state: 'done',
      confirm: true,
    });
    expect(closed.state).toBe('done');
    expect(closed.first_reply_at).toBe(answered.first_reply_at);
    await mail.waitFor(() => repliesTo('dana@reyes.example').length === 2);
    const second = repliesTo('dana@reyes.example')[1];
    expect(second?.mail.inReplyTo).toBe(notificationId);
    expect(second?.mail.references).toEqual([notificationId, sent?.mail.messageId]);
  });

  it('keeps whatever anyone typed out of the headers', async () => {
    const id = await post({
      name: 'Eve =?utf-8?B?QmNjOiBtYWxsb3J5QGV2aWwuZXhhbXBsZQ==?= Smith',
      message: 'Line one\nBcc: mallory@evil.example',
    });
    const client = await signIn();
    await reply(client, id, {
      text: 'Thanks!\r\nBcc: mallory@evil.example\r\nSubject: injected\n\nX-Injected: yes',
    });
    await mail.waitFor(() => repliesTo('dana@reyes.example').length === 1);
    const [sent] = repliesTo('dana@reyes.example');
    const head = sent?.raw.slice(0, sent.raw.indexOf('\r\n\r\n')) ?? '';
    // A Bcc header line, not the letters: message ids are random hex, which can hold "bcc".
    expect(head).not.toMatch(/mallory|injected|Eve|Smith|^Bcc:/im);
    expect(sent?.envelope.to).toEqual(['dana@reyes.example']);
    expect(sent?.mail.subject).toBe('Re: Your message to Z-Comm');
    expect(sent?.mail.headers.has('x-injected')).toBe(false);
    // The text arrives as text, its line ends as sent.
    expect(sent?.mail.text).toContain('Thanks!\nBcc: mallory@evil.example\nSubject: injected');
  });

  it('refuses a reply it cannot send, saying why, and stores nothing', async () => {
    const id = await post();
    const client = await signIn();
    const path = `/api/inbox/submissions/${id}/replies`;
    const refused = async (body: unknown, status: number, error: RegExp, xsrf = true) => {
      const response = await send(client, path, body, xsrf);
      expect(response.status, response.text).toBe(status);
      expect((response.json() as { error: string }).error).toMatch(error);
    };
    await refused({ text: 'Hello' }, 403, /XSRF/, false);
    await refused({}, 400, /Write the reply first/);
    await refused({ text: '   \n ' }, 400, /Write the reply first/);
    await refused({ text: 'Ring \u0007 bell' }, 400, /control characters/);
    await refused({ text: 'x'.repeat(10_001) }, 400, /at most 10,000 characters/);
    await refused({ text: 'Hello', state: 'new' }, 400, /state must be one of/);
    await refused({ text: 'Hello', cc: 'x@y.example' }, 400, /Unknown field cc/);
    const plain = await client.request('POST', path, {
      headers: { 'content-type': 'text/plain' },
      body: 'Hello',
    });
    expect(plain.status).toBe(415);
    const unknown = await send(
      client,
      '/api/inbox/submissions/00000000-0000-4000-8000-000000000000/replies',
      { text: 'Hello' },
    );
    expect(unknown.status).toBe(404);

    // A lead marked spam, and one whose address is not valid.
    await client.request('PATCH', `/api/inbox/submissions/${id}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ spam: true }),
    });
    await refused({ text: 'Hello' }, 409, /marked spam/);
    const marked = await send(client, `/api/inbox/submissions/${id}/replied`, {});
    expect(marked.status).toBe(409);
    const { id: invalid } = await insertSubmission(db, {
      form: 'agency-contact',
      site: 'agency',
      data: { name: 'Kim', email: 'kim@x.example>, boss@zcomm.example', message: 'Hi' },
    });
    const noAddress = await send(client, `/api/inbox/submissions/${invalid}/replies`, {
      text: 'Hello',
    });
    expect(noAddress.status).toBe(409);
    expect((await open(client, invalid)).reply_to).toBeNull();

    const stored = await db.get('SELECT COUNT(*) AS n FROM lead_messages');
    expect(Number(stored?.n)).toBe(0);
    const queued = await db.get(`SELECT COUNT(*) AS n FROM outbox WHERE channel = 'reply'`);
    expect(Number(queued?.n)).toBe(0);
  });

  it('retries a reply the mail server refuses for now, and sends one that failed for good again', async () => {
    const id = await post();
    const client = await signIn();
    mail.refuse = [451];
    await reply(client, id, { text: 'First try.' });
    const [retried] = await repliesWhen(
      client,
      id,
      (replies) => replies[0]?.delivery?.status === 'delivered',
    );
    expect(retried?.delivery?.attempts).toBe(2);

    mail.refuse = [550];
    await reply(client, id, { text: 'Second reply.', confirm: true });
    const failed = await repliesWhen(
      client,
      id,
      (replies) => replies[1]?.delivery?.status === 'failed',
    );
    const delivery = failed[1]?.delivery;
    expect(delivery?.last_error).toMatch(/550/);
    const resent = await send(
      client,
      `/api/inbox/submissions/${id}/deliveries/${delivery?.id}/resend`,
      {},
    );
    expect(resent.status, resent.text).toBe(202);
    await repliesWhen(client, id, (replies) => replies[1]?.delivery?.status === 'delivered');
    const texts = repliesTo('dana@reyes.example').map((message) => message.mail.text ?? '');
    expect(texts.filter((text) => text.startsWith('Second reply.'))).toHaveLength(1);
    const lead = await open(client, id);
    expect(lead.history.at(-1)).toMatchObject({ action: 'resent', to: 'reply', by: demo });
  });

  it('asks first before a second reply within ten minutes, naming who replied and when', async () => {
    const id = await post();
    const samProfile = await createUser(db, {
      email: `sam-${id.slice(0, 8)}@zcomm.example`,
      name: 'Sam Lee',
      password: 'a-second-staff-password',
    });
    const sam = new Client(server.port, AGENCY);
    await sam.visit('/');
    const login = await sam.postJson('/api/auth/login', {
      email: samProfile.email,
      password: 'a-second-staff-password',
    });
    expect(login.status, login.text).toBe(200);
    const first = await reply(sam, id, { text: 'Hi Dana, Sam here. Tuesday?' });
    const sentAt = first.history.find((entry) => entry.action === 'replied')?.at;

    // Another staff member's reply is refused with the first one, and nothing is stored or sent.
    const client = await signIn();
    const path = `/api/inbox/submissions/${id}/replies`;
    const refused = await send(client, path, { text: 'Hello Dana!' });
    expect(refused.status, refused.text).toBe(409);
    const body = refused.json() as { error: string; recent_reply: Record<string, string> };
    expect(body.recent_reply).toEqual({
      by: 'Sam Lee',
      at: sentAt,
      text: 'Hi Dana, Sam here. Tuesday?',
      action: 'replied',
    });
    expect(body.error).toMatch(/^Sam Lee replied to this lead (less than a minute|1 minute) ago/);
    expect(body.error).toContain(String(sentAt));
    const replies = (await open(client, id)).history.filter((entry) => entry.action === 'replied');
    expect(replies).toHaveLength(1);
    const queued = await db.get(
      "SELECT COUNT(*) AS n FROM outbox WHERE channel = 'reply' AND submission_id = ?",
      [id],
    );
    expect(Number(queued?.n)).toBe(1);
    // So is one's own second reply (a double send), and one marked as sent counts too.
    expect((await send(sam, path, { text: 'Again' })).status).toBe(409);
    expect((await send(client, path, { text: 'x', confirm: 'yes' })).status).toBe(400);

    // Confirmed, it goes.
    const anyway = await reply(client, id, { text: 'Hello Dana!', confirm: true });
    expect(anyway.history.filter((entry) => entry.action === 'replied')).toHaveLength(2);
    await mail.waitFor(() => repliesTo('dana@reyes.example').length === 2);

    // Ten minutes after the last answer, a reply goes without asking.
    const other = await post({ email: 'lee@okafor.example' });
    const marked = await send(client, `/api/inbox/submissions/${other}/replied`, {});
    expect(marked.status, marked.text).toBe(200);
    const markedRefusal = await send(client, `/api/inbox/submissions/${other}/replies`, {
      text: 'Following up',
    });
    expect(markedRefusal.status).toBe(409);
    expect(
      (markedRefusal.json() as { recent_reply: { action: string; text: string } }).recent_reply,
    ).toMatchObject({ action: 'marked_replied', text: '' });
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString();
    await db.run('UPDATE lead_messages SET at = ? WHERE submission_id = ?', [eleven, other]);
    await reply(client, other, { text: 'Following up' });
  });

  it('keeps internal notes in the history, sending nothing and changing nothing else', async () => {
    const id = await post();
    const client = await signIn();
    const before = mail.messages.length;
    const response = await send(client, `/api/inbox/submissions/${id}/notes`, {
      text: '  Called her back; wants a quote by Friday.  ',
    });
    expect(response.status, response.text).toBe(201);
    const lead = response.json() as Lead;
    expect(lead.history.at(-1)).toEqual({
      at: expect.any(String),
      by: demo,
      action: 'note',
      text: 'Called her back; wants a quote by Friday.',
    });
    expect(lead).toMatchObject({ state: 'new', assignee: null, first_reply_at: null });

    const tooLong = await send(client, `/api/inbox/submissions/${id}/notes`, {
      text: 'x'.repeat(4_001),
    });
    expect(tooLong.status).toBe(400);
    const unknown = await send(
      client,
      '/api/inbox/submissions/00000000-0000-4000-8000-000000000000/notes',
      { text: 'A note' },
    );
    expect(unknown.status).toBe(404);
    // Give the worker a moment: a note never becomes an e-mail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.length).toBe(before);
    const queued = await db.get(`SELECT COUNT(*) AS n FROM outbox WHERE channel = 'reply'`);
    expect(Number(queued?.n)).toBe(0);
  });

  it('records a reply sent by hand, and exports who first replied and when', async () => {
    const id = await post();
    const client = await signIn();
    const response = await send(client, `/api/inbox/submissions/${id}/replied`, {
      state: 'done',
    });
    expect(response.status, response.text).toBe(200);
    const lead = response.json() as Lead;
    expect(lead).toMatchObject({ state: 'done', assignee: demo, first_reply_by: demo.name });
    expect(lead.history.map((entry) => entry.action)).toEqual([
      'received',
      'marked_replied',
      'state',
      'assigned',
    ]);
    const csv = (await client.request('GET', '/api/inbox/export')).text.replace(/^\uFEFF/, '');
    // Every cell is quoted: read them as such.
    const cells = (line: string) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]?.replaceAll('""', '"'));
    const [header, row] = csv.split('\r\n').map(cells);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('first_reply_at')).toBe(lead.first_reply_at);
    expect(cell('replied_by')).toBe(demo.name);
    expect(cell('first_reply_team_time')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, .* E[SD]T$/);
  });

  it('reports how fast the team answers, per site and week', async () => {
    const client = await signIn();
    const now = Date.now();
    const seed = async (site: string, ageMs: number, waitMs: number | null, spam = 0) => {
      const { id } = await insertSubmission(db, {
        form: site === 'agency' ? 'agency-contact' : 'contact',
        site,
        data: { name: 'A', email: 'a@example.com', message: 'Hi' },
      });
      const created = new Date(now - ageMs).toISOString();
      const replied = waitMs === null ? null : new Date(now - ageMs + waitMs).toISOString();
      await db.run(
        'UPDATE submissions SET created_at = ?, first_reply_at = ?, spam = ? WHERE id = ?',
        [created, replied, spam, id],
      );
    };
    // This week's agency leads, an hour old at most: answered in 10, 20, 30 and 90 minutes, one
    // not yet; a spam one answered in a minute does not count.
    const minute = 60_000;
    for (const wait of [10, 20, 30, 90]) await seed('agency', 0, wait * minute);
    await seed('agency', 0, null);
    await seed('agency', 0, minute, 1);
    await seed('workwear', 0, 5 * minute);
    // Long ago: past the weeks asked for.
    await seed('agency', 60 * 24 * 60 * minute, minute);
    const response = await client.request('GET', '/api/inbox/response-times?weeks=2');
    expect(response.status, response.text).toBe(200);
    const body = response.json() as { time_zone: string; weeks: Record<string, unknown>[] };
    expect(body.time_zone).toBe('America/New_York');
    expect(body.weeks).toEqual([
      {
        site: 'agency',
        week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        leads: 5,
        answered: 4,
        median_ms: 20 * minute,
        p90_ms: 90 * minute,
        within_hour: 3 / 5,
      },
      expect.objectContaining({ site: 'workwear', leads: 1, answered: 1, within_hour: 1 }),
    ]);
    const monday = new Date(`${body.weeks[0]?.week}T12:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    for (const query of ['?weeks=0', '?weeks=27', '?weeks=x', '?site=agency']) {
      const refused = await client.request('GET', `/api/inbox/response-times${query}`);
      expect(refused.status, query).toBe(400);
    }
  });

  it('erases a lead with its replies and notes', async () => {
    const id = await post();
    const client = await signIn();
    await reply(client, id, { text: 'Hello' });
    await send(client, `/api/inbox/submissions/${id}/notes`, { text: 'A note' });
    const erased = await client.request('DELETE', `/api/inbox/submissions/${id}`);
    expect(erased.status).toBe(204);
    const left = await db.get('SELECT COUNT(*) AS n FROM lead_messages');
    expect(Number(left?.n)).toBe(0);
  });
});
