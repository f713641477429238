/**
 * Failed sign-ins, counted in the database (so every server process counts the same) as OWASP's
 * authentication guidance describes, so that guessing stops without anyone being able to shut
 * the real staff member out:
 * - per account and address: an address that keeps failing on one account waits out the window;
 * - per account from every unknown device together: past the limit, attempts are spaced out
 *   (one per delay), never refused for the whole window;
 * - a device the account has signed in on before (its signed device cookie) has an allowance of
 *   its own, untouched by anyone else's failures.
 * An operator clears an account's counters with `npm run users -- unlock` (or a new password).
 */
import type { Queryable } from '../db/database.ts';

export interface AccountLoginLimit {
  /**
   * Failed sign-ins on one account from one address, or from one device it signed in on before,
   * within the window; past it that address (or device) waits for the window to end.
   */
  max: number;
  /** The window of every counter, in milliseconds. */
  windowMs: number;
  /**
   * Failed sign-ins on one account from every device it has not signed in on, together, within
   * the window; past it those devices get one attempt on the account per `delayMs`.
   */
  accountMax: number;
  /** The spacing of attempts from unknown devices once `accountMax` is reached. */
  delayMs: number;
}

/** One sign-in attempt as the counters see it. */
export interface LoginAttempt {
  /** The account's e-mail in its normal form (emailKey). */
  account: string;
  /** The client's address as the rate limits count it (rateLimitKey). */
  address: string;
  /** The nonce of a valid device cookie of this account, when the browser has one. */
  device?: string | undefined;
}

const FAILURE_SWEEP_EVERY_MS = 60_000;
let lastFailureSweep = 0;

const accountCounter = (account: string) => `login-account|${account}`;
const waitCounter = (account: string) => `login-wait|${account}`;
const addressCounter = (account: string, address: string) => `login-address|${account}|${address}`;
const deviceCounter = (account: string, device: string) => `login-device|${account}|${device}`;

/** The counter this attempt's own allowance is kept in: its device's, or its address's. */
const ownCounter = (attempt: LoginAttempt) =>
  attempt.device === undefined
    ? addressCounter(attempt.account, attempt.address)
    : deviceCounter(attempt.account, attempt.device);

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** Counts one more hit on a counter, starting a new window once the last has ended. */
async function countHit(db: Queryable, key: string, windowMs: number, now: number) {
  const ends = now + windowMs;
  const row = await db.get(
    `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= ? THEN ?
                             ELSE rate_limits.window_ends_at END
     RETURNING hits`,
    [key, ends, now, now, ends],
  );
  return Number(row?.hits ?? 1);
}

async function liveCounter(db: Queryable, key: string, now: number) {
  const row = await db.get(
    'SELECT hits, window_ends_at FROM rate_limits WHERE key = ? AND window_ends_at > ?',
    [key, now],
  );
  return row ? { hits: Number(row.hits), endsAt: Number(row.window_ends_at) } : undefined;
}

/**
 * Whether this attempt may go on to the password check: undefined when it may, or how many
 * seconds it must wait. An attempt from an unknown device on an account past its limit takes
 * the account's next slot here, so parallel guesses cannot share one.
 */
export async function loginRefusal(
  db: Queryable,
  attempt: LoginAttempt,
  limit: AccountLoginLimit,
  now: number = Date.now(),
): Promise<number | undefined> {
  const own = await liveCounter(db, ownCounter(attempt), now);
  if (own && own.hits >= limit.max) return secondsUntil(own.endsAt, now);
  if (attempt.device !== undefined) return undefined;
  const account = await liveCounter(db, accountCounter(attempt.account), now);
  if (!account || account.hits < limit.accountMax) return undefined;
  const claimed = await db.get(
    `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 0, ?)
     ON CONFLICT (key) DO UPDATE SET window_ends_at = excluded.window_ends_at
       WHERE rate_limits.window_ends_at <= ?
     RETURNING key`,
    [waitCounter(attempt.account), now + limit.delayMs, now],
  );
  if (claimed) return undefined;
  const wait = await liveCounter(db, waitCounter(attempt.account), now);
  return secondsUntil(wait?.endsAt ?? now + limit.delayMs, now);
}

/**
 * Counts one failed sign-in (whether or not an account has the e-mail, so the answer never
 * tells): on the device's own counter, or on the address's and the account's; an account past
 * its limit then makes unknown devices wait `delayMs` before the next attempt.
 */
export async function recordLoginFailure(
  db: Queryable,
  attempt: LoginAttempt,
  limit: AccountLoginLimit,
  now: number = Date.now(),
): Promise<void> {
  if (now - lastFailureSweep >= FAILURE_SWEEP_EVERY_MS) {
    // Counters whose window has ended mean nothing: SQLite has no other sweeper for them.
    lastFailureSweep = now;
    await db.run('DELETE FROM rate_limits WHERE window_ends_at <= ?', [now]);
  }
  await countHit(db, ownCounter(attempt), limit.windowMs, now);
  if (attempt.device !== undefined) return;
  const failures = await countHit(db, accountCounter(attempt.account), limit.windowMs, now);
  if (failures < limit.accountMax) return;
  await db.run(
    `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 0, ?)
     ON CONFLICT (key) DO UPDATE SET window_ends_at = excluded.window_ends_at`,
    [waitCounter(attempt.account), now + limit.delayMs],
  );
}

/**
 * After a successful sign-in: forgets the failures of this address or device on the account
 * (the failures of unknown devices together still count until their window ends).
 */
export async function recordLoginSuccess(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.run('DELETE FROM rate_limits WHERE key = ?', [ownCounter(attempt)]);
}

/**
 * Clears every failure counter of an account (`npm run users -- unlock`, a new password);
 * resolves with how many counters there were.
 */
export async function clearLoginCounters(db: Queryable, account: string): Promise<number> {
  const addresses = addressCounter(account, '');
  const devices = deviceCounter(account, '');
  const { changes } = await db.run(
    `DELETE FROM rate_limits WHERE key IN (?, ?)
       OR substr(key, 1, ?) = ? OR substr(key, 1, ?) = ?`,
    [
      accountCounter(account),
      waitCounter(account),
      addresses.length,
      addresses,
      devices.length,
      devices,
    ],
  );
  return changes;
}
