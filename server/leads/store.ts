/**
 * Every SQL statement of the staff inbox, as small functions over the `submissions`,
 * `submission_history`, `outbox` and `users` tables. Plain SQL (placeholders, `LIKE … ESCAPE`,
 * row-value comparisons, ISO-8601 timestamps compared as text), so both databases take the
 * same statements. A statement is put together from constant fragments, one per filter in use
 * (never from values), so each combination gets the plan of the index that serves it.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { HistoryEntry, LeadChange, LeadState, StaffRef } from '@zcomm/site-data/api/inbox';
import { type Database, insertionOrder, type Param, type Queryable } from '../db/database.ts';
import { cancelPending, enqueueDeliveries, requeueFailed, restoreCancelled } from './outbox.ts';
import type { Channel } from './settings.ts';

/** Where a keyset page starts: after (older than) or before (newer than) a row's key. */
export interface PageKey {
  direction: 'older' | 'newer';
  created_at: string;
  id: string;
}

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
  /** Only leads in this state. */
  state?: LeadState | undefined;
  /** Only leads assigned to this staff account, or (`'none'`) to nobody. */
  assignee?: number | 'none' | undefined;
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
  state: LeadState;
  /** Opened by a staff member at least once. */
  read: boolean;
  assignee: StaffRef | null;
  /** When the team first answered it, and who did (by name). */
  first_reply_at: string | null;
  first_reply_by: string | null;
}

/** A lead's columns, with its assignee's name: `FROM submissions s LEFT JOIN users u`. */
const columns = `s.id, s.site, s.form, s.created_at, s.payload, s.spam, s.honeypot, s.state,
  s.read_at, s.assignee_id, u.name AS assignee_name, s.first_reply_at, s.first_reply_by`;

function toSubmission(row: Record<string, unknown>): InboxSubmission {
  return {
    id: String(row.id),
    site: String(row.site),
    form: String(row.form),
    created_at: String(row.created_at),
    data: JSON.parse(String(row.payload)) as Record<string, string>,
    spam: Number(row.spam) === 1,
    honeypot: Number(row.honeypot) === 1,
    state: String(row.state) as LeadState,
    read: row.read_at !== null && row.read_at !== undefined,
    assignee:
      row.assignee_id === null || row.assignee_id === undefined
        ? null
        : { id: Number(row.assignee_id), name: String(row.assignee_name ?? '') },
    first_reply_at: row.first_reply_at == null ? null : String(row.first_reply_at),
    first_reply_by: row.first_reply_by == null ? null : String(row.first_reply_by),
  };
}

/** `?, ?, …` for a list of values. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Most search words a filter holds (`searchPatterns` keeps at most this many). */
export const MAX_PATTERNS = 8;

/** The filter's conditions (constant text) and their parameters, in order. */
function conditions(filter: InboxFilter, key?: PageKey): { where: string; params: Param[] } {
  const patterns = filter.patterns ?? [];
  if (patterns.length > MAX_PATTERNS) throw new Error(`At most ${MAX_PATTERNS} search words`);
  const parts = ['s.spam = ?'];
  const params: Param[] = [filter.spam ? 1 : 0];
  const add = (condition: string, ...values: Param[]) => {
    parts.push(condition);
    params.push(...values);
  };
  if (filter.site !== undefined) add('s.site = ?', filter.site);
  if (filter.form !== undefined) add('s.form = ?', filter.form);
  if (filter.state !== undefined) add('s.state = ?', filter.state);
  if (filter.assignee === 'none') add('s.assignee_id IS NULL');
  else if (filter.assignee !== undefined) add('s.assignee_id = ?', filter.assignee);
  if (filter.from !== undefined) add('s.created_at >= ?', filter.from);
  if (filter.before !== undefined) add('s.created_at < ?', filter.before);
  for (const pattern of patterns) add(`s.search_text LIKE ? ESCAPE '\\'`, pattern);
  if (key?.direction === 'older') add('(s.created_at, s.id) < (?, ?)', key.created_at, key.id);
  if (key?.direction === 'newer') add('(s.created_at, s.id) > (?, ?)', key.created_at, key.id);
  return { where: parts.join(' AND '), params };
}

/** How many submissions match. */
export async function countSubmissions(db: Queryable, filter: InboxFilter): Promise<number> {
  const { where, params } = conditions(filter);
  const row = await db.get(`SELECT COUNT(*) AS n FROM submissions s WHERE ${where}`, params);
  return Number(row?.n ?? 0);
}

