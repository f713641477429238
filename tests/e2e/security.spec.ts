import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { STOREFRONT_GATEWAY_PATH } from '@zcomm/site-data/storefront-api';
import type { SiteId } from '@zcomm/site-data/tenants';
import {
  collectCspViolations,
  DESKTOP,
  E2E_DATA_DIR,
  expect,
  PORT,
  siteUrl,
  storedSubmissions,
  test,
  waitForHydration,
} from './fixtures';

const sites: SiteId[] = ['workwear', 'sailing', 'agency', 'stub-1', 'stub-2', 'stub-3'];
const shops = new Set<SiteId>(['workwear', 'sailing']);

/** Directive name → its sources. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/** A run-unique marker, so each test finds its own stored rows. */
const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('security headers', () => {
  for (const site of sites) {
    test(`${site}: the policy, on pages, assets and the API`, async ({ request }) => {
      const page = await request.get(`http://127.0.0.1:${PORT}/`, {
        headers: { Host: `${site}.localhost` },
      });
      expect(page.status()).toBe(200);
      const headers = page.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(headers['strict-transport-security']).toBeUndefined();

      const policy = directives(headers['content-security-policy']);
      // Scripts from the origin, and the page's one inline script (the early-tap keeper) by
      // its hash: nothing else inline.
      const inline = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      );
      expect(inline).toHaveLength(1);
      expect(policy.get('script-src')).toBe(`'self' ${inline[0]}`);
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('frame-src')).toBe(shops.has(site) ? "'self'" : "'none'");
      const text = headers['content-security-policy'] ?? '';
      expect(text).not.toContain('unsafe-eval');
      expect(text).not.toContain('*');
      if (shops.has(site)) {
        expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      } else {
        expect(text).not.toContain('unsafe-inline');
        expect(policy.get('style-src')).toBe("'self'");
      }

      const api = await request.get(`http://127.0.0.1:${PORT}/api/collections?store=x`, {
        headers: { Host: `${site}.localhost` },
      });
      expect(api.headers()['content-security-policy']).toBe(headers['content-security-policy']);
      expect(api.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('an injected style attribute or inline script is blocked, and the suite would see it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const violations = await collectCspViolations(context);
    try {
      const page = await context.newPage();
      await page.goto(siteUrl('agency', '/'));
      await waitForHydration(page);
      expect(violations).toEqual([]);

      await page.evaluate(() => {
        const element = document.createElement('div');
        element.setAttribute('style', 'position:absolute;inset:0;background:red');
        element.id = 'injected-style';
        document.body.append(element);
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
      expect(violations.join('\n')).toMatch(/style-src-attr blocked inline/);
      expect(violations.join('\n')).toMatch(/script-src-elem blocked inline/);
      await expect(page.locator('#injected-style')).not.toHaveCSS('position', 'absolute');
      expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

/** The collection records the server really holds for a store. */
async function serverRecords(
  request: APIRequestContext,
  site: SiteId,
  store: string,
): Promise<Record<string, string>[]> {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/collections?store=${store}`, {
    headers: { Host: `${site}.localhost` },
  });
  return (await response.json()) as Record<string, string>[];
}

/** Answers the page's collection requests from `records`, filtered as the server would. */
async function answerCollections(page: Page, records: Record<string, string>[]) {
  await page.route('**/api/collections**', (route) => {
    const id = new URL(route.request().url()).searchParams.get('collectionId');
    return route.fulfill({
      json: id === null ? records : records.filter((record) => record.collection_id === id),
    });
  });
}

const hostileName =
  '<img src=x onerror="window.__xss=1">Jackets<script>window.__xss=2</script>&amp;';

test.describe('hostile collection data', () => {
  for (const [site, route, id, store] of [
    ['workwear', '/jackets', '410000000002', 'beacon-workwear'],
    ['sailing', '/outerwear', '420000000002', 'off-soundings'],
  ] as const) {
    test(`${site} ${route}: a collection name full of markup shows as text`, async ({
      page,
      request,
    }) => {
      const records = await serverRecords(request, site, store);
      await answerCollections(
        page,
        records.map((record) =>
          record.collection_id === id ? { ...record, collection_name: hostileName } : record,
        ),
      );
      await page.goto(siteUrl(site, route));
      await waitForHydration(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(hostileName);
      await expect(heading.locator('*')).toHaveCount(0);
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      // The grid still renders the collection's products.
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      await expect(products.getByRole('button', { name: /view product/i }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    });
  }

  test('a record naming a foreign shop domain reaches nothing: the storefront is asked through the site’s gateway', async ({
    browser,
    request,
  }) => {
    const records = await serverRecords(request, 'sailing', 'off-soundings');
    const context = await browser.newContext();
    const violations = await collectCspViolations(context);
    const offLoopback: string[] = [];
    // Belt and braces: nothing may leave the machine even if the policy failed.
    await context.route(
      (url) =>
        !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
      (route) => {
        offLoopback.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const storefrontCalls: string[] = [];
    context.on('request', (call) => {
      if (call.method() === 'POST' && /graphql/.test(call.url())) storefrontCalls.push(call.url());
    });
    try {
      const page = await context.newPage();
      await answerCollections(
        page,
        records.map((record) => ({ ...record, collection_domain: 'shop.evil.example' })),
      );
      await page.goto(siteUrl('sailing', '/headwear'));
      await expect(page.getByRole('heading', { level: 1, name: 'Headwear' })).toBeVisible();
      // The grid shows the shop's own products: every storefront call went to this site's
      // gateway, which asks the site's own shop whatever the record names.
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      await expect(products.getByRole('button', { name: /view product/i }).first()).toBeVisible();
      expect(storefrontCalls.length).toBeGreaterThan(0);
      expect(
        storefrontCalls.filter(
          (url) => url !== `${new URL(siteUrl('sailing', '/')).origin}${STOREFRONT_GATEWAY_PATH}`,
        ),
      ).toEqual([]);
      expect(offLoopback).toEqual([]);
      expect(violations.filter((line) => line.includes('evil.example'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Script-shaped and SQL-shaped text, each within the shortest field limit (40 characters). */
const hostileText = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE submissions;--",
  '</textarea><svg onload=alert(1)>',
  "' OR '1'='1",
  '{{constructor.constructor("1")()}}',
  '<a href="javascript:alert(1)">x</a>',
];

async function fillField(page: Page, name: string, value: string) {
  await page.locator(`form [name="${name}"]`).fill(value);
}

test.describe('hostile text typed into every field is stored as text', () => {
  for (const [site, route, form] of [
    ['workwear', '/contact', 'contact'],
    ['sailing', '/contact', 'sailing-contact'],
    ['agency', '/contact', 'agency-contact'],
  ] as const) {
    test(`${site} ${route}`, async ({ page }) => {
      const id = marker();
      const values = {
        name: `${hostileText[0]} ${id}`,
        email: `o'brien+${id}@example.com`,
        phone_number: hostileText[2] ?? '',
        message: `${hostileText[1]}\n${hostileText[3]}\n${hostileText[4]}\n${hostileText[5]}`,
      };
      await page.goto(siteUrl(site, route));
      await waitForHydration(page);
      for (const [name, value] of Object.entries(values)) await fillField(page, name, value);
      if (site === 'agency') await page.getByLabel('Service').selectOption('e-commerce');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      const row = storedSubmissions().find((submission) => submission.data.name === values.name);
      expect(row?.form).toBe(form);
      expect(row?.data).toEqual({
        ...values,
        ...(site === 'agency' ? { service: 'e-commerce' } : {}),
      });
    });
  }

  test('agency /quote, and the operator table shows the same text', async ({ page }) => {
    const id = marker();
    await page.goto(siteUrl('agency', '/quote'));
    await waitForHydration(page);
    const name = `${hostileText[1]} ${id}`;
    const values: Record<string, string> = {
      name,
      email: `x'or'1'='1+${id}@example.com`,
      company: hostileText[6] ?? '',
      phone: hostileText[4] ?? '',
      'project-details': `${hostileText[0]} ${hostileText[2]}`,
      website: "https://example.com/?q=<script>alert(1)</script>&x=';--",
      'sku-count': '7',
      message: hostileText[3] ?? '',
      referral: hostileText[5] ?? '',
    };
    await page.getByLabel('Service').selectOption('both');
    for (const [name, value] of Object.entries(values)) await fillField(page, name, value);
    await page.getByLabel('Current platform').selectOption('other');
    await page.getByLabel('Monthly order volume').selectOption('0-50');
    await page.getByLabel('Do you need warehouse storage?').selectOption('unsure');
    await page.getByLabel('Timeline').selectOption('now');
    await page.getByLabel('Budget').selectOption('<2000');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const row = storedSubmissions().find((submission) => submission.data.name === name);
    expect(row?.data).toEqual({
      ...values,
      service: 'both',
      platform: 'other',
      'order-volume': '0-50',
      storage: 'unsure',
      timeline: 'now',
      budget: '<2000',
    });

    const table = execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, '../../server/cli/submissions.ts')],
      { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' },
    );
    const line = table.split('\n').find((text) => text.includes(id));
    expect(line).toContain(name.slice(0, 23));
    expect(line).toContain(values.message);
  });
});

test.describe('cross-site requests', () => {
  const target = siteUrl('workwear', '/api/contact');
  let attacker: Server;
  let attackerUrl = '';

  // Another origin on this machine serving a page that posts to the site.
  test.beforeAll(async () => {
    attacker = createServer((_request, response) => {
      const inputs = [
        ['name', 'Forged by a form'],
        ['email', 'victim@example.com'],
        ['message', 'Sent from another site'],
      ]
        .map(([name, value]) => `<input name="${name}" value="${value}">`)
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Win a prize</title><form method="post" action="${target}">${inputs}<button>Claim</button></form>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  test('a page on another origin cannot post to a site, natively or by fetch', async ({ page }) => {
    // The victim has visited the site and holds its cookies.
    await page.goto(siteUrl('workwear', '/contact'));
    await waitForHydration(page);

    await page.goto(attackerUrl);
    const [response] = await Promise.all([
      page.waitForResponse(target),
      page.getByRole('button', { name: 'Claim' }).click(),
    ]);
    expect(response.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible();

    await page.goto(attackerUrl);
    const [forged] = await Promise.all([
      page.waitForResponse(target),
      page.evaluate(async (url) => {
        const body = new URLSearchParams({
          name: 'Forged by fetch',
          email: 'victim@example.com',
          message: 'x',
        });
        // The answer is opaque to the attacker: only whether the post was stored matters.
        await fetch(url, { method: 'POST', body, mode: 'no-cors', credentials: 'include' }).catch(
          () => undefined,
        );
      }, target),
    ]);
    expect(forged.status()).toBe(403);
    expect(storedSubmissions().filter((row) => row.data.name?.startsWith('Forged'))).toEqual([]);
  });

  test('a script post on the site itself needs the XSRF header', async ({ page }) => {
    const id = marker();
    await page.goto(siteUrl('workwear', '/contact'));
    await waitForHydration(page);
    const statuses = await page.evaluate(async (name) => {
      const body = JSON.stringify({ name, email: 'dana@example.com', message: 'Hello' });
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const without = await fetch('/api/contact', { method: 'POST', body, headers });
      const token = decodeURIComponent(
        document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '',
      );
      const wrong = await fetch('/api/contact', {
        method: 'POST',
        body,
        headers: { ...headers, 'X-XSRF-TOKEN': `${token.slice(1)}x` },
      });
      const withToken = await fetch('/api/contact', {
        method: 'POST',
        body,
        headers: { ...headers, 'X-XSRF-TOKEN': token },
      });
      return [without.status, wrong.status, withToken.status];
    }, `Script ${id}`);
    expect(statuses).toEqual([403, 403, 201]);
    expect(storedSubmissions().filter((row) => row.data.name === `Script ${id}`)).toHaveLength(1);
  });
});
