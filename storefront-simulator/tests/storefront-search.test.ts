/**
 * The simulator's search and filtering fields — `search`, `predictiveSearch` and a collection's
 * `products(filters:, sortKey:, reverse:)` with its `filters` — answered in the shape Shopify's
 * published schema (2025-01) gives, with the results a shop would give.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue, workwearCatalogue } from '../src/catalogue/index.ts';
import { conformanceErrors, validationErrors } from '../src/conformance.ts';
import { registerStorefront } from '../src/fastify/index.ts';
import { indexShop, type ProductRecord } from '../src/model.ts';
import { STOREFRONT_API_VERSION, storefrontSchema } from '../src/schema.ts';
import { parseQuery, placeUnavailable, searchProducts } from '../src/search.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerStorefront(app, { catalogues });
  await app.ready();
});

afterAll(() => app.close());

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}

async function ask(
  query: string,
  variables: Record<string, unknown> = {},
  catalogue = workwearCatalogue,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: `/storefront/${catalogue.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
    headers: { 'x-shopify-storefront-access-token': catalogue.storefrontAccessToken },
    payload: { query, variables },
  });
  return response.json() as Answer;
}

/** Asks, and checks the request validates and the answer conforms to the schema. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
  catalogue = workwearCatalogue,
) {
  expect(validationErrors(storefrontSchema, query)).toEqual([]);
  const answer = await ask(query, variables, catalogue);
  expect(answer.errors, query).toBeUndefined();
  expect(conformanceErrors(storefrontSchema, { query, variables, data: answer.data })).toEqual([]);
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by the fields each test asks for
  return answer.data as any;
}

interface Product {
  title: string;
  productType: string;
  tags: string[];
  priceRange: { minVariantPrice: { amount: string } };
  availableForSale: boolean;
  createdAt: string;
  variants: {
    nodes: { availableForSale: boolean; selectedOptions: { name: string; value: string }[] }[];
  };
}

const productFields = `title productType tags availableForSale createdAt
  priceRange { minVariantPrice { amount } }
  variants(first: 100) { nodes { availableForSale selectedOptions { name value } } }`;

const searchQuery = `query Search($q: String!, $filters: [ProductFilter!], $sortKey: SearchSortKeys,
  $reverse: Boolean, $first: Int, $after: String, $prefix: SearchPrefixQueryType,
  $unavailable: SearchUnavailableProductsType) {
  search(query: $q, first: $first, after: $after, types: [PRODUCT], productFilters: $filters,
    sortKey: $sortKey, reverse: $reverse, prefix: $prefix, unavailableProducts: $unavailable) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { ... on Product { ${productFields} } }
    productFilters { id label type values { id label count input } }
  }
}`;

const price = (product: Product) => Number(product.priceRange.minVariantPrice.amount);

describe('search', () => {
  it('finds products by a word of their title, type or tags, most relevant first', async () => {
    const { search } = await post(searchQuery, { q: 'jacket', first: 100 });
    expect(search.totalCount).toBeGreaterThan(5);
    expect(search.nodes).toHaveLength(search.totalCount);
    for (const product of search.nodes as Product[]) {
      expect(`${product.title} ${product.productType}`.toLowerCase()).toContain('jacket');
    }
    // A title match outranks a match in the description alone.
    expect((search.nodes as Product[])[0]?.title.toLowerCase()).toContain('jacket');
  });

  it('needs every word, in any case, and ignores a plural s', async () => {
    const both = (await post(searchQuery, { q: 'Class 3 PARKAS', first: 100 })).search;
    expect((both.nodes as Product[]).map((product) => product.title)).toEqual([
      'Class 3 Insulated Parka',
    ]);
    const none = (await post(searchQuery, { q: 'parka sailing', first: 100 })).search;
    expect(none.totalCount).toBe(0);
    expect(none.nodes).toEqual([]);
  });

  it('matches the last word as a prefix only when asked', async () => {
    // Three letters: too short for a typo to be forgiven, so only the prefix finds it.
    const whole = (await post(searchQuery, { q: 'jac', first: 100 })).search;
    expect(whole.totalCount).toBe(0);
    const prefix = (await post(searchQuery, { q: 'jac', first: 100, prefix: 'LAST' })).search;
    expect(prefix.totalCount).toBe(
      (await post(searchQuery, { q: 'jacket', first: 100 })).search.totalCount,
    );
  });

  it('sorts by price both ways and pages with cursors', async () => {
    const up = (await post(searchQuery, { q: 'vest', first: 100, sortKey: 'PRICE' })).search;
    const prices = (up.nodes as Product[]).map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (
      await post(searchQuery, { q: 'vest', first: 100, sortKey: 'PRICE', reverse: true })
    ).search;
    expect((down.nodes as Product[]).map(price)).toEqual([...prices].reverse());

    const first = (await post(searchQuery, { q: 'vest', first: 3, sortKey: 'PRICE' })).search;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(up.totalCount);
    const next = (
      await post(searchQuery, {
        q: 'vest',
        first: 3,
        after: first.pageInfo.endCursor,
        sortKey: 'PRICE',
      })
    ).search;
    expect([...first.nodes, ...next.nodes].map((product: Product) => product.title)).toEqual(
      (up.nodes as Product[]).slice(0, 6).map((product) => product.title),
    );
  });

  it('puts sold-out products last by default, as they come with SHOW, and hides them with HIDE', () => {
    const shop = indexShop(workwearCatalogue, 0);
    const found = searchProducts(shop.products, parseQuery(shop.products, 'vest', false, []));
    expect(found.length).toBeGreaterThan(3);
    // The first result sold out in every size and colour.
    const soldOut = {
      ...(found[0] as ProductRecord),
      variants: (found[0] as ProductRecord).variants.map((variant) => ({
        ...variant,
        available: false,
      })),
    };
    const list = [soldOut, ...found.slice(1)];
    expect(placeUnavailable(list, undefined).at(-1)).toBe(soldOut);
    expect(placeUnavailable(list, 'LAST').slice(0, -1)).toEqual(found.slice(1));
    expect(placeUnavailable(list, 'SHOW')).toEqual(list);
    expect(placeUnavailable(list, 'HIDE')).toEqual(found.slice(1));
  });

  it('filters its results and counts each choice', async () => {
    const { search } = await post(searchQuery, {
      q: 'hi vis',
      first: 250,
      filters: [
        { productType: 'Jackets' },
        { variantOption: { name: 'color', value: 'Hi-Vis Orange' } },
      ],
    });
    expect(search.totalCount).toBeGreaterThan(0);
    for (const product of search.nodes as Product[]) {
      expect(product.productType).toBe('Jackets');
      expect(
        product.variants.nodes.some((variant) =>
          variant.selectedOptions.some((option) => option.value === 'Hi-Vis Orange'),
        ),
      ).toBe(true);
    }
    const types = (
      search.productFilters as { id: string; values: { label: string; count: number }[] }[]
    ).find((filter) => filter.id === 'filter.p.product_type');
    // Other types are still offered, counted with the colour applied.
    expect(types?.values.length).toBeGreaterThan(1);
    expect(types?.values.find((value) => value.label === 'Jackets')?.count).toBe(search.totalCount);
  });

  it('refuses filters it cannot apply, with a clear error', async () => {
    const answer = await ask(searchQuery, {
      q: 'vest',
      filters: [{ price: { min: 50, max: 10 } }],
    });
    expect(answer.errors?.[0]?.message).toMatch(/min ≤ max/);
    const two = await ask(searchQuery, {
      q: 'vest',
      filters: [{ productType: 'Vests', tag: 'ANSI' }],
    });
    expect(two.errors?.[0]?.message).toMatch(/exactly one field/);
  });
});

const collectionQuery = `query Collection($handle: String!, $filters: [ProductFilter!],
  $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
  collection(handle: $handle) {
    products(first: 250, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { id ${productFields} }
      filters { id label type presentation values { id label count input } }
    }
  }
}`;

interface Filter {
  id: string;
  label: string;
  type: string;
  values: { id: string; label: string; count: number; input: string }[];
}

describe('a collection’s products, filtered and sorted', () => {
  it('offers colour, size, availability, type, price and tag filters with counts', async () => {
    const { collection } = await post(collectionQuery, { handle: 'jackets' });
    const filters = collection.products.filters as Filter[];
    const ids = filters.map((filter) => filter.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'filter.v.availability',
        'filter.v.price',
        'filter.p.product_type',
        'filter.v.option.color',
        'filter.v.option.size',
        'filter.p.tag',
      ]),
    );
    const products = collection.products.nodes as Product[];
    const colours = filters.find((filter) => filter.id === 'filter.v.option.color') as Filter;
    for (const value of colours.values) {
      const carrying = products.filter((product) =>
        product.variants.nodes.some((variant) =>
          variant.selectedOptions.some((option) => option.value === value.label),
        ),
      );
      expect(value.count, value.label).toBe(carrying.length);
    }
    const sizes = (filters.find((filter) => filter.id === 'filter.v.option.size') as Filter).values;
    const order = sizes.map((value) => value.label);
    expect(order.indexOf('S')).toBeLessThan(order.indexOf('M'));
    expect(order.indexOf('XL')).toBeLessThan(order.indexOf('3XL'));
    const priceFilter = filters.find((filter) => filter.id === 'filter.v.price') as Filter;
    expect(priceFilter.type).toBe('PRICE_RANGE');
    const max = Math.max(...products.map(price));
    expect(JSON.parse(priceFilter.values[0]?.input ?? '{}')).toEqual({ price: { min: 0, max } });
  });

  it('tags each ANSI product with its class, so the standard can be filtered', async () => {
    const { collection } = await post(collectionQuery, {
      handle: 'jackets',
      filters: [{ tag: 'ANSI Class 3' }],
    });
    const products = collection.products.nodes as Product[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.tags).toContain('ANSI Class 3');
  });

  it('gives every choice an input that, sent back, selects exactly its count', async () => {
    const { collection } = await post(collectionQuery, { handle: 'vests' });
    for (const filter of collection.products.filters as Filter[]) {
      if (filter.type !== 'LIST') continue;
      for (const value of filter.values) {
        const chosen = await post(collectionQuery, {
          handle: 'vests',
          filters: [JSON.parse(value.input)],
        });
        expect(chosen.collection.products.nodes, `${filter.label}: ${value.label}`).toHaveLength(
          value.count,
        );
      }
    }
  });

  it('reads colour and size together on one variant, in stock', async () => {
    // "Class 3, orange, 3XL, in stock": one variant must be all of these.
    const filters = [
      { tag: 'ANSI Class 3' },
      { variantOption: { name: 'color', value: 'Hi-Vis Orange' } },
      { variantOption: { name: 'size', value: '3XL' } },
      { available: true },
    ];
    const { collection } = await post(collectionQuery, { handle: 'jackets', filters });
    const products = collection.products.nodes as Product[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(
        product.variants.nodes.some(
          (variant) =>
            variant.availableForSale &&
            variant.selectedOptions.some((o) => o.value === 'Hi-Vis Orange') &&
            variant.selectedOptions.some((o) => o.value === '3XL'),
        ),
        product.title,
      ).toBe(true);
    }
  });

  it('treats two values of one filter as alternatives', async () => {
    const one = async (value: string) =>
      (
        await post(collectionQuery, {
          handle: 'jackets',
          filters: [{ variantOption: { name: 'color', value } }],
        })
      ).collection.products.nodes as { id: string }[];
    const yellow = await one('Hi-Vis Yellow');
    const brown = await one('Brown Duck');
    const either = (
      await post(collectionQuery, {
        handle: 'jackets',
        filters: [
          { variantOption: { name: 'color', value: 'Hi-Vis Yellow' } },
          { variantOption: { name: 'color', value: 'Brown Duck' } },
        ],
      })
    ).collection.products.nodes as { id: string }[];
    expect(new Set(either.map((p) => p.id))).toEqual(
      new Set([...yellow, ...brown].map((p) => p.id)),
    );
  });

  it('sorts by price, newest and best-selling, and keeps the collection’s order by default', async () => {
    const get = async (sortKey?: string, reverse?: boolean) =>
      (await post(collectionQuery, { handle: 'jackets', sortKey, reverse })).collection.products
        .nodes as (Product & { id: string })[];
    const featured = await get();
    expect((await get('COLLECTION_DEFAULT')).map((p) => p.id)).toEqual(featured.map((p) => p.id));
    const cheap = (await get('PRICE')).map(price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await get('PRICE', true)).map(price);
    expect(dear).toEqual([...cheap].reverse());
    const newest = (await get('CREATED', true)).map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const best = (await get('BEST_SELLING')).map((p) => p.id);
    expect(new Set(best)).toEqual(new Set(featured.map((p) => p.id)));
    expect(best).not.toEqual(featured.map((p) => p.id));
  });

  it('filters a price range', async () => {
    const { collection } = await post(collectionQuery, {
      handle: 'jackets',
      filters: [{ price: { min: 50, max: 90 } }],
    });
    const prices = (collection.products.nodes as Product[]).map(price);
    expect(prices.length).toBeGreaterThan(0);
    for (const amount of prices) {
      expect(amount).toBeGreaterThanOrEqual(50);
      expect(amount).toBeLessThanOrEqual(90);
    }
  });
});

const predictiveQuery = `query Suggest($q: String!, $limit: Int) {
  predictiveSearch(query: $q, limit: $limit, limitScope: EACH,
    types: [PRODUCT, COLLECTION, QUERY]) {
    products { id title handle featuredImage { url altText } priceRange { minVariantPrice { amount currencyCode } } }
    collections { id title handle }
    queries { text styledText }
  }
}`;

describe('predictiveSearch', () => {
  it('suggests from the first character', async () => {
    const { predictiveSearch } = await post(predictiveQuery, { q: 'o' });
    expect(predictiveSearch.products.length).toBeGreaterThan(0);
    expect(predictiveSearch.products.length).toBeLessThanOrEqual(10);
    for (const query of predictiveSearch.queries as { text: string; styledText: string }[]) {
      expect(query.text.startsWith('o')).toBe(true);
      expect(query.styledText).toMatch(/^o<mark>[^<]+<\/mark>$/);
    }
  });

  it('completes the word being typed, after the words already typed', async () => {
    const { predictiveSearch } = await post(predictiveQuery, { q: 'class 3 par' });
    expect((predictiveSearch.products as { title: string }[]).map((p) => p.title)).toEqual([
      'Class 3 Insulated Parka',
    ]);
    expect((predictiveSearch.queries as { text: string }[]).map((q) => q.text)).toContain(
      'class 3 parka',
    );
  });

  it('finds collections by their title', async () => {
    const { predictiveSearch } = await post(predictiveQuery, { q: 'jack' });
    expect((predictiveSearch.collections as { handle: string }[]).map((c) => c.handle)).toContain(
      'jackets',
    );
  });

  it('answers nothing for words no product has', async () => {
    const { predictiveSearch } = await post(predictiveQuery, { q: 'zzqx' });
    expect(predictiveSearch).toEqual({ products: [], collections: [], queries: [] });
  });

  it('answers each shop from its own catalogue', async () => {
    const { predictiveSearch } = await post(predictiveQuery, { q: 'burgee' }, sailingCatalogue);
    expect(predictiveSearch.products.length).toBeGreaterThan(0);
    const workwear = await post(predictiveQuery, { q: 'burgee' });
    expect(workwear.predictiveSearch.products).toEqual([]);
  });

  it('refuses a limit above Shopify’s maximum', async () => {
    const answer = await ask(predictiveQuery, { q: 'vest', limit: 11 });
    expect(answer.errors?.[0]?.message).toMatch(/cannot exceed 10/);
  });
});
