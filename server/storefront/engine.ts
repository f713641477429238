/**
 * The storefront simulator's core: answers the Storefront API GraphQL operations the
 * Buy Button (shopify-buy) sends, from a demo catalogue per shop, with carts in memory.
 * No Node APIs: the Fastify plugin serves it, and browser mocks can run it as a fetch.
 */
import {
  type DocumentNode,
  execute,
  GraphQLRequestError,
  GraphQLSyntaxError,
  type GraphQLValue,
  parseDocument,
  type ResolvedObject,
  selectOperation,
} from './graphql.ts';
import { garmentSvg, IMAGE_SIZE } from './images.ts';
import { checkLimits, defaultQueryLimits, type QueryLimits } from './limits.ts';
import { sizeChartHtml } from './size-charts.ts';
import type {
  CatalogueCollection,
  CatalogueProduct,
  ProductColour,
  ShopCatalogue,
} from './types.ts';

/** Where the simulator's own pages live, as absolute URLs for the current request. */
export interface StorefrontUrls {
  /** URL of a product image file (`<name>.svg`). */
  image: (file: string) => string;
  /** URL of the checkout page of a cart (`token` is the cart id without its prefix). */
  checkout: (token: string) => string;
}

export interface StorefrontOptions {
  catalogues: readonly ShopCatalogue[];
  /**
   * Carts kept in memory; the least recently used one is dropped beyond this.
   * @default 1000
   */
  maxCarts?: number;
  /** Clock, for tests. @default () => new Date() */
  now?: () => Date;
  /** Depth, cost and answer-size limits of one request. @default defaultQueryLimits */
  limits?: Partial<QueryLimits>;
}

export interface StorefrontRequest {
  /** The shop domain from the request path. */
  domain: string;
  /** The `X-Shopify-Storefront-Access-Token` header. */
  accessToken: string | undefined;
  /** The parsed JSON body: `{ query, variables?, operationName? }`. */
  body: unknown;
  urls: StorefrontUrls;
}

export interface StorefrontResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: unknown[] };
  /** Name (or first root field) of the operation that ran. */
  operation?: string;
  /** `Type.field` pairs the request asked for that the simulator does not model. */
  unknownFields: string[];
}

/** A cart as the checkout page shows it. */
export interface CartSummary {
  shopName: string;
  domain: string;
  token: string;
  lines: {
    title: string;
    variantTitle: string;
    quantity: number;
    unitPrice: string;
    total: string;
    image: string;
  }[];
  itemCount: number;
  subtotal: string;
  note: string | null;
}

export interface Storefront {
  /** The catalogue of a domain, if the simulator serves it. */
  shop: (domain: string) => ShopCatalogue | undefined;
  /** Answers one GraphQL request. */
  handle: (request: StorefrontRequest) => StorefrontResponse;
  /** SVG markup of a product image file (`<name>.svg`, optionally `<name>_<w>x<h>.svg`). */
  image: (domain: string, file: string) => string | undefined;
  /** The cart behind a checkout page. */
  cart: (domain: string, token: string) => CartSummary | undefined;
}

const CURRENCY = 'USD';
const MAX_PAGE_SIZE = 250;
const MAX_LINE_QUANTITY = 999;
const MAX_CART_LINES = 100;
const MAX_NOTE_LENGTH = 5000;
const MAX_DOCUMENT_LENGTH = 100_000;

const possibleTypes: Record<string, readonly string[]> = {
  Node: ['Product', 'ProductVariant', 'ProductOption', 'Collection', 'Cart', 'CartLine', 'Shop'],
  BaseCartLine: ['CartLine'],
  Merchandise: ['ProductVariant'],
  PricingValue: ['MoneyV2', 'PricingPercentageValue'],
  DisplayableError: ['CartUserError'],
};

interface VariantRecord {
  id: string;
  title: string;
  colour: ProductColour | undefined;
  size: string | undefined;
  available: boolean;
  sku: string;
  image: ImageRecord;
  selectedOptions: { name: string; value: string }[];
}

interface ImageRecord {
  id: string;
  file: string;
  altText: string;
  colour: ProductColour;
}

interface ProductRecord {
  source: CatalogueProduct;
  id: string;
  variants: VariantRecord[];
  images: ImageRecord[];
  options: { id: string; name: string; values: string[] }[];
}

interface ShopIndex {
  catalogue: ShopCatalogue;
  shopId: string;
  products: ProductRecord[];
  productsById: Map<string, ProductRecord>;
  productsByHandle: Map<string, ProductRecord>;
  variantsById: Map<string, { product: ProductRecord; variant: VariantRecord }>;
  imagesByFile: Map<string, { product: ProductRecord; image: ImageRecord }>;
  collectionsById: Map<string, CatalogueCollection>;
  collectionsByHandle: Map<string, CatalogueCollection>;
}

