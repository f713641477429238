import type {
  HistoryEntry,
  InboxDelivery,
  InboxField,
  InboxLead,
  InboxPage,
  LeadChange,
  LeadDetail,
  LeadPresence,
  LeadState,
  PresenceState,
  RecentReply,
  SiteCounts,
  StaffRef,
} from '@zcomm/site-data/api/inbox';
import { leadStates } from '@zcomm/site-data/api/inbox-states';
import { VITAL_NAMES, type VitalName, type VitalRating } from '@zcomm/site-data/vitals';
import { ApiError, apiUrl, isRecord, request } from '../../shared/shell/api';

/* The answers' types are the API's own schemas' (`@zcomm/site-data/api/inbox`, the routes'
   schemas on the server); this module checks that an answer has that shape before using it. */
export type {
  HistoryEntry,
  InboxDelivery,
  InboxField,
  InboxPage,
  LeadChange,
  LeadState,
  PresenceState,
  RecentReply,
  SiteCounts,
} from '@zcomm/site-data/api/inbox';
export { leadStates };

/** A lead as the list shows it. */
export type InboxSubmission = InboxLead;
/** A lead with its deliveries and history. */
export type InboxDetail = LeadDetail;
/** A staff member as the inbox names them. */
export type StaffMember = StaffRef;

/** What the list shows: the filters, the spam view and the page, as the address carries them. */
export interface InboxQuery {
  site: string;
  form: string;
  from: string;
  to: string;
  q: string;
  spam: boolean;
  state: LeadState | '';
  /** A staff member's id, `me` or `none`; empty for anyone. */
  assignee: string;
  /** The page's keyset cursor, as the server gave it; empty for the first page. */
  cursor: string;
  /** `due`: the New leads whose reply is due, the soonest first; empty for newest first. */
  sort: '' | 'due';
}

export const isLeadState = (value: unknown): value is LeadState =>
  typeof value === 'string' && (leadStates as readonly string[]).includes(value);

const isStaffMember = (value: unknown): value is StaffMember =>
  isRecord(value) &&
  (typeof value.id === 'number' || typeof value.id === 'string') &&
  typeof value.name === 'string';

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
    value.fields.every(isField) &&
    isLeadState(value.state) &&
    typeof value.read === 'boolean' &&
    (value.assignee === null || isStaffMember(value.assignee)) &&
    optionalText(value.first_reply_at) &&
    optionalText(value.first_reply_by) &&
    optionalText(value.reply_by)
  );
}

const optionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

const isDelivery = (value: unknown): value is InboxDelivery =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.channel === 'string' &&
  typeof value.status === 'string' &&
  typeof value.attempts === 'number' &&
  optionalText(value.last_error) &&
  optionalText(value.delivered_at) &&
  optionalText(value.next_attempt_at);

const isHistoryEntry = (value: unknown): value is HistoryEntry =>
  isRecord(value) &&
  typeof value.at === 'string' &&
  (value.by === null || isStaffMember(value.by)) &&
  typeof value.action === 'string' &&
  optionalText(value.from) &&
  optionalText(value.to) &&
  (value.text === undefined || typeof value.text === 'string') &&
  (value.delivery === undefined || isDelivery(value.delivery));

const isCounts = (value: unknown): value is Record<string, SiteCounts> =>
  isRecord(value) &&
  Object.values(value).every(
    (counts) => isRecord(counts) && leadStates.every((state) => typeof counts[state] === 'number'),
  );

function isDetail(value: unknown): value is InboxDetail {
  return (
    isSubmission(value) &&
    hasList(value, 'deliveries', isDelivery) &&
    hasList(value, 'history', isHistoryEntry) &&
    optionalText(Reflect.get(value, 'reply_to'))
  );
}

/** The value's `key` is a list whose every item passes `check`. */
function hasList(value: object, key: string, check: (item: unknown) => boolean): boolean {
  const list: unknown = Reflect.get(value, key);
  return Array.isArray(list) && list.every(check);
}

const isCursor = (value: unknown) => value === null || typeof value === 'string';

