/**
 * How real visitors' Web Vitals are kept without keeping visitors: each reported value only
 * adds one to a bucket's count, per day, site, kind of page and metric. The buckets' bounds
 * include Google's thresholds, so a 75th percentile read from them is rated exactly; within a
 * bucket it is interpolated.
 */
import { VITAL_NAMES, type VitalName, vitalRating } from '@zcomm/site-data/vitals';

/** Upper bounds of the time metrics' buckets, in milliseconds; past the last, one more bucket. */
const TIME_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000,
  3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
] as const;

/** Upper bounds of the layout-shift buckets (a score without a unit). */
const SHIFT_BOUNDS = [
  0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5,
] as const;

/** The bounds of a metric's buckets. */
export function bucketBounds(name: VitalName): readonly number[] {
  return name === 'CLS' ? SHIFT_BOUNDS : TIME_BOUNDS;
}

/** The largest value a report may give (a minute; a layout-shift score of 100). */
export function vitalMaximum(name: VitalName): number {
  return name === 'CLS' ? 100 : 600_000;
}

/** The bucket a value falls in: the first whose upper bound it does not pass. */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = bucketBounds(name);
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** One bucket's count. */
export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The `q` quantile of the values counted in the buckets: the nearest-rank value's bucket,
 * interpolated linearly within it (the last, open bucket gives its lower bound). Null for none.
 */
export function bucketQuantile(
  name: VitalName,
  counts: readonly BucketCount[],
  q: number,
): number | null {
  const sorted = counts.filter((entry) => entry.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const bounds = bucketBounds(name);
  const rank = Math.max(1, Math.ceil(q * total));
  let before = 0;
  for (const { bucket, count } of sorted) {
    if (before + count >= rank) {
      const lower = bucket === 0 ? 0 : (bounds[bucket - 1] ?? 0);
      const upper = bounds[bucket];
      if (upper === undefined) return lower;
      return lower + ((upper - lower) * (rank - before)) / count;
    }
    before += count;
  }
  return null;
}

/** A metric's 75th percentile over some page views, rated against Google's thresholds. */
export interface VitalSummary {
  site: string;
  page_kind: string;
  metric: VitalName;
  /** How many page views reported it. */
  count: number;
  /** Milliseconds (CLS: a score). */
  p75: number;
  rating: ReturnType<typeof vitalRating>;
}

/** One stored row: a bucket's count for a day, site, kind of page and metric. */
export interface VitalsRow {
  site: string;
  page_kind: string;
  metric: string;
  bucket: number;
  count: number;
}

const isVitalName = (name: string): name is VitalName =>
  (VITAL_NAMES as readonly string[]).includes(name);

/**
 * The 75th percentiles per site, kind of page and metric, from rows of any number of days
 * (their buckets summed): sites and kinds in name order, metrics in the report's order.
 */
export function summarize(rows: readonly VitalsRow[]): VitalSummary[] {
  const groups = new Map<string, { site: string; kind: string; metric: VitalName }>();
  const buckets = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (!isVitalName(row.metric)) continue;
    const key = `${row.site}|${row.page_kind}|${row.metric}`;
    if (!groups.has(key))
      groups.set(key, { site: row.site, kind: row.page_kind, metric: row.metric });
    const counts = buckets.get(key) ?? new Map<number, number>();
    counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count);
    buckets.set(key, counts);
  }
  const order = (metric: VitalName) => VITAL_NAMES.indexOf(metric);
  return [...groups.entries()]
    .sort(
      ([, a], [, b]) =>
        a.site.localeCompare(b.site) ||
        a.kind.localeCompare(b.kind) ||
        order(a.metric) - order(b.metric),
    )
    .flatMap(([key, { site, kind, metric }]) => {
      const counts = [...(buckets.get(key) ?? [])].map(([bucket, count]) => ({ bucket, count }));
      const p75 = bucketQuantile(metric, counts, 0.75);
      if (p75 === null) return [];
      const count = counts.reduce((sum, entry) => sum + entry.count, 0);
      const rounded = metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
      return [
        {
          site,
          page_kind: kind,
          metric,
          count,
          p75: rounded,
          rating: vitalRating(metric, rounded),
        },
      ];
    });
}
