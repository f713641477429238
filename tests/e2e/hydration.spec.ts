import { expect, siteUrl, test, waitForHydration } from './fixtures';

// The search page is built as `/search`; loaded with a query it must hydrate without a
// mismatch (React error #418) and then show the query's results.
for (const site of ['workwear', 'sailing'] as const) {
  test(`${site}: /search?q= hydrates without an error and shows the query`, async ({
    page,
    problems,
  }) => {
    await page.goto(siteUrl(site, '/search?q=jacket'));
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “jacket”' }),
    ).toBeVisible();
    await expect(page.locator('.shell-collection-count')).toHaveText(/^\d+ products?$/, {
      timeout: 30_000,
    });
    expect(problems.list).toEqual([]);
  });
}
