import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type SiteId, siteIds, tenants } from '@zcomm/site-data/tenants';

/**
 * Which stories are shot in which brand and at which width.
 *
 * - A component's stories are shot in every brand whose site renders the component (read from
 *   the sites' imports of the package; a module of `sites/shared` counts for the brands whose
 *   folders import it, directly or through other shared modules, or all of them for the
 *   shell's own; a folder of several tenants, such as
 *   `sites/stubs`, for each of them). A brand that never shows a component gains nothing from
 *   a picture of it.
 * - Foundations (tokens, type, buttons) are what a theme is: every brand.
 * - A story that pins a brand or a viewport (its `globals`) is shot only in that brand or width.
 * - Everything else at 390 px and 1280 px.
 */

const root = path.resolve(import.meta.dirname, '../..');

export const allBrands: SiteId[] = [...siteIds];

/** The brand Storybook shows when none is chosen (`initialGlobals` in .storybook/preview.tsx). */
export const defaultBrand: SiteId = 'agency';

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** Widths of the viewports stories may pin (.storybook/preview.tsx). */
const viewportWidths: Record<string, number> = {
  mobile: 390,
  belowDesktop: 991,
  desktopStart: 992,
  desktop: 1280,
};

/** A story as the visual run finds it in the built Storybook (scripts/visual.mjs). */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /** Globals the story or its file pins (brand, viewport). */
  globals: { brand?: string; viewport?: { value?: string } };
}

export interface StoryShot {
  story: StoryEntry;
  brand: SiteId;
  width: number;
}

/** The brands whose site code lives in a folder of `sites/`. */
function brandsOfFolder(folder: string): SiteId[] {
  return tenants.filter((tenant) => tenant.folder === folder).map((tenant) => tenant.id);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const relativeImport = /(?:from\s+|import\()'(\.{1,2}\/[^']+)'/g;

/** The file a relative import names (TypeScript's resolution: with or without its extension). */
function resolveImport(
  files: ReadonlySet<string>,
  from: string,
  specifier: string,
): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate));
}

/** Who imports each source file of `sites/` (relative imports, static or dynamic). */
function importersOf(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const importers = new Map<string, string[]>();
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const target = specifier ? resolveImport(known, file, specifier) : undefined;
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  return importers;
}

/**
 * The brands a file of `sites/shared` serves, following its importers up: a site folder's file
 * counts for that folder's brands, a shared file for the brands it serves in turn, and a shared
 * file nobody imports (the shell's entries) for every brand. So the shop kit (the product page
 * and what it imports) counts for the shops alone, the shell for all.
 */
function brandsOfSharedFile(
  file: string,
  importers: Map<string, string[]>,
  sharedDir: string,
  seen = new Set<string>(),
): SiteId[] {
  const by = importers.get(file) ?? [];
  if (by.length === 0) return allBrands;
  seen.add(file);
  const brands = new Set<SiteId>();
  for (const importer of by) {
    if (!importer.startsWith(sharedDir + path.sep)) {
      const folder = path.relative(path.join(root, 'sites'), importer).split(path.sep)[0] ?? '';
      for (const brand of brandsOfFolder(folder)) brands.add(brand);
    } else if (!seen.has(importer)) {
      for (const brand of brandsOfSharedFile(importer, importers, sharedDir, seen)) {
        brands.add(brand);
      }
    }
  }
  return [...brands];
}

const packageImport =
  /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@zcomm\/storefront-ui(?:\/collection-grid)?'/g;

/** The package's components each brand's site renders (value imports, not type imports). */
export function componentBrands(): Map<string, Set<SiteId>> {
  const usage = new Map<string, Set<SiteId>>();
  const sitesDir = path.join(root, 'sites');
  const folders = readdirSync(sitesDir, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .map((folder) => folder.name);
  const sharedDir = path.join(sitesDir, 'shared');
  const importers = importersOf(sourceFiles(sitesDir));
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(sitesDir, folder))) {
      const brands =
        folder === 'shared'
          ? brandsOfSharedFile(file, importers, sharedDir)
          : brandsOfFolder(folder);
      for (const match of readFileSync(file, 'utf8').matchAll(packageImport)) {
        if (match[1]) continue;
        for (const specifier of (match[2] ?? '').split(',')) {
          const name = specifier.trim();
          if (!/^[A-Z]\w*$/.test(name)) continue;
          const set = usage.get(name) ?? new Set<SiteId>();
          for (const brand of brands) set.add(brand);
          usage.set(name, set);
        }
      }
    }
  }
  return usage;
}

