/**
 * A cart the shop's server keeps for the browser (in an HttpOnly cookie of the shop's host),
 * handed back to a page whose storage lost it: Safari deletes what scripts stored after seven
 * days without a visit, private windows on close, "clear site data" may spare cookies. The
 * endpoint answers `GET` with `{cartId, count}`; a cart id it hands back becomes the stored
 * checkout the library opens, and its count the header cart's, before any cart is created.
 */
import { type CartShop, checkoutStorageKey, readCartSummary, recordCart } from './cart-summary';

/** What the shop's cart endpoint answers. */
interface KeptCart {
  cartId: string | null;
  /** Items in the cart; null when the storefront could not say. */
  count: number | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function storedCheckout(shop: Pick<CartShop, 'domain' | 'storefrontAccessToken'>) {
  try {
    return storage()?.getItem(checkoutStorageKey(shop)) || undefined;
  } catch {
    return undefined;
  }
}

function isKeptCart(value: unknown): value is KeptCart {
  if (typeof value !== 'object' || value === null) return false;
  const { cartId, count } = value as Partial<KeptCart>;
  return (
    (cartId === null || (typeof cartId === 'string' && cartId.startsWith('gid://shopify/Cart/'))) &&
    (count === null || (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0))
  );
}

async function fetchKeptCart(endpoint: string): Promise<KeptCart | undefined> {
  const response = await fetch(endpoint, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  return isKeptCart(body) ? body : undefined;
}

const pending = new Map<string, Promise<void>>();
/** Endpoints that answered in this page that they keep no cart: not asked again. */
const keepNone = new Set<string>();

/**
 * Asks `endpoint` for the cart the server keeps when this browser has none stored (for the
 * shop, or, when the shop is not known yet, at all), and stores what it hands back. Returns
 * undefined when there is nothing to ask (so a caller goes on in the same task), else a promise
 * that settles once done and never rejects (without it the shop still works, with a new cart); callers while
 * one request is out share it, and an endpoint that kept no cart is asked once per page.
 */
export function restoreCart(
  endpoint: string,
  shop: CartShop | (() => Promise<CartShop>),
): Promise<void> | undefined {
  const store = storage();
  if (!store || keepNone.has(endpoint)) return undefined;
  if (typeof shop === 'object') {
    if (storedCheckout(shop)) return undefined;
  } else {
    const summary = readCartSummary();
    if (summary && storedCheckout(summary.shop)) return undefined;
  }
  let restoring = pending.get(endpoint);
  if (!restoring) {
    restoring = (async () => {
      const kept = await fetchKeptCart(endpoint);
      if (kept?.cartId === null) keepNone.add(endpoint);
      if (!kept?.cartId) return;
      const cartShop = typeof shop === 'function' ? await shop() : shop;
      // A cart made in this page meanwhile (or in another tab) is the newer one.
      if (storedCheckout(cartShop)) return;
      store.setItem(checkoutStorageKey(cartShop), kept.cartId);
      recordCart(cartShop, { id: kept.cartId, lineItems: [{ quantity: kept.count ?? 0 }] });
    })()
      .catch((error: unknown) => {
        console.warn('The cart kept for this browser could not be read:', error);
      })
      .finally(() => pending.delete(endpoint));
    pending.set(endpoint, restoring);
  }
  return restoring;
}
