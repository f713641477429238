import { useLocation, useNavigate } from 'react-router-dom';
/**
 * A product list's choices as the address keeps them: `?color=Orange&size=3XL&sort=price-asc`.
 * Light on purpose (every collection page loads it): which choices there are, and the sort
 * orders offered; the storefront's filters are read only once a list is filtered or the
 * filters are opened (listing.ts).
 */

/** Where a list's products come from: a collection, or a search. */
export type ListingKind = 'collection' | 'search';

export interface SortChoice {
  /** The `sort` parameter; '' for the default order (no parameter). */
  value: string;
  label: string;
}

/** Sort orders of a collection (`ProductCollectionSortKeys`). */
export const collectionSorts: readonly SortChoice[] = [
  { value: '', label: 'Featured' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'best-selling', label: 'Best selling' },
];

/** Parameters that are not filter choices: the query, the sort and the price range. */
/** What a listing says when the storefront could not give its products. */
export const PRODUCTS_UNAVAILABLE = 'The products could not be loaded. Please try again.';

export const QUERY_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const PRICE_MIN_PARAM = 'price_min';
export const PRICE_MAX_PARAM = 'price_max';
/** The filter of a shop's standard, where it has one: `standard=ANSI Class 2` (by its tags). */
export const STANDARD_PARAM = 'standard';

/** Parameters links add that choose nothing (campaign tags, click ids). */
function isTracking(name: string): boolean {
  return /^(utm_|fbclid$|gclid$|msclkid$)/.test(name);
}

/** The chosen sort, '' (the default) when absent or not one of `sorts`. */
export function chosenSort(params: URLSearchParams, sorts: readonly SortChoice[]): string {
  const value = params.get(SORT_PARAM) ?? '';
  return sorts.some((sort) => sort.value === value) ? value : '';
}

/** Filter choices in the address: every parameter but the query, the sort and tracking tags. */
export function filterParams(params: URLSearchParams): [string, string][] {
  return [...params].filter(
    ([name, value]) =>
      value !== '' && name !== QUERY_PARAM && name !== SORT_PARAM && !isTracking(name),
  );
}

/** Whether the list is filtered or sorted: then it is shown as the matching products. */
export function hasChoices(params: URLSearchParams): boolean {
  return filterParams(params).length > 0 || params.has(SORT_PARAM);
}

/** The address's parameters without any choice (the query and tracking tags stay). */
export function withoutChoices(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === QUERY_PARAM || isTracking(name)) kept.append(name, value);
  }
  return kept;
}

/**
 * The address's parameters, and a setter that adds a history entry (so Back undoes a choice).
 * Built on `useLocation` and `useNavigate`, which every page loads anyway.
 */
export function useAddressParams(): [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const set = (update: (current: URLSearchParams) => URLSearchParams) => {
    const next = update(new URLSearchParams(search)).toString();
    navigate({ pathname, search: next ? `?${next}` : '', hash }, { preventScrollReset: true });
  };
  return [params, set];
}
