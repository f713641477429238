/**
 * What a header cart shows before the Buy Button library has loaded: the number of items in
 * the visitor's cart and the shop it belongs to, kept in `localStorage` beside the checkout id
 * the library stores itself. Every change of a cart the library makes is written here, so a
 * page without a product grid can show the count without downloading the library.
 */

/** The shop a stored cart belongs to: what it takes to open that cart again. */
export interface CartShop {
  /** The shop's `<shop>.myshopify.com` domain. */
  domain: string;
  /** Storefront API access token of the shop. */
  storefrontAccessToken: string;
  /** Replaces `https://<domain>` in Storefront API requests, as on `CollectionGrid`. */
  storefrontEndpoint?: string | undefined;
  /**
   * Where the shop's server keeps this browser's cart (`GET` → `{cartId, count}`), as on
   * `CollectionGrid`: a page whose storage lost the cart finds it there.
   */
  cartEndpoint?: string | undefined;
}

export interface CartSummary {
  shop: CartShop;
  /** Items in the cart (the sum of its line items' quantities). */
  count: number;
}

interface StoredSummary extends CartSummary {
  checkoutId: string;
}

/** One cart per origin: each site shows one shop. */
export const CART_SUMMARY_KEY = 'zc-cart';
const CHANGE_EVENT = 'zc-cart-change';

/** The key under which the Buy Button library keeps a shop's checkout id. */
export function checkoutStorageKey(shop: Pick<CartShop, 'domain' | 'storefrontAccessToken'>) {
  return `${shop.storefrontAccessToken}.${shop.domain}.checkoutId`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage disabled by the browser's settings
  }
}

function isStoredSummary(value: unknown): value is StoredSummary {
  if (typeof value !== 'object' || value === null) return false;
  const { shop, count, checkoutId } = value as Partial<StoredSummary>;
  return (
    typeof checkoutId === 'string' &&
    typeof count === 'number' &&
    Number.isSafeInteger(count) &&
    count >= 0 &&
    typeof shop === 'object' &&
    shop !== null &&
    typeof shop.domain === 'string' &&
    typeof shop.storefrontAccessToken === 'string' &&
    (shop.storefrontEndpoint === undefined || typeof shop.storefrontEndpoint === 'string') &&
    (shop.cartEndpoint === undefined || typeof shop.cartEndpoint === 'string')
  );
}

/**
 * The stored cart, or undefined when there is none (or storage is unreadable or malformed).
 * A checkout the library no longer holds (completed, or replaced in another tab) counts as
 * an empty cart of the same shop.
 */
export function readCartSummary(): CartSummary | undefined {
  const store = storage();
  try {
    const text = store?.getItem(CART_SUMMARY_KEY);
    if (!store || !text) return undefined;
    const value: unknown = JSON.parse(text);
    if (!isStoredSummary(value)) return undefined;
    const current = store.getItem(checkoutStorageKey(value.shop)) === value.checkoutId;
    const { domain, storefrontAccessToken, storefrontEndpoint, cartEndpoint } = value.shop;
    return {
      shop: {
        domain,
        storefrontAccessToken,
        ...(storefrontEndpoint ? { storefrontEndpoint } : {}),
        ...(cartEndpoint ? { cartEndpoint } : {}),
      },
      count: current ? value.count : 0,
    };
  } catch {
    return undefined;
  }
}

/** The number of items in the stored cart; 0 without one. */
export function readCartCount(): number {
  return readCartSummary()?.count ?? 0;
}

/** Stores what a cart of `shop` holds now (a checkout of shopify-buy, or none). */
export function recordCart(shop: CartShop, checkout: unknown): void {
  const store = storage();
  if (!store) return;
  const { id, lineItems } = (checkout ?? {}) as { id?: unknown; lineItems?: unknown };
  const count = Array.isArray(lineItems)
    ? lineItems.reduce<number>((sum, item: { quantity?: unknown }) => {
        const quantity = item?.quantity;
        return typeof quantity === 'number' && quantity > 0 ? sum + quantity : sum;
      }, 0)
    : 0;
  const summary: StoredSummary = {
    shop: { ...shop },
    count,
    checkoutId: typeof id === 'string' ? id : '',
  };
  try {
    const text = JSON.stringify(summary);
    if (store.getItem(CART_SUMMARY_KEY) === text) return;
    store.setItem(CART_SUMMARY_KEY, text);
  } catch {
    return; // storage full or refused: the header shows no count, the cart still works
  }
  globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the stored cart changes, in this page or in another tab. */
export function subscribeCartSummary(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_SUMMARY_KEY || event.key.endsWith('.checkoutId')) {
      onChange();
    }
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
