import { originOf, type SiteId, tenants } from '../tenants.ts';
import type { SiteModule } from './types.ts';

/** What the shell knows of a site before its own chunk loads. */
export interface SiteEntry {
  id: SiteId;
  /** Brand name, used in titles, the index page and error pages. */
  name: string;
  /** What the site is, in a few words (the local index). */
  kind: string;
  /** The page language. */
  lang: string;
  /** Browser UI colour. */
  themeColor: string;
  /** The site's canonical origin (its first production host). */
  origin: string;
  /** Loads the site's own chunk: pages, content and theme. */
  load: () => Promise<{ site: SiteModule }>;
}

/**
 * Every module that can export a site, each its own chunk loaded on demand: a visitor only
 * downloads their site. A tenant's `entry` names its own.
 */
const siteModules = import.meta.glob<{ site: SiteModule }>([
  '../*/index.tsx',
  '../stubs/stub-*.tsx',
]);

function loaderOf(entry: string): SiteEntry['load'] {
  const load = siteModules[`../${entry}`];
  if (!load) throw new Error(`No site module at sites/${entry}`);
  return load;
}

/** The sites, from the tenants module, each with the loader of its chunk. */
export const registry: Readonly<Record<SiteId, SiteEntry>> = Object.fromEntries(
  tenants.map(({ id, name, kind, lang, themeColor, entry }) => [
    id,
    { id, name, kind, lang, themeColor, origin: originOf(id), load: loaderOf(entry) },
  ]),
) as Record<SiteId, SiteEntry>;
