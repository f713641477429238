/**
 * Each shop's search synonyms, as a shop keeps them in Shopify's Search & Discovery app: groups
 * of words and phrases a shopper uses for the same thing, any one of which finds what the others
 * find. One place per shop, keyed by its store name; the storefront's `search` and
 * `predictiveSearch` read them (the local simulator through its catalogue). Kept out of the
 * tenant records so no page downloads them.
 */
import { sailingShop } from './tenants/sailing.ts';
import { workwearShop } from './tenants/workwear.ts';

/** Words and phrases that mean the same thing to a shopper, e.g. `['hardhat', 'hard hat']`. */
export type SynonymGroup = readonly string[];

/** Beacon Workwear: the trade's spellings of hi-vis, hard hats and garments. */
const workwearSynonyms: readonly SynonymGroup[] = [
  ['hardhat', 'hard hat'],
  ['hi-vis', 'hivis', 'hi viz', 'hiviz', 'high vis', 'high visibility', 'high viz'],
  ['reflective', 'retroreflective', 'reflector'],
  ['t-shirt', 'tshirt', 'tee'],
  ['hoodie', 'hoody', 'hooded sweatshirt'],
  ['pants', 'trousers'],
  ['beanie', 'toque', 'knit hat'],
  ['vest', 'gilet'],
  ['overalls', 'bibs', 'coveralls'],
  ['raincoat', 'rain jacket'],
  ['fr', 'flame-resistant', 'flame retardant', 'fire resistant'],
  ['sun shade', 'neck shade'],
];

/** Off Soundings: sailors' words for their gear. */
const sailingSynonyms: readonly SynonymGroup[] = [
  ['foulies', 'foul weather', 'oilskins', 'wet weather'],
  ['t-shirt', 'tshirt', 'tee'],
  ['pants', 'trousers'],
  ['beanie', 'watch cap', 'toque'],
  ['hoodie', 'hoody', 'hooded sweatshirt'],
  ['windbreaker', 'anorak', 'spray jacket', 'windcheater'],
  ['sun shirt', 'rash guard'],
  ['gaiter', 'buff', 'neck tube'],
  ['regatta', 'race'],
  ['fleece', 'pile'],
];

/** Each shop's synonym groups by its store name. */
export const searchSynonyms: Readonly<Record<string, readonly SynonymGroup[]>> = {
  [workwearShop.store]: workwearSynonyms,
  [sailingShop.store]: sailingSynonyms,
};

/** A shop's synonym groups (none for a shop that declares none). */
export function synonymsOf(store: string): readonly SynonymGroup[] {
  return searchSynonyms[store] ?? [];
}
