/**
 * An order closes its cart at once: `POST /api/storefront/webhooks/orders-create` on a shop's
 * host receives the shop's `orders/create` webhook, verified with `X-Shopify-Hmac-Sha256`
 * (base64 HMAC-SHA256 of the raw body with the shop's secret, `ORDER_WEBHOOK_SECRETS`), bounded
 * in time (`X-Shopify-Triggered-At` within the replay window) and taken once per
 * `X-Shopify-Webhook-Id`. The order's `cart_token` is remembered as ordered, in the database,
 * so every server process knows at once: the cookie cart that names it is forgotten at the
 * browser's next visit and reads of it answer `cart: null`, so the next visit starts a fresh cart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database } from '../db/database.ts';
import { siteShops } from '../shared/real-storefronts.ts';

/** The path the shops' `orders/create` webhooks are sent to, on each shop's host. */
export const ORDER_WEBHOOK_PATH = '/api/storefront/webhooks/orders-create';
/** The largest webhook body read (an order with many lines stays well under it). */
export const ORDER_WEBHOOK_BODY_LIMIT = 256 * 1024;
/** A delivery triggered longer ago than this (or this far ahead) is ignored: Shopify retries for 48 hours. */
export const REPLAY_WINDOW_MS = 48 * 60 * 60 * 1000;
/**
 * How long a delivery and an ordered cart are remembered: Shopify retries a delivery for 48
 * hours, and by then the storefront itself answers an ordered cart as gone.
 */
export const REMEMBERED_MS = REPLAY_WINDOW_MS;
/** How often a process deletes what is older than `REMEMBERED_MS`. */
const PRUNE_EVERY_MS = 60_000;

/** Shop secrets by store name (`ORDER_WEBHOOK_SECRETS`). */
export type OrderWebhookSecrets = Readonly<Record<string, string>>;

/** The token of a keyed cart id (`gid://shopify/Cart/<token>?key=…`). */
const cartToken = (cartId: string) => /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(cartId)?.[1];

/**
 * What the shops' orders/create webhooks said, kept in the database (`storefront_ordered_carts`,
 * `storefront_webhook_deliveries`), so every server process on it sees a closed cart at once
 * and takes a delivery once. Rows older than 48 hours are ignored, and pruned as deliveries come.
 */
export class OrderedCarts {
  readonly #db: Database;
  readonly #now: () => number;
  #lastPrune = 0;

  constructor(db: Database, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Whether the keyed cart id (`gid://shopify/Cart/<token>?key=…`) names an ordered cart. */
  async isOrdered(store: string, cartId: string): Promise<boolean> {
    const token = cartToken(cartId);
    if (token === undefined) return false;
    const row = await this.#db.get(
      `SELECT 1 FROM storefront_ordered_carts
       WHERE store = ? AND cart_token = ? AND ordered_at > ?`,
      [store, token, this.#now() - REMEMBERED_MS],
    );
    return row !== undefined;
  }

  async markOrdered(store: string, token: string): Promise<void> {
    const now = this.#now();
    await retryWhileBusy(() =>
      this.#db.run(
        `INSERT INTO storefront_ordered_carts (store, cart_token, ordered_at) VALUES (?, ?, ?)
         ON CONFLICT (store, cart_token) DO UPDATE SET ordered_at = excluded.ordered_at`,
        [store, token, now],
      ),
    );
  }

  /** Records a delivery; false when it was taken before, by any process (a replay). */
  async firstDelivery(store: string, webhookId: string): Promise<boolean> {
    const now = this.#now();
    await this.prune(now);
    const { changes } = await retryWhileBusy(() =>
      this.#db.run(
        `INSERT INTO storefront_webhook_deliveries (store, webhook_id, received_at)
         VALUES (?, ?, ?) ON CONFLICT (store, webhook_id) DO NOTHING`,
        [store, webhookId, now],
      ),
    );
    return changes === 1;
  }

  /** Deletes deliveries and ordered carts older than 48 hours (at most once a minute). */
  async prune(now = this.#now(), force = false): Promise<number> {
    if (!force && now - this.#lastPrune < PRUNE_EVERY_MS) return 0;
    this.#lastPrune = now;
    const cutoff = now - REMEMBERED_MS;
    return retryWhileBusy(() =>
      this.#db.transaction(async (tx) => {
        const deliveries = await tx.run(
          'DELETE FROM storefront_webhook_deliveries WHERE received_at <= ?',
          [cutoff],
        );
        const carts = await tx.run('DELETE FROM storefront_ordered_carts WHERE ordered_at <= ?', [
          cutoff,
        ]);
        return deliveries.changes + carts.changes;
      }),
    );
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
  /** Told of each order's cart (a priced checkout link's closes its lead). @default nothing */
  onOrdered?: ((store: string, cartToken: string, order: unknown) => Promise<unknown>) | undefined;
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
    if (!(await options.orderedCarts.firstDelivery(shop.store, webhookId))) {
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
      await options.orderedCarts.markOrdered(shop.store, token);
      await options.onOrdered?.(shop.store, token, order);
      request.log.info({ store: shop.store, webhookId }, 'orders/create webhook: cart closed');
      return reply.send({ closed: true });
    }
    // An order with no cart (made by staff, say) closes nothing.
    return reply.send({ closed: false });
  });
}
