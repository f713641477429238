import { createRequire } from 'node:module';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue, workwearCatalogue } from '../src/catalogue/index.ts';
import { registerStorefront } from '../src/fastify/index.ts';

/* The parts of shopify-buy (the client inside the Buy Button) these tests drive. */
interface Money {
  amount: string;
  currencyCode: string;
}
interface Variant {
  id: string;
  title: string;
  available: boolean;
  priceV2: Money;
  image: { src: string; width: number; height: number };
  selectedOptions: { name: string; value: string }[];
}
interface Product {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  descriptionHtml: string;
  options: { name: string; values: unknown[] }[];
  images: { src: string; width: number; height: number; altText: string }[];
  variants: Variant[];
  hasNextPage?: boolean;
}
interface Collection {
  id: string;
  handle: string;
  title: string;
  products: Product[];
}
interface LineItem {
  id: string;
  title: string;
  quantity: number;
  variant: Variant;
}
interface Checkout {
  id: string;
  webUrl: string;
  completedAt: string | null;
  lineItems: LineItem[];
  subtotalPrice: Money;
  totalPrice: Money;
  userErrors: { code?: string; message: string }[];
}
type LineInput = { variantId: string; quantity: number };
interface StorefrontClient {
  collection: {
    fetchWithProducts: (id: string, options?: { productsFirst?: number }) => Promise<Collection>;
    fetchByHandle: (handle: string) => Promise<Collection>;
    fetchAll: () => Promise<Collection[]>;
  };
  product: {
    fetch: (id: string) => Promise<Product | null>;
    fetchMultiple: (ids: string[]) => Promise<(Product | null)[]>;
    fetchByHandle: (handle: string) => Promise<Product>;
    fetchQuery: (query: { first: number; query?: string; sortKey?: string }) => Promise<Product[]>;
  };
  checkout: {
    create: (input: { lineItems: LineInput[] }) => Promise<Checkout>;
    fetch: (id: string) => Promise<Checkout | null>;
    addLineItems: (id: string, lines: LineInput[]) => Promise<Checkout>;
    updateLineItems: (id: string, lines: { id: string; quantity: number }[]) => Promise<Checkout>;
    removeLineItems: (id: string, lineIds: string[]) => Promise<Checkout>;
    updateAttributes: (id: string, input: { note?: string }) => Promise<Checkout>;
  };
  shop: { fetchInfo: () => Promise<{ name: string; moneyFormat: string }> };
  fetchNextPage: (models: Product[]) => Promise<{ model: Product[] }>;
}
interface ShopifyBuyClass {
  buildClient: (
    config: { domain: string; storefrontAccessToken: string },
    fetchFunction: (url: string, init: RequestInit) => Promise<Response>,
  ) => StorefrontClient;
}

const ShopifyBuy = createRequire(import.meta.url)('shopify-buy') as ShopifyBuyClass;

const BASE = '/storefront';
const ORIGIN = 'http://shop.localhost';

let app: FastifyInstance;
const warnings: string[] = [];
const statuses: number[] = [];

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
  await registerStorefront(app, { catalogues, prefix: BASE });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  // shopify-buy asked only for fields the simulator models.
  expect(warnings).toEqual([]);
});

