import type { Page } from '@playwright/test';
import { expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/** Every script of the page arrives `ms` late, as on a slow phone network. */
async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

test.describe('taps before the scripts have arrived', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await delayScripts(page, 3000);
  });

  for (const site of ['workwear', 'sailing', 'agency'] as const) {
    test(`${site}: a tap on the phone menu toggle opens the menu once the app runs`, async ({
      page,
      problems,
    }) => {
      await page.goto(siteUrl(site), { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: /menu/i });
      await toggle.click();
      expect(await hydrated(page)).toBe(false);
      // The tap is kept and shown as pending until the application can act on it.
      await expect(toggle).toHaveAttribute('data-zc-pending', '');
      await waitForHydration(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
      await expect(toggle).not.toHaveAttribute('data-zc-pending');
      // One tap, one effect: the next tap closes the menu.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(problems.list).toEqual([]);
    });
  }

  for (const site of ['workwear', 'sailing', 'agency'] as const) {
    test(`${site}: a tap on an FAQ question opens its answer once the app runs`, async ({
      page,
      problems,
    }) => {
      await page.goto(siteUrl(site, '/faq'), { waitUntil: 'commit' });
      const question = page.locator('main button[aria-expanded]').nth(1);
      await question.click();
      expect(await hydrated(page)).toBe(false);
      await waitForHydration(page);
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test('links and submit buttons are left to the browser', async ({ page }) => {
    await page.goto(siteUrl('workwear', '/contact'), { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
