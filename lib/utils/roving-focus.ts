/**
 * Moves the focus among `items` as a list's arrow keys do: ArrowDown and ArrowUp to the next
 * and previous item (wrapping around), Home and End to the first and last. Returns whether the
 * key was one of those (so the caller prevents its default).
 */
export function moveFocus(items: readonly HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : key === 'ArrowDown'
          ? current === last
            ? 0
            : current + 1
          : key === 'ArrowUp'
            ? current <= 0
              ? last
              : current - 1
            : undefined;
  if (next === undefined) return false;
  items[next]?.focus();
  return true;
}
