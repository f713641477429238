/**
 * The retention sweep: submissions older than RETENTION_DAYS erased (with their deliveries and
 * history) at start and every hour, in small batches.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database } from '../db/database.ts';
import { ERASE_BATCH_SIZE, eraseSubmissionsBatch } from './store.ts';

/** How long submissions are kept when `RETENTION_DAYS` is not set. */
export const DEFAULT_RETENTION_DAYS = 365;
/** Longest retention accepted: 100 years. */
export const MAX_RETENTION_DAYS = 36_500;
/** How often the running server erases what has expired. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  /** Submissions older than this many days are erased, with their deliveries. */
  days: number;
  /** Time between sweeps. @default one hour */
  intervalMs?: number;
}

/** `RETENTION_DAYS`: a whole number of days, 1 to 36,500; unset means 365. */
export function parseRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!/^\d+$/.test(value.trim()) || days < 1 || days > MAX_RETENTION_DAYS) {
    throw new Error(
      `RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, not ${JSON.stringify(value)}.`,
    );
  }
  return days;
}

/** The instant before which submissions have expired. */
export function retentionCutoff(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** The pause between two batches of a sweep, so other requests are served in between. */
const SWEEP_PAUSE_MS = 5;

/**
 * Erases every submission older than `days` (with its deliveries and history) in small
 * batches, each a short transaction retried while the database is busy, with a pause between
 * two: a large backlog never holds the database or the server for long. Stops after the
 * batch in progress once `signal` aborts (the server is stopping). Returns how many.
 */
export async function sweepExpired(
  db: Database,
  days: number,
  now: Date = new Date(),
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const { batchSize = ERASE_BATCH_SIZE, signal } = options;
  const cutoff = retentionCutoff(days, now);
  let erased = 0;
  while (!signal?.aborted) {
    const count = await retryWhileBusy(() => eraseSubmissionsBatch(db, cutoff, batchSize));
    erased += count;
    if (count < batchSize) break;
    await delay(SWEEP_PAUSE_MS);
  }
  return erased;
}

/**
 * Erases expired submissions at start and then every `intervalMs`, with writes retried on
 * timers while the database is busy; a failed sweep is logged and tried at the next interval.
 */
export class RetentionSweeper {
  readonly #db: Database;
  readonly #settings: Required<RetentionSettings>;
  readonly #log: FastifyBaseLogger;
  readonly #afterSweep: (() => Promise<void>) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  readonly #stopping = new AbortController();

  constructor(options: {
    db: Database;
    settings: RetentionSettings;
    log: FastifyBaseLogger;
    /** Runs after each sweep: erases the files of what it erased (the bulk orders' artwork). */
    afterSweep?: (() => Promise<void>) | undefined;
  }) {
    this.#db = options.db;
    this.#afterSweep = options.afterSweep;
    this.#settings = {
      intervalMs: RETENTION_SWEEP_INTERVAL_MS,
      ...options.settings,
    };
    this.#log = options.log;
  }

  /** Sweeps once now; resolves when that sweep is done. */
  async sweep(): Promise<void> {
    this.#running ??= (async () => {
      try {
        const erased = await sweepExpired(this.#db, this.#settings.days, new Date(), {
          signal: this.#stopping.signal,
        });
        if (erased > 0) {
          this.#log.info(
            { erased, retentionDays: this.#settings.days },
            'Retention: erased expired submissions',
          );
        }
        await this.#afterSweep?.();
      } catch (error) {
        this.#log.error({ err: error }, 'Retention sweep failed; trying again later');
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /** The sweep at start, then the periodic one. */
  async start(): Promise<void> {
    this.#log.info(
      `Retention: submissions are erased ${this.#settings.days} days after they arrive`,
    );
    await this.sweep();
    this.#timer = setInterval(() => void this.sweep(), this.#settings.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress to finish its batch. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
