import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/**
 * A crew list end to end, on both shops at phone and desktop width: the organiser starts one
 * from a product page, a crew member joins it from a browser of their own, and the organiser
 * sees the tally and turns it into one cart, or (with their logo) into a quote.
 */
const shops = {
  sailing: {
    product: '/products/spring-series-performance-tee',
    title: 'Spring Series Performance Tee',
    colour: 'Navy',
  },
  workwear: {
    product: '/products/class-3-hi-vis-bomber-jacket',
    title: 'Class 3 Hi-Vis Bomber Jacket',
    colour: 'Hi-Vis Yellow',
  },
} as const;

/** Each shop at each width, half of them ending in the cart and half in a quote. */
const journeys = [
  { site: 'sailing', viewport: PHONE, outcome: 'cart' },
  { site: 'sailing', viewport: DESKTOP, outcome: 'quote' },
  { site: 'workwear', viewport: PHONE, outcome: 'quote' },
  { site: 'workwear', viewport: DESKTOP, outcome: 'cart' },
] as const;

for (const { site, viewport, outcome } of journeys) {
  const { product, title, colour } = shops[site];
  test(`${site} at ${viewport.width} px: start a crew list, a member joins, the tally becomes a ${outcome}`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(site, product));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Order for a crew' }).click();
    await page.getByText('Start a crew list').click();
    await page.getByRole('textbox', { name: /list title/i }).fill(`${title} for the crew`);
    await page.getByRole('button', { name: 'Start the list' }).click();
    await expect(page).toHaveURL(/\/crew\?list=[A-Za-z0-9_-]{24}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `${title} for the crew` }),
    ).toBeVisible();
    const link = page.url();

    // A crew member, in a browser of their own, adds themself.
    const member = await browser.newContext({ viewport });
    try {
      const crewPage = await member.newPage();
      await crewPage.goto(link);
      await waitForHydration(crewPage);
      await crewPage.getByRole('textbox', { name: /your name/i }).fill('Anna');
      await crewPage.getByRole('radio', { name: `M, ${colour}` }).check();
      await crewPage.getByRole('button', { name: 'Add me to the list' }).click();
      await expect(
        crewPage.getByRole('status').filter({ hasText: 'You are on the list.' }),
      ).toBeVisible();
      await expect(crewPage.getByRole('button', { name: 'Erase list' })).toHaveCount(0);
    } finally {
      await member.close();
    }

    // The organiser sees the tally.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(`Anna: M, ${colour}`)).toBeVisible();
    const tally = page.getByRole('table', { name: /: 1 person by size and colour$/ });
    const row = tally.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'M' }) });
    await expect(row.getByRole('cell').first()).toHaveText('1');

    if (outcome === 'cart') {
      await page.getByRole('button', { name: 'Add all to cart' }).click();
      const cart = page.frameLocator('iframe[name="frame-cart"]');
      await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
      await expect(
        cart.locator('.shopify-buy__cart-item').filter({ hasText: `${colour} / M` }),
      ).toHaveCount(1);
    } else {
      // One piece with the crew's logo is priced by quote: the tally becomes the order's lines.
      await page.getByRole('checkbox', { name: 'Add our logo' }).check();
      await page.getByRole('button', { name: 'Request a quote' }).click();
      await expect(page).toHaveURL(siteUrl(site, '/bulk-order'));
      const order = page.getByRole('group', { name: 'Your order' });
      await expect(order.getByRole('textbox', { name: `${title} — ${colour} / M` })).toHaveValue(
        '1',
      );
      await expect(order.getByRole('checkbox', { name: 'Add our logo' })).toBeChecked();
    }
  });
}
