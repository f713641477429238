/**
 * The simulator's data: each shop's catalogue indexed into the records the resolvers read,
 * carts in memory, and the helpers the resolvers share (ids, money, cursors, sorting,
 * search). No GraphQL here: `resolvers/` turns these records into Storefront API objects.
 */
import type { CatalogueProduct, ProductColour, ShopCatalogue } from './types.ts';

export const CURRENCY = 'USD';
export const MAX_PAGE_SIZE = 250;
export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_LINES = 100;
export const MAX_NOTE_LENGTH = 5000;
/** Carts one client (address) keeps at most: a flood from a few addresses stays their own. */
export const MAX_CARTS_PER_CLIENT = 100;

/** Where the simulator's own pages live, as absolute URLs for the current request. */
export interface StorefrontUrls {
  /** URL of a product picture file (`<name>.png`, or with a size suffix: `<name>_<w>x<h>.png`). */
  image: (file: string) => string;
  /** URL of the checkout page of a cart (`token` is the cart id without its prefix). */
  checkout: (token: string) => string;
}

export interface ImageRecord {
  __typename: 'Image';
  id: string;
  file: string;
  altText: string;
  colour: ProductColour;
}

export interface VariantRecord {
  id: string;
  title: string;
  colour: ProductColour | undefined;
  size: string | undefined;
  available: boolean;
  sku: string;
  image: ImageRecord;
  selectedOptions: { name: string; value: string }[];
}

export interface ProductRecord {
  __typename: 'Product';
  source: CatalogueProduct;
  id: string;
  variants: VariantRecord[];
  images: ImageRecord[];
  options: { id: string; name: string; values: string[] }[];
}

/** A variant as the API serves it: the `ProductVariant` object of one product. */
export interface VariantSource {
  __typename: 'ProductVariant';
  product: ProductRecord;
  variant: VariantRecord;
}

export interface CollectionRecord {
  __typename: 'Collection';
  id: string;
  handle: string;
  title: string;
  description: string;
  products: ProductRecord[];
}

export interface ShopIndex {
  __typename: 'Shop';
  catalogue: ShopCatalogue;
  shopId: string;
  products: ProductRecord[];
  productsById: Map<string, ProductRecord>;
  productsByHandle: Map<string, ProductRecord>;
  variantsById: Map<string, VariantSource>;
  imagesByFile: Map<string, { product: ProductRecord; image: ImageRecord }>;
  collections: CollectionRecord[];
  collectionsById: Map<string, CollectionRecord>;
  collectionsByHandle: Map<string, CollectionRecord>;
}

export interface CartLineRecord {
  id: string;
  variantId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

export interface CartRecord {
  __typename: 'Cart';
  token: string;
  /**
   * The secret half of the cart's id (`gid://shopify/Cart/<token>?key=<key>`), as Shopify writes
   * it: an id without its key finds no cart.
   */
  key: string;
  /** Who made the cart (the client's address): carts are bounded per client. */
  client: string;
  domain: string;
  createdAt: string;
  updatedAt: string;
  lines: CartLineRecord[];
  note: string | null;
  attributes: { key: string; value: string }[];
  discountCodes: string[];
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null };
}

export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

export interface Warning {
  code: string;
  message: string;
  target: string;
}

/** An error a resolver throws to answer with a GraphQL error (`extensions.code`). */
export class StorefrontError extends Error {
  override name = 'StorefrontError';
  readonly extensions: { code: string };

  constructor(message: string, code = 'BAD_REQUEST') {
    super(message);
    this.extensions = { code };
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Compares two secrets in a time that does not depend on where they first differ (every
 * character is compared). Plain code, not `node:crypto`: the simulator also runs in a browser,
 * behind the stories.
 */
function sameSecret(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  }
  return difference === 0;
}

/** A cart's id as the Storefront API writes it: its token and its key. */
export function cartGid(cart: Pick<CartRecord, 'token' | 'key'>): string {
  return `${gid('Cart', cart.token)}?key=${cart.key}`;
}

export function gid(type: string, id: string): string {
  return `gid://shopify/${type}/${id}`;
}

export function parseGid(value: unknown): { type: string; id: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)/.exec(value);
  return match ? { type: match[1] as string, id: match[2] as string } : undefined;
}

