import { money, toCents, type VariantSource } from '../model.ts';
import { connection } from './connection.ts';
import type { TypeResolvers } from './context.ts';

const price = ({ product }: VariantSource) => money(toCents(product.source.price));
const compareAtPrice = ({ product }: VariantSource) =>
  product.source.compareAtPrice ? money(toCents(product.source.compareAtPrice)) : null;

/** `ProductVariant`: one colour and size of a product. */
export const ProductVariant: TypeResolvers<VariantSource> = {
  id: ({ variant }) => variant.id,
  title: ({ variant }) => variant.title,
  price,
  priceV2: price,
  compareAtPrice,
  compareAtPriceV2: compareAtPrice,
  availableForSale: ({ variant }) => variant.available,
  currentlyNotInStock: ({ variant }) => !variant.available,
  quantityAvailable: ({ variant }) => (variant.available ? 100 : 0),
  requiresShipping: () => true,
  requiresComponents: () => false,
  taxable: () => true,
  weight: () => 0.5,
  weightUnit: () => 'POUNDS',
  sku: ({ variant }) => variant.sku,
  barcode: () => null,
  image: ({ variant }) => variant.image,
  selectedOptions: ({ variant }) => variant.selectedOptions,
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
  quantityPriceBreaks: (_variant, args) => connection([], args, String, (item) => item),
  components: (_variant, args) => connection([], args, String, (item) => item),
  sellingPlanAllocations: (_variant, args) => connection([], args, String, (item) => item),
  product: ({ product }) => product,
  metafield: () => null,
  metafields: (_variant, args) =>
    (Array.isArray(args.identifiers) ? args.identifiers : []).map(() => null),
};
