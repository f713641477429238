import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayDocuments } from '../../server/app.ts';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import { documentName } from '../../server/storefront-gateway/documents.ts';
import { send, setCookieLine, startServer, type TestServer } from './helpers.ts';

const documents = gatewayDocuments();
const queryOf = (name: string) => documents.find((document) => document.name === name)?.query ?? '';
const KEYED = 'gid://shopify/Cart/c1a2b3?key=k9y8x7';

/** What the fake shop answers next, by operation. */
let next: Record<string, unknown> = {};

describe('the cookie cart', () => {
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
        fetch: async (_url, init) => {
          const { query } = JSON.parse(String(init?.body)) as { query: string };
          // Known by its operation's name: the gateway sends the Buy Button's documents translated.
          const name = documentName(query);
          return new Response(JSON.stringify(next[name] ?? { data: null }), { status: 200 });
        },
      },
    });
  });
  afterAll(() => server.close());

  const gateway = (name: string, cookie?: string, https = false) =>
    send(server.port, {
      method: 'POST',
      host: 'workwear.localhost',
      path: '/api/storefront/graphql',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(https ? { 'x-forwarded-proto': 'https' } : {}),
      },
      body: JSON.stringify({ query: queryOf(name), variables: {} }),
    });
  const handed = (cookie?: string) =>
    send(server.port, {
      host: 'workwear.localhost',
      path: '/api/storefront/cart',
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('keeps a created cart’s id with its key in an HttpOnly, SameSite=Lax cookie', async () => {
    next = { CartCreate: { data: { cartCreate: { cart: { id: KEYED, lines: { edges: [] } } } } } };
    const response = await gateway('CartCreate');
    expect(response.status).toBe(200);
    const line = setCookieLine(response, 'zc_cart') ?? '';
    expect(decodeURIComponent(line.split(';')[0] ?? '')).toBe(`zc_cart=${KEYED}`);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Domain=/i);
  });

  it('hands the cookie’s cart and its count to the page, and nothing without a cookie', async () => {
    next = { CartCount: { data: { cart: { id: KEYED, totalQuantity: 4 } } } };
    const withCookie = await handed(`zc_cart=${encodeURIComponent(KEYED)}`);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('no-store');
    expect(withCookie.json()).toEqual({ cartId: KEYED, count: 4 });
    expect((await handed()).json()).toEqual({ cartId: null, count: 0 });
  });

  it('hands the cart with an unknown count when the storefront cannot say', async () => {
    next = { CartCount: { errors: [{ message: 'Throttled' }] } };
    const response = await handed(`zc_cart=${encodeURIComponent(KEYED)}`);
    expect(response.json()).toEqual({ cartId: KEYED, count: null });
    expect(setCookieLine(response, 'zc_cart')).toBeUndefined();
  });

  it('forgets, when handing it, a cart the storefront no longer has', async () => {
    next = { CartCount: { data: { cart: null } } };
    const response = await handed(`zc_cart=${encodeURIComponent(KEYED)}`);
    expect(response.json()).toEqual({ cartId: null, count: 0 });
    expect(setCookieLine(response, 'zc_cart') ?? '').toMatch(/^zc_cart=;/);
  });

  it('never keeps or hands out a cart id without its key', async () => {
    next = {
      CartCreate: { data: { cartCreate: { cart: { id: 'gid://shopify/Cart/c1a2b3' } } } },
    };
    const response = await gateway('CartCreate');
    expect(setCookieLine(response, 'zc_cart')).toBeUndefined();
    const keyless = await handed(`zc_cart=${encodeURIComponent('gid://shopify/Cart/c1a2b3')}`);
    expect(keyless.json()).toEqual({ cartId: null, count: 0 });
  });

  it('forgets a cart the storefront no longer has (expired, unknown or ordered)', async () => {
    next = { Cart: { data: { cart: null } } };
    const response = await gateway('Cart', `zc_cart=${encodeURIComponent(KEYED)}`);
    const line = setCookieLine(response, 'zc_cart') ?? '';
    expect(line).toMatch(/^zc_cart=;/);
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });
});
