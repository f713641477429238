import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMarker, send, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
const get = (host: string | null, path = '/', headers: Record<string, string> = {}) =>
  send(server.port, { host, path, headers });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('host selection', () => {
  it.each([
    ['workwear.localhost', 'workwear'],
    ['sailing.localhost', 'sailing'],
    ['agency.localhost', 'agency'],
    ['stub-2.localhost', 'stub-2'],
    ['www.workwear.localhost', 'workwear'],
    ['sailing.localhost:3000', 'sailing'],
    ['AGENCY.LOCALHOST', 'agency'],
    ['agency.localhost.', 'agency'],
    ['zcomm.example', 'agency'],
    ['www.beaconworkwear.example:443', 'workwear'],
  ])('serves %s as the %s site', async (host, siteId) => {
    const response = await get(host);
    expect(response.status).toBe(200);
    expect(response.text).toContain(pageMarker(siteId, 'index'));
  });

  it.each([
    'evil.example',
    'workwear.localhost.evil.example',
    'evil-workwear.localhost',
    'xworkwear.localhost',
    'workwear.localhost:notaport',
    'workwear.localhost/../agency.localhost',
    'workwear.localhost@evil.example',
    '',
  ])('answers the unknown or hostile host %j with a plain "Unknown site"', async (host) => {
    const response = await get(host, '/');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toBe('Unknown site');
  });

  it('serves no API, assets or site files to an unknown host', async () => {
    for (const path of [
      '/api/collections?store=beacon-workwear',
      '/assets/app-3f9a1c.js',
      '/robots.txt',
      '/faq',
    ]) {
      const response = await get('evil.example', path);
      expect(response.status).toBe(404);
      expect(response.text).toBe('Unknown site');
    }
    const post = await send(server.port, {
      method: 'POST',
      host: 'evil.example',
      path: '/api/forms/quote',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect(post.text).toBe('Unknown site');
  });

  it('shows an index of the six local sites on bare localhost, with the request port', async () => {
    const response = await get('localhost:4321', '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const id of ['workwear', 'sailing', 'agency', 'stub-1', 'stub-2', 'stub-3']) {
      expect(response.text).toContain(`href="http://${id}.localhost:4321/"`);
    }
    const loopback = await get('127.0.0.1', '/');
    expect(loopback.status).toBe(200);
    expect(loopback.text).toContain('href="http://agency.localhost/"');
  });

  it('serves nothing else on bare localhost: no pages, no API', async () => {
    for (const path of ['/faq', '/api/collections?store=beacon-workwear', '/robots.txt']) {
      const response = await get('localhost', path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });
});

describe('routes', () => {
  it('serves a known route as its prerendered page with no-cache', async () => {
    const response = await get('sailing.localhost', '/privacy-policy');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain(pageMarker('sailing', 'privacy-policy'));
  });

  it("answers another site's route with this site's 404 page", async () => {
    const response = await get('workwear.localhost', '/privacy-policy');
    expect(response.status).toBe(404);
    expect(response.text).toContain(pageMarker('workwear', '404'));
  });

  it.each(['/nope', '/faq/', '/FAQ', '/faq.html', '/index.html', '/404', '/404.html'])(
    'answers the unknown route %s with the 404 page',
    async (path) => {
      const response = await get('workwear.localhost', path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain(pageMarker('workwear', '404'));
    },
  );

  it('keeps the query string out of route matching', async () => {
    const response = await get('agency.localhost', '/quote?sent=1');
    expect(response.status).toBe(200);
    expect(response.text).toContain(pageMarker('agency', 'quote'));
  });

  it("serves each site's own root files", async () => {
    const workwear = await get('workwear.localhost', '/robots.txt');
    expect(workwear.status).toBe(200);
    expect(workwear.text).toContain('# workwear');
    const stub = await get('stub-3.localhost', '/favicon.svg');
    expect(stub.status).toBe(200);
    expect(stub.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(stub.text).toContain('<title>stub-3</title>');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await send(server.port, {
      method: 'HEAD',
      host: 'agency.localhost',
      path: '/faq',
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it('revalidates a page by its ETag', async () => {
    const first = await get('agency.localhost', '/faq');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await get('agency.localhost', '/faq', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });
});

describe('security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it.each([
    ['a page', 'agency.localhost', '/'],
    ['a 404 page', 'agency.localhost', '/missing'],
    ['an asset', 'agency.localhost', '/assets/app-3f9a1c.js'],
    ['the API', 'agency.localhost', '/api/collections?store=off-soundings'],
    ['an API error', 'agency.localhost', '/api/collections'],
    ['the local index', 'localhost', '/'],
    ['an unknown host', 'evil.example', '/'],
  ])('are on %s', async (_label, host, path) => {
    const response = await get(host, path);
    expect(response.headers).toMatchObject(common);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow inline style elements on the two shop hosts only', async () => {
    for (const host of ['workwear.localhost', 'sailing.localhost']) {
      const csp = (await get(host)).headers['content-security-policy'] ?? '';
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self';");
    }
    for (const host of ['agency.localhost', 'stub-1.localhost']) {
      const csp = (await get(host)).headers['content-security-policy'] ?? '';
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("style-src-attr 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('give the local index a hash for its own stylesheet and nothing else', async () => {
    const csp = (await get('localhost')).headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
  });
});

describe('HSTS', () => {
  it('is sent only when enabled', async () => {
    const secure = await startServer({ hsts: true });
    try {
      const response = await send(secure.port, { host: 'agency.localhost', path: '/' });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['set-cookie']?.[0]).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
