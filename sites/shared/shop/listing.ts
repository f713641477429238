/**
 * A filtered, sorted product list from the Storefront API, as a real shop answers it:
 * `collection(id:) { products(filters:, sortKey:, reverse:) { filters } }` for a collection,
 * `search(query:, productFilters:, sortKey:, reverse:) { productFilters }` for a search. The
 * groups offered come from the storefront's own `filters` (nothing here names a shop's colours
 * or sizes); the address keeps each choice by its group's name and its label.
 */

import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import {
  LISTING_COLLECTION_QUERY,
  LISTING_SEARCH_QUERY,
  MAX_LISTED,
} from '@zcomm/site-data/api/storefront-documents';
import type { FilterGroup, PriceRange } from '@zcomm/storefront-ui';
import {
  filterParams,
  type ListingKind,
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  SORT_PARAM,
  type SortChoice,
  STANDARD_PARAM,
} from './listing-params';
import { storefrontQuery } from './storefront';

/** The most products a list shows (the Storefront API's largest page). */
export { MAX_LISTED };

/** A storefront filter as `filters` / `productFilters` answer it. */
interface StorefrontFilter {
  id: string;
  label: string;
  type: string;
  values: { id: string; label: string; count: number; input: string }[];
}

interface ProductPage {
  nodes: { id?: string }[];
  filters: StorefrontFilter[];
}

