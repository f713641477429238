import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteIds } from '@zcomm/site-data/tenants';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLeadSettings } from '../../server/leads/settings.ts';
import type { StorefrontRequest } from '../../server/products/storefront.ts';
import { ASSET_JS, Client, send, startServer, type TestServer } from './helpers.ts';
import { HookReceiver, WEBHOOK_SECRET } from './lead-receivers.ts';
import { addProductPages } from './product-fixture.ts';

const PROMTOOL = '/usr/bin/promtool';
const hasPromtool = existsSync(PROMTOOL);

const hosts: Record<string, string> = Object.fromEntries(
  siteIds.map((id) => [id, `${id}.localhost`]),
);

/**
 * A storefront answering by handle: a product, a throttle, an error, nothing in time, or no such
 * product.
 */
const storefront: StorefrontRequest = async (_shop, body, signal) => {
  const handle = String(body.variables.handle ?? '');
  if (handle === 'storm-coat') throw new Error('The storefront answered 429.');
  if (handle === 'rain-coat') return { errors: [{ message: 'Internal error' }] };
  if (handle === 'no-such-coat') return { data: { product: null } };
  if (handle === 'deck-coat') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    throw signal.reason;
  }
  if (body.query.includes('ProductHandles')) {
    return { data: { products: { nodes: [{ handle: 'jacket' }], pageInfo: {} } } };
  }
  return {
    data: {
      product: {
        id: 'gid://shopify/Product/1',
        handle,
        title: 'Jacket',
        priceRange: { minVariantPrice: { amount: '10.00', currencyCode: 'USD' } },
      },
    },
  };
};

let first: TestServer;
let server: TestServer;
let hooks: HookReceiver;
let scrapeText = '';
let families: Map<string, PrometheusFamily>;

async function scrape(): Promise<string> {
  const port = server.app.metricsListener?.port ?? 0;
  const response = await send(port, { path: '/metrics', host: `127.0.0.1:${port}` });
  if (response.status !== 200) throw new Error(`The scrape answered ${response.status}`);
  return response.text;
}

/** A scripted mix of requests: every site's pages, assets, the API, sign-ins, forms, products. */
async function visitEverything(): Promise<void> {
  for (const host of Object.values(hosts)) {
    const client = new Client(server.port, host);
    expect((await client.visit('/')).status).toBe(200);
    expect((await client.visit('/no-such-page')).status).toBe(404);
    await client.request('GET', `/assets/${ASSET_JS}`);
    await client.request('GET', '/favicon.svg');
  }
  const agency = new Client(server.port, hosts.agency ?? '');
  await agency.visit('/login');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await agency.postJson('/api/auth/login', { email: 'nobody@example.com', password: 'wrong!' });
  }
  await agency.request('GET', '/api/inbox/leads');
  const workwear = new Client(server.port, hosts.workwear ?? '');
  await workwear.visit('/contact');
  const contact = {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    phone_number: '(203) 555-0142',
    message: 'Do the jackets come in 3XL?',
  };
  expect((await workwear.postJson('/api/contact', contact)).status).toBe(201);
  // The webhook answered 500, then 200: one retried, one sent.
  await hooks.waitFor((requests) => requests.length === 2);
  hooks.statuses = [400];
  expect((await workwear.postJson('/api/contact', contact)).status).toBe(201);
  await hooks.waitFor((requests) => requests.length === 3);
  await workwear.request('GET', '/api/collections?store=nope');
  const handles = ['jacket', 'jacket', 'storm-coat', 'rain-coat', 'deck-coat'];
  for (const handle of [...handles, 'no-such-coat', 'no-such-coat']) {
    await workwear.visit(`/products/${handle}`);
  }
  await workwear.request('GET', '/sitemap.xml');
  await send(server.port, { path: '/healthz', host: '10.0.0.1' });
  await send(server.port, { path: '/', host: 'unknown.example' });
}

