import path from 'node:path';

const root = import.meta.dirname;

/** Sites, stories and tests import the design system by its package name, served from source. */
export const aliases = [
  {
    find: /^@zcomm\/storefront-ui\/styles\.css$/,
    replacement: path.join(root, 'lib/styles.css'),
  },
  {
    find: /^@zcomm\/storefront-ui\/themes\/(.+)\.css$/,
    replacement: path.join(root, 'lib/themes/$1.css'),
  },
  { find: /^@zcomm\/storefront-ui$/, replacement: path.join(root, 'lib/index.ts') },
];
