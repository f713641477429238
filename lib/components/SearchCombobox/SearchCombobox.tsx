'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { comboboxKeyDown } from './comboboxKeys';
import { SearchForm, type SearchFormProps } from './SearchForm';
import { NO_RESULTS, NOT_AVAILABLE, SearchPopup } from './SearchPopup';
import type { SearchFunction, SearchSuggestion } from './types';
import { MIN_QUERY_LENGTH, useSearchSuggestions } from './useSearchSuggestions';

export type { SearchFunction, SearchSuggestion };

export type SearchComboboxProps = Omit<
  SearchFormProps,
  'onSubmit' | 'children' | 'action' | 'label' | 'placeholder' | 'inputProps' | 'state'
> & {
  /** Answers a query with suggestions; the component renders what it returns. */
  search: SearchFunction;
  /**
   * Address of the results page; the form submits the query there as `q` (also without
   * JavaScript).
   * @default '/search'
   */
  action?: string;
  /**
   * Accessible name of the field.
   * @default 'Search products'
   */
  label?: string;
  /**
   * Placeholder text of the field.
   * @default 'Search products'
   */
  placeholder?: string;
  /** Text of the field at first. */
  defaultValue?: string;
  /** Focuses the field once mounted (e.g. when it replaces a field that had the focus). */
  autoFocus?: boolean;
  /**
   * Milliseconds to wait after a keystroke before asking; keystrokes in between replace the
   * query, and a request whose query has changed is aborted.
   * @default 60
   */
  debounce?: number;
  /**
   * Most suggestions shown.
   * @default 6
   */
  limit?: number;
  /**
   * Goes to an address: a chosen suggestion's, or the results page's. Pass the router's
   * navigate for client-side navigation.
   * @default (href) => window.location.assign(href)
   */
  onNavigate?: (href: string) => void;
};

/** The results page's address for a query. */
export function searchResultsHref(action: string, query: string): string {
  const separator = action.includes('?') ? '&' : '?';
  return `${action}${separator}${new URLSearchParams({ q: query.trim() })}`;
}

/**
 * A product search field with suggestions: the WAI-ARIA combobox pattern with a list box. It
 * suggests from the first character typed (picture, name, price), says “No results found” when
 * nothing matches, and ends with “See all results”, which (like Enter with no suggestion
 * chosen) opens the results page. Arrow keys move through the suggestions (the active one is
 * announced through `aria-activedescendant`), Enter chooses, Escape closes the list and then
 * clears the field. It knows nothing of where suggestions come from: `search` answers them.
 */
export function SearchCombobox({
  search,
  action = '/search',
  label = 'Search products',
  placeholder = 'Search products',
  defaultValue = '',
  autoFocus = false,
  debounce = 60,
  limit = 6,
  onNavigate,
  className,
  ...props
}: SearchComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The field takes the place of what was just pressed, so it is already in view: moving the focus
  // must not scroll the page (inside a sticky header or an open menu, Chromium would).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const query = value.trim();
  const results = useSearchSuggestions(query, { search, limit, debounce });

  const suggestions = results.status === 'ready' ? results.suggestions : [];
  const answered = results.status !== 'idle' && query.length >= MIN_QUERY_LENGTH;
  const empty = results.status === 'ready' && suggestions.length === 0;
  // The suggestions, then “See all results” (not offered when nothing matches).
  const optionCount = answered && !empty ? suggestions.length + 1 : 0;
  const expanded = open && optionCount > 0;
  const shown = open && answered;
  const activeIndex = expanded && active < optionCount ? active : -1;

  const navigate = (href: string) => {
    setOpen(false);
    setActive(-1);
    if (onNavigate) onNavigate(href);
    else window.location.assign(href);
  };
  const resultsHref = () => searchResultsHref(action, query);
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    navigate(suggestion ? suggestion.href : resultsHref());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKeyDown(event, {
      open,
      shown,
      optionCount,
      activeIndex,
      value,
      setOpen,
      setActive,
      setValue,
      choose,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    navigate(resultsHref());
  };

  let announcement = '';
  if (shown && results.status === 'ready') {
    announcement = empty
      ? NO_RESULTS
      : `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`;
  } else if (shown && results.status === 'error') {
    announcement = NOT_AVAILABLE;
  }

  return (
    <SearchForm
      {...props}
      className={className}
      action={action}
      label={label}
      placeholder={placeholder}
      state={shown ? 'open' : 'closed'}
      onSubmit={onSubmit}
      inputProps={{
        ref: inputRef,
        id: inputId,
        role: 'combobox',
        spellCheck: false,
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': activeIndex === -1 ? undefined : optionId(activeIndex),
        value,
        onChange: (event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onFocus: () => setOpen(true),
        onBlur: () => {
          setOpen(false);
          setActive(-1);
        },
        onClick: () => setOpen(true),
        onKeyDown,
      }}
    >
      <SearchPopup
        listId={listId}
        optionId={optionId}
        label={label}
        query={query}
        results={results}
        suggestions={suggestions}
        optionCount={optionCount}
        activeIndex={activeIndex}
        shown={shown}
        empty={empty}
        onChoose={choose}
        onSeeAll={() => navigate(resultsHref())}
        onActivate={setActive}
      />
      <p className="zc-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </SearchForm>
  );
}
