import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server's markup is being hydrated (and on the server), true after: a page
 * whose prerendered HTML cannot know the address's query (`/search?q=…` is built as `/search`)
 * first renders as the server did, then with the query, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
