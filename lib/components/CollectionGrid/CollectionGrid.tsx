'use client';

import { type ComponentProps, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { type BuyButtonModule, mountCollection } from './buy-button';
import type { CardChoice } from './card-choice';
import { useScrollable, useSeen } from './grid-observers';
import { type BuyButtonOptions, defaultCollectionOptions } from './options';

/** The shop collection a grid shows. */
export interface CollectionGridCollection {
  /** Collection id: numeric (`'410000000001'`) or a `gid://shopify/Collection/…` id. */
  id: string;
  /** The shop's `<shop>.myshopify.com` domain. */
  domain: string;
  /** Storefront API access token of the shop. */
  storefrontAccessToken: string;
  /** Collection name, for the caller's headings; the grid itself does not show it. */
  name?: string;
}

export type CollectionGridState = 'loading' | 'ready' | 'error';

export type CollectionGridProps = Omit<ComponentProps<'div'>, 'children' | 'onError'> & {
  /** The collection to show. */
  collection: CollectionGridCollection;
  /**
   * Buy Button display options. Read when the grid mounts; extend the defaults with
   * `mergeCollectionOptions(defaultCollectionOptions, …)`.
   * @default defaultCollectionOptions
   */
  options?: Readonly<BuyButtonOptions>;
  /**
   * Price format; `{{amount}}` is replaced by the amount.
   * @default '${{amount}}'
   */
  moneyFormat?: string;
  /**
   * Exactly 460 px high, the first four products, no pagination button (home page teasers).
   * @default false
   */
  compact?: boolean;
  /**
   * Products per page of a full grid; the next page loads from the grid's “Next page” button.
   * Fewer products make the first paint of a long collection lighter: the library's rendering
   * cost grows with every product. A compact grid always asks for its four.
   * @default 12
   */
  pageSize?: number;
  /**
   * Replaces `https://<domain>` in every Storefront API request, e.g. a same-origin
   * `/storefront/<domain>` or an absolute URL. The first grid of a shop decides for the shop.
   * @default undefined (requests go to the shop domain)
   */
  storefrontEndpoint?: string;
  /**
   * Where the shop's server keeps this browser's cart: a same-origin URL answering `GET` with
   * `{cartId, count}` (e.g. `/api/storefront/cart`). A page whose storage lost the cart (Safari's
   * seven-day cap, a private window) asks it before creating one, and opens the cart it hands
   * back. The first grid of a shop decides for the shop.
   * @default undefined (the cart lives in the browser's storage only)
   */
  cartEndpoint?: string;
  /**
   * Where a card's picture and title lead: a product's page is this prefix followed by its
   * handle (`/products/` → `/products/<handle>`). View product still opens the dialog.
   * @default undefined (picture and title are not links)
   */
  productPathPrefix?: string;
  /**
   * Fetch used for Storefront API requests. The first grid of a shop decides for the shop.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Loads the Buy Button library; lets tests and stories supply their own.
   * @default () => import('@shopify/buy-button-js')
   */
  loadLibrary?: () => Promise<BuyButtonModule>;
  /**
   * Shows these products (Storefront API ids, `gid://shopify/Product/…`) in this order instead
   * of the collection's, as the Buy Button's product set: e.g. search results or a filtered and
   * sorted collection. The collection then only names the shop (domain and token). Leave it
   * out, not empty: a product set of no products cannot be shown.
   * @default undefined (the collection's products)
   */
  productIds?: readonly string[] | undefined;
  /**
   * The shopper's choice (a filter's colour and size, the words of a search): each card starts
   * on the variant it names, showing that colour's picture, and links to the product's page
   * opened on it (`?variant=…`, or `?color=…` when a size is still to choose).
   * @default undefined (cards start on their first variant in stock)
   */
  choice?: CardChoice | undefined;
  /** Called once when the collection cannot be shown; the grid then renders nothing. */
  onError?: (error: Error) => void;
  /**
   * `'lazy'` loads the library and the products once the grid has come a tenth of the screen
   * into view (not at its first edge) and the frame showing it has been drawn, so a grid
   * further down the page costs nothing until it is scrolled to, and one at the top does not
   * hold up the page's first content; `'eager'` loads at once.
   * @default 'lazy'
   */
  loading?: 'eager' | 'lazy';
};

// biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format, not a template literal
const DEFAULT_MONEY_FORMAT = '${{amount}}';
const PLACEHOLDERS = ['first', 'second', 'third', 'fourth'] as const;
const DEFAULT_PAGE_SIZE = 12;

/** What a widget is mounted with, besides the options and callbacks. */
type MountOptions = Omit<
  Parameters<typeof mountCollection>[0],
  'options' | 'storefrontEndpoint' | 'cartEndpoint' | 'productPathPrefix' | 'fetch' | 'loadLibrary'
>;

/**
 * A Shopify Buy Button collection widget. The library loads only when a grid is shown; each
 * shop gets one Buy Button UI (and so one cart) however many grids it shows. The grid
 * reserves its height from the first paint and shows a quiet skeleton while loading.
 * A compact grid whose products do not fit its height scrolls: it then becomes a region
 * that takes keyboard focus, named “<collection name> products” unless given an `aria-label`.
 */
export function CollectionGrid({
  collection,
  options = defaultCollectionOptions,
  moneyFormat = DEFAULT_MONEY_FORMAT,
  compact = false,
  pageSize = DEFAULT_PAGE_SIZE,
  storefrontEndpoint,
  cartEndpoint,
  productPathPrefix,
  fetch: fetchFunction,
  loadLibrary,
  productIds,
  choice,
  onError,
  loading = 'lazy',
  className,
  hidden,
  ref,
  ...props
}: CollectionGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, gridRef);
  const mountRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(gridRef, mountRef, compact);
  const seen = useSeen(gridRef, loading === 'eager');
  const [state, setState] = useState<CollectionGridState>('loading');
  // The latest options and callbacks, read at each mount: changing them does not mount again.
  const mount = useEffectEvent((settings: MountOptions) =>
    mountCollection({
      ...settings,
      options,
      storefrontEndpoint,
      cartEndpoint,
      productPathPrefix,
      fetch: fetchFunction,
      loadLibrary,
    }),
  );
  const reportError = useEffectEvent((error: Error) => onError?.(error));

  const { id, domain, storefrontAccessToken } = collection;
  // One string, so that an equal list in a new array does not mount the grid again.
  const productKey = productIds?.join(' ');
  const choiceKey = choice ? JSON.stringify(choice) : undefined;
  useEffect(() => {
    const container = mountRef.current;
    if (!container || !seen) return;
    const node = document.createElement('div');
    node.className = 'zc-collection-grid__widget';
    container.appendChild(node);
    setState('loading');
    let active = true;
    const mounted = mount({
      node,
      collection: { id, domain, storefrontAccessToken },
      moneyFormat,
      compact,
      pageSize,
      productIds: productKey === undefined ? undefined : productKey.split(' ').filter(Boolean),
      choice: choiceKey === undefined ? undefined : (JSON.parse(choiceKey) as CardChoice),
    });
    mounted.ready.then(
      () => {
        if (active) setState('ready');
      },
      (error: unknown) => {
        if (!active) return;
        setState('error');
        reportError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      active = false;
      mounted.destroy();
    };
  }, [
    id,
    domain,
    storefrontAccessToken,
    moneyFormat,
    compact,
    pageSize,
    seen,
    productKey,
    choiceKey,
  ]);
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;

  return (
    <div
      {...(scrollable
        ? {
            role: 'region',
            tabIndex: 0,
            'aria-label': named
              ? undefined
              : collection.name
                ? `${collection.name} products`
                : 'Products',
          }
        : {})}
      {...props}
      ref={composedRef}
      className={['zc-collection-grid', className].filter(Boolean).join(' ')}
      data-slot="collection-grid"
      data-state={state}
      data-layout={compact ? 'compact' : 'full'}
      aria-busy={state === 'loading' || undefined}
      hidden={hidden || state === 'error'}
    >
      {state === 'loading' ? <CollectionGridSkeleton /> : null}
      <div ref={mountRef} className="zc-collection-grid__mount" data-slot="collection-grid-mount" />
    </div>
  );
}

/** Four quiet placeholder cards, shown while the widget loads. */
function CollectionGridSkeleton() {
  return (
    <div
      className="zc-collection-grid__skeleton"
      data-slot="collection-grid-skeleton"
      aria-hidden="true"
    >
      {PLACEHOLDERS.map((placeholder) => (
        <div
          key={placeholder}
          className="zc-collection-grid__placeholder"
          data-slot="collection-grid-placeholder"
        >
          <div
            className="zc-collection-grid__placeholder-image"
            data-slot="collection-grid-placeholder-image"
          />
          <div
            className="zc-collection-grid__placeholder-line"
            data-slot="collection-grid-placeholder-line"
          />
          <div
            className="zc-collection-grid__placeholder-line"
            data-slot="collection-grid-placeholder-line"
            data-width="short"
          />
        </div>
      ))}
    </div>
  );
}
