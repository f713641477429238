import { DESKTOP, expect, siteUrl, test, waitForHydration } from './fixtures';

/** The types of the page's structured-data blocks, in order. */
async function structuredTypes(page: import('@playwright/test').Page): Promise<string[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((data) => data['@type']);
  });
}

test.describe('pages a search engine can read', () => {
  test.use({ viewport: DESKTOP });

  test('a collection without scripts shows its heading, intro and product links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    const response = await page.goto(siteUrl('workwear', '/jackets'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible();
    await expect(page.getByText(/^Waterproof, insulated and softshell/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Products in Jackets' });
    const bomber = list.getByRole('link', { name: 'Class 3 Hi-Vis Bomber Jacket' });
    await expect(bomber).toHaveAttribute('href', '/products/class-3-hi-vis-bomber-jacket');
    await expect(list.getByRole('listitem').first()).toContainText('$129.99');
    expect(await list.getByRole('link').count()).toBeGreaterThan(5);
    expect(await structuredTypes(page)).toEqual(['ItemList']);
    await context.close();
  });

  test('with scripts, the collection and the home hydrate cleanly with their structured data', async ({
    page,
    problems,
  }) => {
    // No need to wait for the grid's frame to load: hydration is what is checked.
    await page.goto(siteUrl('workwear', '/jackets'), { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    // The server's list stays unseen once scripts run; the grid takes its place.
    await expect(page.getByRole('list', { name: 'Products in Jackets' })).toHaveCount(0);
    expect(await structuredTypes(page)).toEqual(['ItemList']);
    await page.goto(siteUrl('workwear', '/'), { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await structuredTypes(page)).toEqual(['Organization', 'WebSite']);
    expect(problems.list).toEqual([]);
  });
});
