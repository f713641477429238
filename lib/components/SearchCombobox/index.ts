export type { SearchComboboxProps, SearchFunction, SearchSuggestion } from './SearchCombobox';
export { SearchCombobox, searchResultsHref } from './SearchCombobox';
export type { SearchFormProps } from './SearchForm';
export { SearchForm } from './SearchForm';
