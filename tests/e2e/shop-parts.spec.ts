import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, siteUrl, test, waitForHydration } from './fixtures';

/**
 * The Buy Button's parts (product dialog, cart, grid) at a phone's, a tablet's and a laptop's
 * width: sized, dimmed, set and focused like the rest of the shop.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const SHOPS = [
  { site: 'workwear', route: '/jackets', heading: 'Oswald Variable', body: 'Inter Variable' },
  {
    site: 'sailing',
    route: '/outerwear',
    heading: 'Montserrat Variable',
    body: 'Montserrat Variable',
  },
] as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAxeClean(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS } })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
  );
  expect(found, `axe violations (${state})`).toEqual([]);
}

async function openCollection(page: Page, site: string, route: string) {
  await page.goto(siteUrl(site as 'workwear', route));
  await waitForHydration(page);
  const products = page.frameLocator('iframe[name^="frame-productSet"]');
  const viewButtons = products.getByRole('button', { name: /view product/i });
  await expect.poll(() => viewButtons.count()).toBeGreaterThanOrEqual(4);
  return { products, viewButtons };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box');
  return found;
}

/** The page's own focus ring (`--zc-focus-ring`), as the browser computes a box-shadow of it. */
function pageFocusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.boxShadow = 'var(--zc-focus-ring)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).boxShadow;
    probe.remove();
    return ring;
  });
}

/** The focused element of a frame: its class and computed box-shadow. */
function focusedIn(frame: FrameLocator) {
  return frame.locator('body').evaluate((body) => {
    const active = body.ownerDocument.activeElement;
    return {
      className: active?.className ?? '',
      boxShadow: active ? getComputedStyle(active).boxShadow : 'none',
    };
  });
}

