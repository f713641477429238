import path from 'node:path';

const lib = path.join(import.meta.dirname, 'lib');

/**
 * Sites, stories and tests import the design system by its package name and public entry
 * points only (`lib/package.json` `exports`), served from source so that no package build is
 * needed while developing. `tests/unit/package-imports.test.ts` keeps this list and the exports
 * map in step.
 */
export const aliases = [
  { find: /^@zcomm\/storefront-ui\/(styles|base)\.css$/, replacement: path.join(lib, '$1.css') },
  {
    find: /^@zcomm\/storefront-ui\/themes\/([a-z0-9-]+)\.css$/,
    replacement: path.join(lib, 'themes/$1.css'),
  },
  {
    find: /^@zcomm\/storefront-ui\/(collection-grid|contracts)$/,
    replacement: path.join(lib, '$1.ts'),
  },
  { find: /^@zcomm\/storefront-ui$/, replacement: path.join(lib, 'index.ts') },
];
