/**
 * The kept Web Vitals: bucket counts per UTC day, site, kind of page and metric (the table
 * `web_vitals`). Reports are counted in memory and written every few seconds in one short
 * transaction, so a busy site costs the database one write per interval, not one per page view;
 * a read writes what is pending first. Days older than the kept window are erased.
 */

import type { VitalName } from '@zcomm/site-data/vitals';
import type { FastifyBaseLogger } from 'fastify';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database } from '../db/database.ts';
import { bucketOf, summarize, type VitalSummary, type VitalsRow } from './aggregate.ts';

/** How often the counted reports are written. */
export const VITALS_FLUSH_INTERVAL_MS = 5_000;
/** How many days of counts are kept (the staff view reads at most this many). */
export const VITALS_KEPT_DAYS = 90;
/** The days the staff view and the metrics read by default, as Google's field data does. */
export const VITALS_DEFAULT_DAYS = 28;

const DAY_MS = 24 * 60 * 60_000;

/** A UTC day, `YYYY-MM-DD`. */
export const dayOf = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

export class VitalsStore {
  readonly #db: Database;
  readonly #log: Pick<FastifyBaseLogger, 'error'> | undefined;
  /** Counts not written yet, by `day|site|kind|metric|bucket`. */
  #pending = new Map<string, number>();
  #writing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Database, log?: Pick<FastifyBaseLogger, 'error'>) {
    this.#db = db;
    this.#log = log;
  }

  /** Counts one page view's metrics. */
  record(
    site: string,
    kind: string,
    metrics: Partial<Record<VitalName, number>>,
    now = Date.now(),
  ): void {
    const day = dayOf(now);
    for (const [name, value] of Object.entries(metrics) as [VitalName, number][]) {
      const key = `${day}|${site}|${kind}|${name}|${bucketOf(name, value)}`;
      this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    }
  }

  /** Writes the pending counts every interval until `stop`. */
  start(intervalMs = VITALS_FLUSH_INTERVAL_MS): void {
    this.#timer ??= setInterval(() => {
      this.flush().catch((error: unknown) => {
        this.#log?.error({ err: error }, 'Web vitals: could not write the counts; kept for later');
      });
    }, intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is pending. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  /** Writes the pending counts (after a write in progress); a failed write keeps them. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    this.#writing = retryWhileBusy(() =>
      this.#db.transaction(async (tx) => {
        for (const [key, count] of batch) {
          const [day, site, kind, metric, bucket] = key.split('|');
          await tx.run(
            `INSERT INTO web_vitals (day, site, page_kind, metric, bucket, count)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (day, site, page_kind, metric, bucket)
             DO UPDATE SET count = web_vitals.count + excluded.count`,
            [day ?? '', site ?? '', kind ?? '', metric ?? '', Number(bucket), count],
          );
        }
      }),
    )
      .catch((error: unknown) => {
        for (const [key, count] of batch) {
          this.#pending.set(key, (this.#pending.get(key) ?? 0) + count);
        }
        throw error;
      })
      .finally(() => {
        this.#writing = undefined;
      });
    await this.#writing;
  }

  /** The 75th percentiles of the last `days` UTC days (today included), pending counts written. */
  async summary(days = VITALS_DEFAULT_DAYS, now = Date.now()): Promise<VitalSummary[]> {
    await this.flush();
    const rows = await this.#db.all(
      `SELECT site, page_kind, metric, bucket, SUM(count) AS count FROM web_vitals
       WHERE day >= ? GROUP BY site, page_kind, metric, bucket`,
      [dayOf(now - (days - 1) * DAY_MS)],
    );
    return summarize(
      rows.map(
        (row): VitalsRow => ({
          site: String(row.site),
          page_kind: String(row.page_kind),
          metric: String(row.metric),
          bucket: Number(row.bucket),
          count: Number(row.count),
        }),
      ),
    );
  }

  /** Erases the days before the kept window. */
  async eraseOld(now = Date.now()): Promise<number> {
    const { changes } = await retryWhileBusy(() =>
      this.#db.run('DELETE FROM web_vitals WHERE day < ?', [
        dayOf(now - (VITALS_KEPT_DAYS - 1) * DAY_MS),
      ]),
    );
    return changes;
  }
}
