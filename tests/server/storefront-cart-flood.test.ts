/**
 * The simulator keeps 1,000 carts: a flood of cart creations must never push out a shopper's
 * cart, whether it comes from a few addresses or from many addresses of one IPv6 network.
 */
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.ts';

const CREATE = 'mutation { cartCreate { cart { id } } }';
const READ = 'query Cart($id: ID!) { cart(id: $id) { id } }';

interface Cart {
  id: string;
}

let server: TestServer;
beforeAll(async () => {
  // The simulator lets each client (an IPv6 one by its /64) make 300 calls a minute: here the
  // flood gets through at once what it would in four minutes.
  server = await startServer({
    storefront: true,
    rateLimits: { storefront: { max: 1_100, timeWindow: 60_000 } },
  });
});
afterAll(() => server.close());

/** One GraphQL call to the demo shop's simulator, from `remoteAddress`. */
async function graphql(remoteAddress: string, query: string, variables = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/storefront/${workwearShop.domain}/api/2026-04/graphql`,
    headers: {
      host: 'workwear.localhost',
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
    },
    remoteAddress,
    payload: { query, variables },
  });
  const body = response.json() as { data?: { cartCreate?: { cart: Cart }; cart?: Cart | null } };
  return { status: response.statusCode, body };
}

async function shopperCart(): Promise<string> {
  const created = await graphql('198.51.100.7', CREATE);
  const id = created.body.data?.cartCreate?.cart.id;
  if (typeof id !== 'string') throw new Error('no cart');
  return id;
}

describe('a flood of cart creations', () => {
  it('keeps a shopper’s cart through 1,040 from four addresses', async () => {
    const id = await shopperCart();
    for (let index = 0; index < 1_040; index += 1) {
      expect((await graphql(`203.0.113.${index % 4}`, CREATE)).status).toBe(200);
    }
    const read = await graphql('198.51.100.7', READ, { id });
    expect(read.body.data?.cart).toEqual({ id });
  }, 120_000);

  it('keeps a shopper’s cart through 1,040 from as many addresses of one IPv6 /64', async () => {
    const id = await shopperCart();
    for (let index = 0; index < 1_040; index += 1) {
      expect((await graphql(`2001:db8:5:7::${index.toString(16)}`, CREATE)).status).toBe(200);
    }
    const read = await graphql('198.51.100.7', READ, { id });
    expect(read.body.data?.cart).toEqual({ id });
  }, 120_000);
});
