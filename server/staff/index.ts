import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteIds } from '../../sites/tenants.ts';
import { findSessionUser, type Profile } from '../api/auth/accounts.ts';
import { sessionToken } from '../api/auth/index.ts';
import { forms, HONEYPOT_FIELD, isFormName } from '../api/forms/validation.ts';
import type { RateLimitSetting } from '../api/index.ts';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database, Queryable } from '../db/database.ts';
import { XSRF_HEADER } from '../security/xsrf.ts';
import { rateLimitKey as clientKey } from '../shared/client-address.ts';
import { HttpError } from '../shared/http-errors.ts';
import type { DeliveryWorker } from '../workers/delivery-worker.ts';
import { type Delivery, deliveriesOf } from '../workers/outbox.ts';
import { CSV_START, csvLine } from './csv.ts';
import { inboxReader } from './reader.ts';
import { MAX_SEARCH_LENGTH, searchPatterns } from './search-text.ts';
import {
  anySubmissionAt,
  changeLead,
  countByState,
  countSubmissions,
  deleteSubmission,
  findSubmission,
  historyOf,
  type InboxFilter,
  type InboxSubmission,
  type LeadChange,
  type LeadState,
  leadStates,
  listStaff,
  listSubmissionsAt,
  markRead,
  type PageKey,
  resendDelivery,
  streamSubmissions,
  UnknownStaffError,
} from './store.ts';

/** The site whose host serves the inbox. */
export const INBOX_SITE = 'agency';
/** Submissions a page of the list holds. */
export const INBOX_PAGE_SIZE = 20;

