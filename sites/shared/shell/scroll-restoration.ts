/**
 * Where each history entry was scrolled to, so Back and Forward return there: kept per entry in
 * the session (the router's key for the entry, kept in its `history.state`, which survives a full page
 * load such as a product page opened from a grid and left with Back), written as the page scrolls
 * and stored when the page is hidden. A restored position is held until the page has grown tall
 * enough (a collection's grid arrives after the page), the shopper scrolls, or a few seconds
 * pass. React Router's own `ScrollRestoration` needs a data router; the sites use
 * `BrowserRouter`.
 */

/** The session storage key of the positions. */
export const SCROLL_STORAGE_KEY = 'zc-scroll';
/** Positions kept: the most recent entries of the session. */
const MAX_ENTRIES = 50;
/** How long a restored position waits for the page to grow. */
const RESTORE_WAIT_MS = 8000;
/** How often a restored position is tried again while the page grows. */
const RETRY_MS = 100;

type Positions = Map<string, number>;

let positions: Positions | undefined;

function stored(): Positions {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      for (const [id, y] of Object.entries(saved)) {
        if (typeof y === 'number' && Number.isFinite(y) && y >= 0) positions.set(id, y);
      }
    }
  } catch {
    // Storage unreadable (a private window's quota, bad JSON): start empty.
  }
  return positions;
}

/** Writes the positions to the session, the most recent `MAX_ENTRIES`. */
export function saveScrollPositions(): void {
  const entries = [...stored()].slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or refused: Back then starts at the top, as before.
  }
}

/**
 * A history entry's id: the router's own key for it, which it keeps in the entry's
 * `history.state` (so it survives a full page load), or, for the entry a document was first
 * opened on (the router's `default`), its address. No state is written: a `replaceState` would
 * read as a navigation to whoever watches them.
 */
export function entryId(key: string, address: string): string {
  return key === 'default' ? `default ${address}` : key;
}

/** Records `y` as the position of the entry `id` (the most recent last). */
export function recordScroll(id: string, y: number): void {
  const map = stored();
  map.delete(id);
  map.set(id, Math.max(0, Math.round(y)));
}

/** The position the entry `id` was left at, if known. */
export function scrollPositionOf(id: string): number | undefined {
  return stored().get(id);
}

/** Forgets the positions in memory (tests). */
export function resetScrollPositions(): void {
  positions = undefined;
}

/**
 * Scrolls to `y`, at once when the page is tall enough, else once it has grown so; gives up at
 * the shopper's own scrolling, after `RESTORE_WAIT_MS`, or when called back (a new navigation).
 */
export function restoreScroll(y: number): () => void {
  const root = document.documentElement;
  // Only once the page is tall enough: a page scrolled to its end meanwhile would push a lazy
  // grid out of view, and the grid would never load to make it taller.
  const reach = () => {
    if (root.scrollHeight - window.innerHeight < y) return false;
    window.scrollTo(0, y);
    return true;
  };
  if (reach()) return () => {};
  // The page grows as its parts arrive (a grid's frame resizes itself): try again each tenth of
  // a second rather than watch every part.
  const timer = window.setInterval(() => {
    if (reach()) stop();
  }, RETRY_MS);
  const deadline = window.setTimeout(stop, RESTORE_WAIT_MS);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    window.clearInterval(timer);
    window.clearTimeout(deadline);
    for (const name of userEvents) window.removeEventListener(name, stop);
  }
  for (const name of userEvents) window.addEventListener(name, stop, { passive: true });
  return stop;
}
