/** Beacon Workwear: the high-visibility workwear shop. */
import type { Tenant } from '../types.ts';

export const workwear = {
  id: 'workwear',
  name: 'Beacon Workwear',
  kind: 'high-visibility workwear shop',
  hosts: ['beaconworkwear.example'],
  lang: 'en-US',
  themeColor: '#1f2328',
  fonts: ['@fontsource-variable/oswald', '@fontsource-variable/inter'],
  folder: 'workwear',
  entry: 'workwear/index.tsx',
  publicDir: 'workwear/public',
  pages: [
    { path: '/', kind: 'home' },
    { path: '/our-story', kind: 'content' },
    { path: '/search', kind: 'search' },
    { path: '/faq', kind: 'content' },
    { path: '/contact', kind: 'form' },
    { path: '/privacy', kind: 'content' },
    { path: '/terms', kind: 'content' },
    { path: '/crew', kind: 'form' },
    { path: '/bulk-order', kind: 'form' },
  ],
  contact: {
    email: 'support@beaconworkwear.example',
    phone: '(203) 555-0172',
    address: {
      street: '1450 Boston Post Road',
      city: 'Guilford',
      region: 'CT',
      postalCode: '06437',
    },
  },
  shop: {
    store: 'beacon-workwear',
    quoteFromPieces: 24,
    domain: 'beacon-workwear-demo.myshopify.com',
    collections: [
      { id: '410000000001', name: 'Headwear', path: '/headwear' },
      { id: '410000000002', name: 'Jackets', path: '/jackets' },
      { id: '410000000003', name: 'Hoodies', path: '/hoodies' },
      { id: '410000000004', name: 'New Releases', path: '/new-releases' },
      { id: '410000000005', name: 'Best Sellers', path: '/best-sellers' },
      { id: '410000000006', name: 'Concealed Carry Collection', path: '/concealed-carry' },
      { id: '410000000007', name: 'Shirts', path: '/shirts' },
      { id: '410000000008', name: 'Pants', path: '/pants' },
      { id: '410000000009', name: 'Vests', path: '/vests' },
      { id: '410000000010', name: 'Accessories', path: '/accessories' },
    ],
  },
} as const satisfies Tenant;

/** The shop's storefront identity and its ten collections. */
export const workwearShop = workwear.shop;
