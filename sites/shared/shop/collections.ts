import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { STOREFRONT_CART_PATH, STOREFRONT_GATEWAY_PATH } from '@zcomm/site-data/storefront-api';
import type { CartShop, CollectionGridProps } from '@zcomm/storefront-ui/collection-grid';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { ApiError, apiUrl, isRecord, request } from '../shell/api';
import { provideStorageFallback } from '../shell/storage';

const recordFields = [
  'collection_id',
  'collection_name',
  'collection_store',
  'collection_node',
  'collection_domain',
  'collection_token',
  'collection_link',
] as const;

/** A plain host name: the widget calls `https://<domain>/…`, so nothing else may get in. */
const domainPattern =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function isCollectionRecord(value: unknown): value is CollectionRecord {
  if (!isRecord(value)) return false;
  return (
    recordFields.every((field) => typeof value[field] === 'string' && value[field] !== '') &&
    domainPattern.test(value.collection_domain as string)
  );
}

/** Asks the API for collection records; rejects on any transport or shape problem. */
export async function fetchCollections(
  query: { store: string; collectionId?: string },
  signal?: AbortSignal,
): Promise<CollectionRecord[]> {
  const body = await request('collections', {
    query: { store: query.store, collectionId: query.collectionId },
    signal,
  });
  if (!Array.isArray(body) || !body.every(isCollectionRecord)) {
    throw new ApiError('shape', 'Collections answer has an unexpected shape');
  }
  return body;
}

export interface CollectionsState {
  status: 'loading' | 'ready' | 'error';
  collections: CollectionRecord[];
}

/**
 * Loads collection records after mount (never during server rendering). A failure is
 * logged and leaves an empty list; the request is aborted on unmount. The prerendered page
 * preloads the same request, so the records arrive while the scripts are still loading.
 */
export function useCollections(query: { store: string; collectionId?: string }): CollectionsState {
  const { store, collectionId } = query;
  // Must match the fetch exactly (URL, credentials) for the browser to reuse the response.
  preload(apiUrl('collections', { store, collectionId }), {
    as: 'fetch',
    crossOrigin: 'use-credentials',
  });
  const [state, setState] = useState<CollectionsState>({ status: 'loading', collections: [] });

  useEffect(() => {
    // The shop widgets these records feed need a working localStorage.
    provideStorageFallback();
    const controller = new AbortController();
    setState({ status: 'loading', collections: [] });
    fetchCollections({ store, collectionId }, controller.signal).then(
      (collections) => setState({ status: 'ready', collections }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching data:', error);
        setState({ status: 'error', collections: [] });
      },
    );
    return () => controller.abort();
  }, [store, collectionId]);

  return state;
}

/** Maps an API record to CollectionGrid's `collection` prop. */
export function toGridCollection(record: CollectionRecord): CollectionGridProps['collection'] {
  return {
    id: record.collection_id,
    domain: record.collection_domain,
    storefrontAccessToken: record.collection_token,
    name: record.collection_name,
  };
}

/**
 * Where a record's Storefront API calls go: the same-origin gateway, which forwards them to the
 * record's shop (a real shop or the local simulator) at the pinned version.
 */
export function storefrontEndpointFor(_record: CollectionRecord): string {
  return STOREFRONT_GATEWAY_PATH;
}

/**
 * The storefront of a store, for opening its cart before any grid has: the shop of its first
 * collection record (all of a store's collections share one shop).
 */
/** Where the shop's server keeps this browser's cart (the cookie cart). */
export function cartEndpointFor(_record: CollectionRecord): string {
  return STOREFRONT_CART_PATH;
}

export async function findCartShop(store: string): Promise<CartShop> {
  provideStorageFallback();
  const [record] = await fetchCollections({ store });
  if (!record) throw new ApiError('shape', `The store ${store} has no collections`);
  return {
    domain: record.collection_domain,
    storefrontAccessToken: record.collection_token,
    storefrontEndpoint: storefrontEndpointFor(record),
    cartEndpoint: cartEndpointFor(record),
  };
}
