import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAnswers } from '../../../server/pages/answers.ts';
import { assetsPlugin } from '../../../server/pages/assets.ts';
import { pagesPlugin } from '../../../server/pages/index.ts';
import { loadSiteBuild } from '../../../server/pages/site-build.ts';
import { HttpError } from '../../../server/shared/http-errors.ts';
import { ASSET_JS, createFixtureBuild, pageMarker } from '../helpers.ts';
import { siteFromHeader } from './bare.ts';

let app: FastifyInstance;
let buildDir: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'zc-pages-'));
  await createFixtureBuild(buildDir);
  const build = await loadSiteBuild(buildDir);
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(siteFromHeader);
  await app.register(assetsPlugin, { build, buildDir });
  await app.register(pagesPlugin, { build, answers: pageAnswers(build, { secureCookies: false }) });
  // Routes registered after the pages answer their errors as pages do.
  app.get('/forbidden', async () => {
    throw new HttpError(403, 'No.');
  });
  app.get('/teapot', async () => {
    throw new HttpError(418, 'Short and stout.');
  });
});

afterAll(async () => {
  await app.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string, site: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'x-site': site, ...headers } });

describe('the pages plugin', () => {
  it('answers each site’s page for its route, with the XSRF cookie and an ETag', async () => {
    const page = await get('/faq', 'workwear');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(pageMarker('workwear', 'faq'));
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    const again = await get('/faq', 'workwear', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A route another site serves is this site's 404 page.
    const other = await get('/quote', 'workwear');
    expect([other.statusCode, other.body.includes(pageMarker('workwear', '404'))]).toEqual([
      404,
      true,
    ]);
  });

  it('answers a form page’s thank-you view at ?sent=1, and a staff page no-store and noindex', async () => {
    expect((await get('/contact?sent=1', 'sailing')).body).toContain(
      pageMarker('sailing', 'contact-sent'),
    );
    expect((await get('/contact?sent=2', 'sailing')).body).toContain(
      pageMarker('sailing', 'contact'),
    );
    const inbox = await get('/inbox', 'agency');
    expect([inbox.headers['cache-control'], inbox.headers['x-robots-tag']]).toEqual([
      'no-store',
      'noindex',
    ]);
  });

  it('serves the precompressed page the client accepts', async () => {
    const br = await get('/', 'agency', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/', 'agency', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves each site’s public files and the hashed assets', async () => {
    const robots = await get('/robots.txt', 'stub-2');
    expect([robots.statusCode, robots.body]).toEqual([200, 'User-agent: *\n# stub-2\n']);
    const asset = await get(`/assets/${ASSET_JS}`, 'agency');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers what matches nothing, and a 403 or 404, with the site’s 404 page; other errors as text', async () => {
    for (const url of ['/nope', '/forbidden']) {
      const response = await get(url, 'agency');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(pageMarker('agency', '404'));
    }
    const teapot = await get('/teapot', 'agency');
    expect([teapot.statusCode, teapot.body]).toEqual([418, 'Short and stout.']);
    expect((await app.inject({ url: '/nope' })).body).toBe('Not found');
  });
});
