import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInbox } from '../../../server/api/inbox/index.ts';
import { createSession } from '../../../server/auth/sessions.ts';
import { createUser } from '../../../server/auth/users.ts';
import { sendApiError } from '../../../server/http/errors.ts';
import { insertSubmission } from '../../../server/leads/intake.ts';
import { workersPlugin } from '../../../server/workers/index.ts';
import { bareApp, siteFromHeader } from './bare.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;
let leadId: string;

beforeAll(async () => {
  let db: Awaited<ReturnType<typeof bareApp>>['db'];
  ({ app, db, close } = await bareApp());
  const ann = await createUser(db, {
    email: 'ann@example.com',
    name: 'Ann',
    password: 'a-long-password',
  });
  const session = await createSession(db, ann.id, { lifetimeMs: 60_000, idleMs: 60_000 });
  cookie = `zc_session=${session.token}`;
  ({ id: leadId } = await insertSubmission(db, {
    form: 'quote',
    site: 'agency',
    data: { name: 'Bo', email: 'bo@example.com', 'sku-count': '300', service: 'both' },
  }));
  // What the inbox needs of the API's scope: cookies, the site, rate limiting, the workers,
  // and its answers to errors (whose shape the inbox's schemas declare).
  app.setErrorHandler(sendApiError);
  await app.register(fastifyCookie);
  await app.register(siteFromHeader);
  await app.register(workersPlugin, {});
  await app.register(fastifyRateLimit, { global: false });
  await app.register(staffInbox, {
    prefix: '/inbox',
    rateLimit: { max: 100, timeWindow: 60_000 },
    exportRateLimit: { max: 100, timeWindow: 60_000 },
  });
});

afterAll(() => close());

const inbox = (
  url: string,
  options: { method?: 'GET' | 'PATCH'; site?: string; body?: string } = {},
) =>
  app.inject({
    method: options.method ?? 'GET',
    url: `/inbox${url}`,
    headers: {
      'x-site': options.site ?? 'agency',
      cookie,
      ...(options.body === undefined
        ? {}
        : { 'content-type': 'application/json', 'x-xsrf-token': 'present' }),
    },
    payload: options.body,
  });

describe('the staff inbox plugin', () => {
  it('answers on the agency’s host only, to signed-in staff only, never to be stored', async () => {
    expect((await inbox('/submissions', { site: 'workwear' })).statusCode).toBe(404);
    const anonymous = await app.inject({
      url: '/inbox/submissions',
      headers: { 'x-site': 'agency' },
    });
    expect(anonymous.statusCode).toBe(401);
    const list = await inbox('/submissions');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['x-robots-tag']).toBe('noindex');
  });

  it('lists the leads with their fields under the form’s labels, the counts per site, and a page size', async () => {
    const page = (await inbox('/submissions')).json();
    expect(Object.keys(page)).toEqual([
      'submissions',
      'total',
      'page_size',
      'next_cursor',
      'previous_cursor',
      'counts',
      'time_zone',
      'due_soon_ms',
    ]);
    expect(page.total).toBe(1);
    expect(page.submissions[0].fields).toContainEqual({
      name: 'sku-count',
      label: 'Number of products (SKUs)',
      value: '300',
    });
    expect(page.counts.agency).toEqual({ new: 1, in_progress: 0, done: 0 });
  });

  it('refuses a malformed query with the message of the first parameter at fault', async () => {
    for (const [query, message] of [
      ['?foo=1&site=x', 'Unknown parameter: foo.'],
      ['?site=a&site=b', 'Send site once.'],
      ['?spam=2', 'spam must be 0 or 1.'],
      ['?from=2025-02-30', 'from must be a date: YYYY-MM-DD.'],
      ['?from=2025-02-02&to=2025-02-01', 'from must not be after to.'],
      ['?cursor=nope', 'cursor is not one this inbox handed out: start again from the first page.'],
    ]) {
      const response = await inbox(`/submissions${query}`);
      expect([response.statusCode, response.json().error], query).toEqual([400, message]);
    }
  });

  it('opens a lead (read from then on), changes it, and says why it refuses a change', async () => {
    const detail = (await inbox(`/submissions/${leadId}`)).json();
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual([
      'received',
      'read',
    ]);
    const changed = await inbox(`/submissions/${leadId}`, {
      method: 'PATCH',
      body: '{"state":"done"}',
    });
    expect(changed.json().state).toBe('done');
    for (const [body, message] of [
      ['{"colour":"red"}', 'Unknown field colour.'],
      ['{"send":true}', 'Send JSON with one or more of'],
      ['{"spam":true,"send":true}', 'send goes with "spam": false, as true or false.'],
      ['{"assignee":-1}', 'assignee must be a staff id or null.'],
    ]) {
      const refused = await inbox(`/submissions/${leadId}`, { method: 'PATCH', body });
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json().error).toContain(message);
    }
    expect((await inbox('/submissions/not-an-id')).json().error).toBe(
      'That is not a submission id.',
    );
  });

  it('exports the leads as CSV', async () => {
    const csv = await inbox('/export');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF"id","created_at"')).toBe(true);
  });
});