export interface InboxRoutesOptions {
  db: Database;
  /** Requests per session (or, without one, per client IP) to the whole inbox API. */
  rateLimit: RateLimitSetting;
  /** Exports per session (or IP): each reads every matching row. */
  exportRateLimit: RateLimitSetting;
  /** Sends what staff release (a honeypot catch marked not spam, a failed delivery resent). */
  deliveries?: DeliveryWorker | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an inbox call. */
    staff: Profile | null;
  }
}

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const filterParameters = ['site', 'form', 'from', 'to', 'q', 'spam', 'state', 'assignee'];
const listParameters = new Set([...filterParameters, 'cursor']);
const exportParameters = new Set(filterParameters);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` calendar date as the instant its UTC day starts; undefined when not a date. */
function dayStart(value: string): Date | undefined {
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

/** The query's values, each name once, only the allowed names; 400 otherwise. */
function readQuery(request: FastifyRequest, allowed: ReadonlySet<string>): Map<string, string> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.has(name)) throw new HttpError(400, `Unknown parameter: ${name}.`);
    if (typeof value !== 'string') throw new HttpError(400, `Send ${name} once.`);
    const trimmed = value.trim();
    if (trimmed !== '') values.set(name, trimmed);
  }
  return values;
}

function isLeadState(value: unknown): value is LeadState {
  return typeof value === 'string' && (leadStates as readonly string[]).includes(value);
}

/** The filter of a list or an export, from its query; 400 with the reason when malformed. */
function readFilter(values: Map<string, string>, staff: Profile): InboxFilter {
  const site = values.get('site');
  if (site !== undefined && !siteIds.includes(site as (typeof siteIds)[number])) {
    throw new HttpError(400, `site must be one of: ${siteIds.join(', ')}.`);
  }
  const form = values.get('form');
  if (form !== undefined && !isFormName(form)) {
    throw new HttpError(400, `form must be one of: ${Object.keys(forms).join(', ')}.`);
  }
  const fromText = values.get('from');
  const toText = values.get('to');
  const from = fromText === undefined ? undefined : dayStart(fromText);
  const to = toText === undefined ? undefined : dayStart(toText);
  if (fromText !== undefined && !from) throw new HttpError(400, 'from must be a date: YYYY-MM-DD.');
  if (toText !== undefined && !to) throw new HttpError(400, 'to must be a date: YYYY-MM-DD.');
  if (from && to && from > to) throw new HttpError(400, 'from must not be after to.');
  const q = values.get('q') ?? '';
  if ([...q].length > MAX_SEARCH_LENGTH) {
    throw new HttpError(400, `q must be at most ${MAX_SEARCH_LENGTH} characters.`);
  }
  const spam = values.get('spam') ?? '0';
  if (spam !== '0' && spam !== '1') throw new HttpError(400, 'spam must be 0 or 1.');
  const state = values.get('state');
  if (state !== undefined && !isLeadState(state)) {
    throw new HttpError(400, `state must be one of: ${leadStates.join(', ')}.`);
  }
  const assigneeText = values.get('assignee');
  let assignee: InboxFilter['assignee'];
  if (assigneeText === 'me') assignee = staff.id;
  else if (assigneeText === 'none') assignee = 'none';
  else if (assigneeText !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(assigneeText)) {
      throw new HttpError(400, 'assignee must be a staff id, me or none.');
    }
    assignee = Number(assigneeText);
  }
  // `to` is a whole day: everything before the next day starts. After 9999-12-31 comes no
  // day that ISO 8601 text can hold (it would sort before every other), so that `to` is open.
  const next = to ? new Date(to.getTime() + DAY_MS) : undefined;
  return {
    site,
    form,
    from: from?.toISOString(),
    before: next && next.getUTCFullYear() <= 9999 ? next.toISOString() : undefined,
    patterns: searchPatterns(q),
    spam: spam === '1',
    state,
    assignee,
  };
}

/** A page's cursor: where the page starts, as opaque text (base64url of a small JSON). */
function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.direction, key.created_at, key.id])).toString('base64url');
}

function decodeCursor(text: string): PageKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    (parsed[0] === 'older' || parsed[0] === 'newer') &&
    typeof parsed[1] === 'string' &&
    !Number.isNaN(Date.parse(parsed[1])) &&
    typeof parsed[2] === 'string' &&
    idPattern.test(parsed[2])
  ) {
    return { direction: parsed[0], created_at: parsed[1], id: parsed[2] };
  }
  throw new HttpError(
    400,
    'cursor is not one this inbox handed out: start again from the first page.',
  );
}

/** One field as the inbox shows it: its label from the form's contract, the chosen option's label. */
interface ShownField {
  name: string;
  label: string;
  value: string;
  option?: string;
}

/** A submission's fields in the form's order, then anything else it holds (the honeypot's). */
function shownFields(submission: InboxSubmission): ShownField[] {
  const contract = isFormName(submission.form) ? forms[submission.form].fields : {};
  const fields: ShownField[] = [];
  const data = new Map(Object.entries(submission.data));
  for (const [name, field] of Object.entries(contract)) {
    const value = data.get(name);
    if (value === undefined) continue;
    data.delete(name);
    const option = field.options?.find((choice) => choice.value === value)?.label;
    fields.push(
      option ? { name, label: field.label, value, option } : { name, label: field.label, value },
    );
  }
  for (const [name, value] of data) {
    const label = name === HONEYPOT_FIELD ? 'Hidden trap field (filled in by a bot)' : name;
    fields.push({ name, label, value });
  }
  return fields;
}

function summary(submission: InboxSubmission) {
  return {
    id: submission.id,
    site: submission.site,
    form: submission.form,
    created_at: submission.created_at,
    spam: submission.spam,
    honeypot: submission.honeypot,
    state: submission.state,
    read: submission.read,
    assignee: submission.assignee,
    fields: shownFields(submission),
  };
}

/** A delivery as the inbox shows it (`status`, beside the lead's own `state`). */
function shownDelivery({ submission_id: _, state, ...delivery }: Delivery) {
  return { ...delivery, status: state };
}

/** The sites that have a form, in the sites' order: the keys of the per-site counts. */
const sitesWithForms = siteIds.filter((site) =>
  Object.values(forms).some((definition) => definition.site === site),
);

/** Every field name of every form, in the forms' order, then the honeypot's: the export's columns. */
const exportFieldNames: readonly string[] = [
  ...new Set([
    ...Object.values(forms).flatMap((definition) => Object.keys(definition.fields)),
    HONEYPOT_FIELD,
  ]),
];

const exportHeader = [
  'id',
  'created_at',
  'site',
  'form',
  'state',
  'read',
  'assignee',
  'spam',
  'caught_by_honeypot',
  ...exportFieldNames,
];

function exportRecord(submission: InboxSubmission): string[] {
  return [
    submission.id,
    submission.created_at,
    submission.site,
    submission.form,
    submission.state,
    submission.read ? 'yes' : 'no',
    submission.assignee?.name ?? '',
    submission.spam ? 'yes' : 'no',
    submission.honeypot ? 'yes' : 'no',
    ...exportFieldNames.map((name) =>
      Object.hasOwn(submission.data, name) ? (submission.data[name] ?? '') : '',
    ),
  ];
}

/**
 * The CSV of every submission the filter matches, written record by record as the database
 * hands over each batch: however many there are, memory holds one batch.
 */
async function* csvExport(db: Queryable, filter: InboxFilter): AsyncGenerator<string> {
  yield CSV_START + csvLine(exportHeader);
  for await (const submission of streamSubmissions(db, filter)) {
    yield csvLine(exportRecord(submission));
  }
}

function submissionId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const { id } = request.params;
  if (!idPattern.test(id)) throw new HttpError(400, 'That is not a submission id.');
  return id;
}

const notFound = () => new HttpError(404, 'No such submission: it may have been deleted.');

const changeHelp =
  'Send JSON with one or more of {"state": "new" | "in_progress" | "done"}, {"spam": true | false} (with "send": true to send a honeypot catch now) and {"assignee": <staff id> | null}.';

/** A PATCH body as a change; 400 with what is accepted otherwise. */
function readChange(body: unknown): LeadChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, changeHelp);
  }
  const fields = body as Record<string, unknown>;
  const names = Object.keys(fields);
  const known = ['state', 'spam', 'send', 'assignee'];
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) throw new HttpError(400, `Unknown field ${unknown}. ${changeHelp}`);
  if (!names.some((name) => name !== 'send')) throw new HttpError(400, changeHelp);
  const change: LeadChange = {};
  if ('state' in fields) {
    if (!isLeadState(fields.state)) {
      throw new HttpError(400, `state must be one of: ${leadStates.join(', ')}.`);
    }
    change.state = fields.state;
  }
  if ('spam' in fields) {
    if (typeof fields.spam !== 'boolean') throw new HttpError(400, 'spam must be true or false.');
    change.spam = fields.spam;
  }
  if ('send' in fields) {
    if (typeof fields.send !== 'boolean' || change.spam !== false) {
      throw new HttpError(400, 'send goes with "spam": false, as true or false.');
    }
    change.send = fields.send;
  }
  if ('assignee' in fields) {
    const { assignee } = fields;
    if (assignee !== null && !(Number.isSafeInteger(assignee) && (assignee as number) > 0)) {
      throw new HttpError(400, 'assignee must be a staff id or null.');
    }
    change.assignee = assignee as number | null;
  }
  return change;
}

/** The key the inbox's rate limits count by: the session (its token's hash), else the IP. */
function rateLimitKey(request: FastifyRequest): string {
  const token = sessionToken(request);
  return token
    ? `inbox-session:${createHash('sha256').update(token).digest('base64url')}`
    : `inbox-ip:${clientKey(request.ip)}`;
}

/**
 * The staff inbox's API, `/api/inbox/*`, on the agency host only. Every call is counted
 * against a rate limit per session (per IP without one; 429 with `Retry-After` past it), needs
 * a live session (401 without one), every change the XSRF header (403 without it, whatever the
 * content type), and every answer is `no-store` and `noindex`.
 */
