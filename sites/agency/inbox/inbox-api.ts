import { ApiError, apiUrl, isRecord, request } from '../../shared/api';

/** One field of a submission, labelled as its form labels it. */
export interface InboxField {
  name: string;
  label: string;
  value: string;
  /** The chosen option's label, for a choice field. */
  option?: string;
}

export interface InboxSubmission {
  id: string;
  site: string;
  form: string;
  created_at: string;
  spam: boolean;
  honeypot: boolean;
  fields: InboxField[];
}

export interface InboxDelivery {
  id: string;
  channel: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}

export interface InboxDetail extends InboxSubmission {
  deliveries: InboxDelivery[];
}

export interface InboxPage {
  submissions: InboxSubmission[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
}

/** What the list shows: the filters, the spam view and the page, as the address carries them. */
export interface InboxQuery {
  site: string;
  form: string;
  from: string;
  to: string;
  q: string;
  spam: boolean;
  page: number;
}

const isField = (value: unknown): value is InboxField =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.label === 'string' &&
  typeof value.value === 'string' &&
  (value.option === undefined || typeof value.option === 'string');

function isSubmission(value: unknown): value is InboxSubmission {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.site === 'string' &&
    typeof value.form === 'string' &&
    typeof value.created_at === 'string' &&
    typeof value.spam === 'boolean' &&
    typeof value.honeypot === 'boolean' &&
    Array.isArray(value.fields) &&
    value.fields.every(isField)
  );
}

const isDelivery = (value: unknown): value is InboxDelivery =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.channel === 'string' &&
  typeof value.state === 'string' &&
  typeof value.attempts === 'number';

function expect<T>(value: unknown, check: (value: unknown) => value is T): T {
  if (!check(value)) throw new ApiError('shape', 'The inbox answered in an unexpected shape');
  return value;
}

/** The query string parameters of a list or an export (no page for an export). */
export function queryParameters(query: InboxQuery, withPage = true): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const name of ['site', 'form', 'from', 'to', 'q'] as const) {
    if (query[name] !== '') parameters[name] = query[name];
  }
  if (query.spam) parameters.spam = '1';
  if (withPage && query.page > 1) parameters.page = String(query.page);
  return parameters;
}

export async function fetchPage(query: InboxQuery, signal: AbortSignal): Promise<InboxPage> {
  const body = await request('inbox/submissions', { query: queryParameters(query), signal });
  return expect(
    body,
    (value): value is InboxPage =>
      isRecord(value) &&
      Array.isArray(value.submissions) &&
      value.submissions.every(isSubmission) &&
      typeof value.total === 'number' &&
      typeof value.page === 'number' &&
      typeof value.pages === 'number',
  );
}

export async function fetchDetail(id: string, signal: AbortSignal): Promise<InboxDetail> {
  const body = await request(`inbox/submissions/${encodeURIComponent(id)}`, { signal });
  return expect(
    body,
    (value): value is InboxDetail =>
      isSubmission(value) &&
      isRecord(value) &&
      Array.isArray(value.deliveries) &&
      value.deliveries.every(isDelivery),
  );
}

export async function markSpam(id: string, spam: boolean): Promise<void> {
  await request(`inbox/submissions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { spam },
  });
}

export async function deleteSubmission(id: string): Promise<void> {
  await request(`inbox/submissions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The address of the CSV export of what the list shows (every page). */
export function exportUrl(query: InboxQuery): string {
  return apiUrl('inbox/export', queryParameters(query, false));
}
