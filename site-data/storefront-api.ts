/**
 * The Storefront API version every storefront call of the shops asks for: the newest version
 * the project carries a schema for (`storefront-simulator/schemas/<version>.json`). The
 * server's gateway forwards at this version, the simulator answers with its schema, and the
 * drift check (`tests/unit/storefront-drift.test.ts`) holds the pin to the newest file there.
 * Plain data, so the browser can import it without pulling in a schema.
 */
export const STOREFRONT_API_VERSION = '2026-04';

/** The shop host's storefront gateway: every Storefront API call of the shop goes through it. */
export const STOREFRONT_GATEWAY_PATH = '/api/storefront/graphql';

/**
 * The shop host's cookie cart: `GET` answers `{cartId, count}` for the cart the server keeps for
 * this browser, so a page whose storage lost it finds it again.
 */
export const STOREFRONT_CART_PATH = '/api/storefront/cart';

/**
 * The shop host's checkout: `GET` re-reads the kept cart's `checkoutUrl` and answers `303` to
 * it, or to Shopify's cart permalink built from `?lines=<variant>:<quantity>,…` when the
 * storefront cannot answer (5xx, 429, a timeout) or the cart is gone. Asked for JSON, it
 * answers `{url, fallback}` instead, so the page can say which it is.
 */
export const STOREFRONT_CHECKOUT_PATH = `${STOREFRONT_CART_PATH}/checkout`;
