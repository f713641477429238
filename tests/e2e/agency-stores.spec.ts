import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

const STORES = [
  ['Beacon Workwear', 'https://beaconworkwear.example/'],
  ['Off Soundings', 'https://offsoundings.example/'],
] as const;

test.describe('the stores the agency runs, wherever a prospect looks', () => {
  test('on a phone: Get a quote in the header, Our Stores in the menu and the footer', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('agency', '/about'));
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const quote = header.getByRole('link', { name: 'Get a quote', exact: true });
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute('href', '/quote');

    await header.getByRole('button', { name: 'Menu' }).click();
    const stores = header.getByRole('button', { name: 'Our Stores' });
    await expect(stores).toBeVisible();
    await stores.click();
    for (const [name, href] of STORES) {
      await expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The spec's menu items stay, in their order, after the stores.
    const items = header.locator('[data-slot="header-panel-item"] > :is(a, button)');
    await expect(items).toHaveText([
      'Our Stores',
      'About',
      'Services',
      'Help',
      'Get A Quote',
      'Contact',
    ]);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Our Stores' })).toBeVisible();
    for (const [name, href] of STORES) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await quote.click();
    await expect(page).toHaveURL(siteUrl('agency', '/quote'));
  });

  test('on a desktop: the bar lists Get A Quote, so the phone action is gone; the footer lists the stores', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('agency', '/'));
    await waitForHydration(page);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get a quote', exact: true }),
    ).toBeHidden();
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of STORES) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
