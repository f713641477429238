import { LISTING_SEARCH_QUERY, SUGGEST_QUERY } from '@zcomm/site-data/api/storefront-documents';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayDocuments } from '../../server/app.ts';
import { PRODUCT_QUERY } from '../../server/products/storefront.ts';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import { documentAllowList } from '../../server/storefront-gateway/documents.ts';
import { createStorefrontGateway } from '../../server/storefront-gateway/gateway.ts';
import { defaultGatewayBudgets } from '../../server/storefront-gateway/limits.ts';
import { STOREFRONT_API_VERSION } from '../../server/storefront-gateway/version.ts';
import { send, startServer, type TestServer } from './helpers.ts';

const PATH = '/api/storefront/graphql';
const PRIVATE_TOKEN = 'shpat_private-token-never-shown';
const PUBLIC_TOKEN = 'public-token-1234';

function post(
  port: number,
  body: string,
  headers: Record<string, string> = {},
  host = 'workwear.localhost',
) {
  return send(port, {
    method: 'POST',
    host,
    path: PATH,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

const suggest = JSON.stringify({ query: SUGGEST_QUERY, variables: { query: 'jacket', limit: 2 } });

describe('the storefront gateway on the demo shops (the simulator)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true });
  });
  afterAll(() => server.close());

  it('forwards a known document to the shop of the host and answers its data', async () => {
    const response = await post(server.port, suggest);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as {
      data: { predictiveSearch: { products: { title: string }[] } };
    };
    expect(body.data.predictiveSearch.products.length).toBeGreaterThan(0);
    const sailing = await post(server.port, suggest, {}, 'sailing.localhost');
    expect(sailing.status).toBe(200);
    expect(sailing.text).not.toBe(response.text);
  });

  it('refuses a document it does not know with a clear 403', async () => {
    const response = await post(server.port, JSON.stringify({ query: '{ shop { name } }' }));
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Unknown document/) }],
    });
  });

  it('answers a clear 4xx to a bad body', async () => {
    const cases: [string, number, RegExp, Record<string, string>?][] = [
      ['[1, 2]', 400, /JSON object/],
      [JSON.stringify({ variables: {} }), 400, /"query"/],
      [JSON.stringify({ query: SUGGEST_QUERY, variables: [1] }), 400, /"variables"/],
      [JSON.stringify({ query: SUGGEST_QUERY, operationName: 3 }), 400, /"operationName"/],
      ['{"query": ', 400, /malformed/i],
      [suggest, 415, /application\/json/, { 'content-type': 'text/plain' }],
      [
        JSON.stringify({ query: SUGGEST_QUERY, variables: { query: 'x'.repeat(70_000) } }),
        413,
        /too large/i,
      ],
    ];
    for (const [body, status, message, headers] of cases) {
      const response = await post(server.port, body, headers);
      expect(response.status, body.slice(0, 40)).toBe(status);
      const answer = response.json() as { errors: { message: string }[] };
      expect(answer.errors[0]?.message).toMatch(message);
    }
  });

  it('is there on the shop hosts only', async () => {
    const response = await post(server.port, suggest, {}, 'agency.localhost');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('"data"');
  });
});

describe('the storefront gateway for a real shop', () => {
  let server: TestServer;
  const asked: { url: string; headers: Record<string, string>; body: string }[] = [];
  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      storefronts: parseStorefrontSettings(
        JSON.stringify({
          'beacon-workwear': {
            domain: 'beacon-workwear.myshopify.com',
            token: PUBLIC_TOKEN,
            privateToken: PRIVATE_TOKEN,
          },
        }),
      ),
      storefrontGateway: {
        fetch: async (url, init) => {
          const headers = Object.fromEntries(new Headers(init?.headers).entries());
          asked.push({ url: String(url), headers, body: String(init?.body) });
          const echo = {
            errors: [{ message: `Invalid token ${headers['shopify-storefront-private-token']}` }],
          };
          return new Response(JSON.stringify(echo), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    });
  });
  afterAll(() => server.close());

  it('asks the shop at the pinned version with the private token and the shopper’s address', async () => {
    asked.length = 0;
    await post(server.port, suggest, { 'x-shopify-storefront-access-token': 'from-the-browser' });
    expect(asked).toHaveLength(1);
    const [call] = asked;
    expect(call?.url).toBe(
      `https://beacon-workwear.myshopify.com/api/${STOREFRONT_API_VERSION}/graphql`,
    );
    expect(STOREFRONT_API_VERSION).toBe('2026-04');
    expect(call?.headers['shopify-storefront-private-token']).toBe(PRIVATE_TOKEN);
    expect(call?.headers['x-shopify-storefront-access-token']).toBeUndefined();
    expect(call?.headers['shopify-storefront-buyer-ip']).toBe('127.0.0.1');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      query: SUGGEST_QUERY,
      variables: { query: 'jacket', limit: 2 },
    });
  });

  it('never hands the private token to a browser, even when the shop echoes it', async () => {
    const answer = await post(server.port, suggest);
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(PRIVATE_TOKEN);
    expect(answer.text).toContain('Invalid token');
    expect(answer.text).toContain('[private token]');
    for (const path of ['/', '/api/collections?store=beacon-workwear']) {
      const page = await send(server.port, { host: 'workwear.localhost', path });
      expect(page.text).not.toContain(PRIVATE_TOKEN);
      expect(JSON.stringify(page.headers)).not.toContain(PRIVATE_TOKEN);
    }
  });
});

