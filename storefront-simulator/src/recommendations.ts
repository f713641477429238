/**
 * `productRecommendations`, as a shop's storefront answers it: `RELATED` (Shopify's default)
 * gives products of the same collections, substitutes for the product; `COMPLEMENTARY` gives
 * products that go with it — one for each other place on the body first (a jacket gets a top,
 * pants, a hat, gloves), then one of each other product type, the ones that share the
 * product's kind (hi-vis with hi-vis, the same tags) and sell best first — as a “Pair it
 * with” or “Complete the kit” row shows them.
 */
import type { ProductRecord, ShopIndex } from './model.ts';

/** Shopify answers at most ten recommendations. */
export const MAX_RECOMMENDATIONS = 10;
/** The related products the simulator has always answered. */
const RELATED_COUNT = 4;

function inStock(product: ProductRecord): boolean {
  return product.variants.some((variant) => variant.available);
}

/** How well `candidate` goes with `product`: the kind they share, then how well it sells. */
function affinity(product: ProductRecord, candidate: ProductRecord): number {
  const tags = new Set(product.source.tags);
  const shared = candidate.source.tags.filter((tag) => tags.has(tag)).length;
  const sameKind = candidate.source.reflective === product.source.reflective ? 1 : 0;
  return (sameKind * 10 + shared) * 1000 + (candidate.source.unitsSold ?? 0);
}

/**
 * Where a product type is worn: a kit takes one of each other place first (a jacket gets a top,
 * pants, a hat, gloves), then other types.
 */
const places: Readonly<Record<string, string>> = {
  'T-Shirts': 'top',
  Polos: 'top',
  Shirts: 'top',
  Pullovers: 'top',
  Hoodies: 'top',
  Jackets: 'outer',
  Vests: 'outer',
  Pants: 'legs',
  Shorts: 'legs',
  Hats: 'head',
  Gloves: 'hands',
};

function complementary(shop: ShopIndex, product: ProductRecord): ProductRecord[] {
  const placeOf = (candidate: ProductRecord) =>
    places[candidate.source.productType] ?? candidate.source.productType;
  const ranked = shop.products
    .filter(
      (candidate) =>
        candidate !== product &&
        candidate.source.productType !== product.source.productType &&
        inStock(candidate),
    )
    .map((candidate) => ({ candidate, score: affinity(product, candidate) }))
    .sort((a, b) => b.score - a.score)
    .map(({ candidate }) => candidate);
  const taken = new Set([placeOf(product)]);
  const types = new Set<string>();
  const picked: ProductRecord[] = [];
  const take = (candidate: ProductRecord) => {
    types.add(candidate.source.productType);
    taken.add(placeOf(candidate));
    picked.push(candidate);
  };
  // One of each other place, best first; then one of each type left.
  for (const candidate of ranked) if (!taken.has(placeOf(candidate))) take(candidate);
  for (const candidate of ranked) {
    if (!types.has(candidate.source.productType) && !picked.includes(candidate)) take(candidate);
  }
  return picked.slice(0, MAX_RECOMMENDATIONS);
}

function related(shop: ShopIndex, product: ProductRecord): ProductRecord[] {
  return shop.products
    .filter(
      (candidate) =>
        candidate !== product &&
        candidate.source.collections.some((handle) => product.source.collections.includes(handle)),
    )
    .slice(0, RELATED_COUNT);
}

/**
 * The recommendations for the product named by `productId` or `productHandle`; null when the
 * shop has no such product, as Shopify answers.
 */
export function productRecommendations(
  shop: ShopIndex,
  args: Record<string, unknown>,
): ProductRecord[] | null {
  const product =
    typeof args.productHandle === 'string'
      ? shop.productsByHandle.get(args.productHandle)
      : shop.productsById.get(String(args.productId));
  if (!product) return null;
  return args.intent === 'COMPLEMENTARY' ? complementary(shop, product) : related(shop, product);
}
