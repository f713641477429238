import { productionHosts } from '../hosts.config.ts';
import type { SiteId, SiteModule } from './types.ts';

/** What the shell knows of a site before its own chunk loads. */
export interface SiteEntry {
  id: SiteId;
  /** Brand name, used in titles, the index page and error pages. */
  name: string;
  /** The page language. */
  lang: string;
  /** Browser UI colour. */
  themeColor: string;
  /** The site's canonical origin (its first production host). */
  origin: string;
  /** Loads the site's own chunk: pages, content and theme. */
  load: () => Promise<{ site: SiteModule }>;
}

const originOf = (id: SiteId) => `https://${productionHosts[id][0]}`;

/** The six sites. Each `load` is a separate chunk, so a visitor only downloads their site. */
export const registry: Readonly<Record<SiteId, SiteEntry>> = {
  workwear: {
    id: 'workwear',
    name: 'Beacon Workwear',
    lang: 'en-US',
    themeColor: '#1f2328',
    origin: originOf('workwear'),
    load: () => import('../workwear/index.tsx'),
  },
  sailing: {
    id: 'sailing',
    name: 'Off Soundings',
    lang: 'en-US',
    themeColor: '#13294b',
    origin: originOf('sailing'),
    load: () => import('../sailing/index.tsx'),
  },
  agency: {
    id: 'agency',
    name: 'Z-Comm',
    lang: 'en-US',
    themeColor: '#111827',
    origin: originOf('agency'),
    load: () => import('../agency/index.tsx'),
  },
  'stub-1': {
    id: 'stub-1',
    name: 'Harborline Goods',
    lang: 'en-US',
    themeColor: '#0f5257',
    origin: originOf('stub-1'),
    load: () => import('../stubs/stub-1.tsx'),
  },
  'stub-2': {
    id: 'stub-2',
    name: 'Ridgeway Outfitters',
    lang: 'en-US',
    themeColor: '#1f3d2b',
    origin: originOf('stub-2'),
    load: () => import('../stubs/stub-2.tsx'),
  },
  'stub-3': {
    id: 'stub-3',
    name: 'Lantern & Loom',
    lang: 'en-US',
    themeColor: '#4a2545',
    origin: originOf('stub-3'),
    load: () => import('../stubs/stub-3.tsx'),
  },
};