/** Sort orders of search results (`SearchSortKeys` has relevance and price only). */
export const searchSorts: readonly SortChoice[] = [
  { value: '', label: 'Relevance' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
];

/**
 * A standard the shop's products meet, as their tags name it (“ANSI Class 3”): offered as a
 * filter group when the list's tags have it. A shop option; a shop without one offers none.
 */
export interface StandardFilter {
  /**
   * Tags naming the standard start with this, compared without regard to case (`ANSI Class `),
   * as the cards' rule (`CardFactsRule.standardTagPrefix`) reads them.
   */
  tagPrefix: string;
  /** The filter group's name, e.g. `ANSI standard`. */
  label: string;
}

/** What the list is: a collection's products, or a search's, with the shop's standard filter. */
export type ListingSource = (
  | { kind: 'collection'; record: CollectionRecord }
  | { kind: 'search'; record: CollectionRecord; query: string }
) & { standard?: StandardFilter | undefined };

const sortKeys: Record<ListingKind, Record<string, { sortKey: string; reverse: boolean }>> = {
  collection: {
    '': { sortKey: 'COLLECTION_DEFAULT', reverse: false },
    'price-asc': { sortKey: 'PRICE', reverse: false },
    'price-desc': { sortKey: 'PRICE', reverse: true },
    newest: { sortKey: 'CREATED', reverse: true },
    'best-selling': { sortKey: 'BEST_SELLING', reverse: false },
  },
  search: {
    '': { sortKey: 'RELEVANCE', reverse: false },
    'price-asc': { sortKey: 'PRICE', reverse: false },
    'price-desc': { sortKey: 'PRICE', reverse: true },
  },
};

async function fetchPage(
  source: ListingSource,
  filters: unknown[],
  sort: string,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const order = sortKeys[source.kind][sort] ?? sortKeys[source.kind][''];
  const variables = { filters, ...order };
  if (source.kind === 'collection') {
    const id = source.record.collection_id;
    const data = await storefrontQuery<{ collection: { products: ProductPage } | null }>(
      source.record,
      LISTING_COLLECTION_QUERY,
      { id: id.startsWith('gid://') ? id : `gid://shopify/Collection/${id}`, ...variables },
      signal,
    );
    if (!data.collection) throw new Error('The storefront has no such collection.');
    return data.collection.products;
  }
  const data = await storefrontQuery<{
    search: { nodes: { id?: string }[]; productFilters: StorefrontFilter[] };
  }>(source.record, LISTING_SEARCH_QUERY, { query: source.query, ...variables }, signal);
  return { nodes: data.search.nodes, filters: data.search.productFilters };
}

/** The requests of this page, shared by the grid and the filter sheet that ask alike. */
const pages = new Map<string, Promise<ProductPage>>();

function cachedPage(source: ListingSource, filters: unknown[], sort: string): Promise<ProductPage> {
  const key = JSON.stringify([
    source.kind,
    source.record.collection_domain,
    source.record.collection_id,
    source.kind === 'search' ? source.query : '',
    filters,
    sort,
  ]);
  let page = pages.get(key);
  if (!page) {
    page = fetchPage(source, filters, sort);
    pages.set(key, page);
    // A failed request is asked again next time.
    page.catch(() => pages.delete(key));
    if (pages.size > 40) pages.delete(pages.keys().next().value as string);
  }
  return page;
}

/** A filter group as the address names it, with the storefront filter it stands for. */
interface GroupSpec {
  /** Address parameter. */
  param: string;
  label: string;
  /** The storefront values it offers. */
  values: StorefrontFilter['values'];
  /** Whether its values are a product option's (a colour, a size). */
  option?: boolean;
}

/** Whether a tag names the standard: its prefix and more (“ANSI Class 3”, not “ANSI Class”). */
function namesStandard(tag: string, standard: StandardFilter): boolean {
  const prefix = standard.tagPrefix.toLowerCase();
  return prefix !== '' && tag.toLowerCase().startsWith(prefix) && tag.length > prefix.length;
}

/** The groups a list offers, in order, from the storefront's filters and the shop's standard. */
function groupSpecs(
  filters: readonly StorefrontFilter[],
  standard: StandardFilter | undefined,
): GroupSpec[] {
  const specs: GroupSpec[] = [];
  const find = (id: string) => filters.find((filter) => filter.id === id);
  const type = find('filter.p.product_type');
  if (type) specs.push({ param: 'type', label: 'Product type', values: type.values });
  for (const filter of filters) {
    const option = /^filter\.v\.option\.(.+)$/.exec(filter.id);
    if (option?.[1] && filter.type === 'LIST') {
      specs.push({ param: option[1], label: filter.label, values: filter.values, option: true });
    }
  }
  if (standard) {
    const tags = find('filter.p.tag')?.values ?? [];
    const values = tags.filter((value) => namesStandard(value.label, standard));
    if (values.length) specs.push({ param: STANDARD_PARAM, label: standard.label, values });
  }
  const availability = find('filter.v.availability');
  if (availability)
    specs.push({ param: 'stock', label: 'Availability', values: availability.values });
  return specs;
}

/** The highest price of a list's price filter, when it has one. */
function priceCeiling(filters: readonly StorefrontFilter[]): number | undefined {
  const price = filters.find((filter) => filter.type === 'PRICE_RANGE');
  const input = price?.values[0]?.input;
  if (!input) return undefined;
  try {
    const max = (JSON.parse(input) as { price?: { max?: unknown } }).price?.max;
    return typeof max === 'number' ? max : undefined;
  } catch {
    return undefined;
  }
}

function readNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The price range in the address, ignoring values that are not prices. */
export function chosenPrice(params: URLSearchParams): PriceRange {
  const min = readNumber(params.get(PRICE_MIN_PARAM));
  const max = readNumber(params.get(PRICE_MAX_PARAM));
  return min !== undefined && max !== undefined && min > max ? {} : { min, max };
}

export interface Listing {
  /** The matching products, in the chosen order (at most `MAX_LISTED`). */
  productIds: string[];
  /** The groups of choices with their counts (with the other groups' choices applied). */
  groups: FilterGroup[];
  /** The price filter, when the list offers one. */
  price: { value: PriceRange; max: number } | undefined;
  /** Choices in the address the list does not offer (an old link): left out, and named. */
  ignored: string[];
  /** The option values chosen (`{ color: ['Hi-Vis Orange'] }`): the cards start on them. */
  chosenOptions: Record<string, string[]>;
}

/**
 * The list for the address's choices: the unfiltered list's filters turn the address into
 * storefront filter inputs, then the filtered list gives the products and the counts.
 */
export async function loadListing(
  source: ListingSource,
  params: URLSearchParams,
): Promise<Listing> {
  const asked = params.get(SORT_PARAM) ?? '';
  // A sort the list does not have (an old link) is the default order.
  const sort = Object.hasOwn(sortKeys[source.kind], asked) ? asked : '';
  const base = await cachedPage(source, [], '');
  const specs = groupSpecs(base.filters, source.standard);
  const inputs: unknown[] = [];
  const ignored: string[] = [];
  const chosenOptions: Record<string, string[]> = {};
  for (const [name, value] of filterParams(params)) {
    if (name === PRICE_MIN_PARAM || name === PRICE_MAX_PARAM) continue;
    const spec = specs.find((candidate) => candidate.param === name);
    const match = spec?.values.find(
      (candidate) => candidate.label.toLowerCase() === value.toLowerCase(),
    );
    if (match) inputs.push(JSON.parse(match.input));
    else ignored.push(`${name}: ${value}`);
    if (match && spec?.option) chosenOptions[name] = [...(chosenOptions[name] ?? []), match.label];
  }
  const ceiling = priceCeiling(base.filters);
  const price = chosenPrice(params);
  if (ceiling !== undefined && (price.min !== undefined || price.max !== undefined)) {
    inputs.push({ price: { min: price.min ?? 0, max: price.max ?? ceiling } });
  }
  const page = inputs.length === 0 && sort === '' ? base : await cachedPage(source, inputs, sort);
  // Counts come from the filtered answer; its groups are matched to the base ones by id.
  const counted = groupSpecs(page.filters, source.standard);
  const groups: FilterGroup[] = specs.map((spec) => {
    const now = counted.find((candidate) => candidate.param === spec.param);
    const chosen = params.getAll(spec.param).map((value) => value.toLowerCase());
    return {
      id: spec.param,
      label: spec.label,
      choices: spec.values.map((value) => ({
        id: value.label,
        label: value.label,
        count: now?.values.find((candidate) => candidate.id === value.id)?.count ?? 0,
        selected: chosen.includes(value.label.toLowerCase()),
      })),
    };
  });
  return {
    productIds: page.nodes.flatMap((node) => (node.id ? [node.id] : [])),
    groups,
    price: ceiling === undefined ? undefined : { value: price, max: ceiling },
    ignored,
    chosenOptions,
  };
}
