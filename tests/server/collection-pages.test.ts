import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_LIST_MARK } from '../../server/products/collection-list.ts';
import type { StorefrontRequest } from '../../server/products/storefront.ts';
import { structuredDataOf, structuredDataProblems } from '../structured-data.ts';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The fixture's jackets page as the build writes a collection page: heading, intro, no list. */
const JACKETS_PAGE = `<!doctype html><html lang="en-US" data-brand="workwear"><head><title>Jackets</title></head><body><div id="root"><main>${COLLECTION_LIST_MARK}<h1>Jackets</h1><p>Hi-vis jackets.</p></noscript></main></div></body></html>`;

async function start(storefrontRequest?: StorefrontRequest) {
  const first = await startServer();
  await writeFile(path.join(first.buildDir, 'pages', 'workwear', 'jackets.html'), JACKETS_PAGE);
  server = await startServer({
    buildDir: first.buildDir,
    storefront: true,
    productPages: storefrontRequest ? { storefrontRequest } : {},
  });
  const close = server.close;
  server.close = async () => {
    await close();
    await first.close();
  };
  return server;
}

const get = (url: string, headers: Record<string, string> = {}) => {
  if (!server) throw new Error('no server');
  return server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'workwear.localhost', ...headers },
  });
};

/** The product links of the server's list, in order: [href, name, price]. */
function listedProducts(body: string): string[][] {
  const list = /<noscript data-slot="collection-products">([\s\S]*?)<\/noscript>/.exec(body)?.[1];
  return [
    ...(list ?? '').matchAll(/<li><a href="([^"]+)">([^<]+)<\/a> <span>([^<]+)<\/span>/g),
  ].map(([, href = '', name = '', price = '']) => [href, name, price]);
}

describe('collection pages', () => {
  it("lists the collection's products from the storefront, in order, with an ItemList", async () => {
    await start();
    const response = await get('/jackets');
    expect(response.statusCode).toBe(200);
    const products = listedProducts(response.body);
    expect(products.length).toBeGreaterThan(5);
    expect(products[0]).toEqual([
      '/products/class-3-hi-vis-bomber-jacket',
      'Class 3 Hi-Vis Bomber Jacket',
      '$129.99',
    ]);
    for (const [href, , price] of products) {
      expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
      expect(price).toMatch(/^\$\d+\.\d{2}(?: – \$\d+\.\d{2})?$/);
    }
    const [itemList, ...others] = structuredDataOf(response.body);
    expect(others).toEqual([]);
    expect(await structuredDataProblems(itemList)).toEqual([]);
    expect(itemList).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url: 'https://beaconworkwear.example/jackets',
      numberOfItems: products.length,
    });
    // The same products in the same order, each by its page's full address.
    const elements = (itemList as { itemListElement: { position: number; url: string }[] })
      .itemListElement;
    expect(elements.map((element) => element.position)).toEqual(products.map((_, i) => i + 1));
    expect(elements.map((element) => element.url)).toEqual(
      products.map(([href]) => `https://beaconworkwear.example${href}`),
    );
  });

  it('escapes what the storefront says, and asks it once while the list is fresh', async () => {
    let calls = 0;
    await start(async () => {
      calls += 1;
      return {
        data: {
          collection: {
            title: 'Jackets',
            products: {
              nodes: [
                {
                  handle: 'rain-shell',
                  title: 'Rain <Shell> & "Co"',
                  priceRange: {
                    minVariantPrice: { amount: '10.5', currencyCode: 'USD' },
                    maxVariantPrice: { amount: '12', currencyCode: 'USD' },
                  },
                },
                // Not a product a page can show: left out.
                { handle: '../admin', title: 'Bad', priceRange: {} },
              ],
            },
          },
        },
      };
    });
    const first = await get('/jackets');
    expect(listedProducts(first.body)).toEqual([
      ['/products/rain-shell', 'Rain &lt;Shell&gt; &amp; &quot;Co&quot;', '$10.50 – $12.00'],
    ]);
    const [itemList] = structuredDataOf(first.body);
    expect(itemList).toMatchObject({
      itemListElement: [
        {
          position: 1,
          name: 'Rain <Shell> & "Co"',
          url: 'https://beaconworkwear.example/products/rain-shell',
        },
      ],
    });
    expect(first.body).not.toContain('<Shell>');
    const second = await get('/jackets', { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(calls).toBe(1);
  });

  it('serves the page as built when the storefront fails', async () => {
    await start(async () => {
      throw new Error('storefront down');
    });
    const response = await get('/jackets');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JACKETS_PAGE);
    expect(structuredDataOf(response.body)).toEqual([]);
  });

  it('leaves pages that are not collections alone', async () => {
    let calls = 0;
    await start(async () => {
      calls += 1;
      return { data: { collection: null } };
    });
    const response = await get('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('collection-products');
    expect(calls).toBe(0);
  });
});
