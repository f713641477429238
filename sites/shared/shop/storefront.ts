/**
 * Storefront API requests of the shop pages' own (search, filters), sent where the Buy Button's
 * go: the shop host's own storefront gateway, which forwards them to the shop at the pinned
 * API version (a real shop or the local simulator).
 */

import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { storefrontEndpointFor } from './collections';

export class StorefrontError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorefrontError';
  }
}

/** Sends a GraphQL query to the shop of `record`; rejects on any transport or GraphQL error. */
export async function storefrontQuery<T>(
  record: CollectionRecord,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(storefrontEndpointFor(record), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-shopify-storefront-access-token': record.collection_token,
    },
    body: JSON.stringify({ query, variables }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new StorefrontError(`The storefront answered ${response.status}.`);
  const body = (await response.json()) as { data?: T; errors?: { message?: string }[] };
  if (body.errors?.length) {
    throw new StorefrontError(body.errors.map((error) => error.message).join(' '));
  }
  if (!body.data) throw new StorefrontError('The storefront answered no data.');
  return body.data;
}

/** A price as the shops show it: `$24.99`. */
export function formatPrice(amount: string | number, currencyCode = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
    Number(amount),
  );
}