/** The orders a list is shown in: the newest first, or the oldest (longest waiting) first. */
export type ListOrder = 'newest' | 'oldest';

/**
 * Up to `limit` matching submissions next to `key` (from the first in `sort` without one),
 * in `sort` either way: an index range, however deep the page.
 */
export async function listSubmissionsAt(
  db: Queryable,
  filter: InboxFilter,
  limit: number,
  key?: PageKey,
  sort: ListOrder = 'newest',
): Promise<InboxSubmission[]> {
  const { where, params } = conditions(filter, key);
  const ascending = key ? key.direction === 'newer' : sort === 'oldest';
  const order = ascending ? 's.created_at ASC, s.id ASC' : 's.created_at DESC, s.id DESC';
  const rows = await db.all(
    `SELECT ${columns} FROM submissions s LEFT JOIN users u ON u.id = s.assignee_id WHERE ${where} ORDER BY ${order} LIMIT ?`,
    [...params, limit],
  );
  const submissions = rows.map(toSubmission);
  return ascending === (sort === 'oldest') ? submissions : submissions.reverse();
}

/** Whether any matching submission lies on that side of `key`. */
export async function anySubmissionAt(
  db: Queryable,
  filter: InboxFilter,
  key: PageKey,
): Promise<boolean> {
  const { where, params } = conditions(filter, key);
  return (
    (await db.get(`SELECT 1 AS found FROM submissions s WHERE ${where} LIMIT 1`, params)) !==
    undefined
  );
}

/**
 * Rows an export reads at a time: at most about 1 MB of fields (a lead holds up to ~45 KB), so
 * one batch takes SQLite, whose statements block the process, a few milliseconds.
 */
export const EXPORT_BATCH_SIZE = 25;

/**
 * Every matching submission, newest first, read in keyset batches of `batchSize`: memory holds
 * one batch at a time, and other requests are served between two batches.
 */
