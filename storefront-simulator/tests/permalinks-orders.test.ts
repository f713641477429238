/**
 * Cart permalinks (`<shop>/cart/<variant>:<quantity>,…`) make a cart and go to its checkout;
 * the checkout's Place order closes the cart (later reads find none, as on Shopify) and sends
 * the shop's `orders/create` webhook, signed as Shopify signs it.
 */
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { parsePermalink, registerStorefront } from '../src/fastify/index.ts';

const domain = workwearCatalogue.domain;
const secret = 'webhook-secret';
const received: { headers: Record<string, unknown>; body: string }[] = [];
let receiver: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  receiver = Fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  receiver.post('/webhooks/orders', (request, reply) => {
    received.push({ headers: request.headers, body: String(request.body) });
    return reply.code(200).send();
  });
  const url = await receiver.listen({ port: 0, host: '127.0.0.1' });
  app = Fastify();
  await registerStorefront(app, {
    catalogues,
    orderWebhooks: { [domain]: { url: `${url}/webhooks/orders`, secret } },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await receiver.close();
});

const variants = workwearCatalogue.products.slice(0, 2).map((product) => product.id);
const graphql = (query: string, variables: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/storefront/${domain}/api/2026-04/graphql`,
    headers: { 'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken },
    payload: { query, variables },
  });

describe('cart permalinks and orders', () => {
  it('reads a permalink’s lines, and refuses what is not one', () => {
    expect(parsePermalink('123:1,456:2')).toEqual([
      { variantId: '123', quantity: 1 },
      { variantId: '456', quantity: 2 },
    ]);
    for (const text of ['', '123', '123:0', 'abc:1', '1:1,', '1:1000']) {
      expect(parsePermalink(text), text).toBeUndefined();
    }
  });

  it('makes a cart from a permalink, goes to its checkout, and places the order', async () => {
    const first = (
      await graphql('{ products(first: 2) { nodes { variants(first: 1) { nodes { id } } } } }', {})
    ).json() as { data: { products: { nodes: { variants: { nodes: { id: string }[] } }[] } } };
    const ids = first.data.products.nodes.map((node) =>
      node.variants.nodes[0]?.id.split('/').at(-1),
    );
    expect(variants).toHaveLength(2);
    const link = await app.inject({
      method: 'GET',
      url: `/storefront/${domain}/cart/${ids[0]}:2,${ids[1]}:1`,
    });
    expect(link.statusCode).toBe(303);
    const checkout = String(link.headers.location);
    const token = checkout.split('/').at(-1) ?? '';
    const page = await app.inject({ method: 'GET', url: new URL(checkout).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Qty 2');
    expect(page.body).toContain('>Place order</button>');

    // Place order is a native form post of no fields: an empty urlencoded body, as a browser sends.
    const order = await app.inject({
      method: 'POST',
      url: `${new URL(checkout).pathname}/order`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain('Thank you for your order');
    // The ordered cart is gone.
    expect((await app.inject({ method: 'GET', url: new URL(checkout).pathname })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'POST', url: `${new URL(checkout).pathname}/order` })).statusCode,
    ).toBe(404);

    expect(received).toHaveLength(1);
    const [webhook] = received;
    const signature = createHmac('sha256', secret)
      .update(webhook?.body ?? '')
      .digest('base64');
    expect(webhook?.headers['x-shopify-hmac-sha256']).toBe(signature);
    expect(webhook?.headers['x-shopify-topic']).toBe('orders/create');
    expect(webhook?.headers['x-shopify-shop-domain']).toBe(domain);
    const payload = JSON.parse(webhook?.body ?? '{}');
    expect(payload).toMatchObject({ cart_token: token, currency: 'USD' });
    expect(
      payload.line_items.map((line: { variant_id: number; quantity: number }) => [
        String(line.variant_id),
        line.quantity,
      ]),
    ).toEqual([
      [ids[0], 2],
      [ids[1], 1],
    ]);
  });

  it('writes cart ids with their key, finds a cart only with it, and forgets an ordered one', async () => {
    const cartQuery = 'query($id: ID!) { cart(id: $id) { id totalQuantity } }';
    const listed = (
      await graphql('{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }', {})
    ).json() as { data: { products: { nodes: { variants: { nodes: { id: string }[] } }[] } } };
    const merchandiseId = listed.data.products.nodes[0]?.variants.nodes[0]?.id;
    const made = (
      await graphql(
        'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } } }',
        { lines: [{ merchandiseId, quantity: 2 }] },
      )
    ).json() as { data: { cartCreate: { cart: { id: string; checkoutUrl: string } } } };
    const { id, checkoutUrl } = made.data.cartCreate.cart;
    expect(id).toMatch(/^gid:\/\/shopify\/Cart\/[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
    expect((await graphql(cartQuery, { id })).json()).toEqual({
      data: { cart: { id, totalQuantity: 2 } },
    });
    const [keyless] = id.split('?');
    const otherKey = `${keyless}?key=${'0'.repeat(32)}`;
    for (const wrong of [keyless, otherKey, `${keyless}?key=`]) {
      expect((await graphql(cartQuery, { id: wrong })).json(), wrong).toEqual({
        data: { cart: null },
      });
    }
    const order = await app.inject({
      method: 'POST',
      url: `${new URL(checkoutUrl).pathname}/order`,
    });
    expect(order.statusCode).toBe(200);
    expect((await graphql(cartQuery, { id })).json()).toEqual({ data: { cart: null } });
  });

  it('answers a link to variants the shop does not have with a clear page', async () => {
    const link = await app.inject({ method: 'GET', url: `/storefront/${domain}/cart/999999:1` });
    expect(link.statusCode).toBe(400);
    expect(link.body).toContain('This cart link does not work');
    expect(
      (await app.inject({ method: 'GET', url: `/storefront/${domain}/cart/nope` })).statusCode,
    ).toBe(400);
  });
});

describe('product images', () => {
  const firstImage = async (field: string) => {
    const listed = (
      await graphql(`{ products(first: 1) { nodes { featuredImage { ${field} } } } }`, {})
    ).json() as { data: { products: { nodes: { featuredImage: { url: string } }[] } } };
    return new URL(listed.data.products.nodes[0]?.featuredImage.url ?? '', 'http://localhost');
  };

  it('give a sized address for url(transform:) and transformedSrc', async () => {
    expect((await firstImage('url(transform: { maxWidth: 128 })')).search).toBe('?width=128');
    expect((await firstImage('url(transform: { maxWidth: 900 })')).search).toBe('?width=900');
    expect((await firstImage('url(transform: { maxWidth: 3000 })')).search).toBe('');
    expect((await firstImage('url: transformedSrc(maxWidth: 200, maxHeight: 100)')).search).toBe(
      '?width=100',
    );
  });
});