function isPage(value: unknown): value is InboxPage {
  return (
    isRecord(value) &&
    Array.isArray(value.submissions) &&
    value.submissions.every(isSubmission) &&
    typeof value.total === 'number' &&
    isCursor(value.next_cursor) &&
    isCursor(value.previous_cursor) &&
    isCounts(value.counts) &&
    (value.time_zone === undefined || typeof value.time_zone === 'string') &&
    (value.due_soon_ms === undefined || typeof value.due_soon_ms === 'number')
  );
}

function expect<T>(value: unknown, check: (value: unknown) => value is T): T {
  if (!check(value)) throw new ApiError('shape', 'The inbox answered in an unexpected shape');
  return value;
}

const filterNames = ['site', 'form', 'from', 'to', 'q', 'state', 'assignee'] as const;

/** The query string parameters of a list or an export (no cursor for an export). */
export function queryParameters(query: InboxQuery, withCursor = true): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const name of filterNames) {
    if (query[name] !== '') parameters[name] = query[name];
  }
  if (query.spam) parameters.spam = '1';
  // The order and the page belong to the list; an export takes every page in one order.
  if (withCursor && query.sort !== '') parameters.sort = query.sort;
  if (withCursor && query.cursor !== '') parameters.cursor = query.cursor;
  return parameters;
}

const submissionPath = (id: string) => `inbox/submissions/${encodeURIComponent(id)}`;

export async function fetchPage(query: InboxQuery, signal: AbortSignal): Promise<InboxPage> {
  return expect(
    await request('inbox/submissions', { query: queryParameters(query), signal }),
    isPage,
  );
}

/** The lead, with its deliveries and history; opening it marks it read. */
export async function fetchDetail(id: string, signal: AbortSignal): Promise<InboxDetail> {
  return expect(await request(submissionPath(id), { signal }), isDetail);
}

export async function changeLead(id: string, change: LeadChange): Promise<InboxDetail> {
  return expect(await request(submissionPath(id), { method: 'PATCH', body: change }), isDetail);
}

/** The state a reply (or a reply marked as sent) moves its lead to. */
export type ReplyState = 'in_progress' | 'done';

/** Another answer to the lead, sent just before: a reply asks before going after it. */
export class RecentReplyError extends Error {
  readonly reply: RecentReply;
  constructor(reply: RecentReply) {
    super(`${reply.by} answered this lead a moment ago`);
    this.name = 'RecentReplyError';
    this.reply = reply;
  }
}

const isRecentReply = (value: unknown): value is RecentReply =>
  isRecord(value) &&
  typeof value.by === 'string' &&
  typeof value.at === 'string' &&
  typeof value.text === 'string' &&
  (value.action === 'replied' || value.action === 'marked_replied');

/**
 * Sends a reply to the lead's submitter from the team's address. Unless `confirm`, refused
 * with a RecentReplyError when the lead was answered in the last ten minutes.
 */
export async function sendReply(
  id: string,
  text: string,
  state: ReplyState,
  confirm = false,
): Promise<InboxDetail> {
  const body = confirm ? { text, state, confirm } : { text, state };
  try {
    return expect(
      await request(`${submissionPath(id)}/replies`, { method: 'POST', body }),
      isDetail,
    );
  } catch (error) {
    const answer = error instanceof ApiError && isRecord(error.answer) ? error.answer : undefined;
    if (answer && isRecentReply(answer.recent_reply))
      throw new RecentReplyError(answer.recent_reply);
    throw error;
  }
}

/** Someone else on the lead, and what they are doing. */
export type Presence = LeadPresence['others'][number];

const isPresence = (value: unknown): value is LeadPresence =>
  isRecord(value) &&
  Array.isArray(value.others) &&
  value.others.every(
    (other: unknown) =>
      isRecord(other) &&
      (other.state === 'viewing' || other.state === 'replying') &&
      isStaffMember(other),
  );

/** Says the lead is open here (viewing it, or writing a reply); resolves with the others on it. */
export async function sendPresence(
  id: string,
  state: PresenceState,
  signal: AbortSignal,
): Promise<Presence[]> {
  const answer = await request(`${submissionPath(id)}/presence`, {
    method: 'PUT',
    body: { state },
    signal,
    timeout: 5_000,
  });
  return expect(answer, isPresence).others;
}

