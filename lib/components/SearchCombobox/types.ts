/** What the search combobox asks for and shows: a leaf module its parts share. */

/** One product the search suggests. */
export interface SearchSuggestion {
  /** Unique among the suggestions, e.g. the product id. */
  id: string;
  /** Product name. */
  title: string;
  /** Where choosing the suggestion goes. */
  href: string;
  /** Price as shown, e.g. `$24.99`. */
  price?: string | undefined;
  /** Product picture (shown small; `alt` is empty by default: the name is beside it). */
  image?: { src: string; alt?: string | undefined } | undefined;
}

/** Asks for the suggestions for a query; `signal` aborts when the query is no longer current. */
export type SearchFunction = (
  query: string,
  signal: AbortSignal,
) => Promise<readonly SearchSuggestion[]>;
