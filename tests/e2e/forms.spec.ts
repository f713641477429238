import type { Page } from '@playwright/test';
import { expect, siteUrl, storedSubmissions, test, waitForHydration } from './fixtures';

const ALERT = 'There was an error submitting your quote request. Please try again later.';

/** A name unique to this test run, to find the stored row again. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillContact(page: Page, name: string, agency = false) {
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page.getByLabel('Email').fill('dana.whitfield@example.com');
  await page.getByLabel('Phone number').fill('(203) 555-0199');
  if (agency) await page.getByLabel('Service').selectOption('web-development');
  await page
    .getByLabel('Message')
    .fill('Do you offer crew orders for twelve people before the regatta?');
}

/** Fails a background post of the given form; lets a native (document) post through. */
async function failBackgroundPosts(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.request().resourceType() === 'document'
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
}

/**
 * Times the thank-you view in the page, so a slow test runner cannot shorten what the visitor saw:
 * from the heading's appearance to the move home (a history change, or leaving the page). Read it
 * with `thankYouShownMs` once home.
 */
async function timeThankYou(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marks = window as unknown as { thankYouShownAt?: number; thankYouShownMs?: number };
    const leave = () => {
      if (marks.thankYouShownAt === undefined || marks.thankYouShownMs !== undefined) return;
      marks.thankYouShownMs = performance.now() - marks.thankYouShownAt;
      sessionStorage.setItem('thank-you-shown-ms', String(marks.thankYouShownMs));
    };
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('h1, h2')].some(
        (element) => element.textContent?.trim() === 'Thank you!',
      );
      if (shown) marks.thankYouShownAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        leave();
        original(...args);
      };
    }
    addEventListener('pagehide', leave);
  });
}

async function thankYouShownMs(page: Page): Promise<number> {
  return Number(await page.evaluate(() => sessionStorage.getItem('thank-you-shown-ms')));
}