/** Says the lead was left, as the page may be closing: a last word, its answer not awaited. */
export function leavePresence(id: string): void {
  void request(`${submissionPath(id)}/presence`, {
    method: 'DELETE',
    keepalive: true,
    timeout: 5_000,
  }).catch(() => undefined);
}

/** Records a reply the team sent by other means (its own mail program). */
export async function markReplied(id: string, state: ReplyState): Promise<InboxDetail> {
  return expect(
    await request(`${submissionPath(id)}/replied`, { method: 'POST', body: { state } }),
    isDetail,
  );
}

/** Adds an internal note to the lead: never sent to anyone. */
export async function addNote(id: string, text: string): Promise<InboxDetail> {
  return expect(
    await request(`${submissionPath(id)}/notes`, { method: 'POST', body: { text } }),
    isDetail,
  );
}

/** Sends a delivery that failed for good once more, now. */
export async function resendDelivery(id: string, deliveryId: string): Promise<InboxDetail> {
  const path = `${submissionPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`;
  return expect(await request(path, { method: 'POST', body: {} }), isDetail);
}

export async function deleteSubmission(id: string): Promise<void> {
  await request(submissionPath(id), { method: 'DELETE' });
}

/** The staff accounts a lead may be assigned to. */
export async function fetchStaff(signal: AbortSignal): Promise<StaffMember[]> {
  const body = expect(
    await request('inbox/staff', { signal }),
    (value): value is { staff: StaffMember[] } =>
      isRecord(value) && Array.isArray(value.staff) && value.staff.every(isStaffMember),
  );
  return body.staff;
}

/** The address of the CSV export of what the list shows (every page). */
export function exportUrl(query: InboxQuery): string {
  return apiUrl('inbox/export', queryParameters(query, false));
}

/** How fast the team answered one site's leads in one week. */
export interface WeekTimes {
  site: string;
  /** The week's Monday in the team's zone, `YYYY-MM-DD`. */
  week: string;
  leads: number;
  answered: number;
  median_ms: number | null;
  p90_ms: number | null;
  /** The share of the week's leads answered within an hour (0 to 1). */
  within_hour: number;
}

const isWeekTimes = (value: unknown): value is WeekTimes =>
  isRecord(value) &&
  typeof value.site === 'string' &&
  typeof value.week === 'string' &&
  typeof value.leads === 'number' &&
  typeof value.answered === 'number' &&
  (value.median_ms === null || typeof value.median_ms === 'number') &&
  (value.p90_ms === null || typeof value.p90_ms === 'number') &&
  typeof value.within_hour === 'number';

/** The response times of the last weeks, per site and week, newest first. */
export async function fetchResponseTimes(signal: AbortSignal): Promise<WeekTimes[]> {
  const body = expect(
    await request('inbox/response-times', { signal }),
    (value): value is { weeks: WeekTimes[] } =>
      isRecord(value) && Array.isArray(value.weeks) && value.weeks.every(isWeekTimes),
  );
  return body.weeks;
}

/** One metric's 75th percentile for one site's kind of page, from real visitors' page views. */
export interface FieldMetric {
  site: string;
  page_kind: string;
  metric: VitalName;
  /** Page views that reported it. */
  count: number;
  /** Milliseconds (CLS: a score). */
  p75: number;
  rating: VitalRating;
}

const isFieldMetric = (value: unknown): value is FieldMetric =>
  isRecord(value) &&
  typeof value.site === 'string' &&
  typeof value.page_kind === 'string' &&
  typeof value.metric === 'string' &&
  (VITAL_NAMES as readonly string[]).includes(value.metric) &&
  typeof value.count === 'number' &&
  typeof value.p75 === 'number' &&
  (value.rating === 'good' || value.rating === 'needs-improvement' || value.rating === 'poor');

/** Real visitors' Web Vitals over the last `days` days, per site and kind of page. */
export async function fetchFieldSpeed(
  signal: AbortSignal,
  days = 28,
): Promise<{ days: number; metrics: FieldMetric[] }> {
  return expect(
    await request(`inbox/field-speed?days=${days}`, { signal }),
    (value): value is { days: number; metrics: FieldMetric[] } =>
      isRecord(value) &&
      typeof value.days === 'number' &&
      Array.isArray(value.metrics) &&
      value.metrics.every(isFieldMetric),
  );
}
