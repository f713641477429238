import type { DiscountStore } from '../discounts.ts';
import type { CartStore, ShopIndex, StorefrontUrls } from '../model.ts';

/** What every resolver of one request sees. */
export interface StorefrontContext {
  shop: ShopIndex;
  urls: StorefrontUrls;
  carts: CartStore;
  /** The discount codes the shops configured. */
  discounts: DiscountStore;
  now: () => Date;
  /** The client's address (carts are bounded per client). */
  client: string;
}

/** Resolves one field of an object of type S from its arguments (already coerced). */
export type Resolver<S> = (
  source: S,
  args: Record<string, unknown>,
  context: StorefrontContext,
) => unknown;

/** The resolvers of one schema type: fields not listed read the source's own property. */
export type TypeResolvers<S> = Readonly<Record<string, Resolver<S>>>;
