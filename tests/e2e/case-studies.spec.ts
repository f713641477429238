import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quoteFormContract } from '@zcomm/storefront-ui/contracts';
import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/** The committed figures report the case studies are built from. */
const report = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../sites/agency/content/case-study-figures.json'),
    'utf8',
  ),
);

const STUDIES = [
  { shop: 'workwear', name: 'Beacon Workwear', path: '/case-studies/beacon-workwear' },
  { shop: 'sailing', name: 'Off Soundings', path: '/case-studies/off-soundings' },
] as const;

test('the case studies: linked from home, Services and About, their figures the report’s, their pictures loaded', async ({
  page,
}) => {
  for (const [viewport, from, study] of [
    [PHONE, '/', STUDIES[0]],
    [DESKTOP, '/services', STUDIES[1]],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl('agency', from));
    await waitForHydration(page);
    await page.getByRole('link', { name: `Case study: ${study.name}` }).click();
    await expect(page).toHaveURL(siteUrl('agency', study.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.name);

    const figures = report.shops[study.shop];
    await expect(page.locator('[data-slot="case-study-figures"] dd')).toHaveText([
      String(figures.products),
      String(figures.collections),
      `${(figures.homeJsGzip / 1024).toFixed(1)} KB`,
      figures.shipping,
      ...(figures.lighthouse ? [/ \/ /] : []),
    ]);

    const pictures = page.getByRole('img', { name: new RegExp(`^${study.name}: `) });
    await expect(pictures).toHaveCount(4);
    await pictures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        pictures.evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.naturalWidth > 0),
        ),
      )
      .toBe(true);
  }
  await page.goto(siteUrl('agency', '/about'));
  for (const study of STUDIES) {
    await expect(page.getByRole('link', { name: `Case study: ${study.name}` })).toHaveAttribute(
      'href',
      study.path,
    );
  }
});

test('Services at 390 px: the comparison scrolls by keyboard with a visible hint; the price guide is the quote form’s', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('agency', '/services'));
  await waitForHydration(page);
  const table = page.getByRole('region', { name: 'What each Z-Comm service includes' });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByText('Scroll sideways for every column')).toBeVisible();
  await expect(table).toHaveAttribute('tabindex', '0');
  // No page-wide sideways scroll: only the table's region scrolls.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await table.focus();
  await expect(table).toBeFocused();
  const both = table.getByRole('columnheader', { name: 'Both' });
  const lastColumnShown = () =>
    table.evaluate((region) => {
      const cell = region.querySelector('thead th:last-child')?.getBoundingClientRect();
      return cell ? cell.right <= region.getBoundingClientRect().right + 1 : false;
    });
  expect(await lastColumnShown()).toBe(false);
  // A keyboard user presses the arrow key until the last column is in view.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return lastColumnShown();
    })
    .toBe(true);
  await expect(both).toBeVisible();

  const guide = page.locator('[data-slot="price-guide"]');
  await expect(guide.getByRole('term')).toHaveText(
    quoteFormContract.budget.options.map((option) => option.label),
  );
});
