/**
 * The API's rate-limit counters in the database (`rate_limits`), for several server processes
 * on one PostgreSQL: every process counts the same requests.
 */
import { retryWhileBusy } from '../db/busy.ts';
import type { Database } from '../db/database.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  /** The route a child store counts for (set by @fastify/rate-limit for per-route limits). */
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often a process deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store whose counters live in the database (`rate_limits`), so every
 * server process on one database counts the same requests. One statement per request: an
 * upsert that starts a new window once the last one has ended, or counts one more hit in it.
 */
export function databaseRateLimitStore(db: Database) {
  let lastSweep = 0;

  function sweep(now: number): void {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    retryWhileBusy(() => db.run('DELETE FROM rate_limits WHERE window_ends_at <= ?', [now])).catch(
      () => {
        // Old counters wait for the next sweep; no request depends on them.
      },
    );
  }

  return class DatabaseRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      this.#prefix = route ? `${method ?? ''} ${route.url ?? ''}|` : '|';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const ends = now + timeWindow;
      retryWhileBusy(() =>
        db.get(
          `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 1, ?)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limits.window_ends_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
             window_ends_at = CASE WHEN rate_limits.window_ends_at <= ? THEN ?
                                   ELSE rate_limits.window_ends_at END
           RETURNING hits, window_ends_at`,
          [this.#prefix + key, ends, now, now, ends],
        ),
      ).then(
        (row) => {
          sweep(now);
          callback(null, {
            current: Number(row?.hits ?? 1),
            ttl: Math.max(0, Number(row?.window_ends_at ?? ends) - now),
          });
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.get('SELECT hits, window_ends_at FROM rate_limits WHERE key = ? AND window_ends_at > ?', [
        this.#prefix + key,
        now,
      ]).then(
        (row) =>
          callback(
            null,
            row
              ? { current: Number(row.hits), ttl: Number(row.window_ends_at) - now }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
