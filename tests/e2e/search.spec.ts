import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 success criteria, levels A and AA, and the landmark rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STRUCTURE_RULES = ['region', 'landmark-unique', 'page-has-heading-one', 'heading-order'];

async function expectAxeClean(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
  expect(found, `axe violations (${state})`).toEqual([]);
}

/**
 * Presses the middle of what the locator shows, without scrolling it into view first. Measured
 * again while the element is not shown: the header's plain search field can be swapped for the
 * one with suggestions between finding it and measuring it.
 */
async function tapInPlace(page: Page, locator: Locator) {
  await expect(async () => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('nothing to press: the element is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }).toPass({ timeout: 10_000 });
}

/** The header's search field at this width: in the bar, or behind the search button on a phone. */
async function headerSearch(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  if (width < 992) {
    await page.getByRole('banner').getByRole('button', { name: 'Search the shop' }).click();
  }
  const field = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search products' })
    .or(page.getByRole('banner').getByRole('combobox', { name: 'Search products' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  // Pressed where it is, as a finger or mouse would: a locator's click first scrolls the element
  // "into view", which in Chromium moves the page under a sticky header's open menu.
  await tapInPlace(page, field);
  // The field with suggestions replaces the plain one once the field is used.
  const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(combobox).toBeFocused();
  // It takes the plain field's place, in view: the page behind does not move.
  expect(
    await page.evaluate(() => window.scrollY),
    'the page scrolled as the field took the focus',
  ).toBe(scrolled);
  return combobox;
}

/** The prices of the products the grid shows, in order. */
async function gridPrices(page: Page): Promise<number[]> {
  const products = page.frameLocator('iframe[name^="frame-productSet"]');
  const prices = products.locator('.shopify-buy__product__actual-price');
  await expect(prices.first()).toContainText('$');
  return (await prices.allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

test('a phone searches from the header of any page, outside the menu', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('sailing', '/faq'));
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: 'Search the shop' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const field = banner.getByRole('combobox', { name: 'Search products' });
  await expect(field).toBeFocused();
  await page.keyboard.type('jacket');
  await expect(banner.getByRole('option').first()).toBeVisible();
  // Escape closes the list, then clears the field, then closes the search: the focus goes back.
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(field).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('foul weather');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=foul\+weather$/);
  await expect(field).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(problems.list).toEqual([]);
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`search and filters at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('search from the header: suggestions, a product, the results page', async ({
      page,
      problems,
    }) => {
      // Many steps and two axe audits: on a busy two-core machine, more than the default time.
      test.slow();
      await page.goto(siteUrl('workwear', '/jackets'));
      await waitForHydration(page);
      const field = await headerSearch(page);

      // From the first character.
      await page.keyboard.type('p');
      const list = page.getByRole('listbox', { name: 'Search products: suggestions' });
      await expect(list.getByRole('option').first()).toBeVisible();
      await page.keyboard.type('arka');
      await expect(list.getByRole('option', { name: /Class 3 Insulated Parka/ })).toBeVisible();
      // The best match leads (which parka depends on what sells best): it is the one chosen.
      const parka = list.getByRole('option').first();
      await expect(parka).toContainText(/parka/i);
      await expect(parka).toContainText('$');
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(field).toHaveAttribute(
        'aria-activedescendant',
        (await parka.getAttribute('id')) ?? '',
      );
      await expectAxeClean(page, 'suggestions open');

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\/[a-z0-9-]*parka/);
      await expect(page.getByRole('heading', { level: 1, name: /parka/i })).toBeVisible();
      await waitForHydration(page);

      // Enter without choosing a suggestion opens the results page.
      await page.goBack();
      await expect(page).toHaveURL(/\/jackets$/);
      await waitForHydration(page);
      const again = await headerSearch(page);
      await again.fill('hi-vis vest');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=hi-vis\+vest$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Search results for “hi-vis vest”' }),
      ).toBeVisible();
      await expect(page.locator('.shell-collection-count')).toHaveText(/^\d+ products?$/);
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      await expect(products.locator('.shopify-buy__product__title').first()).toContainText(/vest/i);
      await expectAxeClean(page, 'search results');
      expect(problems.list).toEqual([]);
    });

    test('nothing found: “No results found” in the header, the collections on the page', async ({
      page,
    }) => {
      await page.goto(siteUrl('sailing', '/'));
      await waitForHydration(page);
      await headerSearch(page);
      await page.keyboard.type('zzqx');
      await expect(page.getByRole('banner').locator('[data-slot="search-empty"]')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=zzqx$/);
      await expect(page.getByText('No products match “zzqx”.', { exact: false })).toBeVisible();
      const collections = page.getByRole('navigation', { name: 'Collections' });
      await expect(collections.getByRole('link')).toHaveCount(3);
      await expectAxeClean(page, 'no results');
    });

    test('a filter and a sort live in the address: kept on reload, undone by Back', async ({
      page,
      problems,
    }) => {
      // Many steps and two axe audits: on a busy two-core machine, more than the default time.
      test.slow();
      await page.goto(siteUrl('workwear', '/jackets'));
      await waitForHydration(page);
      await expect(page.locator('.shell-collection-count')).toHaveText('12 products');

      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      // The sheet keeps the product count in view.
      await expect(sheet.getByRole('status')).toHaveText('12 products');
      const orange = sheet.getByRole('checkbox', { name: /^Hi-Vis Orange \(\d+\)$/ });
      await expectAxeClean(page, 'filter sheet open');
      await orange.check();
      await expect(page).toHaveURL(/color=Hi-Vis\+Orange/);
      await expect(sheet.getByRole('status')).toHaveText('6 products');
      await sheet.getByRole('button', { name: 'Show 6 products' }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
      await expect(page.locator('.shell-collection-count')).toHaveText('6 products');

      await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
      await expect(page).toHaveURL(/color=Hi-Vis\+Orange&sort=price-desc$/);
      await expect.poll(async () => (await gridPrices(page)).length).toBe(6);
      const descending = await gridPrices(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      await expectAxeClean(page, 'filtered and sorted');

      await page.reload();
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
      await expect(page.locator('.shell-collection-count')).toHaveText('6 products');
      await expect.poll(() => gridPrices(page)).toEqual(descending);

      await page.goBack();
      await expect(page).toHaveURL(/\/jackets\?color=Hi-Vis\+Orange$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('');
      await page.goBack();
      await expect(page).toHaveURL(/\/jackets$/);
      await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
      await expect(page.locator('.shell-collection-count')).toHaveText('12 products');

      // One control clears everything.
      await page.goto(siteUrl('workwear', '/vests?standard=ANSI+Class+2&sort=price-asc'));
      await expect(page.locator('.shell-collection-count')).toHaveText(/^\d+ products?$/);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/vests$/);
      expect(problems.list).toEqual([]);
    });
  });
}

test('search results are kept out of search engines: noindex, and not in the sitemap', async ({
  page,
}) => {
  for (const site of ['workwear', 'sailing'] as const) {
    const response = await page.goto(siteUrl(site, '/search?q=jacket'));
    expect(response?.status()).toBe(200);
    // In the server's HTML, before any script runs.
    expect(await response?.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
    const sitemap = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
    expect(sitemap).toMatch(/\/products\/[a-z0-9-]+<\/loc>/);
    expect(sitemap).not.toContain('/search</loc>');
  }
});
