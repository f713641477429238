import { SearchForm } from '@zcomm/storefront-ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchBoxProps } from './search-box';

export interface SiteSearchProps {
  /** The `store` of the shop (as GET /api/collections names it). */
  store: string;
  /** Called after the search has gone to an address (e.g. to close the panel it is in). */
  onNavigate?: (() => void) | undefined;
}

type Loaded = { SearchBox: ComponentType<SearchBoxProps> };

/**
 * The shop's search in the header. The first render is a plain search form (it works before
 * and without the script: `/search?q=…`); the field with suggestions replaces it as soon as a
 * pointer or the focus reaches it, keeping what was typed and the focus, so no page's first
 * load carries the search code.
 */
export function SiteSearch({ store, onNavigate }: SiteSearchProps) {
  const [loaded, setLoaded] = useState<Loaded>();
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef('');
  // Whether the plain field has the focus, kept by its own events: read when the swap renders,
  // not when the code arrives, since a pointer that loads it usually presses the field after.
  const hasFocus = useRef(false);
  const navigate = useNavigate();

  const request = () => {
    import('./search-box').then(
      ({ SearchBox }) => setLoaded({ SearchBox }),
      (error: unknown) => console.warn('The search could not be loaded:', error),
    );
  };

  // Typed into or focused before the application started (no event reached it): read what
  // was typed, and load now if the field has the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (!input.current) return;
    typed.current = input.current.value;
    if (document.activeElement === input.current) {
      hasFocus.current = true;
      request();
    }
  }, []);

  if (loaded) {
    const { SearchBox } = loaded;
    return (
      <SearchBox
        store={store}
        // What was typed up to the swap, read as it happens (the plain field is still there).
        defaultValue={typed.current}
        autoFocus={hasFocus.current}
        onNavigate={onNavigate}
      />
    );
  }

  return (
    <SearchForm
      className="shell-header-search"
      landmarkLabel="Site"
      onSubmit={(event) => {
        const query = typed.current.trim();
        event.preventDefault();
        if (!query) return;
        navigate(`/search?${new URLSearchParams({ q: query })}`);
        onNavigate?.();
      }}
      inputProps={{
        ref: input,
        onPointerEnter: request,
        onFocus: () => {
          hasFocus.current = true;
          request();
        },
        onBlur: () => {
          hasFocus.current = false;
        },
        onTouchStart: request,
        onInput: (event) => {
          typed.current = event.currentTarget.value;
        },
      }}
    />
  );
}