/** A shopify-buy client whose requests reach the simulator instead of `https://<domain>`. */
function clientFor(domain: string, storefrontAccessToken: string): StorefrontClient {
  return ShopifyBuy.buildClient({ domain, storefrontAccessToken }, async (url, init) => {
    expect(url).toBe(`https://${domain}/api/2025-01/graphql`);
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/${domain}${new URL(url).pathname}`,
      headers: { ...(init.headers as Record<string, string>), host: 'shop.localhost' },
      payload: String(init.body),
    });
    statuses.push(response.statusCode);
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type']) },
    });
  });
}

const workwear = () => clientFor(workwearCatalogue.domain, workwearCatalogue.storefrontAccessToken);
const sailing = () => clientFor(sailingCatalogue.domain, sailingCatalogue.storefrontAccessToken);
const collectionGid = (id: string) => `gid://shopify/Collection/${id}`;

describe('catalogue', () => {
  it('uses the shared collection ids and domains, with at least twelve products each', () => {
    for (const [shop, catalogue] of [
      [workwearShop, workwearCatalogue],
      [sailingShop, sailingCatalogue],
    ] as const) {
      expect(catalogue.domain).toBe(shop.domain);
      expect(catalogue.collections.map((collection) => collection.id)).toEqual(
        shop.collections.map((collection) => collection.id),
      );
      for (const collection of catalogue.collections) {
        const products = catalogue.products.filter((product) =>
          product.collections.includes(collection.handle),
        );
        expect(products.length, collection.title).toBeGreaterThanOrEqual(12);
      }
    }
    expect(workwearCatalogue.collections.map((collection) => collection.title)).toEqual([
      'Headwear',
      'Jackets',
      'Hoodies',
      'New Releases',
      'Best Sellers',
      'Concealed Carry Collection',
      'Shirts',
      'Pants',
      'Vests',
      'Accessories',
    ]);
    expect(sailingCatalogue.collections.map((collection) => collection.title)).toEqual([
      'Shirts',
      'Outerwear',
      'Headwear',
    ]);
  });

  it('gives every product a unique id and handle and a USD price', () => {
    const products = catalogues.flatMap((catalogue) => catalogue.products);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    for (const catalogue of catalogues) {
      const handles = catalogue.products.map((product) => product.handle);
      expect(new Set(handles).size).toBe(handles.length);
    }
    for (const product of products) expect(product.price).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('storefront simulator with shopify-buy', () => {
  it('fetches a collection with its products, variants and images', async () => {
    const jackets = workwearShop.collections[1];
    const collection = await workwear().collection.fetchWithProducts(
      collectionGid(jackets?.id ?? ''),
    );

    expect(collection.title).toBe('Jackets');
    expect(collection.handle).toBe('jackets');
    expect(collection.products).toHaveLength(12);
    const bomber = collection.products.find(
      (product) => product.title === 'Class 3 Hi-Vis Bomber Jacket',
    );
    expect(bomber).toBeDefined();
    if (!bomber) return;
    expect(bomber.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(bomber.availableForSale).toBe(true);
    expect(bomber.descriptionHtml).toContain('<li>Meets ANSI/ISEA 107-2020 Type R Class 3</li>');
    expect(bomber.options.map((option) => [option.name, option.values.map(String)])).toEqual([
      ['Color', ['Hi-Vis Yellow', 'Hi-Vis Orange']],
      ['Size', ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL']],
    ]);
    expect(bomber.variants).toHaveLength(16);
    const [first] = bomber.variants;
    expect(first?.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(first?.title).toBe('Hi-Vis Yellow / S');
    expect(first?.priceV2).toMatchObject({ amount: '129.99', currencyCode: 'USD' });
    expect(first?.selectedOptions.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'Color', value: 'Hi-Vis Yellow' },
      { name: 'Size', value: 'S' },
    ]);
    expect(
      bomber.variants.find((variant) => variant.title === 'Hi-Vis Orange / 5XL')?.available,
    ).toBe(false);
    expect(bomber.images[0]).toMatchObject({
      src: `${ORIGIN}${BASE}/${workwearCatalogue.domain}/images/class-3-hi-vis-bomber-jacket--hi-vis-yellow.png`,
      width: 2048,
      height: 2048,
      altText: 'Class 3 Hi-Vis Bomber Jacket in Hi-Vis Yellow',
    });
    expect(first?.image.src).toBe(bomber.images[0]?.src);
  });

  it('pages through a collection the way the Buy Button’s Next page button does', async () => {
    const client = workwear();
    const bestSellers = workwearShop.collections[4];
    const collection = await client.collection.fetchWithProducts(
      collectionGid(bestSellers?.id ?? ''),
      { productsFirst: 10 },
    );
    const seen = collection.products.map((product) => product.handle);
    expect(collection.products.at(-1)?.hasNextPage?.valueOf()).toBe(true);

    let page = collection.products;
    for (let guard = 0; guard < 5; guard += 1) {
      const next = await client.fetchNextPage(page);
      if (next.model.length === 0) break;
      seen.push(...next.model.map((product) => product.handle));
      page = next.model;
    }
    expect(page.at(-1)?.hasNextPage?.valueOf()).toBe(false);
    expect(seen).toHaveLength(22);
    expect(new Set(seen).size).toBe(22);
  });

  it('answers product, handle, search and shop queries', async () => {
    const client = sailing();
    const product = await client.product.fetchByHandle('off-soundings-burgee-cap');
    expect(product.title).toBe('Off Soundings Burgee Cap');
    expect(product.variants.map((variant) => variant.title)).toEqual([
      'Navy',
      'White',
      'Nautical Red',
    ]);

    const byId = await client.product.fetch(product.id);
    expect(byId?.handle).toBe('off-soundings-burgee-cap');
    expect(await client.product.fetch('gid://shopify/Product/1')).toBeNull();

    const [multiple] = await client.product.fetchMultiple([product.id]);
    expect(multiple?.title).toBe(product.title);

    const polos = await client.product.fetchQuery({ first: 20, query: 'polo', sortKey: 'TITLE' });
    expect(polos.map((item) => item.title)).toEqual([
      'Off Soundings Classic Pique Polo',
      'Race Committee Polo',
      'Regatta Performance Polo',
    ]);

    const headwear = await client.collection.fetchByHandle('headwear');
    expect(headwear.title).toBe('Headwear');
    expect((await client.collection.fetchAll()).map((collection) => collection.title)).toEqual([
      'Shirts',
      'Outerwear',
      'Headwear',
    ]);

    expect(await client.shop.fetchInfo()).toMatchObject({
      name: 'Off Soundings',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format
      moneyFormat: '${{amount}}',
    });
  });
});

describe('storefront simulator carts with shopify-buy', () => {
  it('creates a cart, adds, updates and removes lines, and checks out', async () => {
    const client = sailing();
    const tee = await client.product.fetchByHandle('spring-series-performance-tee');
    const [navySmall, navyMedium] = tee.variants;
    if (!navySmall || !navyMedium) throw new Error('The tee has no variants.');

    let cart = await client.checkout.create({
      lineItems: [{ variantId: navySmall.id, quantity: 2 }],
    });
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
    expect(cart.completedAt).toBeNull();
    expect(cart.lineItems.map((line) => [line.title, line.variant.title, line.quantity])).toEqual([
      ['Spring Series Performance Tee', 'Navy / XS', 2],
    ]);
    expect(cart.subtotalPrice).toMatchObject({ amount: '64.0', currencyCode: 'USD' });

    cart = await client.checkout.addLineItems(cart.id, [{ variantId: navyMedium.id, quantity: 1 }]);
    cart = await client.checkout.addLineItems(cart.id, [{ variantId: navySmall.id, quantity: 1 }]);
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([3, 1]);
    expect(cart.subtotalPrice.amount).toBe('128.0');

    const [firstLine, secondLine] = cart.lineItems;
    cart = await client.checkout.updateLineItems(cart.id, [
      { id: firstLine?.id ?? '', quantity: 5 },
    ]);
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([5, 1]);
    expect(cart.totalPrice.amount).toBe('192.0');

    cart = await client.checkout.removeLineItems(cart.id, [secondLine?.id ?? '']);
    expect(cart.lineItems).toHaveLength(1);

    cart = await client.checkout.updateAttributes(cart.id, { note: 'Deliver to the club dock' });
    const fetched = await client.checkout.fetch(cart.id);
    expect(fetched?.lineItems.map((line) => line.quantity)).toEqual([5]);
    expect(fetched?.subtotalPrice.amount).toBe('160.0');

    const checkoutUrl = new URL(cart.webUrl);
    expect(`${checkoutUrl.origin}${checkoutUrl.pathname}`).toBe(
      `${ORIGIN}${BASE}/${sailingCatalogue.domain}/checkout/${cart.id.split('/').at(-1)?.split('?')[0]}`,
    );
    const page = await app.inject({
      method: 'GET',
      url: `${checkoutUrl.pathname}${checkoutUrl.search}`,
      headers: { host: 'shop.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Spring Series Performance Tee');
    expect(page.body).toContain('Qty 5 × $32.00');
    expect(page.body).toContain('USD $160.00');
    expect(page.body).toContain('Deliver to the club dock');
    // Each line's 64-pixel picture is asked at the width each screen density needs.
    expect(page.body).toMatch(
      /<img src="[^"]+\/images\/[a-z0-9-]+\.png\?width=64" srcset="[^"]+\.png\?width=64 1x, [^"]+\.png\?width=128 2x, [^"]+\.png\?width=192 3x" alt="" width="64" height="64">/,
    );

    cart = await client.checkout.updateLineItems(cart.id, [
      { id: firstLine?.id ?? '', quantity: 0 },
    ]);
    expect(cart.lineItems).toHaveLength(0);
  });

  it('returns user errors and warnings the way the Storefront API does', async () => {
    const client = workwear();
    await expect(
      client.checkout.create({
        lineItems: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
      }),
    ).rejects.toEqual([
      expect.objectContaining({
        code: 'INVALID',
        field: ['input', 'lines', '0', 'merchandiseId'],
      }),
    ]);
    await expect(
      client.checkout.addLineItems('gid://shopify/Cart/0123456789abcdef0123456789abcdef', []),
    ).rejects.toEqual([expect.objectContaining({ message: 'The specified cart does not exist.' })]);
    expect(await client.checkout.fetch('gid://shopify/Cart/unknown')).toBeNull();

    const bomber = await client.product.fetchByHandle('class-3-hi-vis-bomber-jacket');
    const soldOut = bomber.variants.find((variant) => !variant.available);
    const cart = await client.checkout.create({
      lineItems: [{ variantId: soldOut?.id ?? '', quantity: 1 }],
    });
    expect(cart.lineItems).toHaveLength(0);
    expect(cart.userErrors).toEqual([
      expect.objectContaining({
        message: 'Class 3 Hi-Vis Bomber Jacket (Hi-Vis Orange / 5XL) is sold out.',
      }),
    ]);
  });
});

describe('storefront simulator over HTTP', () => {
  it('rejects a wrong access token and unknown shops', async () => {
    const client = clientFor(workwearCatalogue.domain, 'wrong-token');
    await expect(client.shop.fetchInfo()).rejects.toBeTruthy();
    expect(statuses.at(-1)).toBe(401);

    const unknownShop = await app.inject({
      method: 'POST',
      url: `${BASE}/elsewhere.myshopify.com/api/2025-01/graphql`,
      payload: { query: '{ shop { name } }' },
    });
    expect(unknownShop.statusCode).toBe(404);
  });

  it('answers GraphQL errors for bad documents and requests', async () => {
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/${sailingCatalogue.domain}/api/2025-01/graphql`,
        headers: { 'x-shopify-storefront-access-token': sailingCatalogue.storefrontAccessToken },
        payload: payload as Record<string, unknown>,
      });
    const syntax = await post({ query: '{ shop { name }' });
    expect(syntax.statusCode).toBe(200);
    expect(syntax.json()).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'PARSE_ERROR' } })],
    });
    expect((await post({})).statusCode).toBe(400);
    const aliased = await post({
      query: 'query Named($h: String!) { p: productByHandle(handle: $h) { t: title, __typename } }',
      variables: { h: 'sun-visor' },
    });
    expect(aliased.json()).toEqual({ data: { p: { t: 'Sun Visor', __typename: 'Product' } } });
  });

  it('answers the CORS preflight of a cross-origin storefront endpoint', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${BASE}/${sailingCatalogue.domain}/api/2025-01/graphql`,
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain(
      'x-shopify-storefront-access-token',
    );
  });

  it('serves product images, also at the sizes the Buy Button asks for', async () => {
    const url = `${BASE}/${workwearCatalogue.domain}/images/class-2-hi-vis-mesh-safety-vest--hi-vis-orange`;
    for (const [suffix, width] of [
      ['_280x420.png', 280],
      ['_180x180.png', 180],
    ] as const) {
      const image = await app.inject({ method: 'GET', url: `${url}${suffix}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(image.rawPayload.readUInt32BE(16)).toBe(width);
    }
    for (const missing of [`${url}-nope.png`, `${url}.svg`, `${url}_280x420.jpg`]) {
      expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    }
  });

  it('shows an expired-cart page for unknown carts', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `${BASE}/${sailingCatalogue.domain}/checkout/0123456789abcdef0123456789abcdef`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This cart has expired');
  });
});

describe('cart limit', () => {
  it('drops the least recently used cart beyond the cap', async () => {
    const small = Fastify();
    await registerStorefront(small, { catalogues, prefix: BASE, maxCarts: 2 });
    const domain = sailingCatalogue.domain;
    const client = ShopifyBuy.buildClient(
      { domain, storefrontAccessToken: sailingCatalogue.storefrontAccessToken },
      async (url, init) => {
        const response = await small.inject({
          method: 'POST',
          url: `${BASE}/${domain}${new URL(url).pathname}`,
          headers: init.headers as Record<string, string>,
          payload: String(init.body),
        });
        return new Response(response.body, { status: response.statusCode });
      },
    );
    const first = await client.checkout.create({ lineItems: [] });
    const second = await client.checkout.create({ lineItems: [] });
    expect(await client.checkout.fetch(first.id)).not.toBeNull();
    await client.checkout.create({ lineItems: [] });

    expect(await client.checkout.fetch(second.id)).toBeNull();
    expect(await client.checkout.fetch(first.id)).not.toBeNull();
    await small.close();
  });
});
