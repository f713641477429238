/** A flood of cart creations from a few addresses never empties another shopper's cart. */
import { expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { createStorefront } from '../src/engine.ts';
import { clientOf } from '../src/fastify/client.ts';

const urls = { image: (file: string) => file, checkout: (token: string) => token };
const create = 'mutation { cartCreate { cart { id } } }';

it('keeps a shopper’s cart through 1,040 cart creations from four addresses', () => {
  const storefront = createStorefront({ catalogues, maxCarts: 1000 });
  const request = (client: string, query: string, variables = {}) =>
    storefront.handle({
      domain: workwearCatalogue.domain,
      accessToken: workwearCatalogue.storefrontAccessToken,
      body: { query, variables },
      urls,
      client,
    }).body.data as Record<string, { cart: { id: string } } | null>;
  const shopper = request('198.51.100.7', create).cartCreate?.cart.id;
  for (let index = 0; index < 1040; index += 1) request(`203.0.113.${index % 4}`, create);
  expect(
    request('198.51.100.7', 'query($id: ID!) { cart(id: $id) { id } }', { id: shopper }),
  ).toEqual({
    cart: { id: shopper },
  });
  // Each flooding address kept only its own newest carts.
  const first = request('203.0.113.0', create).cartCreate?.cart.id;
  expect(first).toBeDefined();
});

it('counts a client as its rate limit does: IPv4 as it is, IPv6 by its /64', () => {
  expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
  expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientOf('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
  expect(clientOf('2001:0db8:0005:0007:ffff:1:2:3')).toBe('2001:db8:5:7::/64');
  expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientOf('::1')).toBe('0:0:0:0::/64');
});
