import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { loadedFromHistory } from './navigation-type';
import {
  entryId,
  recordScroll,
  restoreScroll,
  saveScrollPositions,
  scrollPositionOf,
} from './scroll-restoration';

/**
 * Scrolls to the top when the address's path changes, and on Back and Forward (also when they
 * load the page anew, such as Back from a product page opened from a grid) back to where that
 * entry was left (scroll-restoration.ts). A new entry of the same path (a filter) keeps the
 * scroll, as before.
 */
export function ScrollRestorer() {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  const entry = useRef<string | undefined>(undefined);
  const shownPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (entry.current) recordScroll(entry.current, window.scrollY);
    };
    const onHide = () => {
      onScroll();
      saveScrollPositions();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  // Before the browser paints the new page, so its scroll events count for the new entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (`key`)
  useLayoutEffect(() => {
    const first = entry.current === undefined;
    const id = entryId(key, `${pathname}${search}`);
    entry.current = id;
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    const saved = scrollPositionOf(id);
    // Mounted when first needed (App's ScrollKeeper): the page stays where the shopper has it,
    // unless Back or Forward loaded it, which returns to where it was left.
    if (first) {
      if (window.scrollY > 0) recordScroll(id, window.scrollY);
      return navigationType === 'POP' && saved !== undefined && loadedFromHistory()
        ? restoreScroll(saved)
        : undefined;
    }
    if (navigationType === 'POP' && saved !== undefined) {
      // Another page starts at its top until it is tall enough for where it was left.
      if (!samePath) window.scrollTo(0, 0);
      return restoreScroll(saved);
    }
    if (!samePath || navigationType === 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [key]);
  return null;
}
