/**
 * Every SQL statement of the staff inbox, as small functions over the `submissions` and
 * `outbox` tables. Plain SQL (placeholders, `LIKE … ESCAPE`, `LIMIT … OFFSET`, ISO-8601
 * timestamps compared as text), so another SQL database takes the same statements.
 */
import type { Database, Queryable } from '../db.ts';

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
 * NULL parameter (cast, so PostgreSQL knows its type), an unused search slot the pattern `%`.
 */
const MATCHES = `spam = ?
  AND (CAST(? AS TEXT) IS NULL OR site = ?) AND (CAST(? AS TEXT) IS NULL OR form = ?)
  AND (CAST(? AS TEXT) IS NULL OR created_at >= ?) AND (CAST(? AS TEXT) IS NULL OR created_at < ?)
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
export async function countSubmissions(db: Queryable, filter: InboxFilter): Promise<number> {
  const row = await db.get(COUNT_MATCHING, matchParameters(filter));
  return Number(row?.n ?? 0);
}

/** One page of the matching submissions, newest first. */
export async function listSubmissionsPage(
  db: Queryable,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): Promise<InboxSubmission[]> {
  const rows = await db.all(PAGE_MATCHING, [...matchParameters(filter), page.limit, page.offset]);
  return rows.map(toSubmission);
}

/** Every matching submission, newest first (for the CSV export). */
export async function listAllSubmissions(
  db: Queryable,
  filter: InboxFilter,
): Promise<InboxSubmission[]> {
  return (await db.all(LIST_MATCHING, matchParameters(filter))).map(toSubmission);
}

/** One submission by id. */
export async function findSubmission(
  db: Queryable,
  id: string,
): Promise<InboxSubmission | undefined> {
  const row = await db.get(
    'SELECT id, site, form, created_at, payload, spam, honeypot FROM submissions WHERE id = ?',
    [id],
  );
  return row ? toSubmission(row) : undefined;
}

/** Marks a submission as spam or not; false when there is no such submission. */
export async function setSpam(db: Queryable, id: string, spam: boolean): Promise<boolean> {
  const result = await db.run('UPDATE submissions SET spam = ? WHERE id = ?', [spam ? 1 : 0, id]);
  return result.changes > 0;
}

/**
 * Erases a submission and its deliveries (explicitly, not only by the foreign key's cascade);
 * false when there is no such submission.
 */
export function deleteSubmission(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.run('DELETE FROM outbox WHERE submission_id = ?', [id]);
    const result = await tx.run('DELETE FROM submissions WHERE id = ?', [id]);
    return result.changes > 0;
  });
}

/** Erases every submission received before `cutoff` (ISO 8601), with its deliveries. */
export function eraseSubmissionsBefore(db: Database, cutoff: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.run(
      'DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE created_at < ?)',
      [cutoff],
    );
    const result = await tx.run('DELETE FROM submissions WHERE created_at < ?', [cutoff]);
    return result.changes;
  });
}
