/**
 * Every Storefront API operation the Buy Button can send — each shopify-buy call that
 * buy-button-js 3.0.6 makes (collection grid, Next page, product, cart, checkout) — is sent to
 * the simulator through shopify-buy itself, and each request and answer is checked against
 * Shopify's published schema: the document validates, the answer conforms and has no errors.
 * The end-to-end suite checks the same of what a browser sends (tests/e2e/commerce.spec.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import {
  conformanceErrors,
  describeOperation,
  type RecordedOperation,
  validationErrors,
} from '../src/conformance.ts';
import { registerStorefront } from '../src/fastify/index.ts';
import { STOREFRONT_API_VERSION, storefrontSchema } from '../src/schema.ts';

interface Model {
  id: string;
  [key: string]: unknown;
}
interface Checkout extends Model {
  webUrl: string;
  lineItems: Model[];
}
interface Product extends Model {
  variants: Model[];
}
interface Client {
  collection: {
    fetchWithProducts: (id: string) => Promise<Model & { products: Product[] }>;
    fetchByHandle: (handle: string) => Promise<Model>;
  };
  product: {
    fetch: (id: string) => Promise<Product>;
    fetchMultiple: (ids: string[]) => Promise<Product[]>;
    fetchByHandle: (handle: string) => Promise<Product>;
  };
  checkout: {
    create: (input: { lineItems: { variantId: string; quantity: number }[] }) => Promise<Checkout>;
    fetch: (id: string) => Promise<Checkout | null>;
    addLineItems: (
      id: string,
      lines: { variantId: string; quantity: number }[],
    ) => Promise<Checkout>;
    updateLineItems: (id: string, lines: { id: string; quantity: number }[]) => Promise<Checkout>;
    removeLineItems: (id: string, ids: string[]) => Promise<Checkout>;
    updateAttributes: (id: string, input: { note: string }) => Promise<Checkout>;
  };
  shop: { fetchInfo: () => Promise<{ moneyFormat: string }> };
  fetchNextPage: (models: Product[]) => Promise<{ model: Product[] }>;
}

const ShopifyBuy = createRequire(import.meta.url)('shopify-buy') as {
  buildClient: (
    config: { domain: string; storefrontAccessToken: string },
    fetchFunction: (url: string, init: RequestInit) => Promise<Response>,
  ) => Client;
};

let app: FastifyInstance;
const recorded: (RecordedOperation & { url: string; answeredVersion: unknown })[] = [];

const logLines: string[] = [];

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  await registerStorefront(app, { catalogues });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  // Every field asked for was one the simulator models (none answered null for want of it).
  expect(logLines).toEqual([]);
});

const client = ShopifyBuy.buildClient(
  {
    domain: workwearCatalogue.domain,
    storefrontAccessToken: workwearCatalogue.storefrontAccessToken,
  },
  async (url, init) => {
    const request = JSON.parse(String(init.body)) as Omit<RecordedOperation, 'data'>;
    const response = await app.inject({
      method: 'POST',
      url: `/storefront/${workwearCatalogue.domain}${new URL(url).pathname}`,
      headers: init.headers as Record<string, string>,
      payload: String(init.body),
    });
    const answer = response.json() as { data?: unknown; errors?: unknown };
    recorded.push({
      ...request,
      data: answer.data,
      errors: answer.errors,
      url,
      answeredVersion: response.headers['x-shopify-api-version'],
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  },
);

describe('the Buy Button’s operations against the published Storefront API schema', () => {
  it('drives every shopify-buy call the Buy Button makes', async () => {
    const collectionId = `gid://shopify/Collection/${workwearShop.collections[0]?.id ?? ''}`;
    // Collection grid: by id, by handle, and the Next page button.
    const collection = await client.collection.fetchWithProducts(collectionId);
    expect(collection.products.length).toBeGreaterThan(0);
    await client.collection.fetchByHandle(String(collection.handle));
    await client.fetchNextPage(collection.products);
    // Product component and product set by ids.
    const [first, second] = collection.products as [Product, Product];
    await client.product.fetch(first.id);
    await client.product.fetchByHandle(String(first.handle));
    await client.product.fetchMultiple([first.id, second.id]);
    // Cart: money format, create, add, change quantity, note, stored cart, remove, empty.
    await client.shop.fetchInfo();
    const variant = first.variants.find((candidate) => candidate.available) ?? first.variants[0];
    const cart = await client.checkout.create({
      lineItems: [{ variantId: String(variant?.id), quantity: 1 }],
    });
    const added = await client.checkout.addLineItems(cart.id, [
      { variantId: String(second.variants[0]?.id), quantity: 2 },
    ]);
    const line = added.lineItems[0] as Model;
    await client.checkout.updateLineItems(cart.id, [{ id: line.id, quantity: 3 }]);
    await client.checkout.updateAttributes(cart.id, { note: 'Leave at the gate.' });
    const stored = await client.checkout.fetch(cart.id);
    expect(stored?.lineItems).toHaveLength(2);
    expect(stored?.webUrl).toContain(`/storefront/${workwearCatalogue.domain}/checkout/`);
    await client.checkout.removeLineItems(cart.id, [line.id]);
    // Buy Now from a product (a fresh cart) and emptying a cart.
    const buyNow = await client.checkout.create({
      lineItems: [{ variantId: String(variant?.id), quantity: 1 }],
    });
    await client.checkout.removeLineItems(
      buyNow.id,
      buyNow.lineItems.map((item) => item.id),
    );
    expect(recorded.length).toBeGreaterThanOrEqual(14);
  });

  it('answers the version shopify-buy asks for with the pinned one, as Shopify falls forward', () => {
    expect(STOREFRONT_API_VERSION).toBe('2026-04');
    for (const operation of recorded) {
      // shopify-buy 3.0.7 puts 2025-01 in its URLs, a version Shopify no longer supports.
      expect(new URL(operation.url).pathname).toBe('/api/2025-01/graphql');
      expect(operation.answeredVersion).toBe(STOREFRONT_API_VERSION);
    }
  });

  it('validates every distinct document against the schema', () => {
    const documents = new Set(recorded.map((operation) => operation.query));
    expect(documents.size).toBeGreaterThanOrEqual(10);
    for (const query of documents) {
      expect(validationErrors(storefrontSchema, query), describeOperation(query)).toEqual([]);
    }
  });

  it('keeps every distinct document in documents/buy-button.json, for the drift check', () => {
    const file = new URL('../documents/buy-button.json', import.meta.url);
    const sent = new Map<string, { operationName: string | null; query: string }>();
    for (const { query, operationName } of recorded) {
      sent.set(query, { operationName: operationName ?? null, query });
    }
    const documents = [...sent.values()].toSorted((left, right) =>
      left.query.localeCompare(right.query),
    );
    const serialised = `${JSON.stringify({ source: 'shopify-buy 3.0.7 (inside @shopify/buy-button-js 3.0.6)', documents }, null, 2)}\n`;
    // Refresh after a Buy Button upgrade: UPDATE_STOREFRONT_DOCUMENTS=1 npx vitest run <this file>
    if (process.env.UPDATE_STOREFRONT_DOCUMENTS === '1') writeFileSync(file, serialised);
    expect(readFileSync(file, 'utf8')).toBe(serialised);
  });

  it('answers every operation without errors, in the shape the schema gives', () => {
    for (const operation of recorded) {
      const name = describeOperation(operation.query);
      expect(operation.errors, name).toBeUndefined();
      expect(conformanceErrors(storefrontSchema, operation), name).toEqual([]);
    }
  });

  it('answers the other fields it models in the shape the schema gives', async () => {
    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: `/storefront/${workwearCatalogue.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
        headers: { 'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken },
        payload: { query, variables },
      });
      const answer = response.json() as { data?: unknown; errors?: unknown };
      expect(answer.errors, query).toBeUndefined();
      expect(validationErrors(storefrontSchema, query)).toEqual([]);
      expect(conformanceErrors(storefrontSchema, { query, variables, data: answer.data })).toEqual(
        [],
      );
      return answer.data as Record<string, { id: string }>;
    };
    const money = '{ amount currencyCode }';
    const { product } = await post(`{
      product(handle: "class-3-hi-vis-bomber-jacket") {
        __typename id handle title description descriptionHtml productType vendor tags
        availableForSale createdAt updatedAt publishedAt onlineStoreUrl isGiftCard
        requiresSellingPlan totalInventory seo { title description }
        options(first: 5) { id name values optionValues { id name } }
        featuredImage { id url src altText width height }
        collections(first: 5) { nodes { id handle title descriptionHtml updatedAt } }
        variantsCount { count precision }
        priceRange { minVariantPrice ${money} maxVariantPrice ${money} }
        compareAtPriceRange { minVariantPrice ${money} maxVariantPrice ${money} }
        selectedOrFirstAvailableVariant { id title sku barcode weight weightUnit taxable
          price ${money} priceV2 ${money} compareAtPrice ${money} availableForSale
          currentlyNotInStock quantityAvailable requiresShipping selectedOptions { name value }
          quantityRule { minimum maximum increment } image { id } product { id } }
        images(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
      }
      shop { id name description moneyFormat primaryDomain { host url sslEnabled }
        paymentSettings { currencyCode countryCode acceptedCardBrands enabledPresentmentCurrencies }
        privacyPolicy { id handle title url body } refundPolicy { id } shippingPolicy { id }
        termsOfService { id } }
      collections(first: 2, sortKey: TITLE) { nodes { id title products(first: 1, sortKey: PRICE) { nodes { id } } } }
      products(first: 2, query: "tag:hi-vis", sortKey: TITLE, reverse: true) { nodes { id } }
    }`);
    const cartFields = `{ id checkoutUrl note totalQuantity createdAt updatedAt
      attributes { key value } attribute(key: "gift") { value }
      cost { subtotalAmount ${money} totalAmount ${money} totalTaxAmount ${money} }
      estimatedCost { totalAmount ${money} }
      buyerIdentity { email phone countryCode }
      discountCodes { code applicable }
      lines(first: 5) { nodes { __typename id quantity attributes { key value }
        cost { amountPerQuantity ${money} totalAmount ${money} }
        estimatedCost { amount ${money} }
        merchandise { ... on ProductVariant { id } } } } }`;
    const variant = (product as unknown as { selectedOrFirstAvailableVariant: { id: string } })
      .selectedOrFirstAvailableVariant.id;
    const created = await post(
      `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines, note: "n",
        attributes: [{ key: "gift", value: "yes" }], buyerIdentity: { email: "a@example.com" } })
        { cart ${cartFields} userErrors { field message code } warnings { code message target } } }`,
      { lines: [{ merchandiseId: variant, quantity: 2 }] },
    );
    const cartId = (created.cartCreate as unknown as { cart: { id: string } }).cart.id;
    await post(
      `query($id: ID!) { cart(id: $id) ${cartFields} node(id: $id) { id ... on Cart { totalQuantity } } }`,
      {
        id: cartId,
      },
    );
  });

  it('catches an answer that does not conform', () => {
    const operation = recorded.find((candidate) => candidate.query.includes('cartCreate'));
    expect(operation).toBeDefined();
    const broken = structuredClone(operation as RecordedOperation) as RecordedOperation & {
      data: { cartCreate: { cart: { id: unknown } } };
    };
    broken.data.cartCreate.cart.id = null;
    expect(conformanceErrors(storefrontSchema, broken).join('\n')).toContain('non-nullable');
  });
});
