import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localHostOf } from '@zcomm/site-data/hosts';
import { siteIds, tenants } from '@zcomm/site-data/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import {
  ASSET_CSS,
  ASSET_JS,
  Client,
  createFixtureBuild,
  fixtureRoutes,
  killServerProcesses,
  pageMarker,
  type RawResponse,
  SECRET,
  type ServerProcess,
  send,
  startServerProcess,
} from './helpers.ts';
import { addProductPages } from './product-fixture.ts';
import { type NginxProcess, startNginx } from './services.ts';

/** The headers nginx must send exactly as the Node server does. */
const SAME_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'content-security-policy',
  'cache-control',
  'x-robots-tag',
] as const;

let dir: string;
let nodes: ServerProcess[];
let nginx: NginxProcess;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zc-nginx-test-'));
  const buildDir = path.join(dir, 'build');
  await createFixtureBuild(buildDir);
  await addProductPages(buildDir);
  // The storefront simulator answers the product pages.
  const env = { TRUST_PROXY: '127.0.0.1', FORM_RATE_LIMIT: '1000', STOREFRONT_SIMULATOR: '1' };
  nodes = await Promise.all(
    [0, 1].map(() => startServerProcess({ buildDir, dataDir: path.join(dir, 'data'), env })),
  );
  nginx = await startNginx({
    buildDir,
    upstreams: nodes.map((node) => `127.0.0.1:${node.port}`),
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await killServerProcesses();
  await rm(dir, { recursive: true, force: true });
});

function pick(response: RawResponse): Record<string, unknown> {
  return Object.fromEntries(SAME_HEADERS.map((name) => [name, response.headers[name]]));
}

/** The same request to nginx and to the first Node process. */
async function both(host: string, requestPath: string, headers: Record<string, string> = {}) {
  const request = { host, path: requestPath, headers: { accept: 'text/html', ...headers } };
  const [viaNginx, viaNode] = await Promise.all([
    send(nginx.port, request),
    send(nodes[0]?.port ?? 0, request),
  ]);
  return { viaNginx, viaNode };
}

