import type { CartShop } from './cart-summary';
import { collectionStorefrontId, storefrontFetch } from './storefront';

/** The Storefront API version the Buy Button library speaks. */
const API_VERSION = '2025-01';
/** The Storefront API's largest page. */
const PAGE_SIZE = 250;
/** A collection of more than this many products is counted as “1,000+” by callers. */
export const MAX_COUNTED_PRODUCTS = 1000;

/** The document it sends (the storefront gateway forwards it by its text). */
export const COLLECTION_PRODUCT_COUNT_QUERY = `query CollectionProductCount($id: ID!, $after: String) {
  collection(id: $id) {
    products(first: ${PAGE_SIZE}, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id }
    }
  }
}`;

export interface ProductCountOptions {
  /** Replaces `https://<domain>` in the request, as on `CollectionGrid`. */
  storefrontEndpoint?: string | undefined;
  fetch?: typeof fetch | undefined;
  signal?: AbortSignal | undefined;
}

interface CountPage {
  count: number;
  next: string | undefined;
}

function readPage(body: unknown): CountPage {
  const products = (
    body as {
      data?: {
        collection?: {
          products?: {
            nodes?: unknown;
            pageInfo?: { hasNextPage?: unknown; endCursor?: unknown };
          };
        } | null;
      };
    } | null
  )?.data?.collection?.products;
  if (!products || !Array.isArray(products.nodes)) {
    throw new Error('The storefront did not return the collection.');
  }
  const { hasNextPage, endCursor } = products.pageInfo ?? {};
  return {
    count: products.nodes.length,
    next: hasNextPage === true && typeof endCursor === 'string' ? endCursor : undefined,
  };
}

/**
 * How many products a collection holds, asked of the Storefront API (which has no count
 * field): product ids a page of 250 at a time, up to `MAX_COUNTED_PRODUCTS`.
 */
export async function fetchCollectionProductCount(
  collection: Omit<CartShop, 'storefrontEndpoint'> & { id: string },
  options: ProductCountOptions = {},
): Promise<number> {
  const { domain, storefrontAccessToken } = collection;
  const send =
    storefrontFetch(domain, options.storefrontEndpoint, options.fetch) ??
    ((url: string, init: RequestInit) => fetch(url, init));
  let count = 0;
  let after: string | undefined;
  do {
    const response = await send(`https://${domain}/api/${API_VERSION}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-shopify-storefront-access-token': storefrontAccessToken,
      },
      body: JSON.stringify({
        query: COLLECTION_PRODUCT_COUNT_QUERY,
        variables: { id: collectionStorefrontId(collection.id), after: after ?? null },
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) throw new Error(`The storefront answered ${response.status}.`);
    const page = readPage(await response.json());
    count += page.count;
    after = page.next;
  } while (after !== undefined && count < MAX_COUNTED_PRODUCTS);
  return count;
}
