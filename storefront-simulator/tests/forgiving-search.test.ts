/**
 * Search that forgives, as Shopify's `search` and `predictiveSearch` do: one typo in a word of
 * four letters or more, the shop's own synonyms (kept in the site data), and the most
 * relevant products first — a name match above a colour match, best sellers first among equals.
 */
import { synonymsOf } from '@zcomm/site-data/synonyms';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue, workwearCatalogue } from '../src/catalogue/index.ts';
import { registerStorefront } from '../src/fastify/index.ts';
import { indexShop } from '../src/model.ts';
import { STOREFRONT_API_VERSION } from '../src/schema.ts';
import { editDistanceAtMostOne, parseQuery, searchProducts } from '../src/search.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerStorefront(app, { catalogues });
  await app.ready();
});

afterAll(() => app.close());

interface Found {
  title: string;
  productType: string;
}

const searchDocument = `query Search($q: String!) {
  search(query: $q, first: 100, types: [PRODUCT]) {
    totalCount
    nodes { ... on Product { title productType } }
  }
}`;

const suggestDocument = `query Suggest($q: String!) {
  predictiveSearch(query: $q, limit: 6, limitScope: EACH, types: [PRODUCT, COLLECTION],
    unavailableProducts: LAST) {
    products { title productType }
    collections { handle }
  }
}`;

async function ask<T>(document: string, q: string, catalogue = workwearCatalogue): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: `/storefront/${catalogue.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
    headers: { 'x-shopify-storefront-access-token': catalogue.storefrontAccessToken },
    payload: { query: document, variables: { q } },
  });
  const answer = response.json() as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

const titles = async (q: string, catalogue = workwearCatalogue) =>
  (await ask<{ search: { nodes: Found[] } }>(searchDocument, q, catalogue)).search.nodes.map(
    (product) => product.title,
  );

const suggestions = async (q: string, catalogue = workwearCatalogue) =>
  (
    await ask<{ predictiveSearch: { products: Found[]; collections: { handle: string }[] } }>(
      suggestDocument,
      q,
      catalogue,
    )
  ).predictiveSearch;

describe('one edit forgiven', () => {
  it('counts an insertion, a deletion, a substitution or a swap of neighbours as one edit', () => {
    expect(editDistanceAtMostOne('jaket', 'jacket')).toBe(true);
    expect(editDistanceAtMostOne('jackett', 'jacket')).toBe(true);
    expect(editDistanceAtMostOne('jacker', 'jacket')).toBe(true);
    expect(editDistanceAtMostOne('jakcet', 'jacket')).toBe(true);
    expect(editDistanceAtMostOne('jacket', 'jacket')).toBe(true);
    expect(editDistanceAtMostOne('jkaet', 'jacket')).toBe(false);
    expect(editDistanceAtMostOne('jaket', 'jackets')).toBe(false);
  });

  it('finds jackets for "jaket", "jakcet" and "jackt", as many as for "jacket"', async () => {
    const wanted = await titles('jacket');
    expect(wanted.length).toBeGreaterThan(5);
    for (const typo of ['jaket', 'jakcet', 'jackt', 'jacker', 'JAKETS']) {
      expect(new Set(await titles(typo)), typo).toEqual(new Set(wanted));
    }
  });

  it('suggests jackets while "jaket" is being typed, and the Jackets collection', async () => {
    const found = await suggestions('jaket');
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products) expect(product.title).toMatch(/jacket|coat|parka/i);
    expect(found.collections.map((collection) => collection.handle)).toContain('jackets');
    // A typo in the word still being typed: "hodi" is on its way to "hoodie".
    expect((await suggestions('hodi')).products.length).toBeGreaterThan(0);
  });

  it('forgives nothing in a word of three letters, nor two edits', async () => {
    expect(await titles('cpa')).toEqual([]);
    expect(await titles('jkaet')).toEqual([]);
  });

  it('keeps an exact word exact: "vest" does not bring "best" or "west"', async () => {
    const shop = indexShop(workwearCatalogue, 0);
    const found = searchProducts(shop.products, parseQuery(shop.products, 'vest', false, []));
    expect(found.length).toBeGreaterThan(3);
    for (const product of found) {
      const { source } = product;
      const text = [
        source.title,
        source.productType,
        ...source.tags,
        source.description,
        ...source.features,
      ].join(' ');
      expect(text, source.title).toMatch(/\bvests?\b/i);
    }
  });
});

describe('the shop’s synonyms', () => {
  it('are declared once per shop, in the site data', () => {
    const workwearGroups = synonymsOf(workwearShop.store).map((group) => group.join('|'));
    expect(workwearGroups.some((group) => /hardhat/.test(group) && /hard hat/.test(group))).toBe(
      true,
    );
    expect(
      workwearGroups.some((group) => /hi-vis/.test(group) && /high visibility/.test(group)),
    ).toBe(true);
    expect(synonymsOf(sailingShop.store).length).toBeGreaterThan(0);
    expect(workwearCatalogue.synonyms).toBe(synonymsOf(workwearShop.store));
    expect(sailingCatalogue.synonyms).toBe(synonymsOf(sailingShop.store));
  });

  it('find hard hats for "hardhat" and hard hat liners in the suggestions', async () => {
    const found = await titles('hardhat');
    expect(found).toEqual(
      expect.arrayContaining(['Hard Hat Winter Liner', 'Cooling Hard Hat Sun Shade']),
    );
    expect(new Set(found)).toEqual(new Set(await titles('hard hat')));
    expect((await suggestions('hardhat')).products.map((product) => product.title)).toEqual(
      expect.arrayContaining(['Hard Hat Winter Liner']),
    );
  });

  it('find the same hi-vis gear for "hivis", "high visibility" and "hi-vis"', async () => {
    const wanted = new Set(await titles('hi-vis'));
    expect(wanted.size).toBeGreaterThan(10);
    expect(new Set(await titles('hivis'))).toEqual(wanted);
    expect(new Set(await titles('high visibility'))).toEqual(wanted);
    expect(new Set(await titles('High-Vis'))).toEqual(wanted);
    // With another word, every word must still hold.
    const jackets = await ask<{ search: { nodes: Found[] } }>(searchDocument, 'hivis jacket');
    expect(jackets.search.nodes.length).toBeGreaterThan(3);
    for (const product of jackets.search.nodes) {
      expect(`${product.title} ${product.productType}`).toMatch(/jacket/i);
    }
  });

  it('answer the sailing shop’s own words: "foulies" finds the foul weather gear', async () => {
    const found = await titles('foulies', sailingCatalogue);
    expect(found).toContain('Foul Weather Smock');
    expect(await titles('foulies')).toEqual([]);
  });
});

describe('the most relevant first', () => {
  it('puts a product whose name matches above one whose colour matches', async () => {
    const found = await titles('black');
    expect(found.length).toBeGreaterThan(3);
    expect(found[0]).toMatch(/black/i);
  });

  it('puts best sellers first among equals: "orange" does not suggest caps first', async () => {
    const shop = indexShop(workwearCatalogue, 0);
    const found = searchProducts(shop.products, parseQuery(shop.products, 'orange', false, []));
    // Every product in orange matches by its colour alone: equals, so best sellers lead.
    const sold = found
      .filter((product) =>
        product.options.some((option) => option.values.includes('Hi-Vis Orange')),
      )
      .map((product) => product.source.unitsSold ?? 0);
    expect(sold.length).toBeGreaterThan(10);
    expect(sold).toEqual([...sold].sort((left, right) => right - left));
    const first = (await suggestions('orange')).products[0];
    expect(first?.productType).not.toBe('Hats');
  });
});
