import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originOf } from '@zcomm/site-data/hosts';
import { siteIds, tenants } from '@zcomm/site-data/tenants';
import { describe, expect, it } from 'vitest';
import { allModes } from '../../.storybook/modes';
import { siteShops, siteStorefront } from '../../server/shared/real-storefronts';
import { loadSite } from '../../sites/shared/shell/registry';
import type { SiteEntryModule } from '../../sites/shared/shell/types';
import tsupConfig from '../../tsup.config';
import { allBrands } from '../visual/matrix';

const root = path.resolve(import.meta.dirname, '../..');
const sitesDir = path.join(root, 'sites');

/** Every CSS file under a folder, as one text. */
function cssUnder(folder: string): string {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/**
 * A tenant record is the one place a brand is declared (`site-data/`, whose own tests check the
 * records): every list below is derived from the tenants, and each test names the place a new
 * tenant would otherwise be forgotten.
 */
describe('tenants', () => {
  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    '%s: a theme file in the package and in its build',
    (id) => {
      const theme = path.join(root, 'lib/themes', `${id}.css`);
      expect(existsSync(theme), `lib/themes/${id}.css`).toBe(true);
      expect(readFileSync(theme, 'utf8')).toContain(`[data-brand="${id}"]`);
      const cssBuild = tsupConfig as unknown as { entry: Record<string, string> }[];
      const entries = Object.assign({}, ...cssBuild.map((config) => config.entry));
      expect(path.relative(root, entries[`themes/${id}`])).toBe(`lib/themes/${id}.css`);
    },
  );

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    '%s: a site folder, a public folder with a favicon, and the fonts it self-hosts',
    (_id, tenant) => {
      const folder = path.join(sitesDir, tenant.folder);
      expect(existsSync(folder), `sites/${tenant.folder}`).toBe(true);
      expect(existsSync(path.join(sitesDir, tenant.publicDir, 'favicon.svg'))).toBe(true);
      const css = cssUnder(folder);
      for (const font of tenant.fonts) {
        expect(existsSync(path.join(root, 'node_modules', font, 'package.json')), font).toBe(true);
        expect(css, `sites/${tenant.folder} self-hosts ${font}`).toContain(`${font}/files/`);
      }
    },
  );

  it('each export their record from their module, and are in the shell’s site loaders, the Storybook modes and the visual matrix', async () => {
    for (const tenant of tenants) {
      expect(existsSync(path.join(sitesDir, tenant.entry)), `sites/${tenant.entry}`).toBe(true);
      const module: Partial<SiteEntryModule> = await import(path.join(sitesDir, tenant.entry));
      expect(module.tenant, `sites/${tenant.entry} exports its record as \`tenant\``).toBe(tenant);
      const { entry, site } = await loadSite(tenant.id);
      expect(entry).toEqual({
        id: tenant.id,
        name: tenant.name,
        lang: tenant.lang,
        origin: originOf(tenant.id),
      });
      expect(typeof site.Layout).toBe('function');
      expect(site.pages.length).toBeGreaterThan(0);
      expect(allModes[`${tenant.id} phone`]).toEqual({ brand: tenant.id, viewport: 'mobile' });
      expect(allModes[`${tenant.id} desktop`]).toEqual({ brand: tenant.id, viewport: 'desktop' });
    }
    expect(allBrands).toEqual([...siteIds]);
  });

  it('give the server its shops and storefronts', () => {
    for (const tenant of tenants) {
      const shop = 'shop' in tenant ? tenant.shop : undefined;
      expect(siteShops[tenant.id]).toBe(shop);
      expect(siteStorefront(tenant.id)?.store).toBe(shop?.store);
    }
  });
});
