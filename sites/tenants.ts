/**
 * Every site this front end serves, as data: the one place a brand is declared. The site id
 * type, the host table, the shell's registry, the server's shops and policies, the package's
 * theme entries, Storybook's brands and modes, the build's public folders and the visual
 * review's matrix are all derived from this list. No React here: the server and the build
 * scripts import it as is.
 */

export interface TenantShopCollection {
  /** Storefront collection id (numeric string). */
  id: string;
  /** Collection name as the shop shows it. */
  name: string;
  /** Site path of the collection page. */
  path: string;
}

/** A tenant's Buy Button shop: its store name in our API and its demo storefront. */
export interface TenantShop {
  /** The `store` query value of GET /api/collections. */
  store: string;
  /** Demo storefront domain served by the local simulator. */
  domain: string;
  collections: readonly TenantShopCollection[];
}

export interface Tenant {
  /** Site id: the local host `<id>.localhost`, the theme (`data-brand`) and the theme file. */
  id: string;
  /** Brand name: titles, the local index, error pages, Storybook's brand menu. */
  name: string;
  /** What the site is, in a few words (the local index and Storybook say it). */
  kind: string;
  /** Production host names; the first is the canonical origin. */
  hosts: readonly string[];
  /** The page language. */
  lang: string;
  /** Browser UI colour (`<meta name="theme-color">`). */
  themeColor: string;
  /** The theme's font packages (`@fontsource…`), self-hosted by the site and the stories. */
  fonts: readonly string[];
  /** The site's source folder under `sites/` (the placeholders share one). */
  folder: string;
  /**
   * The module that exports the site (`site: SiteModule`), relative to `sites/`: its own
   * chunk, loaded only on its hosts. `<folder>/index.tsx`, or `stubs/<id>.tsx` for a placeholder.
   */
  entry: string;
  /** The site's own public files (favicon, robots.txt), relative to `sites/`. */
  publicDir: string;
  /** The shop whose collections the site shows, for a shop. */
  shop?: TenantShop;
}

export const tenants = [
  {
    id: 'workwear',
    name: 'Beacon Workwear',
    kind: 'high-visibility workwear shop',
    hosts: ['beaconworkwear.example'],
    lang: 'en-US',
    themeColor: '#1f2328',
    fonts: ['@fontsource-variable/oswald', '@fontsource-variable/inter'],
    folder: 'workwear',
    entry: 'workwear/index.tsx',
    publicDir: 'workwear/public',
    shop: {
      store: 'beacon-workwear',
      domain: 'beacon-workwear-demo.myshopify.com',
      collections: [
        { id: '410000000001', name: 'Headwear', path: '/headwear' },
        { id: '410000000002', name: 'Jackets', path: '/jackets' },
        { id: '410000000003', name: 'Hoodies', path: '/hoodies' },
        { id: '410000000004', name: 'New Releases', path: '/new-releases' },
        { id: '410000000005', name: 'Best Sellers', path: '/best-sellers' },
        { id: '410000000006', name: 'Concealed Carry Collection', path: '/concealed-carry' },
        { id: '410000000007', name: 'Shirts', path: '/shirts' },
        { id: '410000000008', name: 'Pants', path: '/pants' },
        { id: '410000000009', name: 'Vests', path: '/vests' },
        { id: '410000000010', name: 'Accessories', path: '/accessories' },
      ],
    },
  },
  {
    id: 'sailing',
    name: 'Off Soundings',
    kind: 'sailing-apparel shop',
    hosts: ['offsoundings.example'],
    lang: 'en-US',
    themeColor: '#13294b',
    fonts: ['@fontsource-variable/montserrat'],
    folder: 'sailing',
    entry: 'sailing/index.tsx',
    publicDir: 'sailing/public',
    shop: {
      store: 'off-soundings',
      domain: 'offsoundings-demo.myshopify.com',
      collections: [
        { id: '420000000001', name: 'Shirts', path: '/shirts' },
        { id: '420000000002', name: 'Outerwear', path: '/outerwear' },
        { id: '420000000003', name: 'Headwear', path: '/headwear' },
      ],
    },
  },
  {
    id: 'agency',
    name: 'Z-Comm',
    kind: 'e-commerce agency',
    hosts: ['zcomm.example'],
    lang: 'en-US',
    themeColor: '#111827',
    fonts: ['@fontsource-variable/inter'],
    folder: 'agency',
    entry: 'agency/index.tsx',
    publicDir: 'agency/public',
  },
  {
    id: 'stub-1',
    name: 'Harborline Goods',
    kind: 'brand placeholder',
    hosts: ['harborlinegoods.example'],
    lang: 'en-US',
    themeColor: '#0f5257',
    fonts: ['@fontsource-variable/inter'],
    folder: 'stubs',
    entry: 'stubs/stub-1.tsx',
    publicDir: 'stubs/public/stub-1',
  },
  {
    id: 'stub-2',
    name: 'Ridgeway Outfitters',
    kind: 'brand placeholder',
    hosts: ['ridgewayoutfitters.example'],
    lang: 'en-US',
    themeColor: '#1f3d2b',
    fonts: ['@fontsource-variable/inter', '@fontsource-variable/montserrat'],
    folder: 'stubs',
    entry: 'stubs/stub-2.tsx',
    publicDir: 'stubs/public/stub-2',
  },
  {
    id: 'stub-3',
    name: 'Lantern & Loom',
    kind: 'brand placeholder',
    hosts: ['lanternandloom.example'],
    lang: 'en-US',
    themeColor: '#4a2545',
    fonts: ['@fontsource-variable/inter', '@fontsource-variable/source-serif-4'],
    folder: 'stubs',
    entry: 'stubs/stub-3.tsx',
    publicDir: 'stubs/public/stub-3',
  },
] as const satisfies readonly Tenant[];

/** The site ids: also the `data-brand` theme ids and the local host names. */
export type SiteId = (typeof tenants)[number]['id'];

/** The site ids, in the order the local index lists them. */
export const siteIds: readonly SiteId[] = tenants.map((tenant) => tenant.id);

type TenantOf<Id extends SiteId> = Extract<(typeof tenants)[number], { id: Id }>;

/** The tenant of a site id. */
export function tenantOf<Id extends SiteId>(id: Id): TenantOf<Id> {
  const tenant = tenants.find((candidate): candidate is TenantOf<Id> => candidate.id === id);
  if (!tenant) throw new Error(`No tenant ${id}`);
  return tenant;
}

/** The site's canonical origin: its first production host. */
export function originOf(id: SiteId): string {
  return `https://${tenantOf(id).hosts[0]}`;
}
