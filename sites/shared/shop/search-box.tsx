/** The header's search with suggestions: loaded when the field is first used. */
import { SearchCombobox } from '@zcomm/storefront-ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { suggestProducts } from './search-suggest';

export interface SearchBoxProps {
  store: string;
  defaultValue?: string;
  autoFocus?: boolean;
  /** Called after the search has gone to an address (e.g. to close the panel it is in). */
  onNavigate?: (() => void) | undefined;
}

export function SearchBox({ store, defaultValue, autoFocus, onNavigate }: SearchBoxProps) {
  const navigate = useNavigate();
  const search = useMemo(() => suggestProducts(store), [store]);
  return (
    <SearchCombobox
      className="shell-header-search"
      landmarkLabel="Site"
      search={search}
      {...(defaultValue ? { defaultValue } : {})}
      autoFocus={autoFocus}
      onNavigate={(href) => {
        navigate(href);
        onNavigate?.();
      }}
    />
  );
}
