import { act, render, screen, waitFor } from '@testing-library/react';
import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCount } from '../../sites/shared/shop/product-count';

const record: CollectionRecord = {
  collection_id: '410000000002',
  collection_name: 'Jackets',
  collection_store: 'beacon-workwear',
  collection_node: 'collection-component-jackets',
  collection_domain: 'beacon-workwear-demo.myshopify.com',
  collection_token: 'token',
  collection_link: 'https://beaconworkwear.example/jackets',
};

/** Animation frames that run only when the test draws one. */
function manualFrames() {
  let callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    callbacks.delete(id);
  });
  return {
    draw() {
      const due = callbacks;
      callbacks = new Map();
      for (const callback of due.values()) callback(performance.now());
    },
  };
}

describe('the collection page’s product count', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () =>
      Response.json({
        data: {
          collection: {
            products: {
              pageInfo: { hasNextPage: false, endCursor: null },
              nodes: Array.from({ length: 12 }, (_, index) => ({ id: `p${index}` })),
            },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is asked for once the page has been drawn, not with the heading it is committed with', async () => {
    const frames = manualFrames();
    const { container } = render(<ProductCount record={record} className="count" />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => frames.draw()); // the frame showing the heading and the line, still empty
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => frames.draw()); // the next frame begins: that one has been drawn
    expect(fetchMock).toHaveBeenCalledOnce();
    // Through the shop host's storefront gateway, which picks the API version.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/storefront/graphql');
    await waitFor(() => expect(screen.getByText('12 products')).toBeInTheDocument());
    expect(container.querySelector('.count')).toHaveAttribute('data-count', '12');
  });

  it('asks nothing when the page goes away before it was drawn', async () => {
    const frames = manualFrames();
    const { unmount } = render(<ProductCount record={record} className="count" />);
    await act(async () => {});
    unmount();
    frames.draw();
    frames.draw();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
