import {
  type CollectionRecord,
  collectionSortKeys,
  matchesQuery,
  type ProductRecord,
  parseGid,
  productSortKeys,
  type ShopIndex,
  sortItems,
} from '../model.ts';
import { productRecommendations } from '../recommendations.ts';
import { predictiveSearch, searchResults } from '../search.ts';
import { connection } from './connection.ts';
import type { StorefrontContext, TypeResolvers } from './context.ts';

/** The object behind a global id (`node`, `nodes`), or null. */
function nodeById(id: unknown, { shop, carts }: StorefrontContext): unknown {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const key = String(id);
  switch (parsed.type) {
    case 'Product':
      return shop.productsById.get(key) ?? null;
    case 'ProductVariant':
      return shop.variantsById.get(key) ?? null;
    case 'Collection':
      return shop.collectionsById.get(key) ?? null;
    case 'Cart':
      return carts.find(shop, id) ?? null;
    case 'Shop':
      return key === shop.shopId ? shop : null;
    default:
      return null;
  }
}

function productByIdOrHandle(shop: ShopIndex, args: Record<string, unknown>) {
  return (
    (typeof args.handle === 'string'
      ? shop.productsByHandle.get(args.handle)
      : shop.productsById.get(String(args.id))) ?? null
  );
}

function products(items: readonly ProductRecord[], args: Record<string, unknown>) {
  const listed = items.filter((product) => matchesQuery(product.source, args.query));
  return {
    ...connection(
      sortItems(listed, args.sortKey, args.reverse, productSortKeys),
      args,
      (product) => product.id,
      (product) => product,
    ),
    facets: { products: listed, groups: new Map() },
  };
}

/** `QueryRoot`: the entry points for reading the shop, its products, collections and carts. */
export const QueryRoot: TypeResolvers<unknown> = {
  shop: (_root, _args, { shop }) => shop,
  node: (_root, args, context) => nodeById(args.id, context),
  nodes: (_root, args, context) =>
    (Array.isArray(args.ids) ? args.ids : []).map((id: unknown) => nodeById(id, context)),
  product: (_root, args, { shop }) => productByIdOrHandle(shop, args),
  productByHandle: (_root, args, { shop }) =>
    shop.productsByHandle.get(String(args.handle)) ?? null,
  products: (_root, args, { shop }) => products(shop.products, args),
  productRecommendations: (_root, args, { shop }) => productRecommendations(shop, args),
  collection: (_root, args, { shop }) =>
    (typeof args.handle === 'string'
      ? shop.collectionsByHandle.get(args.handle)
      : shop.collectionsById.get(String(args.id))) ?? null,
  collectionByHandle: (_root, args, { shop }) =>
    shop.collectionsByHandle.get(String(args.handle)) ?? null,
  collections: (_root, args, { shop }) =>
    connection(
      sortItems(
        shop.collections.filter(
          (collection: CollectionRecord) =>
            typeof args.query !== 'string' ||
            collection.title.toLowerCase().includes(args.query.toLowerCase()),
        ),
        args.sortKey,
        args.reverse,
        collectionSortKeys,
      ),
      args,
      (collection) => collection.id,
      (collection) => collection,
    ),
  cart: (_root, args, { shop, carts }) => carts.find(shop, args.id) ?? null,
  search: (_root, args, { shop }) => {
    const { items, facets } = searchResults(shop.products, args, shop.catalogue.synonyms);
    return {
      ...connection(
        items,
        args,
        (product) => product.id,
        (product) => product,
      ),
      facets,
      totalCount: items.length,
    };
  },
  predictiveSearch: (_root, args, { shop }) =>
    predictiveSearch(shop.products, shop.collections, args, shop.catalogue.synonyms),
};
