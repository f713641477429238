/** The simulator's routes: under the prefix they are registered with, each with its schemas. */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { storefrontPlugin } from '../src/fastify/index.ts';

async function simulatorUnder(prefix: string) {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(storefrontPlugin, { prefix, catalogues, faults: true });
  await app.ready();
  return { app, routes };
}

describe('the simulator’s routes', () => {
  it('live under the prefix they are registered with, and the URLs they hand out say so', async () => {
    const { app, routes } = await simulatorUnder('/shop-api');
    expect(routes.map((route) => route.url).every((url) => url.startsWith('/shop-api/'))).toBe(
      true,
    );
    const answer = await app.inject({
      method: 'POST',
      url: `/shop-api/${workwearCatalogue.domain}/api/2026-04/graphql`,
      headers: { 'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken },
      payload: { query: '{ products(first: 1) { nodes { featuredImage { url } } } }' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`/shop-api/${workwearCatalogue.domain}/images/`);
    const unprefixed = await app.inject({
      method: 'POST',
      url: `/storefront/${workwearCatalogue.domain}/api/2026-04/graphql`,
      payload: { query: '{ shop { name } }' },
    });
    expect(unprefixed.statusCode).toBe(404);
  });

  it('declare a schema of every path parameter and query they read', async () => {
    const { routes } = await simulatorUnder('/storefront');
    const withParams = routes.filter((route) => route.url.includes('/:'));
    expect(withParams.length).toBeGreaterThanOrEqual(6);
    for (const route of withParams) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = route.schema?.params as { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(params?.properties ?? {}), `${route.method} ${route.url}`).toEqual(names);
    }
    const image = routes.find((route) => route.url.endsWith('/images/:file'));
    const query = image?.schema?.querystring as { properties?: Record<string, unknown> };
    expect(Object.keys(query?.properties ?? {})).toEqual(['width', 'height']);
  });
});
