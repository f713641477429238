/**
 * The storefront simulator's core: answers Storefront API GraphQL requests (the ones the Buy
 * Button's shopify-buy sends, and any other valid one) from a demo catalogue per shop, with
 * carts in memory. A request is checked (shop, token, body), parsed within bounds, held to the
 * query limits, validated against Shopify's published schema (`schema.ts`) and executed
 * (`execution.ts`; `resolvers/` holds one module per type). No Node APIs: the Fastify plugin
 * serves it, and browser mocks can run it as a fetch.
 */
import { type DocumentNode, type GraphQLSchema, getOperationAST, validate } from 'graphql';
import { type DiscountCodeInput, DiscountStore } from './discounts.ts';
import { DocumentCache } from './document.ts';
import { garmentSvg } from './drawings/index.ts';
import { pictureFile } from './drawings/sized.ts';
import { errorResponse, runOperation } from './execution.ts';
import { checkLimits, defaultQueryLimits, type QueryLimits } from './limits.ts';
import {
  CartStore,
  cartSubtotal,
  indexShop,
  parseGid,
  type ShopIndex,
  type StorefrontUrls,
  toCents,
} from './model.ts';
import type { StorefrontResponse } from './response.ts';
import type { ShopCatalogue } from './types.ts';

export type { StorefrontUrls } from './model.ts';

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
  /** The client's address: carts are bounded per client. @default one shared client */
  client?: string;
  /**
   * A schema to validate this request against instead of the pinned one (a later version's,
   * with fields removed: the `removed-field` fault). Execution stays on the pinned schema.
   */
  validationSchema?: GraphQLSchema;
}

/** A cart as the checkout page shows it. */
export interface CartSummary {
  shopName: string;
  domain: string;
  token: string;
  lines: {
    /** The variant's numeric id (Shopify's, as in cart permalinks). */
    variantId: string;
    title: string;
    variantTitle: string;
    quantity: number;
    unitPrice: string;
    /** The line's amount before any discount. */
    total: string;
    /** What a discount code takes off the line, if one does. */
    discount: { code: string; amount: string } | null;
    /** The line's picture file (`<name>.png`). */
    image: string;
  }[];
  itemCount: number;
  /** Every line at its list price. */
  subtotal: string;
  /** What discount codes take off, all lines together ("0.00" for none). */
  discount: string;
  /** What the buyer pays: the subtotal less the discount. */
  total: string;
  /** The codes the cart carries. */
  discountCodes: string[];
  /** The buyer's e-mail address, when the cart names one. */
  email: string | null;
  note: string | null;
}

export interface Storefront {
  /** The catalogue of a domain, if the simulator serves it. */
  shop: (domain: string) => ShopCatalogue | undefined;
  /** Answers one GraphQL request. */
  handle: (request: StorefrontRequest) => StorefrontResponse;
  /**
   * The drawing of a product picture file (`<name>.png`, or with a size suffix such as
   * `<name>_<w>x<h>.png`), as SVG markup: what the Fastify plugin rasterises at the size asked,
   * and what a browser can show as it is.
   */
  image: (domain: string, file: string) => string | undefined;
  /** The cart behind a checkout page. */
  cart: (domain: string, token: string) => CartSummary | undefined;
  /**
   * A new cart with these lines (numeric variant ids, as in Shopify's cart permalinks
   * `/cart/<variant>:<quantity>,…`): its token, or why it cannot be made.
   */
  cartFromLines: (
    domain: string,
    lines: readonly { variantId: string; quantity: number }[],
    urls: StorefrontUrls,
  ) => { token: string } | { error: string };
  /** Places the order of a cart: the cart is gone afterwards. Undefined for an unknown cart. */
  placeOrder: (domain: string, token: string) => CartSummary | undefined;
  /**
   * Configures a discount code on a shop (as its staff would in Shopify's admin): the listed
   * variants at an agreed unit price. The reason when the input is refused.
   */
  createDiscountCode: (
    domain: string,
    input: DiscountCodeInput,
  ) => { code: string } | { error: string };
}

const PERMALINK_CART = `mutation PermalinkCart($lines: [CartLineInput!]) {
  cartCreate(input: { lines: $lines }) { cart { id } userErrors { message } }
}`;

