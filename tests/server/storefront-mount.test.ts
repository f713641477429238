import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMarker, send, startServer, type TestServer } from './helpers.ts';

const graphqlPath = `/storefront/${workwearShop.domain}/api/2025-01/graphql`;

function queryShop(port: number, host: string) {
  return send(port, {
    method: 'POST',
    host,
    path: graphqlPath,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-shopify-storefront-access-token': demoStorefrontToken(workwearShop.store),
    },
    body: JSON.stringify({ query: '{ shop { name } }' }),
  });
}

describe('storefront simulator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true });
  });
  afterAll(() => server.close());

  it('answers the Storefront API on the shop hosts, for the seeded token', async () => {
    const response = await queryShop(server.port, 'workwear.localhost');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ data: { shop: { name: expect.any(String) } } });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect((await queryShop(server.port, 'sailing.localhost')).status).toBe(200);
  });

  it('is not there on the other hosts', async () => {
    for (const host of ['agency.localhost', 'stub-1.localhost']) {
      const response = await queryShop(server.port, host);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('"data"');
    }
    expect((await queryShop(server.port, 'evil.example')).text).toBe('Unknown site');
  });

  it('does not take part in the API XSRF check', async () => {
    const response = await queryShop(server.port, 'workwear.localhost');
    expect(response.status).not.toBe(403);
  });
});

describe('storefront simulator switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: false });
  });
  afterAll(() => server.close());

  it('leaves /storefront to the 404 page', async () => {
    const response = await queryShop(server.port, 'workwear.localhost');
    expect(response.status).toBe(404);
    expect(response.text).toContain(pageMarker('workwear', '404'));
  });
});
