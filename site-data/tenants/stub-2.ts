/** Ridgeway Outfitters: a brand placeholder, opening soon. */
import type { Tenant } from '../types.ts';

export const stub2 = {
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
  pages: [
    { path: '/', kind: 'placeholder' },
    { path: '/contact', kind: 'placeholder' },
  ],
} as const satisfies Tenant;
