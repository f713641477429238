import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteIds } from '../../sites/tenants.ts';
import { findSessionUser, type Profile } from '../accounts.ts';
import { type Database, retryWhileBusy } from '../db.ts';
import { forms, HONEYPOT_FIELD, isFormName } from '../forms.ts';
import { HttpError } from '../http-errors.ts';
import { csvDocument } from '../inbox/csv.ts';
import { MAX_SEARCH_LENGTH, searchPatterns } from '../inbox/search-text.ts';
import {
  countSubmissions,
  deleteSubmission,
  findSubmission,
  type InboxFilter,
  type InboxSubmission,
  listAllSubmissions,
  listSubmissionsPage,
  setSpam,
} from '../inbox/store.ts';
import { deliveriesOf } from '../leads/outbox.ts';
import { sessionToken } from './auth.ts';
import { XSRF_HEADER } from './xsrf.ts';

/** The site whose host serves the inbox. */
export const INBOX_SITE = 'agency';
/** Submissions a page of the list holds. */
export const INBOX_PAGE_SIZE = 20;
/** Highest page number accepted. */
const MAX_PAGE = 100_000;

export interface InboxRoutesOptions {
  db: Database;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an inbox call. */
    staff: Profile | null;
  }
}

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const listParameters = new Set(['site', 'form', 'from', 'to', 'q', 'spam', 'page']);
const exportParameters = new Set(['site', 'form', 'from', 'to', 'q', 'spam']);

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

/** The filter of a list or an export, from its query; 400 with the reason when malformed. */
function readFilter(values: Map<string, string>): InboxFilter {
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
  return {
    site,
    form,
    from: from?.toISOString(),
    // `to` is a whole day: everything before the next day starts.
    before: to ? new Date(to.getTime() + 24 * 60 * 60 * 1000).toISOString() : undefined,
    patterns: searchPatterns(q),
    spam: spam === '1',
  };
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
    fields: shownFields(submission),
  };
}

/** Every field name of every form, in the forms' order: the export's columns. */
const formFieldNames: readonly string[] = [
  ...new Set(Object.values(forms).flatMap((definition) => Object.keys(definition.fields))),
];

function csvExport(submissions: readonly InboxSubmission[]): string {
  const extra = new Set<string>();
  for (const submission of submissions) {
    for (const name of Object.keys(submission.data)) {
      if (!formFieldNames.includes(name)) extra.add(name);
    }
  }
  const names = [...formFieldNames, ...[...extra].sort()];
  const header = ['id', 'created_at', 'site', 'form', 'spam', 'caught_by_honeypot', ...names];
  const records = submissions.map((submission) => [
    submission.id,
    submission.created_at,
    submission.site,
    submission.form,
    submission.spam ? 'yes' : 'no',
    submission.honeypot ? 'yes' : 'no',
    ...names.map((name) =>
      Object.hasOwn(submission.data, name) ? (submission.data[name] ?? '') : '',
    ),
  ]);
  return csvDocument([header, ...records]);
}

function submissionId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const { id } = request.params;
  if (!idPattern.test(id)) throw new HttpError(400, 'That is not a submission id.');
  return id;
}

const notFound = () => new HttpError(404, 'No such submission: it may have been deleted.');

/**
 * The staff inbox's API, `/api/inbox/*`, on the agency host only. Every call needs a live
 * session (401 without one), every change the XSRF header (403 without it, whatever the
 * content type), and every answer is `no-store` and `noindex`.
 */
export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions) {
  const { db } = options;
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (request.site !== INBOX_SITE) throw new HttpError(404, 'Not found.');
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

  app.get('/submissions', async (request) => {
    const values = readQuery(request, listParameters);
    const filter = readFilter(values);
    const pageText = values.get('page') ?? '1';
    const page = Number(pageText);
    if (!/^\d+$/.test(pageText) || page < 1 || page > MAX_PAGE) {
      throw new HttpError(400, `page must be a whole number from 1 to ${MAX_PAGE}.`);
    }
    const total = await countSubmissions(db, filter);
    const submissions = await listSubmissionsPage(db, filter, {
      limit: INBOX_PAGE_SIZE,
      offset: (page - 1) * INBOX_PAGE_SIZE,
    });
    return {
      submissions: submissions.map(summary),
      total,
      page,
      page_size: INBOX_PAGE_SIZE,
      pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    };
  });

  app.get<{ Params: { id: string } }>('/submissions/:id', async (request) => {
    const submission = await findSubmission(db, submissionId(request));
    if (!submission) throw notFound();
    return {
      ...summary(submission),
      deliveries: (await deliveriesOf(db, submission.id)).map(
        ({ submission_id: _, ...delivery }) => delivery,
      ),
    };
  });

  app.patch<{ Params: { id: string } }>('/submissions/:id', async (request) => {
    const id = submissionId(request);
    const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'Send JSON: {"spam": true}.');
    const body = request.body;
    if (
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      Object.keys(body).join() !== 'spam' ||
      typeof (body as { spam?: unknown }).spam !== 'boolean'
    ) {
      throw new HttpError(400, 'Send {"spam": true} or {"spam": false}.');
    }
    const spam = (body as { spam: boolean }).spam;
    if (!(await retryWhileBusy(() => setSpam(db, id, spam)))) throw notFound();
    request.log.info({ submission: id, spam, by: request.staff?.id }, 'Inbox: spam flag set');
    const submission = await findSubmission(db, id);
    if (!submission) throw notFound();
    return summary(submission);
  });

  app.delete<{ Params: { id: string } }>('/submissions/:id', async (request, reply) => {
    const id = submissionId(request);
    if (!(await retryWhileBusy(() => deleteSubmission(db, id)))) throw notFound();
    request.log.info({ submission: id, by: request.staff?.id }, 'Inbox: submission erased');
    return reply.code(204).send();
  });

  app.get('/export', async (request, reply) => {
    const filter = readFilter(readQuery(request, exportParameters));
    const csv = csvExport(await listAllSubmissions(db, filter));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${filter.spam ? 'spam' : 'inbox'}-${day}.csv"`,
      )
      .send(csv);
  });
}