/** The Storefront API writes amounts with one decimal when the second is zero ("25.0"). */
export function formatAmount(cents: number): string {
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export function toCents(amount: string): number {
  return Math.round(Number.parseFloat(amount) * 100);
}

export function money(cents: number): { amount: string; currencyCode: string } {
  return { amount: formatAmount(cents), currencyCode: CURRENCY };
}

export function indexShop(catalogue: ShopCatalogue, shopNumber: number): ShopIndex {
  const products = catalogue.products.map((source): ProductRecord => {
    const images = source.colours.map(
      (colour, index): ImageRecord => ({
        __typename: 'Image',
        id: gid('ProductImage', `${source.id}${index + 1}`),
        file: `${source.handle}--${slugify(colour.name)}`,
        altText: `${source.title} in ${colour.name}`,
        colour,
      }),
    );
    const options: ProductRecord['options'] = [];
    if (source.colours.length > 1) {
      options.push({
        id: gid('ProductOption', `${source.id}1`),
        name: 'Color',
        values: source.colours.map((colour) => colour.name),
      });
    }
    if (source.sizes.length > 1) {
      options.push({
        id: gid('ProductOption', `${source.id}2`),
        name: 'Size',
        values: [...source.sizes],
      });
    }
    const combinations = source.colours.flatMap((colour, colourIndex) =>
      (source.sizes.length > 0 ? source.sizes : [undefined]).map((size) => ({
        colour,
        colourIndex,
        size,
      })),
    );
    const variants = combinations.map(({ colour, colourIndex, size }, index): VariantRecord => {
      const selectedOptions = [
        ...(source.colours.length > 1 ? [{ name: 'Color', value: colour.name }] : []),
        ...(source.sizes.length > 1 && size ? [{ name: 'Size', value: size }] : []),
      ];
      const title =
        selectedOptions.length > 0
          ? selectedOptions.map((option) => option.value).join(' / ')
          : 'Default Title';
      return {
        id: gid('ProductVariant', `${source.id}${String(index + 1).padStart(3, '0')}`),
        title,
        colour,
        size,
        available: !(source.soldOut ?? []).includes(title),
        sku: [
          source.handle
            .split('-')
            .map((word) => word.charAt(0))
            .join('')
            .toUpperCase(),
          source.id.slice(-3),
          slugify(colour.name).slice(0, 3).toUpperCase(),
          size ? slugify(size).toUpperCase() : 'OS',
        ].join('-'),
        image: images[colourIndex] as ImageRecord,
        selectedOptions:
          selectedOptions.length > 0
            ? selectedOptions
            : [{ name: 'Title', value: 'Default Title' }],
      };
    });
    return {
      __typename: 'Product',
      source,
      id: gid('Product', source.id),
      variants,
      images,
      options:
        options.length > 0
          ? options
          : [
              {
                id: gid('ProductOption', `${source.id}0`),
                name: 'Title',
                values: ['Default Title'],
              },
            ],
    };
  });
  const collections = catalogue.collections.map(
    (collection): CollectionRecord => ({
      __typename: 'Collection',
      id: gid('Collection', collection.id),
      handle: collection.handle,
      title: collection.title,
      description: collection.description,
      products: products.filter((record) => record.source.collections.includes(collection.handle)),
    }),
  );
  return {
    __typename: 'Shop',
    catalogue,
    shopId: gid('Shop', String(70_000_000 + shopNumber)),
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    productsByHandle: new Map(products.map((product) => [product.source.handle, product])),
    variantsById: new Map(
      products.flatMap((product) =>
        product.variants.map(
          (variant) =>
            [variant.id, { __typename: 'ProductVariant', product, variant } as const] as const,
        ),
      ),
    ),
    imagesByFile: new Map(
      products.flatMap((product) =>
        product.images.map((image) => [image.file, { product, image }] as const),
      ),
    ),
    collections,
    collectionsById: new Map(collections.map((collection) => [collection.id, collection])),
    collectionsByHandle: new Map(collections.map((collection) => [collection.handle, collection])),
  };
}

/** Carts in memory, least recently used first; the oldest is dropped beyond `maxCarts`. */
export class CartStore {
  readonly #carts = new Map<string, CartRecord>();
  readonly #maxCarts: number;

  constructor(maxCarts: number) {
    this.#maxCarts = maxCarts;
  }

  /**
   * The cart behind a `gid://shopify/Cart/<token>?key=<key>` id, if it belongs to the shop and
   * the key is the cart's: an id without its key, or with another, finds nothing.
   */
  find(shop: ShopIndex, id: unknown): CartRecord | undefined {
    const parsed = parseGid(id);
    if (parsed?.type !== 'Cart' || typeof id !== 'string') return undefined;
    const key = new URLSearchParams(id.slice(id.indexOf('?') + 1 || id.length)).get('key');
    if (!key) return undefined;
    const cart = this.#carts.get(parsed.id);
    if (!cart || cart.domain !== shop.catalogue.domain || !sameSecret(cart.key, key)) {
      return undefined;
    }
    return this.byToken(shop.catalogue.domain, parsed.id);
  }

  byToken(domain: string, token: string): CartRecord | undefined {
    const cart = this.#carts.get(token);
    if (!cart || cart.domain !== domain) return undefined;
    this.#carts.delete(cart.token);
    this.#carts.set(cart.token, cart);
    return cart;
  }

  /** Takes a cart out (an order was placed from it): later reads find nothing, as on Shopify. */
  remove(domain: string, token: string): CartRecord | undefined {
    const cart = this.#carts.get(token);
    if (!cart || cart.domain !== domain) return undefined;
    this.#carts.delete(token);
    return cart;
  }

  /**
   * Keeps a cart. Each client holds at most MAX_CARTS_PER_CLIENT (and `maxCarts`), and makes
   * room by losing its own least recently used; when the store is full, the client holding the most loses its oldest.
   * No client can push another's carts out.
   */
  store(cart: CartRecord): void {
    const perClient = Math.min(MAX_CARTS_PER_CLIENT, this.#maxCarts);
    const counts = new Map<string, number>();
    for (const kept of this.#carts.values()) {
      counts.set(kept.client, (counts.get(kept.client) ?? 0) + 1);
    }
    const evictOldestOf = (client: string) => {
      for (const kept of this.#carts.values()) {
        if (kept.client === client) {
          this.#carts.delete(kept.token);
          counts.set(client, (counts.get(client) ?? 1) - 1);
          return;
        }
      }
    };
    while ((counts.get(cart.client) ?? 0) >= perClient) evictOldestOf(cart.client);
    while (this.#carts.size >= this.#maxCarts) {
      const [largest] = [...counts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
      evictOldestOf(largest);
    }
    this.#carts.set(cart.token, cart);
  }
}

export function cartSubtotal(shop: ShopIndex, cart: CartRecord): number {
  return cart.lines.reduce((sum, line) => {
    const found = shop.variantsById.get(line.variantId);
    return found ? sum + toCents(found.product.source.price) * line.quantity : sum;
  }, 0);
}

export function sortItems<T>(
  items: readonly T[],
  sortKey: unknown,
  reverse: unknown,
  keys: Record<string, ((item: T) => string | number) | null>,
): T[] {
  const key = typeof sortKey === 'string' ? sortKey : undefined;
  if (key !== undefined && !Object.hasOwn(keys, key)) {
    throw new StorefrontError(`Unsupported sortKey "${key}".`);
  }
  const by = key ? keys[key] : null;
  const sorted = by
    ? [...items].sort((left, right) => {
        const a = by(left);
        const b = by(right);
        return typeof a === 'number' && typeof b === 'number'
          ? a - b
          : String(a).localeCompare(String(b));
      })
    : [...items];
  return reverse === true ? sorted.reverse() : sorted;
}

export function matchesQuery(product: CatalogueProduct, query: unknown): boolean {
  if (typeof query !== 'string' || query.trim() === '') return true;
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '' && term !== 'and')
    .every((term) => {
      const [field, value] = term.includes(':') ? term.split(':', 2) : [undefined, term];
      const needle = (value ?? '').replace(/^["']|["']$/g, '');
      const haystacks: Record<string, string[]> = {
        title: [product.title],
        product_type: [product.productType],
        vendor: [product.vendor],
        tag: [...product.tags],
      };
      const fields =
        field && Object.hasOwn(haystacks, field)
          ? [haystacks[field] ?? []]
          : Object.values(haystacks);
      return fields.flat().some((text) => text.toLowerCase().includes(needle));
    });
}

/** Sort keys of product lists; `null` keeps catalogue order. */
export const productSortKeys = {
  TITLE: (record: ProductRecord) => record.source.title,
  PRODUCT_TYPE: (record: ProductRecord) => record.source.productType,
  VENDOR: (record: ProductRecord) => record.source.vendor,
  CREATED_AT: (record: ProductRecord) => record.source.createdAt,
  CREATED: (record: ProductRecord) => record.source.createdAt,
  UPDATED_AT: (record: ProductRecord) => record.source.createdAt,
  PRICE: (record: ProductRecord) => toCents(record.source.price),
  ID: (record: ProductRecord) => Number(record.source.id),
  BEST_SELLING: (record: ProductRecord) => -(record.source.unitsSold ?? 0),
  RELEVANCE: null,
  MANUAL: null,
  COLLECTION_DEFAULT: null,
};

/** Sort keys of the collection list; `null` keeps catalogue order. */
export const collectionSortKeys = {
  TITLE: (record: CollectionRecord) => record.title,
  ID: (record: CollectionRecord) => Number(record.id.split('/').at(-1)),
  UPDATED_AT: null,
  RELEVANCE: null,
};
