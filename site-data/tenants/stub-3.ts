/** Lantern & Loom: a brand placeholder, opening soon. */
import type { Tenant } from '../types.ts';

export const stub3 = {
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
  pages: [
    { path: '/', kind: 'placeholder' },
    { path: '/contact', kind: 'placeholder' },
  ],
} as const satisfies Tenant;
