/**
 * The Storefront API schema the simulator answers with: the introspection result Shopify
 * publishes in `@shopify/hydrogen-react` (copied into `schemas/<version>.json`), for the API
 * version the Buy Button asks for. Every request is validated against it and every answer is
 * shaped by it.
 */
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import introspection from '../schemas/2025-01.json' with { type: 'json' };

/**
 * The Storefront API version of the schema. shopify-buy 3.0.7 (inside buy-button-js 3.0.6)
 * sends `2025-01` in its URLs; `@shopify/hydrogen-react` 2025.1.4 ships that version's schema.
 */
export const STOREFRONT_API_VERSION = '2025-01';

export const storefrontSchema: GraphQLSchema = buildClientSchema(
  introspection as unknown as IntrospectionQuery,
);
