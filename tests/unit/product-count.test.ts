import {
  fetchCollectionProductCount,
  MAX_COUNTED_PRODUCTS,
} from '@zcomm/storefront-ui/collection-grid';
import { describe, expect, it, vi } from 'vitest';
import { productCountText } from '../../sites/shared/shop/product-count';

const collection = {
  id: '410000000005',
  domain: 'beacon-workwear-demo.myshopify.com',
  storefrontAccessToken: 'token',
};

/** A storefront answering pages of `total` product ids, `pageSize` at a time. */
function storefront(total: number, pageSize = 250) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { variables } = JSON.parse(String(init?.body)) as { variables: { after: string | null } };
    const start = variables.after === null ? 0 : Number(variables.after);
    const end = Math.min(total, start + pageSize);
    return Response.json({
      data: {
        collection: {
          products: {
            pageInfo: { hasNextPage: end < total, endCursor: String(end) },
            nodes: Array.from({ length: end - start }, (_, index) => ({ id: `p${start + index}` })),
          },
        },
      },
    });
  });
}

describe('fetchCollectionProductCount', () => {
  it('asks the storefront (through the endpoint) and counts one page', async () => {
    const fetch = storefront(22);
    const count = await fetchCollectionProductCount(collection, {
      storefrontEndpoint: '/storefront/beacon-workwear-demo.myshopify.com',
      fetch,
    });
    expect(count).toBe(22);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/storefront/beacon-workwear-demo.myshopify.com/api/2025-01/graphql');
    expect(new Headers(init?.headers).get('x-shopify-storefront-access-token')).toBe('token');
    expect(JSON.parse(String(init?.body)).variables.id).toBe(
      'gid://shopify/Collection/410000000005',
    );
  });

  it('follows the pages, and stops counting at the limit', async () => {
    expect(await fetchCollectionProductCount(collection, { fetch: storefront(600) })).toBe(600);
    const fetch = storefront(5000);
    expect(await fetchCollectionProductCount(collection, { fetch })).toBe(MAX_COUNTED_PRODUCTS);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('rejects an error status, a missing collection and a malformed answer', async () => {
    const answer = (body: unknown, status = 200) =>
      vi.fn(async () => Response.json(body, { status }));
    await expect(
      fetchCollectionProductCount(collection, { fetch: answer({}, 429) }),
    ).rejects.toThrow('429');
    await expect(
      fetchCollectionProductCount(collection, { fetch: answer({ data: { collection: null } }) }),
    ).rejects.toThrow('did not return the collection');
    await expect(
      fetchCollectionProductCount(collection, {
        fetch: answer({ data: { collection: { products: { nodes: 'x' } } } }),
      }),
    ).rejects.toThrow('did not return the collection');
  });
});

describe('productCountText', () => {
  it('says the count in words', () => {
    expect(productCountText(0)).toBe('0 products');
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(22)).toBe('22 products');
    expect(productCountText(MAX_COUNTED_PRODUCTS)).toBe('1,000+ products');
  });
});
