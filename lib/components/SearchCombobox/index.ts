export type { SearchComboboxProps, SearchFunction, SearchSuggestion } from './SearchCombobox';
export { SearchCombobox, searchResultsHref } from './SearchCombobox';
