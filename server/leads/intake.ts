/**
 * Storing a form post: the submission and its queued deliveries in one transaction, under the
 * intake's caps (submissions per client address a day, a storage quota), and a repeat of an
 * idempotency key answered with the original.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Database, Queryable } from '../db/database.ts';
import { searchText } from '../shared/search-text.ts';
import { enqueueDeliveries } from './outbox.ts';
import type { Channel } from './settings.ts';

export interface NewSubmission {
  form: string;
  site: string;
  data: Record<string, string>;
  idempotencyKey?: string | undefined;
  /**
   * Caught by the honeypot: stored as spam, for staff to review in the inbox, and never
   * delivered (no outbox rows, whatever `channels` says). @default false
   */
  honeypot?: boolean | undefined;
  /** Writes what goes with the submission (a bulk order's artwork), in its transaction. */
  withIt?: ((tx: Queryable, id: string, now: string) => Promise<void>) | undefined;
}

/**
 * What the form API lets in: a cap on submissions stored per client address a day, and a
 * quota on the bytes of all stored submissions' fields. `0` switches either off.
 */
export interface IntakeSettings {
  /** Submissions stored from one client address per UTC day. @default 100 */
  perClientPerDay: number;
  /** Bytes of every stored submission's fields together (spam included). @default 1 GiB */
  quotaBytes: number;
}

export const defaultIntake: IntakeSettings = {
  perClientPerDay: 100,
  quotaBytes: 1024 * 1024 * 1024,
};

/** A setting of the intake the server cannot use; the message is one line naming it. */
export class IntakeSettingsError extends Error {
  override name = 'IntakeSettingsError';
}

/** `SUBMISSIONS_PER_IP_PER_DAY` and `SUBMISSIONS_QUOTA_MB`, each a whole number, 0 for off. */
export function parseIntakeSettings(
  env: Readonly<Record<string, string | undefined>>,
): IntakeSettings {
  /** The setting times `unit`, or `fallback` (already in those units) when it is not set. */
  const read = (name: string, fallback: number, unit: number): number => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(number * unit)) {
      throw new IntakeSettingsError(
        `${name} must be a whole number (0 to switch it off), not ${JSON.stringify(value)}.`,
      );
    }
    return number * unit;
  };
  return {
    perClientPerDay: read('SUBMISSIONS_PER_IP_PER_DAY', defaultIntake.perClientPerDay, 1),
    quotaBytes: read('SUBMISSIONS_QUOTA_MB', defaultIntake.quotaBytes, 1024 * 1024),
  };
}

/** A submission the intake's caps kept out; nothing was stored. */
export class IntakeRefusal extends Error {
  override name = 'IntakeRefusal';
  readonly reason: 'daily-cap' | 'quota';

  constructor(reason: 'daily-cap' | 'quota', message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * The key the daily cap counts a client address under: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4), an IPv6 address by its /64 network, which one subscriber
 * usually holds whole, so hopping between its addresses does not reset the count.
 */
export function intakeClientKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%', 1)[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Who is posting, for the daily cap, and the caps that apply. */
export interface IntakeLimits extends IntakeSettings {
  /** The client, as `intakeClientKey` names it. */
  client: string;
  /** Erase the counts of days before today first (once a day is enough). */
  purge?: boolean | undefined;
}

/**
 * Stores a submission, and queues its delivery over each of `channels` in the same
 * transaction; returns once both are committed. A repeat of an idempotency key already stored
 * for the same form returns the original id with `created: false` and queues nothing (and is
 * never refused by the caps: it stores nothing). With `limits`, a new submission that would pass
 * the client's daily cap or the storage quota is refused with an IntakeRefusal, and nothing is
 * written.
 */
export function insertSubmission(
  db: Database,
  submission: NewSubmission,
  channels: readonly Channel[] = [],
  limits?: IntakeLimits,
): Promise<{ id: string; created: boolean }> {
  const key = submission.idempotencyKey ?? null;
  const payload = JSON.stringify(submission.data);
  return db.transaction(async (tx) => {
    const now = new Date().toISOString();
    if (limits && limits.quotaBytes > 0) {
      const usage = await tx.get('SELECT bytes FROM intake_usage WHERE id = 1');
      if (Number(usage?.bytes ?? 0) + Buffer.byteLength(payload) > limits.quotaBytes) {
        // A repeat of a stored post is still answered with its id.
        const original = key === null ? undefined : await findByKey(tx, submission.form, key);
        if (original) return { id: original, created: false };
        throw new IntakeRefusal(
          'quota',
          'The form cannot take more messages at the moment. Please try again later, or write to us by e-mail or call.',
        );
      }
    }
    // A second process inserting the same key at the same moment waits for this one's
    // commit (the unique index), then does nothing and finds the original below.
    const inserted = await tx.get(
      `INSERT INTO submissions (id, form, site, payload, created_at, idempotency_key, spam,
         honeypot, search_text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (form, idempotency_key) DO NOTHING
       RETURNING id`,
      [
        randomUUID(),
        submission.form,
        submission.site,
        payload,
        now,
        key,
        submission.honeypot ? 1 : 0,
        submission.honeypot ? 1 : 0,
        searchText(submission.data),
      ],
    );
    if (inserted) {
      const id = String(inserted.id);
      if (limits && limits.perClientPerDay > 0) await countClient(tx, limits, now);
      await submission.withIt?.(tx, id, now);
      if (!submission.honeypot) await enqueueDeliveries(tx, id, channels, now);
      return { id, created: true };
    }
    const original = key === null ? undefined : await findByKey(tx, submission.form, key);
    if (!original) throw new Error('Submission was neither stored nor found');
    return { id: original, created: false };
  });
}

async function findByKey(tx: Queryable, form: string, key: string): Promise<string | undefined> {
  const row = await tx.get('SELECT id FROM submissions WHERE form = ? AND idempotency_key = ?', [
    form,
    key,
  ]);
  return row ? String(row.id) : undefined;
}

/**
 * Counts one more submission for the client today; past the cap, throws (the transaction and
 * the count with it are rolled back, so a refused post leaves no trace).
 */
async function countClient(tx: Queryable, limits: IntakeLimits, now: string): Promise<void> {
  const day = now.slice(0, 10);
  if (limits.purge) await tx.run('DELETE FROM intake_counts WHERE day < ?', [day]);
  const row = await tx.get(
    `INSERT INTO intake_counts (client, day, submissions) VALUES (?, ?, 1)
     ON CONFLICT (client, day) DO UPDATE SET submissions = intake_counts.submissions + 1
     RETURNING submissions`,
    [limits.client, day],
  );
  if (Number(row?.submissions ?? 0) > limits.perClientPerDay) {
    throw new IntakeRefusal(
      'daily-cap',
      'We have received as many messages from your connection as we take in a day. Please try again tomorrow, or write to us by e-mail or call.',
    );
  }
}
