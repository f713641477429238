'use client';

import { type Ref, type RefCallback, useMemo } from 'react';

function attach<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return undefined;
}

/** One callback ref that feeds two refs (e.g. a caller's `ref` prop and an internal one). */
export function useComposedRefs<T>(
  first: Ref<T> | undefined,
  second: Ref<T> | undefined,
): RefCallback<T> {
  return useMemo(
    () => (node: T | null) => {
      const cleanups = [attach(first, node), attach(second, node)];
      return () => {
        for (const cleanup of cleanups) cleanup?.();
      };
    },
    [first, second],
  );
}
