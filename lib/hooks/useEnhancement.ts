'use client';

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a component renders once its enhancement has loaded, and where focus was before. */
interface Loaded<T> {
  module: T;
  /** Index of the focused control among the container's controls at the swap, or -1. */
  focusIndex: number;
}

/** The controls a swap keeps the focus on, matched by position. */
const CONTROLS = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/** The controls a visitor can reach in `container`: not hidden, not kept from assistive tech. */
function controlsOf(container: HTMLElement | null): HTMLElement[] {
  return [...(container?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].filter(
    (control) => !control.closest('[hidden], [aria-hidden="true"]'),
  );
}

/** Runs `callback` once the browser is idle (or after a short while where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

export interface EnhancementOptions {
  /**
   * Loads the enhancement only while this media query matches (e.g. the widths where the
   * enhanced part is shown); without it, at every width.
   */
  media?: string | undefined;
  /**
   * Loads the enhancement once the browser is idle after hydration; `false` waits for a
   * pointer or the focus to reach the container (or `request`), for an enhancement the light
   * version does not need until then.
   * @default true
   */
  idle?: boolean | undefined;
}

export interface Enhancement<T> {
  /** The loaded module, once it has replaced the light version. */
  enhanced: T | undefined;
  /** Loads the enhancement now. */
  request: () => void;
}

/**
 * Progressive enhancement for a component whose first render is complete markup: the server's
 * HTML, hydrated by a light version that already works with a click, then swapped for the
 * full behaviour (`load`, usually a dynamic `import()` of a module with a heavier dependency)
 * once the browser is idle after hydration (unless `idle` is false), or at once when a pointer
 * or the focus reaches `container` (or `request` is called). The page's first load carries none of that module's bytes.
 *
 * The swap never happens in the middle of a press (a pointer or a key down inside
 * `container`): the press ends on the element it started on, then the swap follows, once the
 * animations running inside `container` (an answer the press opened) have finished. It keeps
 * the focus on the control at the same position inside `container`. When the module cannot
 * be loaded, the light version stays, and the next request tries again.
 */
export function useEnhancement<T>(
  load: () => Promise<T>,
  container: RefObject<HTMLElement | null>,
  { media, idle = true }: EnhancementOptions = {},
): Enhancement<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>();
  const requested = useRef(false);
  const arrived = useRef<{ module: T }>(undefined);
  const pressing = useRef(false);

  const swap = useCallback(() => {
    const module = arrived.current;
    if (!module || pressing.current) return;
    // Nor in the middle of an animation the press started (an answer opening): the new
    // version would mount in its end state and cut it short.
    const running = (container.current?.getAnimations?.({ subtree: true }) ?? []).filter(
      (animation) => animation.playState === 'running',
    );
    if (running.length > 0) {
      Promise.allSettled(running.map((animation) => animation.finished)).then(() => swap());
      return;
    }
    arrived.current = undefined;
    const focusIndex = controlsOf(container.current).indexOf(document.activeElement as HTMLElement);
    setLoaded({ module: module.module, focusIndex });
  }, [container]);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (module) => {
        arrived.current = { module };
        swap();
      },
      () => {
        requested.current = false;
      },
    );
  }, [load, swap]);

  // Loads at idle once the media query matches (at once, or when it starts to).
  useEffect(() => {
    if (!idle) return;
    const query = media && typeof matchMedia === 'function' ? matchMedia(media) : undefined;
    let cancelIdle: (() => void) | undefined;
    const schedule = () => {
      if (!query || query.matches) cancelIdle ??= whenIdle(request);
    };
    schedule();
    query?.addEventListener('change', schedule);
    return () => {
      query?.removeEventListener('change', schedule);
      cancelIdle?.();
    };
  }, [media, idle, request]);

  // Loads at once when a pointer or the focus reaches the container. Holds the swap while a
  // press inside it lasts, and until its click has run.
  useEffect(() => {
    const element = container.current;
    if (!element || loaded) return;
    const start = () => {
      pressing.current = true;
    };
    const end = () => {
      if (!pressing.current) return;
      pressing.current = false;
      setTimeout(swap, 0);
    };
    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener('pointerover', request, { signal });
    element.addEventListener('focusin', request, { signal });
    element.addEventListener('pointerdown', start, { signal });
    element.addEventListener('keydown', start, { signal });
    for (const type of ['pointerup', 'pointercancel', 'keyup'] as const) {
      document.addEventListener(type, end, { signal });
    }
    return () => listening.abort();
  }, [container, loaded, request, swap]);

  useLayoutEffect(() => {
    if (!loaded || loaded.focusIndex < 0) return;
    controlsOf(container.current)[loaded.focusIndex]?.focus();
  }, [loaded, container]);

  return { enhanced: loaded?.module, request };
}
