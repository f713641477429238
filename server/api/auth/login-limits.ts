/**
 * Failed sign-ins counted per account, from any address, in the database (so every server
 * process counts the same): past the limit, every attempt on the account waits out the window.
 */
import type { Queryable } from '../../db/database.ts';

/** Failed sign-ins each account may have in one window before every attempt is refused. */
export interface AccountLoginLimit {
  max: number;
  windowMs: number;
}

const FAILURE_SWEEP_EVERY_MS = 60_000;
let lastFailureSweep = 0;

const accountKey = (email: string) => `login-account|${email.trim().toLowerCase()}`;

/**
 * Counts one failed sign-in for the e-mail (whether or not an account has it, so the answer
 * never tells), in the database so every server process counts the same; returns the count
 * in the current window.
 */
export async function recordFailedLogin(
  db: Queryable,
  email: string,
  windowMs: number,
  now: number = Date.now(),
): Promise<number> {
  const ends = now + windowMs;
  if (now - lastFailureSweep >= FAILURE_SWEEP_EVERY_MS) {
    // Counters whose window has ended mean nothing: SQLite has no other sweeper for them.
    lastFailureSweep = now;
    await db.run('DELETE FROM rate_limits WHERE window_ends_at <= ?', [now]);
  }
  const row = await db.get(
    `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= ? THEN ?
                             ELSE rate_limits.window_ends_at END
     RETURNING hits`,
    [accountKey(email), ends, now, now, ends],
  );
  return Number(row?.hits ?? 1);
}

/**
 * How many seconds until the e-mail may try again, when its failed sign-ins have reached the
 * limit in the current window; undefined when it may try now.
 */
export async function accountLockedFor(
  db: Queryable,
  email: string,
  limit: AccountLoginLimit,
  now: number = Date.now(),
): Promise<number | undefined> {
  const row = await db.get(
    'SELECT hits, window_ends_at FROM rate_limits WHERE key = ? AND window_ends_at > ?',
    [accountKey(email), now],
  );
  if (!row || Number(row.hits) < limit.max) return undefined;
  return Math.max(1, Math.ceil((Number(row.window_ends_at) - now) / 1000));
}

/** Forgets the e-mail's failed sign-ins (after a successful one). */
export async function clearFailedLogins(db: Queryable, email: string): Promise<void> {
  await db.run('DELETE FROM rate_limits WHERE key = ?', [accountKey(email)]);
}
