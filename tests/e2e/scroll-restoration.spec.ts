import { DESKTOP, expect, siteUrl, test, waitForHydration } from './fixtures';

test.use({ viewport: DESKTOP });

test('Back from a product opened from a collection returns to where the shopper was', async ({
  page,
  problems,
}) => {
  // The grid loads its library once in view: on a busy machine that takes a while.
  test.slow();
  await page.goto(siteUrl('workwear', '/jackets'));
  await waitForHydration(page);
  const products = page.frameLocator('iframe[name^="frame-productSet"]');
  const titles = products.locator('[data-element="product.title"] a');
  await expect(titles).toHaveCount(12, { timeout: 60_000 });
  // Down to the third row: a card far below the top of the page.
  const card = titles.nth(9);
  await card.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => {
    window.scrollBy(0, 200);
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(900);
  const name = (await card.textContent())?.trim() ?? '';

  await card.click();
  await page.waitForURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await page.waitForURL(/\/jackets$/);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { intervals: [100], timeout: 15_000 })
    .toBeGreaterThanOrEqual(left - 2);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 2);
  expect(problems.list).toEqual([]);
});
