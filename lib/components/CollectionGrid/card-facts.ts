/**
 * What a grid's card tells a shopper choosing between products: the colours it comes in (as
 * swatches, the one shown chosen), the standard it meets (a shop's rule: “ANSI Class 3” from a
 * tag), its size range (“S–4XL”) and a mark (“New”, “Best seller”) from its collections or
 * tags. Pure functions over shopify-buy's product model and the storefront's facts of the
 * product (its tags, collections and swatch colours, which the library does not fetch).
 */

/** A mark a card carries when its product is in a collection or has a tag. */
export interface CardMarkRule {
  /** What the card says, e.g. `New`. */
  label: string;
  /** A collection's handle, e.g. `new-releases`. */
  collection?: string;
  /** A product tag, compared without regard to case. */
  tag?: string;
}

/** A shop's rule for what its cards say beyond colours and sizes. */
export interface CardFactsRule {
  /**
   * Tags that name a standard the product meets start with this (`ANSI Class ` → the card
   * says “ANSI Class 3”); compared without regard to case.
   * @default undefined (no standard shown)
   */
  standardTagPrefix?: string;
  /** Marks in order of precedence: a card shows the first its product has. */
  marks?: readonly CardMarkRule[];
}

/** What the storefront says of a product beyond shopify-buy's model. */
export interface StorefrontCardFacts {
  tags: readonly string[];
  /** Handles of the collections the product is in. */
  collections: readonly string[];
  /** Swatch colours (`#rrggbb`) by option value, for the values that have one. */
  swatches: Readonly<Record<string, string>>;
}

/** A product as shopify-buy models it, as far as its card's facts need. */
export interface FactsProduct {
  title?: string;
  options?: readonly { name: string; values?: readonly unknown[] }[];
  variants?: readonly {
    image?: { src?: string } | null;
    selectedOptions?: readonly { name: string; value: string }[];
  }[];
}

export interface CardSwatch {
  /** The option value, e.g. `Hi-Vis Orange`: the swatch's name for screen readers. */
  value: string;
  /** Its colour (`#rrggbb`), when the storefront gives one. */
  color?: string;
  /** The picture of a variant of that colour, when there is no colour. */
  image?: string;
  /** The colour the card shows. */
  selected: boolean;
  /** `0` for the chosen swatch, `-1` for the others: one stop in the tab order. */
  tabIndex: 0 | -1;
}

export interface CardFacts {
  /** The colour option's name (`Color`), when the product comes in more than one. */
  colourOption?: string;
  swatches: CardSwatch[];
  /** Colours beyond the swatches shown (`+2`), 0 for none. */
  moreColours: number;
  /** The standard the product meets, e.g. `ANSI Class 3`. */
  standard?: string;
  /** The size range as shown, e.g. `S–4XL`. */
  sizes?: string;
  /** The size range as read aloud, e.g. `Sizes S to 4XL`. */
  sizesLabel?: string;
  /** The product's mark, e.g. `New`. */
  mark?: string;
}

/** Swatches a card shows at most: five fit a phone's two-column card. */
export const MAX_SWATCHES = 5;

const COLOUR_NAME = /\bcolou?r\b/i;
const SIZE_NAME = /\bsize\b/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Picture addresses a swatch may show: the storefront's own, over HTTPS or the same origin. */
const PICTURE = /^(?:https:\/\/|\/)[^\s"'()<>\\]*$/;

/** A colour a card may write into its style: `#rgb` or `#rrggbb`, nothing else. */
export function swatchColour(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim())
    ? value.trim().toLowerCase()
    : undefined;
}

