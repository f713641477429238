/**
 * Real visitors' speed: a sampled page view measures its Web Vitals with Google's `web-vitals`
 * and, once the page is hidden, sends them to the server with `navigator.sendBeacon`: the page's
 * path (no query, no fragment) and up to five numbers. No cookie, no identifier. Nothing is
 * measured for a visitor who asks not to be tracked (Do Not Track, Global Privacy Control), nor
 * when the page's answer did not say to (its `Server-Timing` carries the share of views to
 * report). The library is fetched after the application starts, by sampled views only.
 */
import {
  VITAL_NAMES,
  VITALS_PATH,
  VITALS_SERVER_TIMING,
  type VitalName,
  type VitalsReport,
} from '@zcomm/site-data/vitals';

/** The share of page views to report, as this page's answer gave it (0 when it gave none). */
export function sampleRate(navigation?: PerformanceEntry): number {
  const entry = navigation ?? globalThis.performance?.getEntriesByType?.('navigation')[0];
  const timing = (entry as PerformanceNavigationTiming | undefined)?.serverTiming?.find(
    (candidate) => candidate.name === VITALS_SERVER_TIMING,
  );
  const rate = Number(timing?.description);
  return Number.isFinite(rate) && rate > 0 ? Math.min(rate, 1) : 0;
}

/** Whether the visitor asked not to be tracked. */
export function trackingRefused(visitor: Navigator = navigator): boolean {
  const gpc = (visitor as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return visitor.doNotTrack === '1' || gpc === true;
}

/** A metric as the report carries it: whole milliseconds, CLS to four decimals. */
const reported = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** What `web-vitals` hands each callback (the part read here). */
interface Measured {
  name: string;
  value: number;
}

/**
 * Reports this page view's Web Vitals if it is sampled: resolves once reporting is set up (or
 * decided against). `random` and `load` are for tests.
 */
export async function reportVitals(
  options: { random?: () => number; load?: () => Promise<typeof import('web-vitals')> } = {},
): Promise<boolean> {
  const { random = Math.random, load = () => import('web-vitals') } = options;
  if (typeof navigator.sendBeacon !== 'function' || trackingRefused()) return false;
  const rate = sampleRate();
  if (rate === 0 || random() >= rate) return false;
  // The page the visitor landed on, which the load's metrics belong to: read before the library
  // downloads, as a redirect (a guard's, say) may change the address meanwhile.
  const path = window.location.pathname;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await load();
  let pending: VitalsReport['metrics'] = {};
  const keep = ({ name, value }: Measured) => {
    if ((VITAL_NAMES as readonly string[]).includes(name) && Number.isFinite(value)) {
      pending[name as VitalName] = reported(name as VitalName, Math.max(0, value));
    }
  };
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(keep);
  // Registered after the library's own listeners, so its final values are in by then.
  const send = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    if (Object.keys(pending).length === 0) return;
    const report: VitalsReport = { path, metrics: pending };
    pending = {};
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(report));
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
  return true;
}
