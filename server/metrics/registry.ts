/**
 * The server's Prometheus metrics: one registry for the process, its instruments, and the small
 * API the rest of the server records through (`observeRequest`, `observeStorefrontCall`, …).
 * Every label takes a value from a short fixed list (sites, route kinds, shops, channels,
 * outcomes): never a handle, an id or an address. Recording costs a few hash look-ups, so the
 * calls stay in place when no one scrapes; `GET /metrics` is served on a listener of its own
 * (`server.ts`), never on the sites' hosts.
 */
import { siteIds, tenants } from '@zcomm/site-data/tenants';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { busyRetries } from '../db/busy.ts';

/** The process's registry: what `GET /metrics` shows. */
export const registry = new Registry();

/** What kind of route answered a request (a label on the request metrics). */
export type RouteKind =
  | 'page'
  | 'product'
  | 'api'
  | 'inbox'
  | 'storefront_gateway'
  | 'storefront_simulator'
  | 'vitals'
  | 'asset'
  | 'health';

/** Latency buckets (seconds) of the server's answers: a prerendered page to a slow render. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Latency buckets (seconds) of a storefront call: the simulator in process to a slow shop. */
const STOREFRONT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = new Histogram({
  name: 'zcomm_http_request_duration_seconds',
  help: 'Time from a request to its answer, by site, route kind and status class.',
  labelNames: ['site', 'route_kind', 'status_class'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

const requests = new Counter({
  name: 'zcomm_http_requests_total',
  help: 'Requests answered, by site, route kind and status class.',
  labelNames: ['site', 'route_kind', 'status_class'] as const,
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: 'zcomm_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route kind.',
  labelNames: ['route_kind'] as const,
  registers: [registry],
});

const signInFailures = new Counter({
  name: 'zcomm_sign_in_failures_total',
  help: 'Sign-ins refused for a wrong e-mail or password.',
  registers: [registry],
});

const signInLimited = new Counter({
  name: 'zcomm_sign_in_limited_total',
  help: 'Sign-ins refused by a limit (per address or per account).',
  registers: [registry],
});

const storefrontDuration = new Histogram({
  name: 'zcomm_storefront_request_duration_seconds',
  help: 'Time a Storefront API call took, by shop, operation and outcome.',
  labelNames: ['shop', 'operation', 'outcome'] as const,
  buckets: STOREFRONT_BUCKETS,
  registers: [registry],
});

const storefrontCalls = new Counter({
  name: 'zcomm_storefront_requests_total',
  help: "Storefront API calls, by shop, operation and outcome (ok, error, throttled, timeout, or refused by the gateway's budget).",
  labelNames: ['shop', 'operation', 'outcome'] as const,
  registers: [registry],
});

const cacheLookups = new Counter({
  name: 'zcomm_product_cache_lookups_total',
  help: 'Product cache look-ups, by cache and outcome (hit, miss, stale).',
  labelNames: ['cache', 'outcome'] as const,
  registers: [registry],
});

const databaseBusyRetries = new Counter({
  name: 'zcomm_database_busy_retries_total',
  help: 'Writes tried again because another connection held the database.',
  registers: [registry],
});
// The database tells of each write it tried again while busy (`retryWhileBusy`).
busyRetries.subscribe(() => databaseBusyRetries.inc());

const deliveries = new Counter({
  name: 'zcomm_outbox_deliveries_total',
  help: 'Lead delivery attempts, by channel and outcome (sent, retried, failed).',
  labelNames: ['channel', 'outcome'] as const,
  registers: [registry],
});

/** The outbox's state, read from the database at each scrape (`refreshOutbox`). */
export const outboxGauges = {
  pending: new Gauge({
    name: 'zcomm_outbox_pending_deliveries',
    help: 'Deliveries waiting to go out, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  oldestAge: new Gauge({
    name: 'zcomm_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest delivery waiting to go out, by channel (0 when none waits).',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  failed: new Gauge({
    name: 'zcomm_outbox_failed_deliveries',
    help: 'Deliveries given up and not sent again yet, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  heldByCap: new Gauge({
    name: 'zcomm_lead_emails_held_by_cap',
    help: 'Lead e-mails due but held back by the cap on e-mails a minute (LEAD_EMAILS_PER_MINUTE).',
    registers: [registry],
  }),
};

/**
 * Real visitors' Web Vitals over the last 28 days (from `POST /api/vitals`), read from the
 * database at each scrape: the 75th percentile per site, kind of page and metric.
 */
export const vitalsGauges = {
  p75Seconds: new Gauge({
    name: 'zcomm_web_vitals_p75_seconds',
    help: "75th percentile of real page views' LCP, INP, FCP and TTFB over the last 28 days, by site, kind of page and metric.",
    labelNames: ['site', 'page_kind', 'metric'] as const,
    registers: [registry],
  }),
  clsP75: new Gauge({
    name: 'zcomm_web_vitals_cls_p75',
    help: "75th percentile of real page views' cumulative layout shift over the last 28 days, by site and kind of page.",
    labelNames: ['site', 'page_kind'] as const,
    registers: [registry],
  }),
  pageViews: new Gauge({
    name: 'zcomm_web_vitals_page_views',
    help: 'Page views that reported a metric over the last 28 days, by site, kind of page and metric.',
    labelNames: ['site', 'page_kind', 'metric'] as const,
    registers: [registry],
  }),
};

export const readyGauge = new Gauge({
  name: 'zcomm_ready',
  help: 'Whether the server is ready (its database answers within two seconds): 1 or 0.',
  registers: [registry],
});

/** The product pages' caches: real products, unknown handles (kept apart), the sitemap's list. */
export type CacheName = 'product' | 'product_unknown' | 'sitemap' | 'collection';

/** The caches whose size the metrics show, by name: read at each scrape. */
const cacheSizes = new Map<string, () => { entries: number; bytes: number }>();

new Gauge({
  name: 'zcomm_product_cache_entries',
  help: 'Entries held by the product caches, by cache.',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    for (const [cache, size] of cacheSizes) this.set({ cache }, size().entries);
  },
});

new Gauge({
  name: 'zcomm_product_cache_bytes',
  help: "Bytes held by the product caches, by cache: of the values' JSON (of the keys for unknown handles).",
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    for (const [cache, size] of cacheSizes) this.set({ cache }, size().bytes);
  },
});

const knownSites: ReadonlySet<string> = new Set(siteIds);
const knownShops: ReadonlySet<string> = new Set(
  tenants.flatMap((tenant) => ('shop' in tenant ? [tenant.shop.store] : [])),
);

/** A site id as a label: one of the sites, or `none` (an unknown host, the local index). */
export const siteLabel = (site: string | null | undefined): string =>
  site && knownSites.has(site) ? site : 'none';

/** A status code's class: `2xx` … `5xx`. */
export const statusClass = (status: number): string =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';

/** Records one answered request. */
export function observeRequest(
  site: string | null,
  kind: RouteKind,
  status: number,
  seconds: number,
): void {
  const labels = { site: siteLabel(site), route_kind: kind, status_class: statusClass(status) };
  requests.inc(labels);
  requestDuration.observe(labels, seconds);
  if (status === 429) rateLimitRefusals.inc({ route_kind: kind });
}

/** Records a refused sign-in: `wrong` credentials, or `limited` by a rate or account limit. */
export function observeSignInRefusal(reason: 'wrong' | 'limited'): void {
  if (reason === 'wrong') signInFailures.inc();
  else signInLimited.inc();
}

/**
 * How a storefront call ended: answered, failed, throttled by the storefront, past its deadline,
 * or refused by the storefront gateway's budget before the storefront was asked.
 */
export type StorefrontOutcome = 'ok' | 'error' | 'throttled' | 'timeout' | 'refused';

/**
 * Records one Storefront API call: the shop's store name (one of the sites' shops, else
 * `other`), what it asked (a short fixed name such as `product`), how it ended, how long it took.
 */
export function observeStorefrontCall(call: {
  shop: string;
  operation: string;
  outcome: StorefrontOutcome;
  seconds: number;
}): void {
  const labels = {
    shop: knownShops.has(call.shop) ? call.shop : 'other',
    operation: /^[a-z_]{1,40}$/.test(call.operation) ? call.operation : 'other',
    outcome: call.outcome,
  };
  storefrontCalls.inc(labels);
  storefrontDuration.observe(labels, call.seconds);
}

/** Records a product cache look-up. */
export function observeCacheLookup(cache: CacheName, outcome: string): void {
  cacheLookups.inc({ cache, outcome });
}

/** Shows a cache's size in the metrics (read at each scrape); the last one named so counts. */
export function watchCacheSize(
  cache: CacheName,
  size: () => { entries: number; bytes: number },
): void {
  cacheSizes.set(cache, size);
}

/** Records the outcome of one delivery attempt. */
export function observeDelivery(channel: string, outcome: 'sent' | 'retried' | 'failed'): void {
  const known = channel === 'email' || channel === 'reply' ? channel : 'webhook';
  deliveries.inc({ channel: known, outcome });
}

let processMetrics = false;
/**
 * Adds the process's own metrics (CPU, memory, heap, event-loop delay, open handles) once:
 * the event-loop monitor runs from then on.
 */
export function enableProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // Gauges named like counters (`promtool check metrics` refuses them); the same counts stay,
  // by type, in `nodejs_active_handles` / `_requests` / `_resources`.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ]) {
    registry.removeSingleMetric(name);
  }
}
