import { VITAL_NAMES, VITAL_THRESHOLDS, vitalRating } from '@zcomm/site-data/vitals';
import { describe, expect, it } from 'vitest';
import {
  bucketBounds,
  bucketOf,
  bucketQuantile,
  summarize,
  type VitalsRow,
} from '../../server/vitals/aggregate.ts';

/** The rows a list of values makes for one site, kind of page and metric. */
function rowsOf(metric: (typeof VITAL_NAMES)[number], values: number[]): VitalsRow[] {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].map(([bucket, count]) => ({
    site: 'workwear',
    page_kind: 'collection',
    metric,
    bucket,
    count,
  }));
}

describe('web vitals buckets', () => {
  it("have Google's thresholds among their bounds, so a percentile is rated exactly", () => {
    for (const name of VITAL_NAMES) {
      for (const threshold of VITAL_THRESHOLDS[name]) {
        expect(bucketBounds(name), `${name} ${threshold}`).toContain(threshold);
      }
    }
  });

  it('put a value in the first bucket whose bound it does not pass, past the last in one more', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 50)).toBe(0);
    expect(bucketOf('LCP', 50.5)).toBe(1);
    expect(bucketBounds('LCP')[bucketOf('LCP', 2500)]).toBe(2500);
    expect(bucketBounds('LCP')[bucketOf('LCP', 2501)]).toBe(3000);
    expect(bucketOf('LCP', 600_000)).toBe(bucketBounds('LCP').length);
    expect(bucketBounds('CLS')[bucketOf('CLS', 0.1)]).toBe(0.1);
    expect(bucketBounds('CLS')[bucketOf('CLS', 0.11)]).toBe(0.15);
  });
});

describe('the 75th percentile from the buckets', () => {
  it('is interpolated within the bucket of the nearest rank', () => {
    // Four values in (2000, 2500]: ranks 1–4; the 75th percentile is the 3rd of 4.
    const counts = [{ bucket: bucketOf('LCP', 2100), count: 4 }];
    expect(bucketQuantile('LCP', counts, 0.75)).toBe(2000 + (500 * 3) / 4);
    expect(bucketQuantile('LCP', [], 0.75)).toBeNull();
  });

  it('stays within one bucket of the exact value, and on the right side of each threshold', () => {
    const values = Array.from({ length: 400 }, (_, index) => 300 + ((index * 7919) % 3700));
    const sorted = [...values].sort((a, b) => a - b);
    const exact = sorted[Math.ceil(0.75 * sorted.length) - 1] ?? 0;
    const estimate = bucketQuantile('LCP', rowsOf('LCP', values), 0.75) ?? 0;
    const bucket = bucketOf('LCP', exact);
    expect(estimate).toBeGreaterThan(bucket === 0 ? 0 : (bucketBounds('LCP')[bucket - 1] ?? 0));
    expect(estimate).toBeLessThanOrEqual(bucketBounds('LCP')[bucket] ?? Infinity);
    expect(vitalRating('LCP', estimate)).toBe(vitalRating('LCP', exact));
  });

  it('gives the open last bucket its lower bound', () => {
    expect(bucketQuantile('INP', rowsOf('INP', [90_000, 120_000]), 0.75)).toBe(60_000);
  });
});

describe('summarize', () => {
  it('sums the days, rates each metric and orders sites, kinds and metrics', () => {
    const rows: VitalsRow[] = [
      ...rowsOf('CLS', [0.3, 0.3, 0.3, 0.01]),
      ...rowsOf('LCP', [1000, 1100, 1200, 1150]),
      // The same bucket on another day: counted together.
      ...rowsOf('LCP', [1100]),
      { site: 'agency', page_kind: 'home', metric: 'INP', bucket: bucketOf('INP', 240), count: 3 },
      // Not a metric the server knows: left out.
      { site: 'agency', page_kind: 'home', metric: 'FID', bucket: 0, count: 9 },
    ];
    expect(summarize(rows)).toEqual([
      expect.objectContaining({ site: 'agency', page_kind: 'home', metric: 'INP', count: 3 }),
      {
        site: 'workwear',
        page_kind: 'collection',
        metric: 'LCP',
        count: 5,
        p75: expect.any(Number),
        rating: 'good',
      },
      {
        site: 'workwear',
        page_kind: 'collection',
        metric: 'CLS',
        count: 4,
        p75: expect.any(Number),
        rating: 'poor',
      },
    ]);
    const [inp, lcp] = summarize(rows);
    expect(inp?.rating).toBe('needs-improvement');
    expect(lcp?.p75).toBeGreaterThan(1000);
    expect(lcp?.p75).toBeLessThanOrEqual(1200);
  });
});
