/**
 * Orders placed on the simulator's checkout page, and Shopify's `orders/create` webhook for
 * them: a JSON payload in the shape Shopify sends (the fields a receiver reads), signed with
 * `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body with the shop's secret).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CartSummary } from '../engine.ts';
import { STOREFRONT_API_VERSION } from '../schema.ts';

/**
 * Where a shop's `orders/create` webhook goes, and the secret it is signed with. A `url` that is
 * a path (`/api/…`) is a receiver on this same server, on the shop's host: it is delivered
 * within the process (as in the local demo, where the shop's host is the server's own).
 */
export interface OrderWebhook {
  url: string;
  secret: string;
}

/** An `orders/create` delivery as sent: the body and its headers. */
export interface OrderWebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

/** The body and headers of an order's `orders/create` webhook, signed with `secret`. */
export function orderWebhookDelivery(
  secret: string,
  domain: string,
  payload: ReturnType<typeof orderPayload>,
): OrderWebhookDelivery {
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': domain,
      'x-shopify-api-version': STOREFRONT_API_VERSION,
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
      'x-shopify-hmac-sha256': webhookSignature(body, secret),
    },
  };
}

/** How long the simulator waits for a webhook receiver. */
const WEBHOOK_TIMEOUT_MS = 5000;

let orderNumber = 1000;

/** An order's `orders/create` payload. */
export function orderPayload(cart: CartSummary, createdAt: Date) {
  orderNumber += 1;
  const id = Date.now() * 1000 + (orderNumber % 1000);
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${orderNumber}`,
    order_number: orderNumber,
    created_at: createdAt.toISOString(),
    cart_token: cart.token,
    email: cart.email,
    currency: 'USD',
    subtotal_price: cart.total,
    total_discounts: cart.discount,
    total_price: cart.total,
    discount_codes: [
      ...new Set(cart.lines.flatMap((line) => (line.discount ? [line.discount.code] : []))),
    ].map((code) => ({
      code,
      amount: (
        cart.lines.reduce(
          (sum, line) =>
            line.discount?.code === code
              ? sum + Math.round(Number(line.discount.amount) * 100)
              : sum,
          0,
        ) / 100
      ).toFixed(2),
      type: 'fixed_amount',
    })),
    note: cart.note,
    line_items: cart.lines.map((line) => ({
      variant_id: Number(line.variantId),
      title: line.title,
      variant_title: line.variantTitle || null,
      quantity: line.quantity,
      price: line.unitPrice,
      total_discount: line.discount?.amount ?? '0.00',
    })),
  };
}

/** The signature Shopify puts in `X-Shopify-Hmac-Sha256`. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** How a delivery reaches a receiver on this same server: its status. */
export type LocalDelivery = (path: string, delivery: OrderWebhookDelivery) => Promise<number>;

/** Sends `orders/create` to the shop's receiver; a failure is logged, never thrown. */
export async function sendOrderWebhook(
  webhook: OrderWebhook,
  domain: string,
  payload: ReturnType<typeof orderPayload>,
  log: FastifyBaseLogger,
  local?: LocalDelivery,
): Promise<boolean> {
  const delivery = orderWebhookDelivery(webhook.secret, domain, payload);
  try {
    let status: number;
    if (webhook.url.startsWith('/') && local) {
      status = await local(webhook.url, delivery);
    } else {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      status = response.status;
    }
    const ok = status >= 200 && status < 300;
    if (!ok) log.warn({ status, domain }, 'orders/create webhook refused');
    return ok;
  } catch (error) {
    log.warn({ err: error, domain }, 'orders/create webhook failed');
    return false;
  }
}
