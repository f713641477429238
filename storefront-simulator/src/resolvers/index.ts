/**
 * The simulator's resolvers, one module per Storefront API type. A field without a resolver
 * here reads the source object's own property of that name (see `../engine.ts`).
 */
import { Cart, CartLine, cartMutations } from './cart.ts';
import { Collection } from './collection.ts';
import type { TypeResolvers } from './context.ts';
import { Image } from './image.ts';
import { Product } from './product.ts';
import { QueryRoot } from './query.ts';
import { ProductConnection, SearchResultItemConnection } from './search.ts';
import { Shop } from './shop.ts';
import { ProductVariant } from './variant.ts';

export type { Resolver, StorefrontContext, TypeResolvers } from './context.ts';

// biome-ignore lint/suspicious/noExplicitAny: each type's resolvers take their own source type
export const resolvers: Readonly<Record<string, TypeResolvers<any>>> = {
  QueryRoot,
  Mutation: cartMutations,
  Shop,
  Product,
  ProductVariant,
  Image,
  Collection,
  ProductConnection,
  SearchResultItemConnection,
  Cart,
  CartLine,
};
