/**
 * The page's inline script (index.html) keeps the buttons pressed before the application
 * started; the application presses them again once it has.
 */
declare global {
  interface Window {
    /** Stops keeping taps and hands over the buttons pressed so far, in order. */
    zcEarlyTaps?: (() => Element[]) | undefined;
  }
}

/** The buttons pressed before the application started; later calls hand over none. */
export function takeEarlyTaps(): HTMLElement[] {
  const taps = typeof window === 'undefined' ? [] : (window.zcEarlyTaps?.() ?? []);
  return taps.filter((tap): tap is HTMLElement => tap instanceof HTMLElement);
}

/**
 * Presses each kept button once, now that its handlers are attached. A button the first
 * render replaced (no longer in the document) is dropped.
 */
export function replayEarlyTaps(): void {
  for (const button of takeEarlyTaps()) {
    button.removeAttribute('data-zc-pending');
    if (button.isConnected) button.click();
  }
}
