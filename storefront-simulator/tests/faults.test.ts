/** The fault switch's `timeout`: the request gets no answer until the time is up, then 504. */
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { operationNameOf } from '../src/fastify/faults.ts';
import { registerStorefront } from '../src/fastify/index.ts';

it('holds a request under a timeout fault, then answers 504', async () => {
  const app = Fastify();
  await registerStorefront(app, { catalogues, faults: true, faultTimeoutMs: 300 });
  await app.ready();
  await app.inject({
    method: 'POST',
    url: '/storefront/_faults',
    payload: { fault: 'timeout', operations: ['shop'] },
  });
  const started = Date.now();
  const held = await app.inject({
    method: 'POST',
    url: `/storefront/${workwearCatalogue.domain}/api/2026-04/graphql`,
    headers: { 'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken },
    payload: { query: '{ shop { name } }' },
  });
  expect(held.statusCode).toBe(504);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  await app.close();
});

it('names an operation by its name, else its first root field', () => {
  expect(operationNameOf({ query: 'mutation CartCreate { cartCreate { cart { id } } }' })).toBe(
    'CartCreate',
  );
  expect(operationNameOf({ query: 'query ($id: ID!) { node(id: $id) { id } }' })).toBe('node');
  expect(operationNameOf({ query: '{ shop' })).toBeUndefined();
});
