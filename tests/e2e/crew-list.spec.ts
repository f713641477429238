import type { Page } from '@playwright/test';
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

/** The organiser starts a list from the shop's product page; answers the list's address. */
async function startList(page: Page, site: keyof typeof shops): Promise<string> {
  const { product, title } = shops[site];
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
  return page.url();
}

for (const { site, viewport, outcome } of journeys) {
  const { title, colour } = shops[site];
  test(`${site} at ${viewport.width} px: start a crew list, a member joins, the tally becomes a ${outcome}`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const link = await startList(page, site);

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

test('the organiser link makes another browser the organiser, leaves the address bar, and stops on Revoke', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const address = await startList(page, 'sailing');
  const device = page.getByRole('region', { name: 'On another device' });
  await device.getByRole('button', { name: 'Make an organiser link' }).click();
  const field = device.getByRole('textbox', { name: 'Organiser link (shown once)' });
  await expect(field).toHaveValue(/[?&]organiser=[^&]+/);
  const link = await field.inputValue();
  const secret = new URL(link).searchParams.get('organiser') ?? '';

  const other = await browser.newContext({ viewport: PHONE });
  try {
    // The other device opens the link: it is the organiser, and the secret is gone from the
    // address bar and the history entry.
    const phone = await other.newPage();
    await phone.goto(link);
    await waitForHydration(phone);
    await expect(phone.getByRole('heading', { level: 2, name: 'For the organiser' })).toBeVisible();
    await expect(
      phone.getByRole('table', { name: /: 0 people by size and colour$/ }),
    ).toBeVisible();
    await expect(phone).toHaveURL(address);
    expect(await phone.evaluate(() => window.location.href)).not.toContain(secret);

    // Revoke: the device that came in by the link is no organiser any more, and the link refuses.
    await device.getByRole('button', { name: 'Revoke organiser link' }).click();
    await expect(device.getByRole('status')).toHaveText(/^Organiser link revoked/);
    await phone.reload();
    await waitForHydration(phone);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      `${shops.sailing.title} for the crew`,
    );
    await expect(phone.getByRole('heading', { name: 'For the organiser' })).toHaveCount(0);
    await phone.goto(link);
    await expect(phone.getByRole('alert')).toHaveText(
      /This organiser link has been replaced or revoked/,
    );
    await expect(phone.getByRole('heading', { name: 'For the organiser' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
