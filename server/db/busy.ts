/**
 * A database another connection holds: SQLite's busy and locked errors, and retrying a write on
 * timers while they last, so a waiting write never blocks the event loop.
 */
import { channel } from 'node:diagnostics_channel';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from './database.ts';
import { SqliteDatabase } from './sqlite.ts';

/**
 * Told of each write tried again while the database was busy: the metrics subscribe and count
 * them, so the database needs to know nothing of who listens.
 */
export const busyRetries = channel('zcomm:database-busy-retry');

/** True for SQLite's "database is locked" / "database is busy" errors. */
export function isDatabaseBusy(error: unknown): boolean {
  const candidate = error as { code?: unknown; errcode?: unknown };
  return (
    candidate?.code === 'ERR_SQLITE_ERROR' &&
    typeof candidate.errcode === 'number' &&
    // SQLITE_BUSY and SQLITE_LOCKED, with their extended codes.
    ((candidate.errcode & 0xff) === 5 || (candidate.errcode & 0xff) === 6)
  );
}

/**
 * From now on a statement waits at most 10 ms for a lock (blocking the event loop that long);
 * the running server retries writes on timers instead (`retryWhileBusy`).
 */
export function applyServerBusyTimeout(db: Database): void {
  if (db instanceof SqliteDatabase) db.connection.exec('PRAGMA busy_timeout = 10');
}
/** How long a write keeps retrying (without blocking) before the request gets a 503. */
export const WRITE_RETRY_DEADLINE_MS = 1000;

/**
 * Runs a write, retrying it while another connection holds the database: each try waits at
 * most the server's busy timeout (10 ms) inside SQLite, and the waits between tries are timers, so
 * other requests keep being served. After `deadlineMs` the busy error is thrown (the API
 * answers it with 503 and `Retry-After`).
 */
export async function retryWhileBusy<T>(
  work: () => T | Promise<T>,
  deadlineMs: number = WRITE_RETRY_DEADLINE_MS,
): Promise<T> {
  const deadline = performance.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error) || performance.now() >= deadline) throw error;
    }
    busyRetries.publish(undefined);
    const pause = Math.min(100, 5 * 2 ** attempt, Math.max(0, deadline - performance.now()));
    await delay(pause);
  }
}
