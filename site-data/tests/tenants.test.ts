/** The tenant records: one per brand, each complete and unique where it must be. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveHost } from '../hosts.ts';
import { demoStorefrontToken, shops } from '../shops.ts';
import { workwear, workwearShop } from '../tenants/workwear.ts';
import { siteIds, tenantOf, tenants } from '../tenants.ts';

describe('tenants', () => {
  it('have unique ids usable as host labels and theme names, and unique hosts', () => {
    expect(new Set(siteIds).size).toBe(tenants.length);
    for (const id of siteIds) expect(id).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
    const hosts = tenants.flatMap((tenant) => tenant.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const tenant of tenants) {
      expect(tenant.hosts.length).toBeGreaterThan(0);
      for (const host of tenant.hosts) expect(host).toBe(host.toLowerCase());
      expect(tenant.themeColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('are each declared in a record of their own, all in the list', () => {
    const records = readdirSync(path.join(import.meta.dirname, '../tenants'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(records.toSorted()).toEqual([...siteIds].toSorted());
    expect(tenantOf('workwear')).toBe(workwear);
    expect(() => tenantOf('nowhere' as 'workwear')).toThrow('No tenant nowhere');
  });

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    '%s: its hosts and local host resolve to it',
    (id, tenant) => {
      expect(resolveHost(`${id}.localhost`)).toEqual({ kind: 'site', siteId: id });
      for (const host of tenant.hosts) {
        expect(resolveHost(host)).toEqual({ kind: 'site', siteId: id });
      }
    },
  );

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    '%s: its pages are unique, each a path from the root (a case study one level down)',
    (_id, tenant) => {
      const paths = tenant.pages.map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      expect(paths).toContain('/');
    },
  );
});

describe('shops', () => {
  it('are the tenants’ shops, in tenant order', () => {
    const withShops = tenants.filter((tenant) => 'shop' in tenant);
    expect(shops).toEqual(withShops.map((tenant) => tenant.shop));
    expect(shops[0]).toBe(workwearShop);
  });

  it('have unique stores, domains and collection ids, and collection paths no page takes', () => {
    expect(new Set(shops.map((shop) => shop.store)).size).toBe(shops.length);
    expect(new Set(shops.map((shop) => shop.domain)).size).toBe(shops.length);
    const ids = shops.flatMap((shop) => shop.collections.map((collection) => collection.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const tenant of tenants) {
      if (!('shop' in tenant)) continue;
      const pages = new Set<string>(tenant.pages.map((page) => page.path));
      for (const { id, path } of tenant.shop.collections) {
        expect(id).toMatch(/^\d+$/);
        expect(pages.has(path), `${tenant.id} ${path}`).toBe(false);
      }
    }
  });

  it('each have a demo token of their own', () => {
    const tokens = shops.map((shop) => demoStorefrontToken(shop.store));
    expect(new Set(tokens).size).toBe(shops.length);
    expect(demoStorefrontToken('beacon-workwear')).toBe('demo-storefront-token-beacon-workwear');
  });
});
