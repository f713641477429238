import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the story's Accordion or desktop navigation runs on Radix: both render a light
 * version first and swap in the full one, marking its root `data-enhanced`: the navigation once
 * the browser is idle, the accordion once a pointer reaches it, as here (again on each try: the
 * accordion listens from its first effect on, which may run after the play function starts).
 */
export async function whenEnhanced(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      for (const accordion of canvasElement.querySelectorAll('[data-slot="accordion"]')) {
        accordion.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
      expect(canvasElement.querySelector('[data-enhanced]')).not.toBeNull();
    },
    { timeout: 5000 },
  );
}
