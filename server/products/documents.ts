/**
 * The storefront documents the product pages, the sitemap and the collection lists send: the
 * storefront gateway knows them as the server's own (`shopDocuments`).
 */
import type { KnownDocument } from '../storefront-gateway/documents.ts';
import { COLLECTION_LIST_QUERY } from './collection-list.ts';
import { PRODUCT_HANDLES_QUERY, PRODUCT_QUERY } from './storefront.ts';

export const productDocuments: readonly KnownDocument[] = [
  { name: 'ProductPage', query: PRODUCT_QUERY, source: 'server' },
  { name: 'ProductHandles', query: PRODUCT_HANDLES_QUERY, source: 'server' },
  { name: 'CollectionList', query: COLLECTION_LIST_QUERY, source: 'server' },
];
