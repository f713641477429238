/**
 * Sign-in sessions, in the database so every server process knows them: only a token's hash
 * is stored, and a session ends at its absolute limit or after its idle time.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Profile } from '@zcomm/site-data/api/auth';
import type { Queryable } from '../db/database.ts';
import { toProfile } from './users.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionTimes {
  /** How long a sign-in lasts at most, however active. */
  lifetimeMs: number;
  /** How long a sign-in lasts without a request. */
  idleMs: number;
}

/**
 * How much of the idle time may pass before a request moves the idle deadline on: a minute, or
 * a tenth of a shorter idle time (a minute's idle time is then moved on too, not spent).
 */
const IDLE_REFRESH_MS = 60_000;
const refreshAfterMs = (idleMs: number) => Math.min(IDLE_REFRESH_MS, idleMs / 10);

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
 * most once a minute, or a tenth of a shorter idle time).
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
  if (idleEnd - now.getTime() < idleMs - refreshAfterMs(idleMs)) {
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
