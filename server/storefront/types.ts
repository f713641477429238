/** Garment silhouettes the image generator can draw. */
export type Garment =
  | 'tee'
  | 'polo'
  | 'longsleeve'
  | 'quarterzip'
  | 'hoodie'
  | 'jacket'
  | 'vest'
  | 'pants'
  | 'shorts'
  | 'cap'
  | 'beanie'
  | 'brimhat'
  | 'bag'
  | 'glove'
  | 'gaiter'
  | 'socks'
  | 'belt';

/** One colour a product comes in; a colour with `secondary` is two-tone (lower part). */
export interface ProductColour {
  name: string;
  /** Main fabric colour, `#rrggbb`. */
  hex: string;
  /** Lower-part colour of two-tone garments, `#rrggbb`. */
  secondary?: string;
}

export interface CatalogueProduct {
  /** Numeric storefront id. */
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  /** One or two plain-text sentences. */
  description: string;
  /** Bullet points shown under the description. */
  features: readonly string[];
  /** USD amount, e.g. `'24.99'`. */
  price: string;
  compareAtPrice?: string;
  garment: Garment;
  /** Draws reflective tape on the product images. */
  reflective: boolean;
  colours: readonly ProductColour[];
  sizes: readonly string[];
  /** Handles of the collections the product belongs to, in catalogue order. */
  collections: readonly string[];
  tags: readonly string[];
  /** ISO date the product was published. */
  createdAt: string;
  /** Variant titles (`'Colour / Size'`) that are sold out. */
  soldOut?: readonly string[];
}

export interface CatalogueCollection {
  /** Numeric storefront id. */
  id: string;
  handle: string;
  title: string;
  description: string;
}

/** Everything the simulator knows about one shop. */
export interface ShopCatalogue {
  /** `<shop>.myshopify.com` domain the Buy Button is configured with. */
  domain: string;
  name: string;
  description: string;
  /** The only storefront access token the shop accepts. */
  storefrontAccessToken: string;
  collections: readonly CatalogueCollection[];
  products: readonly CatalogueProduct[];
}
