import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** What the API returns for a signed-in user: the client keeps it as `currentUser`. */
export interface Profile {
  id: number;
  email: string;
  name: string;
}

export interface UserRecord {
  profile: Profile;
  passwordHash: string;
}

function toProfile(row: Record<string, unknown>): Profile {
  return { id: Number(row.id), email: String(row.email), name: String(row.name) };
}

/** The user with this e-mail, matched without regard to case. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const row = await db.get(
    'SELECT id, email, name, password_hash FROM users WHERE lower(email) = lower(?)',
    [email],
  );
  return row ? { profile: toProfile(row), passwordHash: String(row.password_hash) } : undefined;
}

export class DuplicateUserError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists.`);
    this.name = 'DuplicateUserError';
  }
}

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No user has the e-mail ${email}.`);
    this.name = 'UnknownUserError';
  }
}

/** Creates a user with a scrypt-hashed password; throws DuplicateUserError for a taken e-mail. */
export async function createUser(
  db: Queryable,
  user: { email: string; name: string; password: string },
): Promise<Profile> {
  const passwordHash = await hashPassword(user.password);
  const row = await db.get(
    `INSERT INTO users (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING
     RETURNING id, email, name`,
    [user.email, user.name, passwordHash, new Date().toISOString()],
  );
  if (!row) throw new DuplicateUserError(user.email);
  return toProfile(row);
}

/** A staff account as the command line lists it. */
export interface UserSummary extends Profile {
  createdAt: string;
  /** Sessions that have not ended (signed in on so many browsers). */
  sessions: number;
}

/** Every user, oldest first, with how many live sessions each has. */
export async function listUsers(db: Queryable, now: Date = new Date()): Promise<UserSummary[]> {
  const rows = await db.all(
    `SELECT u.id, u.email, u.name, u.created_at,
       (SELECT count(*) FROM sessions s
        WHERE s.user_id = u.id AND s.expires_at > ? AND s.idle_expires_at > ?) AS sessions
     FROM users u ORDER BY u.id`,
    [now.toISOString(), now.toISOString()],
  );
  return rows.map((row) => ({
    ...toProfile(row),
    createdAt: String(row.created_at),
    sessions: Number(row.sessions),
  }));
}

/** Removes a user and, with it, every session of theirs; throws UnknownUserError. */
export async function deleteUser(db: Queryable, email: string): Promise<Profile> {
  const row = await db.get(
    'DELETE FROM users WHERE lower(email) = lower(?) RETURNING id, email, name',
    [email],
  );
  if (!row) throw new UnknownUserError(email);
  await db.run('DELETE FROM sessions WHERE user_id = ?', [Number(row.id)]);
  return toProfile(row);
}

/**
 * Gives a user a new password and ends every session of theirs (whoever knew the old one is
 * signed out). Throws UnknownUserError. Resolves with how many sessions ended.
 */
export async function changePassword(
  db: Queryable,
  email: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const row = await db.get(
    'UPDATE users SET password_hash = ? WHERE lower(email) = lower(?) RETURNING id',
    [passwordHash, email],
  );
  if (!row) throw new UnknownUserError(email);
  const { changes } = await db.run('DELETE FROM sessions WHERE user_id = ?', [Number(row.id)]);
  return changes;
}

/** Ends every session of a user (signs them out on every browser); throws UnknownUserError. */
export async function endSessions(db: Queryable, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownUserError(email);
  const { changes } = await db.run('DELETE FROM sessions WHERE user_id = ?', [user.profile.id]);
  return changes;
}

/** The e-mails of the accounts that `password` signs in to (checked against every hash). */
export async function accountsWithPassword(db: Queryable, password: string): Promise<string[]> {
  const rows = await db.all('SELECT email, password_hash FROM users ORDER BY id');
  const matches = await Promise.all(
    rows.map(async (row) =>
      (await verifyPassword(password, String(row.password_hash))) ? String(row.email) : undefined,
    ),
  );
  return matches.filter((email): email is string => email !== undefined);
}

/**
 * Makes sure the account exists with exactly this password: created when missing, its
 * password replaced when it differs (its sessions then end). Used by the local demo only.
 */
export async function ensureUserWithPassword(
  db: Queryable,
  user: { email: string; name: string; password: string },
): Promise<void> {
  let existing = await findUserByEmail(db, user.email);
  if (!existing) {
    try {
      await createUser(db, user);
      return;
    } catch (error) {
      // Another process starting on the same database created it first: check its password.
      if (!(error instanceof DuplicateUserError)) throw error;
      existing = await findUserByEmail(db, user.email);
      if (!existing) throw error;
    }
  }
  if (!(await verifyPassword(user.password, existing.passwordHash))) {
    await changePassword(db, user.email, user.password);
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionTimes {
  /** How long a sign-in lasts at most, however active. */
  lifetimeMs: number;
  /** How long a sign-in lasts without a request. */
  idleMs: number;
}

/** How much of the idle time may pass before a request moves the idle deadline on. */
const IDLE_REFRESH_MS = 60_000;

/** Starts a session; only the token's hash is stored, the token goes into the cookie. */
export async function createSession(
  db: Queryable,
  userId: number,
  times: SessionTimes,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + times.lifetimeMs);
  const idleExpiresAt = new Date(Math.min(now.getTime() + times.idleMs, expiresAt.getTime()));
  await db.run('DELETE FROM sessions WHERE expires_at <= ? OR idle_expires_at <= ?', [
    now.toISOString(),
    now.toISOString(),
  ]);
  await db.run(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, idle_expires_at, idle_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      hashToken(token),
      userId,
      now.toISOString(),
      expiresAt.toISOString(),
      idleExpiresAt.toISOString(),
      times.idleMs,
    ],
  );
  return { token, expiresAt };
}

/**
 * The user of a live session, or undefined for an unknown token or a session past its absolute
 * end or idle for longer than its idle time. Each use moves the idle deadline on (written at
 * most once a minute).
 */
export async function findSessionUser(
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<Profile | undefined> {
  const tokenHash = hashToken(token);
  const row = await db.get(
    `SELECT u.id, u.email, u.name, s.expires_at, s.idle_expires_at, s.idle_ms
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.expires_at > ? AND s.idle_expires_at > ?`,
    [tokenHash, now.toISOString(), now.toISOString()],
  );
  if (!row) return undefined;
  const idleMs = Number(row.idle_ms);
  const idleEnd = Date.parse(String(row.idle_expires_at));
  if (idleEnd - now.getTime() < idleMs - IDLE_REFRESH_MS) {
    const next = Math.min(now.getTime() + idleMs, Date.parse(String(row.expires_at)));
    // A lost refresh only shortens this session by a minute: never worth failing the request.
    await db
      .run('UPDATE sessions SET idle_expires_at = ? WHERE token_hash = ?', [
        new Date(next).toISOString(),
        tokenHash,
      ])
      .catch(() => undefined);
  }
  return toProfile(row);
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', [hashToken(token)]);
}

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