export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions) {
  const { db, deliveries } = options;
  // Lists, counts, searches and exports read on a thread of their own (SQLite); changes, and
  // the lead just changed, go through the server's connection.
  const reader = inboxReader(db);
  app.addHook('onClose', () => reader.close());
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (request.site !== INBOX_SITE) throw new HttpError(404, 'Not found.');
  });
  // Counted before the session is looked up, so a flood costs no database reads.
  app.addHook('onRequest', app.rateLimit({ ...options.rateLimit, keyGenerator: rateLimitKey }));
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Only scripts call the inbox: a native form post (which passes the origin check) is refused.
      if (request.headers[XSRF_HEADER] === undefined) {
        throw new HttpError(403, 'The XSRF token is missing or does not match.');
      }
    }
    const token = sessionToken(request);
    const staff = token ? await findSessionUser(db, token) : undefined;
    if (!staff) throw new HttpError(401, 'Sign in to use the inbox.');
    request.staff = staff;
  });

  const staffOf = (request: FastifyRequest): Profile => {
    if (!request.staff) throw new HttpError(401, 'Sign in to use the inbox.');
    return request.staff;
  };

  /** A lead with its deliveries and history, as GET, PATCH and resend answer. */
  async function detail(id: string) {
    const submission = await findSubmission(db, id);
    if (!submission) throw notFound();
    return {
      ...summary(submission),
      deliveries: (await deliveriesOf(db, id)).map(shownDelivery),
      history: await historyOf(db, submission),
    };
  }

  app.get('/submissions', async (request) => {
    const values = readQuery(request, listParameters);
    const filter = readFilter(values, staffOf(request));
    const cursor = values.get('cursor');
    const key = cursor === undefined ? undefined : decodeCursor(cursor);
    // One more than a page tells whether there is another page that way.
    const rows = await listSubmissionsAt(reader, filter, INBOX_PAGE_SIZE + 1, key);
    const more = rows.length > INBOX_PAGE_SIZE;
    const page =
      key?.direction === 'newer'
        ? rows.slice(rows.length - Math.min(rows.length, INBOX_PAGE_SIZE))
        : rows.slice(0, INBOX_PAGE_SIZE);
    const first = page[0];
    const last = page.at(-1);
    const older = last
      ? { direction: 'older' as const, created_at: last.created_at, id: last.id }
      : undefined;
    const newer = first
      ? { direction: 'newer' as const, created_at: first.created_at, id: first.id }
      : undefined;
    let hasOlder: boolean;
    let hasNewer: boolean;
    if (key?.direction === 'newer') {
      hasNewer = more;
      hasOlder = older
        ? await anySubmissionAt(reader, filter, older)
        : await anySubmissionAt(reader, filter, { ...key, direction: 'older' });
    } else {
      hasOlder = more;
      hasNewer =
        key === undefined
          ? false
          : newer
            ? await anySubmissionAt(reader, filter, newer)
            : await anySubmissionAt(reader, filter, { ...key, direction: 'newer' });
    }
    const [total, counts] = await Promise.all([
      countSubmissions(reader, filter),
      countByState(reader),
    ]);
    return {
      submissions: page.map(summary),
      total,
      page_size: INBOX_PAGE_SIZE,
      next_cursor: hasOlder
        ? encodeCursor(older ?? { ...(key as PageKey), direction: 'older' })
        : null,
      previous_cursor: hasNewer
        ? encodeCursor(newer ?? { ...(key as PageKey), direction: 'newer' })
        : null,
      counts: Object.fromEntries(
        sitesWithForms.map((site) => [
          site,
          counts.get(site) ?? { new: 0, in_progress: 0, done: 0 },
        ]),
      ),
    };
  });

  app.get<{ Params: { id: string } }>('/submissions/:id', async (request) => {
    const id = submissionId(request);
    const staff = staffOf(request);
    if (await retryWhileBusy(() => markRead(db, id, staff))) {
      request.log.info({ submission: id, by: staff.id }, 'Inbox: lead opened');
    }
    return detail(id);
  });

  app.patch<{ Params: { id: string } }>('/submissions/:id', async (request) => {
    const id = submissionId(request);
    const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, `${changeHelp}`);
    const change = readChange(request.body);
    const staff = staffOf(request);
    let outcome: { found: boolean; queued: boolean };
    try {
      outcome = await retryWhileBusy(() =>
        changeLead(db, id, change, staff, deliveries?.channels ?? []),
      );
    } catch (error) {
      if (error instanceof UnknownStaffError) throw new HttpError(400, error.message);
      throw error;
    }
    if (!outcome.found) throw notFound();
    if (outcome.queued) deliveries?.wake();
    request.log.info({ submission: id, change, by: staff.id }, 'Inbox: lead changed');
    return detail(id);
  });

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/submissions/:id/deliveries/:deliveryId/resend',
    async (request, reply) => {
      const id = submissionId(request);
      const { deliveryId } = request.params;
      if (!idPattern.test(deliveryId)) throw new HttpError(400, 'That is not a delivery id.');
      const staff = staffOf(request);
      const submission = await findSubmission(db, id);
      if (!submission) throw notFound();
      if (submission.spam) {
        throw new HttpError(409, 'The lead is marked spam: mark it not spam to send it.');
      }
      const outcome = await retryWhileBusy(() => resendDelivery(db, id, deliveryId, staff));
      if (outcome === 'not-found') throw new HttpError(404, 'The lead has no such delivery.');
      if (outcome === 'not-failed') {
        throw new HttpError(409, 'Only a delivery that failed for good can be sent again.');
      }
      deliveries?.wake();
      request.log.info(
        { submission: id, delivery: deliveryId, by: staff.id },
        'Inbox: delivery resent',
      );
      return reply.code(202).send(await detail(id));
    },
  );

  app.get('/staff', async () => ({ staff: await listStaff(db) }));

  app.delete<{ Params: { id: string } }>('/submissions/:id', async (request, reply) => {
    const id = submissionId(request);
    if (!(await retryWhileBusy(() => deleteSubmission(db, id)))) throw notFound();
    request.log.info({ submission: id, by: request.staff?.id }, 'Inbox: submission erased');
    return reply.code(204).send();
  });

  // Exports have a limit of their own besides the inbox's: each reads every matching row.
  const exportLimit = app.createRateLimit({
    ...options.exportRateLimit,
    keyGenerator: (request) => `export:${rateLimitKey(request)}`,
  });

  app.get(
    '/export',
    {
      preHandler: async (request, reply) => {
        const limit = await exportLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw new HttpError(429, `Too many exports: try again in ${limit.ttlInSeconds} s.`);
        }
      },
    },
    async (request, reply) => {
      const filter = readFilter(readQuery(request, exportParameters), staffOf(request));
      const day = new Date().toISOString().slice(0, 10);
      const body = Readable.from(csvExport(reader, filter), { objectMode: false });
      body.on('error', (error) => request.log.error({ err: error }, 'Inbox: export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${filter.spam ? 'spam' : 'inbox'}-${day}.csv"`,
        )
        .send(body);
    },
  );
}
