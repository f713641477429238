/**
 * The shopper's choice on a grid's cards: a list filtered to a colour (or a search naming one)
 * shows each product in that colour, and its card links to the product's page opened on it.
 * Pure functions over shopify-buy's product model; the library's product class applies them
 * (library-patches.ts).
 */

/** What the shopper chose for a grid. */
export interface CardChoice {
  /**
   * Option values chosen by option name, in any case (`{ color: ['Hi-Vis Orange'], size: ['XL'] }`):
   * a card starts on a variant in stock with the first of them its product has.
   */
  options?: Readonly<Record<string, readonly string[]>>;
  /**
   * Words the shopper searched for: a card starts on the value of an option whose words they
   * name most (`orange` → Hi-Vis Orange). Sizes are never chosen from words.
   */
  words?: readonly string[];
}

/** A variant as shopify-buy gives it. */
export interface ChoiceVariant {
  id: unknown;
  available?: boolean;
  availableForSale?: boolean;
  selectedOptions?: readonly { name: string; value: string }[];
}

export interface CardStart<Variant extends ChoiceVariant> {
  /** The variant the card starts on. */
  variant: Variant;
  /**
   * The product page's query for the choice: `?variant=<number>` when it names every option
   * that has a choice, each chosen option (`?color=…`) otherwise, '' for none.
   */
  query: string;
}

const SIZE_NAME = /\bsize\b/i;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function inStock(variant: ChoiceVariant): boolean {
  return (variant.availableForSale ?? variant.available) !== false;
}

/** The values of each option across the variants, in order of first appearance. */
function optionValues(variants: readonly ChoiceVariant[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.selectedOptions ?? []) {
      const list = values.get(name) ?? [];
      if (!list.includes(value)) list.push(value);
      values.set(name, list);
    }
  }
  return values;
}

/** The one value the searched words name most, when one names more than every other. */
function valueNamedBy(values: readonly string[], words: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  let tied = false;
  for (const value of values) {
    const score = wordsOf(value).filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = value;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) tied = true;
  }
  return tied ? undefined : best;
}

/** The option values a choice picks for a product with these variants, by option name. */
export function chosenValues(
  variants: readonly ChoiceVariant[],
  choice: CardChoice,
): Map<string, string> {
  const picked = new Map<string, string>();
  const asked = new Map(
    Object.entries(choice.options ?? {}).map(([name, values]) => [
      name.toLowerCase(),
      values.map((value) => value.toLowerCase()),
    ]),
  );
  const words = new Set((choice.words ?? []).flatMap(wordsOf));
  for (const [name, values] of optionValues(variants)) {
    const wanted = asked.get(name.toLowerCase());
    const value = wanted
      ? wanted
          .map((want) => values.find((candidate) => candidate.toLowerCase() === want))
          .find(Boolean)
      : values.length > 1 && !SIZE_NAME.test(name)
        ? valueNamedBy(values, words)
        : undefined;
    if (value !== undefined) picked.set(name, value);
  }
  return picked;
}

/** The numeric part of a storefront id (`gid://shopify/ProductVariant/123` → `123`). */
function idNumber(id: unknown): string {
  const text = String(id);
  return /(\d+)$/.exec(text)?.[1] ?? text;
}

/**
 * Where a card starts for a choice: the first variant in stock with every chosen value (the
 * first with them at all when none is in stock), and its page's query; undefined when the
 * choice names nothing this product has.
 */
export function cardStart<Variant extends ChoiceVariant>(
  variants: readonly Variant[],
  choice: CardChoice,
): CardStart<Variant> | undefined {
  const picked = chosenValues(variants, choice);
  if (picked.size === 0) return undefined;
  const matches = (variant: Variant) =>
    [...picked].every(([name, value]) =>
      (variant.selectedOptions ?? []).some(
        (option) => option.name === name && option.value === value,
      ),
    );
  const variant =
    variants.find((candidate) => inStock(candidate) && matches(candidate)) ??
    variants.find(matches);
  if (!variant) return undefined;
  const open = [...optionValues(variants)].filter(
    ([name, values]) => values.length > 1 && !picked.has(name),
  );
  const params = new URLSearchParams();
  if (open.length === 0) params.set('variant', idNumber(variant.id));
  else for (const [name, value] of picked) params.set(name.toLowerCase(), value);
  return { variant, query: `?${params}` };
}
