import type { Page } from '@playwright/test';
import {
  revealWholePage,
  waitForAnimations,
  waitForImagesAndFonts,
  waitForProducts,
} from '../e2e/page-states';

/** The moment every picture is taken at: the footer year and anything dated never change. */
export const FIXED_TIME = new Date('2026-03-02T15:00:00Z');

/** Waits until the embedded storefront frames stop resizing (two equal readings in a row). */
async function waitForFramesToSettle(page: Page): Promise<void> {
  const sizes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('iframe')]
        .map((frame) => `${frame.offsetWidth}x${frame.offsetHeight}`)
        .join(' '),
    );
  let previous = await sizes();
  if (previous === '') return;
  for (let reading = 0; reading < 20; reading += 1) {
    await page.waitForTimeout(200);
    const current = await sizes();
    if (current === previous) return;
    previous = current;
  }
}

/**
 * Brings a page to rest before its picture: everything revealed on scroll shown, products in,
 * images decoded, fonts loaded, frames no longer resizing, transitions over.
 */
export async function settle(page: Page): Promise<void> {
  // The browser's own “Please fill out this field” bubble is not part of the page, and how long
  // it stays varies: moving the focus away and back removes it and keeps the field's ring.
  await page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLElement) || !field.matches(':invalid')) return;
    field.blur();
    field.focus();
  });
  await revealWholePage(page);
  await waitForProducts(page);
  await waitForImagesAndFonts(page);
  await waitForFramesToSettle(page);
  await waitForAnimations(page);
}
