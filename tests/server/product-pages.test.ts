import {
  PRODUCT_DATA_ELEMENT_ID,
  type ProductPageState,
  productPath,
} from '@zcomm/site-data/product';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../server/metrics/registry.ts';
import type { ServerOptions } from '../../server/options.ts';
import type { PageRenderer } from '../../server/pages/render.ts';
import type { StorefrontRequest } from '../../server/products/storefront.ts';
import { defaultGatewayBudgets } from '../../server/storefront-gateway/limits.ts';
import { pageMarker, startServer, type TestServer } from './helpers.ts';
import { addProductPages } from './product-fixture.ts';

const HANDLE = 'class-3-hi-vis-bomber-jacket';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  productPages: {
    settings?: Record<string, number>;
    storefrontRequest?: StorefrontRequest;
    renderer?: () => Promise<PageRenderer>;
  } = {},
  {
    localHosts = true,
    storefrontGateway,
  }: { localHosts?: boolean; storefrontGateway?: ServerOptions['storefrontGateway'] } = {},
) {
  // A first server writes the fixture build; the one tested reads it with the templates added.
  const first = await startServer();
  await addProductPages(first.buildDir);
  server = await startServer({
    buildDir: first.buildDir,
    storefront: true,
    productPages,
    localHosts,
    storefrontGateway,
  });
  const close = server.close;
  server.close = async () => {
    await close();
    await first.close();
  };
  return server;
}

