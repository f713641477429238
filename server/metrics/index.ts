/**
 * The request metrics: every answer counted and timed by site, route kind and status class
 * (one `onResponse` hook), and what a scrape reads fresh from the database (the outbox, the
 * e-mail cap, readiness). Registered only when the metrics are on (`METRICS_PORT`).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import type { SendCap } from '../leads/outbox.ts';
import { capState, hasOutbox } from '../leads/outbox.ts';
import { withDeadline } from '../shared/deadline.ts';
import type { VitalSummary } from '../vitals/aggregate.ts';
import {
  enableProcessMetrics,
  observeRequest,
  observeSignInRefusal,
  outboxGauges,
  type RouteKind,
  readyGauge,
  registry,
  vitalsGauges,
} from './registry.ts';

/** The paths under `/api/` whose calls count as their own kinds. */
const API_KINDS: readonly (readonly [string, RouteKind])[] = [
  ['/api/inbox', 'inbox'],
  ['/api/storefront/', 'storefront_gateway'],
  ['/api/vitals', 'vitals'],
];

/** The route kind of a request path (its query left off). */
export function routeKindOf(url: string): RouteKind {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path.startsWith('/api/')) {
    for (const [prefix, kind] of API_KINDS) if (path.startsWith(prefix)) return kind;
    return 'api';
  }
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/products/')) return 'product';
  if (path.startsWith('/storefront/')) return 'storefront_simulator';
  if (path === '/healthz' || path === '/readyz') return 'health';
  // A site's public files (favicon, robots.txt, fonts): a name with an extension, not a page.
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]{1,5}$/i.test(last) && !last.endsWith('.html') && last !== 'sitemap.xml') {
    return 'asset';
  }
  return 'page';
}

/** The answer to a sign-in that was refused: a wrong password (401) or a limit (429). */
function observeSignIn(request: FastifyRequest, status: number): void {
  if (request.method !== 'POST' || request.routeOptions.url !== '/api/auth/login') return;
  if (status === 401) observeSignInRefusal('wrong');
  else if (status === 429) observeSignInRefusal('limited');
}

async function requestMetrics(app: FastifyInstance): Promise<void> {
  enableProcessMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    observeRequest(request.site, routeKindOf(request.url), status, reply.elapsedTime / 1000);
    if (status === 401 || status === 429) observeSignIn(request, status);
  });
}

/** Counts and times every request of the app. */
export const requestMetricsPlugin = fastifyPlugin(requestMetrics, {
  name: 'request-metrics',
  fastify: '5.x',
});

/** How long a scrape waits for the database before it says the server is not ready. */
const READY_TIMEOUT_MS = 2_000;

/** The channels the outbox gauges always show, so an alert sees 0 rather than nothing. */
const CHANNELS = ['email', 'webhook', 'reply'] as const;

/** Reads the outbox's depth, its oldest waiting delivery and the failed ones into the gauges. */
async function refreshOutbox(db: Database, cap: SendCap | undefined, now: number): Promise<void> {
  if (!(await hasOutbox(db))) return;
  const rows = await db.all(
    `SELECT channel, state, COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox
     WHERE state IN ('pending', 'failed') GROUP BY channel, state`,
  );
  for (const channel of CHANNELS) {
    const pending = rows.find((row) => row.channel === channel && row.state === 'pending');
    const failed = rows.find((row) => row.channel === channel && row.state === 'failed');
    const oldest = pending?.oldest ? Date.parse(String(pending.oldest)) : Number.NaN;
    outboxGauges.pending.set({ channel }, Number(pending?.n ?? 0));
    outboxGauges.failed.set({ channel }, Number(failed?.n ?? 0));
    outboxGauges.oldestAge.set(
      { channel },
      Number.isFinite(oldest) ? Math.max(0, (now - oldest) / 1000) : 0,
    );
  }
  let held = 0;
  if (cap && (await capState(db, cap, now)).room <= 0) {
    const row = await db.get(
      `SELECT COUNT(*) AS n FROM outbox
       WHERE state = 'pending' AND channel = 'email' AND next_attempt_at <= ?`,
      [new Date(now).toISOString()],
    );
    held = Number(row?.n ?? 0);
  }
  outboxGauges.heldByCap.set(held);
}

/** What a scrape needs besides the registry: the database, and the e-mail cap if any. */
export interface ScrapeSource {
  db: Database;
  emailCap?: SendCap | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
  /** Real visitors' Web Vitals over the last 28 days, when the server keeps them. */
  vitals?: (() => Promise<VitalSummary[]>) | undefined;
}

/** Sets the Web Vitals gauges to the summaries (label sets no longer reported disappear). */
function showVitals(summaries: readonly VitalSummary[]): void {
  for (const gauge of Object.values(vitalsGauges)) gauge.reset();
  for (const { site, page_kind, metric, p75, count } of summaries) {
    vitalsGauges.pageViews.set({ site, page_kind, metric }, count);
    if (metric === 'CLS') vitalsGauges.clsP75.set({ site, page_kind }, p75);
    else vitalsGauges.p75Seconds.set({ site, page_kind, metric }, p75 / 1000);
  }
}

/** The metrics in Prometheus's text format, the database's gauges read first. */
export async function scrape(source: ScrapeSource): Promise<string> {
  const now = Date.now();
  let ready = false;
  try {
    await withDeadline(source.db.get('SELECT 1 AS ready'), READY_TIMEOUT_MS);
    ready = true;
  } catch {
    // Not ready: the gauge says so, and the outbox's gauges keep their last values.
  }
  readyGauge.set(ready ? 1 : 0);
  if (ready) {
    try {
      await refreshOutbox(source.db, source.emailCap, now);
    } catch (error) {
      source.log?.warn({ err: error }, 'Metrics: could not read the outbox');
    }
    if (source.vitals) {
      try {
        showVitals(await source.vitals());
      } catch (error) {
        source.log?.warn({ err: error }, 'Metrics: could not read the web vitals');
      }
    }
  }
  return registry.metrics();
}

export { registry };
