/**
 * `POST /api/storefront/graphql` on each shop's host: the shop's storefront gateway. Every
 * Storefront API call of the shop's pages (the Buy Button's, the search's) comes here and is
 * forwarded by the gateway (see `gateway.ts`); its answers are the storefront's, as JSON, with
 * a clear 4xx for what the gateway refuses. It is no part of the JSON API's XSRF check: it
 * takes only `application/json` (a cross-site form cannot send it, and a cross-site script is
 * asked first, which this route never allows), and it changes nothing on this server's side.
 */
import {
  STOREFRONT_CART_PATH,
  STOREFRONT_CHECKOUT_PATH,
  STOREFRONT_GATEWAY_PATH,
} from '@zcomm/site-data/storefront-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../http/errors.ts';
import { siteShops } from '../shared/real-storefronts.ts';
import { cartNews, clearCartCookie, cookieCartId, setCartCookie } from './cart-cookie.ts';
import { type CheckoutRouteOptions, openCheckout } from './checkout.ts';
import { CART_COUNT_QUERY } from './documents.ts';
import { GATEWAY_BODY_LIMIT, type GatewayAnswer } from './gateway.ts';
import {
  OrderedCarts,
  type OrderWebhookOptions,
  type OrderWebhookSecrets,
  orderWebhookRoutes,
} from './order-webhook.ts';

/**
 * The cart a CartCount answer holds: `null` when the storefront says there is none, undefined
 * when the answer says nothing usable.
 */
function cartOf(body: unknown): { totalQuantity: number } | null | undefined {
  const data = (body as { data?: { cart?: unknown } } | null)?.data;
  if (!data || !('cart' in data)) return undefined;
  if (data.cart === null) return null;
  const quantity = (data.cart as { totalQuantity?: unknown }).totalQuantity;
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 0
    ? { totalQuantity: quantity }
    : undefined;
}

export interface GatewayRouteOptions extends CheckoutRouteOptions {
  /** Shop secrets of the `orders/create` webhook; a shop without one has no receiver. */
  orderWebhookSecrets?: OrderWebhookSecrets | undefined;
  /** Told of each order's cart (the quotes close the lead a priced checkout link made it for). */
  onOrdered?: OrderWebhookOptions['onOrdered'];
}

/** Whether the cart a read asks for (`variables.id`) is one the shop said was ordered. */
async function isOrderedCartRead(
  orderedCarts: OrderedCarts,
  store: string,
  body: unknown,
): Promise<boolean> {
  const id = (body as { variables?: { id?: unknown } } | null)?.variables?.id;
  return typeof id === 'string' && (await orderedCarts.isOrdered(store, id));
}

function sendAnswer(reply: FastifyReply, answer: GatewayAnswer) {
  reply
    .code(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8');
  if (answer.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(answer.retryAfterSeconds));
  }
  return reply.send(answer.text ?? JSON.stringify(answer.body));
}

/** A refusal as a GraphQL client reads one: `{errors: [{message}]}`. */
function sendRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'Storefront gateway request failed');
  return sendAnswer(reply, { status: statusCode, body: { errors: [{ message }] } });
}

export async function storefrontGatewayRoutes(
  app: FastifyInstance,
  options: GatewayRouteOptions,
): Promise<void> {
  app.setErrorHandler(sendRefusal);
  const orderedCarts = options.orderedCarts ?? new OrderedCarts(app.db);
  await app.register(orderWebhookRoutes, {
    secrets: options.orderWebhookSecrets ?? {},
    orderedCarts,
    onOrdered: options.onOrdered,
  });
  app.post(STOREFRONT_GATEWAY_PATH, { bodyLimit: GATEWAY_BODY_LIMIT }, async (request, reply) => {
    const shop = request.site ? siteShops[request.site] : undefined;
    if (!shop) {
      return sendAnswer(reply, { status: 404, body: { errors: [{ message: 'Not found.' }] } });
    }
    if (!/^application\/json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')) {
      const message = 'The body must be sent as application/json.';
      return sendAnswer(reply, { status: 415, body: { errors: [{ message }] } });
    }
    const controller = new AbortController();
    // A shopper who leaves stops the wait for the storefront.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    if (await isOrderedCartRead(orderedCarts, shop.store, request.body)) {
      // The shop said this cart was ordered: it is gone, whatever the storefront still says.
      clearCartCookie(request, reply);
      return sendAnswer(reply, { status: 200, body: { data: { cart: null } } });
    }
    const answer = await options.gateway.forward({
      shop,
      caller: 'browser',
      clientAddress: request.ip,
      body: request.body,
      origin: `${request.protocol}://${request.host}`,
      signal: controller.signal,
      log: request.log,
    });
    const operation = answer.document?.source === 'buy-button' ? answer.document.name : '';
    if (answer.status === 200 && (operation === 'CartCreate' || operation === 'Cart')) {
      const news = cartNews(operation, answer.body);
      if (news && 'created' in news) setCartCookie(request, reply, news.created);
      if (news && 'gone' in news) clearCartCookie(request, reply);
    }
    return sendAnswer(reply, answer);
  });

  app.get(STOREFRONT_CART_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    const shop = request.site ? siteShops[request.site] : undefined;
    if (!shop) return reply.code(404).send({ errors: [{ message: 'Not found.' }] });
    const cartId = cookieCartId(request);
    if (!cartId) return reply.send({ cartId: null, count: 0 });
    if (await orderedCarts.isOrdered(shop.store, cartId)) {
      clearCartCookie(request, reply);
      return reply.send({ cartId: null, count: 0 });
    }
    const answer = await options.gateway.forward({
      shop,
      caller: 'browser',
      clientAddress: request.ip,
      body: { query: CART_COUNT_QUERY, variables: { id: cartId } },
      log: request.log,
    });
    const cart = answer.status === 200 ? cartOf(answer.body) : undefined;
    if (cart === null) {
      // Expired, unknown or ordered: the next cart starts fresh.
      clearCartCookie(request, reply);
      return reply.send({ cartId: null, count: 0 });
    }
    // When the storefront cannot say, the cart is still the shopper's: its count is unknown.
    return reply.send({ cartId, count: cart?.totalQuantity ?? null });
  });

  app.get<{ Querystring: { lines?: unknown } }>(
    STOREFRONT_CHECKOUT_PATH,
    async (request, reply) => {
      const shop = request.site ? siteShops[request.site] : undefined;
      if (!shop) {
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found.' });
      }
      return openCheckout({ ...options, orderedCarts }, shop, request, reply);
    },
  );
}
