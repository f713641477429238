/**
 * The storefront simulator's core: answers Storefront API GraphQL requests (the ones the Buy
 * Button's shopify-buy sends, and any other valid one) from a demo catalogue per shop, with
 * carts in memory. graphql-js parses, validates and executes each request against Shopify's
 * published schema (`schema.ts`); `resolvers/` holds one module per type. No Node APIs: the
 * Fastify plugin serves it, and browser mocks can run it as a fetch.
 */
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
  getOperationAST,
  type OperationDefinitionNode,
  validate,
} from 'graphql';
import { parseDocument } from './document.ts';
import { garmentSvg } from './drawings/index.ts';
import { checkLimits, defaultQueryLimits, type QueryLimits } from './limits.ts';
import {
  CartStore,
  cartSubtotal,
  indexShop,
  type ShopIndex,
  StorefrontError,
  type StorefrontUrls,
  toCents,
} from './model.ts';
import { resolvers, type StorefrontContext } from './resolvers/index.ts';
import { storefrontSchema } from './schema.ts';
import type { ShopCatalogue } from './types.ts';

export { formatAmount, type StorefrontUrls, slugify } from './model.ts';

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

export interface ResponseError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface StorefrontResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: ResponseError[] };
  /** Name (or first root field) of the operation that ran. */
  operation?: string;
  /** `Type.field` pairs the request asked for that the simulator does not model. */
  unknownFields: string[];
  /** Errors a resolver threw by mistake (answered as internal errors), for the log. */
  internalErrors: Error[];
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

const MAX_DOCUMENT_LENGTH = 100_000;
const CACHED_DOCUMENTS = 200;

/** A parsed document and what validation said of it (both depend only on the text). */
interface CheckedDocument {
  document: DocumentNode;
  validationErrors: readonly GraphQLError[];
}

/** Per-request state of the field resolver: the answer's size and what it could not find. */
interface ExecutionState extends StorefrontContext {
  valuesLeft: number;
  tooLarge: boolean;
  unknownFields: Set<string>;
}

/**
 * Every field goes through here: the type's resolver when `resolvers/` has one, otherwise
 * the source's own property (never an inherited one). It also counts the answer's values
 * and, past the limit, stops resolving so the executor unwinds at once.
 */
const fieldResolver: GraphQLFieldResolver<unknown, ExecutionState> = (
  source,
  args,
  state,
  info,
) => {
  if (state.tooLarge) return null;
  state.valuesLeft -= 1;
  if (state.valuesLeft < 0) {
    state.tooLarge = true;
    return null;
  }
  const typeName = info.parentType.name;
  const typeResolvers = Object.hasOwn(resolvers, typeName) ? resolvers[typeName] : undefined;
  let value: unknown;
  if (typeResolvers && Object.hasOwn(typeResolvers, info.fieldName)) {
    value = (typeResolvers[info.fieldName] as NonNullable<(typeof typeResolvers)[string]>)(
      source,
      args,
      state,
    );
  } else if (
    typeof source === 'object' &&
    source !== null &&
    Object.hasOwn(source, info.fieldName)
  ) {
    value = (source as Record<string, unknown>)[info.fieldName];
  } else {
    state.unknownFields.add(`${typeName}.${info.fieldName}`);
    return null;
  }
  if (Array.isArray(value)) {
    state.valuesLeft -= value.length;
    if (state.valuesLeft < 0) {
      state.tooLarge = true;
      return null;
    }
  }
  return value;
};

/** Objects of interface and union types name their type in an own `__typename`. */
const typeResolver: GraphQLTypeResolver<unknown, ExecutionState> = (value) =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '__typename')
    ? String((value as { __typename: unknown }).__typename)
    : undefined;

function errorResponse(message: string, code: string, status = 200): StorefrontResponse {
  return {
    status,
    body: { errors: [{ message, extensions: { code } }] },
    unknownFields: [],
    internalErrors: [],
  };
}

function operationError(document: DocumentNode, operationName: string | null): string {
  const count = document.definitions.filter(
    (definition) => definition.kind === 'OperationDefinition',
  ).length;
  if (count === 0) return 'The document has no operation.';
  return operationName
    ? `Unknown operation named "${operationName}".`
    : 'The document has several operations: an operation name is required.';
}

