import { VITALS_PATH } from '@zcomm/site-data/vitals';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { pageKindOf } from '../../server/vitals/index.ts';
import { Client, send, startServer, type TestServer } from './helpers.ts';

const WORKWEAR = 'workwear.localhost';
const AGENCY = 'agency.localhost';
const password = 'vitals-test-password';

/** A report as a page's `sendBeacon` sends it: a JSON string, `text/plain`, same origin. */
function beacon(
  server: TestServer,
  body: unknown,
  headers: Record<string, string | undefined> = {},
  host = WORKWEAR,
) {
  return send(server.port, {
    method: 'POST',
    path: VITALS_PATH,
    host,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function signIn(server: TestServer): Promise<Client> {
  const client = new Client(server.port, AGENCY);
  await client.visit('/');
  const response = await client.postJson('/api/auth/login', {
    email: 'demo@zcomm.example',
    password,
  });
  expect(response.status, response.text).toBe(200);
  return client;
}

interface Summary {
  site: string;
  page_kind: string;
  metric: string;
  count: number;
  p75: number;
  rating: string;
}

async function fieldSpeed(client: Client, query = ''): Promise<Summary[]> {
  const response = await client.request('GET', `/api/inbox/field-speed${query}`);
  expect(response.status, response.text).toBe(200);
  return (response.json() as { metrics: Summary[] }).metrics;
}

describe('the kind of page a path is', () => {
  it("follows the site's routes; a product by its prefix; anything else is other", () => {
    expect(pageKindOf('workwear', '/')).toBe('home');
    expect(pageKindOf('workwear', '/jackets')).toBe('collection');
    expect(pageKindOf('workwear', '/jackets/')).toBe('collection');
    expect(pageKindOf('workwear', '/products/class-3-insulated-parka')).toBe('product');
    expect(pageKindOf('workwear', '/products/')).toBe('other');
    expect(pageKindOf('workwear', '/search')).toBe('search');
    expect(pageKindOf('agency', '/quote')).toBe('form');
    expect(pageKindOf('agency', '/inbox')).toBe('staff');
    expect(pageKindOf('agency', '/jackets')).toBe('other');
    expect(pageKindOf('sailing', '/no-such-page')).toBe('other');
  });
});

describe('real visitors’ web vitals', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      demoPassword: password,
      vitalsSampleRate: 0.25,
      metrics: { port: 0, host: '127.0.0.1' },
      rateLimits: { login: { max: 1000, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("tell each page the share of views to report in its Server-Timing, not a 404's", async () => {
    for (const path of ['/', '/jackets']) {
      const page = await send(server.port, { path, host: WORKWEAR });
      expect(page.status).toBe(200);
      expect(page.headers['server-timing']).toBe('vitals;desc="0.25"');
    }
    const api = await send(server.port, { path: '/api/collections', host: WORKWEAR });
    expect(api.headers['server-timing']).toBeUndefined();
  });

  it('count same-origin reports per site and kind of page, and show their 75th percentiles to staff', async () => {
    const lcps = [1200, 1900, 2300, 2450, 900, 3100, 2200, 1600];
    for (const [index, lcp] of lcps.entries()) {
      const sent = await beacon(server, {
        path: '/jackets',
        metrics: { LCP: lcp, CLS: index === 0 ? 0.4 : 0.01, INP: 120, TTFB: 80, FCP: 700 },
      });
      expect(sent.status, sent.text).toBe(204);
    }
    // A JSON body is read too (a report sent with fetch), and a product page is its own kind.
    const json = await beacon(
      server,
      { path: '/products/class-3-insulated-parka', metrics: { LCP: 4500 } },
      { 'content-type': 'application/json' },
    );
    expect(json.status, json.text).toBe(204);

    const client = await signIn(server);
    const metrics = await fieldSpeed(client);
    const collection = metrics.filter((row) => row.page_kind === 'collection');
    expect(collection.map((row) => row.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    const lcp = collection.find((row) => row.metric === 'LCP');
    // Sorted: 900 1200 1600 1900 2200 2300 2450 3100; the 6th of 8 is 2300, in (2000, 2500].
    expect(lcp).toMatchObject({ site: 'workwear', count: 8, rating: 'good' });
    expect(lcp?.p75).toBeGreaterThan(2000);
    expect(lcp?.p75).toBeLessThanOrEqual(2500);
    expect(collection.find((row) => row.metric === 'CLS')).toMatchObject({ rating: 'good' });
    expect(metrics.find((row) => row.page_kind === 'product')).toMatchObject({
      site: 'workwear',
      metric: 'LCP',
      count: 1,
      rating: 'poor',
    });

    // The metrics show the same 75th percentiles.
    const port = server.app.metricsListener?.port ?? 0;
    const scraped = await send(port, { path: '/metrics', host: `127.0.0.1:${port}` });
    const families = new Map(
      parsePrometheusTextFormat(scraped.text).map((family) => [family.name, family]),
    );
    const p75 = families.get('zcomm_web_vitals_p75_seconds');
    expect(p75?.type).toBe('GAUGE');
    const lcpSample = p75?.metrics.find(
      (sample) =>
        sample.labels?.site === 'workwear' &&
        sample.labels?.page_kind === 'collection' &&
        sample.labels?.metric === 'LCP',
    );
    expect(Number(lcpSample?.value)).toBeCloseTo((lcp?.p75 ?? 0) / 1000, 3);
    expect(families.get('zcomm_web_vitals_cls_p75')?.metrics.length).toBeGreaterThan(0);
    expect(
      families
        .get('zcomm_web_vitals_page_views')
        ?.metrics.find(
          (sample) => sample.labels?.page_kind === 'product' && sample.labels?.metric === 'LCP',
        )?.value,
    ).toBe('1');
  });

  it('keep counts only: no address, path, query or time of a visit', async () => {
    await server.app.vitals.flush();
    const db = await openDatabase(server.dataDir, { readOnly: true });
    try {
      const rows = await db.all('SELECT * FROM web_vitals');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['bucket', 'count', 'day', 'metric', 'page_kind', 'site'].sort(),
        );
        expect(String(row.day)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    } finally {
      await db.close();
    }
  });

  it('refuse what is not a report from the site’s own page, with a clear error', async () => {
    const valid = { path: '/', metrics: { LCP: 1000 } };
    const cases: [string, Promise<Awaited<ReturnType<typeof send>>>, number, RegExp][] = [
      ['not JSON', beacon(server, '{"path":'), 400, /JSON/],
      ['no metric', beacon(server, { path: '/', metrics: {} }), 400, /one to five/],
      ['an unknown metric', beacon(server, { path: '/', metrics: { FID: 10 } }), 400, /LCP/],
      ['a negative value', beacon(server, { path: '/', metrics: { LCP: -1 } }), 400, /range/],
      [
        'a value past a minute',
        beacon(server, { path: '/', metrics: { INP: 600_001 } }),
        400,
        /range/,
      ],
      ['a shift past 100', beacon(server, { path: '/', metrics: { CLS: 101 } }), 400, /range/],
      ['a string value', beacon(server, { path: '/', metrics: { LCP: '1000' } }), 400, /range/],
      [
        'a query string',
        beacon(server, { path: '/search?q=me@example.com', metrics: { LCP: 1 } }),
        400,
        /path/,
      ],
      ['no path', beacon(server, { metrics: { LCP: 1 } }), 400, /path/],
      ['more fields', beacon(server, { ...valid, email: 'me@example.com' }), 400, /path/],
      [
        'another origin',
        beacon(server, valid, { origin: 'https://evil.example' }),
        403,
        /own pages/,
      ],
      [
        'a cross-site fetch',
        beacon(server, valid, { 'sec-fetch-site': 'cross-site' }),
        403,
        /own pages/,
      ],
      ['an opaque origin', beacon(server, valid, { origin: 'null' }), 403, /own pages/],
      [
        'an oversized body',
        beacon(server, { path: `/${'a'.repeat(2000)}`, metrics: { LCP: 1 } }),
        413,
        /./,
      ],
    ];
    for (const [label, answer, status, message] of cases) {
      const response = await answer;
      expect(response.status, `${label}: ${response.text}`).toBe(status);
      expect(response.headers['content-type'], label).toMatch(/application\/json/);
      expect((response.json() as { error: string }).error, label).toMatch(message);
    }
    // The local index of the sites is no site: nothing to report for.
    expect((await beacon(server, valid, {}, 'localhost')).status).toBe(404);
    // A report from a browser that sends no Origin or Sec-Fetch-Site (an older one) is taken.
    const bare = await beacon(server, valid, { origin: undefined, 'sec-fetch-site': undefined });
    expect(bare.status).toBe(204);
  });

  it('answer but do not count a report sent with Do Not Track or Global Privacy Control', async () => {
    const client = await signIn(server);
    const before = (await fieldSpeed(client)).filter((row) => row.site === 'sailing');
    expect(before).toEqual([]);
    for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
      const response = await beacon(
        server,
        { path: '/', metrics: { LCP: 1000 } },
        header,
        'sailing.localhost',
      );
      expect(response.status).toBe(204);
    }
    expect((await fieldSpeed(client)).filter((row) => row.site === 'sailing')).toEqual([]);
  });

  it('are for signed-in staff only, over 1 to 90 days', async () => {
    const visitor = new Client(server.port, AGENCY);
    await visitor.visit('/');
    expect((await visitor.request('GET', '/api/inbox/field-speed')).status).toBe(401);
    const client = await signIn(server);
    for (const query of ['?days=0', '?days=91', '?days=x', '?site=workwear']) {
      const refused = await client.request('GET', `/api/inbox/field-speed${query}`);
      expect(refused.status, query).toBe(400);
      expect((refused.json() as { error: string }).error).toMatch(/days/);
    }
    expect((await fieldSpeed(client, '?days=1')).length).toBeGreaterThan(0);
  });
});

describe('the vitals endpoint’s limits', () => {
  it('refuse a client past its reports a minute, and keep what came before a restart', async () => {
    const server = await startServer({
      demoPassword: password,
      rateLimits: {
        vitals: { max: 3, timeWindow: 60_000 },
        login: { max: 1000, timeWindow: 60_000 },
      },
    });
    const dataDir = server.dataDir;
    let restarted: TestServer | undefined;
    try {
      const report = { path: '/contact', metrics: { INP: 640 } };
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await beacon(server, report, {}, AGENCY)).status);
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
      // Counted in memory, written when the server closes.
      await server.app.close();
      restarted = await startServer({ demoPassword: password, dataDir });
      const client = await signIn(restarted);
      expect(await fieldSpeed(client)).toEqual([
        {
          site: 'agency',
          page_kind: 'form',
          metric: 'INP',
          count: 3,
          p75: expect.any(Number),
          rating: 'poor',
        },
      ]);
    } finally {
      await restarted?.close();
      await server.close().catch(() => undefined);
    }
  });

  it('default to every page view reporting, and to none when the rate is 0', async () => {
    const everyView = await startServer();
    const none = await startServer({ vitalsSampleRate: 0 });
    try {
      const all = await send(everyView.port, { path: '/', host: WORKWEAR });
      expect(all.headers['server-timing']).toBe('vitals;desc="1"');
      const off = await send(none.port, { path: '/', host: WORKWEAR });
      expect(off.headers['server-timing']).toBeUndefined();
    } finally {
      await everyView.close();
      await none.close();
    }
  });
});
