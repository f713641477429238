/**
 * The storefront simulator's engine, safe for the browser: `createStorefront` answers
 * Storefront API GraphQL requests from the catalogues it is given (Storybook runs it as a
 * `fetch`, tests and benchmarks call it directly), with Shopify's published schema and the
 * limits every request is held to. The demo shops' catalogues are the `./catalogue` entry;
 * the HTTP routes, for Fastify, are the `./fastify` entry.
 */
export { MAX_NESTING, MAX_TOKENS } from './document.ts';
export {
  type CartSummary,
  createStorefront,
  type Storefront,
  type StorefrontOptions,
  type StorefrontRequest,
  type StorefrontUrls,
} from './engine.ts';
export { defaultQueryLimits, type QueryLimits } from './limits.ts';
export type { ResponseError, StorefrontResponse } from './response.ts';
export { STOREFRONT_API_VERSION, storefrontSchema } from './schema.ts';
export type {
  CatalogueCollection,
  CatalogueProduct,
  Garment,
  GarmentFamily,
  ProductColour,
  ShopCatalogue,
} from './types.ts';
