import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import {
  LISTING_COLLECTION_QUERY,
  LISTING_SEARCH_QUERY,
} from '@zcomm/site-data/api/storefront-documents';
import { STOREFRONT_GATEWAY_PATH } from '@zcomm/site-data/storefront-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chosenPrice,
  type ListingSource,
  loadListing,
  MAX_LISTED,
  type StandardFilter,
  searchSorts,
} from '../../sites/shared/shop/listing';
import { collectionSorts } from '../../sites/shared/shop/listing-params';

/** A product of the fake storefront, with what its filters match. */
interface Product {
  id: string;
  type: string;
  color: string;
  size: string;
  tags: string[];
  price: number;
  available: boolean;
  created: number;
}

const catalogue: Product[] = [
  {
    id: 'gid://shopify/Product/1',
    type: 'Jacket',
    color: 'Hi-Vis Orange',
    size: 'L',
    tags: ['ANSI Class 3', 'winter'],
    price: 80,
    available: true,
    created: 1,
  },
  {
    id: 'gid://shopify/Product/2',
    type: 'Vest',
    color: 'Hi-Vis Yellow',
    size: 'M',
    tags: ['ANSI Class 2', 'ANSI Classic'],
    price: 20,
    available: true,
    created: 3,
  },
  {
    id: 'gid://shopify/Product/3',
    type: 'Shirt',
    color: 'Hi-Vis Orange',
    size: 'M',
    tags: ['ANSI Class', 'summer'],
    price: 35,
    available: false,
    created: 2,
  },
];

type FilterInput =
  | { productType: string }
  | { variantOption: { name: string; value: string } }
  | { tag: string }
  | { available: boolean }
  | { price: { min: number; max: number } };

function matches(product: Product, input: FilterInput): boolean {
  if ('productType' in input) return product.type === input.productType;
  if ('variantOption' in input) {
    const { name, value } = input.variantOption;
    return (name === 'color' ? product.color : product.size) === value;
  }
  if ('tag' in input) return product.tags.includes(input.tag);
  if ('available' in input) return product.available === input.available;
  return product.price >= input.price.min && product.price <= input.price.max;
}

/** A filter's values with their counts among `products`, as the storefront answers them. */
function listFilter(
  id: string,
  label: string,
  values: { label: string; input: FilterInput }[],
  products: Product[],
) {
  return {
    id,
    label,
    type: 'LIST',
    values: values.map((value, index) => ({
      id: `${id}.${index}`,
      label: value.label,
      count: products.filter((product) => matches(product, value.input)).length,
      input: JSON.stringify(value.input),
    })),
  };
}

const unique = (values: string[]) => [...new Set(values)].toSorted();

/** The `filters` a storefront answers for `products`, like Shopify's (and the simulator's). */
function filtersOf(products: Product[], withPrice: boolean) {
  return [
    listFilter(
      'filter.v.availability',
      'Availability',
      [
        { label: 'In stock', input: { available: true } },
        { label: 'Out of stock', input: { available: false } },
      ],
      products,
    ),
    ...(withPrice
      ? [
          {
            id: 'filter.v.price',
            label: 'Price',
            type: 'PRICE_RANGE',
            values: [
              {
                id: 'filter.v.price',
                label: 'Price',
                count: 0,
                input: '{"price":{"min":0,"max":80}}',
              },
            ],
          },
        ]
      : []),
    listFilter(
      'filter.p.product_type',
      'Product type',
      unique(catalogue.map((product) => product.type)).map((type) => ({
        label: type,
        input: { productType: type },
      })),
      products,
    ),
    listFilter(
      'filter.v.option.color',
      'Color',
      unique(catalogue.map((product) => product.color)).map((value) => ({
        label: value,
        input: { variantOption: { name: 'color', value } },
      })),
      products,
    ),
    listFilter(
      'filter.v.option.size',
      'Size',
      unique(catalogue.map((product) => product.size)).map((value) => ({
        label: value,
        input: { variantOption: { name: 'size', value } },
      })),
      products,
    ),
    listFilter(
      'filter.p.tag',
      'Tags',
      unique(catalogue.flatMap((product) => product.tags)).map((tag) => ({
        label: tag,
        input: { tag },
      })),
      products,
    ),
  ];
}

interface Request {
  query: string;
  variables: {
    id?: string;
    query?: string;
    filters: FilterInput[];
    sortKey: string;
    reverse: boolean;
  };
}

/**
 * A storefront gateway answering the listing queries over `catalogue`: filters applied (OR
 * within a group, AND across groups, as Shopify does), sorted, with the filters' counts.
 */
