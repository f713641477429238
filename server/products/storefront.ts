/**
 * The product pages' storefront client: the Storefront API queries for a product and for every
 * product's handle, and their answers read into the page's data (nothing trusted as it came).
 */

import {
  type KitProduct,
  MAX_KIT_PRODUCTS,
  type Money,
  type ProductBreadcrumb,
  type ProductImage,
  type ProductOption,
  type ProductPageData,
  type ProductVariant,
  productHandlePattern,
} from '@zcomm/site-data/product';
import type { Shop } from '@zcomm/site-data/types';
import type { FastifyBaseLogger } from 'fastify';
import { observeStorefrontCall, type StorefrontOutcome } from '../metrics/registry.ts';
import { readDescription } from './description.ts';

export { MAX_DESCRIPTION_LENGTH, readDescription } from './description.ts';

/** Who a request is made for: a product page (counted by its client's address) or the sitemap. */
export interface StorefrontCaller {
  kind: 'product-page' | 'sitemap';
  clientAddress: string;
  /** The page request's logger, so the storefront's lines for it carry its request id. */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/**
 * One GraphQL request to a shop's Storefront API (through the storefront gateway): resolves to
 * the answer's JSON body.
 */
export type StorefrontRequest = (
  shop: Shop,
  body: { query: string; variables: Record<string, unknown> },
  signal: AbortSignal,
  caller?: StorefrontCaller,
) => Promise<unknown>;

/**
 * A call the storefront gateway refused before asking the storefront: the client it was made
 * for has spent its budget.
 */
export class StorefrontBudgetError extends Error {
  override name = 'StorefrontBudgetError';
  /** Seconds to wait before asking again. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('The storefront gateway refused the call: its client has spent its budget.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A storefront that answered wrongly (an HTTP error or GraphQL errors): not a missing product. */
export class StorefrontUnavailableError extends Error {
  override name = 'StorefrontUnavailableError';
}

export const PRODUCT_QUERY = `query ProductPage($handle: String!) {
  product(handle: $handle) {
    id handle title vendor productType description descriptionHtml availableForSale
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { maxVariantPrice { amount currencyCode } }
    images(first: 20) { nodes { url altText width height } }
    options(first: 5) { name optionValues { name } }
    variants(first: 100) {
      nodes { id title availableForSale price { amount currencyCode } selectedOptions { name value } image { url } }
    }
    collections(first: 20) { nodes { id handle title } }
  }
  kit: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {
    handle title availableForSale
    featuredImage { url altText }
    priceRange { minVariantPrice { amount currencyCode } }
  }
}`;

export const PRODUCT_HANDLES_QUERY = `query ProductHandles($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: TITLE) {
    nodes { handle updatedAt }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const nodes = (value: unknown): unknown[] => (isObject(value) ? list(value.nodes) : []);

function money(value: unknown): Money | undefined {
  if (!isObject(value)) return undefined;
  const amount = text(value.amount);
  const currencyCode = text(value.currencyCode);
  if (!/^\d+(?:\.\d+)?$/.test(amount) || !/^[A-Z]{3}$/.test(currencyCode)) return undefined;
  return { amount, currencyCode };
}

/** The collection page of the site that shows the product: the first the product is in. */
function collectionOf(shop: Shop, collections: unknown): ProductBreadcrumb | null {
  for (const node of nodes(collections)) {
    if (!isObject(node)) continue;
    const numeric = text(node.id).split('/').at(-1) ?? '';
    const page = shop.collections.find((collection) => collection.id === numeric);
    if (page) return { name: page.name, path: page.path };
  }
  return null;
}

/**
 * The storefront's complementary recommendations as “Complete the kit”: products for sale with
 * a handle, a name and a price, at most `MAX_KIT_PRODUCTS`, never the product itself.
 */
export function toKitProducts(value: unknown, handle: string): KitProduct[] {
  return list(value)
    .flatMap((node): KitProduct[] => {
      if (!isObject(node) || node.availableForSale === false) return [];
      const kitHandle = text(node.handle);
      const title = text(node.title);
      const price = money(isObject(node.priceRange) ? node.priceRange.minVariantPrice : undefined);
      if (!productHandlePattern.test(kitHandle) || kitHandle === handle || !title || !price) {
        return [];
      }
      const image = isObject(node.featuredImage) ? node.featuredImage : {};
      const url = text(image.url);
      return [
        {
          handle: kitHandle,
          title,
          price,
          image: /^(?:https?:\/\/|\/)/.test(url)
            ? { url, alt: text(image.altText) || title }
            : null,
        },
      ];
    })
    .slice(0, MAX_KIT_PRODUCTS);
}

/**
 * A storefront's `product` answer as the page's data; null when the answer is not a usable
 * product (it is then treated as missing).
 */
export function toProductPageData(shop: Shop, value: unknown): ProductPageData | null {
  if (!isObject(value)) return null;
  const handle = text(value.handle);
  const title = text(value.title);
  const priceRange = isObject(value.priceRange) ? value.priceRange : {};
  const minPrice = money(priceRange.minVariantPrice);
  const maxPrice = money(priceRange.maxVariantPrice) ?? minPrice;
  if (!handle || !title || !minPrice || !maxPrice) return null;

  const images: ProductImage[] = nodes(value.images).flatMap((node) => {
    if (!isObject(node) || !text(node.url)) return [];
    return [
      {
        url: text(node.url),
        alt: text(node.altText) || title,
        width: typeof node.width === 'number' ? node.width : null,
        height: typeof node.height === 'number' ? node.height : null,
      },
    ];
  });
  const variants: ProductVariant[] = nodes(value.variants).flatMap((node) => {
    if (!isObject(node)) return [];
    const price = money(node.price);
    if (!text(node.id) || !price) return [];
    const options: Record<string, string> = {};
    for (const selected of list(node.selectedOptions)) {
      if (isObject(selected)) options[text(selected.name)] = text(selected.value);
    }
    const imageUrl = isObject(node.image) ? text(node.image.url) : '';
    const imageIndex = images.findIndex((image) => image.url === imageUrl);
    return [
      {
        id: text(node.id),
        title: text(node.title),
        price,
        available: node.availableForSale === true,
        options,
        image: imageIndex === -1 ? null : imageIndex,
      },
    ];
  });
  const options: ProductOption[] = list(value.options).flatMap((option) => {
    if (!isObject(option) || !text(option.name)) return [];
    const name = text(option.name);
    // `optionValues` (the deprecated `values` listed names only): each value's name.
    const valueNames = list(option.optionValues).map((entry) =>
      isObject(entry) ? text(entry.name) : '',
    );
    // Shopify's single "Title" option of a product without options is not a choice.
    if (name === 'Title' && valueNames.length === 1) return [];
    return [
      {
        name,
        values: valueNames.map((valueName) => ({
          name: valueName,
          available: variants.some(
            (variant) => variant.available && variant.options[name] === valueName,
          ),
        })),
      },
    ];
  });
  const { description, features, sizeChart } = readDescription(
    text(value.descriptionHtml),
    text(value.description),
  );
  const compareAt = money(
    isObject(value.compareAtPriceRange) ? value.compareAtPriceRange.maxVariantPrice : undefined,
  );
  const summary = (description[0] ?? title).slice(0, 300);
  return {
    id: text(value.id),
    handle,
    title,
    vendor: text(value.vendor),
    productType: text(value.productType),
    description,
    features,
    summary,
    images,
    minPrice,
    maxPrice,
    compareAtPrice:
      compareAt && Number(compareAt.amount) > Number(maxPrice.amount) ? compareAt : null,
    available: variants.some((variant) => variant.available),
    options,
    variants,
    sizeChart,
    collection: collectionOf(shop, value.collections),
  };
}

/** The `data` of a GraphQL answer; throws when the storefront reported errors. */
export function graphqlData(body: unknown): Json {
  if (!isObject(body)) throw new StorefrontUnavailableError('The storefront answered no JSON.');
  const errors = list(body.errors);
  if (errors.length > 0 || !isObject(body.data)) {
    const message = errors.map((error) => (isObject(error) ? text(error.message) : '')).join('; ');
    throw new StorefrontUnavailableError(`The storefront answered errors: ${message || 'no data'}`);
  }
  return body.data;
}

/**
 * How a failed storefront call counts: refused by the gateway's budget (never sent), cut off by
 * its deadline, throttled by the storefront, or another error.
 */
function failureOutcome(error: unknown, signal: AbortSignal): StorefrontOutcome {
  if (error instanceof StorefrontBudgetError) return 'refused';
  const name = (error as { name?: unknown } | null)?.name;
  if (signal.aborted || name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  const message = error instanceof Error ? error.message : String(error);
  return /\b429\b|throttl/i.test(message) ? 'throttled' : 'error';
}

/**
 * One storefront call, its `data` read from the answer, timed and counted in the metrics by
 * shop, operation and outcome.
 */
export async function callStorefront(
  request: StorefrontRequest,
  shop: Shop,
  operation: string,
  body: { query: string; variables: Record<string, unknown> },
  signal: AbortSignal,
  caller?: StorefrontCaller,
): Promise<Json> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let data: Json;
  try {
    data = graphqlData(await request(shop, body, signal, caller));
  } catch (error) {
    const outcome = failureOutcome(error, signal);
    observeStorefrontCall({ shop: shop.store, operation, outcome, seconds: seconds() });
    throw error;
  }
  const outcome = signal.aborted ? 'timeout' : 'ok';
  observeStorefrontCall({ shop: shop.store, operation, outcome, seconds: seconds() });
  return data;
}

/** Reads one product by handle: its page data, or null when the shop has no such product. */
export async function fetchProduct(
  request: StorefrontRequest,
  shop: Shop,
  handle: string,
  signal: AbortSignal,
  caller?: StorefrontCaller,
): Promise<ProductPageData | null> {
  const body = { query: PRODUCT_QUERY, variables: { handle } };
  const data = await callStorefront(request, shop, 'product', body, signal, caller);
  if (data.product === null || data.product === undefined) return null;
  const product = toProductPageData(shop, data.product);
  return product && { ...product, kit: toKitProducts(data.kit, product.handle) };
}

/** Every product handle of a shop, page by page (at most `limit`). */
export async function fetchProductHandles(
  request: StorefrontRequest,
  shop: Shop,
  signal: AbortSignal,
  limit = 5000,
): Promise<string[]> {
  const handles: string[] = [];
  let after: string | null = null;
  while (handles.length < limit) {
    const body = { query: PRODUCT_HANDLES_QUERY, variables: { first: 100, after } };
    const data = await callStorefront(request, shop, 'product_handles', body, signal, {
      kind: 'sitemap',
      clientAddress: '127.0.0.254',
    });
    const products = isObject(data.products) ? data.products : {};
    for (const node of nodes(products)) {
      if (isObject(node) && text(node.handle)) handles.push(text(node.handle));
    }
    const pageInfo = isObject(products.pageInfo) ? products.pageInfo : {};
    if (pageInfo.hasNextPage !== true || typeof pageInfo.endCursor !== 'string') break;
    after = pageInfo.endCursor;
  }
  return handles.slice(0, limit);
}
