import { randomUUID } from 'node:crypto';
import type { Database } from '../db.ts';
import type { Channel } from './settings.ts';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One outbox row: the delivery of one submission over one channel. */
export interface Delivery {
  /** The delivery id: the webhook's `X-Delivery-Id`, the e-mail's `Message-ID`. */
  id: string;
  submission_id: string;
  channel: Channel;
  state: DeliveryState;
  /** Attempts started so far (an attempt cut short by a crash counts). */
  attempts: number;
  created_at: string;
  /** When the next attempt is due (pending rows only mean anything by it). */
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}

/** A claimed delivery with what it needs to be sent: its submission. */
export interface ClaimedDelivery extends Delivery {
  submission: {
    id: string;
    form: string;
    site: string;
    created_at: string;
    data: Record<string, string>;
  };
}

/** Longest error text kept on a row. */
const MAX_ERROR_LENGTH = 500;

/**
 * Queues one delivery per channel for a submission. Call inside the transaction that stores
 * the submission, so either both are committed or neither.
 */
export function enqueueDeliveries(
  db: Database,
  submissionId: string,
  channels: readonly Channel[],
  now: string,
): void {
  const insert = db.prepare(
    `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const channel of channels) insert.run(randomUUID(), submissionId, channel, now, now);
}

/**
 * Frees every claim: on start, deliveries a previous process claimed but never finished (it
 * was killed) are due again at once. Returns how many were freed.
 */
export function releaseClaims(db: Database): number {
  const result = db
    .prepare(`UPDATE outbox SET claimed_until = NULL WHERE claimed_until IS NOT NULL`)
    .run();
  return Number(result.changes);
}

function toDelivery(row: Record<string, unknown>): Delivery {
  return {
    id: String(row.id),
    submission_id: String(row.submission_id),
    channel: String(row.channel) as Channel,
    state: String(row.state) as DeliveryState,
    attempts: Number(row.attempts),
    created_at: String(row.created_at),
    next_attempt_at: String(row.next_attempt_at),
    last_error: row.last_error === null ? null : String(row.last_error),
    delivered_at: row.delivered_at === null ? null : String(row.delivered_at),
  };
}

/**
 * Claims up to `limit` due deliveries of the given channels for `leaseMs` (another worker
 * skips them meanwhile) and counts the attempt. One short write transaction.
 */
export function claimDue(
  db: Database,
  options: { channels: readonly Channel[]; now: Date; leaseMs: number; limit: number },
): ClaimedDelivery[] {
  if (options.channels.length === 0) return [];
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  db.exec('BEGIN IMMEDIATE');
  try {
    const rows = db
      .prepare(
        `SELECT o.*, s.form AS s_form, s.site AS s_site, s.created_at AS s_created_at,
                s.payload AS s_payload
         FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.state = 'pending' AND o.channel IN (SELECT value FROM json_each(?))
           AND o.next_attempt_at <= ? AND (o.claimed_until IS NULL OR o.claimed_until <= ?)
         ORDER BY o.next_attempt_at, o.rowid
         LIMIT ?`,
      )
      .all(JSON.stringify(options.channels), now, now, options.limit);
    const claim = db.prepare(
      'UPDATE outbox SET claimed_until = ?, attempts = attempts + 1 WHERE id = ?',
    );
    for (const row of rows) claim.run(until, String(row.id));
    db.exec('COMMIT');
    return rows.map((row) => ({
      ...toDelivery(row),
      attempts: Number(row.attempts) + 1,
      submission: {
        id: String(row.submission_id),
        form: String(row.s_form),
        site: String(row.s_site),
        created_at: String(row.s_created_at),
        data: JSON.parse(String(row.s_payload)) as Record<string, string>,
      },
    }));
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function markDelivered(db: Database, id: string, at: Date): void {
  db.prepare(
    `UPDATE outbox SET state = 'delivered', delivered_at = ?, claimed_until = NULL,
       last_error = NULL
     WHERE id = ?`,
  ).run(at.toISOString(), id);
}

export function scheduleRetry(db: Database, id: string, at: Date, error: string): void {
  db.prepare(
    `UPDATE outbox SET next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?`,
  ).run(at.toISOString(), error.slice(0, MAX_ERROR_LENGTH), id);
}

export function markFailed(db: Database, id: string, error: string): void {
  db.prepare(
    `UPDATE outbox SET state = 'failed', claimed_until = NULL, last_error = ? WHERE id = ?`,
  ).run(error.slice(0, MAX_ERROR_LENGTH), id);
}

/**
 * When the next pending delivery of these channels is due (its claim's end when it is
 * claimed), or undefined when none is pending.
 */
export function nextDueAt(db: Database, channels: readonly Channel[]): Date | undefined {
  if (channels.length === 0) return undefined;
  const row = db
    .prepare(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, ''))) AS due FROM outbox
       WHERE state = 'pending' AND channel IN (SELECT value FROM json_each(?))`,
    )
    .get(JSON.stringify(channels));
  return row?.due ? new Date(String(row.due)) : undefined;
}

/** Pending deliveries per channel. */
export function countPending(db: Database): Record<Channel, number> {
  const counts: Record<Channel, number> = { email: 0, webhook: 0 };
  for (const row of db
    .prepare(`SELECT channel, COUNT(*) AS n FROM outbox WHERE state = 'pending' GROUP BY channel`)
    .all()) {
    counts[String(row.channel) as Channel] = Number(row.n);
  }
  return counts;
}

/** Whether the database has the outbox (a database opened read-only may predate it). */
export function hasOutbox(db: Database): boolean {
  return (
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'`).get() !==
    undefined
  );
}

/** Every delivery, by submission id, in channel order. */
export function listDeliveries(db: Database): Map<string, Delivery[]> {
  const bySubmission = new Map<string, Delivery[]>();
  if (!hasOutbox(db)) return bySubmission;
  const rows = db
    .prepare(
      `SELECT id, submission_id, channel, state, attempts, created_at, next_attempt_at,
              last_error, delivered_at
       FROM outbox ORDER BY submission_id, channel`,
    )
    .all();
  for (const row of rows) {
    const delivery = toDelivery(row);
    const list = bySubmission.get(delivery.submission_id);
    if (list) list.push(delivery);
    else bySubmission.set(delivery.submission_id, [delivery]);
  }
  return bySubmission;
}