for (const shop of SHOPS) {
  for (const viewport of WIDTHS) {
    test(`${shop.site} ${shop.route} at ${viewport.width} px: the product dialog`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { viewButtons } = await openCollection(page, shop.site, shop.route);
      await viewButtons.first().click();
      const modal = page.frameLocator('iframe[name^="frame-modal"]');
      const addToCart = modal.getByRole('button', { name: /add to cart/i });
      await expect(addToCart).toBeVisible();

      // The close control is clear of the sticky header, in the dialog's corner.
      const close = modal.getByRole('button', { name: 'Close' });
      const closeBox = await box(close);
      expect(closeBox.width).toBeGreaterThanOrEqual(44);
      expect(closeBox.height).toBeGreaterThanOrEqual(44);
      if (viewport.width >= 992) {
        const header = await box(page.getByRole('banner'));
        expect(closeBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      }

      // The brand's faces, loaded inside the frame.
      const title = modal.locator('.shopify-buy__product__title');
      await expect
        .poll(() => title.evaluate((element) => getComputedStyle(element).fontFamily))
        .toMatch(new RegExp(`^"?${shop.heading}`));
      await expect
        .poll(() =>
          title.evaluate(
            (element, family) => element.ownerDocument.fonts.check(`24px "${family}"`),
            shop.heading,
          ),
        )
        .toBe(true);
      const sizeLabel = modal.locator('.shopify-buy__option-select__label').first();
      expect(await sizeLabel.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        new RegExp(`^"?${shop.body}`),
      );

      // The selected thumbnail is marked, not faded.
      const selected = modal.locator('.shopify-buy__carousel-item[aria-current="true"]');
      await expect(selected).toHaveCount(1);
      expect(await selected.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      expect(await selected.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(
        'none',
      );

      // Option controls are comfortable touch targets; sold-out values say so before a pick.
      const selects = modal.locator('select');
      for (let index = 0; index < (await selects.count()); index += 1) {
        expect((await box(selects.nth(index))).height).toBeGreaterThanOrEqual(44);
      }
      const size = modal.getByRole('combobox', { name: 'Size' });
      const sizeChart = modal.getByRole('button', { name: 'Size chart' });
      await expect(sizeChart).toBeVisible();
      const [sizeBox, chartBox] = [await box(size), await box(sizeChart)];
      expect(chartBox.y).toBeGreaterThanOrEqual(sizeBox.y + sizeBox.height - 1);
      expect(chartBox.y).toBeLessThan(sizeBox.y + sizeBox.height + 48);
      await sizeChart.click();
      await expect(modal.locator('.shopify-buy__product-description table')).toBeFocused();

      // The brand's focus ring on the frame's controls, as on the site's own.
      const ring = await pageFocusRing(page);
      expect(ring).not.toBe('none');
      await addToCart.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const focused = await focusedIn(modal);
      expect(focused.className).toContain('shopify-buy__btn');
      expect(focused.boxShadow).toBe(ring);

      await expectAxeClean(page, 'product dialog open');
    });

    test(`${shop.site} ${shop.route} at ${viewport.width} px: the cart`, async ({
      page,
      context,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { viewButtons } = await openCollection(page, shop.site, shop.route);
      await viewButtons.first().click();
      const modal = page.frameLocator('iframe[name^="frame-modal"]');
      await modal.getByRole('button', { name: /add to cart/i }).click();

      const cart = page.frameLocator('iframe[name="frame-cart"]');
      const line = cart.locator('.shopify-buy__cart-item');
      await expect(line).toHaveCount(1);

      // Controls at least 44 px, a Remove per line.
      const decrease = cart.getByRole('button', { name: /reduce item quantity/i });
      const increase = cart.getByRole('button', { name: /increase item quantity/i });
      const quantity = cart.getByRole('spinbutton', { name: 'Quantity' });
      const remove = cart.getByRole('button', { name: /^Remove / });
      for (const control of [decrease, increase, remove]) {
        const { width, height } = await box(control);
        expect(width).toBeGreaterThanOrEqual(44);
        expect(height).toBeGreaterThanOrEqual(44);
      }
      expect((await box(quantity)).height).toBeGreaterThanOrEqual(44);
      await expect(remove).toHaveText('Remove');

      // The shop's shipping terms under the subtotal.
      await expect(cart.locator('.shopify-buy__cart__notice')).toContainText(
        shop.site === 'workwear' ? '3–7 business days' : '3–5 business days',
      );

      // The page behind is dimmed and inert: Tab stays in the cart.
      const backdrop = page.locator('[data-slot="cart-backdrop"]');
      await expect(backdrop).toBeVisible();
      expect(await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0.5)',
      );
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      // Tab goes round the cart's controls (and, past its last one, out to the browser's own
      // controls, where the page's body holds the focus), never to the page behind it.
      const reached = new Set<string>();
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (active === document.body) return 'body';
          return active?.getAttribute('name') ?? active?.outerHTML.slice(0, 80) ?? 'nothing';
        });
        expect(['frame-cart', 'body']).toContain(where);
        reached.add(where);
      }
      expect(reached.has('frame-cart')).toBe(true);
      await expectAxeClean(page, 'cart open');

      // Checkout in the same window.
      let popups = 0;
      context.on('page', () => {
        popups += 1;
      });
      await increase.click();
      await expect(quantity).toHaveValue('2');
      await cart.getByRole('button', { name: /checkout/i }).click();
      await page.waitForURL(/\/checkout\//);
      await expect(page.getByText(/Qty 2/)).toBeVisible();
      expect(popups).toBe(0);

      // Back on the shop, Remove empties the cart, which then offers the collections.
      await page.goto(siteUrl(shop.site, shop.route));
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: /^cart/i }).click();
      await expect(line).toHaveCount(1);
      await cart.getByRole('button', { name: /^Remove / }).click();
      await expect(line).toHaveCount(0);
      await expect(cart.getByText('Your cart is empty.')).toBeVisible();
      const collections = cart.getByRole('navigation', { name: 'Collections' }).getByRole('link');
      expect(await collections.count()).toBeGreaterThanOrEqual(3);
      const first = collections.first();
      expect((await box(first)).height).toBeGreaterThanOrEqual(44);
      const href = await first.getAttribute('href');
      await expectAxeClean(page, 'empty cart open');
      await first.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect(page.locator('[data-slot="cart-backdrop"]')).toHaveCount(0);
    });
  }

  test(`${shop.site} ${shop.route} at 768 px: four columns fill the width, 20 px gutters`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const { products } = await openCollection(page, shop.site, shop.route);
    const cards = products.locator('.shopify-buy__product');
    const boxes = await Promise.all([0, 1, 2, 3, 4].map((index) => box(cards.nth(index))));
    const [a, b, c, d, e] = boxes as [
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    // One row of four, the fifth on the next row.
    for (const card of [b, c, d]) expect(Math.abs(card.y - a.y)).toBeLessThanOrEqual(1);
    expect(e.y).toBeGreaterThan(a.y + a.height);
    for (const [left, right] of [
      [a, b],
      [b, c],
      [c, d],
    ] as const) {
      expect(right.x - (left.x + left.width)).toBeLessThanOrEqual(21);
    }
    const grid = await box(page.locator('.zc-collection-grid'));
    expect(a.x - grid.x).toBeLessThanOrEqual(1);
    expect(grid.x + grid.width - (d.x + d.width)).toBeLessThanOrEqual(1);
  });
}
