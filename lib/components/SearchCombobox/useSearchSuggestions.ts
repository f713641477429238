'use client';

import { useEffect, useRef, useState } from 'react';
import type { SearchFunction, SearchSuggestion } from './types';

/** What the list shows for the query in the field. */
export type SearchResults =
  | { status: 'idle' }
  | { status: 'ready'; query: string; suggestions: readonly SearchSuggestion[] }
  | { status: 'error'; query: string };

/** The spec's searchable dropdowns search from the first character. */
export const MIN_QUERY_LENGTH = 1;
const CACHE_SIZE = 30;

/**
 * The suggestions for a query: asked `debounce` ms after it last changed (a request whose query
 * has changed since is aborted), at most `limit` of them, the last 30 queries' answers kept.
 */
export function useSearchSuggestions(
  query: string,
  options: { search: SearchFunction; limit: number; debounce: number },
): SearchResults {
  const { search, limit, debounce } = options;
  const [results, setResults] = useState<SearchResults>({ status: 'idle' });
  const cache = useRef(new Map<string, readonly SearchSuggestion[]>());
  const latest = useRef({ search, limit });
  useEffect(() => {
    latest.current = { search, limit };
  });

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

  return results;
}
