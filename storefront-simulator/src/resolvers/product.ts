import { escapeHtml } from '../html.ts';
import { gid, money, type ProductRecord, toCents, type VariantSource } from '../model.ts';
import { sizeChartHtml } from '../size-charts.ts';
import type { CatalogueProduct } from '../types.ts';
import { connection } from './connection.ts';
import type { TypeResolvers } from './context.ts';

function descriptionHtml(source: CatalogueProduct): string {
  return (
    `<p>${escapeHtml(source.description)}</p>` +
    (source.features.length > 0
      ? `<ul>${source.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`
      : '') +
    sizeChartHtml(source.productType, source.sizes)
  );
}

const variantSource = (
  product: ProductRecord,
  variant: ProductRecord['variants'][number],
): VariantSource => ({ __typename: 'ProductVariant', product, variant });

function priceRange(product: ProductRecord) {
  const cents = toCents(product.source.price);
  return { minVariantPrice: money(cents), maxVariantPrice: money(cents) };
}

/**
 * A colour value's swatch, as a shop that fills in Shopify's colour metafield gives it: the
 * colour's own hex (a two-tone garment's main colour); other options have none.
 */
function swatchOf(product: ProductRecord, option: string, value: string) {
  if (option !== 'Color') return null;
  const colour = product.source.colours.find((candidate) => candidate.name === value);
  return colour ? { color: colour.hex, image: null } : null;
}

/** `Product`: one catalogue product with its colour × size variants and colour images. */
export const Product: TypeResolvers<ProductRecord> = {
  handle: ({ source }) => source.handle,
  title: ({ source }) => source.title,
  description: ({ source }) => [source.description, ...source.features].join(' '),
  descriptionHtml: ({ source }) => descriptionHtml(source),
  productType: ({ source }) => source.productType,
  vendor: ({ source }) => source.vendor,
  tags: ({ source }) => [...source.tags],
  availableForSale: (product) => product.variants.some((variant) => variant.available),
  createdAt: ({ source }) => source.createdAt,
  updatedAt: ({ source }) => source.createdAt,
  publishedAt: ({ source }) => source.createdAt,
  onlineStoreUrl: () => null,
  isGiftCard: () => false,
  requiresSellingPlan: () => false,
  totalInventory: (product) => product.variants.filter((variant) => variant.available).length * 100,
  seo: ({ source }) => ({ title: source.title, description: source.description }),
  options: (product, args) =>
    product.options
      .slice(0, typeof args.first === 'number' ? args.first : undefined)
      .map((option) => ({
        id: option.id,
        name: option.name,
        values: option.values,
        optionValues: option.values.map((value, index) => ({
          id: gid('ProductOptionValue', `${option.id.split('/').at(-1)}${index + 1}`),
          name: value,
          swatch: swatchOf(product, option.name, value),
          firstSelectableVariant: null,
        })),
      })),
  featuredImage: (product) => product.images[0] ?? null,
  images: (product, args) =>
    connection(
      product.images,
      args,
      (image) => image.id,
      (image) => image,
    ),
  variants: (product, args) =>
    connection(
      product.variants,
      args,
      (variant) => variant.id,
      (variant) => variantSource(product, variant),
    ),
  collections: (product, args, { shop }) =>
    connection(
      shop.collections.filter((collection) =>
        product.source.collections.includes(collection.handle),
      ),
      args,
      (collection) => collection.id,
      (collection) => collection,
    ),
  variantsCount: (product) => ({ count: product.variants.length, precision: 'EXACT' }),
  priceRange,
  compareAtPriceRange: (product) => {
    const cents = toCents(product.source.compareAtPrice ?? product.source.price);
    return { minVariantPrice: money(cents), maxVariantPrice: money(cents) };
  },
  selectedOrFirstAvailableVariant: (product) => {
    const variant = product.variants.find((candidate) => candidate.available);
    return variant ? variantSource(product, variant) : null;
  },
  metafield: () => null,
  metafields: (_product, args) =>
    (Array.isArray(args.identifiers) ? args.identifiers : []).map(() => null),
};
