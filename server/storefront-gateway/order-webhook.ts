/**
 * An order closes its cart at once: `POST /api/storefront/webhooks/orders-create` on a shop's
 * host receives the shop's `orders/create` webhook, verified with `X-Shopify-Hmac-Sha256`
 * (base64 HMAC-SHA256 of the raw body with the shop's secret, `ORDER_WEBHOOK_SECRETS`), bounded
 * in time (`X-Shopify-Triggered-At` within the replay window) and taken once per
 * `X-Shopify-Webhook-Id`. The order's `cart_token` is remembered as ordered: the cookie cart
 * that names it is forgotten at the browser's next visit and reads of it answer `cart: null`,
 * so the next visit starts a fresh cart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { siteShops } from '../shared/real-storefronts.ts';

/** The path the shops' `orders/create` webhooks are sent to, on each shop's host. */
export const ORDER_WEBHOOK_PATH = '/api/storefront/webhooks/orders-create';
/** The largest webhook body read (an order with many lines stays well under it). */
export const ORDER_WEBHOOK_BODY_LIMIT = 256 * 1024;
/** A delivery triggered longer ago than this (or this far ahead) is ignored: Shopify retries for 48 hours. */
export const REPLAY_WINDOW_MS = 48 * 60 * 60 * 1000;
/** How long an ordered cart is remembered: as long as a cookie cart lives. */
const ORDERED_CART_MS = 10 * 24 * 60 * 60 * 1000;
/** The most webhook ids and ordered carts remembered; past it the oldest go first. */
const MAX_REMEMBERED = 100_000;

/** Shop secrets by store name (`ORDER_WEBHOOK_SECRETS`). */
export type OrderWebhookSecrets = Readonly<Record<string, string>>;

/** Keys remembered until a time, bounded in number (the oldest forgotten first). */
class ExpiringSet {
  readonly #until = new Map<string, number>();

  has(key: string, now = Date.now()): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(key);
    return false;
  }

  add(key: string, forMs: number, now = Date.now()): void {
    this.#until.delete(key);
    if (this.#until.size >= MAX_REMEMBERED) {
      const oldest = this.#until.keys().next().value;
      if (oldest !== undefined) this.#until.delete(oldest);
    }
    this.#until.set(key, now + forMs);
  }
}

/** Carts the shops said were ordered, by store and cart token. */
export class OrderedCarts {
  readonly #carts = new ExpiringSet();
  readonly #deliveries = new ExpiringSet();

  /** Whether the keyed cart id (`gid://shopify/Cart/<token>?key=…`) names an ordered cart. */
  isOrdered(store: string, cartId: string): boolean {
    const token = /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(cartId)?.[1];
    return token !== undefined && this.#carts.has(`${store}|${token}`);
  }

  markOrdered(store: string, token: string): void {
    this.#carts.add(`${store}|${token}`, ORDERED_CART_MS);
  }

  /** Records a delivery; false when it was seen before (a replay). */
  firstDelivery(store: string, webhookId: string): boolean {
    const key = `${store}|${webhookId}`;
    if (this.#deliveries.has(key)) return false;
    this.#deliveries.add(key, REPLAY_WINDOW_MS);
    return true;
  }
}

/** Whether `signature` is the base64 HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export function verifyWebhookSignature(body: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'base64'));
}

/**
 * Reads `ORDER_WEBHOOK_SECRETS`: a JSON object of store name → the secret the shop signs its
 * webhooks with (at least 16 characters), for the known stores only. Throws an Error that
 * says what is wrong; empty or unset: no receiver.
 */
export function parseOrderWebhookSecrets(text: string | undefined): OrderWebhookSecrets {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('ORDER_WEBHOOK_SECRETS must be a JSON object of store name → secret.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('ORDER_WEBHOOK_SECRETS must be a JSON object of store name → secret.');
  }
  const stores = new Set(Object.values(siteShops).map((shop) => shop?.store));
  const secrets: Record<string, string> = {};
  for (const [store, secret] of Object.entries(parsed)) {
    if (!stores.has(store)) {
      throw new Error(`ORDER_WEBHOOK_SECRETS names ${store}, which is not a store of the sites.`);
    }
    if (typeof secret !== 'string' || secret.length < 16 || secret.length > 256) {
      throw new Error(
        `ORDER_WEBHOOK_SECRETS: the secret of ${store} must be 16 to 256 characters.`,
      );
    }
    secrets[store] = secret;
  }
  return secrets;
}

export interface OrderWebhookOptions {
  secrets: OrderWebhookSecrets;
  orderedCarts: OrderedCarts;
  /** The clock (tests). @default Date.now */
  now?: () => number;
}

/** Whether a delivery's `X-Shopify-Triggered-At` (when sent) lies within the replay window. */
function withinWindow(triggeredAt: unknown, now: number): boolean {
  if (triggeredAt === undefined) return true;
  const time = typeof triggeredAt === 'string' ? Date.parse(triggeredAt) : Number.NaN;
  return Number.isFinite(time) && Math.abs(now - time) <= REPLAY_WINDOW_MS;
}

/** The receiver's routes, in a context of their own (the body is read raw, to be verified). */
export async function orderWebhookRoutes(
  app: FastifyInstance,
  options: OrderWebhookOptions,
): Promise<void> {
  const now = options.now ?? Date.now;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(ORDER_WEBHOOK_PATH, { bodyLimit: ORDER_WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const shop = request.site ? siteShops[request.site] : undefined;
    const secret =
      shop && Object.hasOwn(options.secrets, shop.store) ? options.secrets[shop.store] : undefined;
    if (!shop || !secret) return reply.code(404).send({ message: 'Not found.' });
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verifyWebhookSignature(body, request.headers['x-shopify-hmac-sha256'], secret)) {
      request.log.warn({ store: shop.store }, 'orders/create webhook: bad signature');
      return reply.code(401).send({ message: 'The webhook’s signature does not match.' });
    }
    const webhookId = request.headers['x-shopify-webhook-id'];
    if (typeof webhookId !== 'string' || !/^[\w-]{1,100}$/.test(webhookId)) {
      return reply.code(400).send({ message: 'The webhook has no X-Shopify-Webhook-Id.' });
    }
    if (!withinWindow(request.headers['x-shopify-triggered-at'], now())) {
      request.log.warn({ store: shop.store, webhookId }, 'orders/create webhook: out of time');
      return reply.send({ ignored: 'out of time' });
    }
    if (!options.orderedCarts.firstDelivery(shop.store, webhookId)) {
      return reply.send({ ignored: 'replay' });
    }
    let order: unknown;
    try {
      order = JSON.parse(body.toString('utf8'));
    } catch {
      return reply.code(400).send({ message: 'The webhook’s body is not JSON.' });
    }
    const token = (order as { cart_token?: unknown } | null)?.cart_token;
    if (typeof token === 'string' && /^[\w-]{1,200}$/.test(token)) {
      options.orderedCarts.markOrdered(shop.store, token);
      request.log.info({ store: shop.store, webhookId }, 'orders/create webhook: cart closed');
      return reply.send({ closed: true });
    }
    // An order with no cart (made by staff, say) closes nothing.
    return reply.send({ closed: false });
  });
}
