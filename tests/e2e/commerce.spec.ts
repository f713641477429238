import type { FrameLocator, Page } from '@playwright/test';
import { storefrontSchema } from '@zcomm/storefront-simulator';
import {
  conformanceErrors,
  describeOperation,
  type RecordedOperation,
  validationErrors,
} from '@zcomm/storefront-simulator/conformance';
import { DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';

/** Opens the grid's first product and adds it to the cart; returns the cart's frame. */
async function addFirstProduct(page: Page): Promise<FrameLocator> {
  await page
    .frameLocator('iframe[name^="frame-productSet"]')
    .getByRole('button', { name: /view product/i })
    .first()
    .click();
  await page
    .frameLocator('iframe[name^="frame-modal"]')
    .getByRole('button', { name: /add to cart/i })
    .click();
  return page.frameLocator('iframe[name="frame-cart"]');
}

test.describe('shop collection pages with the storefront simulator', () => {
  for (const [site, route, heading] of [
    ['workwear', '/jackets', 'Jackets'],
    ['sailing', '/outerwear', 'Outerwear'],
  ] as const) {
    test(`${site} ${route}: products, product modal, cart with Subtotal and Checkout`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(siteUrl(site, route));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      const viewButtons = products.getByRole('button', { name: /view product/i });
      await expect(viewButtons.first()).toBeVisible();
      // Products are drawn one per task: poll until a row's worth is in.
      await expect.poll(() => viewButtons.count()).toBeGreaterThanOrEqual(4);
      await expect(products.locator('.shopify-buy__product__title').first()).not.toBeEmpty();
      await expect(products.locator('.shopify-buy__product__actual-price').first()).toContainText(
        '$',
      );

      await viewButtons.first().click();
      const modal = page.frameLocator('iframe[name^="frame-modal"]');
      const addToCart = modal.getByRole('button', { name: /add to cart/i });
      await expect(addToCart).toBeVisible();
      await expect(
        modal.locator('.shopify-buy__quantity-container, input[type="number"]').first(),
      ).toBeVisible();
      await addToCart.click();

      const cart = page.frameLocator('iframe[name="frame-cart"]');
      await expect(cart.getByText('Subtotal', { exact: false })).toBeVisible();
      await expect(cart.getByRole('button', { name: /checkout/i })).toBeVisible();
      await expect(cart.locator('.shopify-buy__cart-item').first()).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test('a long collection shows twelve products, then the rest on Next page', async ({
    page,
    problems,
  }) => {
    const recordRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/collections')
        recordRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('workwear', '/best-sellers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();

    const products = page.frameLocator('iframe[name^="frame-productSet"]');
    const viewButtons = products.getByRole('button', { name: /view product/i });
    await expect(viewButtons).toHaveCount(12);
    await products.getByRole('button', { name: /next page/i }).click();
    // The simulator's Best Sellers holds 22 products.
    await expect(viewButtons).toHaveCount(22);
    // The page's fetch took the response the HTML preloaded: one request, no warning.
    expect(recordRequests).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });

  test('the workwear home shows five compact collection rows of four products', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('workwear'));
    await waitForHydration(page);
    for (const name of [
      'Best Sellers',
      'New Releases',
      'Concealed Carry Collection',
      'Headwear',
      'Accessories',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const grids = page.locator('.zc-collection-grid[data-layout="compact"]');
    await expect(grids).toHaveCount(5);
    // The grids load as they come into view, below the categories and the ANSI classes.
    await grids.first().scrollIntoViewIfNeeded();
    const first = page.frameLocator('iframe[name^="frame-productSet"]').first();
    await expect(first.getByRole('button', { name: /view product/i })).toHaveCount(4);
    await expect(first.getByRole('button', { name: /next page/i })).toHaveCount(0);
    const box = await grids.first().boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(460);
    await expect(page.getByRole('link', { name: /view all/i }).first()).toHaveAttribute(
      'href',
      '/best-sellers',
    );
  });

  for (const width of [320, 390, 768]) {
    test(`workwear home at ${width} px: every card is whole inside its 460 px section, no inner vertical scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('workwear'));
      await waitForHydration(page);
      const grids = page.locator('.zc-collection-grid[data-layout="compact"]');
      await expect(grids).toHaveCount(5);
      for (let index = 0; index < 5; index += 1) {
        const grid = grids.nth(index);
        await grid.scrollIntoViewIfNeeded();
        const frame = grid.frameLocator('iframe[name^="frame-productSet"]');
        const cards = frame.locator('.shopify-buy__product');
        await expect(cards).toHaveCount(4);
        const section = await grid.boundingBox();
        expect(Math.round(section?.height ?? 0)).toBe(460);
        // Nothing to scroll vertically inside the section: a swipe there scrolls the page.
        const overflow = await grid.evaluate(
          (element) => element.scrollHeight - element.clientHeight,
        );
        expect(overflow).toBeLessThanOrEqual(1);
        for (let card = 0; card < 4; card += 1) {
          // A card off to the side is brought in the way a visitor would: by scrolling the row.
          await cards.nth(card).scrollIntoViewIfNeeded();
          const box = await cards.nth(card).boundingBox();
          const area = await grid.boundingBox();
          expect(box && area).toBeTruthy();
          if (!box || !area) continue;
          expect(box.y).toBeGreaterThanOrEqual(area.y - 1);
          expect(box.y + box.height).toBeLessThanOrEqual(area.y + area.height + 1);
          expect(box.x).toBeGreaterThanOrEqual(area.x - 1);
          expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 1);
        }
      }
    });
  }

  test('a failed collection fetch logs the error and shows no collection content', async ({
    page,
    problems,
  }) => {
    await page.route('**/api/collections**', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto(siteUrl('sailing', '/headwear'));
    await waitForHydration(page);
    await expect
      .poll(() => problems.list.some((line) => line.includes('Error fetching data:')))
      .toBe(true);
    problems.take();
    await expect(page.locator('main h1')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('malformed collection data is a failure, not a crash', async ({ page, problems }) => {
    await page.route('**/api/collections**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"oops":true}' }),
    );
    await page.goto(siteUrl('workwear', '/vests'));
    await waitForHydration(page);
    await expect.poll(() => problems.list.length).toBeGreaterThan(0);
    problems.take();
    await expect(page.locator('main h1')).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
  });
});

test('the sailing widget draws in the page’s self-hosted Montserrat', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('sailing', '/shirts'));
  const frame = page.frameLocator('iframe[name^="frame-productSet"]');
  const title = frame.locator('.shopify-buy__product__title').first();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        title.evaluate(async (element) => {
          await element.ownerDocument.fonts.ready;
          const family = getComputedStyle(element).fontFamily;
          return element.ownerDocument.fonts.check(`16px ${family.split(',')[0]}`) && family;
        }),
      { timeout: 15_000 },
    )
    .toContain('Montserrat');
  await expect
    .poll(
      () =>
        title.evaluate((element) =>
          [...element.ownerDocument.fonts].some(
            (font) => font.family.includes('Montserrat') && font.status === 'loaded',
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.describe('the header cart', () => {
  const shopPages = {
    workwear: { collection: '/jackets', pages: ['/faq', '/our-story', '/contact'] },
    sailing: { collection: '/outerwear', pages: ['/faq', '/contact'] },
  } as const;

  for (const [site, { collection, pages }] of Object.entries(shopPages) as [
    keyof typeof shopPages,
    (typeof shopPages)[keyof typeof shopPages],
  ][]) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${site} at ${viewport.width} px: shows the count on every page and opens the cart`, async ({
        page,
        problems,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(site, collection));
        const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
        await expect(headerCart).toBeVisible();
        await expect(headerCart).toHaveAccessibleName('Cart');

        const cart = await addFirstProduct(page);
        await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
        await expect(headerCart).toHaveAccessibleName('Cart, 1 item');
        // The header's cart replaces the library's floating tab.
        await expect(page.locator('iframe[name="frame-toggle"]')).toHaveCount(0);

        for (const route of pages) {
          await page.goto(siteUrl(site, route));
          await expect(headerCart).toBeVisible();
          await expect(headerCart).toHaveAccessibleName('Cart, 1 item');
          await expect(headerCart.locator('.zc-cart-button__count')).toHaveText('1');
        }
        // No grid on this page: the library is not loaded until the cart is asked for.
        expect(await page.locator('iframe').count()).toBe(0);
        await headerCart.click();
        await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
        await expect(cart.getByText('Subtotal', { exact: false })).toBeVisible();
        await expect(cart.getByRole('button', { name: /checkout/i })).toBeVisible();
        await expect(page.locator('iframe[name="frame-toggle"]')).toHaveCount(0);

        // Emptied in the cart, the header says so.
        await cart.getByRole('button', { name: /reduce item quantity/i }).click();
        await expect(headerCart).toHaveAccessibleName('Cart');
        await expect(headerCart.locator('.zc-cart-button__count')).toHaveCount(0);
        expect(problems.list).toEqual([]);
      });
    }
  }

  test('an empty cart opens from a page without a grid, before any collection was seen', async ({
    page,
    problems,
  }) => {
    await page.goto(siteUrl('sailing', '/faq'));
    await waitForHydration(page);
    const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
    await expect(headerCart).toHaveAccessibleName('Cart');
    await headerCart.click();
    const cart = page.frameLocator('iframe[name="frame-cart"]');
    await expect(cart.getByText(/your cart is empty/i)).toBeVisible();
    await cart.getByRole('button', { name: /close/i }).click();
    await expect(headerCart).toBeFocused();
    expect(problems.list).toEqual([]);
  });

  test('a stored count that does not belong to the stored checkout shows no count', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'zc-cart',
        JSON.stringify({
          shop: { domain: 'offsoundings-demo.myshopify.com', storefrontAccessToken: 'x' },
          count: 3,
          checkoutId: 'gid://shopify/Checkout/gone',
        }),
      );
    });
    await page.goto(siteUrl('sailing', '/contact'));
    await waitForHydration(page);
    const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
    await expect(headerCart).toHaveAccessibleName('Cart');
    expect(problems.list).toEqual([]);
  });
});