test.describe('forms store what they send', () => {
  test('workwear contact: thank-you view, stored as a POST', async ({ page }) => {
    const name = unique('Marcus Reyes');
    await page.goto(siteUrl('workwear', '/contact'));
    await waitForHydration(page);
    await fillContact(page, name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText("We'll be in touch soon.")).toBeVisible();
    expect(page.url()).not.toContain('?');
    const row = storedSubmissions().find((s) => s.data.name === name);
    expect(row).toMatchObject({ form: 'contact', site: 'workwear' });
    expect(row?.data.message).toContain('crew orders');
  });

  test('sailing contact: thank-you, then home after 2 seconds', async ({ page }) => {
    const name = unique('Dana Whitfield');
    await page.goto(siteUrl('sailing', '/contact'));
    await waitForHydration(page);
    await fillContact(page, name);
    await timeThankYou(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.waitForURL(siteUrl('sailing', '/'), { timeout: 10_000 });
    const shownMs = await thankYouShownMs(page);
    expect(shownMs).toBeGreaterThan(1500);
    expect(shownMs).toBeLessThan(5000);
    expect(storedSubmissions().find((s) => s.data.name === name)).toMatchObject({
      form: 'sailing-contact',
      site: 'sailing',
    });
  });

  test('sailing contact: a failed background post falls back to a native post', async ({
    page,
  }) => {
    const name = unique('Native Poster');
    await failBackgroundPosts(page, '**/api/forms/sailing-contact');
    await page.goto(siteUrl('sailing', '/contact'));
    await waitForHydration(page);
    await fillContact(page, name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(storedSubmissions().filter((s) => s.data.name === name)).toHaveLength(1);
  });

  test('agency contact: thank-you, exactly one navigation home after 2 seconds', async ({
    page,
  }) => {
    const name = unique('Avery Quinn');
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await fillContact(page, name, true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.waitForURL(siteUrl('agency', '/'), { timeout: 2800 });
    await page.waitForTimeout(1500);
    expect(navigations.filter((url) => url === siteUrl('agency', '/'))).toHaveLength(1);
    expect(storedSubmissions().find((s) => s.data.name === name)).toMatchObject({
      form: 'agency-contact',
      data: expect.objectContaining({ service: 'web-development' }),
    });
  });

  test('agency contact: a failure shows the alert and keeps every value', async ({
    page,
    problems,
  }) => {
    await failBackgroundPosts(page, '**/api/forms/agency-contact');
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    await fillContact(page, 'Kept Values', true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(ALERT);
    problems.take();
    await expect(page.getByLabel('Email')).toHaveValue('dana.whitfield@example.com');
    await expect(page.getByLabel('Service')).toHaveValue('web-development');
    await expect(page.getByLabel('Message')).toHaveValue(/crew orders/);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('quote: fulfillment details only for fulfillment or both; stored; home after 3 s', async ({
    page,
  }) => {
    const name = unique('Priya Natarajan');
    await page.goto(siteUrl('agency', '/quote'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Email').fill('priya@example.com');
    await page.getByLabel('Company').fill('Tidewater Candle Co.');
    await page.getByLabel('Phone').fill('203-555-0110');
    const sku = page.getByLabel('Number of products (SKUs)');
    await expect(sku).toBeHidden();
    await expect(sku).toBeDisabled();
    await page.getByLabel('Service').selectOption('both');
    await expect(sku).toBeVisible();
    await expect(sku).toBeEnabled();
    await page.getByLabel('Service').selectOption('web-development');
    await expect(sku).toBeHidden();
    await expect(sku).toBeDisabled();
    await page.getByLabel('Service').selectOption('fulfillment');
    await sku.fill('120');
    await page.getByLabel('Monthly order volume').selectOption('201-1000');
    await page.getByLabel('Do you need warehouse storage?').selectOption('yes');
    await page.getByLabel('Current platform').selectOption('shopify');
    await page
      .getByLabel('Project details')
      .fill('Move our candle line to outsourced fulfillment.');
    await page.getByLabel('Timeline').selectOption('1-2 months');
    await page.getByLabel('Budget').selectOption('5000-10000');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Happy to talk this week.');
    await timeThankYou(page);
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.waitForURL(siteUrl('agency', '/'), { timeout: 10_000 });
    const shownMs = await thankYouShownMs(page);
    expect(shownMs).toBeGreaterThan(2500);
    expect(shownMs).toBeLessThan(6000);
    const row = storedSubmissions().find((s) => s.data.name === name);
    expect(row).toMatchObject({
      form: 'quote',
      data: expect.objectContaining({
        service: 'fulfillment',
        'sku-count': '120',
        'order-volume': '201-1000',
        storage: 'yes',
        budget: '5000-10000',
      }),
    });
  });

  test('quote: a failure shows the alert and keeps the form', async ({ page, problems }) => {
    await page.route('**/api/forms/quote', (route) => route.abort('connectionrefused'));
    await page.goto(siteUrl('agency', '/quote'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill('Offline Olivia');
    await page.getByLabel('Email').fill('olivia@example.com');
    await page.getByLabel('Company').fill('Olivia Ltd');
    await page.getByLabel('Phone').fill('203-555-0111');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Current platform').selectOption('none');
    await page.getByLabel('Project details').fill('A new store.');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks!');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('alert')).toHaveText(ALERT);
    problems.take();
    await expect(page.getByLabel('Company')).toHaveValue('Olivia Ltd');
    await expect(page).toHaveURL(/\/quote$/);
  });

  test('native validation stops an empty form before anything is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await page.goto(siteUrl('agency', '/contact'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const valid = await page
      .locator('form')
      .evaluate((form: HTMLFormElement) => form.checkValidity());
    expect(valid).toBe(false);
    expect(posts).toBe(0);
  });
});

test.describe('validation errors people can see', () => {
  for (const width of [390, 1280]) {
    for (const [site, route] of [
      ['workwear', '/contact'],
      ['sailing', '/contact'],
      ['agency', '/contact'],
      ['agency', '/quote'],
      ['agency', '/login'],
    ] as const) {
      const submit = route === '/login' ? 'Sign in' : 'Submit';
      test(`${site} ${route} at ${width} px: one message per refused field, the first focused clear of the header`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(siteUrl(site, route));
        await waitForHydration(page);
        let posts = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST') posts += 1;
        });
        // The browser's own checks (and their bubbles) are off once the script runs.
        await expect(page.locator('main form')).toHaveAttribute('novalidate', '');
        // Start at the bottom, so the form has to scroll up to the first refused field.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.getByRole('button', { name: submit }).click();

        const refused = page.locator('main form [aria-invalid="true"]');
        const first = refused.first();
        await expect(first).toBeFocused();
        await expect
          .poll(async () => {
            const header = await page.locator('header').first().boundingBox();
            const field = await first.boundingBox();
            return header && field ? Math.round(field.y - (header.y + header.height)) : -1;
          })
          .toBeGreaterThanOrEqual(0);

        // Each refused field shows one message of its own, tied to it, naming the field.
        const count = await refused.count();
        expect(count).toBeGreaterThan(0);
        await expect(page.locator('main form [data-slot="field-error"]')).toHaveCount(count);
        for (let index = 0; index < count; index += 1) {
          const control = refused.nth(index);
          const id = await control.getAttribute('id');
          const message = page.locator(`[id="${id}-error"]`);
          await expect(message).toBeVisible();
          await expect(message).toHaveText(/^(Enter|Choose) your /);
          await expect(control).toHaveAccessibleDescription(
            new RegExp(escapeRegExp((await message.textContent()) ?? '')),
          );
        }
        await expect(page.getByRole('status').filter({ hasText: 'need' })).toHaveText(
          count === 1
            ? 'One field needs attention before sending.'
            : `${count} fields need attention before sending.`,
        );
        expect(posts).toBe(0);

        // Correcting a field removes its message.
        const name = page.getByLabel(route === '/login' ? 'E-mail' : 'Name', { exact: false });
        await name.first().fill(route === '/login' ? 'staff@zcomm.example' : 'Dana Whitfield');
        await expect(name.first()).not.toHaveAttribute('aria-invalid', 'true');
      });
    }
  }

  test('an e-mail address needs a domain with a dot, in the page and on the server', async ({
    page,
  }) => {
    await page.goto(siteUrl('sailing', '/contact'));
    await waitForHydration(page);
    await fillContact(page, unique('Dot Less'));
    await page.getByLabel('Email').fill('dana@harborgoods');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
    );
    const answer = await page.evaluate(
      async (token) => {
        const body = new FormData();
        body.set('name', 'Dot Less');
        body.set('email', 'dana@harborgoods');
        body.set('message', 'Hello');
        const response = await fetch('/api/forms/sailing-contact', {
          method: 'POST',
          body,
          headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token },
        });
        return { status: response.status, body: await response.json() };
      },
      await xsrfToken(page),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      email: 'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
    });
  });

  test('quote: a bare domain is taken as the website, and the thank-you names the reference', async ({
    page,
  }) => {
    const name = unique('Bare Domain');
    await page.goto(siteUrl('agency', '/quote'));
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Email').fill('dana@harborgoods.example');
    await page.getByLabel('Company').fill('Harbor Goods');
    await page.getByLabel('Phone').fill('203-555-0110');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Current platform').selectOption('shopify');
    await page.getByLabel('Website').fill('harborgoods.example');
    await page.getByLabel('Project details').fill('A new store.');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks!');
    await page.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toContainText('Next: we review your request');
    await expect(thanks).toContainText(/Your reference: [0-9a-f-]{36}/);
    const shown = await thanks.textContent();
    const row = storedSubmissions().find((s) => s.data.name === name);
    expect(row?.data.website).toBe('https://harborgoods.example');
    expect(shown).toContain(`Your reference: ${row?.id}`);
  });

  for (const [site, form] of [
    ['workwear', 'contact'],
    ['sailing', 'sailing-contact'],
    ['agency', 'agency-contact'],
  ] as const) {
    test(`${site} contact: the thank-you view names the next step and the stored reference`, async ({
      page,
    }) => {
      const name = unique('Reference Reader');
      await page.goto(siteUrl(site, '/contact'));
      await waitForHydration(page);
      await fillContact(page, name, site === 'agency');
      await page.getByRole('button', { name: 'Submit' }).click();
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
      await expect(thanks).toContainText(/repl(y|ies)/);
      await expect(thanks).toContainText(/Your reference: [0-9a-f-]{36}/);
      // Read before the timed return home takes the view away.
      const shown = await thanks.textContent();
      const row = storedSubmissions().find((s) => s.data.name === name);
      expect(row).toMatchObject({ form });
      expect(shown).toContain(`Your reference: ${row?.id}`);
    });
  }
});

async function xsrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [site, route, agency] of [
    ['workwear', '/contact', false],
    ['sailing', '/contact', false],
    ['agency', '/contact', true],
  ] as const) {
    test(`${site} ${route}: the native post is stored and answered with the thank-you view`, async ({
      page,
    }) => {
      const name = unique('No Script');
      await page.goto(siteUrl(site, route));
      await fillContact(page, name, agency);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(new RegExp(`${route}\\?sent=1$`));
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      expect(storedSubmissions().filter((s) => s.data.name === name)).toHaveLength(1);
    });
  }

  test('agency /quote: the native post is answered with the thank-you view', async ({ page }) => {
    const name = unique('No Script Quote');
    await page.goto(siteUrl('agency', '/quote'));
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Email').fill('dana.whitfield@example.com');
    await page.getByLabel('Company').fill('Whitfield Sails');
    await page.getByLabel('Phone').fill('(203) 555-0199');
    await page.getByLabel('Service').selectOption('web-development');
    await page.getByLabel('Current platform').selectOption('shopify');
    await page.getByLabel('Project details').fill('A new store for our sailcloth bags.');
    await page.getByLabel('Message').fill('Please call in the mornings.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/quote\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(storedSubmissions().filter((s) => s.data.name === name)).toHaveLength(1);
  });
});
