/**
 * The two shops' storefront identities and collections: shared by the sites (which
 * collection each page shows), the database seed and the local storefront simulator.
 */
export interface ShopCollection {
  /** Storefront collection id (numeric string). */
  id: string;
  /** Collection name as the shop shows it. */
  name: string;
  /** Site path of the collection page. */
  path: string;
}

export interface Shop {
  /** The `store` query value of GET /api/collections. */
  store: string;
  /** Demo storefront domain served by the local simulator. */
  domain: string;
  collections: readonly ShopCollection[];
}

export const workwearShop = {
  store: 'beacon-workwear',
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
} as const satisfies Shop;

export const sailingShop = {
  store: 'off-soundings',
  domain: 'offsoundings-demo.myshopify.com',
  collections: [
    { id: '420000000001', name: 'Shirts', path: '/shirts' },
    { id: '420000000002', name: 'Outerwear', path: '/outerwear' },
    { id: '420000000003', name: 'Headwear', path: '/headwear' },
  ],
} as const satisfies Shop;

export const shops = [workwearShop, sailingShop] as const;

/** The storefront access token of a demo shop (only the local simulator accepts it). */
export function demoStorefrontToken(store: string): string {
  return `demo-storefront-token-${store}`;
}
