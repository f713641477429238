import type { Page, Route } from '@playwright/test';
import { expect, siteUrl, storedSubmissions, test, waitForHydration } from './fixtures';

const ALERT = 'There was an error submitting your quote request. Please try again later.';

/** Answers every background call to `pattern` with `answer`; lets native (document) posts through. */
async function answerBackground(page: Page, pattern: string, answer: (route: Route) => unknown) {
  await page.route(pattern, (route) =>
    route.request().resourceType() === 'document' ? route.continue() : answer(route),
  );
}

test.describe('storage that is corrupt or refuses', () => {
  test('a corrupt stored user is dropped and every page still works', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('currentUser', '{"id":7,"email":');
      }
    });
    for (const [site, route] of [
      ['agency', '/'],
      ['workwear', '/jackets'],
    ] as const) {
      await page.goto(siteUrl(site, route));
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    await page.goto(siteUrl('agency', '/'));
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(problems.list).toEqual([]);
  });

  test('a stored user with a field of the wrong type is purged and the agency home renders', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('currentUser', '{"id":1,"email":"x@example.com","name":["a"]}');
      }
    });
    await page.goto(siteUrl('agency', '/'));
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('a localStorage that throws on every use breaks nothing, forms included', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    // The shop widgets keep their cart in storage: they get one in memory and still work.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('sailing', '/outerwear'));
    await waitForHydration(page);
    const products = page.frameLocator('iframe[name^="frame-productSet"]');
    await products
      .getByRole('button', { name: /view product/i })
      .first()
      .click();
    await page
      .frameLocator('iframe[name^="frame-modal"]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect(
      page.frameLocator('iframe[name="frame-cart"]').getByText('Subtotal', { exact: false }),
    ).toBeVisible();

    await answerBackground(page, '**/api/forms/agency-contact', (route) =>
      route.fulfill({ status: 201, json: { id: 'x' } }),
    );
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill('Storage Less');
    await page.getByLabel('Email').fill('storage@example.com');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Message').fill('No storage in this browser.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test('a full localStorage (every write refused) breaks nothing', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await page.goto(siteUrl('workwear', '/'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Best Sellers' })).toBeVisible();
    // A grid loads its products once it is scrolled into view.
    await page.locator('.zc-collection-grid').first().scrollIntoViewIfNeeded();
    const products = page.frameLocator('iframe[name^="frame-productSet"]').first();
    await expect(products.getByRole('button', { name: /view product/i })).toHaveCount(4);
    expect(problems.list).toEqual([]);
  });
});

const badCollectionAnswers: [string, (route: Route) => Promise<void>][] = [
  ['a 500 with JSON', (route) => route.fulfill({ status: 500, json: { error: 'down' } })],
  [
    'a 502 HTML error page',
    (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>Bad Gateway</h1></body></html>',
      }),
  ],
  [
    'HTML instead of JSON',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><h1>Welcome</h1>',
      }),
  ],
  ['an object instead of a list', (route) => route.fulfill({ json: { collections: [] } })],
  [
    'records of the wrong shape',
    (route) => route.fulfill({ json: [{ collection_id: 7, collection_name: null }] }),
  ],
  ['a JSON null', (route) => route.fulfill({ json: null })],
];

