import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

const BOMBER = 'Class 3 Hi-Vis Bomber Jacket';

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the shopper's choice at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each test loads a grid's library and then a product page: slow on a busy machine.
    test.slow();

    test('filtered to Orange and XL: orange cards, a page on Orange XL, an orange XL in the cart', async ({
      page,
      problems,
    }) => {
      await page.goto(siteUrl('workwear', '/jackets?color=Hi-Vis+Orange&size=XL'));
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      const title = products.getByRole('link', { name: BOMBER });
      // The grid loads its library once in view: on a busy machine that takes a while.
      await expect(title).toHaveAttribute(
        'href',
        /^\/products\/class-3-hi-vis-bomber-jacket\?variant=\d+$/,
        { timeout: 60_000 },
      );
      // Every card of a hi-vis product shows its orange picture.
      const pictures = products.locator('img[data-element="product.img"]');
      await expect(pictures.first()).toBeVisible();
      const sources = await pictures.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).src),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/hi-vis-orange/);

      await title.click();
      await page.waitForURL(/\/products\/class-3-hi-vis-bomber-jacket\?variant=\d+$/);
      await waitForHydration(page);
      await expect(page.getByRole('radio', { name: 'Hi-Vis Orange' })).toBeChecked();
      const sizes = page.getByRole('group', { name: /^Size\b/ });
      await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
      await expect(page.locator('.shell-product__image')).toHaveAttribute('src', /hi-vis-orange/);
      // The structured data names the orange XL's offer.
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.flatMap((script) => JSON.parse(script.textContent ?? '[]')),
        );
      expect(data.find((item) => item['@type'] === 'Product')?.offers).toMatchObject({
        '@type': 'Offer',
        name: `${BOMBER} – Hi-Vis Orange / XL`,
      });

      await page.getByRole('button', { name: 'Add to cart' }).click();
      const cart = page.frameLocator('iframe[name="frame-cart"]');
      await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
      await expect(cart.locator('.shopify-buy__cart-item')).toContainText('Hi-Vis Orange / XL');
      expect(problems.list).toEqual([]);
    });

    test('filtered to a colour only: the page opens on it with no size chosen', async ({
      page,
    }) => {
      await page.goto(siteUrl('workwear', '/jackets?color=Hi-Vis+Orange'));
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      const title = products.getByRole('link', { name: BOMBER });
      await expect(title).toHaveAttribute(
        'href',
        '/products/class-3-hi-vis-bomber-jacket?color=Hi-Vis+Orange',
        { timeout: 60_000 },
      );
      await title.click();
      await page.waitForURL(/\?color=Hi-Vis\+Orange$/);
      await waitForHydration(page);
      await expect(page.getByRole('radio', { name: 'Hi-Vis Orange' })).toBeChecked();
      const sizes = page.getByRole('group', { name: /^Size\b/ });
      await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    });

    test('a search naming a colour shows its cards in that colour', async ({ page }) => {
      await page.goto(siteUrl('workwear', '/search?q=orange+jacket'));
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      await expect(products.getByRole('link', { name: BOMBER })).toHaveAttribute(
        'href',
        /\?color=Hi-Vis\+Orange$/,
        { timeout: 60_000 },
      );
    });

    test('a thumbnail chooses its colour; the address keeps the choice for a shared link', async ({
      page,
      browser,
      problems,
    }) => {
      await page.goto(siteUrl('workwear', '/products/class-3-hi-vis-bomber-jacket'));
      await waitForHydration(page);
      await expect(page.getByRole('radio', { name: 'Hi-Vis Yellow' })).toBeChecked();
      await page.getByRole('button', { name: /Show picture \d+: .* in Hi-Vis Orange/ }).click();
      await expect(page.getByRole('radio', { name: 'Hi-Vis Orange' })).toBeChecked();
      await expect(page.locator('.shell-product__image')).toHaveAttribute('src', /hi-vis-orange/);
      await expect(page).toHaveURL(/\?color=Hi-Vis\+Orange$/);

      const sizes = page.getByRole('group', { name: /^Size\b/ });
      await sizes.getByRole('radio', { name: 'XL', exact: true }).click();
      await expect(page).toHaveURL(/\?variant=\d+$/);

      // The shared link opens the same variant, rendered so before any script runs.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const shared = await context.newPage();
      await shared.goto(page.url());
      await expect(shared.getByRole('radio', { name: 'Hi-Vis Orange' })).toBeChecked();
      await expect(shared.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
      await context.close();
      expect(problems.list).toEqual([]);
    });
  });
}
