/**
 * A checkout that always opens: `GET /api/storefront/cart/checkout` re-reads the kept cart's
 * `checkoutUrl` at the tap and goes there; when the storefront answers 5xx or 429, is slow, or
 * the cart is gone, it goes to Shopify's cart permalink built from the page's lines instead.
 */
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import buyButton from '@zcomm/storefront-simulator/documents/buy-button.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import { cartPermalink, parsePermalinkLines } from '../../server/storefront-gateway/checkout.ts';
import { cookiesFrom, send, setCookieLine, startServer, type TestServer } from './helpers.ts';

const KEYED = 'gid://shopify/Cart/c1a2b3?key=k9y8x7';
const cookie = `zc_cart=${encodeURIComponent(KEYED)}`;
const CHECKOUT = 'https://beacon-workwear.myshopify.com/cart/c/c1a2b3?key=k9y8x7';
const PERMALINK = 'https://beacon-workwear.myshopify.com/cart/123:2,456:1';

/** How the fake shop answers the next CheckoutUrl read. */
let shopAnswer: (signal: AbortSignal) => Promise<Response>;

const tap = (port: number, options: { cookie?: string; lines?: string; json?: boolean } = {}) =>
  send(port, {
    host: 'workwear.localhost',
    path: `/api/storefront/cart/checkout${options.lines === undefined ? '' : `?lines=${options.lines}`}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json ? { accept: 'application/json' } : {}),
    },
  });

describe('permalink lines', () => {
  it('reads `<variant>:<quantity>` pairs and builds Shopify’s permalink from them', () => {
    const lines = parsePermalinkLines('123:2,456:1');
    expect(lines).toEqual([
      { variantId: '123', quantity: 2 },
      { variantId: '456', quantity: 1 },
    ]);
    expect(cartPermalink('https://shop.myshopify.com/', lines ?? [])).toBe(
      'https://shop.myshopify.com/cart/123:2,456:1',
    );
    for (const text of [undefined, '', '123', '123:0', 'a:1', '1:1,', '1:1000', ['1:1']]) {
      expect(parsePermalinkLines(text), String(text)).toBeUndefined();
    }
  });
});

describe('the checkout of a real shop', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      storefronts: parseStorefrontSettings(
        JSON.stringify({
          'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: 'public-token-1' },
        }),
      ),
      storefrontGateway: {
        timeoutMs: 300,
        fetch: (_url, init) => shopAnswer(init?.signal ?? new AbortController().signal),
      },
    });
  });
  afterAll(() => server.close());

  const answering = (status: number, body: unknown) => {
    shopAnswer = async () => new Response(JSON.stringify(body), { status });
  };

  it('goes to the cart’s checkout, read at the tap', async () => {
    answering(200, { data: { cart: { id: KEYED, checkoutUrl: CHECKOUT, totalQuantity: 3 } } });
    const response = await tap(server.port, { cookie, lines: '123:2,456:1' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(CHECKOUT);
    expect(response.headers['cache-control']).toBe('no-store');
    const asJson = await tap(server.port, { cookie, lines: '123:2,456:1', json: true });
    expect(asJson.json()).toEqual({ url: CHECKOUT, fallback: null });
  });

  for (const status of [500, 502, 503, 429]) {
    it(`goes to the permalink when the storefront answers ${status}, keeping the cart`, async () => {
      answering(status, { errors: [{ message: 'Unavailable' }] });
      const response = await tap(server.port, { cookie, lines: '123:2,456:1' });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(PERMALINK);
      expect(setCookieLine(response, 'zc_cart')).toBeUndefined();
      const asJson = await tap(server.port, { cookie, lines: '123:2,456:1', json: true });
      expect(asJson.json()).toEqual({ url: PERMALINK, fallback: 'unavailable' });
    });
  }

  it('goes to the permalink when the storefront is slow', async () => {
    shopAnswer = (signal) =>
      new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const started = Date.now();
    const response = await tap(server.port, { cookie, lines: '123:2' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('https://beacon-workwear.myshopify.com/cart/123:2');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('goes to the permalink, and forgets the cart, when the cart is gone', async () => {
    answering(200, { data: { cart: null } });
    const response = await tap(server.port, { cookie, lines: '123:2,456:1' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(PERMALINK);
    expect(setCookieLine(response, 'zc_cart') ?? '').toMatch(/^zc_cart=;/);
    const asJson = await tap(server.port, { cookie, lines: '123:2,456:1', json: true });
    expect(asJson.json()).toEqual({ url: PERMALINK, fallback: 'gone' });
  });

  it('goes to the permalink without a kept cart', async () => {
    const response = await tap(server.port, { lines: '123:2,456:1' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(PERMALINK);
  });

  it('says so clearly, with a Try again, when neither can open', async () => {
    answering(503, { errors: [{ message: 'Unavailable' }] });
    const page = await tap(server.port, { cookie });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Checkout could not open');
    expect(page.text).toContain('Your cart is kept');
    expect(page.text).toContain('href="/api/storefront/cart/checkout">Try again</a>');
    expect(setCookieLine(page, 'zc_cart')).toBeUndefined();
    const asJson = await tap(server.port, { cookie, lines: 'nonsense', json: true });
    expect(asJson.status).toBe(503);
    expect(asJson.json()).toMatchObject({ url: null, fallback: 'unavailable' });
  });
});

const cartCreate = buyButton.documents.find(({ query }) => query.includes('mutation CartCreate'));

describe('the checkout of a demo shop, when its storefront fails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true, localHosts: true });
  });
  afterAll(() => server.close());

  it('goes to the simulator’s permalink, which opens a checkout with the same lines', async () => {
    const host = 'workwear.localhost';
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const listed = await send(server.port, {
      method: 'POST',
      host,
      path: `/storefront/${workwearShop.domain}/api/2026-04/graphql`,
      headers: {
        ...json,
        'x-shopify-storefront-access-token': demoStorefrontToken('beacon-workwear'),
      },
      body: JSON.stringify({
        query: '{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }',
      }),
    });
    const variant = (
      listed.json() as {
        data: { products: { nodes: { variants: { nodes: { id: string }[] } }[] } };
      }
    ).data.products.nodes[0]?.variants.nodes[0]?.id;
    expect(variant).toBeDefined();
    const created = await send(server.port, {
      method: 'POST',
      host,
      path: '/api/storefront/graphql',
      headers: json,
      body: JSON.stringify({
        query: cartCreate?.query,
        variables: { input: { lines: [{ merchandiseId: variant, quantity: 2 }] } },
      }),
    });
    expect(created.status).toBe(200);
    const kept = `zc_cart=${encodeURIComponent(cookiesFrom(created).zc_cart ?? '')}`;
    const lines = `${variant?.split('/').at(-1)}:2`;

    const direct = await tap(server.port, { cookie: kept, lines });
    expect(direct.status).toBe(303);
    expect(direct.headers.location).toMatch(
      new RegExp(`^http://${host}/storefront/${workwearShop.domain}/checkout/[0-9a-f]{32}`),
    );

    await send(server.port, {
      method: 'POST',
      host,
      path: '/storefront/_faults',
      headers: json,
      body: JSON.stringify({ fault: '503', operations: ['*'] }),
    });
    const fallback = await tap(server.port, { cookie: kept, lines });
    expect(fallback.status).toBe(303);
    const permalink = new URL(String(fallback.headers.location));
    expect(permalink.pathname).toBe(`/storefront/${workwearShop.domain}/cart/${lines}`);
    const opened = await send(server.port, { host, path: permalink.pathname });
    expect(opened.status).toBe(303);
    const checkout = await send(server.port, {
      host,
      path: new URL(String(opened.headers.location)).pathname,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain('Qty 2');
    await send(server.port, { method: 'DELETE', host, path: '/storefront/_faults' });
  });
});
