/**
 * The Storefront API schema the simulator answers with: the introspection result Shopify
 * publishes in `@shopify/hydrogen-react` (copied into `schemas/<version>.json`, sources named
 * in `schemas/README.md`), for the pinned API version. Every request is validated against it
 * and every answer is shaped by it, whatever version its path names (Shopify answers a version
 * it no longer supports with the oldest one it does: here, the pinned one).
 */
import { STOREFRONT_API_VERSION } from '@zcomm/site-data/storefront-api';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import introspection from '../schemas/2026-04.json' with { type: 'json' };

export { STOREFRONT_API_VERSION };

/** The pinned version's schema (`schemas/<STOREFRONT_API_VERSION>.json`). */
export const storefrontSchema: GraphQLSchema = buildClientSchema(
  introspection as unknown as IntrospectionQuery,
);