interface CartLineRecord {
  id: string;
  variantId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

interface CartRecord {
  token: string;
  domain: string;
  createdAt: string;
  updatedAt: string;
  lines: CartLineRecord[];
  note: string | null;
  attributes: { key: string; value: string }[];
  discountCodes: string[];
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null };
}

interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

interface Warning {
  code: string;
  message: string;
  target: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function gid(type: string, id: string): string {
  return `gid://shopify/${type}/${id}`;
}

function parseGid(value: unknown): { type: string; id: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)/.exec(value);
  return match ? { type: match[1] as string, id: match[2] as string } : undefined;
}

/** The Storefront API writes amounts with one decimal when the second is zero ("25.0"). */
export function formatAmount(cents: number): string {
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

function toCents(amount: string): number {
  return Math.round(Number.parseFloat(amount) * 100);
}

function money(cents: number): ResolvedObject {
  return { __typename: 'MoneyV2', amount: formatAmount(cents), currencyCode: CURRENCY };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

function encodeCursor(id: string): string {
  return btoa(JSON.stringify({ last_id: id }));
}

function decodeCursor(cursor: GraphQLValue): string | undefined {
  if (typeof cursor !== 'string') return undefined;
  try {
    const decoded = JSON.parse(atob(cursor)) as { last_id?: unknown };
    return typeof decoded.last_id === 'string' ? decoded.last_id : undefined;
  } catch {
    return undefined;
  }
}

function integerArgument(value: GraphQLValue | undefined, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new GraphQLRequestError(`Argument "${name}" must be a non-negative integer.`);
  }
  if (value > MAX_PAGE_SIZE) {
    throw new GraphQLRequestError(`Argument "${name}" cannot exceed ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/** A Relay connection over `nodes`, honouring first/after/last/before. */
function connection<T>(
  typename: string,
  items: readonly T[],
  args: Record<string, GraphQLValue>,
  idOf: (item: T) => string,
  nodeOf: (item: T) => ResolvedObject,
): ResolvedObject {
  const first = integerArgument(args.first, 'first');
  const last = integerArgument(args.last, 'last');
  let start = 0;
  let end = items.length;
  const after = decodeCursor(args.after ?? null);
  if (after !== undefined) {
    const index = items.findIndex((item) => idOf(item) === after);
    start = index === -1 ? items.length : index + 1;
  }
  const before = decodeCursor(args.before ?? null);
  if (before !== undefined) {
    const index = items.findIndex((item) => idOf(item) === before);
    if (index !== -1) end = index;
  }
  if (first !== undefined) end = Math.min(end, start + first);
  else if (last !== undefined) start = Math.max(start, end - last);
  else end = Math.min(end, start + MAX_PAGE_SIZE);
  const page = items.slice(start, end);
  const edges = page.map((item) => ({
    __typename: `${typename}Edge`,
    cursor: encodeCursor(idOf(item)),
    node: nodeOf(item),
  }));
  return {
    __typename: `${typename}Connection`,
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function indexShop(catalogue: ShopCatalogue, shopNumber: number): ShopIndex {
  const products = catalogue.products.map((source): ProductRecord => {
    const images = source.colours.map(
      (colour, index): ImageRecord => ({
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
  return {
    catalogue,
    shopId: gid('Shop', String(70_000_000 + shopNumber)),
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    productsByHandle: new Map(products.map((product) => [product.source.handle, product])),
    variantsById: new Map(
      products.flatMap((product) =>
        product.variants.map((variant) => [variant.id, { product, variant }] as const),
      ),
    ),
    imagesByFile: new Map(
      products.flatMap((product) =>
        product.images.map((image) => [image.file, { product, image }] as const),
      ),
    ),
    collectionsById: new Map(
      catalogue.collections.map((collection) => [gid('Collection', collection.id), collection]),
    ),
    collectionsByHandle: new Map(
      catalogue.collections.map((collection) => [collection.handle, collection]),
    ),
  };
}

function sortItems<T>(
  items: readonly T[],
  sortKey: GraphQLValue | undefined,
  reverse: GraphQLValue | undefined,
  keys: Record<string, ((item: T) => string | number) | null>,
): T[] {
  const key = typeof sortKey === 'string' ? sortKey : undefined;
  if (key !== undefined && !Object.hasOwn(keys, key)) {
    throw new GraphQLRequestError(`Unsupported sortKey "${key}".`);
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

function matchesQuery(product: CatalogueProduct, query: GraphQLValue | undefined): boolean {
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
const productSortKeys = {
  TITLE: (record: ProductRecord) => record.source.title,
  PRODUCT_TYPE: (record: ProductRecord) => record.source.productType,
  VENDOR: (record: ProductRecord) => record.source.vendor,
  CREATED_AT: (record: ProductRecord) => record.source.createdAt,
  CREATED: (record: ProductRecord) => record.source.createdAt,
  UPDATED_AT: (record: ProductRecord) => record.source.createdAt,
  PRICE: (record: ProductRecord) => toCents(record.source.price),
  ID: (record: ProductRecord) => Number(record.source.id),
  BEST_SELLING: null,
  RELEVANCE: null,
  MANUAL: null,
  COLLECTION_DEFAULT: null,
};

/** Sort keys of the collection list; `null` keeps catalogue order. */
const collectionSortKeys = {
  TITLE: (record: CatalogueCollection) => record.title,
  ID: (record: CatalogueCollection) => Number(record.id),
  UPDATED_AT: null,
  RELEVANCE: null,
};

/** Creates a storefront simulator over the given catalogues. */
export function createStorefront(options: StorefrontOptions): Storefront {
  const maxCarts = options.maxCarts ?? 1000;
  const limits = { ...defaultQueryLimits, ...options.limits };
  const now = options.now ?? (() => new Date());
  const shops = new Map(
    options.catalogues.map((catalogue, index) => [catalogue.domain, indexShop(catalogue, index)]),
  );
  const carts = new Map<string, CartRecord>();
  const documents = new Map<string, DocumentNode>();

  function parseCached(source: string): DocumentNode {
    const cached = documents.get(source);
    if (cached) return cached;
    const document = parseDocument(source);
    if (documents.size >= 200) documents.delete(documents.keys().next().value as string);
    documents.set(source, document);
    return document;
  }

  function findCart(shop: ShopIndex, id: GraphQLValue | undefined): CartRecord | undefined {
    const parsed = parseGid(id);
    if (parsed?.type !== 'Cart') return undefined;
    const cart = carts.get(parsed.id);
    if (!cart || cart.domain !== shop.catalogue.domain) return undefined;
    carts.delete(cart.token);
    carts.set(cart.token, cart);
    return cart;
  }

  function storeCart(cart: CartRecord): void {
    while (carts.size >= maxCarts) {
      carts.delete(carts.keys().next().value as string);
    }
    carts.set(cart.token, cart);
  }

  function cartSubtotal(shop: ShopIndex, cart: CartRecord): number {
    return cart.lines.reduce((sum, line) => {
      const found = shop.variantsById.get(line.variantId);
      return found ? sum + toCents(found.product.source.price) * line.quantity : sum;
    }, 0);
  }

  function resolvers(shop: ShopIndex, urls: StorefrontUrls) {
    const { catalogue } = shop;

    const image = (record: ImageRecord): ResolvedObject => ({
      __typename: 'Image',
      id: record.id,
      url: () => urls.image(`${record.file}.svg`),
      src: urls.image(`${record.file}.svg`),
      originalSrc: urls.image(`${record.file}.svg`),
      transformedSrc: urls.image(`${record.file}.svg`),
      altText: record.altText,
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
    });

    const variant = (record: ProductRecord, variantRecord: VariantRecord): ResolvedObject => {
      const price = toCents(record.source.price);
      const compareAt = record.source.compareAtPrice
        ? money(toCents(record.source.compareAtPrice))
        : null;
      return {
        __typename: 'ProductVariant',
        id: variantRecord.id,
        title: variantRecord.title,
        price: money(price),
        compareAtPrice: compareAt,
        availableForSale: variantRecord.available,
        currentlyNotInStock: !variantRecord.available,
        quantityAvailable: variantRecord.available ? 100 : 0,
        requiresShipping: true,
        weight: 0.5,
        weightUnit: 'POUNDS',
        sku: variantRecord.sku,
        barcode: null,
        image: image(variantRecord.image),
        selectedOptions: variantRecord.selectedOptions.map((option) => ({
          __typename: 'SelectedOption',
          ...option,
        })),
        unitPrice: null,
        unitPriceMeasurement: null,
        product: () => product(record),
      };
    };

    const descriptionHtml = (source: CatalogueProduct) =>
      `<p>${escapeHtml(source.description)}</p>` +
      (source.features.length > 0
        ? `<ul>${source.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`
        : '') +
      sizeChartHtml(source.productType, source.sizes);

    const product = (record: ProductRecord): ResolvedObject => {
      const { source } = record;
      const prices = record.variants.map(() => toCents(source.price));
      return {
        __typename: 'Product',
        id: record.id,
        handle: source.handle,
        title: source.title,
        description: [source.description, ...source.features].join(' '),
        descriptionHtml: descriptionHtml(source),
        productType: source.productType,
        vendor: source.vendor,
        tags: [...source.tags],
        availableForSale: record.variants.some((variantRecord) => variantRecord.available),
        createdAt: source.createdAt,
        updatedAt: source.createdAt,
        publishedAt: source.createdAt,
        onlineStoreUrl: null,
        requiresSellingPlan: false,
        totalInventory:
          record.variants.filter((variantRecord) => variantRecord.available).length * 100,
        options: record.options.map((option) => ({
          __typename: 'ProductOption',
          id: option.id,
          name: option.name,
          values: option.values,
        })),
        featuredImage: record.images[0] ? image(record.images[0]) : null,
        images: (args: Record<string, GraphQLValue>) =>
          connection('Image', record.images, args, (item) => item.id, image),
        variants: (args: Record<string, GraphQLValue>) =>
          connection(
            'ProductVariant',
            record.variants,
            args,
            (item) => item.id,
            (item) => variant(record, item),
          ),
        priceRange: {
          __typename: 'ProductPriceRange',
          minVariantPrice: money(Math.min(...prices)),
          maxVariantPrice: money(Math.max(...prices)),
        },
      };
    };

    const collectionProducts = (collection: CatalogueCollection) =>
      shop.products.filter((record) => record.source.collections.includes(collection.handle));

    const collection = (record: CatalogueCollection): ResolvedObject => ({
      __typename: 'Collection',
      id: gid('Collection', record.id),
      handle: record.handle,
      title: record.title,
      description: record.description,
      descriptionHtml: `<p>${escapeHtml(record.description)}</p>`,
      updatedAt: '2025-07-01T12:00:00Z',
      image: null,
      onlineStoreUrl: null,
      products: (args: Record<string, GraphQLValue>) =>
        connection(
          'Product',
          sortItems(
            collectionProducts(record).filter((item) => matchesQuery(item.source, args.query)),
            args.sortKey,
            args.reverse,
            productSortKeys,
          ),
          args,
          (item) => item.id,
          product,
        ),
    });

    const policy = (number: number, title: string, body: string): ResolvedObject => ({
      __typename: 'ShopPolicy',
      id: gid('ShopPolicy', `${shop.shopId.split('/').at(-1)}${number}`),
      handle: slugify(title),
      title,
      url: `https://${catalogue.domain}/policies/${slugify(title)}`,
      body: `<p>${escapeHtml(body)}</p>`,
    });

    const shopObject: ResolvedObject = {
      __typename: 'Shop',
      id: shop.shopId,
      name: catalogue.name,
      description: catalogue.description,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format, not a template literal
      moneyFormat: '${{amount}}',
      paymentSettings: {
        __typename: 'PaymentSettings',
        currencyCode: CURRENCY,
        countryCode: 'US',
        enabledPresentmentCurrencies: [CURRENCY],
        acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
        supportedDigitalWallets: [],
      },
      primaryDomain: {
        __typename: 'Domain',
        host: catalogue.domain,
        sslEnabled: true,
        url: `https://${catalogue.domain}`,
      },
      privacyPolicy: policy(
        1,
        'Privacy Policy',
        `${catalogue.name} is a demonstration shop; it keeps no personal data.`,
      ),
      termsOfService: policy(
        2,
        'Terms of Service',
        `${catalogue.name} is a demonstration shop; no order is ever fulfilled.`,
      ),
      refundPolicy: policy(
        3,
        'Refund Policy',
        'Nothing is charged in this demonstration shop, so there is nothing to refund.',
      ),
      shippingPolicy: policy(
        4,
        'Shipping Policy',
        'Orders in this demonstration shop are never shipped.',
      ),
    };

    const cartLine = (line: CartLineRecord): ResolvedObject | null => {
      const found = shop.variantsById.get(line.variantId);
      if (!found) return null;
      const unit = toCents(found.product.source.price);
      const compareAt = found.product.source.compareAtPrice;
      return {
        __typename: 'CartLine',
        id: line.id,
        quantity: line.quantity,
        merchandise: variant(found.product, found.variant),
        attributes: line.attributes.map((attribute) => ({ __typename: 'Attribute', ...attribute })),
        attribute: null,
        cost: {
          __typename: 'CartLineCost',
          amountPerQuantity: money(unit),
          compareAtAmountPerQuantity: compareAt ? money(toCents(compareAt)) : null,
          subtotalAmount: money(unit * line.quantity),
          totalAmount: money(unit * line.quantity),
        },
        discountAllocations: [],
        sellingPlanAllocation: null,
      };
    };

    const cart = (record: CartRecord): ResolvedObject => {
      const subtotal = cartSubtotal(shop, record);
      return {
        __typename: 'Cart',
        id: gid('Cart', record.token),
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        checkoutUrl: urls.checkout(record.token),
        note: record.note,
        totalQuantity: record.lines.reduce((sum, line) => sum + line.quantity, 0),
        attributes: record.attributes.map((attribute) => ({
          __typename: 'Attribute',
          ...attribute,
        })),
        attribute: null,
        lines: (args: Record<string, GraphQLValue>) =>
          connection(
            'BaseCartLine',
            record.lines,
            args,
            (line) => line.id,
            (line) => cartLine(line) as ResolvedObject,
          ),
        cost: {
          __typename: 'CartCost',
          checkoutChargeAmount: money(subtotal),
          subtotalAmount: money(subtotal),
          subtotalAmountEstimated: false,
          totalAmount: money(subtotal),
          totalAmountEstimated: false,
          totalTaxAmount: null,
          totalTaxAmountEstimated: false,
          totalDutyAmount: null,
          totalDutyAmountEstimated: false,
        },
        discountCodes: record.discountCodes.map((code) => ({
          __typename: 'CartDiscountCode',
          code,
          applicable: false,
        })),
        discountAllocations: [],
        appliedGiftCards: [],
        buyerIdentity: {
          __typename: 'CartBuyerIdentity',
          countryCode: record.buyerIdentity.countryCode,
          email: record.buyerIdentity.email,
          phone: record.buyerIdentity.phone,
          customer: null,
          deliveryAddressPreferences: [],
          preferences: null,
          purchasingCompany: null,
        },
        deliveryGroups: (args: Record<string, GraphQLValue>) =>
          connection(
            'CartDeliveryGroup',
            [] as ResolvedObject[],
            args,
            () => '',
            (item) => item,
          ),
      };
    };

    const payload = (
      typename: string,
      record: CartRecord | null,
      userErrors: UserError[] = [],
      warnings: Warning[] = [],
    ): ResolvedObject => ({
      __typename: typename,
      cart: record ? cart(record) : null,
      userErrors: userErrors.map((error) => ({ __typename: 'CartUserError', ...error })),
      warnings: warnings.map((warning) => ({ __typename: 'CartWarning', ...warning })),
    });

    const missingCart = (typename: string): ResolvedObject =>
      payload(typename, null, [
        { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
      ]);

    const touch = (record: CartRecord) => {
      record.updatedAt = now().toISOString();
    };

    /**
     * Validates and applies line additions; returns errors without touching the cart when
     * any line is invalid, and warnings for sold-out lines it skipped.
     */
    const addLines = (
      record: CartRecord,
      lines: GraphQLValue,
      field: string[],
    ): { userErrors: UserError[]; warnings: Warning[] } => {
      const userErrors: UserError[] = [];
      const warnings: Warning[] = [];
      const additions: {
        variantId: string;
        quantity: number;
        attributes: CartLineRecord['attributes'];
      }[] = [];
      (Array.isArray(lines) ? lines : []).forEach((line, index) => {
        const input = (typeof line === 'object' && line !== null ? line : {}) as Record<
          string,
          GraphQLValue
        >;
        const variantId = String(input.merchandiseId ?? '');
        const quantity = input.quantity ?? 1;
        const found = shop.variantsById.get(variantId);
        if (!found) {
          userErrors.push({
            field: [...field, String(index), 'merchandiseId'],
            message: `The merchandise with id ${variantId} does not exist.`,
            code: 'INVALID',
          });
        } else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
          userErrors.push({
            field: [...field, String(index), 'quantity'],
            message: 'The quantity must be a whole number of at least 1.',
            code: 'INVALID',
          });
        } else if (!found.variant.available) {
          warnings.push({
            code: 'MERCHANDISE_OUT_OF_STOCK',
            message: `${found.product.source.title} (${found.variant.title}) is sold out.`,
            target: variantId,
          });
        } else {
          additions.push({ variantId, quantity, attributes: attributesOf(input.attributes) });
        }
      });
      if (userErrors.length > 0) return { userErrors, warnings: [] };
      for (const addition of additions) {
        const existing = record.lines.find((line) => line.variantId === addition.variantId);
        if (existing) {
          existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + addition.quantity);
        } else if (record.lines.length < MAX_CART_LINES) {
          record.lines.push({
            id: gid('CartLine', crypto.randomUUID()),
            variantId: addition.variantId,
            quantity: Math.min(MAX_LINE_QUANTITY, addition.quantity),
            attributes: addition.attributes,
          });
        } else {
          return {
            userErrors: [
              {
                field,
                message: `A cart holds at most ${MAX_CART_LINES} lines.`,
                code: 'INVALID',
              },
            ],
            warnings: [],
          };
        }
      }
      return { userErrors, warnings };
    };

    const query: ResolvedObject = {
      __typename: 'QueryRoot',
      shop: shopObject,
      node: ({ id }: Record<string, GraphQLValue>) => nodeById(id),
      nodes: ({ ids }: Record<string, GraphQLValue>) =>
        (Array.isArray(ids) ? ids : []).map((id) => nodeById(id)),
      product: ({ id, handle }: Record<string, GraphQLValue>) => {
        const record =
          typeof handle === 'string'
            ? shop.productsByHandle.get(handle)
            : shop.productsById.get(String(id));
        return record ? product(record) : null;
      },
      productByHandle: ({ handle }: Record<string, GraphQLValue>) => {
        const record = shop.productsByHandle.get(String(handle));
        return record ? product(record) : null;
      },
      products: (args: Record<string, GraphQLValue>) =>
        connection(
          'Product',
          sortItems(
            shop.products.filter((record) => matchesQuery(record.source, args.query)),
            args.sortKey,
            args.reverse,
            productSortKeys,
          ),
          args,
          (item) => item.id,
          product,
        ),
      productRecommendations: ({ productId }: Record<string, GraphQLValue>) => {
        const record = shop.productsById.get(String(productId));
        if (!record) return null;
        return shop.products
          .filter(
            (candidate) =>
              candidate !== record &&
              candidate.source.collections.some((handle) =>
                record.source.collections.includes(handle),
              ),
          )
          .slice(0, 4)
          .map(product);
      },
      collection: ({ id, handle }: Record<string, GraphQLValue>) => {
        const record =
          typeof handle === 'string'
            ? shop.collectionsByHandle.get(handle)
            : shop.collectionsById.get(String(id));
        return record ? collection(record) : null;
      },
      collectionByHandle: ({ handle }: Record<string, GraphQLValue>) => {
        const record = shop.collectionsByHandle.get(String(handle));
        return record ? collection(record) : null;
      },
      collections: (args: Record<string, GraphQLValue>) =>
        connection(
          'Collection',
          sortItems(
            catalogue.collections.filter(
              (record) =>
                typeof args.query !== 'string' ||
                record.title.toLowerCase().includes(args.query.toLowerCase()),
            ),
            args.sortKey,
            args.reverse,
            collectionSortKeys,
          ),
          args,
          (item) => gid('Collection', item.id),
          collection,
        ),
      cart: ({ id }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, id);
        return record ? cart(record) : null;
      },
    };

    function nodeById(id: GraphQLValue | undefined): ResolvedObject | null {
      const parsed = parseGid(id);
      if (!parsed) return null;
      const key = String(id);
      switch (parsed.type) {
        case 'Product': {
          const record = shop.productsById.get(key);
          return record ? product(record) : null;
        }
        case 'ProductVariant': {
          const found = shop.variantsById.get(key);
          return found ? variant(found.product, found.variant) : null;
        }
        case 'Collection': {
          const record = shop.collectionsById.get(key);
          return record ? collection(record) : null;
        }
        case 'Cart': {
          const record = findCart(shop, id);
          return record ? cart(record) : null;
        }
        case 'Shop':
          return key === shop.shopId ? shopObject : null;
        default:
          return null;
      }
    }

    const mutation: ResolvedObject = {
      __typename: 'Mutation',
      cartCreate: ({ input }: Record<string, GraphQLValue>) => {
        const cartInput = (typeof input === 'object' && input !== null ? input : {}) as Record<
          string,
          GraphQLValue
        >;
        const timestamp = now().toISOString();
        const record: CartRecord = {
          token: crypto.randomUUID().replace(/-/g, ''),
          domain: catalogue.domain,
          createdAt: timestamp,
          updatedAt: timestamp,
          lines: [],
          note:
            typeof cartInput.note === 'string' ? cartInput.note.slice(0, MAX_NOTE_LENGTH) : null,
          attributes: attributesOf(cartInput.attributes),
          discountCodes: stringsOf(cartInput.discountCodes),
          buyerIdentity: buyerIdentityOf(cartInput.buyerIdentity),
        };
        const { userErrors, warnings } = addLines(record, cartInput.lines ?? [], [
          'input',
          'lines',
        ]);
        if (userErrors.length > 0) return payload('CartCreatePayload', null, userErrors);
        storeCart(record);
        return payload('CartCreatePayload', record, [], warnings);
      },
      cartLinesAdd: ({ cartId, lines }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartLinesAddPayload');
        const { userErrors, warnings } = addLines(record, lines ?? [], ['lines']);
        if (userErrors.length > 0) return payload('CartLinesAddPayload', null, userErrors);
        touch(record);
        return payload('CartLinesAddPayload', record, [], warnings);
      },
      cartLinesUpdate: ({ cartId, lines }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartLinesUpdatePayload');
        const updates = (Array.isArray(lines) ? lines : []).map(
          (line) =>
            (typeof line === 'object' && line !== null ? line : {}) as Record<string, GraphQLValue>,
        );
        const userErrors: UserError[] = [];
        updates.forEach((update, index) => {
          const line = record.lines.find((candidate) => candidate.id === update.id);
          if (!line) {
            userErrors.push({
              field: ['lines', String(index), 'id'],
              message: `The cart line with id ${String(update.id)} does not exist.`,
              code: 'INVALID_MERCHANDISE_LINE',
            });
          } else if (
            update.quantity !== undefined &&
            (typeof update.quantity !== 'number' ||
              !Number.isInteger(update.quantity) ||
              update.quantity < 0)
          ) {
            userErrors.push({
              field: ['lines', String(index), 'quantity'],
              message: 'The quantity must be a whole number of at least 0.',
              code: 'INVALID',
            });
          } else if (
            update.merchandiseId !== undefined &&
            !shop.variantsById.has(String(update.merchandiseId))
          ) {
            userErrors.push({
              field: ['lines', String(index), 'merchandiseId'],
              message: `The merchandise with id ${String(update.merchandiseId)} does not exist.`,
              code: 'INVALID',
            });
          }
        });
        if (userErrors.length > 0) return payload('CartLinesUpdatePayload', null, userErrors);
        for (const update of updates) {
          const line = record.lines.find(
            (candidate) => candidate.id === update.id,
          ) as CartLineRecord;
          if (typeof update.quantity === 'number') {
            line.quantity = Math.min(MAX_LINE_QUANTITY, update.quantity);
          }
          if (typeof update.merchandiseId === 'string') line.variantId = update.merchandiseId;
          if (update.attributes !== undefined) line.attributes = attributesOf(update.attributes);
        }
        record.lines = record.lines.filter((line) => line.quantity > 0);
        touch(record);
        return payload('CartLinesUpdatePayload', record);
      },
      cartLinesRemove: ({ cartId, lineIds }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartLinesRemovePayload');
        const ids = stringsOf(lineIds);
        const unknown = ids.filter((id) => !record.lines.some((line) => line.id === id));
        if (unknown.length > 0) {
          return payload(
            'CartLinesRemovePayload',
            null,
            unknown.map((id) => ({
              field: ['lineIds'],
              message: `The cart line with id ${id} does not exist.`,
              code: 'INVALID_MERCHANDISE_LINE',
            })),
          );
        }
        record.lines = record.lines.filter((line) => !ids.includes(line.id));
        touch(record);
        return payload('CartLinesRemovePayload', record);
      },
      cartNoteUpdate: ({ cartId, note }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartNoteUpdatePayload');
        const text = typeof note === 'string' ? note : '';
        if (text.length > MAX_NOTE_LENGTH) {
          return payload('CartNoteUpdatePayload', null, [
            { field: ['note'], message: 'The note is too long.', code: 'NOTE_TOO_LONG' },
          ]);
        }
        record.note = text;
        touch(record);
        return payload('CartNoteUpdatePayload', record);
      },
      cartAttributesUpdate: ({ cartId, attributes }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartAttributesUpdatePayload');
        record.attributes = attributesOf(attributes);
        touch(record);
        return payload('CartAttributesUpdatePayload', record);
      },
      cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartBuyerIdentityUpdatePayload');
        record.buyerIdentity = buyerIdentityOf(buyerIdentity);
        touch(record);
        return payload('CartBuyerIdentityUpdatePayload', record);
      },
      cartDiscountCodesUpdate: ({ cartId, discountCodes }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartDiscountCodesUpdatePayload');
        record.discountCodes = stringsOf(discountCodes);
        touch(record);
        return payload('CartDiscountCodesUpdatePayload', record);
      },
      cartGiftCardCodesUpdate: ({ cartId }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartGiftCardCodesUpdatePayload');
        return payload('CartGiftCardCodesUpdatePayload', null, [
          {
            field: ['giftCardCodes'],
            message: 'Gift cards are not accepted in this demonstration shop.',
            code: 'INVALID',
          },
        ]);
      },
      cartGiftCardCodesRemove: ({ cartId }: Record<string, GraphQLValue>) => {
        const record = findCart(shop, cartId);
        if (!record) return missingCart('CartGiftCardCodesRemovePayload');
        return payload('CartGiftCardCodesRemovePayload', record);
      },
    };

    return { query, mutation };
  }

  function handle(request: StorefrontRequest): StorefrontResponse {
    const shop = shops.get(request.domain);
    if (!shop) {
      return { status: 404, body: { errors: [{ message: 'Not Found' }] }, unknownFields: [] };
    }
    if (request.accessToken !== shop.catalogue.storefrontAccessToken) {
      return {
        status: 401,
        body: {
          errors: [
            {
              message: 'Invalid Storefront API access token.',
              extensions: { code: 'UNAUTHORIZED' },
            },
          ],
        },
        unknownFields: [],
      };
    }
    const body = (
      typeof request.body === 'object' && request.body !== null ? request.body : {}
    ) as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
    };
    const badRequest = (message: string): StorefrontResponse => ({
      status: 400,
      body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
      unknownFields: [],
    });
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return badRequest('The request has no GraphQL query.');
    }
    if (body.query.length > MAX_DOCUMENT_LENGTH) return badRequest('The query is too long.');
    if (
      body.variables !== undefined &&
      body.variables !== null &&
      (typeof body.variables !== 'object' || Array.isArray(body.variables))
    ) {
      return badRequest('Variables must be an object.');
    }
    let document: DocumentNode;
    try {
      document = parseCached(body.query);
    } catch (error) {
      if (!(error instanceof GraphQLSyntaxError)) throw error;
      return {
        status: 200,
        body: { errors: [{ message: error.message, extensions: { code: 'PARSE_ERROR' } }] },
        unknownFields: [],
      };
    }
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const variables = (body.variables ?? null) as Record<string, GraphQLValue> | null;
    const operation = selectOperation(document, operationName);
    const refusal =
      typeof operation === 'string'
        ? undefined
        : checkLimits(document, operation, variables ?? {}, limits);
    if (refusal) {
      return {
        status: 200,
        body: { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] },
        unknownFields: [],
      };
    }
    const result = execute({
      document,
      operationName,
      variables,
      roots: resolvers(shop, request.urls),
      possibleTypes,
      maxAnswerValues: limits.maxAnswerValues,
    });
    const firstField = result.operation?.selectionSet.find(
      (selection) => selection.kind === 'Field',
    );
    return {
      status: 200,
      body: result.response,
      operation:
        result.operation?.name ?? (firstField?.kind === 'Field' ? firstField.name : undefined),
      unknownFields: result.unknownFields,
    };
  }

  function image(domain: string, file: string): string | undefined {
    const shop = shops.get(domain);
    const match = /^(.+?)(?:_\d+x\d+)?\.svg$/.exec(file);
    if (!shop || !match) return undefined;
    const found = shop.imagesByFile.get(match[1] as string);
    if (!found) return undefined;
    return garmentSvg({
      garment: found.product.source.garment,
      colour: found.image.colour,
      reflective: found.product.source.reflective,
      title: found.image.altText,
    });
  }

  function cartSummary(domain: string, token: string): CartSummary | undefined {
    const shop = shops.get(domain);
    const record = carts.get(token);
    if (!shop || !record || record.domain !== domain) return undefined;
    const lines = record.lines.flatMap((line) => {
      const found = shop.variantsById.get(line.variantId);
      if (!found) return [];
      const unit = toCents(found.product.source.price);
      return [
        {
          title: found.product.source.title,
          variantTitle: found.variant.title === 'Default Title' ? '' : found.variant.title,
          quantity: line.quantity,
          unitPrice: (unit / 100).toFixed(2),
          total: ((unit * line.quantity) / 100).toFixed(2),
          image: `${found.variant.image.file}.svg`,
        },
      ];
    });
    return {
      shopName: shop.catalogue.name,
      domain,
      token,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: (cartSubtotal(shop, record) / 100).toFixed(2),
      note: record.note,
    };
  }

  return {
    shop: (domain) => shops.get(domain)?.catalogue,
    handle,
    image,
    cart: cartSummary,
  };
}

function attributesOf(value: GraphQLValue | undefined): { key: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'object' &&
    item !== null &&
    !Array.isArray(item) &&
    typeof item.key === 'string'
      ? [{ key: item.key, value: String(item.value ?? '') }]
      : [],
  );
}

function stringsOf(value: GraphQLValue | undefined): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function buyerIdentityOf(value: GraphQLValue | undefined): CartRecord['buyerIdentity'] {
  const input = (
    typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
  ) as Record<string, GraphQLValue>;
  return {
    email: typeof input.email === 'string' ? input.email : null,
    phone: typeof input.phone === 'string' ? input.phone : null,
    countryCode: typeof input.countryCode === 'string' ? input.countryCode : null,
  };
}
