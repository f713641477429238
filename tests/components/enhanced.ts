import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the components rendered so far have swapped their light first version for the
 * full one (the Radix-based Accordion and desktop navigation mark their root `data-enhanced`),
 * as a visitor's browser does at idle after the page became interactive.
 */
export async function whenEnhanced(count = 1): Promise<void> {
  // The first swap in a test file imports Radix, a module load that takes more than
  // waitFor's default second on a busy machine.
  await waitFor(() => expect(document.querySelectorAll('[data-enhanced]')).toHaveLength(count), {
    timeout: 5000,
  });
}
