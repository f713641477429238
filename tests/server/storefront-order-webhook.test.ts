/**
 * An order closes its cart: the shop's `orders/create` webhook, HMAC-verified, bounded in time
 * and taken once per webhook id, makes the server forget the cookie cart the order names; what
 * it was told lives in the database, so every process on it knows at once (SQLite and
 * PostgreSQL alike), and is pruned after 48 hours.
 */
import { createHmac } from 'node:crypto';
import { sailingCatalogue, workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayDocuments } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import {
  OrderedCarts,
  parseOrderWebhookSecrets,
  REMEMBERED_MS,
} from '../../server/storefront-gateway/order-webhook.ts';
import {
  type Backend,
  backends,
  cookiesFrom,
  databaseUrlFor,
  openTestDatabase,
  send,
  setCookieLine,
  startServer,
  type TestServer,
} from './helpers.ts';

const SECRET = 'shop-webhook-secret-0123456789';
const TOKEN = 'c1a2b3';
const KEYED = `gid://shopify/Cart/${TOKEN}?key=k9y8x7`;
const cookie = `zc_cart=${encodeURIComponent(KEYED)}`;

const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('base64');

let webhookNumber = 0;

const workwearHandle = workwearCatalogue.products[0]?.handle ?? '';
const sailingHandle = sailingCatalogue.products[0]?.handle ?? '';

