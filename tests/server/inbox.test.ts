import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../server/api/inbox/csv.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import {
  parseRetentionDays,
  RetentionSweeper,
  sweepExpired,
} from '../../server/leads/retention.ts';
import { defaultRetry } from '../../server/leads/settings.ts';
import { formatTeamTime, parseTeamTimeZone } from '../../server/leads/team-time.ts';
import {
  type Backend,
  backends,
  Client,
  cookiesFrom,
  databaseUrlFor,
  send,
  setCookieLine,
  startServer,
  type TestServer,
} from './helpers.ts';

const password = 'an-inbox-test-password';
const credentials = { email: 'demo@zcomm.example', password };
const AGENCY = 'agency.localhost';

describe.each(backends)('on %s', (backend: Backend) => {
  /** A webhook receiver that never answers 2xx, so every delivery stays pending in the outbox. */
  let receiver: Server;
  let server: TestServer;
  let db: Database;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    receiver = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      leads: {
        webhook: {
          url: `http://127.0.0.1:${port}/hook`,
          secret: 'a-webhook-secret-of-some-length',
          timeoutMs: 1000,
        },
        retry: { ...defaultRetry, baseDelayMs: 60_000 },
      },
    });
    // A second connection, as an operator's tool would open: seeds rows and reads them back.
    db = await openDatabase(server.dataDir, { databaseUrl });
  });

  afterAll(async () => {
    await db.close();
    await server.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  beforeEach(async () => {
    await db.exec('DELETE FROM outbox; DELETE FROM submission_history; DELETE FROM submissions;');
  });

  /** Stores a submission as the form routes do (with a webhook delivery), at a given time. */
  async function seed(
    values: { form?: string; site?: string; data?: Record<string, string>; at?: string } = {},
  ): Promise<string> {
    const { id } = await insertSubmission(
      db,
      {
        form: values.form ?? 'agency-contact',
        site: values.site ?? 'agency',
        data: values.data ?? { name: 'Dana Reyes', email: 'dana@example.com', message: 'Hello' },
      },
      ['webhook'],
    );
    if (values.at)
      await db.run('UPDATE submissions SET created_at = ? WHERE id = ?', [values.at, id]);
    return id;
  }

  async function outboxRows(submissionId: string): Promise<number> {
    const row = await db.get('SELECT COUNT(*) AS n FROM outbox WHERE submission_id = ?', [
      submissionId,
    ]);
    return Number(row?.n);
  }

  async function staff(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', credentials);
    expect(response.status).toBe(200);
    return client;
  }

  async function anonymous(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    return client;
  }

  interface ListAnswer {
    submissions: {
      id: string;
      site: string;
      form: string;
      created_at: string;
      spam: boolean;
      honeypot: boolean;
      state: string;
      read: boolean;
      assignee: { id: number; name: string } | null;
      fields: { name: string; label: string; value: string; option?: string }[];
      reply_by: string | null;
    }[];
    total: number;
    page_size: number;
    next_cursor: string | null;
    previous_cursor: string | null;
    counts: Record<string, { new: number; in_progress: number; done: number }>;
    time_zone: string;
  }

  async function list(client: Client, query = ''): Promise<ListAnswer> {
    const response = await client.request('GET', `/api/inbox/submissions${query}`);
    expect(response.status, response.text).toBe(200);
    return response.json() as ListAnswer;
  }

  const SOME_ID = '2b7c4c7e-6a0f-4a57-9d43-3f4a1f5f8d10';
  const routes: { method: string; path: string; body?: string }[] = [
    { method: 'GET', path: '/api/inbox/submissions' },
    { method: 'GET', path: `/api/inbox/submissions/${SOME_ID}` },
    { method: 'PATCH', path: `/api/inbox/submissions/${SOME_ID}`, body: '{"spam":true}' },
    { method: 'DELETE', path: `/api/inbox/submissions/${SOME_ID}` },
    { method: 'GET', path: '/api/inbox/export' },
  ];

  describe('every /api/inbox route needs a session', () => {
    it.each(routes)(
      '$method $path answers 401 without one, no-store and noindex',
      async (route) => {
        const id = await seed();
        const client = await anonymous();
        const response = await client.request(route.method, route.path.replace(SOME_ID, id), {
          headers: route.body ? { 'content-type': 'application/json' } : {},
          body: route.body,
        });
        expect(response.status).toBe(401);
        expect(response.json()).toEqual({ error: 'Sign in to use the inbox.' });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex');
        // Nothing was changed.
        expect(await db.get('SELECT spam FROM submissions WHERE id = ?', [id])).toEqual({
          spam: 0,
        });
      },
    );

    it.each(routes)('$method $path answers 401 for a forged or expired session', async (route) => {
      const client = await anonymous();
      client.cookies.zc_session = 'forged-token-forged-token-forged-token-forged';
      const response = await client.request(route.method, route.path, {
        headers: route.body ? { 'content-type': 'application/json' } : {},
        body: route.body,
      });
      expect(response.status).toBe(401);
    });

    it('answers 401 once the session has expired', async () => {
      const client = await staff();
      await db.run('UPDATE sessions SET expires_at = ?', ['2000-01-01T00:00:00.000Z']);
      expect((await client.request('GET', '/api/inbox/submissions')).status).toBe(401);
    });

    it('exists on the agency host only', async () => {
      const client = await staff();
      const response = await send(server.port, {
        host: 'workwear.localhost',
        path: '/api/inbox/submissions',
        headers: { cookie: client.cookieHeader() },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('XSRF on the inbox', () => {
    it.each(routes.filter((route) => route.method !== 'GET'))(
      '$method $path is refused (403) without the header, and with a wrong one',
      async (route) => {
        const id = await seed();
        const client = await staff();
        const path = route.path.replace(SOME_ID, id);
        const headers = route.body ? { 'content-type': 'application/json' } : {};
        const missing = await client.request(route.method, path, {
          headers,
          body: route.body,
          xsrf: false,
        });
        expect(missing.status).toBe(403);
        const wrong = await client.request(route.method, path, {
          headers: { ...headers, 'x-xsrf-token': 'A'.repeat(43) },
          body: route.body,
          xsrf: false,
        });
        expect(wrong.status).toBe(403);
        expect(await outboxRows(id)).toBe(1);
        expect(await db.get('SELECT spam FROM submissions WHERE id = ?', [id])).toEqual({
          spam: 0,
        });
      },
    );

    it('refuses a same-origin native form post, which has no header', async () => {
      const id = await seed();
      const client = await staff();
      const response = await client.request('DELETE', `/api/inbox/submissions/${id}`, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: `http://${AGENCY}`,
        },
        body: 'a=1',
        xsrf: false,
      });
      expect(response.status).toBe(403);
      expect(await outboxRows(id)).toBe(1);
    });
  });

  describe('listing', () => {
    it('lists every site, newest first, with labelled fields; spam hidden by default', async () => {
      const old = await seed({ site: 'workwear', form: 'contact', at: '2026-01-05T10:00:00.000Z' });
      const recent = await seed({
        form: 'agency-contact',
        data: { name: 'Ann', email: 'ann@example.com', service: 'e-commerce', message: 'Hi' },
        at: '2026-03-01T10:00:00.000Z',
      });
      const spam = await seed({
        site: 'sailing',
        form: 'sailing-contact',
        at: '2026-02-01T00:00:00.000Z',
      });
      await db.run('UPDATE submissions SET spam = 1 WHERE id = ?', [spam]);
      const answer = await list(await staff());
      expect(answer.total).toBe(2);
      expect(answer.submissions.map((row) => row.id)).toEqual([recent, old]);
      expect(answer.submissions[0]).toEqual({
        id: recent,
        site: 'agency',
        form: 'agency-contact',
        created_at: '2026-03-01T10:00:00.000Z',
        spam: false,
        honeypot: false,
        state: 'new',
        read: false,
        assignee: null,
        fields: [
          { name: 'name', label: 'Name', value: 'Ann' },
          { name: 'email', label: 'Email', value: 'ann@example.com' },
          { name: 'service', label: 'Service', value: 'e-commerce', option: 'E-Commerce' },
          { name: 'message', label: 'Message', value: 'Hi' },
        ],
        first_reply_at: null,
        first_reply_by: null,
        // Received on a Sunday: due an hour into Monday, 9 AM Eastern (EST) being 14:00 UTC.
        reply_by: '2026-03-02T15:00:00.000Z',
      });
      const spamOnly = await list(await staff(), '?spam=1');
      expect(spamOnly.submissions.map((row) => row.id)).toEqual([spam]);
    });

    it('filters by site, form and dates (whole UTC days, both ends included)', async () => {
      const client = await staff();
      const a = await seed({ site: 'workwear', form: 'contact', at: '2026-03-01T00:00:00.000Z' });
      const b = await seed({ site: 'agency', form: 'quote', at: '2026-03-02T23:59:59.999Z' });
      const c = await seed({
        site: 'agency',
        form: 'agency-contact',
        at: '2026-03-03T00:00:00.000Z',
      });
      const ids = async (query: string) =>
        (await list(client, query)).submissions.map((row) => row.id);
      expect(await ids('?site=agency')).toEqual([c, b]);
      expect(await ids('?form=contact')).toEqual([a]);
      expect(await ids('?site=agency&form=quote')).toEqual([b]);
      expect(await ids('?from=2026-03-02')).toEqual([c, b]);
      expect(await ids('?to=2026-03-02')).toEqual([b, a]);
      expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual([b]);
      expect(await ids('?from=2026-03-04')).toEqual([]);
      // The last day ISO 8601 can write: an open end, not an empty list.
      expect(await ids('?to=9999-12-31')).toEqual([c, b, a]);
      expect(await ids('?from=2026-03-02&to=9999-12-31')).toEqual([c, b]);
      expect(await ids('?from=0001-01-01&to=2026-03-01')).toEqual([a]);
    });

    it('searches the text of every field, each word, any case, with LIKE characters literal', async () => {
      const client = await staff();
      const jackets = await seed({
        data: {
          name: 'Dana Reyes',
          email: 'dana@example.com',
          message: 'Do the JACKETS come in 3XL?',
        },
      });
      const percent = await seed({
        data: { name: 'Sam 100%', email: 'sam@example.com', message: 'under_score' },
      });
      await seed({ data: { name: 'Other', email: 'other@example.com', message: 'Nothing here' } });
      const ids = async (q: string) =>
        (await list(client, `?q=${encodeURIComponent(q)}`)).submissions.map((row) => row.id);
      expect(await ids('jackets')).toEqual([jackets]);
      expect(await ids('dana 3xl')).toEqual([jackets]);
      expect(await ids('dana nothing')).toEqual([]);
      expect(await ids('100%')).toEqual([percent]);
      expect(await ids('%')).toEqual([percent]);
      expect(await ids('_')).toEqual([percent]);
      expect(await ids('SAM@EXAMPLE')).toEqual([percent]);
    });

    it('pages by 20 with cursors both ways, with the total', async () => {
      const client = await staff();
      const ids: string[] = [];
      for (let index = 0; index < 45; index += 1) {
        // Two rows per millisecond: the id orders rows received at the same instant.
        const at = new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 2))).toISOString();
        ids.push(
          await seed({
            data: { name: `Person ${index}`, email: 'p@example.com', message: 'x' },
            at,
          }),
        );
      }
      const newestFirst = [...ids].sort((a, b) => {
        const at = (id: string) => Math.floor(ids.indexOf(id) / 2);
        return at(b) - at(a) || (a < b ? 1 : -1);
      });
      const first = await list(client);
      expect(first).toMatchObject({
        total: 45,
        page_size: 20,
        previous_cursor: null,
        time_zone: 'America/New_York',
      });
      expect(first.submissions.map((row) => row.id)).toEqual(newestFirst.slice(0, 20));
      const second = await list(client, `?cursor=${first.next_cursor}`);
      expect(second.submissions.map((row) => row.id)).toEqual(newestFirst.slice(20, 40));
      expect(second.total).toBe(45);
      const third = await list(client, `?cursor=${second.next_cursor}`);
      expect(third.submissions.map((row) => row.id)).toEqual(newestFirst.slice(40));
      expect(third.next_cursor).toBeNull();
      // Back: the page before the third is the second, and before it the first.
      const back = await list(client, `?cursor=${third.previous_cursor}`);
      expect(back.submissions.map((row) => row.id)).toEqual(newestFirst.slice(20, 40));
      const start = await list(client, `?cursor=${back.previous_cursor}`);
      expect(start.submissions.map((row) => row.id)).toEqual(newestFirst.slice(0, 20));
      expect(start.previous_cursor).toBeNull();
      expect(start.next_cursor).not.toBeNull();
      // A cursor keeps its place when newer leads arrive meanwhile.
      await seed({ at: '2026-02-01T00:00:00.000Z' });
      const again = await list(client, `?cursor=${first.next_cursor}`);
      expect(again.submissions.map((row) => row.id)).toEqual(newestFirst.slice(20, 40));
      expect(again.total).toBe(46);
    });

    it('lists the New leads whose reply is due first, the longest waiting first, page by page', async () => {
      const client = await staff();
      const ids: string[] = [];
      for (let index = 0; index < 25; index += 1) {
        const at = new Date(Date.UTC(2026, 2, 2, 14, index)).toISOString();
        ids.push(await seed({ data: { name: `P${index}`, email: 'p@example.com' }, at }));
      }
      // Neither a lead in progress nor spam is due.
      const [taken, junk] = ids.splice(0, 2);
      await db.run(`UPDATE submissions SET state = 'in_progress' WHERE id = ?`, [taken ?? '']);
      await db.run('UPDATE submissions SET spam = 1 WHERE id = ?', [junk ?? '']);
      const first = await list(client, '?sort=due');
      expect(first.total).toBe(23);
      expect(first.submissions.map((row) => row.id)).toEqual(ids.slice(0, 20));
      const dues = first.submissions.map((row) => row.reply_by);
      expect(dues).toEqual([...dues].sort());
      // Monday 9:02 AM EST, an hour of business time later.
      expect(dues[0]).toBe('2026-03-02T15:02:00.000Z');
      expect(first.previous_cursor).toBeNull();
      const second = await list(client, `?sort=due&cursor=${first.next_cursor}`);
      expect(second.submissions.map((row) => row.id)).toEqual(ids.slice(20));
      expect(second.next_cursor).toBeNull();
      const back = await list(client, `?sort=due&cursor=${second.previous_cursor}`);
      expect(back.submissions.map((row) => row.id)).toEqual(ids.slice(0, 20));
      expect(back.previous_cursor).toBeNull();
    });

    it('pages within a filter, and counts leads per site and state, spam left out', async () => {
      const client = await staff();
      for (let index = 0; index < 25; index += 1) {
        await seed({
          site: 'workwear',
          form: 'contact',
          at: `2026-01-01T00:00:${String(index).padStart(2, '0')}.000Z`,
        });
      }
      const agency = await seed({ at: '2026-01-02T00:00:00.000Z' });
      const spam = await seed({ at: '2026-01-03T00:00:00.000Z' });
      await db.run('UPDATE submissions SET spam = 1 WHERE id = ?', [spam]);
      await db.run("UPDATE submissions SET state = 'done' WHERE id = ?", [agency]);
      const first = await list(client, '?site=workwear');
      expect(first.total).toBe(25);
      const second = await list(client, `?site=workwear&cursor=${first.next_cursor}`);
      expect(second.submissions).toHaveLength(5);
      expect(second.submissions.every((row) => row.site === 'workwear')).toBe(true);
      expect(second.next_cursor).toBeNull();
      expect(first.counts).toEqual({
        workwear: { new: 25, in_progress: 0, done: 0 },
        sailing: { new: 0, in_progress: 0, done: 0 },
        agency: { new: 0, in_progress: 0, done: 1 },
      });
    });

    it.each([
      ['?site=nowhere', /site must be one of/],
      ['?form=login', /form must be one of/],
      ['?from=2026-02-30', /from must be a date/],
      ['?to=yesterday', /to must be a date/],
      ['?from=2026-03-02&to=2026-03-01', /from must not be after to/],
      [`?q=${'x'.repeat(201)}`, /q must be at most 200/],
      ['?spam=yes', /spam must be 0 or 1/],
      ['?page=2', /Unknown parameter: page/],
      ['?cursor=abc', /cursor is not one this inbox handed out/],
      [`?cursor=${Buffer.from('["older","x","y"]').toString('base64url')}`, /cursor is not one/],
      ['?state=open', /state must be one of: new, in_progress, done/],
      ['?assignee=someone', /assignee must be a staff id, me or none/],
      ['?site=agency&site=workwear', /Send site once/],
      ['?sort=name', /sort must be one of: newest, due/],
      ['?sort=due&state=done', /sort=due lists New leads/],
      ['?sort=due&spam=1', /sort=due lists New leads/],
      ['?order=name', /Unknown parameter: order/],
    ])('answers 400 with a message for %s', async (query, message) => {
      const response = await (await staff()).request('GET', `/api/inbox/submissions${query}`);
      expect(response.status).toBe(400);
      expect((response.json() as { error: string }).error).toMatch(message);
    });
  });

  describe('one submission', () => {
    it('shows every field and its deliveries (outbox rows)', async () => {
      const id = await seed({
        form: 'quote',
        data: { name: 'Sam', email: 'sam@example.com', 'project-details': 'A store' },
      });
      const response = await (await staff()).request('GET', `/api/inbox/submissions/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const body = response.json() as { fields: unknown[]; deliveries: unknown[] };
      expect(body.fields).toEqual([
        { name: 'name', label: 'Name', value: 'Sam' },
        { name: 'email', label: 'Email', value: 'sam@example.com' },
        { name: 'project-details', label: 'Project details', value: 'A store' },
      ]);
      expect(body.deliveries).toHaveLength(1);
      expect(body.deliveries[0]).toMatchObject({
        id: expect.any(String),
        channel: 'webhook',
        status: 'pending',
        attempts: expect.any(Number),
        created_at: expect.any(String),
        next_attempt_at: expect.any(String),
        delivered_at: null,
      });
      expect(Object.keys(body.deliveries[0] as object).sort()).toEqual([
        'attempts',
        'channel',
        'created_at',
        'delivered_at',
        'id',
        'last_error',
        'next_attempt_at',
        'status',
      ]);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const client = await staff();
      expect((await client.request('GET', `/api/inbox/submissions/${SOME_ID}`)).status).toBe(404);
      const malformed = await client.request('GET', '/api/inbox/submissions/1%20OR%201=1');
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toEqual({ error: 'That is not a submission id.' });
    });
  });

  describe('spam', () => {
    it('marks a submission as spam and back; the list follows', async () => {
      const client = await staff();
      const id = await seed();
      const marked = await client.request('PATCH', `/api/inbox/submissions/${id}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ spam: true }),
      });
      expect(marked.status).toBe(200);
      expect(marked.json()).toMatchObject({ id, spam: true });
      expect((await list(client)).total).toBe(0);
      expect((await list(client, '?spam=1')).submissions.map((row) => row.id)).toEqual([id]);
      const back = await client.request('PATCH', `/api/inbox/submissions/${id}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ spam: false }),
      });
      expect(back.json()).toMatchObject({ id, spam: false });
      expect((await list(client)).submissions.map((row) => row.id)).toEqual([id]);
    });

    it.each([
      ['{"spam":"yes"}', 400],
      ['{"spam":true,"name":"x"}', 400],
      ['[true]', 400],
      ['{}', 400],
      ['not json', 400],
    ])('refuses the body %s with %i and changes nothing', async (body, status) => {
      const client = await staff();
      const id = await seed();
      const response = await client.request('PATCH', `/api/inbox/submissions/${id}`, {
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(status);
      expect((response.json() as { error: string }).error).toEqual(expect.any(String));
      expect(await db.get('SELECT spam FROM submissions WHERE id = ?', [id])).toEqual({ spam: 0 });
    });

    it('answers 415 for a body that is not JSON, and 404 for an unknown id', async () => {
      const client = await staff();
      const id = await seed();
      const form = await client.request('PATCH', `/api/inbox/submissions/${id}`, {
        headers: { 'content-type': 'text/plain' },
        body: 'spam=true',
      });
      expect(form.status).toBe(415);
      const unknown = await client.request('PATCH', `/api/inbox/submissions/${SOME_ID}`, {
        headers: { 'content-type': 'application/json' },
        body: '{"spam":true}',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('the honeypot', () => {
    it('keeps its catch as spam with no outbox rows, and answers the bot as before', async () => {
      const client = await anonymous();
      const bot = await client.postJson('/api/forms/agency-contact', {
        name: '<script>alert(1)</script>',
        email: 'not-an-address',
        message: 'Cheap pills',
        contact_me_by_fax_only: 'http://spam.example',
        idempotency_key: '6f1de4a4-3c1a-4f55-9a2e-5d1b0f9e7a11',
      });
      expect(bot.status).toBe(201);
      const { id } = bot.json() as { id: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // The same post again is answered as new again: no idempotency, as before.
      const again = await client.postJson('/api/forms/agency-contact', {
        name: 'x',
        contact_me_by_fax_only: 'y',
        idempotency_key: '6f1de4a4-3c1a-4f55-9a2e-5d1b0f9e7a11',
      });
      expect(again.status).toBe(201);
      // A native post is still sent to the thank-you view.
      const native = await client.request('POST', '/api/forms/quote', {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          origin: `http://${AGENCY}`,
        },
        body: 'name=Bot&contact_me_by_fax_only=1',
        xsrf: false,
      });
      expect(native.status).toBe(303);
      expect(native.headers.location).toBe('/quote?sent=1');

      const row = await db.get('SELECT spam, honeypot, payload FROM submissions WHERE id = ?', [
        id,
      ]);
      expect(row).toEqual({
        spam: 1,
        honeypot: 1,
        payload: JSON.stringify({
          name: '<script>alert(1)</script>',
          email: 'not-an-address',
          message: 'Cheap pills',
          contact_me_by_fax_only: 'http://spam.example',
        }),
      });
      expect(await outboxRows(id)).toBe(0);
      expect(Number((await db.get('SELECT COUNT(*) AS n FROM outbox'))?.n)).toBe(0);
      // A real post next to it does get its delivery.
      const real = await client.postJson('/api/forms/agency-contact', {
        name: 'Dana',
        email: 'dana@example.com',
        service: 'e-commerce',
        message: 'Hello',
      });
      expect(await outboxRows((real.json() as { id: string }).id)).toBe(1);

      const reviewer = await staff();
      const spam = await list(reviewer, '?spam=1');
      expect(spam.total).toBe(3);
      const caught = spam.submissions.find((submission) => submission.id === id);
      expect(caught).toMatchObject({ spam: true, honeypot: true });
      expect(caught?.fields.at(-1)).toEqual({
        name: 'contact_me_by_fax_only',
        label: 'Hidden trap field (filled in by a bot)',
        value: 'http://spam.example',
      });
      expect((await list(reviewer)).total).toBe(1);
    });

    it('cuts what it keeps to the length limit of each field', async () => {
      const client = await anonymous();
      const bot = await client.postJson('/api/forms/quote', {
        name: 'n'.repeat(5000),
        contact_me_by_fax_only: 'x'.repeat(5000),
      });
      expect(bot.status, bot.text).toBe(201);
      const { id } = bot.json() as { id: string };
      const payload = JSON.parse(
        String((await db.get('SELECT payload FROM submissions WHERE id = ?', [id]))?.payload),
      ) as Record<string, string>;
      expect(payload.name?.length).toBeLessThan(5000);
      expect(payload.contact_me_by_fax_only).toHaveLength(500);
    });
  });

  describe('delete', () => {
    it('erases the submission and its outbox rows', async () => {
      const client = await staff();
      const id = await seed();
      const other = await seed();
      expect(await outboxRows(id)).toBe(1);
      const response = await client.request('DELETE', `/api/inbox/submissions/${id}`);
      expect(response.status).toBe(204);
      expect(await db.get('SELECT id FROM submissions WHERE id = ?', [id])).toBeUndefined();
      expect(await outboxRows(id)).toBe(0);
      expect(await outboxRows(other)).toBe(1);
      expect((await client.request('DELETE', `/api/inbox/submissions/${id}`)).status).toBe(404);
      expect((await client.request('GET', `/api/inbox/submissions/${id}`)).status).toBe(404);
    });
  });

  describe('CSV export', () => {
    it('quotes every cell and neutralises formulas', () => {
      expect(csvCell('plain')).toBe('"plain"');
      expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
      expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(
        '"\'=HYPERLINK(""http://evil"",""x"")"',
      );
      for (const start of ['=', '+', '-', '@', '\t', '\r']) {
        expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
      }
      expect(csvCell('1+1=2')).toBe('"1+1=2"');
      expect(csvCell('')).toBe('""');
      expect(
        csvDocument([
          ['a', 'b'],
          ['c', 'd'],
        ]),
      ).toBe('\uFEFF"a","b"\r\n"c","d"\r\n');
    });

    it('exports the current filter as an attachment, text kept as text', async () => {
      const client = await staff();
      await seed({
        site: 'agency',
        data: {
          name: '=cmd|"/C calc"!A0',
          email: 'x@example.com',
          message: '<img src=x onerror=alert(1)>\nline two, "quoted"',
        },
        at: '2026-03-01T10:00:00.000Z',
      });
      await seed({ site: 'workwear', form: 'contact', at: '2026-03-02T10:00:00.000Z' });
      const response = await client.request('GET', '/api/inbox/export?site=agency');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(
        /^"id","created_at","received_team_time","site","form","state","read","assignee","spam","caught_by_honeypot","reply_by","first_reply_at","first_reply_team_time","replied_by","name","email","phone_number","message",/,
      );
      // The time in UTC, then in the team's zone (America/New_York unless TEAM_TIME_ZONE says).
      expect(lines[1]).toMatch(
        /^"[0-9a-f-]{36}","2026-03-01T10:00:00.000Z","Mar 1, 2026, 5:00 AM EST",/,
      );
      expect(lines).toHaveLength(3); // header, one record (its line break inside quotes), end
      expect(response.text).toContain('"\'=cmd|""/C calc""!A0"');
      expect(response.text).toContain('"<img src=x onerror=alert(1)>\nline two, ""quoted"""');
      expect(response.text).not.toContain('workwear');
    });

    it('exports the spam view under its own name, and refuses a bad filter', async () => {
      const client = await staff();
      const spam = await client.request('GET', '/api/inbox/export?spam=1');
      expect(spam.headers['content-disposition']).toMatch(/filename="spam-/);
      const bad = await client.request('GET', '/api/inbox/export?from=soon');
      expect(bad.status).toBe(400);
      const page = await client.request('GET', '/api/inbox/export?page=2');
      expect(page.status).toBe(400);
    });
  });

  describe('the team’s time zone', () => {
    it('reads TEAM_TIME_ZONE: America/New_York by default, any IANA name, one line for a wrong one', () => {
      expect(parseTeamTimeZone(undefined)).toBe('America/New_York');
      expect(parseTeamTimeZone(' Europe/London ')).toBe('Europe/London');
      expect(() => parseTeamTimeZone('Mars/Olympus')).toThrow(
        'TEAM_TIME_ZONE must be a time zone name such as America/New_York or Europe/London, not "Mars/Olympus".',
      );
    });

    it('writes a time in the zone, summer and winter', () => {
      const zone = 'America/New_York';
      expect(formatTeamTime(new Date('2026-01-15T14:30:00Z'), zone)).toBe(
        'Jan 15, 2026, 9:30 AM EST',
      );
      expect(formatTeamTime(new Date('2026-07-15T14:30:00Z'), zone)).toBe(
        'Jul 15, 2026, 10:30 AM EDT',
      );
    });
  });

  describe('retention', () => {
    it('reads RETENTION_DAYS: 365 by default, whole days from 1', () => {
      expect(parseRetentionDays(undefined)).toBe(365);
      expect(parseRetentionDays('')).toBe(365);
      expect(parseRetentionDays('30')).toBe(30);
      for (const bad of ['0', '-1', '1.5', 'ten', '36501']) {
        expect(() => parseRetentionDays(bad)).toThrow(/^RETENTION_DAYS must be a whole number/);
      }
    });

    it('erases submissions older than the retention, with their outbox rows', async () => {
      const now = new Date('2026-06-30T12:00:00.000Z');
      const expired = await seed({ at: '2026-05-31T11:59:59.999Z' });
      const kept = await seed({ at: '2026-05-31T12:00:00.000Z' });
      expect(await sweepExpired(db, 30, now)).toBe(1);
      expect(await db.all('SELECT id FROM submissions')).toEqual([{ id: kept }]);
      expect(await outboxRows(expired)).toBe(0);
      expect(await outboxRows(kept)).toBe(1);
    });

    it('erases in small batches until none is left, history included, and stops when asked', async () => {
      const now = new Date('2026-06-30T12:00:00.000Z');
      const expired: string[] = [];
      for (let index = 0; index < 23; index += 1) {
        expired.push(await seed({ at: `2026-01-01T00:00:${String(index).padStart(2, '0')}.000Z` }));
      }
      const kept = await seed({ at: '2026-06-30T00:00:00.000Z' });
      await db.run(
        `INSERT INTO submission_history (submission_id, at, action) VALUES (?, ?, 'read')`,
        [expired[0] ?? '', now.toISOString()],
      );
      const stopped = new AbortController();
      stopped.abort();
      expect(await sweepExpired(db, 30, now, { batchSize: 5, signal: stopped.signal })).toBe(0);
      expect(await sweepExpired(db, 30, now, { batchSize: 5 })).toBe(23);
      expect(await db.all('SELECT id FROM submissions')).toEqual([{ id: kept }]);
      expect(Number((await db.get('SELECT COUNT(*) AS n FROM submission_history'))?.n)).toBe(0);
      expect(Number((await db.get('SELECT COUNT(*) AS n FROM outbox'))?.n)).toBe(1);
    });

    it('sweeps at start and then periodically', async () => {
      const logs: string[] = [];
      const log = {
        info: (...args: unknown[]) => logs.push(args.map(String).join(' ')),
        error: (...args: unknown[]) => logs.push(args.map(String).join(' ')),
      } as unknown as ConstructorParameters<typeof RetentionSweeper>[0]['log'];
      const atStart = await seed({ at: '2020-01-01T00:00:00.000Z' });
      const sweeper = new RetentionSweeper({ db, settings: { days: 10, intervalMs: 50 }, log });
      await sweeper.start();
      expect(await db.get('SELECT id FROM submissions WHERE id = ?', [atStart])).toBeUndefined();
      const later = await seed({ at: '2020-01-01T00:00:00.000Z' });
      const fresh = await seed();
      await expect
        .poll(async () => await db.get('SELECT id FROM submissions WHERE id = ?', [later]), {
          timeout: 5000,
        })
        .toBeUndefined();
      await sweeper.stop();
      expect(await db.get('SELECT id FROM submissions WHERE id = ?', [fresh])).toEqual({
        id: fresh,
      });
      expect(logs.some((line) => line.includes('erased expired submissions'))).toBe(true);
    });

    it('runs in the server: expired rows are erased before it listens', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-retention-'));
      try {
        const before = await openDatabase(dataDir);
        await insertSubmission(before, { form: 'quote', site: 'agency', data: { name: 'Old' } }, [
          'webhook',
        ]);
        await insertSubmission(before, { form: 'quote', site: 'agency', data: { name: 'New' } });
        await before.run("UPDATE submissions SET created_at = ? WHERE payload LIKE '%Old%'", [
          '2001-01-01T00:00:00.000Z',
        ]);
        await before.close();
        const started = await startServer({ dataDir, retention: { days: 1 } });
        await started.close();
        const after = await openDatabase(dataDir, { readOnly: true });
        expect(await after.all('SELECT payload FROM submissions')).toEqual([
          { payload: '{"name":"New"}' },
        ]);
        expect(await after.get('SELECT COUNT(*) AS n FROM outbox')).toEqual({ n: 0 });
        await after.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('sessions', () => {
    it('rotates the session at sign-in: a new token, the one sent before is invalidated', async () => {
      const client = await staff();
      const before = client.cookies.zc_session;
      expect(before).toBeDefined();
      const again = await client.postJson('/api/auth/login', credentials);
      const after = cookiesFrom(again).zc_session;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      // The old token no longer opens the inbox; the new one does.
      const stale = await send(server.port, {
        host: AGENCY,
        path: '/api/inbox/submissions',
        headers: { cookie: `zc_session=${before}` },
      });
      expect(stale.status).toBe(401);
      expect((await client.request('GET', '/api/inbox/submissions')).status).toBe(200);
    });

    it('signing out deletes the session row on the server', async () => {
      const client = await staff();
      const token = client.cookies.zc_session ?? '';
      const count = async () => Number((await db.get('SELECT COUNT(*) AS n FROM sessions'))?.n);
      const sessions = await count();
      const response = await client.postJson('/api/auth/logout', {});
      expect(response.status).toBe(204);
      expect(setCookieLine(response, 'zc_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await count()).toBe(sessions - 1);
      // Replaying the old cookie after sign-out gets nothing.
      const replay = await send(server.port, {
        host: AGENCY,
        path: '/api/inbox/submissions',
        headers: { cookie: `zc_session=${token}` },
      });
      expect(replay.status).toBe(401);
    });
  });

  describe('staff pages', () => {
    it.each(['/login', '/inbox'])('%s is never cached and never indexed', async (path) => {
      const response = await send(server.port, {
        host: AGENCY,
        path,
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers.etag).toBeUndefined();
    });

    it('other pages keep their revalidated caching', async () => {
      const response = await send(server.port, { host: AGENCY, path: '/faq' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBeUndefined();
    });
  });
});
