/** Off Soundings: the sailing-apparel shop. */
import type { Tenant } from '../types.ts';

export const sailing = {
  id: 'sailing',
  name: 'Off Soundings',
  kind: 'sailing-apparel shop',
  hosts: ['offsoundings.example'],
  lang: 'en-US',
  themeColor: '#13294b',
  fonts: ['@fontsource-variable/montserrat'],
  folder: 'sailing',
  entry: 'sailing/index.tsx',
  publicDir: 'sailing/public',
  pages: [
    { path: '/', kind: 'home' },
    { path: '/search', kind: 'search' },
    { path: '/faq', kind: 'content' },
    { path: '/privacy-policy', kind: 'content' },
    { path: '/terms-of-service', kind: 'content' },
    { path: '/contact', kind: 'form' },
    { path: '/crew', kind: 'form' },
    { path: '/bulk-order', kind: 'form' },
  ],
  contact: {
    email: 'support@offsoundings.example',
    phone: '(203) 555-0163',
    address: {
      street: '27 Harbor Street, Suite 2',
      city: 'Branford',
      region: 'CT',
      postalCode: '06405',
    },
  },
  shop: {
    store: 'off-soundings',
    quoteFromPieces: 20,
    domain: 'offsoundings-demo.myshopify.com',
    collections: [
      { id: '420000000001', name: 'Shirts', path: '/shirts' },
      { id: '420000000002', name: 'Outerwear', path: '/outerwear' },
      { id: '420000000003', name: 'Headwear', path: '/headwear' },
    ],
  },
} as const satisfies Tenant;

/** The shop's storefront identity and its three collections. */
export const sailingShop = sailing.shop;
