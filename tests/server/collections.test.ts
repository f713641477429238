import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, send, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
const get = (path: string, host = 'workwear.localhost') => send(server.port, { host, path });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /api/collections', () => {
  it("lists a store's collections in catalogue order with every record field", async () => {
    const response = await get('/api/collections?store=beacon-workwear');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const records = response.json() as Record<string, string>[];
    expect(records.map((record) => record.collection_name)).toEqual([
      'Headwear',
      'Jackets',
      'Hoodies',
      'New Releases',
      'Best Sellers',
      'Concealed Carry Collection',
      'Shirts',
      'Pants',
      'Vests',
      'Accessories',
    ]);
    const jackets = workwearShop.collections[1];
    expect(records[1]).toEqual({
      collection_id: jackets.id,
      collection_name: 'Jackets',
      collection_store: 'beacon-workwear',
      collection_node: `collection-component-${jackets.id}`,
      collection_domain: 'beacon-workwear-demo.myshopify.com',
      collection_token: expect.stringMatching(/\S/),
      collection_link: '/jackets',
    });
  });

  it('filters by collection id', async () => {
    const outerwear = sailingShop.collections[1];
    const response = await get(
      `/api/collections?store=off-soundings&collectionId=${outerwear.id}`,
      'sailing.localhost',
    );
    expect(response.status).toBe(200);
    const records = response.json() as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      collection_id: outerwear.id,
      collection_name: 'Outerwear',
      collection_store: 'off-soundings',
      collection_domain: 'offsoundings-demo.myshopify.com',
      collection_link: '/outerwear',
    });
  });

  it('answers an empty list for an unknown store or id, and never mixes stores', async () => {
    expect((await get('/api/collections?store=nobody')).json()).toEqual([]);
    const otherStore = workwearShop.collections[0].id;
    expect(
      (await get(`/api/collections?store=off-soundings&collectionId=${otherStore}`)).json(),
    ).toEqual([]);
    expect((await get('/api/collections?store=off-soundings&collectionId=1')).json()).toEqual([]);
  });

  it.each([
    ['no store', '/api/collections'],
    ['an empty store', '/api/collections?store='],
    ['upper case', '/api/collections?store=Beacon-Workwear'],
    ['a quote', "/api/collections?store=beacon'--"],
    ['a space', '/api/collections?store=beacon%20workwear'],
    ['a long store', `/api/collections?store=${'a'.repeat(65)}`],
    ['two stores', '/api/collections?store=a&store=b'],
    ['a non-numeric id', '/api/collections?store=off-soundings&collectionId=abc'],
    ['a negative id', '/api/collections?store=off-soundings&collectionId=-1'],
    ['an empty id', '/api/collections?store=off-soundings&collectionId='],
    ['two ids', '/api/collections?store=off-soundings&collectionId=1&collectionId=2'],
  ])('rejects %s with 400 and an error', async (_label, path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('hands out the XSRF cookie on API reads', async () => {
    const client = new Client(server.port, 'sailing.localhost');
    await client.request('GET', '/api/collections?store=off-soundings');
    expect(client.cookies['XSRF-TOKEN']).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
