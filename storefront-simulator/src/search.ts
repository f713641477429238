/**
 * Search and filtering as the Storefront API answers them: `search`, `predictiveSearch` and the
 * `filters` of a product connection (`collection.products(filters:)`). Words match whole words
 * of a product's title, type, tags, vendor, option values and description (a trailing plural
 * `s` ignored), the last word also as a prefix where the query asks for it; filters of one
 * group (two colours) are alternatives, groups (a colour and a size) must all hold, and the
 * variant-level ones (option values, availability) must hold for one variant together.
 */
import {
  type CollectionRecord,
  type ProductRecord,
  StorefrontError,
  sortItems,
  toCents,
  type VariantRecord,
} from './model.ts';

/** Most suggestions of each kind `predictiveSearch` answers (Shopify's own maximum). */
export const MAX_PREDICTIVE_LIMIT = 10;
/** Longest query text read; the rest is ignored, as a search box would cut it. */
export const MAX_QUERY_LENGTH = 200;
/** Most filters one query may combine. */
export const MAX_FILTERS = 50;

/** One word of a query: whole-word match, or prefix match for the word still being typed. */
interface Term {
  text: string;
  prefix: boolean;
}

/** Where a word is found and how much a match there counts towards relevance. */
const fieldWeights = {
  title: 8,
  productType: 4,
  tags: 3,
  options: 2,
  vendor: 1,
  body: 1,
} as const;

type SearchField = keyof typeof fieldWeights;

const wordPattern = /[\p{L}\p{N}]+/gu;

