import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

const BOMBER = '/products/class-3-hi-vis-bomber-jacket';

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`product pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a card’s title opens the product’s page; View product still opens the dialog, and Back closes it', async ({
      page,
    }) => {
      await page.goto(siteUrl('workwear', '/jackets'));
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      const title = products.getByRole('link', { name: 'Class 3 Hi-Vis Bomber Jacket' });
      await expect(title).toHaveAttribute('href', BOMBER);
      await expect(title).toHaveAttribute('target', '_top');

      // View product: the dialog, at the same address; Back closes it and stays.
      await products
        .getByRole('button', { name: /view product/i })
        .first()
        .click();
      const modal = page.frameLocator('iframe[name^="frame-modal"]');
      await expect(modal.getByRole('button', { name: /add to cart/i })).toBeVisible();
      await page.goBack();
      await expect(page.locator('iframe[name^="frame-modal"]')).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/jackets');
      await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible();

      // The title: a real navigation to the product's page.
      await title.click();
      await page.waitForURL(`**${BOMBER}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Class 3 Hi-Vis Bomber Jacket' }),
      ).toBeVisible();
    });

    test('the page shows the product with its price before any script runs', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      const response = await page.goto(siteUrl('workwear', BOMBER));
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Class 3 Hi-Vis Bomber Jacket' }),
      ).toBeVisible();
      await expect(page.getByText('$129.99').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Jackets');
      await expect(page.getByRole('radio', { name: '5XL', exact: true })).toBeVisible();
      await context.close();
    });

    test('options show what is in stock, the size chart sits by the size, Add to cart fills the header cart', async ({
      page,
    }) => {
      await page.goto(siteUrl('workwear', BOMBER));
      await waitForHydration(page);
      // No size is chosen for the shopper; the colour shown is chosen.
      await expect(page.getByRole('radio', { name: 'Hi-Vis Yellow' })).toBeChecked();
      const sizes = page.getByRole('group', { name: /^Size(:|$)/ });
      await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);

      // Orange 5XL is sold out: marked before it is picked.
      await page.getByRole('radio', { name: 'Hi-Vis Orange' }).click();
      await expect(sizes.getByRole('radio', { name: '5XL Sold out' })).toBeVisible();
      await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeVisible();

      // Every choice is at least 44 px tall.
      for (const label of await sizes.locator('label').all()) {
        expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      // The size chart beside the size choice.
      await sizes.getByText('Size chart', { exact: true }).click();
      await expect(sizes.getByRole('table')).toContainText('Chest');

      // Add to cart without a size: says what is missing.
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.click();
      await expect(page.getByRole('status')).toHaveText('Choose a size first.');

      await sizes.getByRole('radio', { name: 'M', exact: true }).click();
      await add.click();
      const cart = page.frameLocator('iframe[name="frame-cart"]');
      await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
      await expect(cart.locator('.shopify-buy__cart-item')).toContainText('Hi-Vis Orange / M');
      const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
      await expect(headerCart.locator('.zc-cart-button__count')).toHaveText('1');
      await cart.getByRole('button', { name: /close/i }).click();

      const { violations } = await new AxeBuilder({ page })
        .options({
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          },
        })
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });

    test('an unknown product is the shop’s 404', async ({ page }) => {
      const response = await page.goto(siteUrl('sailing', '/products/no-such-thing'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  });
}

test('on a phone a sticky bar adds to the cart once the page’s button has scrolled away', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('workwear', `${BOMBER}?color=Hi-Vis+Orange`));
  await waitForHydration(page);
  const main = page.locator('main');
  await main.locator('label').filter({ hasText: /^M$/ }).click();
  const bar = page.getByRole('region', { name: 'Add to cart' });
  await expect(bar).toHaveCount(0);
  // The page's button scrolled away above: the bar, with the choice; nothing above it moved.
  const before = await main.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const { top } = heading.getBoundingClientRect();
    return top + window.scrollY;
  });
  await page.mouse.wheel(0, 1400);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Class 3 Hi-Vis Bomber Jacket');
  await expect(bar).toContainText('Hi-Vis Orange / M');
  expect(
    await main.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const { top } = heading.getBoundingClientRect();
      return top + window.scrollY;
    }),
  ).toBe(before);
  await bar.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.frameLocator('iframe[name="frame-cart"]');
  await expect(cart.locator('.shopify-buy__cart-item')).toContainText('Hi-Vis Orange / M');
  await expect(cart.locator('.shopify-buy__cart__notice')).toContainText(
    'Returns within 30 days of delivery',
  );
  // Back at the page's button, the bar goes.
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
