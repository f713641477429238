/**
 * Every SQL statement of the staff inbox, as small functions over the `submissions` and
 * `outbox` tables. Plain SQL (placeholders, `LIKE … ESCAPE`, `LIMIT … OFFSET`, ISO-8601
 * timestamps compared as text), so another SQL database takes the same statements.
 */
import { type Database, transaction } from '../db.ts';
import type { Delivery, DeliveryState } from '../leads/outbox.ts';
import type { Channel } from '../leads/settings.ts';

/** Which submissions a list or an export covers. */
export interface InboxFilter {
  /** Only this site's submissions. */
  site?: string | undefined;
  /** Only this form's. */
  form?: string | undefined;
  /** Received at or after this instant (ISO 8601). */
  from?: string | undefined;
  /** Received before this instant (ISO 8601). */
  before?: string | undefined;
  /** `LIKE` patterns over the lower-cased field values; every one must match. */
  patterns?: readonly string[] | undefined;
  /** The spam (true) or everything else (false). */
  spam: boolean;
}

/** A submission as the inbox shows it. */
export interface InboxSubmission {
  id: string;
  site: string;
  form: string;
  created_at: string;
  data: Record<string, string>;
  spam: boolean;
  /** Caught by the honeypot (it stays so when staff mark it not spam). */
  honeypot: boolean;
}

function toSubmission(row: Record<string, unknown>): InboxSubmission {
  return {
    id: String(row.id),
    site: String(row.site),
    form: String(row.form),
    created_at: String(row.created_at),
    data: JSON.parse(String(row.payload)) as Record<string, string>,
    spam: Number(row.spam) === 1,
    honeypot: Number(row.honeypot) === 1,
  };
}

/** Most search words a filter holds (`searchPatterns` keeps at most this many). */
export const MAX_PATTERNS = 8;

/**
 * The filter as one fixed condition (no SQL is ever built from values): a filter left out is a
 * NULL parameter, an unused search slot the pattern `%`.
 */
const MATCHES = `spam = ?
  AND (? IS NULL OR site = ?) AND (? IS NULL OR form = ?)
  AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR created_at < ?)
  AND search_text LIKE ? ESCAPE '\\' AND search_text LIKE ? ESCAPE '\\'
  AND search_text LIKE ? ESCAPE '\\' AND search_text LIKE ? ESCAPE '\\'
  AND search_text LIKE ? ESCAPE '\\' AND search_text LIKE ? ESCAPE '\\'
  AND search_text LIKE ? ESCAPE '\\' AND search_text LIKE ? ESCAPE '\\'`;

/** The list's statements, whole at load time from constants only. */
const COUNT_MATCHING = `SELECT COUNT(*) AS n FROM submissions WHERE ${MATCHES}`;
const LIST_MATCHING = `SELECT id, site, form, created_at, payload, spam, honeypot FROM submissions
  WHERE ${MATCHES} ORDER BY created_at DESC, id DESC`;
const PAGE_MATCHING = `${LIST_MATCHING} LIMIT ? OFFSET ?`;

function matchParameters(filter: InboxFilter): (string | number | null)[] {
  const patterns = filter.patterns ?? [];
  if (patterns.length > MAX_PATTERNS) throw new Error(`At most ${MAX_PATTERNS} search words`);
  const both = (value: string | undefined) => [value ?? null, value ?? null];
  return [
    filter.spam ? 1 : 0,
    ...both(filter.site),
    ...both(filter.form),
    ...both(filter.from),
    ...both(filter.before),
    ...Array.from({ length: MAX_PATTERNS }, (_, index) => patterns[index] ?? '%'),
  ];
}

/** How many submissions match. */
export function countSubmissions(db: Database, filter: InboxFilter): number {
  const row = db.prepare(COUNT_MATCHING).get(...matchParameters(filter));
  return Number(row?.n ?? 0);
}

/** One page of the matching submissions, newest first. */
export function listSubmissionsPage(
  db: Database,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): InboxSubmission[] {
  return db
    .prepare(PAGE_MATCHING)
    .all(...matchParameters(filter), page.limit, page.offset)
    .map(toSubmission);
}

/** Every matching submission, newest first (for the CSV export). */
export function listAllSubmissions(db: Database, filter: InboxFilter): InboxSubmission[] {
  return db
    .prepare(LIST_MATCHING)
    .all(...matchParameters(filter))
    .map(toSubmission);
}

/** One submission by id. */
export function findSubmission(db: Database, id: string): InboxSubmission | undefined {
  const row = db
    .prepare(
      'SELECT id, site, form, created_at, payload, spam, honeypot FROM submissions WHERE id = ?',
    )
    .get(id);
  return row ? toSubmission(row) : undefined;
}

/** A submission's deliveries (its outbox rows), by channel. */
export function deliveriesOf(db: Database, submissionId: string): Delivery[] {
  return db
    .prepare(
      `SELECT id, submission_id, channel, state, attempts, created_at, next_attempt_at,
              last_error, delivered_at
       FROM outbox WHERE submission_id = ? ORDER BY channel`,
    )
    .all(submissionId)
    .map((row) => ({
      id: String(row.id),
      submission_id: String(row.submission_id),
      channel: String(row.channel) as Channel,
      state: String(row.state) as DeliveryState,
      attempts: Number(row.attempts),
      created_at: String(row.created_at),
      next_attempt_at: String(row.next_attempt_at),
      last_error: row.last_error === null ? null : String(row.last_error),
      delivered_at: row.delivered_at === null ? null : String(row.delivered_at),
    }));
}

/** Marks a submission as spam or not; false when there is no such submission. */
export function setSpam(db: Database, id: string, spam: boolean): boolean {
  const result = db.prepare('UPDATE submissions SET spam = ? WHERE id = ?').run(spam ? 1 : 0, id);
  return Number(result.changes) > 0;
}

/**
 * Erases a submission and its deliveries (explicitly, not only by the foreign key's cascade);
 * false when there is no such submission.
 */
export function deleteSubmission(db: Database, id: string): boolean {
  return transaction(db, () => {
    db.prepare('DELETE FROM outbox WHERE submission_id = ?').run(id);
    const result = db.prepare('DELETE FROM submissions WHERE id = ?').run(id);
    return Number(result.changes) > 0;
  });
}

/** Erases every submission received before `cutoff` (ISO 8601), with its deliveries. */
export function eraseSubmissionsBefore(db: Database, cutoff: string): number {
  return transaction(db, () => {
    db.prepare(
      'DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < ?)',
    ).run(cutoff);
    const result = db.prepare('DELETE FROM submissions WHERE created_at < ?').run(cutoff);
    return Number(result.changes);
  });
}
