import type { ProductPageData } from '@zcomm/site-data/product';

/** US dollars as the Storefront API gives them. */
export const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A variant's gid, named by its colour and size so tests read it. */
export const variantId = (colour: string, size: string) =>
  `gid://shopify/ProductVariant/${colour}-${size}`;

/** Beacon Workwear as the shell's site context names it. */
export const workwearSiteInfo = {
  id: 'workwear',
  name: 'Beacon Workwear',
  origin: 'https://beaconworkwear.example',
  lang: 'en-US',
} as const;

/**
 * A Class 3 jacket in every colour and size given, each variant its own gid, at $129.99 unless
 * `priceOf` says otherwise and sold out where `soldOut` says so.
 */
export function jacketIn({
  colours,
  sizes,
  handle = 'jacket',
  priceOf = () => '129.99',
  soldOut = () => false,
}: {
  colours: readonly string[];
  sizes: readonly string[];
  handle?: string;
  priceOf?: (size: string) => string;
  soldOut?: (colour: string, size: string) => boolean;
}): ProductPageData {
  const prices = sizes.map((size) => Number(priceOf(size)));
  return {
    id: 'gid://shopify/Product/1',
    handle,
    title: 'Class 3 Jacket',
    vendor: 'Beacon Workwear',
    productType: 'Jackets',
    description: ['Seen.'],
    features: [],
    summary: 'Seen.',
    images: [],
    minPrice: usd(Math.min(...prices).toFixed(2)),
    maxPrice: usd(Math.max(...prices).toFixed(2)),
    compareAtPrice: null,
    available: true,
    options: [
      { name: 'Color', values: colours.map((name) => ({ name, available: true })) },
      { name: 'Size', values: sizes.map((name) => ({ name, available: true })) },
    ],
    variants: colours.flatMap((colour) =>
      sizes.map((size) => ({
        id: variantId(colour, size),
        title: `${colour} / ${size}`,
        price: usd(priceOf(size)),
        available: !soldOut(colour, size),
        options: { Color: colour, Size: size },
        image: null,
      })),
    ),
    sizeChart: null,
    collection: null,
  };
}
