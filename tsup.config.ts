import { defineConfig } from 'tsup';
import { siteIds } from './sites/tenants';

/** One theme file per tenant: `lib/themes/<site id>.css`. */
const brands = siteIds;

export default defineConfig([
  {
    entry: { index: 'lib/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    outDir: 'dist',
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  },
  {
    entry: {
      styles: 'lib/styles.css',
      'themes/tokens': 'lib/themes/tokens.css',
      ...Object.fromEntries(brands.map((brand) => [`themes/${brand}`, `lib/themes/${brand}.css`])),
    },
    outDir: 'dist',
    clean: false,
  },
]);
