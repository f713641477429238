/**
 * The storefront down for every operation: with the simulator's fault switch set to answer 503
 * to everything (`{"fault":"503","operations":["*"]}`), a shopper whose cart holds two lines
 * still reaches a checkout, through the cart permalink, with exactly those lines; and a
 * collection page says its products could not be loaded, then shows them on Try again once the
 * storefront answers.
 *
 * A fault covers a whole shop host, so this spec runs alone in a Playwright project of its own
 * (`storefront down`, playwright.config.ts) that starts only after every other end-to-end test
 * has finished.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { DESKTOP, expect, siteUrl, test, waitForHydration } from './fixtures';

const BOMBER = '/products/class-3-hi-vis-bomber-jacket';

/** A same-origin call from the page (the shop hosts resolve in the browser only). */
function call(page: Page, path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  return page.evaluate(
    async ([url, verb, text]) => {
      const response = await fetch(url, {
        method: verb,
        ...(text ? { body: text, headers: { 'content-type': 'application/json' } } : {}),
      });
      return { status: response.status, text: await response.text() };
    },
    [path, method, body === undefined ? '' : JSON.stringify(body)] as const,
  );
}

test('every storefront operation failing: Checkout still opens with exactly the cart’s lines', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('workwear', `${BOMBER}?color=Hi-Vis+Orange`));
  await waitForHydration(page);
  const sizes = page.getByRole('group', { name: /^Size(:|$)/ });
  const add = page.getByRole('button', { name: 'Add to cart' });
  const cart: FrameLocator = page.frameLocator('iframe[name="frame-cart"]');
  const items = cart.locator('.shopify-buy__cart-item');

  // Two lines: orange in M twice, orange in L once.
  await sizes.getByRole('radio', { name: 'M', exact: true }).click();
  await add.click();
  await expect(items).toHaveCount(1);
  await cart.getByRole('button', { name: /increase item quantity/i }).click();
  await expect(cart.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await cart.getByRole('button', { name: /close/i }).click();
  await sizes.getByRole('radio', { name: 'L', exact: true }).click();
  await add.click();
  await expect(items).toHaveCount(2);

  const set = await call(page, '/storefront/_faults', 'POST', { fault: '503', operations: ['*'] });
  expect(set.status).toBe(200);
  try {
    // The storefront now refuses everything, the cart's own read included.
    const read = await call(page, '/api/storefront/cart', 'GET');
    expect((JSON.parse(read.text) as { count: number | null }).count).toBeNull();

    const permalink = page.waitForRequest((request) =>
      /\/storefront\/[^/]+\/cart\/\d+:[12],\d+:[12]$/.test(new URL(request.url()).pathname),
    );
    await cart.getByRole('button', { name: /checkout/i }).click();
    const lines = new URL((await permalink).url()).pathname.split('/').at(-1) ?? '';
    expect(
      lines
        .split(',')
        .map((pair) => pair.split(':')[1])
        .sort(),
    ).toEqual(['1', '2']);

    await page.waitForURL(/\/checkout\//);
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    const summaryLines = page.locator('li.line');
    await expect(summaryLines).toHaveCount(2);
    for (const [choice, quantity] of [
      ['Hi-Vis Orange / M', 2],
      ['Hi-Vis Orange / L', 1],
    ] as const) {
      await expect(
        summaryLines.filter({ hasText: choice }).getByText(`Qty ${quantity} ×`),
      ).toBeVisible();
    }
  } finally {
    await page.goto(siteUrl('workwear', '/faq'));
    expect((await call(page, '/storefront/_faults', 'DELETE')).status).toBe(204);
  }
  // The failed reads the page made while the storefront was down (the console's 503s).
  problems.take();
});

test('a collection the storefront cannot give says so, and Try again shows it once it answers', async ({
  page,
  problems,
}) => {
  // The other shop's host: the test above holds the workwear shop's fault switch.
  await page.goto(siteUrl('sailing', '/faq'));
  const set = await call(page, '/storefront/_faults', 'POST', { fault: '503', operations: ['*'] });
  expect(set.status).toBe(200);
  let cleared = false;
  try {
    await page.goto(siteUrl('sailing', '/outerwear'));
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(
      'The products could not be loaded. Please try again. Try again',
    );
    expect((await call(page, '/storefront/_faults', 'DELETE')).status).toBe(204);
    cleared = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(
      page.frameLocator('iframe').first().locator('.shopify-buy__product').first(),
    ).toBeVisible();
  } finally {
    if (!cleared) await call(page, '/storefront/_faults', 'DELETE');
  }
  // The failed reads the page made while the storefront was down (the console's 503s).
  problems.take();
});
