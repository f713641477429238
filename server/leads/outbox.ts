/**
 * The outbox: one row per delivery of a submission over a channel, written in the submission's
 * transaction, claimed, delivered, retried or given up by the delivery worker.
 */
import { randomUUID } from 'node:crypto';
import { type Database, hasTable, insertionOrder, type Queryable } from '../db/database.ts';
import { currentRequestId } from '../shared/request-id.ts';
import type { Channel } from './settings.ts';

/**
 * What an outbox row delivers: the notification of a lead over a channel (one row per channel
 * and lead), or a reply staff wrote to its submitter (`reply`, an e-mail; as many as written).
 */
export type OutboxChannel = Channel | 'reply';

/**
 * `pending` until delivered or given up (`failed`); `cancelled` when staff marked its lead spam
 * before it went out (marking the lead not spam again makes it pending).
 */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One outbox row: the delivery of one submission over one channel. */
export interface Delivery {
  /** The delivery id: the webhook's `X-Delivery-Id`, the e-mail's `Message-ID`. */
  id: string;
  submission_id: string;
  channel: OutboxChannel;
  state: DeliveryState;
  /** Attempts started so far (an attempt cut short by a crash counts). */
  attempts: number;
  created_at: string;
  /** When the next attempt is due (pending rows only mean anything by it). */
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  /** The id of the request that queued it (its log lines carry it), when one did. */
  request_id?: string | null;
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
export async function enqueueDeliveries(
  tx: Queryable,
  submissionId: string,
  channels: readonly Channel[],
  now: string,
): Promise<void> {
  for (const channel of channels) {
    await tx.run(
      `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at, request_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [randomUUID(), submissionId, channel, now, now, currentRequestId() ?? null],
    );
  }
}

/**
 * Queues a reply's e-mail to the lead's submitter (the message `messageId` holds it). Call in
 * the transaction that stores the message. Resolves with the delivery's id (its Message-ID).
 */
export async function enqueueReply(
  tx: Queryable,
  submissionId: string,
  messageId: string,
  now: string,
): Promise<string> {
  const id = randomUUID();
  await tx.run(
    `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at, request_id,
       message_id)
     VALUES (?, ?, 'reply', ?, ?, ?, ?)`,
    [id, submissionId, now, now, currentRequestId() ?? null, messageId],
  );
  return id;
}

/**
 * The workers of PostgreSQL processes that still run: each holds the session-level advisory
 * lock (WORKER_LOCK_CLASS, its worker number) for as long as its process lives.
 */
export const WORKER_LOCK_CLASS = 0x7a636d02;

/**
 * Frees the claims whose worker is gone, so their deliveries are due again at once. SQLite
 * has one server process: at its start every claim is a dead one's. On PostgreSQL, a claim
 * is freed only when no live process holds its worker's lock (a killed process's connection
 * ends, and its locks with it). Returns how many were freed.
 */
export async function releaseClaims(db: Database, worker: string): Promise<number> {
  if (db.dialect === 'sqlite') {
    const result = await db.run(
      'UPDATE outbox SET claimed_until = NULL, claimed_by = NULL WHERE claimed_until IS NOT NULL',
    );
    return result.changes;
  }
  const result = await db.run(
    `UPDATE outbox SET claimed_until = NULL, claimed_by = NULL
     WHERE state = 'pending' AND claimed_until IS NOT NULL AND claimed_by IS DISTINCT FROM ?
       AND (claimed_by IS NULL OR claimed_by NOT IN (
         SELECT objid::text FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND classid::bigint = ? AND objsubid = 2))`,
    [worker, WORKER_LOCK_CLASS],
  );
  return result.changes;
}

function toDelivery(row: Record<string, unknown>): Delivery {
  return {
    id: String(row.id),
    submission_id: String(row.submission_id),
    channel: String(row.channel) as OutboxChannel,
    state: String(row.state) as DeliveryState,
    attempts: Number(row.attempts),
    created_at: String(row.created_at),
    next_attempt_at: String(row.next_attempt_at),
    last_error: row.last_error === null ? null : String(row.last_error),
    delivered_at: row.delivered_at === null ? null : String(row.delivered_at),
  };
}

/** `?, ?, …` for a list of values. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** At most `max` sends in any `windowMs`, counted in `email_sends` for every process. */
export interface SendCap {
  max: number;
  windowMs: number;
}

/** The advisory lock PostgreSQL processes take to count and take sends under the cap. */
const SEND_CAP_LOCK = 0x7a636d03;

/**
 * How many more sends the cap lets out at `now`, and when the oldest send in the window leaves
 * it (undefined when none is in it). With `lock` (inside the claiming transaction) the count is
 * held until the transaction ends, so two processes never both take the last places, and sends
 * that have left the window are deleted.
 */
export async function capState(
  db: Queryable,
  cap: SendCap,
  now: number,
  lock = false,
): Promise<{ room: number; freesAt: number | undefined }> {
  const since = now - cap.windowMs;
  if (lock) {
    if (db.dialect === 'postgres') await db.get('SELECT pg_advisory_xact_lock(?)', [SEND_CAP_LOCK]);
    await db.run('DELETE FROM email_sends WHERE taken_at <= ?', [since]);
  }
  const row = await db.get(
    'SELECT COUNT(*) AS sends, MIN(taken_at) AS oldest FROM email_sends WHERE taken_at > ?',
    [since],
  );
  const oldest = row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
  return {
    room: cap.max - Number(row?.sends ?? 0),
    freesAt: oldest === undefined ? undefined : oldest + cap.windowMs + 1,
  };
}

/**
 * Claims up to `limit` due deliveries of the given channels for `leaseMs` (another worker
 * skips them meanwhile) and counts the attempt. One short write transaction; on PostgreSQL
 * the rows are locked as they are read (`FOR UPDATE SKIP LOCKED`), so two processes claiming
 * at the same moment never take the same delivery.
 */
export async function claimDue(
  db: Database,
  options: {
    channels: readonly OutboxChannel[];
    now: Date;
    leaseMs: number;
    limit: number;
    worker?: string;
    /**
     * Counts every claim against this cap, shared by every process on the database: at most
     * `max` claims in any `windowMs` (the lead e-mail cap).
     */
    cap?: SendCap;
  },
): Promise<ClaimedDelivery[]> {
  if (options.channels.length === 0) return [];
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  return db.transaction(async (tx) => {
    let limit = options.limit;
    if (options.cap) {
      limit = Math.min(limit, (await capState(tx, options.cap, options.now.getTime(), true)).room);
      if (limit <= 0) return [];
    }
    const rows = await tx.all(
      `SELECT o.*, s.form AS s_form, s.site AS s_site, s.created_at AS s_created_at,
              s.payload AS s_payload
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.state = 'pending' AND o.channel IN (${placeholders(options.channels)})
         AND o.next_attempt_at <= ? AND (o.claimed_until IS NULL OR o.claimed_until <= ?)
       ORDER BY o.next_attempt_at, ${insertionOrder(tx, 'o')}
       LIMIT ?${tx.dialect === 'postgres' ? ' FOR UPDATE OF o SKIP LOCKED' : ''}`,
      [...options.channels, now, now, limit],
    );
    for (const row of rows) {
      await tx.run(
        'UPDATE outbox SET claimed_until = ?, claimed_by = ?, attempts = attempts + 1 WHERE id = ?',
        [until, options.worker ?? null, String(row.id)],
      );
      if (options.cap) {
        await tx.run('INSERT INTO email_sends (taken_at) VALUES (?)', [options.now.getTime()]);
      }
    }
    return rows.map((row) => ({
      ...toDelivery(row),
      request_id:
        row.request_id === null || row.request_id === undefined ? null : String(row.request_id),
      attempts: Number(row.attempts) + 1,
      submission: {
        id: String(row.submission_id),
        form: String(row.s_form),
        site: String(row.s_site),
        created_at: String(row.s_created_at),
        data: JSON.parse(String(row.s_payload)) as Record<string, string>,
      },
    }));
  });
}

export async function markDelivered(db: Queryable, id: string, at: Date): Promise<void> {
  await db.run(
    `UPDATE outbox SET state = 'delivered', delivered_at = ?, claimed_until = NULL,
       claimed_by = NULL, last_error = NULL
     WHERE id = ?`,
    [at.toISOString(), id],
  );
}

export async function scheduleRetry(
  db: Queryable,
  id: string,
  at: Date,
  error: string,
): Promise<void> {
  await db.run(
    `UPDATE outbox SET next_attempt_at = ?, claimed_until = NULL, claimed_by = NULL,
       last_error = ?
     WHERE id = ? AND state = 'pending'`,
    [at.toISOString(), error.slice(0, MAX_ERROR_LENGTH), id],
  );
}

/** Gives a delivery up (a delivery cancelled while its attempt was in flight stays cancelled). */
export async function markFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.run(
    `UPDATE outbox SET state = 'failed', claimed_until = NULL, claimed_by = NULL, last_error = ?
     WHERE id = ? AND state = 'pending'`,
    [error.slice(0, MAX_ERROR_LENGTH), id],
  );
}

/**
 * When the next pending delivery of these channels is due (its claim's end when it is
 * claimed), or undefined when none is pending.
 */
export async function nextDueAt(
  db: Queryable,
  channels: readonly OutboxChannel[],
): Promise<Date | undefined> {
  if (channels.length === 0) return undefined;
  const row = await db.get(
    `SELECT MIN(CASE WHEN claimed_until > next_attempt_at THEN claimed_until
                     ELSE next_attempt_at END) AS due
     FROM outbox WHERE state = 'pending' AND channel IN (${placeholders(channels)})`,
    [...channels],
  );
  return row?.due ? new Date(String(row.due)) : undefined;
}

/** Pending deliveries per channel. */
export async function countPending(db: Queryable): Promise<Record<OutboxChannel, number>> {
  const counts: Record<OutboxChannel, number> = { email: 0, webhook: 0, reply: 0 };
  const rows = await db.all(
    `SELECT channel, COUNT(*) AS n FROM outbox WHERE state = 'pending' GROUP BY channel`,
  );
  for (const row of rows) counts[String(row.channel) as OutboxChannel] = Number(row.n);
  return counts;
}

/** Whether the database has the outbox (a database opened read-only may predate it). */
export function hasOutbox(db: Queryable): Promise<boolean> {
  return hasTable(db, 'outbox');
}

/** One submission's deliveries (its outbox rows, its replies' too), in channel order. */
export async function deliveriesOf(db: Queryable, submissionId: string): Promise<Delivery[]> {
  const rows = await db.all(
    `SELECT id, submission_id, channel, state, attempts, created_at, next_attempt_at,
            last_error, delivered_at
     FROM outbox WHERE submission_id = ? ORDER BY channel`,
    [submissionId],
  );
  return rows.map(toDelivery);
}

/** Every delivery, by submission id, in channel order. */
export async function listDeliveries(db: Queryable): Promise<Map<string, Delivery[]>> {
  const bySubmission = new Map<string, Delivery[]>();
  if (!(await hasOutbox(db))) return bySubmission;
  const rows = await db.all(
    `SELECT id, submission_id, channel, state, attempts, created_at, next_attempt_at,
            last_error, delivered_at
     FROM outbox ORDER BY submission_id, channel`,
  );
  for (const row of rows) {
    const delivery = toDelivery(row);
    const list = bySubmission.get(delivery.submission_id);
    if (list) list.push(delivery);
    else bySubmission.set(delivery.submission_id, [delivery]);
  }
  return bySubmission;
}

/** The channels of a submission's deliveries that a change touched, in channel order. */
async function channelsOf(tx: Queryable, submissionId: string, state: DeliveryState) {
  const rows = await tx.all(
    'SELECT DISTINCT channel FROM outbox WHERE submission_id = ? AND state = ? ORDER BY channel',
    [submissionId, state],
  );
  return rows.map((row) => String(row.channel) as OutboxChannel);
}

/**
 * Cancels a submission's pending deliveries (its lead was marked spam): the worker no longer
 * claims them, and one in flight keeps its outcome only if it was delivered. Returns the
 * channels cancelled.
 */
export async function cancelPending(tx: Queryable, submissionId: string): Promise<OutboxChannel[]> {
  const channels = await channelsOf(tx, submissionId, 'pending');
  if (channels.length === 0) return [];
  await tx.run(
    `UPDATE outbox SET state = 'cancelled', claimed_until = NULL, claimed_by = NULL
     WHERE submission_id = ? AND state = 'pending'`,
    [submissionId],
  );
  return channels;
}

/**
 * Makes a submission's cancelled deliveries pending again (its lead is not spam after all), due
 * now, as if new: their attempts and their give-up window start afresh (the id stays, so
 * receivers still de-duplicate on it).
 */
export async function restoreCancelled(
  tx: Queryable,
  submissionId: string,
  now: string,
): Promise<OutboxChannel[]> {
  const channels = await channelsOf(tx, submissionId, 'cancelled');
  if (channels.length === 0) return [];
  await tx.run(
    `UPDATE outbox SET state = 'pending', attempts = 0, created_at = ?, next_attempt_at = ?,
       claimed_until = NULL, claimed_by = NULL
     WHERE submission_id = ? AND state = 'cancelled'`,
    [now, now, submissionId],
  );
  return channels;
}

/**
 * Sends a delivery that failed for good again: pending, due now, its attempts and give-up
 * window counted afresh. False when it is not (or no longer) failed.
 */
export async function requeueFailed(tx: Queryable, deliveryId: string, now: string) {
  const result = await tx.run(
    `UPDATE outbox SET state = 'pending', attempts = 0, created_at = ?, next_attempt_at = ?,
       claimed_until = NULL, claimed_by = NULL
     WHERE id = ? AND state = 'failed'`,
    [now, now, deliveryId],
  );
  return result.changes > 0;
}

/** One delivery by id, or undefined. */
export async function findDelivery(db: Queryable, id: string): Promise<Delivery | undefined> {
  const row = await db.get(
    `SELECT id, submission_id, channel, state, attempts, created_at, next_attempt_at,
            last_error, delivered_at
     FROM outbox WHERE id = ?`,
    [id],
  );
  return row ? toDelivery(row) : undefined;
}