/** A cart made from a permalink's lines, through the same cartCreate the API answers. */
function cartFromLines(
  state: StorefrontState,
  domain: string,
  lines: readonly { variantId: string; quantity: number }[],
  urls: StorefrontUrls,
): { token: string } | { error: string } {
  const shop = state.shops.get(domain);
  if (!shop) return { error: 'Unknown shop.' };
  const answer = handle(state, {
    domain,
    accessToken: shop.catalogue.storefrontAccessToken,
    body: {
      query: PERMALINK_CART,
      variables: {
        lines: lines.map((line) => ({
          merchandiseId: `gid://shopify/ProductVariant/${line.variantId}`,
          quantity: line.quantity,
        })),
      },
    },
    urls,
  });
  const created = (answer.body.data?.cartCreate ?? null) as {
    cart: { id: string } | null;
    userErrors: { message: string }[];
  } | null;
  if (!created?.cart) {
    return { error: created?.userErrors[0]?.message ?? 'The cart could not be made.' };
  }
  return { token: parseGid(created.cart.id)?.id ?? '' };
}

const MAX_DOCUMENT_LENGTH = 100_000;

/** What one simulator keeps between requests. */
interface StorefrontState {
  shops: Map<string, ShopIndex>;
  carts: CartStore;
  discounts: DiscountStore;
  documents: DocumentCache;
  limits: QueryLimits;
  now: () => Date;
}

/** Why no operation could be picked from a document. */
function operationError(document: DocumentNode, operationName: string | null): string {
  const count = document.definitions.filter(
    (definition) => definition.kind === 'OperationDefinition',
  ).length;
  if (count === 0) return 'The document has no operation.';
  return operationName
    ? `Unknown operation named "${operationName}".`
    : 'The document has several operations: an operation name is required.';
}

/** What a request body asks for. */
interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** The GraphQL request in a body, or the answer refusing it. */
function readBody(body: unknown): GraphQLRequest | StorefrontResponse {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    query?: unknown;
    variables?: unknown;
    operationName?: unknown;
  };
  if (typeof fields.query !== 'string' || fields.query.trim() === '') {
    return errorResponse('The request has no GraphQL query.', 'BAD_REQUEST', 400);
  }
  if (fields.query.length > MAX_DOCUMENT_LENGTH) {
    return errorResponse('The query is too long.', 'BAD_REQUEST', 400);
  }
  if (
    fields.variables !== undefined &&
    fields.variables !== null &&
    (typeof fields.variables !== 'object' || Array.isArray(fields.variables))
  ) {
    return errorResponse('Variables must be an object.', 'BAD_REQUEST', 400);
  }
  return {
    query: fields.query,
    variables: (fields.variables ?? {}) as Record<string, unknown>,
    operationName: typeof fields.operationName === 'string' ? fields.operationName : null,
  };
}

/** Answers one GraphQL request: the checks in order, then the operation. */
function handle(state: StorefrontState, request: StorefrontRequest): StorefrontResponse {
  const shop = state.shops.get(request.domain);
  if (!shop) {
    return {
      status: 404,
      body: { errors: [{ message: 'Not Found' }] },
      unknownFields: [],
      internalErrors: [],
    };
  }
  if (request.accessToken !== shop.catalogue.storefrontAccessToken) {
    return errorResponse('Invalid Storefront API access token.', 'UNAUTHORIZED', 401);
  }
  const read = readBody(request.body);
  if ('status' in read) return read;
  const { query, variables, operationName } = read;

  let parsed: ReturnType<DocumentCache['parse']>;
  try {
    parsed = state.documents.parse(query);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return errorResponse(message, 'PARSE_ERROR');
  }
  const { document } = parsed;
  const operation = getOperationAST(document, operationName);
  if (!operation) return errorResponse(operationError(document, operationName), 'BAD_REQUEST');
  // The limits come first: they bound every later step, validation included.
  const refusal = checkLimits(document, operation, variables, state.limits);
  if (refusal) return errorResponse(refusal.message, refusal.code);
  const { validationErrors } = request.validationSchema
    ? { validationErrors: validate(request.validationSchema, document) }
    : (parsed.checked ?? state.documents.validate(query, document));
  if (validationErrors.length > 0) {
    return {
      status: 200,
      body: {
        errors: validationErrors.map((error) => ({
          ...error.toJSON(),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        })),
      },
      unknownFields: [],
      internalErrors: [],
    };
  }
  return runOperation({
    document,
    operation,
    operationName,
    variables,
    context: {
      shop,
      urls: request.urls,
      carts: state.carts,
      discounts: state.discounts,
      now: state.now,
      client: request.client ?? '',
    },
    maxAnswerValues: state.limits.maxAnswerValues,
  });
}

