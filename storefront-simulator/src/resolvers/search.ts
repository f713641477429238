import { type Facets, productFilters } from '../search.ts';
import type { TypeResolvers } from './context.ts';

/** A product list's filters, counted only when asked for. */
const filtersOf = ({ facets }: { facets: Facets }) =>
  productFilters(facets.products, facets.groups);

/** `ProductConnection`: a page of products, and the filters the whole list offers. */
export const ProductConnection: TypeResolvers<{ facets: Facets }> = {
  filters: filtersOf,
};

/** `SearchResultItemConnection`: a page of search results, and the filters they offer. */
export const SearchResultItemConnection: TypeResolvers<{ facets: Facets }> = {
  productFilters: filtersOf,
};
