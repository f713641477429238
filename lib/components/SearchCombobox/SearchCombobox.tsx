'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchForm, type SearchFormProps } from './SearchForm';

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

/** What the list shows for the query in the field. */
type Results =
  | { status: 'idle' }
  | { status: 'ready'; query: string; suggestions: readonly SearchSuggestion[] }
  | { status: 'error'; query: string };

const NO_RESULTS = 'No results found';
/** The spec's searchable dropdowns search from the first character. */
const MIN_QUERY_LENGTH = 1;
const CACHE_SIZE = 30;

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
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const cache = useRef(new Map<string, readonly SearchSuggestion[]>());
  const latest = useRef({ search, limit });
  useEffect(() => {
    latest.current = { search, limit };
  });

  // The field takes the place of what was just pressed, so it is already in view: moving the focus
  // must not scroll the page (inside a sticky header or an open menu, Chromium would).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const query = value.trim();

  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) {
      setResults({ status: 'idle' });
      return;
    }
    const cached = cache.current.get(query);
    if (cached) {
      setResults({ status: 'ready', query, suggestions: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current.search(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          const suggestions = found.slice(0, latest.current.limit);
          cache.current.set(query, suggestions);
          if (cache.current.size > CACHE_SIZE) {
            const oldest = cache.current.keys().next().value;
            if (oldest !== undefined) cache.current.delete(oldest);
          }
          setResults({ status: 'ready', query, suggestions });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Search suggestions are not available:', error);
          setResults({ status: 'error', query });
        },
      );
    }, debounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounce]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!event.altKey && optionCount > 0)
            setActive(event.key === 'ArrowDown' ? 0 : optionCount - 1);
          return;
        }
        if (optionCount === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the focus returns to the field (no option active).
        setActive((current) => {
          const next = current + step;
          if (current === -1) return step === 1 ? 0 : optionCount - 1;
          return next < 0 || next >= optionCount ? -1 : next;
        });
        return;
      }
      case 'Enter':
        if (activeIndex !== -1) {
          event.preventDefault();
          choose(activeIndex);
        }
        // Otherwise the form submits: the results page.
        return;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          // Keeps an enclosing menu or dialog open: this Escape was the list's.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
      default:
        return;
    }
  };

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
    announcement = 'Suggestions are not available. Press Enter to search.';
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
      <div
        className="zc-search__popup"
        data-slot="search-popup"
        data-query={results.status === 'idle' ? undefined : results.query}
        hidden={!shown}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={`${label}: suggestions`}
          className="zc-search__list"
          data-slot="search-list"
          hidden={optionCount === 0}
        >
          {optionCount > 0
            ? suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus and points at the active option (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
                <div
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="zc-search__option"
                  data-slot="search-option"
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                  onPointerMove={() => setActive(index)}
                >
                  <span className="zc-search__thumb" data-slot="search-thumb">
                    {suggestion.image ? (
                      <img
                        src={suggestion.image.src}
                        alt={suggestion.image.alt ?? ''}
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                  </span>
                  <span className="zc-search__name">{suggestion.title}</span>
                  {suggestion.price ? (
                    <span className="zc-search__price">{suggestion.price}</span>
                  ) : null}
                </div>
              ))
            : null}
          {optionCount > 0 ? (
            // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus and points at the active option (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
            <div
              id={optionId(suggestions.length)}
              role="option"
              aria-selected={activeIndex === suggestions.length}
              className="zc-search__option zc-search__all"
              data-slot="search-all"
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => navigate(resultsHref())}
              onPointerMove={() => setActive(suggestions.length)}
            >
              See all results for “{query}”
            </div>
          ) : null}
        </div>
        {empty ? (
          <p className="zc-search__empty" data-slot="search-empty">
            {NO_RESULTS}
          </p>
        ) : null}
        {results.status === 'error' ? (
          <p className="zc-search__empty" data-slot="search-error">
            Suggestions are not available. Press Enter to search.
          </p>
        ) : null}
      </div>
      <p className="zc-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </SearchForm>
  );
}
