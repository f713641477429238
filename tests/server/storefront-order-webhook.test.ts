/**
 * An order closes its cart: the shop's `orders/create` webhook, HMAC-verified, bounded in time
 * and taken once per webhook id, makes the server forget the cookie cart the order names.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import { parseOrderWebhookSecrets } from '../../server/storefront-gateway/order-webhook.ts';
import { send, setCookieLine, startServer, type TestServer } from './helpers.ts';

const SECRET = 'shop-webhook-secret-0123456789';
const TOKEN = 'c1a2b3';
const KEYED = `gid://shopify/Cart/${TOKEN}?key=k9y8x7`;
const cookie = `zc_cart=${encodeURIComponent(KEYED)}`;

const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('base64');

let webhookNumber = 0;

describe('the orders/create webhook', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      storefronts: parseStorefrontSettings(
        JSON.stringify({
          'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: 'public-token-1' },
        }),
      ),
      orderWebhookSecrets: { 'beacon-workwear': SECRET },
      storefrontGateway: {
        // The shop still answers the cart (as Shopify may for a while after the order).
        fetch: async () =>
          new Response(JSON.stringify({ data: { cart: { id: KEYED, totalQuantity: 2 } } })),
      },
    });
  });
  afterAll(() => server.close());

  const deliver = (
    body: string,
    headers: Record<string, string | undefined> = {},
    host = 'workwear.localhost',
  ) => {
    webhookNumber += 1;
    return send(server.port, {
      method: 'POST',
      host,
      path: '/api/storefront/webhooks/orders-create',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': `b54557e4-bdd9-4b37-8a5f-bf7d70b${String(webhookNumber).padStart(5, '0')}`,
        'x-shopify-triggered-at': new Date().toISOString(),
        'x-shopify-hmac-sha256': sign(body),
        ...headers,
      },
      body,
    });
  };
  const handed = () =>
    send(server.port, {
      host: 'workwear.localhost',
      path: '/api/storefront/cart',
      headers: { cookie },
    });

  it('refuses a bad signature with 401 and closes nothing', async () => {
    const body = JSON.stringify({ id: 1, cart_token: TOKEN });
    for (const signature of [sign(body, 'another-secret-0123456789'), 'nonsense', undefined]) {
      const response = await deliver(body, { 'x-shopify-hmac-sha256': signature });
      expect(response.status).toBe(401);
    }
    // Signed, then changed on the way.
    const tampered = await deliver(body.replace(TOKEN, 'other'), {
      'x-shopify-hmac-sha256': sign(body),
    });
    expect(tampered.status).toBe(401);
    expect((await handed()).json()).toEqual({ cartId: KEYED, count: 2 });
  });

  it('refuses an oversized body with 413', async () => {
    const body = JSON.stringify({ id: 1, cart_token: TOKEN, note: 'x'.repeat(300 * 1024) });
    const response = await deliver(body);
    expect(response.status).toBe(413);
    expect((await handed()).json()).toEqual({ cartId: KEYED, count: 2 });
  });

  it('ignores a delivery triggered outside the replay window', async () => {
    const body = JSON.stringify({ id: 1, cart_token: TOKEN });
    const stale = await deliver(body, {
      'x-shopify-triggered-at': new Date(Date.now() - 49 * 60 * 60 * 1000).toISOString(),
    });
    expect(stale.status).toBe(200);
    expect(stale.json()).toEqual({ ignored: 'out of time' });
    expect((await handed()).json()).toEqual({ cartId: KEYED, count: 2 });
  });

  it('forgets the ordered cart: the next visit starts a fresh one', async () => {
    const body = JSON.stringify({ id: 2, name: '#1001', cart_token: TOKEN });
    const headers = { 'x-shopify-webhook-id': 'order-2-delivery' };
    const response = await deliver(body, headers);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ closed: true });

    const next = await handed();
    expect(next.json()).toEqual({ cartId: null, count: 0 });
    expect(setCookieLine(next, 'zc_cart') ?? '').toMatch(/^zc_cart=;/);
    // The Buy Button's own read of the stored cart finds none either.
    const read = await send(server.port, {
      method: 'POST',
      host: 'workwear.localhost',
      path: '/api/storefront/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'query Cart($id: ID!) { cart(id: $id) { id } }',
        variables: { id: KEYED },
      }),
    });
    expect(read.json()).toEqual({ data: { cart: null } });

    // The same delivery again (a replay) is taken once only.
    const replay = await deliver(body, headers);
    expect(replay.status).toBe(200);
    expect(replay.json()).toEqual({ ignored: 'replay' });
  });

  it('has no receiver for a shop without a secret', async () => {
    const body = JSON.stringify({ id: 3, cart_token: TOKEN });
    expect((await deliver(body, {}, 'sailing.localhost')).status).toBe(404);
  });

  it('reads ORDER_WEBHOOK_SECRETS for the known stores only', () => {
    expect(parseOrderWebhookSecrets(undefined)).toEqual({});
    expect(parseOrderWebhookSecrets(`{"beacon-workwear":"${SECRET}"}`)).toEqual({
      'beacon-workwear': SECRET,
    });
    expect(() => parseOrderWebhookSecrets('{"elsewhere":"0123456789abcdef"}')).toThrow(/elsewhere/);
    expect(() => parseOrderWebhookSecrets('{"beacon-workwear":"short"}')).toThrow(/16 to 256/);
    expect(() => parseOrderWebhookSecrets('[')).toThrow(/JSON object/);
  });
});