test.describe('collection answers the client cannot use', () => {
  for (const [label, answer] of badCollectionAnswers) {
    test(`${label}: logged, no collection content, no crash`, async ({ page, problems }) => {
      await page.route('**/api/collections**', answer);
      await page.goto(siteUrl('sailing', '/outerwear'));
      await waitForHydration(page);
      await expect
        .poll(() => problems.list.some((line) => line.includes('Error fetching data:')))
        .toBe(true);
      expect(problems.take().every((line) => line.startsWith('console:'))).toBe(true);
      await expect(page.locator('main h1')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto(siteUrl('workwear', '/'));
      await waitForHydration(page);
      await expect
        .poll(() => problems.list.some((line) => line.includes('Error fetching data:')))
        .toBe(true);
      problems.take();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.zc-collection-grid')).toHaveCount(0);
      await expect(page.locator('.workwear-home__collections')).toHaveAttribute(
        'aria-busy',
        'false',
      );
    });
  }

  test('an empty list is not an error: nothing to show, nothing logged', async ({
    page,
    problems,
  }) => {
    await page.route('**/api/collections**', (route) => route.fulfill({ json: [] }));
    await page.goto(siteUrl('workwear', '/'));
    await waitForHydration(page);
    await expect(page.locator('.workwear-home__collections')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.zc-collection-grid')).toHaveCount(0);
    await page.goto(siteUrl('sailing', '/headwear'));
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('a request that never answers is given up after 15 seconds', async ({ page, problems }) => {
    await page.clock.install();
    let asked = 0;
    await page.route('**/api/collections**', () => {
      asked += 1;
    });
    await page.goto(siteUrl('sailing', '/shirts'));
    await waitForHydration(page);
    await expect.poll(() => asked).toBe(1);
    await page.clock.fastForward(14_000);
    expect(problems.list).toEqual([]);
    await page.clock.fastForward(1_500);
    await expect.poll(() => problems.list.join('\n')).toMatch(/Error fetching data:.*timed out/);
    problems.take();
    await expect(page.locator('main h1')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('form endpoints that answer badly', () => {
  test('any 2xx counts as sent, whatever the body (the spec reads no body)', async ({ page }) => {
    await answerBackground(page, '**/api/forms/agency-contact', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thanks!</p>' }),
    );
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill('Html Answer');
    await page.getByLabel('Email').fill('html@example.com');
    await page.getByLabel('Service').selectOption('e-commerce');
    await page.getByLabel('Message').fill('Does an HTML answer count?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  test('quote: an HTML 502 shows the alert and keeps every value', async ({ page, problems }) => {
    await answerBackground(page, '**/api/forms/quote', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await page.goto(siteUrl('agency', '/quote'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill('Gateway Gail');
    await page.getByLabel('Email').fill('gail@example.com');
    await page.getByLabel('Company').fill('Gail & Co');
    await page.getByLabel('Phone').fill('203-555-0123');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Current platform').selectOption('wix');
    await page.getByLabel('Project details').fill('Move off Wix.');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Soon, please.');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('alert')).toHaveText(ALERT);
    expect(problems.take().join('\n')).toContain('Network response was not ok.');
    await expect(page.getByLabel('Company')).toHaveValue('Gail & Co');
    await expect(page.getByLabel('Current platform')).toHaveValue('wix');
  });

  test('agency contact: a post that hangs ends in the alert after 15 seconds', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    let posted = 0;
    await answerBackground(page, '**/api/forms/agency-contact', () => {
      posted += 1;
    });
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill('Patient Pat');
    await page.getByLabel('Email').fill('pat@example.com');
    await page.getByLabel('Service').selectOption('product-fulfillment');
    await page.getByLabel('Message').fill('Still there?');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect.poll(() => posted).toBe(1);
    await expect(submit).toBeDisabled();
    await page.clock.fastForward(15_500);
    await expect(page.getByRole('alert')).toHaveText(ALERT);
    expect(problems.take().join('\n')).toContain('Network response was not ok.');
    await expect(page.getByLabel('Message')).toHaveValue('Still there?');
    await expect(submit).toBeEnabled();
    expect(posted).toBe(1);
  });

  test('sailing contact: a post that hangs falls back to a native post after 15 seconds', async ({
    page,
    problems,
  }) => {
    const name = `Hung Hal ${Date.now().toString(36)}`;
    await page.clock.install();
    await answerBackground(page, '**/api/forms/sailing-contact', () => undefined);
    await page.goto(siteUrl('sailing', '/contact'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Email').fill('hal@example.com');
    await page.getByLabel('Message').fill('Sent once, in the end.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.clock.fastForward(15_500);
    await page.waitForURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    problems.take();
    expect(storedSubmissions().filter((row) => row.data.name === name)).toHaveLength(1);
  });
});
