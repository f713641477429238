import { addressesOf, addressesOfKind, PRODUCT_ROUTE } from '@zcomm/site-data/routes';
import { siteIds } from '@zcomm/site-data/tenants';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { describe, expect, it } from 'vitest';
import { findPage, pageAddresses } from '../../sites/shared/shell/App';
import { loadSite } from '../../sites/shared/shell/registry';

describe('route tables', () => {
  it.each(siteIds)('%s has exactly the routes its tenant declares', async (id) => {
    const { site } = await loadSite(id);
    const paths = pageAddresses(site.pages);
    expect(paths.toSorted()).toEqual(addressesOf(id).toSorted());
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of site.pages) expect(typeof (await page.load())).toBe('function');
  });

  it('finds the page of an address as the router does: exact paths first, then params', async () => {
    const { site } = await loadSite('workwear');
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
    const { site: agency } = await loadSite('agency');
    expect(findPage(agency.pages, '/nope')).toBeUndefined();
  });

  it('gives every shop collection a page, and its product pages a route of params', async () => {
    for (const [id, shop] of [
      ['workwear', workwearShop],
      ['sailing', sailingShop],
    ] as const) {
      const { site } = await loadSite(id);
      for (const collection of shop.collections) {
        expect(findPage(site.pages, collection.path)?.path).toBe(collection.path);
      }
      expect(site.pages.find((page) => page.path === PRODUCT_ROUTE)?.paths).toEqual([]);
    }
  });

  it.each(siteIds)(
    '%s marks its staff pages private, its search results and crew lists unlisted',
    async (id) => {
      const { site } = await loadSite(id);
      const marked = (flag: 'private' | 'unlisted') =>
        pageAddresses(site.pages.filter((page) => page[flag])).toSorted();
      expect(marked('private')).toEqual(addressesOfKind(id, ['staff']).toSorted());
      // A crew list is reached from the link its organiser shares, never from the sitemap.
      const crew = pageAddresses(site.pages).filter((address) => address === '/crew');
      expect(marked('unlisted')).toEqual([...addressesOfKind(id, ['search']), ...crew].toSorted());
    },
  );

  it('names each site and points it at its production origin', async () => {
    for (const id of siteIds) {
      const { entry } = await loadSite(id);
      expect(entry.id).toBe(id);
      expect(entry.origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      expect(entry.name.length).toBeGreaterThan(2);
    }
  });
});
