import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './db.ts';
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

export function findUserByEmail(db: Database, email: string): UserRecord | undefined {
  const row = db
    .prepare('SELECT id, email, name, password_hash FROM users WHERE email = ?')
    .get(email);
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
  db: Database,
  user: { email: string; name: string; password: string },
): Promise<Profile> {
  const passwordHash = await hashPassword(user.password);
  const row = db
    .prepare(
      `INSERT INTO users (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING
       RETURNING id, email, name`,
    )
    .get(user.email, user.name, passwordHash, new Date().toISOString());
  if (!row) throw new DuplicateUserError(user.email);
  return toProfile(row);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; only the token's hash is stored, the token goes into the cookie. */
export function createSession(
  db: Database,
  userId: number,
  lifetimeMs: number,
): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), userId, now.toISOString(), expiresAt.toISOString());
  return { token, expiresAt };
}

export function deleteSession(db: Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** The user of a live session (unexpired), or undefined for an unknown or expired token. */
export function findSessionUser(
  db: Database,
  token: string,
  now: Date = new Date(),
): Profile | undefined {
  const row = db
    .prepare(
      `SELECT u.id, u.email, u.name FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(hashToken(token), now.toISOString());
  return row ? toProfile(row) : undefined;
}
