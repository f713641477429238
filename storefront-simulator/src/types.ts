/**
 * Broad garment families: what kind of thing a product is (a cap, a vest, a bag). Each family
 * maps to one storefront product type.
 */
export type GarmentFamily =
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
  | 'visor'
  | 'beanie'
  | 'brimhat'
  | 'hardhat'
  | 'bag'
  | 'glove'
  | 'gaiter'
  | 'socks'
  | 'belt';

/**
 * Garment drawings the image generator can make: every family name (a generic drawing) plus
 * specific styles with their own cut, closures, pockets and reflective-tape layout.
 */
export type Garment =
  | GarmentFamily
  // Tees
  | 'hi-vis-tee'
  | 'hi-vis-pocket-tee'
  | 'pocket-tee'
  | 'burgee-tee'
  | 'burgee-pocket-tee'
  | 'graphic-tee'
  | 'chart-tee'
  // Polos
  | 'hi-vis-polo'
  | 'work-polo'
  | 'pique-polo'
  | 'performance-polo'
  | 'committee-polo'
  // Long-sleeve shirts
  | 'hi-vis-longsleeve'
  | 'hi-vis-sun-shirt'
  | 'two-tone-work-shirt'
  | 'flannel-shirt'
  | 'ripstop-shirt'
  | 'henley'
  | 'carry-shirt'
  | 'carry-flannel-shirt'
  | 'sun-shirt'
  | 'longsleeve-tee'
  | 'oxford-shirt'
  | 'skipper-henley'
  // Pullovers
  | 'grid-fleece-quarterzip'
  | 'fleece-quarterzip'
  | 'anorak'
  // Hoodies
  | 'pullover-hoodie'
  | 'zip-hoodie'
  | 'thermal-hoodie'
  | 'sherpa-hoodie'
  | 'heavyweight-hoodie'
  | 'water-repellent-hoodie'
  | 'thermal-zip-hoodie'
  | 'lightweight-hoodie'
  | 'two-tone-hoodie'
  | 'tech-fleece-hoodie'
  | 'carry-pullover-hoodie'
  | 'carry-zip-hoodie'
  | 'sun-hoodie'
  | 'club-hoodie'
  | 'smock'
  // Jackets
  | 'hi-vis-bomber'
  | 'rain-jacket'
  | 'fr-rain-jacket'
  | 'parka'
  | 'softshell-jacket'
  | 'carry-softshell-jacket'
  | 'regatta-softshell-jacket'
  | 'windbreaker'
  | 'three-in-one-jacket'
  | 'chore-coat'
  | 'sherpa-jacket'
  | 'work-bomber'
  | 'ripstop-jacket'
  | 'hooded-canvas-jacket'
  | 'offshore-jacket'
  | 'spray-jacket'
  // Vests
  | 'mesh-vest'
  | 'zip-mesh-vest'
  | 'mesh-back-vest'
  | 'surveyor-vest'
  | 'heavy-surveyor-vest'
  | 'breakaway-vest'
  | 'two-tone-vest'
  | 'fr-vest'
  | 'puffer-vest'
  | 'softshell-vest'
  | 'canvas-vest'
  | 'utility-vest'
  | 'carry-hi-vis-vest'
  | 'dock-vest'
  | 'fleece-vest'
  // Pants and shorts
  | 'hi-vis-pants'
  | 'rain-pants'
  | 'bib-overalls'
  | 'sailing-bib'
  | 'double-knee-pants'
  | 'cargo-pants'
  | 'carpenter-jeans'
  | 'lined-pants'
  | 'tech-pants'
  | 'joggers'
  | 'jeans'
  | 'stretch-jeans'
  | 'tactical-pants'
  | 'cargo-shorts'
  // Headwear
  | 'trucker-cap'
  | 'patch-trucker-cap'
  | 'mesh-cap'
  | 'fitted-cap'
  | 'burgee-cap'
  | 'race-cap'
  | 'junior-cap'
  | 'waxed-cap'
  | 'cuffed-beanie'
  | 'watch-cap'
  | 'rib-beanie'
  | 'trapper-hat'
  | 'hard-hat-liner'
  | 'bucket-hat'
  | 'corded-bucket-hat'
  | 'wide-brim-hat'
  | 'boonie-hat'
  | 'sou-wester'
  | 'hard-hat-shade'
  | 'print-gaiter'
  // Accessories
  | 'impact-gloves'
  | 'grip-gloves'
  | 'winter-gloves'
  | 'cut-gloves'
  | 'tool-backpack'
  | 'tool-bag'
  | 'lunch-cooler'
  | 'duffel-bag'
  | 'range-bag'
  | 'tote-bag'
  | 'gun-belt';

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
  /** Units sold, the order of a best-selling sort. */
  unitsSold?: number;
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
  /**
   * The shop's search synonyms: groups of words and phrases that find the same products
   * (`@zcomm/site-data/synonyms`). None when absent.
   */
  synonyms?: readonly (readonly string[])[];
}
