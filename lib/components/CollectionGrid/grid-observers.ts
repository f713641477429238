'use client';

import { type RefObject, useEffect, useState } from 'react';

/** Calls `callback` once the frame after the next one begins, so the next frame has been drawn. */
function afterNextPaint(callback: () => void): () => void {
  let second: number | undefined;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    if (second !== undefined) cancelAnimationFrame(second);
  };
}

/**
 * Whether a compact grid's content is taller than the grid, so that it scrolls: measured again
 * whenever the grid or its mounted widget changes size. A full grid never scrolls.
 */
export function useScrollable(
  gridRef: RefObject<HTMLElement | null>,
  mountRef: RefObject<HTMLElement | null>,
  compact: boolean,
): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const grid = gridRef.current;
    const mount = mountRef.current;
    if (!compact || !grid || !mount || typeof ResizeObserver === 'undefined') {
      setScrollable(false);
      return;
    }
    const measure = () => setScrollable(grid.scrollHeight > grid.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    observer.observe(mount);
    measure();
    return () => observer.disconnect();
  }, [compact, gridRef, mountRef]);
  return scrollable;
}

/**
 * Whether the grid has been seen: at once when `eager`, else once it has come a tenth of the
 * screen into view and the frame showing it has been drawn. It stays seen.
 */
export function useSeen(gridRef: RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    const grid = gridRef.current;
    if (seen || !grid) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    let cancelStart: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (cancelStart || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The page's own content (and this grid's skeleton) is on screen before the
        // library's download starts competing with it.
        cancelStart = afterNextPaint(() => setSeen(true));
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(grid);
    return () => {
      observer.disconnect();
      cancelStart?.();
    };
  }, [seen, gridRef]);
  return seen;
}
