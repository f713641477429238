import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as demoStorefronts from '@zcomm/site-data/views/demo-storefronts';
import * as formNames from '@zcomm/site-data/views/form-names';
import * as hostTable from '@zcomm/site-data/views/host-table';
import * as siteNames from '@zcomm/site-data/views/site-names';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from './aliases.config.ts';
import { fontSubset } from './scripts/font-subset.mjs';

/**
 * React Router publishes its production build beside the development one, and its package's
 * `exports` name only the latter: a build of the sites takes the production one, without the
 * development checks and warnings (about half a kilobyte compressed off every first load).
 */
const productionBuilds = [
  {
    find: /^react-router$/,
    replacement: path.join(
      import.meta.dirname,
      'node_modules/react-router/dist/production/index.mjs',
    ),
  },
];

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const root = import.meta.dirname;

/**
 * The data package's views (`site-data/views/`), by path from the repository's root: each
 * computed from the tenants here, at build time, and given to the browser as plain values, so a
 * page carries the view it needs and never the tenants behind it (other brands' names, shops
 * and pages).
 */
export const dataViews: Record<string, Record<string, unknown>> = {
  'site-data/views/demo-storefronts.ts': demoStorefronts,
  'site-data/views/form-names.ts': formNames,
  'site-data/views/host-table.ts': hostTable,
  'site-data/views/site-names.ts': siteNames,
};

/** The source of a view module as its values: one `export const` per export, in JSON. */
export function viewSource(view: Record<string, unknown>): string {
  return Object.entries(view)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
    .join('');
}

/** Serves each data view as its values (`dataViews`). */
function dataViewValues(): Plugin {
  return {
    name: 'zc-data-view-values',
    enforce: 'pre',
    load(id) {
      const view = dataViews[path.relative(root, id).replaceAll('\\', '/')];
      return view ? viewSource(view) : null;
    },
  };
}

/**
 * Modules every page of a kind loads together, one file per set rather than one request per
 * module: a browser opens six connections to a host that serves HTTP/1.1, and every further
 * wave of requests costs a round trip. A group takes its files and what they import that an
 * earlier group has not taken, so the order matters. Paths are from the repository's root.
 */
export const loadedTogether: { name: string; packages?: string[]; files: string[] }[] = [
  {
    // Every page: React, React DOM, React Router, the bundler's runtime and what the entry
    // (sites/shared/shell/start.tsx) imports: the application's shell, the site loaders and the host
    // table with its resolver.
    name: 'framework',
    packages: ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'],
    files: [
      'rolldown/runtime.js',
      'vite/preload-helper.js',
      'site-data/views/host-table.ts',
      'site-data/hosts.ts',
      'sites/shared/shell/App.tsx',
      'sites/shared/shell/registry.ts',
      'sites/shared/shell/page-meta.tsx',
      'lib/utils/links.ts',
      'lib/hooks/useComposedRefs.ts',
      // The quote form's budget ranges (a hundred bytes), which the agency's price guide shows
      // too: here, so neither Services nor a form page fetches a file of its own for them.
      'lib/components/QuoteForm/budget.ts',
    ],
  },
  {
    // The header and footer of every branded site (the stubs have their own).
    name: 'chrome',
    files: [
      'lib/components/Header/Header.tsx',
      'lib/components/Header/parts.tsx',
      'lib/components/Footer/Footer.tsx',
      'lib/components/Icon/Icon.tsx',
    ],
  },
  {
    // Every page of a shop: the header's cart, the storefront client, the trust badges.
    name: 'shop',
    files: [
      'sites/shared/shop/shop-cart.tsx',
      'sites/shared/shop/site-search.tsx',
      // What binds a shop's search, collection, product and crew-list pages to its kit.
      'sites/shared/shop/shop-pages.tsx',
      'lib/components/SearchCombobox/SearchForm.tsx',
      'site-data/views/demo-storefronts.ts',
      'sites/shared/shop/collections.ts',
      'sites/shared/shell/hydrated.ts',
      'lib/components/CartButton/CartButton.tsx',
      'lib/components/TrustBadges/TrustBadges.tsx',
      // The header's cart count; the code that opens a cart (`buy-button.ts`) loads on the first
      // press, or with a grid, whose pages have it in the `collection` group.
      'lib/components/CollectionGrid/header-carts.ts',
      'lib/components/CollectionGrid/cart-summary.ts',
      'lib/components/CollectionGrid/options.ts',
      'lib/utils/yield-to-main.ts',
      // The shipping terms a shop's cart quotes (a few hundred bytes).
      'sites/workwear/content/policies.ts',
    ],
  },
  {
    // Every form page: the form shell, its fields and submission, the contact form.
    name: 'form',
    files: [
      'site-data/forms.ts',
      'sites/shared/shell/forms.ts',
      'lib/components/Form/FormShell.tsx',
      'lib/components/Form/Field.tsx',
      'lib/components/Form/useFormSubmission.ts',
      'lib/components/Form/contract.ts',
      'lib/components/ContactForm/ContactForm.tsx',
      'lib/components/ContactForm/contract.ts',
      // A bulk order on its way from a size run or a crew tally (about 1 KB): with the forms,
      // which the bulk-order page, the crew list and the size run's chunk all load.
      'sites/shared/shop/bulk-order-carry.ts',
      'sites/shared/shop/quote-offer.tsx',
    ],
  },
  {
    // A shop's collection and home pages: the grid and the collection page around it.
    name: 'collection',
    files: [
      'sites/shared/shop/CollectionPage.tsx',
      'sites/shared/shop/product-count.tsx',
      'lib/components/CollectionGrid/CollectionGrid.tsx',
      'lib/components/CollectionGrid/product-count.ts',
    ],
  },
  {
    // Search and filters: loaded when the search field or the filters are first used, when a
    // list is filtered or sorted, and on the search results page.
    name: 'search',
    files: [
      'sites/shared/shop/SearchPage.tsx',
      'sites/shared/shop/search-box.tsx',
      'sites/shared/shop/search-suggest.ts',
      'sites/shared/shop/storefront.ts',
      'sites/shared/shop/listing.ts',
      'sites/shared/shop/listing-view.tsx',
      'lib/components/SearchCombobox/SearchCombobox.tsx',
      'lib/components/FilterPanel/FilterPanel.tsx',
    ],
  },
];

