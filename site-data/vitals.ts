/**
 * Real visitors' speed (Core Web Vitals), as the sites report it and the server keeps it: the
 * metrics, Google's thresholds, where a report goes and how a page learns whether to send one.
 */

/** The metrics a page reports: the three Core Web Vitals, then first paint and first byte. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Google's thresholds per metric: at most the first is good, above the second is poor (times in
 * milliseconds; CLS has no unit). Judged at the 75th percentile of page views.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** How a value fares against the metric's thresholds. */
export function vitalRating(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Where a page sends its report (`POST`, a JSON text sent with `navigator.sendBeacon`). */
export const VITALS_PATH = '/api/vitals';

/**
 * The `Server-Timing` entry of a page's answer that carries the share of page views to report
 * (`vitals;desc="0.5"`): the server's `VITALS_SAMPLE_RATE`, read by the page from its own
 * navigation entry. A page answered without it (a proxy that drops the header) reports nothing.
 */
export const VITALS_SERVER_TIMING = 'vitals';

/** The largest report the server reads, in bytes: five numbers and an address. */
export const VITALS_MAX_BYTES = 1024;

/** The report a page sends: its address (no query, no fragment) and the metrics it has. */
export interface VitalsReport {
  path: string;
  metrics: Partial<Record<VitalName, number>>;
}