const get = (
  url: string,
  host = 'workwear.localhost',
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => {
  if (!server) throw new Error('no server');
  return server.app.inject({ method: 'GET', url, headers: { host, ...headers }, remoteAddress });
};

function embeddedState(body: string): ProductPageState {
  const match = new RegExp(
    `<script type="application/json" id="${PRODUCT_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(body);
  if (!match?.[1]) throw new Error('no embedded product data');
  return JSON.parse(match[1]);
}

describe('product pages', () => {
  it('renders a product from the storefront with its data embedded for hydration', async () => {
    await start();
    const response = await get(productPath(HANDLE));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Class 3 Hi-Vis Bomber Jacket</h1><p>129.99</p>');
    expect(response.body).toContain('<title>Class 3 Hi-Vis Bomber Jacket</title>');
    expect(response.headers.etag).toBeTruthy();
    const state = embeddedState(response.body);
    expect(state.kind).toBe('product');
    if (state.kind !== 'product') return;
    expect(state.product.collection).toEqual({ name: 'Jackets', path: '/jackets' });
    expect(state.product.images.length).toBeGreaterThan(1);
    expect(state.product.images[0]?.url).toMatch(
      /^\/storefront\/beacon-workwear-demo\.myshopify\.com\/images\//,
    );
    const size = state.product.options.find((option) => option.name === 'Size');
    expect(size?.values.map((value) => value.name)).toContain('5XL');
    // 5XL is sold out in orange only, so the size is still for sale.
    expect(size?.values.find((value) => value.name === '5XL')?.available).toBe(true);
    expect(
      state.product.variants.find((variant) => variant.title === 'Hi-Vis Orange / 5XL')?.available,
    ).toBe(false);
    expect(state.product.sizeChart?.columns).toEqual(['Size', 'Chest', 'Waist']);
    // The inline script of the template stays allowed by the site's policy.
    expect(response.headers['content-security-policy']).toContain("'sha256-");
  });

  it('carries “Complete the kit”: the storefront’s complementary products, in stock', async () => {
    await start();
    const state = embeddedState((await get(productPath(HANDLE))).body);
    if (state.kind !== 'product') throw new Error('no product');
    const kit = state.product.kit ?? [];
    expect(kit).toHaveLength(4);
    expect(kit.map((product) => product.handle)).not.toContain(HANDLE);
    // Other kinds of garment than a jacket, each a link's picture, name and price.
    expect(new Set(kit.map((product) => product.handle)).size).toBe(4);
    for (const product of kit) {
      expect(product.title).not.toMatch(/jacket|parka|coat/i);
      expect(product.price.amount).toMatch(/^\d+(\.\d+)?$/);
      expect(product.image?.url).toMatch(
        /^\/storefront\/beacon-workwear-demo\.myshopify\.com\/images\//,
      );
    }
  });

  it('renders on a production start too, where only the production hosts are served', async () => {
    await start({}, { localHosts: false });
    const response = await get(productPath(HANDLE), 'beaconworkwear.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Class 3 Hi-Vis Bomber Jacket</h1><p>129.99</p>');
    const state = embeddedState(response.body);
    expect(state.kind === 'product' && state.product.images[0]?.url).toMatch(
      /^\/storefront\/beacon-workwear-demo\.myshopify\.com\/images\//,
    );
  });

  it('answers from the cache the second time, and 304 to a matching ETag', async () => {
    let calls = 0;
    const counting: StorefrontRequest = async (shop, body, signal) => {
      calls += 1;
      return realRequest(shop, body, signal);
    };
    await start({ storefrontRequest: counting });
    const first = await get(productPath(HANDLE));
    expect(first.headers['x-product-cache']).toBe('miss');
    const second = await get(productPath(HANDLE));
    expect(second.headers['x-product-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(calls).toBe(1);
    const revalidated = await get(productPath(HANDLE), 'workwear.localhost', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps real products cached through a flood of unknown handles', async () => {
    let calls = 0;
    const counting: StorefrontRequest = async (shop, body, signal) => {
      calls += 1;
      return realRequest(shop, body, signal);
    };
    await start({ storefrontRequest: counting, settings: { maxEntries: 20 } });
    expect((await get(productPath(HANDLE))).headers['x-product-cache']).toBe('miss');
    // More unknown handles than the cache keeps products.
    for (let index = 0; index < 30; index += 1) {
      expect((await get(productPath(`junk-${index}`))).statusCode).toBe(404);
    }
    expect(calls).toBe(31);
    const again = await get(productPath(HANDLE));
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-product-cache']).toBe('hit');
    // The latest unknown handle is answered from memory too.
    expect((await get(productPath('junk-29'))).statusCode).toBe(404);
    expect(calls).toBe(31);
  }, 30_000);

  it('keeps other shoppers’ product pages rendering while one client floods unknown handles', async () => {
    // A shop budget one client can spend alone, as the shared budget was.
    const budget = {
      ...defaultGatewayBudgets['product-page'],
      shop: { max: 20, windowMs: 60_000 },
    };
    await start({}, { storefrontGateway: { budgets: { 'product-page': budget } } });
    const refusedBefore = await refusedCalls();
    const attacker = '203.0.113.9';
    const flood: Record<string, number[]> = {};
    for (const host of ['workwear.localhost', 'sailing.localhost']) {
      const statuses: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        statuses.push((await get(productPath(`junk-${index}`), host, {}, attacker)).statusCode);
      }
      flood[host] = statuses;
    }
    // The client that flooded is told to slow down once it has spent its share.
    for (const statuses of Object.values(flood)) {
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    }
    const refused = await get(productPath('junk-99'), 'workwear.localhost', {}, attacker);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Everyone else's uncached product pages, on both shops, still render.
    const shopper = '198.51.100.7';
    const workwear = await get(productPath(HANDLE), 'workwear.localhost', {}, shopper);
    expect(workwear.statusCode).toBe(200);
    const sailing = await get('/products/skipper-henley', 'sailing.localhost', {}, '2001:db8::7');
    expect(sailing.statusCode).toBe(200);
    // The metrics count each refusal as a call the storefront never saw.
    const refusedAfter = await refusedCalls();
    expect(refusedAfter['beacon-workwear'] - refusedBefore['beacon-workwear']).toBe(11);
    expect(refusedAfter['off-soundings'] - refusedBefore['off-soundings']).toBe(10);
  }, 60_000);

  it('serves the last good copy while the storefront is down', async () => {
    let down = false;
    const flaky: StorefrontRequest = async (shop, body, signal) => {
      if (down) throw new Error('connection refused');
      return realRequest(shop, body, signal);
    };
    await start({ storefrontRequest: flaky, settings: { ttlMs: 0 } });
    expect((await get(productPath(HANDLE))).statusCode).toBe(200);
    down = true;
    const stale = await get(productPath(HANDLE));
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-product-cache']).toBe('stale');
    expect(stale.body).toContain('Class 3 Hi-Vis Bomber Jacket');
  });

  it('answers the branded 503 when the storefront fails and nothing is cached', async () => {
    await start({
      storefrontRequest: async () => {
        throw new Error('connection refused');
      },
    });
    const response = await get(productPath(HANDLE));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    // Never kept by a browser or a cache, so the product shows as soon as it can.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>workwear cannot show it</h1>');
    expect(embeddedState(response.body)).toEqual({ kind: 'unavailable', handle: HANDLE });
  });

  it('gives up on a storefront that does not answer in time: 503, no hang', async () => {
    await start({
      storefrontRequest: (_shop, _body, signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      settings: { timeoutMs: 100 },
    });
    const started = performance.now();
    const response = await get(productPath(HANDLE));
    expect(response.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers a plain 503, and keeps serving, when the page cannot be rendered', async () => {
    await start({
      renderer: async () => ({
        renderPage: async () => {
          throw new Error('render bundle missing');
        },
      }),
    });
    const response = await get(productPath(HANDLE));
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      'This product cannot be shown right now. Please try again in a minute.',
    );
    expect((await get('/')).statusCode).toBe(200);
  });

  it('answers the shop’s branded 404 for an unknown, malformed or too long handle', async () => {
    await start();
    const handles = ['no-such-product', 'Not_A_Handle', '', 'x'.repeat(101), 'x'.repeat(255)];
    // Past Shopify's 255 characters is no handle; past the router's bound, a plain 404.
    handles.push('x'.repeat(256), 'x'.repeat(1_000));
    for (const url of handles.map((handle) => `/products/${handle}`)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(pageMarker('workwear', '404'));
    }
    const beyond = await get(`/products/${'x'.repeat(5_000)}`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.headers['cache-control']).toBe('no-store');
  });

  it('serves and lists a product whose handle has Shopify’s most, 255 characters', async () => {
    const longest = `a${'-b'.repeat(127)}`;
    expect(longest).toHaveLength(255);
    // The storefront has a product under the longest handle Shopify makes.
    const withLongest: StorefrontRequest = async (shop, body, signal) => {
      if ('first' in body.variables) {
        const list = (await realRequest(shop, body, signal)) as {
          data: { products: { nodes: { handle: string }[] } };
        };
        list.data.products.nodes.push({ handle: longest });
        return list;
      }
      if (body.variables.handle !== longest) return realRequest(shop, body, signal);
      const answer = (await realRequest(
        shop,
        { ...body, variables: { handle: HANDLE } },
        signal,
      )) as {
        data: { product: Record<string, unknown> };
      };
      return { data: { product: { ...answer.data.product, handle: longest } } };
    };
    await start({ storefrontRequest: withLongest });
    const page = await get(productPath(longest));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Class 3 Hi-Vis Bomber Jacket</h1>');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>https://beaconworkwear.example/products/${longest}</loc>`);
  });

  it('has product pages only on the shops', async () => {
    await start();
    const response = await get(productPath(HANDLE), 'agency.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(pageMarker('agency', '404'));
    // Each shop has its own products.
    expect((await get(productPath(HANDLE), 'sailing.localhost')).statusCode).toBe(404);
    const sailing = await get('/products/skipper-henley', 'sailing.localhost');
    expect(sailing.statusCode).toBe(200);
    expect(sailing.body).toContain('<h1>Skipper Henley</h1>');
  });

  it('lists every product page in the sitemap, and no staff page', async () => {
    await start();
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>https://beaconworkwear.example/products/${HANDLE}</loc>`);
    expect(sitemap.body).toContain('<loc>https://beaconworkwear.example/jackets</loc>');
    const locs = sitemap.body.match(/<loc>/g) ?? [];
    expect(locs.length).toBeGreaterThan(50);
    const agency = await get('/sitemap.xml', 'agency.localhost');
    expect(agency.body).toContain('<loc>https://zcomm.example/contact</loc>');
    expect(agency.body).not.toContain('/inbox</loc>');
    expect(agency.body).not.toContain('/products/');
  });

  it('answers 503 for the sitemap when the storefront fails with no list cached', async () => {
    await start({
      storefrontRequest: async () => {
        throw new Error('connection refused');
      },
    });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers['retry-after']).toBe('30');
  });
});

/** Product page calls the storefront gateway refused, by shop, as the metrics count them. */
async function refusedCalls(): Promise<Record<'beacon-workwear' | 'off-soundings', number>> {
  const metric = await registry.getSingleMetric('zcomm_storefront_requests_total')?.get();
  const count = (shop: string) =>
    metric?.values.find(
      ({ labels }) =>
        labels.shop === shop && labels.operation === 'product' && labels.outcome === 'refused',
    )?.value ?? 0;
  return { 'beacon-workwear': count('beacon-workwear'), 'off-soundings': count('off-soundings') };
}

/** The storefront transport the server uses by default: the simulator, through inject. */
const realRequest: StorefrontRequest = async (shop, body) => {
  if (!server) throw new Error('no server');
  const response = await server.app.inject({
    method: 'POST',
    url: `/storefront/${shop.domain}/api/2025-01/graphql`,
    headers: {
      host: shop.store === 'off-soundings' ? 'sailing.localhost' : 'workwear.localhost',
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': `demo-storefront-token-${shop.store}`,
    },
    payload: body,
  });
  return JSON.parse(response.body.replaceAll(/http:\/\/[a-z]+\.localhost\//g, '/'));
};
