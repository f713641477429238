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
import { defaultProductPageSettings, productPages } from '../../../server/products/index.ts';
import type { StorefrontRequest } from '../../../server/products/storefront.ts';
import { createFixtureBuild, pageMarker } from '../helpers.ts';
import { addProductPages } from '../product-fixture.ts';
import { siteFromHeader } from './bare.ts';

let app: FastifyInstance;
let buildDir: string;
const asked: string[] = [];

/** A storefront with one product, `steel-toe-boot`, and nothing else. */
const storefront: StorefrontRequest = async (shop, body) => {
  asked.push(`${shop.store}:${JSON.stringify(body.variables)}`);
  if ('handle' in body.variables) {
    const found = body.variables.handle === 'steel-toe-boot';
    const price = { amount: '89.00', currencyCode: 'USD' };
    return {
      data: {
        product: found
          ? {
              handle: 'steel-toe-boot',
              title: 'Steel Toe Boot',
              priceRange: { minVariantPrice: price, maxVariantPrice: price },
            }
          : null,
      },
    };
  }
  return {
    data: {
      products: {
        nodes: [{ handle: 'steel-toe-boot' }],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  };
};

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'zc-products-'));
  await createFixtureBuild(buildDir);
  await addProductPages(buildDir);
  const build = await loadSiteBuild(buildDir);
  const answers = pageAnswers(build, { secureCookies: false });
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(siteFromHeader);
  // The pages plugin gives the app its not-found and error answers (the site's 404 page).
  await app.register(assetsPlugin, { build, buildDir });
  await app.register(pagesPlugin, { build, answers });
  await app.register(productPages, {
    build,
    answers,
    settings: defaultProductPageSettings,
    storefrontRequest: storefront,
  });
});

afterAll(async () => {
  await app.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string, site: string) => app.inject({ url, headers: { 'x-site': site } });

describe('the product pages plugin', () => {
  it('renders a shop’s product from its storefront, then answers from its cache', async () => {
    const first = await get('/products/steel-toe-boot', 'workwear');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Steel Toe Boot</h1><p>89.00</p>');
    expect(first.headers['x-product-cache']).toBe('miss');
    expect((await get('/products/steel-toe-boot', 'workwear')).headers['x-product-cache']).toBe(
      'hit',
    );
  });

  it('answers the site’s 404 page for a product the shop does not have, a malformed handle or a site without a shop', async () => {
    for (const [url, site] of [
      ['/products/no-such-boot', 'workwear'],
      ['/products/Not_A_Handle', 'workwear'],
      ['/products/steel-toe-boot', 'agency'],
    ] as const) {
      const response = await get(url, site);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(pageMarker(site, '404'));
    }
    expect(asked).not.toContain('beacon-workwear:{"handle":"Not_A_Handle"}');
  });

  it('lists the site’s pages and, on a shop, every product in the sitemap', async () => {
    const shop = await get('/sitemap.xml', 'sailing');
    expect(shop.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(shop.body).toContain('/products/steel-toe-boot</loc>');
    const agency = await get('/sitemap.xml', 'agency');
    expect(agency.body).not.toContain('/products/');
    expect(agency.body).toContain('/quote</loc>');
  });
});
