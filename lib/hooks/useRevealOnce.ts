'use client';

import { type RefCallback, useLayoutEffect, useRef, useState } from 'react';

/** Whether an element revealed by {@link useRevealOnce} is shown yet. */
export type RevealState = 'hidden' | 'visible';

export interface RevealOnceOptions {
  /**
   * How far (px) the element must have come up into the viewport before it is revealed.
   * @default 0
   */
  offset?: number;
}

export interface RevealOnce<T extends Element> {
  /** Attach to the element to watch. */
  ref: RefCallback<T>;
  /**
   * `'visible'` on the server, on first render and after the reveal; `'hidden'` only while
   * waiting to be scrolled into view.
   */
  state: RevealState;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** In view, or already scrolled past (e.g. a restored scroll position). */
function hasBeenReached(element: Element, offset: number): boolean {
  return element.getBoundingClientRect().top < window.innerHeight - offset;
}

/**
 * Reveals an element once, the first time it scrolls into view, then stops watching.
 *
 * Server-rendered and first-render output is always `'visible'`: the element is hidden only after
 * mount, and only while it is still below the fold, IntersectionObserver exists and the visitor
 * has not asked for reduced motion.
 */
export function useRevealOnce<T extends Element>({
  offset = 0,
}: RevealOnceOptions = {}): RevealOnce<T> {
  const [element, setElement] = useState<T | null>(null);
  const [state, setState] = useState<RevealState>('visible');
  const settled = useRef(false);

  useLayoutEffect(() => {
    if (!element || settled.current) return;
    if (
      typeof IntersectionObserver === 'undefined' ||
      prefersReducedMotion() ||
      hasBeenReached(element, offset)
    ) {
      settled.current = true;
      setState('visible');
      return;
    }

    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          settled.current = true;
          setState('visible');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, offset]);

  return { ref: setElement, state };
}
