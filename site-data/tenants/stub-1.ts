/** Harborline Goods: a brand placeholder, opening soon. */
import type { Tenant } from '../types.ts';

export const stub1 = {
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
  pages: [
    { path: '/', kind: 'placeholder' },
    { path: '/contact', kind: 'placeholder' },
  ],
} as const satisfies Tenant;
