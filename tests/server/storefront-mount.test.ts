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

  it('serves the shop’s pictures as PNGs at the width asked, by query or file name', async () => {
    const listed = await send(server.port, {
      method: 'POST',
      host: 'workwear.localhost',
      path: graphqlPath,
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': demoStorefrontToken(workwearShop.store),
      },
      body: JSON.stringify({
        query: '{ products(first: 1) { nodes { featuredImage { url width height } } } }',
      }),
    });
    const image = (
      listed.json() as {
        data: { products: { nodes: { featuredImage: { url: string; width: number } }[] } };
      }
    ).data.products.nodes[0]?.featuredImage;
    expect(image?.width).toBe(2048);
    const path = new URL(image?.url ?? '').pathname;
    expect(path).toMatch(/^\/storefront\/[^/]+\/images\/[a-z0-9-]+\.png$/);
    for (const asked of [`${path}?width=400`, path.replace(/\.png$/, '_400x600.png')]) {
      const picture = await send(server.port, {
        host: 'workwear.localhost',
        path: asked,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(picture.status, asked).toBe(200);
      expect(picture.headers['content-type'], asked).toBe('image/png');
      // A PNG is compressed already: sent as it is.
      expect(picture.headers['content-encoding'], asked).toBeUndefined();
      expect(picture.body.subarray(12, 16).toString('latin1'), asked).toBe('IHDR');
      expect(picture.body.readUInt32BE(16), asked).toBe(400);
      const again = await send(server.port, {
        host: 'workwear.localhost',
        path: asked,
        headers: { 'if-none-match': String(picture.headers.etag) },
      });
      expect(again.status, asked).toBe(304);
    }
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
