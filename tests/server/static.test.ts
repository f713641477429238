import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_CSS,
  ASSET_JS,
  pageMarker,
  SECRET,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
const get = (path: string, headers: Record<string, string> = {}, host = 'workwear.localhost') =>
  send(server.port, { host, path, headers });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('assets', () => {
  it('are cached for a year as immutable', async () => {
    const response = await get(`/assets/${ASSET_JS}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toContain('console.log');
  });

  it('are served from their precompressed brotli or gzip sibling when accepted', async () => {
    const br = await get(`/assets/${ASSET_JS}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('console.log');

    const gzip = await get(`/assets/${ASSET_JS}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('console.log');
  });

  it('are compressed on the fly when no sibling exists', async () => {
    const response = await get(`/assets/${ASSET_CSS}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('body{margin:0}');
  });

  it('that do not exist get the 404 page; dotfiles are never served', async () => {
    for (const path of ['/assets/missing.js', '/assets/.hidden', '/assets/', '/assets']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain(SECRET);
    }
  });
});

describe('form pages after a native post', () => {
  it('answer `?sent=1` with the prerendered thank-you view, anything else with the form', async () => {
    const sent = await get('/contact?sent=1');
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(pageMarker('workwear', 'contact-sent'));
    expect((await get('/quote?sent=1', {}, 'agency.localhost')).text).toContain(
      pageMarker('agency', 'quote-sent'),
    );
    for (const path of ['/contact', '/contact?sent=0', '/contact?sent=1&sent=1', '/contact?sent']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(pageMarker('workwear', 'contact'));
      expect(page.text, path).not.toContain('contact-sent');
    }
    // A page without a form has no thank-you view: `?sent=1` is the page itself.
    expect((await get('/faq?sent=1')).text).toContain(pageMarker('workwear', 'faq'));
    expect((await get('/contact?sent=1', {}, 'stub-1.localhost')).text).toContain(
      pageMarker('stub-1', 'contact'),
    );
  });
});

describe('page compression', () => {
  it('serves the precompressed page when the build has one', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toContain(
      pageMarker('workwear', 'index'),
    );
  });

  it('compresses other HTML and JSON on the fly', async () => {
    const page = await get('/faq', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain(pageMarker('workwear', 'faq'));

    const json = await get('/api/collections?store=beacon-workwear', { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.body).toString())).toHaveLength(10);
  });

  it('respects q=0', async () => {
    const response = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('path traversal', () => {
  it.each([
    '/../package.json',
    '/../../package.json',
    '/assets/../../package.json',
    '/assets/../secret.txt',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2E%2E/secret.txt',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/%2e%2e/manifest.json',
    '/assets/%252e%252e/secret.txt',
    '/assets/./app-3f9a1c.js/../../secret.txt',
    '/manifest.json',
    '/package.json',
    '/pages/workwear/faq.html',
    '/client/secret.txt',
    '/public/robots.txt',
    '/secret.txt',
    '/robots.txt/..',
    '/assets/%00.js',
    '/%',
    '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/....//....//package.json',
    '/assets//../../package.json',
    '//etc/passwd',
    '/assets/..;/..;/package.json',
    '/assets/%u002e%u002e/secret.txt',
    '/assets/app-3f9a1c.js%00../../secret.txt',
    '/favicon.svg/../../package.json',
    '/assets/C:%5cWindows%5cwin.ini',
  ])('%s serves nothing outside the static roots', async (path) => {
    const response = await get(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toContain(SECRET);
    expect(response.text).not.toContain('"sites"');
  });
});
