/**
 * A product page's data, as the server reads it from the shop's storefront and embeds it in the
 * page for hydration, and what the page tells search engines about it. No React here: the
 * server imports this module as is.
 */

import { PRODUCT_PATH_PREFIX } from './product-data.ts';

export interface Money {
  /** Decimal amount, e.g. `'24.99'`. */
  amount: string;
  /** ISO 4217 code, e.g. `'USD'`. */
  currencyCode: string;
}

export interface ProductImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface ProductOptionValue {
  name: string;
  /** Whether any variant with this value is for sale. */
  available: boolean;
}

export interface ProductOption {
  name: string;
  values: ProductOptionValue[];
}

export interface ProductVariant {
  /** Storefront global id. */
  id: string;
  title: string;
  price: Money;
  available: boolean;
  /** Option name → value. */
  options: Record<string, string>;
  /** Index into the product's images of this variant's picture, when it has one. */
  image: number | null;
}

export interface SizeChart {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface ProductBreadcrumb {
  name: string;
  /** Site path. */
  path: string;
}

export interface ProductPageData {
  /** Storefront global id (`gid://shopify/Product/…`). */
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  /** Plain-text paragraphs of the description. */
  description: string[];
  /** Bullet points under the description. */
  features: string[];
  /** What search results and previews show: one or two sentences. */
  summary: string;
  images: ProductImage[];
  minPrice: Money;
  maxPrice: Money;
  /** The price before a reduction, when the product is reduced. */
  compareAtPrice: Money | null;
  available: boolean;
  options: ProductOption[];
  variants: ProductVariant[];
  sizeChart: SizeChart | null;
  /** The collection the product is shown in on this site, for breadcrumbs and Back. */
  collection: ProductBreadcrumb | null;
  /**
   * What goes with it (“Complete the kit”): the storefront's complementary recommendations,
   * at most `MAX_KIT_PRODUCTS`; absent from data cached before the page showed them.
   */
  kit?: KitProduct[];
}

/** A product the page offers beside this one: a link with its picture, name and price. */
export interface KitProduct {
  handle: string;
  title: string;
  /** Its lowest price. */
  price: Money;
  image: { url: string; alt: string } | null;
}

/** The most products “Complete the kit” shows: one row of four on a wide screen. */
export const MAX_KIT_PRODUCTS = 4;

/** What the server embeds in a product page (`<script type="application/json" id=…>`). */
export type ProductPageState =
  | { kind: 'product'; product: ProductPageData }
  | { kind: 'unavailable'; handle: string };

export { PRODUCT_DATA_ELEMENT_ID, PRODUCT_PATH_PREFIX } from './product-data.ts';

/** The path of a product's page. */
export function productPath(handle: string): string {
  return `${PRODUCT_PATH_PREFIX}${encodeURIComponent(handle)}`;
}

/** A storefront product handle: lower-case letters, digits and dashes. */
export const productHandlePattern = /^[a-z0-9](?:[a-z0-9-]{0,253}[a-z0-9])?$/;

const currencySymbols: Readonly<Record<string, string>> = { USD: '$', CAD: 'CA$', EUR: '€' };

/** A price as the shops print it: `$24.99`. */
export function formatMoney(money: Money): string {
  const symbol = currencySymbols[money.currencyCode];
  const amount = Number(money.amount).toFixed(2);
  return symbol ? `${symbol}${amount}` : `${amount} ${money.currencyCode}`;
}

/** The price, or the range `$24.99 – $29.99` when variants differ. */
export function formatPriceRange(product: Pick<ProductPageData, 'minPrice' | 'maxPrice'>): string {
  const low = formatMoney(product.minPrice);
  const high = formatMoney(product.maxPrice);
  return low === high ? low : `${low} – ${high}`;
}

/** Whether an option looks like a size choice (gets the size chart beside it). */
export function isSizeOption(name: string): boolean {
  return /\bsize\b/i.test(name);
}

/**
 * The variant picked by a (possibly partial) choice of option values: the one that matches
 * every chosen value, when each option has one.
 */
export function variantFor(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  chosen: Readonly<Record<string, string | undefined>>,
): ProductVariant | undefined {
  if (product.options.some((option) => chosen[option.name] === undefined)) return undefined;
  return product.variants.find((variant) =>
    product.options.every((option) => variant.options[option.name] === chosen[option.name]),
  );
}

/**
 * Whether a value of one option can be bought with the other values chosen so far: a size is
 * marked sold out for the colour picked, before the shopper picks it.
 */
export function valueAvailable(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  chosen: Readonly<Record<string, string | undefined>>,
  optionName: string,
  value: string,
): boolean {
  return product.variants.some(
    (variant) =>
      variant.available &&
      variant.options[optionName] === value &&
      product.options.every(
        (option) =>
          option.name === optionName ||
          chosen[option.name] === undefined ||
          variant.options[option.name] === chosen[option.name],
      ),
  );
}

/**
 * The choice a page starts with: an option with one value is chosen; a size is left for the
 * shopper; any other option (a colour) takes the first variant in stock's value, so the
 * picture and the sizes in stock match what is shown.
 */
export function initialChoice(
  product: Pick<ProductPageData, 'options' | 'variants'>,
): Record<string, string> {
  const firstInStock = product.variants.find((variant) => variant.available) ?? product.variants[0];
  const chosen: Record<string, string> = {};
  for (const option of product.options) {
    const only = option.values.length === 1 ? option.values[0]?.name : undefined;
    if (only !== undefined) chosen[option.name] = only;
    else if (!isSizeOption(option.name) && firstInStock?.options[option.name] !== undefined) {
      chosen[option.name] = firstInStock.options[option.name] as string;
    }
  }
  return chosen;
}

/** The numeric part of a storefront variant id (`gid://shopify/ProductVariant/123` → `123`). */
export function variantNumber(id: string): string {
  return /(\d+)$/.exec(id)?.[1] ?? id;
}

/** The address parameter of an option: its name in lower case (`Color` → `color`). */
export function optionParam(name: string): string {
  return name.toLowerCase();
}

/**
 * The choice an address asks for, as a shop's product address carries it: `?variant=<id>` (the
 * variant's number or storefront id) chooses every option; otherwise each option named by its
 * parameter (`?color=Hi-Vis%20Orange&size=XL`, values in any case) is chosen. Values the product
 * does not have are left out. Options the address leaves open start as `initialChoice` has them,
 * so a size is never chosen for a shopper who did not choose one.
 */
export function choiceFromAddress(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  params: URLSearchParams,
): Record<string, string> {
  const chosen: Record<string, string> = {};
  const variantId = params.get('variant');
  const variant = variantId
    ? product.variants.find(
        (candidate) => candidate.id === variantId || variantNumber(candidate.id) === variantId,
      )
    : undefined;
  if (variant) Object.assign(chosen, variant.options);
  else {
    for (const option of product.options) {
      const asked = params.get(optionParam(option.name))?.toLowerCase();
      const value = option.values.find((candidate) => candidate.name.toLowerCase() === asked);
      if (value) chosen[option.name] = value.name;
    }
  }
  const start = initialChoice(
    Object.keys(chosen).length === 0
      ? product
      : {
          options: product.options,
          // The colour the address names decides which variant in stock starts the rest.
          variants: product.variants.filter((candidate) =>
            Object.entries(chosen).every(([name, value]) => candidate.options[name] === value),
          ),
        },
  );
  return { ...start, ...chosen };
}

/**
 * The address query that keeps a choice: `?variant=<number>` once it makes a variant, else each
 * chosen option by its parameter (in the product's order), or `''` when nothing is chosen.
 */
export function choiceQuery(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  chosen: Readonly<Record<string, string | undefined>>,
): string {
  const variant = variantFor(product, chosen);
  const params = new URLSearchParams();
  if (variant) params.set('variant', variantNumber(variant.id));
  else {
    for (const option of product.options) {
      const value = chosen[option.name];
      if (value !== undefined && option.values.length > 1)
        params.set(optionParam(option.name), value);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The picture of a choice: the variant's, or (before a size is chosen) the first variant's that
 * matches what is chosen; null without one.
 */
export function choiceImage(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  chosen: Readonly<Record<string, string | undefined>>,
): number | null {
  const variant = variantFor(product, chosen);
  if (variant?.image !== undefined && variant?.image !== null) return variant.image;
  return (
    product.variants.find(
      (candidate) =>
        candidate.image !== null &&
        Object.entries(chosen).every(
          ([name, value]) => value === undefined || candidate.options[name] === value,
        ),
    )?.image ?? null
  );
}

/**
 * The options a picture stands for: the values every variant showing it shares (a colour's
 * picture names its colour, not a size); empty when no variant shows it.
 */
export function imageChoice(
  product: Pick<ProductPageData, 'options' | 'variants'>,
  image: number,
): Record<string, string> {
  const showing = product.variants.filter((variant) => variant.image === image);
  const choice: Record<string, string> = {};
  const [first] = showing;
  if (!first) return choice;
  for (const option of product.options) {
    const value = first.options[option.name];
    if (value !== undefined && showing.every((variant) => variant.options[option.name] === value))
      choice[option.name] = value;
  }
  return choice;
}

export interface SiteIdentity {
  /** Brand name. */
  name: string;
  /** Canonical origin, `https://…`. */
  origin: string;
}

/** An absolute URL on the site for a path or URL. */
function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/**
 * The product's structured data for search engines: a schema.org `Product` with its `Offer`
 * (an `AggregateOffer` when variants are priced differently; the variant's own `Offer` when the
 * address names one) and the page's `BreadcrumbList`.
 */
export function productStructuredData(
  product: ProductPageData,
  site: SiteIdentity,
  variant?: ProductVariant,
): Record<string, unknown>[] {
  const url = absolute(productPath(product.handle), site.origin);
  const availability = product.available
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const single = product.minPrice.amount === product.maxPrice.amount;
  const offers = variant
    ? {
        '@type': 'Offer',
        url: `${url}?variant=${variantNumber(variant.id)}`,
        name: `${product.title} – ${variant.title}`,
        price: Number(variant.price.amount).toFixed(2),
        priceCurrency: variant.price.currencyCode,
        availability: variant.available
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: site.name },
      }
    : single
      ? {
          '@type': 'Offer',
          url,
          price: Number(product.minPrice.amount).toFixed(2),
          priceCurrency: product.minPrice.currencyCode,
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: site.name },
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: Number(product.minPrice.amount).toFixed(2),
          highPrice: Number(product.maxPrice.amount).toFixed(2),
          priceCurrency: product.minPrice.currencyCode,
          offerCount: product.variants.length,
          availability,
        };
  const crumbs: { name: string; url: string }[] = [
    { name: site.name, url: absolute('/', site.origin) },
    ...(product.collection
      ? [{ name: product.collection.name, url: absolute(product.collection.path, site.origin) }]
      : []),
    { name: product.title, url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.summary,
      url,
      image: product.images.map((image) => absolute(image.url, site.origin)),
      brand: { '@type': 'Brand', name: product.vendor || site.name },
      ...(product.productType ? { category: product.productType } : {}),
      offers,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
  ];
}

/**
 * JSON for a `<script>` element: `<`, `>`, `&` and the line separators escaped, so no text in
 * the data can end the element or be read as markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