/** Every (story, brand, width) to shoot, in a stable order. */
export function storyShots(stories: StoryEntry[]): StoryShot[] {
  const usage = componentBrands();
  const shots: StoryShot[] = [];
  for (const story of stories) {
    const [section, component = ''] = story.title.split('/');
    let brands: SiteId[] =
      section === 'Foundations'
        ? allBrands
        : allBrands.filter((brand) => usage.get(component)?.has(brand));
    if (brands.length === 0) brands = [defaultBrand];
    const pinnedBrand = story.globals.brand as SiteId | undefined;
    if (pinnedBrand) brands = [pinnedBrand];
    const pinnedWidth = viewportWidths[story.globals.viewport?.value ?? ''];
    const widths = pinnedWidth ? [pinnedWidth] : [PHONE_WIDTH, DESKTOP_WIDTH];
    for (const brand of brands) for (const width of widths) shots.push({ story, brand, width });
  }
  return shots;
}

/** File name of a story's baseline. */
export function storyShotName({ story, brand, width }: StoryShot): string {
  return `${story.id}--${brand}--${width}.png`;
}

/** Each site's key pages: home, a collection with products, the FAQ, a form, a policy. */
export const keyPages: { site: SiteId; route: string }[] = [
  { site: 'workwear', route: '/' },
  { site: 'workwear', route: '/jackets' },
  { site: 'workwear', route: '/products/class-3-hi-vis-bomber-jacket' },
  { site: 'workwear', route: '/faq' },
  { site: 'workwear', route: '/contact' },
  { site: 'workwear', route: '/privacy' },
  { site: 'sailing', route: '/' },
  { site: 'sailing', route: '/outerwear' },
  { site: 'sailing', route: '/products/skipper-henley' },
  { site: 'sailing', route: '/faq' },
  { site: 'sailing', route: '/contact' },
  { site: 'sailing', route: '/privacy-policy' },
  { site: 'agency', route: '/' },
  { site: 'agency', route: '/faq' },
  { site: 'agency', route: '/quote' },
  { site: 'agency', route: '/contact' },
  { site: 'agency', route: '/privacy' },
  { site: 'stub-1', route: '/' },
  { site: 'stub-1', route: '/contact' },
  { site: 'stub-2', route: '/' },
  { site: 'stub-2', route: '/contact' },
  { site: 'stub-3', route: '/' },
  { site: 'stub-3', route: '/contact' },
];

/** File name of a page's baseline. */
export function pageShotName(site: SiteId, route: string, width: number): string {
  const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  return `${site}--${slug}--${width}.png`;
}

/** The Buy Button's parts open over a collection, and a collection at a tablet's width. */
export interface ShopShot {
  site: SiteId;
  route: string;
  part: 'dialog' | 'cart' | 'collection';
  width: number;
}

/** A tablet's width: between the phone and the desktop layouts. */
export const TABLET_WIDTH = 768;

export const shopShots: ShopShot[] = (
  [
    { site: 'workwear', route: '/jackets' },
    { site: 'sailing', route: '/outerwear' },
  ] as const
).flatMap(({ site, route }) => [
  ...(['dialog', 'cart'] as const).flatMap((part) =>
    [PHONE_WIDTH, DESKTOP_WIDTH].map((width) => ({ site, route, part, width })),
  ),
  { site, route, part: 'collection' as const, width: TABLET_WIDTH },
]);

export function shopShotName({ site, route, part, width }: ShopShot): string {
  return `${site}--${route.slice(1)}--${part}--${width}.png`;
}

/**
 * Search and filters in their states (workwear; sailing's look the same in its own theme): the
 * header's suggestions open, the filter sheet open on a collection, and a results page.
 */
export const searchShots: {
  name: string;
  route: string;
  state: 'suggestions' | 'filters' | 'page';
}[] = [
  // A page without a product grid behind the open menu: the grid's frames draw in their own time.
  { name: 'search-suggestions', route: '/our-story', state: 'suggestions' },
  { name: 'filter-sheet', route: '/jackets', state: 'filters' },
  { name: 'search-results', route: '/search?q=class+3', state: 'page' },
];

/** File name of a search state's baseline. */
export function searchShotName(name: string, width: number): string {
  return `workwear--${name}--${width}.png`;
}

/**
 * The agency's staff pages: the sign-in page, and the inbox signed in over a fixed answer of its
 * API (`inbox-fixture.ts`), with nothing open and with a submission open.
 */
export const staffShots: { name: string; route: string; signedIn: boolean }[] = [
  { name: 'login', route: '/login', signedIn: false },
  { name: 'inbox', route: '/inbox', signedIn: true },
  { name: 'inbox-open', route: '/inbox?id=7d1f0c2a-5b8e-4c3d-9a61-2f0e8b7c4d11', signedIn: true },
];

/** File name of a staff page's baseline. */
export function staffShotName(name: string, width: number): string {
  return `agency--${name}--${width}.png`;
}