/** An option's values, in the product's order (shopify-buy gives strings or `{ value }`). */
function valuesOf(option: { values?: readonly unknown[] }): string[] {
  return (option.values ?? [])
    .map((value) =>
      typeof value === 'string' ? value : (value as { value?: unknown } | null)?.value,
    )
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The picture of the first variant with `value` for `option`. */
function pictureOf(product: FactsProduct, option: string, value: string): string | undefined {
  const variant = product.variants?.find((candidate) =>
    candidate.selectedOptions?.some((chosen) => chosen.name === option && chosen.value === value),
  );
  const src = variant?.image?.src;
  return typeof src === 'string' && PICTURE.test(src) ? src : undefined;
}

/** A size range's ends, joined with an en dash: spaced when an end is more than one word. */
function sizeRange(first: string, last: string): string {
  return /[\s/]/.test(first + last) ? `${first} – ${last}` : `${first}–${last}`;
}

function swatchesOf(
  product: FactsProduct,
  option: string,
  values: readonly string[],
  chosen: string | undefined,
  facts: StorefrontCardFacts | undefined,
): CardSwatch[] {
  const selectedValue = chosen !== undefined && values.includes(chosen) ? chosen : values[0];
  // The chosen colour is always among the swatches shown, last when it would fall beyond.
  const shown = values.slice(0, MAX_SWATCHES);
  if (selectedValue !== undefined && !shown.includes(selectedValue)) {
    shown[shown.length - 1] = selectedValue;
  }
  return shown.map((value) => {
    const color = swatchColour(facts?.swatches[value]);
    const image = color ? undefined : pictureOf(product, option, value);
    const selected = value === selectedValue;
    return {
      value,
      ...(color ? { color } : {}),
      ...(image ? { image } : {}),
      selected,
      tabIndex: selected ? 0 : -1,
    };
  });
}

/** The first mark of the rule the product has. */
function markOf(rule: CardFactsRule, facts: StorefrontCardFacts | undefined): string | undefined {
  if (!facts) return undefined;
  const tags = new Set(facts.tags.map((tag) => tag.toLowerCase()));
  return rule.marks?.find(
    (mark) =>
      (mark.collection !== undefined && facts.collections.includes(mark.collection)) ||
      (mark.tag !== undefined && tags.has(mark.tag.toLowerCase())),
  )?.label;
}

/** The standard a tag of the product names, by the rule's prefix. */
function standardOf(
  rule: CardFactsRule,
  facts: StorefrontCardFacts | undefined,
): string | undefined {
  const prefix = rule.standardTagPrefix?.toLowerCase();
  if (!prefix || !facts) return undefined;
  return facts.tags.find(
    (tag) => tag.toLowerCase().startsWith(prefix) && tag.length > prefix.length,
  );
}

/**
 * A card's facts: swatches for a product in more than one colour (`selected` the colour of
 * `selectedOptions`), the size range of a product in more than one size, and, from the
 * storefront's facts by the shop's rule, its standard and its mark.
 */
export function cardFacts(
  product: FactsProduct,
  selectedOptions: Readonly<Record<string, string>>,
  facts: StorefrontCardFacts | undefined,
  rule: CardFactsRule,
): CardFacts {
  const result: CardFacts = { swatches: [], moreColours: 0 };
  for (const option of product.options ?? []) {
    const values = valuesOf(option);
    if (values.length < 2) continue;
    if (!result.colourOption && COLOUR_NAME.test(option.name)) {
      result.colourOption = option.name;
      result.swatches = swatchesOf(
        product,
        option.name,
        values,
        selectedOptions[option.name],
        facts,
      );
      result.moreColours = values.length - result.swatches.length;
    } else if (!result.sizes && SIZE_NAME.test(option.name)) {
      const first = values[0] as string;
      const last = values[values.length - 1] as string;
      result.sizes = sizeRange(first, last);
      result.sizesLabel = `Sizes ${first} to ${last}`;
    }
  }
  const standard = standardOf(rule, facts);
  if (standard) result.standard = standard;
  const mark = markOf(rule, facts);
  if (mark) result.mark = mark;
  return result;
}

/** The storefront's facts of a product node of the facts query, or undefined. */
export function readCardFacts(node: unknown): (StorefrontCardFacts & { id: string }) | undefined {
  const product = node as {
    id?: unknown;
    tags?: unknown;
    collections?: { nodes?: unknown };
    options?: unknown;
  } | null;
  if (!product || typeof product.id !== 'string') return undefined;
  const tags = Array.isArray(product.tags)
    ? product.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const collections = Array.isArray(product.collections?.nodes)
    ? product.collections.nodes
        .map((collection) => (collection as { handle?: unknown } | null)?.handle)
        .filter((handle): handle is string => typeof handle === 'string')
    : [];
  const swatches: Record<string, string> = {};
  for (const option of Array.isArray(product.options) ? product.options : []) {
    const values = (option as { optionValues?: unknown } | null)?.optionValues;
    for (const value of Array.isArray(values) ? values : []) {
      const { name, swatch } = (value ?? {}) as { name?: unknown; swatch?: { color?: unknown } };
      const color = swatchColour(swatch?.color);
      if (typeof name === 'string' && color) swatches[name] = color;
    }
  }
  return { id: product.id, tags, collections, swatches };
}
