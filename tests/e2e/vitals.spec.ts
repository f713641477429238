import type { Request } from '@playwright/test';
import { VITALS_PATH } from '@zcomm/site-data/vitals';
import { expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

const STAFF = { email: 'demo@zcomm.example', password: 'demo-password-2025' };

test.use({ viewport: PHONE });

test('a page view reports its Web Vitals once hidden, and staff see them in the reports', async ({
  page,
  context,
  problems,
}) => {
  const reports: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === VITALS_PATH) reports.push(request);
  });
  // The page's answer tells it the share of views to report (every one, on the test server).
  const answer = await page.goto(siteUrl('workwear', '/jackets?color=Hi-Vis+Orange'));
  expect(answer?.headers()['server-timing']).toBe('vitals;desc="1"');
  await waitForHydration(page);
  await expect(page.locator('.shell-collection-count')).toHaveText(/^\d+ products?$/);
  // The library comes after the app has started; an interaction gives INP something to measure.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/web-vitals[-.]/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(reports).toEqual([]);

  // The visitor switches away: the page is hidden (as web-vitals' own tests do it, since a
  // headless browser's tabs are always shown), and one beacon carries its path (no query) and
  // its metrics.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reports.length).toBe(1);
  const [report] = reports;
  expect(report?.method()).toBe('POST');
  const body = JSON.parse(report?.postData() ?? '{}') as {
    path: string;
    metrics: Record<string, number>;
  };
  expect(body.path).toBe('/jackets');
  expect(Object.keys(body.metrics)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  for (const value of Object.values(body.metrics)) expect(value).toBeGreaterThanOrEqual(0);
  const received = await report?.response();
  expect(received?.status()).toBe(204);
  // Nothing to recognise the visitor by next time.
  expect(received?.headers()['set-cookie']).toBeUndefined();

  // The reports panel beside the inbox shows the shop's collection pages.
  await page.goto(siteUrl('agency', '/login'));
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // On a phone the reports are a wider screen's tool: the title row leaves the toggle out.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Reports' }).click();
  const table = page.getByRole('table', { name: /real visitors’ page views/ });
  const row = table.getByRole('row').filter({ hasText: 'Beacon Workwear' }).filter({
    hasText: 'Collections',
  });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(
    /^\d+(\.\d)? (ms|s), (good|needs work|poor)$/,
  );
  expect(problems.list).toEqual([]);
});
