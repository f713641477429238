/** Z-Comm: the e-commerce agency, with its forms and the staff's inbox. */
import type { Tenant } from '../types.ts';

export const agency = {
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
  pages: [
    { path: '/', kind: 'home' },
    { path: '/about', kind: 'content' },
    { path: '/services', kind: 'content' },
    { path: '/case-studies/beacon-workwear', kind: 'content' },
    { path: '/case-studies/off-soundings', kind: 'content' },
    { path: '/faq', kind: 'content' },
    { path: '/privacy', kind: 'content' },
    { path: '/shipping', kind: 'content' },
    { path: '/returns', kind: 'content' },
    { path: '/guarantee', kind: 'content' },
    { path: '/terms', kind: 'content' },
    { path: '/quote', kind: 'form' },
    { path: '/contact', kind: 'form' },
    { path: '/login', kind: 'staff' },
    { path: '/inbox', kind: 'staff' },
  ],
} as const satisfies Tenant;