beforeAll(async () => {
  hooks = await new HookReceiver().start();
  hooks.statuses = [500, 200];
  first = await startServer();
  await addProductPages(first.buildDir);
  server = await startServer({
    buildDir: first.buildDir,
    storefront: true,
    metrics: { port: 0, host: '127.0.0.1' },
    rateLimits: { login: { max: 2, timeWindow: 60_000 } },
    productPages: { settings: { timeoutMs: 200 }, storefrontRequest: storefront },
    leads: parseLeadSettings({
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET,
      DELIVERY_RETRY_BASE_MS: '50',
    }),
  });
  await visitEverything();
  // The failed delivery is recorded just after its answer.
  const deadline = Date.now() + 5_000;
  while (!/outcome="failed"/.test(await scrape()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  scrapeText = await scrape();
  families = new Map(parsePrometheusTextFormat(scrapeText).map((family) => [family.name, family]));
}, 30_000);

afterAll(async () => {
  await server?.close();
  await first?.close();
  await hooks?.close();
});

function family(name: string, type: PrometheusFamily['type']): PrometheusFamily {
  const found = families.get(name);
  if (!found) throw new Error(`${name} is not in the scrape`);
  expect(found.type, name).toBe(type);
  expect(found.help.length, `${name} has a help text`).toBeGreaterThan(10);
  return found;
}

/** A histogram family: each of its series has buckets up to +Inf. */
function histogram(name: string): void {
  const found = family(name, 'HISTOGRAM');
  expect(found.metrics.length).toBeGreaterThan(0);
  for (const metric of found.metrics) {
    expect(Object.keys(metric.buckets ?? {})).toContain('+Inf');
  }
}

/** The value of the sample of `name` whose labels include `labels`. */
function value(name: string, labels: Record<string, string>): number {
  const sample = families
    .get(name)
    ?.metrics.find((metric) =>
      Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted),
    );
  if (!sample) throw new Error(`${name}${JSON.stringify(labels)} is not in the scrape`);
  return Number(sample.value ?? sample.count);
}

describe('GET /metrics', () => {
  it('answers in the text format', async () => {
    const port = server.app.metricsListener?.port ?? 0;
    const response = await send(port, { path: '/metrics', host: `127.0.0.1:${port}` });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts and times requests by site, route kind and status class', () => {
    const requests = family('zcomm_http_requests_total', 'COUNTER');
    histogram('zcomm_http_request_duration_seconds');
    for (const site of siteIds) {
      expect(
        value('zcomm_http_requests_total', { site, route_kind: 'page', status_class: '2xx' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        value('zcomm_http_requests_total', { site, route_kind: 'page', status_class: '4xx' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        value('zcomm_http_requests_total', { site, route_kind: 'asset', status_class: '2xx' }),
      ).toBeGreaterThanOrEqual(2);
    }
    const product = (status_class: string) =>
      value('zcomm_http_requests_total', { site: 'workwear', route_kind: 'product', status_class });
    // Two shown, three unavailable (throttled, failing, too slow): the shop's 503 page; and an
    // unknown handle twice, the shop's 404 page.
    expect([product('2xx'), product('4xx'), product('5xx')]).toEqual([2, 2, 3]);
    expect(value('zcomm_http_requests_total', { site: 'agency', route_kind: 'inbox' })).toBe(1);
    expect(value('zcomm_http_requests_total', { site: 'none', route_kind: 'health' })).toBe(1);
    expect(value('zcomm_http_requests_total', { site: 'none', route_kind: 'page' })).toBe(1);
    const kinds = new Set(requests.metrics.map((metric) => metric.labels?.route_kind));
    expect([...kinds].sort()).toEqual(['api', 'asset', 'health', 'inbox', 'page', 'product']);
    for (const metric of requests.metrics) {
      expect(Object.keys(metric.labels ?? {}).sort()).toEqual([
        'route_kind',
        'site',
        'status_class',
      ]);
      expect(['none', ...siteIds]).toContain(metric.labels?.site);
      expect(metric.labels?.status_class).toMatch(/^[1-5]xx$/);
    }
  });

  it('counts sign-in failures, the limits hit and every rate-limit refusal', () => {
    expect(value(family('zcomm_sign_in_failures_total', 'COUNTER').name, {})).toBe(2);
    expect(value(family('zcomm_sign_in_limited_total', 'COUNTER').name, {})).toBe(1);
    family('zcomm_rate_limit_refusals_total', 'COUNTER');
    expect(value('zcomm_rate_limit_refusals_total', { route_kind: 'api' })).toBe(1);
  });

  it('counts storefront calls by shop, operation and outcome, and the product cache', () => {
    family('zcomm_storefront_requests_total', 'COUNTER');
    histogram('zcomm_storefront_request_duration_seconds');
    const call = (operation: string, outcome: string) =>
      value('zcomm_storefront_requests_total', { shop: 'beacon-workwear', operation, outcome });
    // The jacket, and the unknown handle the storefront answered for.
    expect(call('product', 'ok')).toBe(2);
    expect(call('product', 'throttled')).toBe(1);
    expect(call('product', 'error')).toBe(1);
    expect(call('product', 'timeout')).toBe(1);
    expect(call('product_handles', 'ok')).toBe(1);
    family('zcomm_product_cache_lookups_total', 'COUNTER');
    expect(value('zcomm_product_cache_lookups_total', { cache: 'product', outcome: 'miss' })).toBe(
      1,
    );
    expect(value('zcomm_product_cache_lookups_total', { cache: 'product', outcome: 'hit' })).toBe(
      1,
    );
    expect(value('zcomm_product_cache_lookups_total', { cache: 'sitemap', outcome: 'miss' })).toBe(
      1,
    );
    expect(value(family('zcomm_product_cache_entries', 'GAUGE').name, { cache: 'product' })).toBe(
      1,
    );
    // An unknown handle is counted, and kept, apart from the products.
    const unknown = (outcome: string) =>
      value('zcomm_product_cache_lookups_total', { cache: 'product_unknown', outcome });
    expect([unknown('miss'), unknown('hit')]).toEqual([1, 1]);
    expect(value('zcomm_product_cache_entries', { cache: 'product_unknown' })).toBe(1);
    expect(
      value(family('zcomm_product_cache_bytes', 'GAUGE').name, { cache: 'product' }),
    ).toBeGreaterThan(50);
  });

  it('shows the outbox: its depth, its oldest item, the deliveries sent, retried and failed', () => {
    family('zcomm_outbox_deliveries_total', 'COUNTER');
    const delivered = (outcome: string) =>
      value('zcomm_outbox_deliveries_total', { channel: 'webhook', outcome });
    expect([delivered('sent'), delivered('retried'), delivered('failed')]).toEqual([1, 1, 1]);
    expect(
      value(family('zcomm_outbox_pending_deliveries', 'GAUGE').name, { channel: 'webhook' }),
    ).toBe(0);
    expect(
      value(family('zcomm_outbox_failed_deliveries', 'GAUGE').name, { channel: 'webhook' }),
    ).toBe(1);
    expect(value(family('zcomm_outbox_oldest_pending_age_seconds', 'GAUGE').name, {})).toBe(0);
    expect(value(family('zcomm_lead_emails_held_by_cap', 'GAUGE').name, {})).toBe(0);
    expect(value(family('zcomm_ready', 'GAUGE').name, {})).toBe(1);
    family('zcomm_database_busy_retries_total', 'COUNTER');
  });

  it('shows the process: event-loop delay, heap, CPU and memory', () => {
    family('nodejs_eventloop_lag_p99_seconds', 'GAUGE');
    family('nodejs_heap_size_used_bytes', 'GAUGE');
    family('process_cpu_seconds_total', 'COUNTER');
    family('process_resident_memory_bytes', 'GAUGE');
  });

  it('carries no handle, address or e-mail in any label', () => {
    for (const leak of ['jacket', '-coat', '127.0.0.1', 'dana', 'example.com', 'unknown.example']) {
      expect(
        scrapeText.split('\n').filter((line) => !line.startsWith('#') && line.includes(leak)),
      ).toEqual([]);
    }
  });

  it('is never answered on the sites’ listener', async () => {
    for (const host of [hosts.workwear, hosts.agency, `127.0.0.1:${server.port}`]) {
      const response = await send(server.port, { path: '/metrics', host: host ?? null });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('zcomm_http_requests_total');
    }
    const port = server.app.metricsListener?.port ?? 0;
    expect((await send(port, { path: '/', host: '127.0.0.1' })).status).toBe(404);
  });

  it.runIf(hasPromtool)('passes `promtool check metrics`', async () => {
    const file = path.join(tmpdir(), `zc-metrics-${process.pid}.txt`);
    await writeFile(file, scrapeText);
    const output = execFileSync('sh', ['-c', `${PROMTOOL} check metrics < ${file} 2>&1`], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('');
  });
  if (!hasPromtool) {
    console.warn(
      `promtool check metrics NOT RUN: ${PROMTOOL} is missing (Debian's prometheus package; .ci/run installs it).`,
    );
  }
});
