/**
 * Staff accounts: created, listed, given a new password or removed (by the users command and
 * the local demo), and found by e-mail at sign-in. Passwords are stored as scrypt hashes.
 */

import type { Profile } from '@zcomm/site-data/api/auth';
import type { Queryable } from '../db/database.ts';
import { emailKey } from '../shared/email-key.ts';
import { clearLoginCounters } from './login-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface UserRecord {
  profile: Profile;
  passwordHash: string;
}

/** A user row as the profile the API returns. */
export function toProfile(row: Record<string, unknown>): Profile {
  return { id: Number(row.id), email: String(row.email), name: String(row.name) };
}

/** The user with this e-mail, matched in the one normal form of addresses (emailKey). */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const row = await db.get('SELECT id, email, name, password_hash FROM users WHERE email_key = ?', [
    emailKey(email),
  ]);
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
    `INSERT INTO users (email, email_key, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING
     RETURNING id, email, name`,
    [user.email, emailKey(user.email), user.name, passwordHash, new Date().toISOString()],
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
  const row = await db.get('DELETE FROM users WHERE email_key = ? RETURNING id, email, name', [
    emailKey(email),
  ]);
  if (!row) throw new UnknownUserError(email);
  await db.run('DELETE FROM sessions WHERE user_id = ?', [Number(row.id)]);
  return toProfile(row);
}

/**
 * Gives a user a new password, ends every session of theirs (whoever knew the old one is
 * signed out) and clears the account's failed sign-ins. Throws UnknownUserError. Resolves with
 * how many sessions ended.
 */
export async function changePassword(
  db: Queryable,
  email: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const row = await db.get('UPDATE users SET password_hash = ? WHERE email_key = ? RETURNING id', [
    passwordHash,
    emailKey(email),
  ]);
  if (!row) throw new UnknownUserError(email);
  await clearLoginCounters(db, emailKey(email));
  const { changes } = await db.run('DELETE FROM sessions WHERE user_id = ?', [Number(row.id)]);
  return changes;
}

/**
 * Clears an account's failed sign-ins, so it may sign in at once from anywhere; throws
 * UnknownUserError. Resolves with how many counters there were.
 */
export async function unlockUser(db: Queryable, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownUserError(email);
  return clearLoginCounters(db, emailKey(email));
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
