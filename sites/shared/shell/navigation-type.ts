/** Whether this document was loaded by Back or Forward (or a reload) rather than a link. */
export function loadedFromHistory(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}
