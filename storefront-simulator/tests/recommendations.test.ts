/**
 * `productRecommendations` as a shop's storefront answers it: related products (the default)
 * from the same collections, complementary ones (“Complete the kit”) of other product types,
 * the same kind of garment and the best sellers first.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue, workwearCatalogue } from '../src/catalogue/index.ts';
import { registerStorefront } from '../src/fastify/index.ts';
import { STOREFRONT_API_VERSION } from '../src/schema.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerStorefront(app, { catalogues });
  await app.ready();
});

afterAll(() => app.close());

interface Recommended {
  handle: string;
  productType: string;
  tags: string[];
  availableForSale: boolean;
}

const document = `query Kit($handle: String, $id: ID, $intent: ProductRecommendationIntent) {
  productRecommendations(productHandle: $handle, productId: $id, intent: $intent) {
    handle productType tags availableForSale
  }
}`;

async function recommend(
  variables: Record<string, unknown>,
  catalogue = workwearCatalogue,
): Promise<Recommended[] | null> {
  const response = await app.inject({
    method: 'POST',
    url: `/storefront/${catalogue.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
    headers: { 'x-shopify-storefront-access-token': catalogue.storefrontAccessToken },
    payload: { query: document, variables },
  });
  const answer = response.json() as {
    data: { productRecommendations: Recommended[] | null };
    errors?: unknown;
  };
  expect(answer.errors).toBeUndefined();
  return answer.data.productRecommendations;
}

const product = (handle: string, catalogue = workwearCatalogue) => {
  const found = catalogue.products.find((candidate) => candidate.handle === handle);
  if (!found) throw new Error(`No ${handle}`);
  return found;
};

describe('complementary recommendations', () => {
  it('are in-stock products of other types, one of each, hi-vis with hi-vis', async () => {
    const jacket = product('class-3-hi-vis-bomber-jacket');
    const kit = await recommend({ handle: jacket.handle, intent: 'COMPLEMENTARY' });
    expect(kit?.length).toBeGreaterThanOrEqual(4);
    expect(kit?.length).toBeLessThanOrEqual(10);
    const types = kit?.map((item) => item.productType) ?? [];
    expect(types).not.toContain(jacket.productType);
    expect(new Set(types).size).toBe(types.length);
    expect(kit?.every((item) => item.availableForSale)).toBe(true);
    // The first four, what a page shows, dress the rest of the body, each another place (a
    // top, pants, a hat, …); hi-vis (reflective) like the jacket.
    const place: Record<string, string> = {
      'T-Shirts': 'top',
      Shirts: 'top',
      Polos: 'top',
      Pullovers: 'top',
      Hoodies: 'top',
      Pants: 'legs',
      Shorts: 'legs',
      Hats: 'head',
      Gloves: 'hands',
    };
    const shown = new Set(types.slice(0, 4).map((type) => place[type] ?? type));
    expect(shown.size).toBe(4);
    expect([...shown]).toEqual(expect.arrayContaining(['top', 'legs', 'head']));
    expect(types.slice(0, 4)).not.toContain('Vests');
    expect(kit?.slice(0, 4).every((item) => item.tags.includes('reflective'))).toBe(true);
  });

  it('go with plain workwear too, and with the sailing shop’s own products', async () => {
    const coat = workwearCatalogue.products.find((candidate) => !candidate.reflective);
    const plain = await recommend({ handle: coat?.handle, intent: 'COMPLEMENTARY' });
    expect(plain?.slice(0, 4).some((item) => item.tags.includes('reflective'))).toBe(false);
    const [first] = sailingCatalogue.products;
    const sailing = await recommend(
      { id: `gid://shopify/Product/${first?.id}`, intent: 'COMPLEMENTARY' },
      sailingCatalogue,
    );
    const handles = new Set(sailingCatalogue.products.map((item) => item.handle));
    expect(sailing?.length).toBeGreaterThan(0);
    expect(sailing?.every((item) => handles.has(item.handle))).toBe(true);
  });
});

describe('related recommendations (the default)', () => {
  it('share a collection with the product; an unknown product has none', async () => {
    const jacket = product('class-3-hi-vis-bomber-jacket');
    const related = await recommend({ id: `gid://shopify/Product/${jacket.id}` });
    expect(related).toHaveLength(4);
    for (const item of related ?? []) {
      const source = product(item.handle);
      expect(source.collections.some((handle) => jacket.collections.includes(handle))).toBe(true);
    }
    expect(await recommend({ handle: 'no-such-product' })).toBeNull();
  });
});
