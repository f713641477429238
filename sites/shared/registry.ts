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

/** Each site's own chunk, loaded on demand: a visitor only downloads their site. */
const loaders: Readonly<Record<SiteId, SiteEntry['load']>> = {
  workwear: () => import('../workwear/index.tsx'),
  sailing: () => import('../sailing/index.tsx'),
  agency: () => import('../agency/index.tsx'),
  'stub-1': () => import('../stubs/stub-1.tsx'),
  'stub-2': () => import('../stubs/stub-2.tsx'),
  'stub-3': () => import('../stubs/stub-3.tsx'),
};

/** The sites, from the tenants module, each with the loader of its chunk. */
export const registry: Readonly<Record<SiteId, SiteEntry>> = Object.fromEntries(
  tenants.map(({ id, name, kind, lang, themeColor }) => [
    id,
    { id, name, kind, lang, themeColor, origin: originOf(id), load: loaders[id] },
  ]),
) as Record<SiteId, SiteEntry>;