describe('nginx in front of two Node processes', () => {
  it('serves every page of every site by host name, with the headers and CSP of the Node server', async () => {
    for (const siteId of siteIds) {
      const hosts = [localHostOf(siteId), ...(tenants.find((t) => t.id === siteId)?.hosts ?? [])];
      for (const host of [...hosts, `www.${hosts[1]}`]) {
        for (const route of fixtureRoutes[siteId] ?? []) {
          const { viaNginx, viaNode } = await both(host, route);
          expect(viaNginx.status, `${host}${route}`).toBe(200);
          const name = route === '/' ? 'index' : route.slice(1);
          expect(viaNginx.text).toContain(pageMarker(siteId, name));
          expect(viaNginx.text).toBe(viaNode.text);
          expect(pick(viaNginx)).toEqual(pick(viaNode));
          expect(viaNginx.headers['content-type']).toBe('text/html; charset=utf-8');
        }
      }
    }
  });

  it('sends product pages and the sitemap to Node: rendered there, with its headers', async () => {
    for (const [host, route, status] of [
      ['workwear.localhost', '/products/class-3-hi-vis-bomber-jacket', 200],
      ['sailing.localhost', '/products/skipper-henley', 200],
      ['sailing.localhost', '/products/no-such-product', 404],
      ['workwear.localhost', '/sitemap.xml', 200],
    ] as const) {
      const { viaNginx, viaNode } = await both(host, route);
      expect(viaNginx.status, `${host}${route}`).toBe(status);
      expect(viaNginx.text, `${host}${route}`).toBe(viaNode.text);
      expect(pick(viaNginx)).toEqual(pick(viaNode));
    }
    const product = await send(nginx.port, {
      host: 'workwear.localhost',
      path: '/products/class-3-hi-vis-bomber-jacket',
    });
    expect(product.text).toContain('<h1>Class 3 Hi-Vis Bomber Jacket</h1><p>129.99</p>');
    const sitemap = await send(nginx.port, { host: 'workwear.localhost', path: '/sitemap.xml' });
    expect(sitemap.text).toContain('/products/class-3-hi-vis-bomber-jacket</loc>');
  });

  it('hands out the XSRF cookie on a page as Node does, and not again once it has one', async () => {
    const { viaNginx, viaNode } = await both('agency.localhost', '/');
    const line = (response: RawResponse) =>
      (response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    const shape = (cookie: string | undefined) => cookie?.replace(/=[^;]+/, '=…');
    expect(shape(line(viaNginx))).toBe(shape(line(viaNode)));
    expect(line(viaNginx)).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,128};/);
    const again = await send(nginx.port, {
      host: 'agency.localhost',
      path: '/',
      headers: { cookie: `XSRF-TOKEN=${'a'.repeat(40)}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('logs each request by its path: no query string, no Referer', async () => {
    // A crew list's address carries its id in the query, an organiser link its secret.
    const secret = 'organiser-secret-kept-out-of-logs';
    const answer = await send(nginx.port, {
      host: 'agency.localhost',
      path: `/?list=${secret}&organiser=${secret}`,
      headers: { referer: `http://agency.localhost/crew?organiser=${secret}` },
    });
    expect(answer.status).toBe(200);
    const log = path.join(nginx.runDir, 'access.log');
    await expect
      .poll(async () => readFile(log, 'utf8'), { timeout: 5_000 })
      .toMatch(/ agency\.localhost "GET \/ HTTP\/1\.1" 200 /);
    expect(await readFile(log, 'utf8')).not.toContain(secret);
  });

  it('serves the precompressed page and the thank-you view at ?sent=1', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await send(nginx.port, {
        host: 'sailing.localhost',
        path: '/',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    const { viaNginx, viaNode } = await both('agency.localhost', '/contact?sent=1');
    expect(viaNginx.text).toContain(pageMarker('agency', 'contact-sent'));
    expect(viaNginx.text).toBe(viaNode.text);
  });

  it('caches hashed assets for good, as Node does, and serves no hidden or unlisted file', async () => {
    for (const asset of [ASSET_JS, ASSET_CSS]) {
      const { viaNginx, viaNode } = await both('workwear.localhost', `/assets/${asset}`);
      expect(viaNginx.status).toBe(200);
      expect(viaNginx.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pick(viaNginx)).toEqual(pick(viaNode));
      expect(viaNginx.body.equals(viaNode.body)).toBe(true);
    }
    const compressed = await send(nginx.port, {
      host: 'workwear.localhost',
      path: `/assets/${ASSET_JS}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const robots = await both('stub-1.localhost', '/robots.txt');
    expect(robots.viaNginx.text).toBe(robots.viaNode.text);
    expect(pick(robots.viaNginx)).toEqual(pick(robots.viaNode));
    for (const probe of [
      '/assets/.hidden',
      '/secret.txt',
      '/package.json',
      '/manifest.json',
      '/index.html',
      '/assets/../package.json',
      '/nope',
    ]) {
      const { viaNginx, viaNode } = await both('workwear.localhost', probe);
      expect(viaNginx.status, probe).toBe(404);
      expect(viaNode.status, probe).toBe(404);
      expect(viaNginx.text).not.toContain(SECRET);
    }
    // A path that climbs out is refused before any location is looked at.
    const climbing = await send(nginx.port, {
      host: 'workwear.localhost',
      path: '/../package.json',
    });
    expect(climbing.status).toBe(400);
    expect(climbing.text).not.toContain(SECRET);
    const missing = await both('workwear.localhost', '/no-such-page');
    expect(missing.viaNginx.text).toContain(pageMarker('workwear', '404'));
    expect(pick(missing.viaNginx)).toEqual(pick(missing.viaNode));
  });

  it('refuses unknown hosts as the Node server does', async () => {
    for (const host of [
      'evil.example',
      'workwear.localhost.evil.net',
      'beaconworkwear.example.evil.net',
    ]) {
      const { viaNginx, viaNode } = await both(host, '/');
      expect(viaNginx.status).toBe(404);
      expect(viaNginx.text).toBe(viaNode.text);
      expect(viaNginx.text).toBe('Unknown site');
      expect(pick(viaNginx)['content-security-policy']).toBe(
        pick(viaNode)['content-security-policy'],
      );
    }
  });

  it('proxies form posts to both Node processes, stored once each, with one set of security headers', async () => {
    const client = new Client(nginx.port, 'agency.localhost');
    await client.visit('/contact');
    expect(client.cookies['XSRF-TOKEN']).toMatch(/^[a-f0-9]{32}$/);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await client.postJson('/api/forms/agency-contact', {
        name: `Through nginx ${index}`,
        email: `nginx${index}@example.com`,
        service: 'e-commerce',
        message: 'Posted through the proxy in front of two processes.',
        idempotency_key: randomUUID(),
      });
      expect(response.status, response.text).toBe(201);
      expect(response.headers['content-security-policy']).toBeTypeOf('string');
      expect(response.headers['content-security-policy']).not.toContain(',');
      ids.push((response.json() as { id: string }).id);
    }
    const direct = await new Client(nodes[1]?.port ?? 0, 'agency.localhost').visit('/');
    expect(direct.status).toBe(200);
    // Round robin: each Node process answered some of the posts (its request log names the
    // route they took).
    for (const node of nodes)
      expect(node.output()).toMatch(/"route":"\/api\/forms\/[^"]*"[^\n]*"status":201/);
    const db = await openDatabase(path.join(dir, 'data'), { readOnly: true });
    try {
      const stored = (await db.all('SELECT id FROM submissions')).map((row) => String(row.id));
      for (const id of ids) expect(stored.filter((candidate) => candidate === id)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
