import { type RefCallback, useLayoutEffect, useRef, useState } from 'react';

/** Whether an element revealed by {@link useRevealOnce} is shown yet. */
export type RevealState = 'hidden' | 'visible';

export interface RevealOnceOptions {
  /**
   * How far, in pixels, the element must have entered the viewport from the bottom before it is revealed.
   * @default 0
   */
  offset?: number;
}

export interface RevealOnce<T extends Element> {
  /** Attach to the element to watch. */
  ref: RefCallback<T>;
  /** `'visible'` on the server, on first render and after the reveal; `'hidden'` only while waiting to scroll into view. */
  state: RevealState;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function isInView(element: Element, offset: number): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight - offset && rect.bottom > 0;
}

/**
 * Reveals an element once, the first time it scrolls into view, then stops watching.
 *
 * Server-rendered and first-render output is always `'visible'`: the element is hidden only after
 * mount, and only when it is not already in view, IntersectionObserver exists and the visitor
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
      isInView(element, offset)
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