describe('the storefront gateway’s budgets', () => {
  const app = Fastify();
  const answers: number[] = [];
  const gateway = createStorefrontGateway(app, {
    storefronts: {
      'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: PUBLIC_TOKEN },
    },
    simulator: false,
    simulatorBase: '/storefront',
    allowList: documentAllowList(gatewayDocuments()),
    budgets: {
      browser: { shop: { max: 5, windowMs: 60_000 }, client: { max: 3, windowMs: 60_000 } },
      'product-page': { shop: { max: 4, windowMs: 60_000 }, client: { max: 2, windowMs: 60_000 } },
      sitemap: { shop: { max: 2, windowMs: 60_000 } },
    },
    fetch: async () => {
      answers.push(200);
      return new Response('{"data":{"product":null}}', { status: 200 });
    },
  });
  afterAll(() => app.close());

  const call = (caller: 'browser' | 'product-page' | 'sitemap', clientAddress: string) =>
    gateway.forward({
      shop: workwearShop,
      caller,
      clientAddress,
      body: { query: caller === 'browser' ? LISTING_SEARCH_QUERY : PRODUCT_QUERY, variables: {} },
    });

  it('gives each client its own budget within its kind, and each kind its own', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await call('browser', '203.0.113.1')).status).toBe(200);
    }
    const refused = await call('browser', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another client still gets through, and so do the product pages and the sitemap.
    expect((await call('browser', '203.0.113.2')).status).toBe(200);
    expect((await call('product-page', '203.0.113.1')).status).toBe(200);
    expect((await call('sitemap', '127.0.0.254')).status).toBe(200);
  });

  it('keeps one client from spending the product pages’ budget of the shop', async () => {
    expect((await call('product-page', '198.51.100.7')).status).toBe(200);
    expect((await call('product-page', '198.51.100.7')).status).toBe(200);
    expect((await call('product-page', '198.51.100.7')).status).toBe(429);
    expect((await call('product-page', '198.51.100.8')).status).toBe(200);
  });

  it('caps each kind per shop, counting an IPv6 client by its /64', async () => {
    expect((await call('browser', '2001:db8::1')).status).toBe(200);
    // The shop's browsers have had 5 now: the next client is refused too.
    expect((await call('browser', '2001:db8::2')).status).toBe(429);
    expect((await call('sitemap', '127.0.0.254')).status).toBe(200);
    expect((await call('sitemap', '127.0.0.254')).status).toBe(429);
  });
});

describe('the storefront gateway’s default budgets under a flood from many addresses', () => {
  const app = Fastify();
  const gateway = createStorefrontGateway(app, {
    storefronts: {
      'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: PUBLIC_TOKEN },
    },
    simulator: false,
    simulatorBase: '/storefront',
    allowList: documentAllowList(gatewayDocuments()),
    fetch: async () => new Response('{"data":{"product":null}}', { status: 200 }),
  });
  afterAll(() => app.close());

  const call = (caller: 'browser' | 'product-page', clientAddress: string) =>
    gateway.forward({
      shop: workwearShop,
      caller,
      clientAddress,
      body: {
        query: caller === 'browser' ? LISTING_SEARCH_QUERY : PRODUCT_QUERY,
        variables: { handle: 'no-such-product' },
      },
    });

  for (const caller of ['product-page', 'browser'] as const) {
    it(`keeps a shopper’s ${caller} calls going while others spend the shop’s budget`, async () => {
      const { shop, client } = defaultGatewayBudgets[caller];
      if (!client) throw new Error('no client budget');
      // Enough addresses, each spending its whole allowance and more, to spend the shop's.
      const addresses = Math.ceil(shop.max / client.max) + 1;
      let refused = 0;
      for (let address = 0; address < addresses; address += 1) {
        for (let index = 0; index < client.max + 5; index += 1) {
          const answer = await call(caller, `203.0.${Math.floor(address / 200)}.${address % 200}`);
          if (answer.status === 429) refused += 1;
        }
      }
      // Each flooding address was refused past its own allowance, or earlier.
      expect(refused).toBeGreaterThanOrEqual(addresses * 5);
      // Shoppers who asked for little still get through, an IPv6 one too.
      for (const shopper of ['198.51.100.7', '198.51.100.8', '2001:db8:1::1']) {
        expect((await call(caller, shopper)).status, shopper).toBe(200);
      }
    });
  }
});
