/**
 * Product suggestions for the header's search, as a real shop answers them: the Storefront
 * API's `predictiveSearch`, products only, from the first character typed.
 */

import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { SUGGEST_QUERY } from '@zcomm/site-data/api/storefront-documents';
import type { SearchFunction, SearchSuggestion } from '@zcomm/storefront-ui';
import { fetchCollections } from './collections';
import { formatPrice, storefrontQuery } from './storefront';

/** Suggestions shown under the field. */
export const SUGGESTION_LIMIT = 6;

interface PredictiveProduct {
  id: string;
  title: string;
  handle: string;
  featuredImage: { url: string; altText: string | null } | null;
  priceRange: { minVariantPrice: { amount: string; currencyCode: string } };
}

const records = new Map<string, Promise<CollectionRecord>>();

/**
 * The storefront of a store: the shop of its first collection record (all of a store's
 * collections share one shop). Asked once per page; a failure is asked again next time.
 */
export function shopRecord(store: string): Promise<CollectionRecord> {
  let record = records.get(store);
  if (!record) {
    record = fetchCollections({ store }).then((found) => {
      const first = found[0];
      if (!first) throw new Error(`The store ${store} has no collections.`);
      return first;
    });
    records.set(store, record);
    record.catch(() => records.delete(store));
  }
  return record;
}

/** The address of a product's page. */
export function productHref(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/** The search function for `SearchCombobox`: a store's products matching the query. */
export function suggestProducts(store: string): SearchFunction {
  return async (query, signal) => {
    const record = await shopRecord(store);
    const data = await storefrontQuery<{ predictiveSearch: { products: PredictiveProduct[] } }>(
      record,
      SUGGEST_QUERY,
      { query, limit: SUGGESTION_LIMIT },
      signal,
    );
    return data.predictiveSearch.products.map(
      (product): SearchSuggestion => ({
        id: product.id,
        title: product.title,
        href: productHref(product.handle),
        price: formatPrice(
          product.priceRange.minVariantPrice.amount,
          product.priceRange.minVariantPrice.currencyCode,
        ),
        image: product.featuredImage ? { src: product.featuredImage.url, alt: '' } : undefined,
      }),
    );
  };
}
