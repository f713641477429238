/**
 * A checkout that always opens: `GET /api/storefront/cart/checkout` on a shop's host re-reads
 * the kept cart's `checkoutUrl` through the gateway at the tap and answers `303` to it. When the
 * storefront cannot answer (5xx, 429, a timeout) or the cart is gone, it answers `303` to
 * Shopify's cart permalink (`https://<shop>/cart/<variant>:<quantity>,…`, a new cart with those
 * lines, straight to its checkout) built from the lines the page last knew (`?lines=`). A plain
 * link, so it works without a script; a page that asks for JSON gets `{url, fallback}` and can
 * tell the shopper which checkout opens. Where neither is possible the shopper gets a clear
 * message and a Try again link, and the cart is kept.
 */
import type { Shop } from '@zcomm/site-data/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import { clearCartCookie, cookieCartId } from './cart-cookie.ts';
import { CHECKOUT_URL_QUERY } from './documents.ts';
import type { StorefrontGateway } from './gateway.ts';
import type { OrderedCarts } from './order-webhook.ts';

/** How long the tap waits for the storefront's `checkoutUrl` before opening the permalink. */
export const CHECKOUT_READ_TIMEOUT_MS = 4_000;

/** A permalink's lines: `<variant>:<quantity>` pairs, comma separated, at most 100. */
const PERMALINK_LINES = /^\d{1,20}:\d{1,3}(?:,\d{1,20}:\d{1,3}){0,99}$/;

export interface PermalinkLine {
  /** The variant's numeric id (the last part of `gid://shopify/ProductVariant/<id>`). */
  variantId: string;
  quantity: number;
}

/** The lines of a `?lines=` value, or undefined when it is not a permalink's (or is empty). */
export function parsePermalinkLines(text: unknown): PermalinkLine[] | undefined {
  if (typeof text !== 'string' || !PERMALINK_LINES.test(text)) return undefined;
  const lines = text.split(',').map((pair) => {
    const [variantId = '', quantity = ''] = pair.split(':');
    return { variantId, quantity: Number(quantity) };
  });
  return lines.every((line) => line.quantity >= 1) ? lines : undefined;
}

/** Shopify's cart permalink on `base` (`https://<shop-domain>`, or the simulator's shop). */
export function cartPermalink(base: string, lines: readonly PermalinkLine[]): string {
  const path = lines.map((line) => `${line.variantId}:${line.quantity}`).join(',');
  return `${base.replace(/\/+$/, '')}/cart/${path}`;
}

/** Why the permalink opens rather than the cart's own checkout. */
export type CheckoutFallback = 'unavailable' | 'gone' | 'no-cart';

export interface CheckoutRouteOptions {
  gateway: StorefrontGateway;
  /** Real storefronts by store name: their permalinks go to the real shop's domain. */
  storefronts: StorefrontSettings;
  /** Where the simulator answers on the shop's host, for a demo shop's permalink. */
  simulatorBase: string;
  /** The gateway's timeout: the tap waits no longer than it, nor than `CHECKOUT_READ_TIMEOUT_MS`. */
  timeoutMs?: number | undefined;
  /** Carts the shop's `orders/create` webhook said were ordered. @default none */
  orderedCarts?: OrderedCarts | undefined;
}

/** Where a shop's permalinks go: the real shop's domain, or the simulator on this host. */
function permalinkBase(options: CheckoutRouteOptions, shop: Shop, origin: string): string {
  const real = Object.hasOwn(options.storefronts, shop.store)
    ? options.storefronts[shop.store]
    : undefined;
  return real ? `https://${real.domain}` : `${origin}${options.simulatorBase}/${shop.domain}`;
}

/** The cart's `checkoutUrl` from a CheckoutUrl answer: a URL, `null` (cart gone), or undefined. */
function checkoutUrlOf(body: unknown): string | null | undefined {
  const data = (body as { data?: { cart?: unknown } } | null)?.data;
  if (!data || !('cart' in data)) return undefined;
  if (data.cart === null) return null;
  const url = (data.cart as { checkoutUrl?: unknown }).checkoutUrl;
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a shopper without a script sees when no checkout can open. */
function noCheckoutPage(retry: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout could not open</title></head><body><main><h1>Checkout could not open</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(retry)}">Try again</a> · <a href="/">Back to the shop</a></p></main></body></html>`;
}

/** The message a shopper reads when neither the cart's checkout nor a permalink can open. */
export const NO_CHECKOUT_MESSAGE =
  'The shop’s checkout did not answer, and this page does not know your cart’s items. Your cart is kept: try again in a moment.';

/** Whether the request asks for JSON (a page's script) rather than a page to go to. */
const wantsJson = (request: FastifyRequest) =>
  /^application\/json\b/i.test(request.headers.accept ?? '');

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string | undefined,
  fallback: CheckoutFallback | null,
) {
  reply.header('cache-control', 'no-store');
  if (url === undefined) {
    if (wantsJson(request)) {
      return reply.code(503).send({ url: null, fallback, message: NO_CHECKOUT_MESSAGE });
    }
    return reply
      .code(503)
      .header('retry-after', '5')
      .type('text/html; charset=utf-8')
      .send(noCheckoutPage(request.url, NO_CHECKOUT_MESSAGE));
  }
  if (wantsJson(request)) return reply.send({ url, fallback });
  return reply.redirect(url, 303);
}

/** Answers the tap on Checkout for `shop` (see the module's comment). */
export async function openCheckout(
  options: CheckoutRouteOptions,
  shop: Shop,
  request: FastifyRequest<{ Querystring: { lines?: unknown } }>,
  reply: FastifyReply,
) {
  const origin = `${request.protocol}://${request.host}`;
  const lines = parsePermalinkLines(request.query.lines);
  const permalink = lines ? cartPermalink(permalinkBase(options, shop, origin), lines) : undefined;
  const cartId = cookieCartId(request);
  if (!cartId) return answer(request, reply, permalink, 'no-cart');
  if (await options.orderedCarts?.isOrdered(shop.store, cartId)) {
    clearCartCookie(request, reply);
    return answer(request, reply, permalink, 'gone');
  }
  const timeoutMs = Math.min(
    options.timeoutMs ?? CHECKOUT_READ_TIMEOUT_MS,
    CHECKOUT_READ_TIMEOUT_MS,
  );
  const read = await options.gateway.forward({
    shop,
    caller: 'browser',
    clientAddress: request.ip,
    body: { query: CHECKOUT_URL_QUERY, variables: { id: cartId } },
    origin,
    signal: AbortSignal.timeout(timeoutMs),
    log: request.log,
  });
  const url = read.status === 200 ? checkoutUrlOf(read.body) : undefined;
  if (url) return answer(request, reply, url, null);
  if (url === null) {
    // Expired, unknown or ordered: the next cart starts fresh; these lines open a new one.
    clearCartCookie(request, reply);
    request.log.info({ store: shop.store }, 'Checkout: the kept cart is gone, permalink used');
    return answer(request, reply, permalink, 'gone');
  }
  request.log.warn(
    { store: shop.store, status: read.status },
    'Checkout: the storefront could not give the cart’s checkout, permalink used',
  );
  return answer(request, reply, permalink, 'unavailable');
}
