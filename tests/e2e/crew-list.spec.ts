import { expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/**
 * A crew list end to end: the organiser starts one from a product page, a crew member joins it
 * from a browser of their own, and the organiser sees the tally and adds it all to the cart.
 */
const product = '/products/spring-series-performance-tee';

for (const viewport of [PHONE]) {
  test(`a crew list at ${viewport.width} px: start, join, tally, add all to cart`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl('sailing', product));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Order for a crew' }).click();
    await page.getByText('Start a crew list').click();
    await page.getByRole('textbox', { name: /list title/i }).fill('Spring Series crew shirts');
    await page.getByRole('button', { name: 'Start the list' }).click();
    await expect(page).toHaveURL(/\/crew\?list=[A-Za-z0-9_-]{24}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spring Series crew shirts' }),
    ).toBeVisible();
    const link = page.url();

    // A crew member, in a browser of their own, adds themself.
    const member = await browser.newContext({ viewport });
    try {
      const crewPage = await member.newPage();
      await crewPage.goto(link);
      await waitForHydration(crewPage);
      await crewPage.getByRole('textbox', { name: /your name/i }).fill('Anna');
      await crewPage.getByRole('radio', { name: 'M, Navy' }).check();
      await crewPage.getByRole('button', { name: 'Add me to the list' }).click();
      await expect(
        crewPage.getByRole('status').filter({ hasText: 'You are on the list.' }),
      ).toBeVisible();
      await expect(crewPage.getByRole('button', { name: 'Erase list' })).toHaveCount(0);
    } finally {
      await member.close();
    }

    // The organiser sees the tally, and turns it into cart lines.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Anna: M, Navy')).toBeVisible();
    const tally = page.getByRole('table', { name: /: 1 person by size and colour$/ });
    const row = tally.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'M' }) });
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await page.screenshot({ path: testInfo.outputPath('crew-list.png'), fullPage: true });
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const cart = page.frameLocator('iframe[name="frame-cart"]');
    await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
    await expect(
      cart.locator('.shopify-buy__cart-item').filter({ hasText: 'Navy / M' }),
    ).toHaveCount(1);
  });
}