export async function* streamSubmissions(
  db: Queryable,
  filter: InboxFilter,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<InboxSubmission> {
  let key: PageKey | undefined;
  for (;;) {
    const batch = await listSubmissionsAt(db, filter, batchSize, key);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    key = { direction: 'older', created_at: last.created_at, id: last.id };
    await yieldToOthers();
  }
}

/** Leads that are not spam, per site and state (for the inbox's navigation). */
export async function countByState(db: Queryable): Promise<Map<string, Record<LeadState, number>>> {
  const rows = await db.all(
    'SELECT site, state, COUNT(*) AS n FROM submissions WHERE spam = 0 GROUP BY site, state',
  );
  const counts = new Map<string, Record<LeadState, number>>();
  for (const row of rows) {
    const site = String(row.site);
    const entry = counts.get(site) ?? { new: 0, in_progress: 0, done: 0 };
    entry[String(row.state) as LeadState] = Number(row.n);
    counts.set(site, entry);
  }
  return counts;
}

/** One submission by id. */
export async function findSubmission(
  db: Queryable,
  id: string,
): Promise<InboxSubmission | undefined> {
  const row = await db.get(
    `SELECT ${columns} FROM submissions s LEFT JOIN users u ON u.id = s.assignee_id WHERE s.id = ?`,
    [id],
  );
  return row ? toSubmission(row) : undefined;
}

/**
 * What staff can do to a lead; each is recorded in its history (`submission_history`; replies
 * and notes are kept in `lead_messages`).
 */
export type HistoryAction = Exclude<
  HistoryEntry['action'],
  'received' | 'replied' | 'marked_replied' | 'note' | 'checkout_link' | 'ordered'
>;

/** Records one thing done to a lead. */
export async function recordHistory(
  tx: Queryable,
  entry: {
    submissionId: string;
    at: string;
    by: StaffRef | null;
    action: HistoryAction;
    from?: string | null;
    to?: string | null;
  },
): Promise<void> {
  await tx.run(
    `INSERT INTO submission_history (submission_id, at, user_id, user_name, action, from_value,
       to_value)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      entry.submissionId,
      entry.at,
      entry.by?.id ?? null,
      entry.by?.name ?? null,
      entry.action,
      entry.from ?? null,
      entry.to ?? null,
    ],
  );
}

/** A lead's history, oldest first, starting with its arrival. */
export async function historyOf(
  db: Queryable,
  submission: InboxSubmission,
): Promise<HistoryEntry[]> {
  const rows = await db.all(
    `SELECT at, user_id, user_name, action, from_value, to_value FROM submission_history
     WHERE submission_id = ? ORDER BY id`,
    [submission.id],
  );
  return [
    { at: submission.created_at, by: null, action: 'received' },
    ...rows.map((row) => ({
      at: String(row.at),
      by:
        row.user_name === null || row.user_name === undefined
          ? null
          : { id: Number(row.user_id), name: String(row.user_name) },
      action: String(row.action) as HistoryAction,
      from: row.from_value === null ? null : String(row.from_value),
      to: row.to_value === null ? null : String(row.to_value),
    })),
  ];
}

/**
 * Marks a lead read the first time a staff member opens it (recorded once, with who);
 * false when it was read already or does not exist.
 */
export function markRead(db: Database, id: string, by: StaffRef): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = new Date().toISOString();
    const result = await tx.run(
      'UPDATE submissions SET read_at = ? WHERE id = ? AND read_at IS NULL',
      [at, id],
    );
    if (result.changes === 0) return false;
    await recordHistory(tx, { submissionId: id, at, by, action: 'read' });
    return true;
  });
}

export class UnknownStaffError extends Error {
  override name = 'UnknownStaffError';
}

/**
 * Applies a change to a lead in one transaction, recording in its history whatever actually
 * changed. Marking it spam cancels its pending deliveries; marking it not spam makes the ones
 * that cancelled pending again, and, with `send`, queues deliveries over `channels` for a lead
 * that has none (a honeypot catch). Resolves with whether there is such a lead and whether
 * anything was queued (so the worker is woken); throws UnknownStaffError for an assignee that
 * is no staff account.
 */
export function changeLead(
  db: Database,
  id: string,
  change: LeadChange,
  by: StaffRef | null,
  channels: readonly Channel[],
): Promise<{ found: boolean; queued: boolean }> {
  return db.transaction(async (tx) => {
    // Locked on PostgreSQL until the transaction ends, so a concurrent change (another process
    // too) reads what this one wrote; SQLite's write transaction already holds the database.
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const current = await tx.get(
      `SELECT spam, state, assignee_id FROM submissions WHERE id = ?${lock}`,
      [id],
    );
    if (!current) return { found: false, queued: false };
    const at = new Date().toISOString();
    const record = (action: HistoryAction, from?: string | null, to?: string | null) =>
      recordHistory(tx, { submissionId: id, at, by, action, from, to });
    let queued = false;

    if (change.state !== undefined && change.state !== String(current.state)) {
      await tx.run('UPDATE submissions SET state = ? WHERE id = ?', [change.state, id]);
      await record('state', String(current.state), change.state);
    }

    if (change.assignee !== undefined) {
      const before = current.assignee_id === null ? null : Number(current.assignee_id);
      if (change.assignee !== before) {
        const names = await staffNames(tx, [before, change.assignee]);
        if (change.assignee !== null && !names.has(change.assignee)) {
          throw new UnknownStaffError(`No staff account has the id ${change.assignee}.`);
        }
        await tx.run('UPDATE submissions SET assignee_id = ? WHERE id = ?', [change.assignee, id]);
        const name = (staffId: number | null) =>
          staffId === null ? null : (names.get(staffId) ?? `#${staffId}`);
        await record('assigned', name(before), name(change.assignee));
      }
    }

    if (change.spam !== undefined) {
      const wasSpam = Number(current.spam) === 1;
      if (change.spam !== wasSpam) {
        await tx.run('UPDATE submissions SET spam = ? WHERE id = ?', [change.spam ? 1 : 0, id]);
        await record(change.spam ? 'spam' : 'not_spam');
      }
      if (change.spam) {
        const cancelled = await cancelPending(tx, id);
        if (cancelled.length > 0) await record('deliveries_cancelled', null, cancelled.join(', '));
      } else {
        const restored = await restoreCancelled(tx, id, at);
        if (restored.length > 0) {
          await record('resent', null, restored.join(', '));
          queued = true;
        }
        const existing = await tx.get(
          `SELECT 1 AS found FROM outbox WHERE submission_id = ? AND channel <> 'reply'`,
          [id],
        );
        if (change.send && !existing && channels.length > 0) {
          await enqueueDeliveries(tx, id, channels, at);
          await record('resent', null, channels.join(', '));
          queued = true;
        }
      }
    }
    return { found: true, queued };
  });
}

/**
 * Sends a delivery of this lead that failed for good again; `'not-failed'` when it is not
 * failed (pending, delivered or cancelled), `'not-found'` when the lead has no such delivery.
 */
