import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Brings a page into the interactive states a visitor can put it in (menus, accordion items,
 * form errors, thank-you views) and waits until it has settled, for the accessibility and
 * visual suites.
 */

/** How long the storefront widgets may take to show their products. */
const PRODUCTS_TIMEOUT = 20_000;

/**
 * Waits until every collection grid has shown its products (or failed) and their images have
 * loaded. Grids load once scrolled into view: a grid still waiting is scrolled to, then the
 * page goes back to the top.
 */
export async function waitForProducts(page: Page): Promise<void> {
  const grids = page.locator('.zc-collection-grid');
  for (let index = 0; index < (await grids.count()); index += 1) {
    const grid = grids.nth(index);
    if ((await grid.getAttribute('data-state')) !== 'loading') continue;
    await grid.scrollIntoViewIfNeeded().catch(() => undefined);
    await expect(grid).not.toHaveAttribute('data-state', 'loading', { timeout: PRODUCTS_TIMEOUT });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached()) continue;
    await frame
      .waitForFunction(
        () =>
          document.readyState === 'complete' &&
          [...document.images].every((image) => image.complete && image.naturalWidth > 0),
        undefined,
        { timeout: PRODUCTS_TIMEOUT },
      )
      .catch((error: unknown) => {
        if (!frame.isDetached()) throw error;
      });
  }
}

/** Waits for web fonts and every image of the page, lazy ones included (they are loaded first). */
export async function waitForImagesAndFonts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
    await document.fonts.ready;
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

/** Resolves once every running CSS animation and transition of the page has finished. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Scrolls from the top of the page to its end, a screen at a time, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * Scrolls through the whole page and back to the top, so that everything revealed on scroll
 * (the call to action) has been revealed, then waits for the reveal to finish. A part that
 * hydrates after a pass (a busy machine) starts hidden below the fold: the page is scrolled
 * through again until nothing is left hidden.
 */
export async function revealWholePage(page: Page): Promise<void> {
  const hidden = page.locator('.zc-call-to-action[data-state="hidden"]');
  await expect(async () => {
    await scrollThrough(page);
    await expect(hidden).toHaveCount(0, { timeout: 2_000 });
    // One pass of a long page takes 15 s on a machine busy enough to delay hydration.
  }).toPass({ timeout: 45_000 });
  await waitForAnimations(page);
}

/** The menu button of the small-screen header, when the site has one. */
export function menuToggle(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /menu/i });
}

/** Opens the small-screen menu and every group inside it. False when the page has none. */
export async function openMobileMenu(page: Page): Promise<boolean> {
  const toggle = menuToggle(page);
  if ((await toggle.count()) === 0) return false;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  for (const group of await panel.locator('button[aria-expanded]').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'true') continue;
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  await waitForAnimations(page);
  return true;
}

/** The dropdown triggers of the wide-screen navigation. */
export function dropdownTriggers(page: Page): Locator {
  return page.locator('header nav button[aria-expanded]').filter({ visible: true });
}

/** Opens the wide-screen dropdown behind `trigger` and waits until it has appeared. */
export async function openDropdown(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const content = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(content).toBeVisible();
  await waitForAnimations(page);
  return content;
}

/** The question buttons of the page's accordions. */
export function accordionTriggers(page: Page): Locator {
  return page.locator('main .zc-accordion__trigger');
}

/** Opens the accordion item behind `trigger` (unless it is open) and waits for the animation. */
export async function openAccordionItem(page: Page, trigger: Locator): Promise<void> {
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await waitForAnimations(page);
}

/** The page's own form (not the honeypot or search forms of embedded widgets). */
export function pageForm(page: Page): Locator {
  return page.locator('main form.zc-form');
}

/** Submits the form with every field empty: the browser keeps it and marks what is missing. */
export async function submitEmpty(page: Page, form: Locator): Promise<void> {
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveAttribute('data-state', 'editing');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches(':invalid') ?? false))
    .toBe(true);
}

/** A valid answer for a required control of the given type. */
const sampleValues: Record<string, string> = {
  email: 'dana.whitfield@example.com',
  tel: '(203) 555-0199',
  url: 'https://example.com',
  number: '25',
};

/** Fills every required field of the form with a valid answer (first option of each select). */
export async function fillRequired(form: Locator): Promise<void> {
  const controls = form.locator('input[required], select[required], textarea[required]');
  for (const control of await controls.all()) {
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') {
      const value = await control.evaluate(
        (select: HTMLSelectElement) => [...select.options].find((option) => option.value)?.value,
      );
      await control.selectOption(value ?? '');
      continue;
    }
    const type = (await control.getAttribute('type')) ?? 'text';
    await control.fill(sampleValues[type] ?? 'A question about crew orders for the regatta.');
  }
}

/** Answers every form post of the page with success, without storing anything. */
export async function acceptFormPosts(page: Page): Promise<void> {
  await page.route(/\/api\/(contact|forms\/)/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' })
      : route.fallback(),
  );
}

/**
 * Sends the filled form (its post answered by {@link acceptFormPosts}) and waits for the
 * thank-you view. Timers of a second or more are held back from here, so the redirect home
 * that follows the view waits while the view is checked.
 */
export async function submitAndThank(page: Page, form: Locator): Promise<Locator> {
  await page.evaluate(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...rest: unknown[]) =>
      delay >= 1000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  await form.locator('button[type="submit"]').click();
  const thanks = form.getByRole('status');
  await expect(thanks.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await waitForAnimations(page);
  return thanks;
}
