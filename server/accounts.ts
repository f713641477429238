import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';
import { hashPassword } from './passwords.ts';

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

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; only the token's hash is stored, the token goes into the cookie. */
export async function createSession(
  db: Queryable,
  userId: number,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.run('DELETE FROM sessions WHERE expires_at <= ?', [now.toISOString()]);
  await db.run(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    [hashToken(token), userId, now.toISOString(), expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

/** The user of a live session (unexpired), or undefined for an unknown or expired token. */
export async function findSessionUser(
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<Profile | undefined> {
  const row = await db.get(
    `SELECT u.id, u.email, u.name FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.expires_at > ?`,
    [hashToken(token), now.toISOString()],
  );
  return row ? toProfile(row) : undefined;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', [hashToken(token)]);
}
