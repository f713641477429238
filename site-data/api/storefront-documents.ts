/**
 * The Storefront API documents the shop pages send of their own (the listing, the search, the
 * suggestions, a collection's product count): one place, so the sites that send them and the
 * storefront gateway that forwards only the documents it knows read the same text.
 */

/** The most products a list shows (the Storefront API's largest page). */
export const MAX_LISTED = 250;

const filterFields = 'id label type values { id label count input }';

export const LISTING_COLLECTION_QUERY = `query ListingCollection($id: ID!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
  collection(id: $id) {
    products(first: ${MAX_LISTED}, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { id }
      filters { ${filterFields} }
    }
  }
}`;

export const LISTING_SEARCH_QUERY = `query ListingSearch($query: String!, $filters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean) {
  search(query: $query, first: ${MAX_LISTED}, types: [PRODUCT], prefix: LAST, unavailableProducts: LAST, productFilters: $filters, sortKey: $sortKey, reverse: $reverse) {
    nodes { ... on Product { id } }
    productFilters { ${filterFields} }
  }
}`;

export const SUGGEST_QUERY = `query Suggest($query: String!, $limit: Int) {
  predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [PRODUCT], unavailableProducts: LAST) {
    products {
      id
      title
      handle
      featuredImage { url(transform: { maxWidth: 128 }) altText }
      priceRange { minVariantPrice { amount currencyCode } }
    }
  }
}`;

/** The grids' product count (the design-system package sends it; a test keeps the two equal). */
export const COLLECTION_PRODUCT_COUNT_QUERY = `query CollectionProductCount($id: ID!, $after: String) {
  collection(id: $id) {
    products(first: 250, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id }
    }
  }
}`;

const cardFactsFields =
  'id tags collections(first: 20) { nodes { handle } } options { name optionValues { name swatch { color } } }';

/** The grids' card facts by product id (the design-system package sends it, as the count). */
export const CARD_FACTS_QUERY = `query CardFacts($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Product { ${cardFactsFields} } }
}`;

/** The grids' card facts of a collection's first page (the design-system package sends it). */
export const COLLECTION_CARD_FACTS_QUERY = `query CollectionCardFacts($id: ID!, $first: Int!) {
  collection(id: $id) { products(first: $first) { nodes { ${cardFactsFields} } } }
}`;

/** Every document the shop pages send of their own, by operation name. */
export const siteStorefrontDocuments: Readonly<Record<string, string>> = {
  ListingCollection: LISTING_COLLECTION_QUERY,
  ListingSearch: LISTING_SEARCH_QUERY,
  Suggest: SUGGEST_QUERY,
  CollectionProductCount: COLLECTION_PRODUCT_COUNT_QUERY,
  CardFacts: CARD_FACTS_QUERY,
  CollectionCardFacts: COLLECTION_CARD_FACTS_QUERY,
};
