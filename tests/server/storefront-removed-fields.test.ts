/**
 * Removed fields never break a cart: the recorded Buy Button documents, sent through the gateway
 * to the simulator executing the pinned schema with the four deprecated fields they use taken
 * out (the `removed-field` fault), all answer, in the shape the documents asked for.
 */
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuyButtonDocuments } from '../../server/storefront-gateway/documents.ts';
import { send, startServer, type TestServer } from './helpers.ts';

const host = 'workwear.localhost';
const json = { 'content-type': 'application/json', accept: 'application/json' };
const recorded = readBuyButtonDocuments();
const queryOf = (name: string, index = 0) =>
  recorded.filter((document) => document.name === name)[index]?.query ?? '';

type Answer = { data: Record<string, unknown>; errors?: { message: string }[] };

describe('the Buy Button’s documents on a schema without their deprecated fields', () => {
  let server: TestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(server.port, {
      method: 'POST',
      host,
      path,
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  const direct = (query: string, variables: Record<string, unknown>) =>
    post(
      `/storefront/${workwearShop.domain}/api/2026-04/graphql`,
      { query, variables },
      {
        'x-shopify-storefront-access-token': demoStorefrontToken(workwearShop.store),
      },
    );
  const gateway = async (query: string, variables: Record<string, unknown>) => {
    const response = await post('/api/storefront/graphql', { query, variables });
    expect(response.status).toBe(200);
    return response.json() as Answer;
  };

  let collectionId = '';
  let variantId = '';
  beforeAll(async () => {
    server = await startServer({ storefront: true, localHosts: true });
    const listed = (
      await direct(
        '{ collections(first: 1) { nodes { id products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } } } }',
        {},
      )
    ).json() as {
      data: {
        collections: {
          nodes: { id: string; products: { nodes: { variants: { nodes: { id: string }[] } }[] } }[];
        };
      };
    };
    const collection = listed.data.collections.nodes[0];
    collectionId = collection?.id ?? '';
    variantId = collection?.products.nodes[0]?.variants.nodes[0]?.id ?? '';
    const set = await post('/storefront/_faults', { fault: 'removed-field', operations: ['*'] });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await send(server.port, { method: 'DELETE', host, path: '/storefront/_faults' });
    await server.close();
  });

  it('has the recorded documents, which fail when sent straight to such a schema', async () => {
    expect(recorded.map((document) => document.name).sort()).toEqual([
      'Cart',
      'CartCreate',
      'CartLinesAdd',
      'CartLinesUpdate',
      'query (anonymous): node',
      'query (anonymous): node',
    ]);
    const answer = (await direct(queryOf('CartCreate'), {
      input: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
    }).then((response) => response.json())) as Answer;
    expect(answer.errors?.map((error) => error.message).join('\n')).toMatch(
      /totalTaxAmount|deliveryAddressPreferences/,
    );
  });

  it('answers each of them through the gateway, in the shape asked for', async () => {
    const grid = await gateway(queryOf('query (anonymous): node', 0), {
      id: collectionId,
      productsFirst: 4,
    });
    expect(grid.errors).toBeUndefined();
    const products = (
      grid.data.node as { products: { edges: { node: { options: { values: unknown[] }[] } }[] } }
    ).products.edges;
    expect(products.length).toBeGreaterThan(0);
    // ProductOption.values comes back from its replacement, optionValues, as the names.
    const values = products[0]?.node.options[0]?.values ?? [];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(typeof value).toBe('string');

    const nextPage = await gateway(queryOf('query (anonymous): node', 1), { productsFirst: 4 });
    expect(nextPage.errors).toBeUndefined();

    const created = await gateway(queryOf('CartCreate'), {
      input: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
    });
    expect(created.errors).toBeUndefined();
    const cart = (created.data.cartCreate as { cart: Record<string, unknown> }).cart;
    const cost = cart.cost as Record<string, unknown>;
    expect(cost).toHaveProperty('totalTaxAmount', null);
    expect(cost).toHaveProperty('totalDutyAmount', null);
    expect(cart.buyerIdentity).toHaveProperty('deliveryAddressPreferences', []);
    const cartId = String(cart.id);

    const added = await gateway(queryOf('CartLinesAdd'), {
      cartId,
      lines: [{ merchandiseId: variantId, quantity: 1 }],
    });
    expect(added.errors).toBeUndefined();
    const lineId = (
      added.data.cartLinesAdd as { cart: { lines: { edges: { node: { id: string } }[] } } }
    ).cart.lines.edges[0]?.node.id;

    const updated = await gateway(queryOf('CartLinesUpdate'), {
      cartId,
      lines: [{ id: lineId, quantity: 3 }],
    });
    expect(updated.errors).toBeUndefined();

    const read = await gateway(queryOf('Cart'), { id: cartId });
    expect(read.errors).toBeUndefined();
    const kept = read.data.cart as { lines: { edges: { node: { quantity: number } }[] } };
    expect(kept.lines.edges[0]?.node.quantity).toBe(3);
    expect((read.data.cart as { cost: object }).cost).toHaveProperty('totalTaxAmount', null);
  });
});
