/**
 * A Storefront API in the browser for stories: a `fetch` that answers the Buy Button's
 * GraphQL requests from a small demo shop, with the storefront simulator's engine and
 * product pictures as inline SVG data URIs. No network.
 */

import { createStorefront, type ShopCatalogue } from '@zcomm/storefront-simulator';
import type { CollectionGridCollection } from '@zcomm/storefront-ui/collection-grid';

const DOMAIN = 'harbor-supply-demo.myshopify.com';
const TOKEN = 'story-storefront-token';
const COLLECTION_ID = '430000000001';

const navy = { name: 'Navy', hex: '#1b2a4a' };
const white = { name: 'White', hex: '#f7f7f5' };
const red = { name: 'Nautical Red', hex: '#b22234' };
const yellow = { name: 'Hi-Vis Yellow', hex: '#d8f21c' };
const orange = { name: 'Hi-Vis Orange', hex: '#ff6a13' };

const demoShop: ShopCatalogue = {
  domain: DOMAIN,
  name: 'Harbor Supply',
  description: 'A demo shop for component stories.',
  storefrontAccessToken: TOKEN,
  collections: [
    { id: COLLECTION_ID, handle: 'featured', title: 'Featured', description: 'Staff picks.' },
  ],
  products: [
    {
      id: '8300000000001',
      handle: 'harbor-performance-tee',
      title: 'Harbor Performance Tee',
      productType: 'T-Shirts',
      vendor: 'Harbor Supply',
      description: 'A quick-drying tee for long days on the water.',
      features: ['UPF 40 knit', 'Tagless collar'],
      price: '32.00',
      garment: 'tee',
      reflective: false,
      colours: [navy, white],
      sizes: ['S', 'M', 'L', 'XL'],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-01T12:00:00.000Z',
    },
    {
      id: '8300000000002',
      handle: 'crew-quarter-zip',
      title: 'Crew Quarter-Zip',
      productType: 'Pullovers',
      vendor: 'Harbor Supply',
      description: 'A cozy fleece quarter-zip for evenings at the dock.',
      features: ['Anti-pill fleece', 'Stand-up collar'],
      price: '79.00',
      garment: 'quarterzip',
      reflective: false,
      colours: [navy, red],
      sizes: ['S', 'M', 'L', 'XL'],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-02T12:00:00.000Z',
    },
    {
      id: '8300000000003',
      handle: 'class-3-rain-jacket',
      title: 'Class 3 Rain Jacket',
      productType: 'Jackets',
      vendor: 'Harbor Supply',
      description: 'A waterproof hi-vis rain jacket with sealed seams.',
      features: ['ANSI/ISEA 107-2020 Type R Class 3', 'Sealed seams'],
      price: '89.99',
      compareAtPrice: '109.99',
      garment: 'jacket',
      reflective: true,
      colours: [yellow, orange],
      sizes: ['M', 'L', 'XL', '2XL'],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-03T12:00:00.000Z',
    },
    {
      id: '8300000000004',
      handle: 'mesh-safety-vest',
      title: 'Mesh Safety Vest',
      productType: 'Vests',
      vendor: 'Harbor Supply',
      description: 'A breathable Class 2 mesh vest.',
      features: ['ANSI/ISEA 107-2020 Type R Class 2'],
      price: '12.99',
      garment: 'vest',
      reflective: true,
      colours: [yellow, orange],
      sizes: ['M', 'L', 'XL'],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-04T12:00:00.000Z',
      soldOut: ['Hi-Vis Orange / XL'],
    },
    {
      id: '8300000000005',
      handle: 'burgee-cap',
      title: 'Burgee Cap',
      productType: 'Hats',
      vendor: 'Harbor Supply',
      description: 'A washed cotton cap with an embroidered burgee.',
      features: ['Brass buckle strap'],
      price: '32.00',
      garment: 'cap',
      reflective: false,
      colours: [navy, white, red],
      sizes: [],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-05T12:00:00.000Z',
    },
    {
      id: '8300000000006',
      handle: 'canvas-sailing-bag',
      title: 'Canvas Sailing Bag',
      productType: 'Bags',
      vendor: 'Harbor Supply',
      description: 'A waxed canvas tote with a waterproof base.',
      features: ['Waxed cotton canvas', 'Leather handles'],
      price: '84.00',
      garment: 'bag',
      reflective: false,
      colours: [{ name: 'Sand', hex: '#d8c7a3' }],
      sizes: [],
      collections: ['featured'],
      tags: [],
      createdAt: '2025-05-06T12:00:00.000Z',
    },
  ],
};

const storefront = createStorefront({ catalogues: [demoShop] });

/** The demo collection (six products) the mock storefront serves. */
export const demoCollection: CollectionGridCollection = {
  id: COLLECTION_ID,
  domain: DOMAIN,
  storefrontAccessToken: TOKEN,
  name: 'Featured',
};

/** A collection of a shop whose storefront never answers (see `unreachableStorefrontFetch`). */
export const unreachableCollection: CollectionGridCollection = {
  id: '430000000099',
  domain: 'unreachable-demo.myshopify.com',
  storefrontAccessToken: 'story-unreachable-token',
  name: 'Unavailable',
};

function headerValue(headers: HeadersInit | undefined, name: string): string | undefined {
  return new Headers(headers).get(name) ?? undefined;
}

/** Answers Storefront API requests for the demo shop, optionally after a delay. */
export function createStorefrontFetch({ delay = 0 } = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (url.hostname !== DOMAIN || !/^\/api\/[^/]+\/graphql$/.test(url.pathname)) {
      return new Response('Not Found', { status: 404 });
    }
    const result = storefront.handle({
      domain: DOMAIN,
      accessToken: headerValue(init?.headers, 'x-shopify-storefront-access-token'),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}'),
      urls: {
        image: (file) => {
          const svg = storefront.image(DOMAIN, file) ?? '';
          return `data:image/svg+xml;base64,${btoa(svg)}`;
        },
        checkout: (token) => `https://${DOMAIN}/checkouts/${token}`,
      },
    });
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The demo storefront, answering at once. */
export const demoStorefrontFetch = createStorefrontFetch();

/** A storefront that is down: every request fails like a lost connection. */
export const unreachableStorefrontFetch: typeof fetch = () =>
  Promise.reject(new TypeError('Failed to fetch'));