/** A text's words, lower-cased, accents kept (Shopify matches them as typed). */
export function words(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? [];
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The query's words; with `prefixLast`, the last one (unless followed by a space) as a prefix. */
export function parseTerms(query: string, prefixLast: boolean): Term[] {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const found = words(text);
  const endsInWord = /[\p{L}\p{N}]$/u.test(text);
  return found.map((word, index) => ({
    text: word,
    prefix: prefixLast && endsInWord && index === found.length - 1,
  }));
}

/** Each searchable field's words, computed once per product. */
const fieldWords = new WeakMap<ProductRecord, Record<SearchField, Set<string>>>();

function wordsOf(product: ProductRecord): Record<SearchField, Set<string>> {
  let found = fieldWords.get(product);
  if (!found) {
    const { source } = product;
    const set = (...texts: string[]) => new Set(texts.flatMap(words).map(singular));
    found = {
      title: set(source.title),
      productType: set(source.productType),
      tags: set(...source.tags),
      options: set(...product.options.flatMap((option) => option.values)),
      vendor: set(source.vendor),
      body: set(source.description, ...source.features),
    };
    fieldWords.set(product, found);
  }
  return found;
}

function termMatches(term: Term, set: Set<string>): boolean {
  const wanted = singular(term.text);
  if (set.has(wanted)) return true;
  if (!term.prefix) return false;
  for (const word of set) if (word.startsWith(term.text)) return true;
  return false;
}

// ——— Forgiving: synonyms and typos ———

/**
 * One part of a query and the ways it may be met: each alternative is a list of words that
 * must all match (`hard hat`), any one alternative will do (`hardhat`, `hard hat`).
 */
export interface QueryPart {
  alternatives: readonly (readonly Term[])[];
}

/** Shortest word a typo is forgiven in (Shopify's: four letters). */
export const TYPO_MIN_LENGTH = 4;

/**
 * Whether two words are at most one edit apart: one letter inserted, deleted or substituted,
 * or two neighbours swapped (the Damerau–Levenshtein distance, bounded at one).
 */
export function editDistanceAtMostOne(left: string, right: string): boolean {
  if (left === right) return true;
  const difference = left.length - right.length;
  if (Math.abs(difference) > 1) return false;
  let start = 0;
  while (start < left.length && left[start] === right[start]) start += 1;
  if (difference === 0) {
    if (left.slice(start + 1) === right.slice(start + 1)) return true;
    return (
      left[start] === right[start + 1] &&
      left[start + 1] === right[start] &&
      left.slice(start + 2) === right.slice(start + 2)
    );
  }
  return difference > 0
    ? left.slice(start + 1) === right.slice(start)
    : left.slice(start) === right.slice(start + 1);
}

/** Every word a list of products is found by, computed once per list. */
const vocabularies = new WeakMap<readonly ProductRecord[], Set<string>>();

function vocabularyOf(products: readonly ProductRecord[]): Set<string> {
  let vocabulary = vocabularies.get(products);
  if (!vocabulary) {
    vocabulary = new Set();
    for (const product of products) {
      for (const set of Object.values(wordsOf(product)))
        for (const word of set) vocabulary.add(word);
    }
    vocabularies.set(products, vocabulary);
  }
  return vocabulary;
}

/**
 * The words of the catalogue one edit from a word the catalogue lacks (a word still being typed:
 * words that begin one edit from it). None for a word it has or one shorter than four letters,
 * so an exact word stays exact: "vest" never brings "best".
 */
function typoAlternatives(term: Term, vocabulary: Set<string>): Term[] {
  if (term.text.length < TYPO_MIN_LENGTH || !/^\p{L}+$/u.test(term.text)) return [];
  const wanted = singular(term.text);
  if (vocabulary.has(wanted)) return [];
  const known = [...vocabulary];
  if (term.prefix && known.some((word) => word.startsWith(term.text))) return [];
  const length = term.text.length;
  const near = known.filter((word) =>
    term.prefix
      ? [length - 1, length, length + 1].some(
          (end) => end <= word.length && editDistanceAtMostOne(term.text, word.slice(0, end)),
        )
      : editDistanceAtMostOne(wanted, word) || editDistanceAtMostOne(term.text, word),
  );
  return near.map((word) => ({ text: word, prefix: false }));
}

/** A synonym group's phrases as word lists, singular, as products' words are kept. */
function phrasesOf(synonyms: readonly (readonly string[])[]): string[][][] {
  return synonyms.map((group) => group.map((phrase) => words(phrase).map(singular)));
}

/** The longest synonym phrase the terms begin with, and the group it belongs to. */
function synonymAt(
  terms: readonly Term[],
  groups: readonly string[][][],
): { length: number; group: string[][] } | undefined {
  let found: { length: number; group: string[][] } | undefined;
  for (const group of groups) {
    for (const phrase of group) {
      if (phrase.length === 0 || phrase.length > terms.length) continue;
      if (found && phrase.length <= found.length) continue;
      if (phrase.every((word, index) => singular(terms[index]?.text ?? '') === word)) {
        found = { length: phrase.length, group };
      }
    }
  }
  return found;
}

/**
 * A query read as Shopify's search reads it: its words (the last as a prefix with
 * `prefixLast`), a run of words that is one of the shop's synonyms standing for each of its
 * group, and a word the catalogue lacks standing for the catalogue's words one typo away.
 */
export function parseQuery(
  products: readonly ProductRecord[],
  query: string,
  prefixLast: boolean,
  synonyms: readonly (readonly string[])[],
): QueryPart[] {
  const terms = parseTerms(query, prefixLast);
  const groups = phrasesOf(synonyms);
  const parts: QueryPart[] = [];
  let index = 0;
  while (index < terms.length) {
    const rest = terms.slice(index);
    const synonym = synonymAt(rest, groups);
    if (synonym) {
      const typed = rest.slice(0, synonym.length);
      const others = synonym.group.map((phrase) =>
        phrase.map((word): Term => ({ text: word, prefix: false })),
      );
      parts.push({ alternatives: [typed, ...others] });
      index += synonym.length;
      continue;
    }
    const term = rest[0] as Term;
    const typos = typoAlternatives(term, vocabularyOf(products));
    parts.push({ alternatives: [[term], ...typos.map((typo) => [typo])] });
    index += 1;
  }
  return parts;
}

/** The weight of the best field every word of an alternative matches in (0: one matches none). */
function alternativeWeight(fields: Record<SearchField, Set<string>>, terms: readonly Term[]) {
  let weight = Number.POSITIVE_INFINITY;
  for (const term of terms) {
    let best = 0;
    for (const [field, fieldWeight] of Object.entries(fieldWeights) as [SearchField, number][]) {
      if (fieldWeight > best && termMatches(term, fields[field])) best = fieldWeight;
    }
    weight = Math.min(weight, best);
    if (weight === 0) return 0;
  }
  return Number.isFinite(weight) ? weight : 0;
}

/** Whether every part of a query is met by a set of words (a collection's title). */
function partsMatch(parts: readonly QueryPart[], set: Set<string>): boolean {
  return (
    parts.length > 0 &&
    parts.every((part) =>
      part.alternatives.some((terms) => terms.every((term) => termMatches(term, set))),
    )
  );
}

/** How well the product matches every part of the query (0: some part matches nowhere). */
export function relevance(product: ProductRecord, parts: readonly QueryPart[]): number {
  if (parts.length === 0) return 0;
  const fields = wordsOf(product);
  let score = 0;
  for (const part of parts) {
    let best = 0;
    for (const terms of part.alternatives) best = Math.max(best, alternativeWeight(fields, terms));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * The products matching every part of the query, most relevant first: a match in the name
 * counts most, then the type, tags, options (colours, sizes), vendor and description; between
 * equals the best sellers first, as Shopify's relevance weighs sales, then catalogue order.
 */
export function searchProducts(
  products: readonly ProductRecord[],
  parts: readonly QueryPart[],
): ProductRecord[] {
  return products
    .map((product, index) => ({ product, index, score: relevance(product, parts) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (left, right) =>
        right.score - left.score ||
        (right.product.source.unitsSold ?? 0) - (left.product.source.unitsSold ?? 0) ||
        left.index - right.index,
    )
    .map((entry) => entry.product);
}

// ——— Filters ———

/** One `ProductFilter` input, read and checked. */
type ParsedFilter =
  | { group: 'availability'; available: boolean }
  | { group: 'price'; min: number; max: number }
  | { group: 'productType'; value: string }
  | { group: 'productVendor'; value: string }
  | { group: 'tag'; value: string }
  | { group: `option:${string}`; name: string; value: string };

const unsupportedFilters = [
  'category',
  'productMetafield',
  'taxonomyMetafield',
  'variantMetafield',
];

function readFilter(input: unknown): ParsedFilter {
  if (typeof input !== 'object' || input === null) {
    throw new StorefrontError('Each filter must be a ProductFilter object.');
  }
  const entries = Object.entries(input as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (entries.length !== 1) {
    throw new StorefrontError('Each ProductFilter must set exactly one field.');
  }
  const [key, value] = entries[0] as [string, unknown];
  if (unsupportedFilters.includes(key)) {
    throw new StorefrontError(`The ${key} filter is not available on this shop.`);
  }
  switch (key) {
    case 'available':
      return { group: 'availability', available: value === true };
    case 'price': {
      const range = value as { min?: unknown; max?: unknown };
      const min = typeof range.min === 'number' ? range.min : 0;
      const max = typeof range.max === 'number' ? range.max : Number.POSITIVE_INFINITY;
      if (!(min >= 0) || !(max >= min)) {
        throw new StorefrontError('A price filter needs 0 ≤ min ≤ max.');
      }
      return { group: 'price', min: Math.round(min * 100), max: max * 100 };
    }
    case 'productType':
    case 'productVendor':
    case 'tag':
      return { group: key, value: String(value).toLowerCase() };
    case 'variantOption': {
      const option = value as { name?: unknown; value?: unknown };
      const name = String(option.name ?? '').toLowerCase();
      return { group: `option:${name}`, name, value: String(option.value ?? '').toLowerCase() };
    }
    default:
      throw new StorefrontError(`Unknown filter ${key}.`);
  }
}

/** A variant's option values by lower-case option name, lower-cased; computed once. */
const variantOptions = new WeakMap<VariantRecord, Map<string, string>>();

function optionsOf(variant: VariantRecord): Map<string, string> {
  let options = variantOptions.get(variant);
  if (!options) {
    options = new Map(
      variant.selectedOptions.map((option) => [
        option.name.toLowerCase(),
        option.value.toLowerCase(),
      ]),
    );
    variantOptions.set(variant, options);
  }
  return options;
}

function variantHolds(variant: VariantRecord, filter: ParsedFilter): boolean {
  if (filter.group === 'availability') return variant.available === filter.available;
  if ('name' in filter) return optionsOf(variant).get(filter.name) === filter.value;
  return true;
}

function productHolds(product: ProductRecord, filter: ParsedFilter): boolean {
  switch (filter.group) {
    case 'price': {
      const cents = toCents(product.source.price);
      return cents >= filter.min && cents <= filter.max;
    }
    case 'productType':
      return product.source.productType.toLowerCase() === filter.value;
    case 'productVendor':
      return product.source.vendor.toLowerCase() === filter.value;
    case 'tag':
      return product.source.tags.some((tag) => tag.toLowerCase() === filter.value);
    default:
      return true;
  }
}

const isVariantLevel = (group: string) => group === 'availability' || group.startsWith('option:');

/** Filters grouped: alternatives within a group, every group must hold. */
type FilterGroups = Map<string, ParsedFilter[]>;

/**
 * What a product connection's `filters` are counted over — the listed products before
 * filtering, and the filters chosen — kept on the connection so they are counted only when a
 * query asks for them.
 */
export interface Facets {
  products: readonly ProductRecord[];
  groups: FilterGroups;
}

export function readFilters(input: unknown): FilterGroups {
  const groups: FilterGroups = new Map();
  if (input === undefined || input === null) return groups;
  const list = Array.isArray(input) ? input : [input];
  if (list.length > MAX_FILTERS) {
    throw new StorefrontError(`At most ${MAX_FILTERS} filters can be combined.`);
  }
  for (const item of list) {
    const filter = readFilter(item);
    groups.set(filter.group, [...(groups.get(filter.group) ?? []), filter]);
  }
  return groups;
}

/** The product's variants that hold every variant-level group (but `skip`), or none. */
function holdingVariants(
  product: ProductRecord,
  groups: FilterGroups,
  skip?: string,
): readonly VariantRecord[] {
  const variantGroups: ParsedFilter[][] = [];
  for (const [group, filters] of groups) {
    if (group === skip) continue;
    if (isVariantLevel(group)) variantGroups.push(filters);
    else if (!filters.some((filter) => productHolds(product, filter))) return [];
  }
  if (variantGroups.length === 0) return product.variants;
  return product.variants.filter((variant) =>
    variantGroups.every((filters) => filters.some((filter) => variantHolds(variant, filter))),
  );
}

function matchesGroups(product: ProductRecord, groups: FilterGroups): boolean {
  return holdingVariants(product, groups).length > 0;
}

/**
 * How many products each choice of `group` leaves with the other groups' choices applied:
 * a variant-level choice must hold for one of the variants the other choices leave.
 */
function countChoices(
  products: readonly ProductRecord[],
  groups: FilterGroups,
  group: string,
  choices: readonly ParsedFilter[],
): number[] {
  const counts = choices.map(() => 0);
  for (const product of products) {
    const variants = holdingVariants(product, groups, group);
    if (variants.length === 0) continue;
    choices.forEach((choice, index) => {
      const holds = isVariantLevel(choice.group)
        ? variants.some((variant) => variantHolds(variant, choice))
        : productHolds(product, choice);
      if (holds) counts[index] = (counts[index] ?? 0) + 1;
    });
  }
  return counts;
}

export function applyFilters(
  products: readonly ProductRecord[],
  groups: FilterGroups,
): ProductRecord[] {
  return groups.size === 0
    ? [...products]
    : products.filter((product) => matchesGroups(product, groups));
}

// ——— The `filters` a connection offers, with counts ———

interface FilterValue {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

interface Filter {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT';
  values: FilterValue[];
}

const letterSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', 'S/M', 'L/XL'];

/** Sizes in the order a size chart reads: letters small to large, then waists. */
function sizeOrder(left: string, right: string): number {
  const rank = (size: string) => {
    const letter = letterSizes.indexOf(size.toUpperCase());
    if (letter !== -1) return letter;
    const number = Number.parseFloat(size);
    return Number.isFinite(number) ? 100 + number : 10_000;
  };
  return rank(left) - rank(right) || left.localeCompare(right);
}

function handleize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The filters a list of products offers and how many products each choice leaves, counting
 * each group with the other groups' choices applied (so choosing a colour still shows how many
 * products every other colour has). Values no product carries are left out.
 */
export function productFilters(products: readonly ProductRecord[], groups: FilterGroups): Filter[] {
  const isChosen = (group: string, filter: ParsedFilter | undefined) =>
    (groups.get(group) ?? []).some((chosen) => JSON.stringify(chosen) === JSON.stringify(filter));
  const filters: Filter[] = [];
  const list = (
    id: string,
    label: string,
    group: string,
    values: { label: string; filter: ParsedFilter; input: unknown }[],
  ) => {
    const counts = countChoices(
      products,
      groups,
      group,
      values.map((value) => value.filter),
    );
    const counted = values
      .map(({ label: valueLabel, input }, index) => ({
        id: `${id}.${handleize(valueLabel)}`,
        label: valueLabel,
        count: counts[index] ?? 0,
        input: JSON.stringify(input),
        image: null,
        swatch: null,
      }))
      .filter((value, index) => value.count > 0 || isChosen(group, values[index]?.filter));
    if (counted.length > 0)
      filters.push({ id, label, type: 'LIST', presentation: 'TEXT', values: counted });
  };

  list('filter.v.availability', 'Availability', 'availability', [
    {
      label: 'In stock',
      filter: { group: 'availability', available: true },
      input: { available: true },
    },
    {
      label: 'Out of stock',
      filter: { group: 'availability', available: false },
      input: { available: false },
    },
  ]);

  const prices = products.map((product) => toCents(product.source.price));
  if (prices.length > 0) {
    const max = Math.max(...prices) / 100;
    filters.push({
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: 'TEXT',
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({ price: { min: 0, max } }),
          image: null,
          swatch: null,
        },
      ],
    });
  }

  const distinct = (values: Iterable<string>) => [...new Set(values)];
  list(
    'filter.p.product_type',
    'Product type',
    'productType',
    distinct(products.map((product) => product.source.productType))
      .sort()
      .map((value) => ({
        label: value,
        filter: { group: 'productType', value: value.toLowerCase() },
        input: { productType: value },
      })),
  );

  const optionNames = distinct(
    products.flatMap((product) =>
      product.options.filter((option) => option.name !== 'Title').map((option) => option.name),
    ),
  );
  for (const name of optionNames) {
    const values = distinct(
      products.flatMap(
        (product) => product.options.find((option) => option.name === name)?.values ?? [],
      ),
    );
    if (name.toLowerCase() === 'size') values.sort(sizeOrder);
    const key = name.toLowerCase();
    list(
      `filter.v.option.${handleize(name)}`,
      name,
      `option:${key}`,
      values.map((value) => ({
        label: value,
        filter: { group: `option:${key}`, name: key, value: value.toLowerCase() },
        input: { variantOption: { name: key, value } },
      })),
    );
  }

  list(
    'filter.p.vendor',
    'Brand',
    'productVendor',
    distinct(products.map((product) => product.source.vendor)).map((value) => ({
      label: value,
      filter: { group: 'productVendor', value: value.toLowerCase() },
      input: { productVendor: value },
    })),
  );
  list(
    'filter.p.tag',
    'Tags',
    'tag',
    distinct(products.flatMap((product) => product.source.tags))
      .sort()
      .map((value) => ({
        label: value,
        filter: { group: 'tag', value: value.toLowerCase() },
        input: { tag: value },
      })),
  );
  return filters;
}

// ——— Sorting and availability ———

/** `SearchSortKeys`: relevance keeps the search's own order. */
export const searchSortKeys = {
  RELEVANCE: null,
  PRICE: (record: ProductRecord) => toCents(record.source.price),
};

const availableForSale = (product: ProductRecord) =>
  product.variants.some((variant) => variant.available);

/** `unavailableProducts`: SHOW as they come, HIDE, or LAST (the default: sold out at the end). */
export function placeUnavailable(
  products: readonly ProductRecord[],
  how: unknown,
): ProductRecord[] {
  const mode = typeof how === 'string' ? how : 'LAST';
  if (mode === 'SHOW') return [...products];
  const available = products.filter(availableForSale);
  if (mode === 'HIDE') return available;
  return [...available, ...products.filter((product) => !availableForSale(product))];
}

/** The `search` field's product list, in the asked order, before paging. */
export function searchResults(
  products: readonly ProductRecord[],
  args: Record<string, unknown>,
  synonyms: readonly (readonly string[])[] = [],
): { items: ProductRecord[]; facets: Facets } {
  const types = Array.isArray(args.types) ? args.types : ['PRODUCT'];
  if (!types.includes('PRODUCT')) return { items: [], facets: { products: [], groups: new Map() } };
  const parts = parseQuery(products, String(args.query ?? ''), args.prefix === 'LAST', synonyms);
  const found = searchProducts(products, parts);
  const groups = readFilters(args.productFilters);
  const filtered = applyFilters(found, groups);
  const sorted = sortItems(filtered, args.sortKey, args.reverse, searchSortKeys);
  return {
    items: placeUnavailable(sorted, args.unavailableProducts),
    facets: { products: found, groups },
  };
}

// ——— Predictive search ———

function predictiveLimit(value: unknown): number {
  if (value === undefined || value === null) return MAX_PREDICTIVE_LIMIT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new StorefrontError('Argument "limit" must be a positive integer.');
  }
  if (value > MAX_PREDICTIVE_LIMIT) {
    throw new StorefrontError(`Argument "limit" cannot exceed ${MAX_PREDICTIVE_LIMIT}.`);
  }
  return value;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Completions of the query from the shop's own words: the last word completed to words its
 * products' titles and types contain, most frequent first, the added part marked.
 */
function querySuggestions(
  products: readonly ProductRecord[],
  query: string,
  limit: number,
): { text: string; styledText: string; trackingParameters: null }[] {
  const terms = parseTerms(query, true);
  const last = terms.at(-1);
  if (!last) return [];
  const lead = terms
    .slice(0, -1)
    .map((term) => term.text)
    .join(' ');
  const frequency = new Map<string, number>();
  for (const product of products) {
    for (const word of new Set(words(`${product.source.title} ${product.source.productType}`))) {
      if (word.length > last.text.length && word.startsWith(last.text) && /^\p{L}/u.test(word)) {
        frequency.set(word, (frequency.get(word) ?? 0) + 1);
      }
    }
  }
  return [...frequency]
    .sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]))
    .slice(0, limit)
    .map(([word]) => {
      const text = lead ? `${lead} ${word}` : word;
      const typed = lead ? `${lead} ${last.text}` : last.text;
      return {
        text,
        styledText: `${escapeText(typed)}<mark>${escapeText(word.slice(last.text.length))}</mark>`,
        trackingParameters: null,
      };
    });
}

/** The `predictiveSearch` field: products, collections and query completions for a prefix. */
export function predictiveSearch(
  products: readonly ProductRecord[],
  collections: readonly CollectionRecord[],
  args: Record<string, unknown>,
  synonyms: readonly (readonly string[])[] = [],
) {
  const limit = predictiveLimit(args.limit);
  const query = String(args.query ?? '');
  const types = Array.isArray(args.types)
    ? (args.types as string[])
    : ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'];
  const parts = parseQuery(products, query, true, synonyms);
  const each = args.limitScope === 'EACH';
  let left = limit;
  const take = <T>(items: readonly T[]): T[] => {
    const taken = items.slice(0, each ? limit : left);
    if (!each) left -= taken.length;
    return taken;
  };
  const found = types.includes('PRODUCT')
    ? take(placeUnavailable(searchProducts(products, parts), args.unavailableProducts))
    : [];
  const matchingCollections = types.includes('COLLECTION')
    ? take(
        collections.filter((collection) =>
          partsMatch(parts, new Set(words(collection.title).map(singular))),
        ),
      )
    : [];
  const queries = types.includes('QUERY') ? take(querySuggestions(products, query, limit)) : [];
  return { products: found, collections: matchingCollections, queries, pages: [], articles: [] };
}
