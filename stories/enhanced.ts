import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the story's Accordion or desktop navigation runs on Radix: both render a light
 * version first and swap in the full one once the browser is idle, marking its root
 * `data-enhanced`.
 */
export async function whenEnhanced(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-enhanced]')).not.toBeNull(), {
    timeout: 5000,
  });
}