export function resendDelivery(
  db: Database,
  submissionId: string,
  deliveryId: string,
  by: StaffRef | null,
): Promise<'resent' | 'not-failed' | 'not-found'> {
  return db.transaction(async (tx) => {
    const row = await tx.get('SELECT channel FROM outbox WHERE id = ? AND submission_id = ?', [
      deliveryId,
      submissionId,
    ]);
    if (!row) return 'not-found';
    const at = new Date().toISOString();
    if (!(await requeueFailed(tx, deliveryId, at))) return 'not-failed';
    await recordHistory(tx, {
      submissionId,
      at,
      by,
      action: 'resent',
      to: String(row.channel),
    });
    return 'resent';
  });
}

/** The names of these staff accounts, by id. */
async function staffNames(
  db: Queryable,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  const names = new Map<number, string>();
  for (const id of wanted) {
    const row = await db.get('SELECT name FROM users WHERE id = ?', [id]);
    if (row) names.set(id, String(row.name));
  }
  return names;
}

/** Every staff account, by name (for the assignee choice). */
export async function listStaff(
  db: Queryable,
): Promise<{ id: number; name: string; email: string }[]> {
  const rows = await db.all('SELECT id, name, email FROM users ORDER BY name, id');
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
  }));
}

/**
 * Erases a submission and its deliveries (explicitly, not only by the foreign key's cascade);
 * false when there is no such submission.
 */
export function deleteSubmission(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.run('DELETE FROM outbox WHERE submission_id = ?', [id]);
    await tx.run('DELETE FROM lead_messages WHERE submission_id = ?', [id]);
    await tx.run('DELETE FROM submission_history WHERE submission_id = ?', [id]);
    await tx.run('DELETE FROM lead_uploads WHERE submission_id = ?', [id]);
    await tx.run('DELETE FROM lead_checkout_links WHERE submission_id = ?', [id]);
    const result = await tx.run('DELETE FROM submissions WHERE id = ?', [id]);
    return result.changes > 0;
  });
}

/**
 * Submissions the retention sweep erases in one transaction: up to about 4 MB of leads to free,
 * so a batch holds SQLite (and the process) a few milliseconds.
 */
export const ERASE_BATCH_SIZE = 50;

/**
 * Erases up to `limit` of the submissions received before `cutoff` (ISO 8601), oldest first,
 * with their deliveries and history, in one short transaction; returns how many.
 */
export function eraseSubmissionsBatch(
  db: Database,
  cutoff: string,
  limit: number = ERASE_BATCH_SIZE,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.all(
      'SELECT id FROM submissions WHERE created_at < ? ORDER BY created_at, id LIMIT ?',
      [cutoff, limit],
    );
    const ids = rows.map((row) => String(row.id));
    if (ids.length === 0) return 0;
    await tx.run(`DELETE FROM outbox WHERE submission_id IN (${placeholders(ids)})`, ids);
    await tx.run(`DELETE FROM lead_messages WHERE submission_id IN (${placeholders(ids)})`, ids);
    await tx.run(
      `DELETE FROM submission_history WHERE submission_id IN (${placeholders(ids)})`,
      ids,
    );
    await tx.run(`DELETE FROM lead_uploads WHERE submission_id IN (${placeholders(ids)})`, ids);
    await tx.run(
      `DELETE FROM lead_checkout_links WHERE submission_id IN (${placeholders(ids)})`,
      ids,
    );
    const result = await tx.run(`DELETE FROM submissions WHERE id IN (${placeholders(ids)})`, ids);
    return result.changes;
  });
}

export interface StoredSubmission {
  id: string;
  form: string;
  site: string;
  created_at: string;
  data: Record<string, string>;
  /** Marked as spam (by staff, or caught by the honeypot). */
  spam: boolean;
}

/** Every stored submission, spam included, oldest first. */
export async function listSubmissions(db: Queryable): Promise<StoredSubmission[]> {
  // `*`: a database opened read-only may predate the spam column (then nothing is spam).
  const rows = await db.all(`SELECT * FROM submissions ORDER BY created_at, ${insertionOrder(db)}`);
  return rows.map((row) => ({
    id: String(row.id),
    form: String(row.form),
    site: String(row.site),
    created_at: String(row.created_at),
    data: JSON.parse(String(row.payload)) as Record<string, string>,
    spam: Number(row.spam ?? 0) === 1,
  }));
}
