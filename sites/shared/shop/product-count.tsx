import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import {
  fetchCollectionProductCount,
  MAX_COUNTED_PRODUCTS,
} from '@zcomm/storefront-ui/collection-grid';
import { useEffect, useState } from 'react';
import { storefrontEndpointFor } from './collections';

/** “22 products”; “1,000+ products” past what is counted. */
export function productCountText(count: number): string {
  if (count >= MAX_COUNTED_PRODUCTS)
    return `${MAX_COUNTED_PRODUCTS.toLocaleString('en-US')}+ products`;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
}

/** Calls `run` once the frame after the next one begins, so the next frame has been drawn. */
function afterNextPaint(run: () => void): () => void {
  let second: number | undefined;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(run);
  });
  return () => {
    cancelAnimationFrame(first);
    if (second !== undefined) cancelAnimationFrame(second);
  };
}

/**
 * The number of products in a collection, once the storefront has said; undefined until then.
 * Asked once the page showing the collection has been drawn: the count comes second to the
 * heading and introduction it is committed with, so its request never holds up their paint.
 */
export function useProductCount(record: CollectionRecord): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    const controller = new AbortController();
    setCount(undefined);
    const cancel = afterNextPaint(() => {
      fetchCollectionProductCount(
        {
          id: record.collection_id,
          domain: record.collection_domain,
          storefrontAccessToken: record.collection_token,
        },
        { storefrontEndpoint: storefrontEndpointFor(record), signal: controller.signal },
      ).then(setCount, (error: unknown) => {
        if (!controller.signal.aborted) console.warn('The product count is not available:', error);
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [record]);
  return count;
}

/**
 * The collection's product count as a line of text. The line keeps its height while the
 * count loads (nothing below moves) and stays empty if the storefront cannot say.
 */
export function ProductCount({
  record,
  className,
}: {
  record: CollectionRecord;
  className: string;
}) {
  const count = useProductCount(record);
  return (
    <p className={className} data-count={count}>
      {count === undefined ? null : productCountText(count)}
    </p>
  );
}