/** Whether a module (an absolute path, or a bundler's `\0`-prefixed virtual id) is in a group. */
function inGroup(group: (typeof loadedTogether)[number]): (id: string) => boolean {
  const files = new Set(group.files);
  const packages = new RegExp(
    `[\\\\/]node_modules[\\\\/](${(group.packages ?? []).join('|')})[\\\\/]`,
  );
  return (id) => {
    if (group.packages && packages.test(id)) return true;
    const file = id.startsWith('\0') ? id.slice(1) : path.relative(root, id).replaceAll('\\', '/');
    return files.has(file);
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    dataViewValues(),
    // The sites' variable fonts, narrowed to the characters and weights pages use.
    fontSubset({ cacheDir: path.join(root, 'node_modules/.cache/zc-fonts') }),
  ],
  resolve: {
    alias: command === 'build' ? [...aliases, ...productionBuilds] : aliases,
  },
  build: {
    outDir: 'build/client',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 2048,
    // Every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page's entry (styles and a small loader) and the application it starts once
          // the page has painted (React, the shell, then the site's and the page's chunks).
          input: {
            index: path.join(root, 'index.html'),
            start: path.join(root, 'sites/shared/shell/start.tsx'),
          },
          output: {
            codeSplitting: {
              groups: [
                ...loadedTogether.map((group, index) => ({
                  name: group.name,
                  test: inGroup(group),
                  priority: loadedTogether.length - index + 1,
                })),
                {
                  // Each site's own chunk: its module and what that imports which no group above
                  // has taken (its layout, its data, its tenant record), one file with the site.
                  debugName: 'site',
                  name: (id) =>
                    /[\\/]sites[\\/](?!shared[\\/])([^\\/]+)[\\/]index\.tsx$/.exec(id)?.[1] ?? null,
                  priority: 1,
                },
                {
                  // The Radix primitives behind the accordion and the desktop navigation, named
                  // so: loaded after the page is interactive, never part of its first load.
                  debugName: 'radix',
                  name: (id) =>
                    /[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id)
                      ? `radix-${/@radix-ui[\\/]react-(navigation-menu|accordion|collapsible)[\\/]/.exec(id)?.[1] ?? 'shared'}`
                      : null,
                },
              ],
            },
          },
        },
  },
  server: {
    // `npm start` serves the real thing; the dev server forwards data calls to it.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/storefront': { target: apiTarget, changeOrigin: false },
    },
  },
}));
