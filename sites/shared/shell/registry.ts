import { originOf } from '@zcomm/site-data/hosts';
import type { SiteId } from '@zcomm/site-data/tenants';
import { hostTable } from '@zcomm/site-data/views/host-table';
import type { SiteEntryModule, SiteModule } from './types.ts';

/**
 * What the shell knows of a site once its chunk has loaded, from the tenant record the chunk
 * brings: no page of one site carries another brand's record.
 */
export interface SiteEntry {
  id: SiteId;
  /** Brand name, used in titles and error pages. */
  name: string;
  /** The page language. */
  lang: string;
  /** The site's canonical origin (its first production host). */
  origin: string;
}

/** A site's own chunk, loaded: its entry and its module (pages, layout, content and theme). */
export interface LoadedSite {
  entry: SiteEntry;
  site: SiteModule;
}

/**
 * Every module that can export a site, each its own chunk loaded on demand: a visitor only
 * downloads their site. A tenant's `entry` names its own.
 */
const siteModules = import.meta.glob<SiteEntryModule>([
  '../../*/index.tsx',
  '../../stubs/stub-*.tsx',
]);

function loaderOf(entry: string): () => Promise<SiteEntryModule> {
  const load = siteModules[`../../${entry}`];
  if (!load) throw new Error(`No site module at sites/${entry}`);
  return load;
}

/** The loader of each site's chunk, from the host table. */
const loaders = new Map(hostTable.sites.map(({ id, entry }) => [id, loaderOf(entry)]));

/** Loads a site's own chunk and makes its entry from the tenant record the chunk holds. */
export async function loadSite(id: SiteId): Promise<LoadedSite> {
  const load = loaders.get(id);
  if (!load) throw new Error(`No site ${id}`);
  const { tenant, site } = await load();
  if (tenant.id !== id) throw new Error(`The module of ${id} exports the tenant ${tenant.id}`);
  return { entry: { id, name: tenant.name, lang: tenant.lang, origin: originOf(id) }, site };
}