/** Creates a storefront simulator over the given catalogues. */
export function createStorefront(options: StorefrontOptions): Storefront {
  const limits = { ...defaultQueryLimits, ...options.limits };
  const now = options.now ?? (() => new Date());
  const shops = new Map<string, ShopIndex>(
    options.catalogues.map((catalogue, index) => [catalogue.domain, indexShop(catalogue, index)]),
  );
  const carts = new CartStore(options.maxCarts ?? 1000);
  const documents = new Map<string, CheckedDocument>();

  /** Parses a document (throwing its syntax error); validation is cached with it. */
  function parseCached(source: string): { document: DocumentNode; checked?: CheckedDocument } {
    const cached = documents.get(source);
    if (cached) return { document: cached.document, checked: cached };
    return { document: parseDocument(source) };
  }

  function validateCached(source: string, document: DocumentNode): CheckedDocument {
    const cached = documents.get(source);
    if (cached) return cached;
    const checked = { document, validationErrors: validate(storefrontSchema, document) };
    if (documents.size >= CACHED_DOCUMENTS) {
      documents.delete(documents.keys().next().value as string);
    }
    documents.set(source, checked);
    return checked;
  }

  function handle(request: StorefrontRequest): StorefrontResponse {
    const shop = shops.get(request.domain);
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
    const body = (
      typeof request.body === 'object' && request.body !== null ? request.body : {}
    ) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return errorResponse('The request has no GraphQL query.', 'BAD_REQUEST', 400);
    }
    if (body.query.length > MAX_DOCUMENT_LENGTH) {
      return errorResponse('The query is too long.', 'BAD_REQUEST', 400);
    }
    if (
      body.variables !== undefined &&
      body.variables !== null &&
      (typeof body.variables !== 'object' || Array.isArray(body.variables))
    ) {
      return errorResponse('Variables must be an object.', 'BAD_REQUEST', 400);
    }
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;

    let parsed: ReturnType<typeof parseCached>;
    try {
      parsed = parseCached(body.query);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return errorResponse(message, 'PARSE_ERROR');
    }
    const { document } = parsed;
    const operation: OperationDefinitionNode | null | undefined = getOperationAST(
      document,
      operationName,
    );
    if (!operation) return errorResponse(operationError(document, operationName), 'BAD_REQUEST');
    // The limits come first: they bound every later step, validation included.
    const refusal = checkLimits(document, operation, variables, limits);
    if (refusal) return errorResponse(refusal.message, refusal.code);
    const { validationErrors } = parsed.checked ?? validateCached(body.query, document);
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

    const state: ExecutionState = {
      shop,
      urls: request.urls,
      carts,
      now,
      valuesLeft: limits.maxAnswerValues,
      tooLarge: false,
      unknownFields: new Set(),
    };
    const result = execute({
      schema: storefrontSchema,
      document,
      operationName,
      variableValues: variables,
      contextValue: state,
      rootValue: {},
      fieldResolver,
      typeResolver,
    }) as ExecutionResult;
    const firstField = operation.selectionSet.selections.find(
      (selection) => selection.kind === 'Field',
    );
    const answered = {
      operation:
        operation.name?.value ?? (firstField?.kind === 'Field' ? firstField.name.value : undefined),
      unknownFields: [...state.unknownFields],
    };
    if (state.tooLarge) {
      return {
        ...errorResponse(
          'The answer would be too large: ask for fewer items.',
          'MAX_ANSWER_SIZE_EXCEEDED',
        ),
        ...answered,
      };
    }
    const internalErrors: Error[] = [];
    const errors = result.errors?.map((error): ResponseError => {
      const original = error.originalError;
      if (original && !(original instanceof StorefrontError) && !('locations' in original)) {
        internalErrors.push(original);
        return {
          message: 'Internal error.',
          ...(error.path ? { path: error.path } : {}),
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      return error.toJSON();
    });
    return {
      status: 200,
      body: errors ? { data: result.data ?? null, errors } : { data: result.data ?? null },
      ...answered,
      internalErrors,
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
    const record = shop ? carts.byToken(domain, token) : undefined;
    if (!shop || !record) return undefined;
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