test.describe('collection pages', () => {
  for (const [site, route, products] of [
    ['workwear', '/best-sellers', 22],
    ['sailing', '/outerwear', undefined],
  ] as const) {
    test(`${site} ${route} says how many products it holds, and the grid holds that many`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, route));
      const count = page.locator('.shell-collection-count');
      await expect(count).toHaveText(/^\d+ products?$/);
      const shown = Number((await count.textContent())?.split(' ')[0]);
      if (products !== undefined) expect(shown).toBe(products);
      const grid = page.frameLocator('iframe[name^="frame-productSet"]');
      const next = grid.getByRole('button', { name: /next page/i });
      const viewButtons = grid.getByRole('button', { name: /view product/i });
      await expect(viewButtons.first()).toBeVisible();
      while (await next.isVisible()) {
        const before = await viewButtons.count();
        await next.click();
        await expect.poll(() => viewButtons.count()).toBeGreaterThan(before);
      }
      await expect(viewButtons).toHaveCount(shown);
      expect(problems.list).toEqual([]);
    });
  }
});

test.describe('a cart the server keeps', () => {
  test('storage wiped (Safari’s 7-day cap, a private window): the cart and its count come back', async ({
    page,
    problems,
  }) => {
    await page.goto(siteUrl('sailing', '/outerwear'));
    const cart = await addFirstProduct(page);
    await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
    const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
    await expect(headerCart).toHaveAccessibleName('Cart, 1 item');

    // Everything the page's scripts wrote is gone; the server's cookie is not.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(siteUrl('sailing', '/faq'));
    await expect(headerCart).toHaveAccessibleName('Cart, 1 item');
    await headerCart.click();
    await expect(cart.locator('.shopify-buy__cart-item')).toHaveCount(1);
    await expect(cart.getByRole('button', { name: /checkout/i })).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});

test.describe('a checkout that always opens', () => {
  test('when the storefront cannot give the checkout, the permalink opens one with the lines', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('workwear', '/jackets'));
    const cart = await addFirstProduct(page);
    await cart.getByRole('button', { name: /increase item quantity/i }).click();
    await expect(cart.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');

    // The storefront fails the read of the cart's checkout at the tap (only that operation, so
    // other tests of the shop are untouched).
    const fault = (method: 'POST' | 'DELETE') =>
      page.evaluate(
        async ([verb, body]) =>
          (
            await fetch('/storefront/_faults', {
              method: verb,
              ...(verb === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
            })
          ).status,
        [method, JSON.stringify({ fault: '503', operations: ['CheckoutUrl'] })] as const,
      );
    expect(await fault('POST')).toBe(200);
    try {
      // The tap asks the server, which answers with the permalink of the cart's lines.
      const permalink = page.waitForRequest((request) =>
        /\/storefront\/[^/]+\/cart\/\d+:2$/.test(new URL(request.url()).pathname),
      );
      await cart.getByRole('button', { name: /checkout/i }).click();
      await permalink;
      await page.waitForURL(/\/checkout\//);
      await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
      await expect(page.getByText(/Qty 2/)).toBeVisible();
    } finally {
      await page.goto(siteUrl('workwear', '/jackets'));
      expect(await fault('DELETE')).toBe(204);
    }
    problems.take();
  });
});

test.describe('the Buy Button against the published Storefront API schema', () => {
  test('every operation of the commerce flows validates, and every answer conforms', async ({
    page,
    problems,
  }) => {
    const pending: Promise<RecordedOperation>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      const { pathname } = new URL(request.url());
      if (request.method() !== 'POST' || pathname !== '/api/storefront/graphql') {
        return;
      }
      pending.push(
        response.json().then((answer: { data?: unknown; errors?: unknown }) => ({
          ...(request.postDataJSON() as Omit<RecordedOperation, 'data'>),
          data: answer.data,
          errors: answer.errors,
        })),
      );
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A collection page, and its Next page.
    await page.goto(siteUrl('workwear', '/best-sellers'));
    const products = page.frameLocator('iframe[name^="frame-productSet"]');
    const viewButtons = products.getByRole('button', { name: /view product/i });
    await expect(viewButtons).toHaveCount(12);
    await products.getByRole('button', { name: /next page/i }).click();
    await expect(viewButtons).toHaveCount(22);

    // The product modal, add to cart, a quantity change in the cart.
    await viewButtons.first().click();
    const modal = page.frameLocator('iframe[name^="frame-modal"]');
    await modal.getByRole('button', { name: /add to cart/i }).click();
    const cart = page.frameLocator('iframe[name="frame-cart"]');
    const quantity = cart.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await cart.getByRole('button', { name: /increase item quantity/i }).click();
    await expect(quantity).toHaveValue('2');

    // Checkout opens the simulator's checkout page for this cart, in the same window. That page
    // stands in for the hosted checkout, not a page of the site: what its console says (the
    // browser asking it for a favicon.ico) is not the site's.
    expect(problems.list).toEqual([]);
    await cart.getByRole('button', { name: /checkout/i }).click();
    await page.waitForURL(/\/checkout\//);
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByText(/Qty 2/)).toBeVisible();
    problems.take();

    // Back on the collection, the page finds the stored cart.
    await page.goBack();
    await expect(viewButtons.first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^cart/i }).click();
    await expect(quantity).toHaveValue('2');

    const operations = await Promise.all(pending);
    const distinct = new Map(operations.map((operation) => [operation.query, operation]));
    const names = [...distinct.keys()].map(describeOperation);
    test.info().annotations.push({ type: 'operations', description: names.join('\n') });
    for (const expected of [
      /^query \(anonymous\)\(\$id, \$productsFirst\): node$/,
      /cartCreate/,
      /cartLinesUpdate/,
      /^query Cart\(\$id\): cart$/,
    ]) {
      expect(
        names.some((name) => expected.test(name)),
        String(expected),
      ).toBe(true);
    }
    for (const query of distinct.keys()) {
      expect(validationErrors(storefrontSchema, query), describeOperation(query)).toEqual([]);
    }
    for (const operation of operations) {
      const name = describeOperation(operation.query);
      expect(operation.errors, name).toBeUndefined();
      expect(conformanceErrors(storefrontSchema, operation), name).toEqual([]);
    }
    expect(problems.list).toEqual([]);
  });
});
