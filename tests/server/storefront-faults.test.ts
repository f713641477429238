/**
 * The simulator's fault switch, for tests and the local demo: `POST /storefront/_faults` on a
 * shop host makes the simulator fail the named operations of that shop (5xx, 429, a removed
 * field) until `DELETE /storefront/_faults`; a production start has no switch.
 */

import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import buyButton from '@zcomm/storefront-simulator/documents/buy-button.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startServer, type TestServer } from './helpers.ts';

const json = { 'content-type': 'application/json', accept: 'application/json' };

function graphql(
  port: number,
  host: string,
  shop: { domain: string; store: string },
  query: string,
  variables = {},
) {
  return send(port, {
    method: 'POST',
    host,
    path: `/storefront/${shop.domain}/api/2026-04/graphql`,
    headers: { ...json, 'x-shopify-storefront-access-token': demoStorefrontToken(shop.store) },
    body: JSON.stringify({ query, variables }),
  });
}

function setFault(port: number, host: string, body: unknown) {
  return send(port, {
    method: 'POST',
    host,
    path: '/storefront/_faults',
    headers: json,
    body: JSON.stringify(body),
  });
}

const clearFault = (port: number, host: string) =>
  send(port, { method: 'DELETE', host, path: '/storefront/_faults' });

const cartQuery =
  buyButton.documents.find(({ query }) => query.includes('query Cart'))?.query ?? '';

describe('the storefront fault switch in the local demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true, localHosts: true });
  });
  afterAll(() => server.close());

  it('fails every operation of the host’s shop until it is cleared', async () => {
    const set = await setFault(server.port, 'workwear.localhost', {
      fault: '503',
      operations: ['*'],
    });
    expect(set.status).toBe(200);
    expect(set.json()).toEqual({ fault: '503', operations: ['*'] });
    const failed = await graphql(
      server.port,
      'workwear.localhost',
      workwearShop,
      '{ shop { name } }',
    );
    expect(failed.status).toBe(503);
    // The other shop is untouched.
    expect(
      (await graphql(server.port, 'sailing.localhost', sailingShop, '{ shop { name } }')).status,
    ).toBe(200);
    expect((await clearFault(server.port, 'workwear.localhost')).status).toBe(204);
    expect(
      (await graphql(server.port, 'workwear.localhost', workwearShop, '{ shop { name } }')).status,
    ).toBe(200);
  });

  it('fails only the operations it names, with the status asked for', async () => {
    await setFault(server.port, 'workwear.localhost', { fault: '429', operations: ['CartCreate'] });
    expect(
      (await graphql(server.port, 'workwear.localhost', workwearShop, '{ shop { name } }')).status,
    ).toBe(200);
    const throttled = await graphql(
      server.port,
      'workwear.localhost',
      workwearShop,
      'mutation CartCreate { cartCreate { cart { id } } }',
    );
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    await setFault(server.port, 'workwear.localhost', { fault: '500', operations: ['shop'] });
    expect(
      (await graphql(server.port, 'workwear.localhost', workwearShop, '{ shop { name } }')).status,
    ).toBe(500);
    await clearFault(server.port, 'workwear.localhost');
  });

  it('answers as a schema without the deprecated fields would, under removed-field', async () => {
    await setFault(server.port, 'workwear.localhost', {
      fault: 'removed-field',
      operations: ['*'],
    });
    const refused = await graphql(server.port, 'workwear.localhost', workwearShop, cartQuery, {
      id: 'gid://shopify/Cart/0',
    });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(refused.text).toContain('totalTaxAmount');
    const fine = await graphql(
      server.port,
      'workwear.localhost',
      workwearShop,
      '{ shop { name } }',
    );
    expect(fine.json()).toMatchObject({ data: { shop: { name: expect.any(String) } } });
    await clearFault(server.port, 'workwear.localhost');
    const again = await graphql(server.port, 'workwear.localhost', workwearShop, cartQuery, {
      id: 'gid://shopify/Cart/0',
    });
    expect(again.json()).toEqual({ data: { cart: null } });
  });

  it('refuses a body that is not a fault it knows, and changes nothing', async () => {
    for (const body of [
      { fault: '418', operations: ['*'] },
      { fault: '503', operations: [] },
      { fault: '503' },
      { fault: '503', operations: ['*'], extra: true },
      { fault: '503', operations: ['cart { id }'] },
    ]) {
      const refused = await setFault(server.port, 'workwear.localhost', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await graphql(server.port, 'workwear.localhost', workwearShop, '{ shop { name } }')).status,
    ).toBe(200);
  });
});

describe('a production start', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true, localHosts: false });
  });
  afterAll(() => server.close());

  it('has no fault switch', async () => {
    const host = workwearShop.domain ? 'beaconworkwear.example' : '';
    const refused = await setFault(server.port, host, { fault: '503', operations: ['*'] });
    expect(refused.status).toBe(404);
    expect((await graphql(server.port, host, workwearShop, '{ shop { name } }')).status).toBe(200);
  });
});