/** The server options of a shop with a webhook secret whose storefront still answers the cart. */
const shopOptions = (databaseUrl: string | undefined) => ({
  databaseUrl,
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

describe.each(backends)('the orders/create webhook on %s', (backend: Backend) => {
  let server: TestServer;
  let second: TestServer;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    databaseUrl = await databaseUrlFor(backend);
    server = await startServer(shopOptions(databaseUrl));
  });
  afterAll(async () => {
    await second?.close();
    await server.close();
  });

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

  it('closes the cart for every process on the database at once', async () => {
    // A second server process on the same database (SQLite's file, or the PostgreSQL database).
    second = await startServer({ ...shopOptions(databaseUrl), dataDir: server.dataDir });
    const otherToken = 'd4e5f6';
    const otherCookie = `zc_cart=${encodeURIComponent(`gid://shopify/Cart/${otherToken}?key=k1`)}`;
    const onSecond = () =>
      send(second.port, {
        host: 'workwear.localhost',
        path: '/api/storefront/cart',
        headers: { cookie: otherCookie },
      });
    expect((await onSecond()).json()).toMatchObject({ count: 2 });
    const body = JSON.stringify({ id: 4, cart_token: otherToken });
    const headers = { 'x-shopify-webhook-id': 'order-4-delivery' };
    expect((await deliver(body, headers)).json()).toEqual({ closed: true });
    expect((await onSecond()).json()).toEqual({ cartId: null, count: 0 });
    // A replay to the other process is known there too.
    const replay = await send(second.port, {
      method: 'POST',
      host: 'workwear.localhost',
      path: '/api/storefront/webhooks/orders-create',
      headers: {
        'content-type': 'application/json',
        'x-shopify-webhook-id': 'order-4-delivery',
        'x-shopify-hmac-sha256': sign(body),
      },
      body,
    });
    expect(replay.json()).toEqual({ ignored: 'replay' });
  });

  it('forgets deliveries and ordered carts after 48 hours', async () => {
    const db: Database = await openTestDatabase(server.dataDir, databaseUrl);
    try {
      let now = Date.parse('2026-11-29T12:00:00Z');
      const carts = new OrderedCarts(db, () => now);
      const keyed = 'gid://shopify/Cart/a7b8c9?key=k2';
      expect(await carts.firstDelivery('beacon-workwear', 'prune-1')).toBe(true);
      await carts.markOrdered('beacon-workwear', 'a7b8c9');
      expect(await carts.isOrdered('beacon-workwear', keyed)).toBe(true);
      expect(await carts.isOrdered('offsoundings', keyed)).toBe(false);
      now += REMEMBERED_MS - 1000;
      expect(await carts.isOrdered('beacon-workwear', keyed)).toBe(true);
      expect(await carts.firstDelivery('beacon-workwear', 'prune-1')).toBe(false);
      now += 2000;
      // Past 48 hours: no longer counted, and pruned.
      expect(await carts.isOrdered('beacon-workwear', keyed)).toBe(false);
      expect(await carts.prune(now, true)).toBeGreaterThanOrEqual(2);
      const left = await db.get(
        `SELECT COUNT(*) AS n FROM storefront_ordered_carts WHERE cart_token = 'a7b8c9'`,
      );
      expect(Number(left?.n)).toBe(0);
      expect(await carts.firstDelivery('beacon-workwear', 'prune-1')).toBe(true);
    } finally {
      await db.close();
    }
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

describe('the demo simulator’s orders/create webhook', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      localHosts: true,
      orderWebhookSecrets: { 'beacon-workwear': SECRET },
    });
  });
  afterAll(() => server.close());

  const onHost = (
    host: string,
    path: string,
    options: { method?: string; body?: unknown; cookie?: string } = {},
  ) =>
    send(server.port, {
      method: options.method ?? 'GET',
      host,
      path,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });

  const documentOf = (name: string) =>
    gatewayDocuments().find((document) => document.name === name)?.query ?? '';

  /** A cart made through the shop host's gateway, as the Buy Button makes one: its cookie and checkout. */
  async function cartOn(host: string, handle: string) {
    const product = await onHost(host, '/api/storefront/graphql', {
      method: 'POST',
      body: { query: documentOf('query (anonymous): productByHandle'), variables: { handle } },
    });
    const variant = (
      product.json() as {
        data: { productByHandle: { variants: { edges: { node: { id: string } }[] } } };
      }
    ).data.productByHandle.variants.edges[0]?.node.id;
    const created = await onHost(host, '/api/storefront/graphql', {
      method: 'POST',
      body: {
        query: documentOf('CartCreate'),
        variables: { input: { lines: [{ merchandiseId: variant, quantity: 1 }] } },
      },
    });
    const cart = (created.json() as { data: { cartCreate: { cart: { checkoutUrl: string } } } })
      .data.cartCreate.cart;
    const cookie = `zc_cart=${encodeURIComponent(cookiesFrom(created).zc_cart ?? '')}`;
    return { cookie, checkoutPath: new URL(cart.checkoutUrl, `http://${host}`).pathname };
  }

  async function orderedTokens(): Promise<string[]> {
    const db = await openTestDatabase(server.dataDir, undefined);
    try {
      const rows = await db.all('SELECT store, cart_token FROM storefront_ordered_carts');
      return rows.map((row) => `${row.store}|${String(row.cart_token)}`);
    } finally {
      await db.close();
    }
  }

  it('sends a signed orders/create to the shop host’s receiver: the cart is closed at once', async () => {
    const { cookie, checkoutPath } = await cartOn('workwear.localhost', workwearHandle);
    expect(
      (await onHost('workwear.localhost', '/api/storefront/cart', { cookie })).json(),
    ).toMatchObject({ count: 1 });
    const placed = await onHost('workwear.localhost', `${checkoutPath}/order`, { method: 'POST' });
    expect(placed.text).toContain('Thank you for your order');
    // The receiver took it (verified with the shop's secret) and remembered the cart as ordered.
    const token = checkoutPath.split('/').at(-1);
    expect(await orderedTokens()).toContain(`beacon-workwear|${token}`);
    const next = await onHost('workwear.localhost', '/api/storefront/cart', { cookie });
    expect(next.json()).toEqual({ cartId: null, count: 0 });
  });

  it('sends nothing for a shop without a secret', async () => {
    const before = await orderedTokens();
    const { checkoutPath } = await cartOn('sailing.localhost', sailingHandle);
    const placed = await onHost('sailing.localhost', `${checkoutPath}/order`, { method: 'POST' });
    expect(placed.text).toContain('Thank you for your order');
    expect(await orderedTokens()).toEqual(before);
  });
});
