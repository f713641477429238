'use client';

import type { SearchSuggestion } from './types';
import type { SearchResults } from './useSearchSuggestions';

export const NO_RESULTS = 'No results found';
export const NOT_AVAILABLE = 'Suggestions are not available. Press Enter to search.';

export interface SearchPopupProps {
  /** Ids of the list box and of each option (by index; “See all results” comes last). */
  listId: string;
  optionId: (index: number) => string;
  /** The field's accessible name: the list box is named after it. */
  label: string;
  query: string;
  results: SearchResults;
  suggestions: readonly SearchSuggestion[];
  /** Options in the list: the suggestions and “See all results”, or none. */
  optionCount: number;
  activeIndex: number;
  shown: boolean;
  empty: boolean;
  onChoose: (index: number) => void;
  onSeeAll: () => void;
  onActivate: (index: number) => void;
}

/** One suggestion: its picture (or an empty frame), its name, its price. */
function SuggestionContent({ suggestion }: { suggestion: SearchSuggestion }) {
  return (
    <>
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
      {suggestion.price ? <span className="zc-search__price">{suggestion.price}</span> : null}
    </>
  );
}

/**
 * The combobox's popup: the list box of suggestions and “See all results”, or “No results
 * found”, or that suggestions are not available. The options never take the focus: the field
 * keeps it and points at the active one.
 */
export function SearchPopup({
  listId,
  optionId,
  label,
  query,
  results,
  suggestions,
  optionCount,
  activeIndex,
  shown,
  empty,
  onChoose,
  onSeeAll,
  onActivate,
}: SearchPopupProps) {
  return (
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
                onClick={() => onChoose(index)}
                onPointerMove={() => onActivate(index)}
              >
                <SuggestionContent suggestion={suggestion} />
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
            onClick={onSeeAll}
            onPointerMove={() => onActivate(suggestions.length)}
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
          {NOT_AVAILABLE}
        </p>
      ) : null}
    </div>
  );
}
