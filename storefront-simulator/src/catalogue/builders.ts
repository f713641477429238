/**
 * What the demo shops' catalogues are built with: a product's short description (its spec),
 * the colour helper and size runs both shops use, and the builders that turn specs into
 * catalogue products (ids, handles, product types, tags, dates, demo sales) and the shared
 * shop list's collections into catalogue collections.
 */
import { garmentFamily } from '../drawings/index.ts';
import { slugify } from '../model.ts';
import type {
  CatalogueCollection,
  CatalogueProduct,
  Garment,
  GarmentFamily,
  ProductColour,
} from '../types.ts';

/** A product colour; one with `secondary` is two-tone. */
export const colour = (name: string, hex: string, secondary?: string): ProductColour =>
  secondary ? { name, hex, secondary } : { name, hex };

/** Caps and hats. */
export const HATS = ['S/M', 'L/XL'];
/** One-size items: no size option. */
export const ONE_SIZE: string[] = [];

/** One product as a shop module writes it; `buildProducts` fills in the rest. */
export interface ProductSpec {
  title: string;
  garment: Garment;
  price: string;
  compareAtPrice?: string;
  colours: ProductColour[];
  sizes: string[];
  collections: string[];
  description: string;
  features: string[];
  reflective?: boolean;
  productType?: string;
  tags?: string[];
  createdAt?: string;
  soldOut?: string[];
}

const productTypes: Record<GarmentFamily, string> = {
  tee: 'T-Shirts',
  polo: 'Polos',
  longsleeve: 'Shirts',
  quarterzip: 'Pullovers',
  hoodie: 'Hoodies',
  jacket: 'Jackets',
  vest: 'Vests',
  pants: 'Pants',
  shorts: 'Shorts',
  cap: 'Hats',
  visor: 'Hats',
  beanie: 'Hats',
  brimhat: 'Hats',
  hardhat: 'Hats',
  bag: 'Bags',
  glove: 'Gloves',
  gaiter: 'Face & Neck',
  socks: 'Socks',
  belt: 'Belts',
};

/**
 * The demo shop's sales of a product, for sorting by best-selling: a fixed figure from 0 to 999
 * derived from the title (FNV-1a), so the order is stable and unrelated to catalogue order.
 */
function demoUnitsSold(title: string): number {
  let hash = 0x811c9dc5;
  for (const character of title) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 1000;
}

/**
 * A shop's catalogue products from its specs, in order: ids counting up from `firstId`, a
 * publication date every two days from `startDate` (unless the spec gives one), and the
 * reflective and ANSI tags read from the spec.
 */
export function buildProducts(
  specs: readonly ProductSpec[],
  options: { firstId: number; vendor: string; startDate: string },
): CatalogueProduct[] {
  const start = Date.parse(options.startDate);
  return specs.map((spec, index) => {
    const reflective = spec.reflective ?? false;
    const tags = new Set(spec.tags ?? []);
    if (reflective) tags.add('reflective');
    if (/\bClass [23E]\b/.test(spec.title) || /ANSI/.test(spec.features.join(' ')))
      tags.add('ANSI');
    // The standard's class as a tag of its own, so shoppers can filter by it.
    const ansiClass = /ANSI\/ISEA 107-2020 (?:Type \w )?Class ([23E])/.exec(
      spec.features.join(' '),
    );
    if (ansiClass) tags.add(`ANSI Class ${ansiClass[1]}`);
    return {
      id: String(options.firstId + index),
      handle: slugify(spec.title),
      title: spec.title,
      productType: spec.productType ?? productTypes[garmentFamily(spec.garment)],
      vendor: options.vendor,
      description: spec.description,
      features: spec.features,
      price: spec.price,
      ...(spec.compareAtPrice ? { compareAtPrice: spec.compareAtPrice } : {}),
      garment: spec.garment,
      reflective,
      colours: spec.colours,
      sizes: spec.sizes,
      collections: spec.collections,
      tags: [...tags],
      createdAt: spec.createdAt ?? new Date(start + index * 2 * 86_400_000).toISOString(),
      unitsSold: demoUnitsSold(spec.title),
      ...(spec.soldOut ? { soldOut: spec.soldOut } : {}),
    };
  });
}

/** A shop's collections (ids, names and paths from the shared shop list), described. */
export function buildCollections(
  shop: { collections: readonly { id: string; name: string; path: string }[] },
  descriptions: Record<string, string>,
): CatalogueCollection[] {
  return shop.collections.map((collection) => {
    const handle = collection.path.replace(/^\//, '');
    return {
      id: collection.id,
      handle,
      title: collection.name,
      description: descriptions[handle] ?? '',
    };
  });
}
