/**
 * The cookie cart: the shop's cart id, with its key, kept by the server in an HttpOnly cookie
 * of the shop's host (`__Host-zc_cart` over HTTPS, `zc_cart` over plain HTTP, as the session
 * cookie), set when the gateway sees a cart created and cleared when the storefront says the
 * cart is gone (expired, unknown or ordered). A page hands it to the Buy Button at load, so a
 * shopper whose storage was wiped still finds the cart.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../auth/session-cookie.ts';

export const CART_COOKIE = 'zc_cart';
export const SECURE_CART_COOKIE = `__Host-${CART_COOKIE}`;
/** How long a cart is kept: Shopify keeps an untouched cart about ten days. */
const CART_MAX_AGE_SECONDS = 10 * 24 * 60 * 60;

/** A cart id with its key, as the Storefront API writes one; anything else is never used. */
const cartIdPattern = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}\?key=[A-Za-z0-9_-]{1,200}$/;

export function isKeyedCartId(value: unknown): value is string {
  return typeof value === 'string' && cartIdPattern.test(value);
}

/** The cart id the browser's cookie holds, when it is a keyed cart id. */
export function cookieCartId(request: FastifyRequest): string | undefined {
  const value =
    request.cookies[SECURE_CART_COOKIE] ??
    (isHttps(request) ? undefined : request.cookies[CART_COOKIE]);
  return isKeyedCartId(value) ? value : undefined;
}

function cookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_CART_COOKIE : CART_COOKIE;
}

export function setCartCookie(request: FastifyRequest, reply: FastifyReply, cartId: string): void {
  reply.setCookie(cookieName(request), cartId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: CART_MAX_AGE_SECONDS,
  });
}

export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
  });
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

/**
 * What an answer says of the shopper's cart: a cart created (its keyed id), a cart that is gone
 * (the storefront answered `cart: null` for it), or nothing.
 */
export function cartNews(
  operation: string | undefined,
  body: unknown,
): { created: string } | { gone: true } | undefined {
  const data = field(body, 'data');
  if (operation === 'CartCreate') {
    const id = field(field(field(data, 'cartCreate'), 'cart'), 'id');
    return isKeyedCartId(id) ? { created: id } : undefined;
  }
  if (operation === 'Cart' && data !== undefined && field(data, 'cart') === null) {
    return { gone: true };
  }
  return undefined;
}
