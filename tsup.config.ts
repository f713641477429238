import { globSync } from 'node:fs';
import path from 'node:path';
import { siteIds } from '@zcomm/site-data/tenants';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * Builds the workspace package in `lib/` into `lib/dist/`.
 *
 * Every source module becomes its own output module (relative imports stay imports, with a
 * `.js` extension): a module's `'use client'` directive stays at the top of the file that
 * holds the component, so React Server Components see the exact boundary, and a consumer's
 * bundler keeps only the modules it reaches (the Buy Button's entry is never reached from the
 * main one). The public entry points get bundled declarations.
 */
const lib = path.join(import.meta.dirname, 'lib');
const out = path.join(lib, 'dist');

/** One theme file per tenant: `lib/themes/<site id>.css`. */
const brands = siteIds;

/** A path inside `lib/`, absolute, so the build runs the same from the root and from `lib/`. */
const inLib = (file: string) => path.join(lib, file);

/** Public entry points: `.`, `./collection-grid`, `./contracts`. */
const publicEntries = {
  index: inLib('index.ts'),
  'collection-grid': inLib('collection-grid.ts'),
  contracts: inLib('contracts.ts'),
};

const sources = globSync('**/*.{ts,tsx}', { cwd: lib }).filter(
  (file) =>
    !file.endsWith('.d.ts') &&
    !file.startsWith('dist/') &&
    !file.startsWith('node_modules/') &&
    !file.startsWith('tests/') &&
    !/\.test\.tsx?$/.test(file),
);

/** Keeps each relative import an import of the sibling output module. */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = args.path.replace(/\.(tsx?|jsx?)$/, '');
      const resolved = path.resolve(args.resolveDir, target);
      for (const candidate of [`${resolved}.ts`, `${resolved}.tsx`]) {
        if (sources.includes(path.relative(lib, candidate)))
          return { path: `${target}.js`, external: true };
      }
      for (const index of ['index.ts', 'index.tsx']) {
        if (sources.includes(path.relative(lib, path.join(resolved, index)))) {
          return { path: `${target}/index.js`, external: true };
        }
      }
      return undefined;
    });
  },
};

export default defineConfig([
  {
    entry: Object.fromEntries(sources.map((file) => [file.replace(/\.tsx?$/, ''), inLib(file)])),
    format: ['esm'],
    dts: { entry: publicEntries },
    clean: true,
    outDir: out,
    target: 'es2022',
    platform: 'neutral',
    bundle: true,
    splitting: false,
    external: [/^react($|\/)/, /^react-dom($|\/)/, '@shopify/buy-button-js', /^@radix-ui\//],
    esbuildPlugins: [preserveModules],
    tsconfig: inLib('tsconfig.json'),
  },
  {
    entry: {
      styles: inLib('styles.css'),
      base: inLib('base.css'),
      'themes/tokens': inLib('themes/tokens.css'),
      ...Object.fromEntries(
        brands.map((brand) => [`themes/${brand}`, inLib(`themes/${brand}.css`)]),
      ),
    },
    outDir: out,
    clean: false,
  },
]);
