import { escapeHtml } from '../html.ts';
import { type CollectionRecord, matchesQuery, productSortKeys, sortItems } from '../model.ts';
import { applyFilters, readFilters } from '../search.ts';
import { connection } from './connection.ts';
import type { TypeResolvers } from './context.ts';

/** `Collection`: a catalogue collection and its products, in catalogue order unless sorted. */
export const Collection: TypeResolvers<CollectionRecord> = {
  descriptionHtml: (collection) => `<p>${escapeHtml(collection.description)}</p>`,
  updatedAt: () => '2025-07-01T12:00:00Z',
  image: () => null,
  onlineStoreUrl: () => null,
  seo: (collection) => ({ title: collection.title, description: collection.description }),
  products: (collection, args) => {
    const listed = collection.products.filter((product) =>
      matchesQuery(product.source, args.query),
    );
    const groups = readFilters(args.filters);
    return {
      ...connection(
        sortItems(applyFilters(listed, groups), args.sortKey, args.reverse, productSortKeys),
        args,
        (product) => product.id,
        (product) => product,
      ),
      facets: { products: listed, groups },
    };
  },
  metafield: () => null,
  metafields: (_collection, args) =>
    (Array.isArray(args.identifiers) ? args.identifiers : []).map(() => null),
};
