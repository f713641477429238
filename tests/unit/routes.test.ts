import { describe, expect, it } from 'vitest';
import { findPage, pageAddresses } from '../../sites/shared/App';
import { registry } from '../../sites/shared/registry';
import { siteIds } from '../../sites/shared/resolve-site';
import { sailingShop, workwearShop } from '../../sites/shared/shops';

/** Every route of SPEC §2, per site. */
const expectedRoutes = {
  workwear: [
    '/',
    '/our-story',
    '/headwear',
    '/jackets',
    '/hoodies',
    '/new-releases',
    '/best-sellers',
    '/concealed-carry',
    '/shirts',
    '/pants',
    '/vests',
    '/accessories',
    '/faq',
    '/contact',
    '/privacy',
    '/terms',
    // The search results (issue 25).
    '/search',
  ],
  sailing: [
    '/',
    '/shirts',
    '/outerwear',
    '/headwear',
    '/faq',
    '/privacy-policy',
    '/terms-of-service',
    '/contact',
    // The search results (issue 25).
    '/search',
  ],
  agency: [
    '/',
    '/about',
    '/services',
    '/faq',
    '/privacy',
    '/shipping',
    '/returns',
    '/guarantee',
    '/terms',
    '/quote',
    '/contact',
    '/login',
    '/inbox',
  ],
  'stub-1': ['/', '/contact'],
  'stub-2': ['/', '/contact'],
  'stub-3': ['/', '/contact'],
} as const;

describe('route tables', () => {
  it.each(siteIds)('%s has exactly the routes of the specification', async (id) => {
    const { site } = await registry[id].load();
    const paths = pageAddresses(site.pages);
    expect(paths.toSorted()).toEqual([...expectedRoutes[id]].toSorted());
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of site.pages) expect(typeof (await page.load())).toBe('function');
  });

  it('finds the page of an address as the router does: exact paths first, then params', async () => {
    const { site } = await registry.workwear.load();
    expect(findPage(site.pages, '/faq')?.path).toBe('/faq');
    expect(findPage(site.pages, '/faq/')?.path).toBe('/faq');
    expect(findPage(site.pages, '/')?.path).toBe('/');
    expect(findPage(site.pages, '/jackets')?.path).toBe('/jackets');
    expect(findPage(site.pages, '/jackets/')?.path).toBe('/jackets');
    // Each collection has its own route: any other address is the not-found page at once.
    expect(findPage(site.pages, '/nope')).toBeUndefined();
    expect(findPage(site.pages, '/FAQ')).toBeUndefined();
    expect(findPage(site.pages, '/Jackets')).toBeUndefined();
    expect(findPage(site.pages, '/faq/more')).toBeUndefined();
    const { site: agency } = await registry.agency.load();
    expect(findPage(agency.pages, '/nope')).toBeUndefined();
  });

  it('gives every shop collection a page', () => {
    for (const collection of workwearShop.collections) {
      expect(expectedRoutes.workwear).toContain(collection.path);
    }
    for (const collection of sailingShop.collections) {
      expect(expectedRoutes.sailing).toContain(collection.path);
    }
  });

  it('names each site and points it at its production origin', () => {
    for (const id of siteIds) {
      expect(registry[id].id).toBe(id);
      expect(registry[id].origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      expect(registry[id].name.length).toBeGreaterThan(2);
    }
  });
});