function storefront({
  products = catalogue,
  withPrice = true,
  missing = false,
}: {
  products?: Product[];
  withPrice?: boolean;
  missing?: boolean;
} = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(STOREFRONT_GATEWAY_PATH);
    const request = JSON.parse(String(init?.body)) as Request;
    requests.push(request);
    const groups = Map.groupBy(request.variables.filters, (input) => Object.keys(input)[0]);
    const found = products
      .filter((product) =>
        [...groups.values()].every((inputs) => inputs.some((input) => matches(product, input))),
      )
      .toSorted((a, b) =>
        request.variables.sortKey === 'PRICE'
          ? a.price - b.price
          : request.variables.sortKey === 'CREATED'
            ? a.created - b.created
            : 0,
      );
    if (request.variables.reverse) found.reverse();
    const nodes = found.map(({ id }) => ({ id }));
    const filters = products.length === 0 ? [] : filtersOf(found, withPrice);
    if (request.query === LISTING_SEARCH_QUERY) {
      return Response.json({ data: { search: { nodes, productFilters: filters } } });
    }
    return Response.json({
      data: { collection: missing ? null : { products: { nodes, filters } } },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

let records = 0;
/** A collection record of its own, so no answer of another test is reused. */
function newRecord(id?: string): CollectionRecord {
  records += 1;
  return {
    collection_id: id ?? `41000000${records}`,
    collection_name: 'Jackets',
    collection_store: 'beacon-workwear',
    collection_node: 'collection-grid',
    collection_domain: `listing-${records}.myshopify.com`,
    collection_token: 'token',
    collection_link: '/jackets',
  };
}

const ansi: StandardFilter = { tagPrefix: 'ANSI Class ', label: 'ANSI standard' };
const collection = (standard?: StandardFilter): ListingSource => ({
  kind: 'collection',
  record: newRecord(),
  standard,
});
const address = (search: string) => new URLSearchParams(search);
const ids = (...numbers: number[]) => numbers.map((n) => `gid://shopify/Product/${n}`);

describe('searchSorts', () => {
  it('offers relevance by default, then the two price orders', () => {
    expect(searchSorts.map((sort) => sort.value)).toEqual(['', 'price-asc', 'price-desc']);
    expect(searchSorts[0]?.label).toBe('Relevance');
  });

  it('offers only orders a search can be sorted by', async () => {
    const { requests } = storefront();
    for (const sort of searchSorts.filter((choice) => choice.value !== '')) {
      const source: ListingSource = { kind: 'search', record: newRecord(), query: 'vest' };
      await loadListing(source, address(`sort=${sort.value}`));
      expect(requests.at(-1)?.variables.sortKey).toBe('PRICE');
    }
  });
});

describe('MAX_LISTED', () => {
  it('is the largest page the storefront gives, which both listing queries ask for', () => {
    expect(MAX_LISTED).toBe(250);
    expect(LISTING_COLLECTION_QUERY).toContain(`first: ${MAX_LISTED}`);
    expect(LISTING_SEARCH_QUERY).toContain(`first: ${MAX_LISTED}`);
  });
});

describe('chosenPrice', () => {
  it('reads both ends of the range', () => {
    expect(chosenPrice(address('price_min=10&price_max=49.5'))).toEqual({ min: 10, max: 49.5 });
  });

  it('reads one end alone, and nothing when there is none', () => {
    expect(chosenPrice(address('price_min=10'))).toEqual({ min: 10, max: undefined });
    expect(chosenPrice(address('price_max=0'))).toEqual({ min: undefined, max: 0 });
    expect(chosenPrice(address(''))).toEqual({ min: undefined, max: undefined });
  });

  it('ignores values that are not prices', () => {
    expect(chosenPrice(address('price_min=cheap&price_max=-5'))).toEqual({});
    expect(chosenPrice(address('price_min=%20&price_max=Infinity'))).toEqual({});
  });

  it('drops a range whose low end is above its high end, and keeps an equal one', () => {
    expect(chosenPrice(address('price_min=50&price_max=20'))).toEqual({});
    expect(chosenPrice(address('price_min=20&price_max=20'))).toEqual({ min: 20, max: 20 });
  });
});

describe('loadListing', () => {
  it('lists a collection in its own order, with the groups its filters offer', async () => {
    const { requests } = storefront();
    const source = collection();
    const listing = await loadListing(source, address(''));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query).toBe(LISTING_COLLECTION_QUERY);
    expect(requests[0]?.variables).toEqual({
      id: `gid://shopify/Collection/${source.record.collection_id}`,
      filters: [],
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
    });
    expect(listing.productIds).toEqual(ids(1, 2, 3));
    // Product type first, then the options, availability last; the tags offer nothing.
    expect(listing.groups.map((group) => [group.id, group.label])).toEqual([
      ['type', 'Product type'],
      ['color', 'Color'],
      ['size', 'Size'],
      ['stock', 'Availability'],
    ]);
    expect(listing.groups[1]?.choices).toEqual([
      { id: 'Hi-Vis Orange', label: 'Hi-Vis Orange', count: 2, selected: false },
      { id: 'Hi-Vis Yellow', label: 'Hi-Vis Yellow', count: 1, selected: false },
    ]);
    expect(listing.price).toEqual({ value: { min: undefined, max: undefined }, max: 80 });
    expect(listing.ignored).toEqual([]);
    expect(listing.chosenOptions).toEqual({});
  });

  it('asks for a collection by the storefront id it already has', async () => {
    const { requests } = storefront();
    const record = newRecord('gid://shopify/Collection/99');
    await loadListing({ kind: 'collection', record }, address(''));
    expect(requests[0]?.variables.id).toBe('gid://shopify/Collection/99');
  });

  it('offers the shop’s standard from the tags that name it, when the shop has one', async () => {
    storefront();
    const listing = await loadListing(collection(ansi), address(''));
    const standard = listing.groups.find((group) => group.id === 'standard');
    expect(standard?.label).toBe('ANSI standard');
    // “ANSI Class” alone names no class, and “ANSI Classic” is another word.
    expect(standard?.choices.map((choice) => [choice.label, choice.count])).toEqual([
      ['ANSI Class 2', 1],
      ['ANSI Class 3', 1],
    ]);
    // Before availability, after the options.
    expect(listing.groups.map((group) => group.id)).toEqual([
      'type',
      'color',
      'size',
      'standard',
      'stock',
    ]);
  });

  it('reads the standard’s prefix without regard to case, and filters by it', async () => {
    const { requests } = storefront();
    const listing = await loadListing(
      collection({ tagPrefix: 'ansi class ', label: 'Class' }),
      address('standard=ansi%20class%203'),
    );
    expect(requests.at(-1)?.variables.filters).toEqual([{ tag: 'ANSI Class 3' }]);
    expect(listing.productIds).toEqual(ids(1));
    expect(listing.ignored).toEqual([]);
    const standard = listing.groups.find((group) => group.id === 'standard');
    expect(standard?.label).toBe('Class');
    expect(standard?.choices.find((choice) => choice.selected)?.label).toBe('ANSI Class 3');
  });

  it('offers no standard without the option, and names a standard in the address as left out', async () => {
    const { requests } = storefront();
    const listing = await loadListing(collection(), address('standard=ANSI%20Class%203'));
    expect(listing.groups.some((group) => group.id === 'standard')).toBe(false);
    expect(listing.ignored).toEqual(['standard: ANSI Class 3']);
    expect(listing.productIds).toEqual(ids(1, 2, 3));
    // Nothing to filter by: the unfiltered answer serves.
    expect(requests).toHaveLength(1);
  });

  it('offers no standard when no tag names it', async () => {
    storefront();
    const listing = await loadListing(
      collection({ tagPrefix: 'ISO 20471 Class ', label: 'ISO standard' }),
      address(''),
    );
    expect(listing.groups.map((group) => group.id)).not.toContain('standard');
  });

  it('filters by the address’s choices, without regard to case, counting with them applied', async () => {
    const { requests } = storefront();
    const listing = await loadListing(
      collection(),
      address('color=hi-vis%20orange&stock=In%20stock'),
    );
    expect(requests).toHaveLength(2);
    expect(requests[1]?.variables.filters).toEqual([
      { variantOption: { name: 'color', value: 'Hi-Vis Orange' } },
      { available: true },
    ]);
    expect(listing.productIds).toEqual(ids(1));
    expect(listing.chosenOptions).toEqual({ color: ['Hi-Vis Orange'] });
    const color = listing.groups.find((group) => group.id === 'color');
    expect(color?.choices).toEqual([
      { id: 'Hi-Vis Orange', label: 'Hi-Vis Orange', count: 1, selected: true },
      { id: 'Hi-Vis Yellow', label: 'Hi-Vis Yellow', count: 0, selected: false },
    ]);
  });

  it('keeps every value chosen in one group', async () => {
    storefront();
    const listing = await loadListing(collection(), address('size=M&size=L'));
    expect(listing.chosenOptions).toEqual({ size: ['M', 'L'] });
    expect(listing.productIds).toEqual(ids(1, 2, 3));
  });

  it('names the filters it does not offer, and leaves them out', async () => {
    const { requests } = storefront();
    const listing = await loadListing(
      collection(),
      address('fabric=wool&color=Purple&type=Vest&utm_source=mail&q=vest'),
    );
    expect(listing.ignored).toEqual(['fabric: wool', 'color: Purple']);
    expect(requests.at(-1)?.variables.filters).toEqual([{ productType: 'Vest' }]);
    expect(listing.productIds).toEqual(ids(2));
  });

  it('sorts by the chosen order', async () => {
    const { requests } = storefront();
    const source = collection();
    const cheapest = await loadListing(source, address('sort=price-asc'));
    expect(requests.at(-1)?.variables).toMatchObject({ sortKey: 'PRICE', reverse: false });
    expect(cheapest.productIds).toEqual(ids(2, 3, 1));
    const dearest = await loadListing(source, address('sort=price-desc'));
    expect(requests.at(-1)?.variables).toMatchObject({ sortKey: 'PRICE', reverse: true });
    expect(dearest.productIds).toEqual(ids(1, 3, 2));
    const newest = await loadListing(source, address('sort=newest'));
    expect(requests.at(-1)?.variables).toMatchObject({ sortKey: 'CREATED', reverse: true });
    expect(newest.productIds).toEqual(ids(2, 3, 1));
    await loadListing(source, address('sort=best-selling'));
    expect(requests.at(-1)?.variables).toMatchObject({ sortKey: 'BEST_SELLING', reverse: false });
  });

  it('offers a sort for every collection order the toolbar lists', async () => {
    const { requests } = storefront();
    const source = collection();
    const keys = new Set<string>();
    for (const sort of collectionSorts) {
      await loadListing(source, address(sort.value ? `sort=${sort.value}` : ''));
      const last = requests.at(-1)?.variables;
      keys.add(`${last?.sortKey} ${last?.reverse}`);
    }
    expect(keys.size).toBe(collectionSorts.length);
  });

  it('lists in the default order for a sort it does not have', async () => {
    const { requests } = storefront();
    const listing = await loadListing(collection(), address('sort=cheapest-first'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.variables.sortKey).toBe('COLLECTION_DEFAULT');
    expect(listing.productIds).toEqual(ids(1, 2, 3));
  });

  it('searches by the query, by relevance, without a collection’s orders', async () => {
    const { requests } = storefront();
    const source: ListingSource = { kind: 'search', record: newRecord(), query: 'hi-vis' };
    const listing = await loadListing(source, address('q=hi-vis&sort=newest&type=Jacket'));
    expect(requests[0]?.query).toBe(LISTING_SEARCH_QUERY);
    expect(requests[0]?.variables).toEqual({
      query: 'hi-vis',
      filters: [],
      sortKey: 'RELEVANCE',
      reverse: false,
    });
    expect(requests[1]?.variables).toMatchObject({
      query: 'hi-vis',
      filters: [{ productType: 'Jacket' }],
      sortKey: 'RELEVANCE',
    });
    expect(listing.productIds).toEqual(ids(1));
  });

  it('filters by a price range, up to the list’s highest price when only the low end is set', async () => {
    const { requests } = storefront();
    const listing = await loadListing(collection(), address('price_min=30'));
    expect(requests.at(-1)?.variables.filters).toEqual([{ price: { min: 30, max: 80 } }]);
    expect(listing.productIds).toEqual(ids(1, 3));
    expect(listing.price).toEqual({ value: { min: 30, max: undefined }, max: 80 });
    // The price parameters are never named as left out.
    expect(listing.ignored).toEqual([]);
  });

  it('offers no price filter where the storefront has none, and ignores a price in the address', async () => {
    const { requests } = storefront({ withPrice: false });
    const listing = await loadListing(collection(), address('price_max=30'));
    expect(listing.price).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(listing.productIds).toEqual(ids(1, 2, 3));
  });

  it('lists nothing, offering no group, for an empty collection', async () => {
    storefront({ products: [] });
    const listing = await loadListing(collection(ansi), address('color=Orange'));
    expect(listing).toEqual({
      productIds: [],
      groups: [],
      price: undefined,
      ignored: ['color: Orange'],
      chosenOptions: {},
    });
  });

  it('rejects for a collection the storefront does not have', async () => {
    storefront({ missing: true });
    await expect(loadListing(collection(), address(''))).rejects.toThrow(
      'The storefront has no such collection.',
    );
  });

  it('asks once for what the grid and the filter sheet both need, and again after a failure', async () => {
    const { fetch } = storefront();
    const source = collection();
    await Promise.all([loadListing(source, address('')), loadListing(source, address(''))]);
    expect(fetch).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    const other = collection();
    await expect(loadListing(other, address(''))).rejects.toThrow('The storefront answered 503.');
    storefront();
    const listing = await loadListing(other, address(''));
    expect(listing.productIds).toEqual(ids(1, 2, 3));
  });
});