/** SVG markup of a product picture file, drawn for the product and colour it names. */
function image(state: StorefrontState, domain: string, file: string): string | undefined {
  const shop = state.shops.get(domain);
  const picture = pictureFile(file);
  if (!shop || !picture) return undefined;
  const found = shop.imagesByFile.get(picture.name);
  if (!found) return undefined;
  return garmentSvg({
    garment: found.product.source.garment,
    colour: found.image.colour,
    reflective: found.product.source.reflective,
    title: found.image.altText,
  });
}

/** Cents as the checkout page and orders write them: `1234.50`. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A cart as the checkout page shows it. */
function cartSummary(
  state: StorefrontState,
  domain: string,
  token: string,
): CartSummary | undefined {
  const shop = state.shops.get(domain);
  const record = shop ? state.carts.byToken(domain, token) : undefined;
  if (!shop || !record) return undefined;
  const lines = record.lines.flatMap((line) => {
    const found = shop.variantsById.get(line.variantId);
    if (!found) return [];
    const unit = toCents(found.product.source.price);
    const discount = state.discounts.lineDiscount(shop, record, line.variantId, line.quantity);
    return [
      {
        variantId: line.variantId.split('/').at(-1) ?? '',
        title: found.product.source.title,
        variantTitle: found.variant.title === 'Default Title' ? '' : found.variant.title,
        quantity: line.quantity,
        unitPrice: dollars(unit),
        total: dollars(unit * line.quantity),
        discount: discount ? { code: discount.code, amount: dollars(discount.cents) } : null,
        image: `${found.variant.image.file}.png`,
      },
    ];
  });
  const subtotal = cartSubtotal(shop, record);
  const discount = state.discounts.cartDiscount(shop, record);
  return {
    shopName: shop.catalogue.name,
    domain,
    token,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: dollars(subtotal),
    discount: dollars(discount),
    total: dollars(subtotal - discount),
    discountCodes: [...record.discountCodes],
    email: record.buyerIdentity.email,
    note: record.note,
  };
}

/** Creates a storefront simulator over the given catalogues. */
export function createStorefront(options: StorefrontOptions): Storefront {
  const state: StorefrontState = {
    shops: new Map(
      options.catalogues.map((catalogue, index) => [catalogue.domain, indexShop(catalogue, index)]),
    ),
    carts: new CartStore(options.maxCarts ?? 1000),
    discounts: new DiscountStore(),
    documents: new DocumentCache(),
    limits: { ...defaultQueryLimits, ...options.limits },
    now: options.now ?? (() => new Date()),
  };
  return {
    shop: (domain) => state.shops.get(domain)?.catalogue,
    handle: (request) => handle(state, request),
    image: (domain, file) => image(state, domain, file),
    cart: (domain, token) => cartSummary(state, domain, token),
    cartFromLines: (domain, lines, urls) => cartFromLines(state, domain, lines, urls),
    placeOrder: (domain, token) => {
      const summary = cartSummary(state, domain, token);
      if (!summary || summary.lines.length === 0) return undefined;
      state.carts.remove(domain, token);
      // A code works once: the order placed with it spends it.
      state.discounts.spend(
        domain,
        summary.lines.flatMap((line) => (line.discount ? [line.discount.code] : [])),
      );
      return summary;
    },
    createDiscountCode: (domain, input) => {
      const shop = state.shops.get(domain);
      return shop ? state.discounts.create(shop, input) : { error: 'Unknown shop.' };
    },
  };
}
