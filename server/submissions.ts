import { randomUUID } from 'node:crypto';
import { type Database, insertionOrder, type Queryable } from './db.ts';
import { searchText } from './inbox/search-text.ts';
import { enqueueDeliveries } from './leads/outbox.ts';
import type { Channel } from './leads/settings.ts';

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

/**
 * Stores a submission, and queues its delivery over each of `channels` in the same
 * transaction; returns once both are committed. A repeat of an idempotency key already stored
 * for the same form returns the original id with `created: false` and queues nothing.
 */
export function insertSubmission(
  db: Database,
  submission: NewSubmission,
  channels: readonly Channel[] = [],
): Promise<{ id: string; created: boolean }> {
  const key = submission.idempotencyKey ?? null;
  return db.transaction(async (tx) => {
    const now = new Date().toISOString();
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
        JSON.stringify(submission.data),
        now,
        key,
        submission.honeypot ? 1 : 0,
        submission.honeypot ? 1 : 0,
        searchText(submission.data),
      ],
    );
    if (inserted) {
      const id = String(inserted.id);
      if (!submission.honeypot) await enqueueDeliveries(tx, id, channels, now);
      return { id, created: true };
    }
    const original = await tx.get(
      'SELECT id FROM submissions WHERE form = ? AND idempotency_key = ?',
      [submission.form, key],
    );
    if (!original) throw new Error('Submission was neither stored nor found');
    return { id: String(original.id), created: false };
  });
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
