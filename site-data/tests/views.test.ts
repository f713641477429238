/** The views: plain JSON computed from the tenants, which the client build takes as values. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shops } from '../shops.ts';
import { tenants } from '../tenants.ts';
import { demoStorefrontDomains } from '../views/demo-storefronts.ts';
import { siteNames } from '../views/site-names.ts';

const viewsDir = path.join(import.meta.dirname, '../views');

describe('views', () => {
  it.each(readdirSync(viewsDir).filter((file) => file.endsWith('.ts')))(
    '%s holds plain JSON only',
    async (file) => {
      const view: Record<string, unknown> = await import(path.join(viewsDir, file));
      expect(Object.keys(view).length).toBeGreaterThan(0);
      for (const value of Object.values(view)) {
        expect(JSON.parse(JSON.stringify(value))).toEqual(value);
      }
    },
  );

  it('give the demo shops’ domains and every site’s name, nothing more', () => {
    expect(demoStorefrontDomains).toEqual(shops.map((shop) => shop.domain));
    expect(siteNames).toEqual(tenants.map(({ id, name }) => ({ id, name })));
  });
});
