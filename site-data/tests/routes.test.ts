/** Each site's routes, from its tenant record and its shop. */
import { describe, expect, it } from 'vitest';
import { addressesOf, addressesOfKind, PRODUCT_ROUTE, routesOf } from '../routes.ts';
import { sailingShop } from '../tenants/sailing.ts';
import { workwearShop } from '../tenants/workwear.ts';
import { siteIds } from '../tenants.ts';

describe('routes', () => {
  it('give a shop its own pages, a page per collection and its product pages', () => {
    const routes = routesOf('workwear');
    expect(routes.slice(0, 7).map((route) => route.kind)).toEqual([
      'home',
      'content',
      'search',
      'content',
      'form',
      'content',
      'content',
    ]);
    expect(addressesOfKind('workwear', ['collection'])).toEqual(
      workwearShop.collections.map((collection) => collection.path),
    );
    expect(routes.at(-1)).toEqual({ path: PRODUCT_ROUTE, kind: 'product' });
    expect(addressesOf('workwear')).toHaveLength(19);
    expect(addressesOf('workwear')).not.toContain(PRODUCT_ROUTE);
    expect(addressesOf('sailing')).toHaveLength(11);
    expect(addressesOfKind('sailing', ['collection'])).toEqual(
      sailingShop.collections.map((collection) => collection.path),
    );
  });

  it('give a site without a shop no collection or product pages', () => {
    for (const id of ['agency', 'stub-1', 'stub-2', 'stub-3'] as const) {
      expect(addressesOfKind(id, ['collection', 'product'])).toEqual([]);
    }
    expect(addressesOfKind('agency', ['staff'])).toEqual(['/login', '/inbox']);
    expect(addressesOfKind('agency', ['form']).toSorted()).toEqual(['/contact', '/quote']);
    expect(addressesOf('stub-1')).toEqual(['/', '/contact']);
  });

  it.each(siteIds)('%s: every address once, the front page among them', (id) => {
    const addresses = addressesOf(id);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toContain('/');
  });
});
