import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { HookReceiver, MailReceiver, WEBHOOK_SECRET } from '../server/lead-receivers';
import {
  builtStaffRoutes,
  DESKTOP,
  E2E_DATA_DIR,
  expect,
  PHONE,
  siteUrl,
  storedSubmissions,
  test,
  waitForHydration,
} from './fixtures';

/** The local demo's account: scripts/e2e-server.mjs starts the server with LOCAL_DEMO=1 and the default password. */
const STAFF = { email: 'demo@zcomm.example', password: 'demo-password-2025' };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STRUCTURE_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'page-has-heading-one',
  'heading-order',
  'skip-link',
];

async function expectAxeClean(page: Page, state: string): Promise<void> {
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

/** A word no other test's submissions contain, so parallel tests never see each other's rows. */
function uniqueWord(label: string): string {
  return `${label}${Math.random().toString(36).slice(2, 10)}`;
}

const formPaths = {
  workwear: '/api/contact',
  sailing: '/api/forms/sailing-contact',
  agency: '/api/forms/agency-contact',
  quote: '/api/forms/quote',
} as const;

/**
 * Posts a form the way the site's own script does (same origin, XSRF header), from a page of
 * that site opened beside the test's page; returns the stored id.
 */
async function submit(
  page: Page,
  form: keyof typeof formPaths,
  fields: Record<string, string>,
  origin?: string,
): Promise<string> {
  const site = form === 'quote' ? 'agency' : form;
  const helper = await page.context().newPage();
  await helper.goto(origin ? `${origin}/faq` : siteUrl(site, '/faq'));
  const id = await helper.evaluate(
    async ({ path, body }) => {
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-xsrf-token': decodeURIComponent(token),
        },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`post answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    { path: formPaths[form], body: fields },
  );
  await helper.close();
  return id;
}

/** Posts several submissions of one form, one after another, from one page of its site. */
async function submitMany(
  page: Page,
  form: keyof typeof formPaths,
  submissions: Record<string, string>[],
): Promise<void> {
  const site = form === 'quote' ? 'agency' : form;
  const helper = await page.context().newPage();
  await helper.goto(siteUrl(site, '/faq'));
  await helper.evaluate(
    async ({ path, bodies }) => {
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      for (const body of bodies) {
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-xsrf-token': decodeURIComponent(token),
          },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`post answered ${response.status}`);
      }
    },
    { path: formPaths[form], bodies: submissions },
  );
  await helper.close();
}

/** Signs the demo account in (on the suite's server, or on the agency site at `origin`). */
async function signIn(
  page: Page,
  origin = siteUrl('agency', '').replace(/\/$/, ''),
  account = STAFF,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

/** Types a search and applies it. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

function items(page: Page): Locator {
  return page.locator('.inbox__list .inbox-item');
}

function ringOf(element: Element): string {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth}`;
  return `${outline} | ${style.boxShadow}`;
}

test.describe('staff pages', () => {
  test('the build has exactly the agency sign-in and inbox as staff pages', () => {
    expect(builtStaffRoutes()).toEqual({
      workwear: [],
      sailing: [],
      agency: ['/login', '/inbox'],
      'stub-1': [],
      'stub-2': [],
      'stub-3': [],
    });
  });

  for (const route of ['/login', '/inbox']) {
    test(`${route} is never cached nor indexed`, async ({ page }) => {
      const response = await page.goto(siteUrl('agency', route));
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      // What a crawler reads: the served page. (An anonymous visitor's /inbox redirects to /
      // once the application runs, so the live document may already be the home page.)
      expect(await response?.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
      const sitemap = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
      expect(sitemap).toContain('/contact</loc>');
      expect(sitemap).not.toContain(`${route}</loc>`);
    });
  }

  test('the sign-in page hydrates cleanly, then shows its form', async ({ page, problems }) => {
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The server's page (signed out, the form not shown yet) is the client's first render: no
    // hydration error (React #418) for the provider having read the stored user first.
    expect(problems.list).toEqual([]);
  });
});

test.describe('guards', () => {
  test('an anonymous visitor is sent from /inbox to /, and may open /login', async ({ page }) => {
    await page.goto(siteUrl('agency', '/inbox'));
    await waitForHydration(page);
    await expect(page).toHaveURL(siteUrl('agency', '/'));
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(siteUrl('agency', '/login'));
  });

  test('the e-mail’s link, followed signed out, opens its lead once signed in', async ({
    page,
  }) => {
    const word = uniqueWord('link');
    const id = await submit(page, 'agency', {
      name: `Rui ${word}`,
      email: 'rui@example.com',
      service: 'web-development',
      message: `A shop for our roastery. ${word}`,
    });
    await page.goto(siteUrl('agency', `/inbox?id=${id}`));
    await waitForHydration(page);
    await expect(page).toHaveURL(siteUrl('agency', '/'));
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(siteUrl('agency', `/inbox?id=${id}`));
    await expect(
      page.locator('.inbox-detail').getByRole('heading', { level: 2, name: `Rui ${word}` }),
    ).toBeVisible();
    // Read once: signing in again opens the bare inbox.
    expect(await page.evaluate(() => sessionStorage.getItem('zc-inbox-lead'))).toBeNull();
  });

  test('a second staff member on the same lead is seen within 2 s, and gone on leaving', async ({
    page,
    browser,
  }) => {
    const word = uniqueWord('presence');
    // A second staff account, as an administrator adds one.
    const other = { email: `${word.toLowerCase()}@zcomm.example`, password: `pw-${word}-2026` };
    execFileSync(
      process.execPath,
      [path.resolve('server/cli/users.ts'), 'add', other.email, '--name', `Sam ${word}`],
      { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, input: `${other.password}\n` },
    );
    const id = await submit(page, 'agency', {
      name: `Ines ${word}`,
      email: 'ines@example.com',
      service: 'e-commerce',
      message: `Two of you may answer this. ${word}`,
    });
    await signIn(page);
    await page.goto(siteUrl('agency', `/inbox?id=${id}`));
    const presence = page.getByRole('status', { name: 'Others on this lead' });
    await expect(presence).toBeEmpty();

    const samContext = await browser.newContext();
    try {
      const sam = await samContext.newPage();
      await signIn(sam, undefined, other);
      await sam.goto(siteUrl('agency', `/inbox?id=${id}`));
      await expect(sam.getByRole('status', { name: 'Others on this lead' })).toHaveText(
        /is viewing\.$/,
      );
      await expect(presence).toHaveText(`Sam ${word} is viewing.`, { timeout: 2_000 });
      // Leaving the lead takes the name away at once (replying is in the component tests:
      // this server sends no e-mail, so it offers no reply box).
      await sam.close();
      await expect(presence).toBeEmpty({ timeout: 2_000 });
    } finally {
      await samContext.close();
    }
  });

  test('a signed-in visitor is sent from /login to /, and may open /inbox', async ({ page }) => {
    await signIn(page);
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await expect(page).toHaveURL(siteUrl('agency', '/'));
    await page.goto(siteUrl('agency', '/inbox'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page).toHaveURL(siteUrl('agency', '/inbox'));
  });

  test('a stored profile without a session opens nothing: the server refuses, the page signs out', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'currentUser',
          JSON.stringify({ id: 1, email: 'demo@zcomm.example', name: 'Forged' }),
        );
      }
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/inbox/')) answers.push(response.status());
    });
    await page.goto(siteUrl('agency', '/inbox'));
    await expect(page).toHaveURL(siteUrl('agency', '/'));
    expect(answers).toContain(401);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await expect(page.getByText('Forged')).toHaveCount(0);
    problems.take(); // the browser logs the 401
  });

  test('a wrong password is refused with a message; nothing is stored', async ({
    page,
    problems,
  }) => {
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Wrong e-mail or password. Check both and try again.',
    );
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page).toHaveURL(siteUrl('agency', '/login'));
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    problems.take(); // the browser logs the 401
  });
});

test.describe('the inbox', () => {
  test('sign in, filter, search, read, mark spam, export, delete, sign out', async ({ page }) => {
    test.slow();
    const word = uniqueWord('flow');
    const workwearId = await submit(page, 'workwear', {
      name: `Marcus ${word}`,
      email: 'marcus@example.com',
      message: `Twelve Class 3 jackets, please. ${word}`,
    });
    const quoteId = await submit(page, 'quote', {
      name: `Sam ${word}`,
      email: 'sam@example.com',
      company: 'Ortiz Outdoor Co.',
      phone: '+1 860 555 0100',
      service: 'both',
      'project-details': `A Shopify store. ${word}`,
      platform: 'shopify',
      message: '=HYPERLINK("http://evil.example","click")',
    });
    const xssId = await submit(page, 'agency', {
      name: `<img src=x onerror="window.__xss=1"> ${word}`,
      email: 'probe@example.com',
      service: 'e-commerce',
      message: `<script>window.__xss=1</script>\nsecond line ${word}`,
    });

    await signIn(page);
    await search(page, word);
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByText('3 submissions match')).toBeVisible();
    // Newest first.
    await expect(items(page).first()).toContainText('probe@example.com');

    // Filter by site (the inbox's navigation), then by form.
    const sites = page.getByRole('navigation', { name: 'Sites' });
    await sites.getByRole('link', { name: /^Beacon Workwear/ }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText(`Marcus ${word}`);
    await sites.getByRole('link', { name: /^Z-Comm/ }).click();
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByLabel('Form').selectOption('quote');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText(`Sam ${word}`);
    // Dates: today is in, a day long past is not.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(siteUrl('agency', '/inbox'));
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await search(page, word);
    await expect(items(page)).toHaveCount(3);

    // Read one: every field, as text; no script ran.
    await items(page).filter({ hasText: 'probe@example.com' }).click();
    const detail = page.locator('.inbox-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(
      `<img src=x onerror="window.__xss=1"> ${word}`,
    );
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(detail.locator('dd').nth(3)).toHaveText(
      `<script>window.__xss=1</script>\nsecond line ${word}`,
      { useInnerText: true },
    );
    await expect(detail).toContainText('E-Commerce');
    await expect(detail).toContainText('Not delivered: no e-mail or webhook was set up');
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // Mark as spam: it leaves the inbox for the Spam view, and comes back.
    await detail.getByRole('button', { name: 'Mark as spam' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked as spam' })).toBeVisible();
    await expect(items(page)).toHaveCount(2);
    await page.getByRole('link', { name: 'Spam', exact: true }).click();
    await search(page, word);
    await expect(items(page)).toHaveCount(1);
    await items(page).first().click();
    await expect(page.locator('.inbox-detail .inbox-badge')).toHaveText('Spam');
    await page.getByRole('button', { name: 'Not spam' }).click();
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Inbox', exact: true }).click();
    await search(page, word);
    await expect(items(page)).toHaveCount(3);

    // Export the current filter: a CSV file with the three, formulas neutralised.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFF"id","created_at","received_team_time","site","form"')).toBe(true);
    for (const id of [workwearId, quoteId, xssId]) expect(csv).toContain(`"${id}"`);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csv.split('\r\n').filter((line) => line.includes(word))).toHaveLength(3);

    // Delete one, after confirming: gone from the inbox and from the database.
    await items(page)
      .filter({ hasText: `Marcus ${word}` })
      .click();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await expect(page.getByRole('button', { name: 'Delete for good' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Delete…' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submission deleted.' })).toBeVisible();
    await expect(items(page)).toHaveCount(2);
    const stored = storedSubmissions().map((row) => String(row.id));
    expect(stored).not.toContain(workwearId);
    expect(stored).toContain(quoteId);

    // Sign out: home, signed out, and the inbox is closed again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(siteUrl('agency', '/'));
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await page.goto(siteUrl('agency', '/inbox'));
    await expect(page).toHaveURL(siteUrl('agency', '/'));
  });

  test('the honeypot catches are kept in Spam, marked, never delivered', async ({ page }) => {
    const word = uniqueWord('trap');
    await submit(page, 'sailing', {
      name: `Bot ${word}`,
      email: 'bot@spam.example',
      message: 'Cheap pills',
      contact_me_by_fax_only: 'http://spam.example',
    });
    await signIn(page);
    await search(page, word);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Spam', exact: true }).click();
    await search(page, word);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('Caught by the bot trap');
    await items(page).first().click();
    await expect(page.locator('.inbox-detail')).toContainText(
      'Not delivered: the bot trap caught it',
    );
    await expect(page.locator('.inbox-detail')).toContainText('http://spam.example');
  });

  test('pages through more than twenty', async ({ page }) => {
    test.slow();
    const word = uniqueWord('pages');
    for (let index = 0; index < 21; index += 1) {
      await submit(page, 'workwear', {
        name: `Crew ${index} ${word}`,
        email: 'crew@example.com',
        message: word,
      });
    }
    await signIn(page);
    await search(page, word);
    await expect(items(page)).toHaveCount(20);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]cursor=/);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText(`Crew 0 ${word}`);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(items(page).first()).toContainText(`Crew 20 ${word}`);
  });
});

test.describe('keyboard', () => {
  test('sign in, search, open, mark and return with the keyboard alone, focus always shown', async ({
    page,
  }) => {
    const word = uniqueWord('keys');
    await submit(page, 'agency', {
      name: `Keyboard ${word}`,
      email: 'keys@example.com',
      service: 'web-development',
      message: word,
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('agency', '/login'));
    await waitForHydration(page);
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 60; presses += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) {
          expect(await target.evaluate(ringOf), 'focus ring').not.toMatch(/^none \| none$/);
          return;
        }
      }
      throw new Error(`Tab never reached ${target}`);
    };
    await tabTo(page.getByLabel('E-mail'));
    await page.keyboard.type(STAFF.email);
    await tabTo(page.getByLabel('Password'));
    await page.keyboard.type(STAFF.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl('agency', '/inbox'));

    await tabTo(page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(items(page)).toHaveCount(1);
    await tabTo(page.getByRole('button', { name: 'More filters' }));
    await page.keyboard.press('Enter');
    for (const control of [
      page.getByLabel('State'),
      page.getByLabel('Assigned to'),
      page.getByLabel('Form'),
      page.getByLabel('From'),
      page.getByRole('button', { name: 'Apply filters' }),
    ]) {
      await tabTo(control);
    }
    await tabTo(items(page).first());
    await page.keyboard.press('Enter');
    const heading = page.locator('.inbox-detail').getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(`Keyboard ${word}`);
    await expect(heading).toBeFocused();
    await tabTo(page.getByRole('button', { name: 'Mark as spam' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Marked as spam' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Submissions' })).toBeFocused();
    await tabTo(page.getByRole('button', { name: 'Sign out' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl('agency', '/'));
  });
});

test.describe('accessibility and layout', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const phone = viewport.width < 992;

    test(`/login at ${viewport.width} px: axe clean, as loaded and with an error`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('agency', '/login'));
      await waitForHydration(page);
      await expect(page.getByLabel('E-mail')).toBeVisible();
      await expectAxeClean(page, 'sign-in');
      await page.getByLabel('E-mail').fill(STAFF.email);
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAxeClean(page, 'sign-in refused');
      problems.take(); // the browser logs the 401
    });

    test(`/inbox at ${viewport.width} px: axe clean in every state, fits the width`, async ({
      page,
    }) => {
      test.slow();
      const word = uniqueWord('axe');
      await submit(page, 'quote', {
        name: `Dana ${word}`,
        email: 'dana@example.com',
        company: 'Reyes Goods',
        phone: '(203) 555-0142',
        service: 'fulfillment',
        'project-details': `Warehousing for 300 SKUs. ${word}`,
        platform: 'woocommerce',
        message: 'We ship 500 orders a month.',
      });
      await page.setViewportSize(viewport);
      await signIn(page);
      await search(page, word);
      await expect(items(page)).toHaveCount(1);
      const fits = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits(), 'no sideways scrolling').toBe(true);
      await expectAxeClean(page, 'list');

      await items(page).first().click();
      const detail = page.locator('.inbox-detail');
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`Dana ${word}`);
      if (phone) {
        // The open submission takes the phone's screen; the list is one step back.
        await expect(page.locator('.inbox__list-pane')).toBeHidden();
        await expect(page.getByRole('link', { name: 'Back to the list' })).toBeVisible();
      } else {
        // Side by side: the list on the left, the submission on the right.
        const list = await page.locator('.inbox__list-pane').boundingBox();
        const open = await page.locator('.inbox__detail-pane').boundingBox();
        expect(list && open && list.x + list.width <= open.x).toBe(true);
        await expect(page.getByRole('link', { name: 'Back to the list' })).toBeHidden();
      }
      expect(await fits(), 'no sideways scrolling').toBe(true);
      await expectAxeClean(page, 'submission open');

      await detail.getByRole('button', { name: 'Delete…' }).click();
      await expectAxeClean(page, 'deletion asked');
      await detail.getByRole('button', { name: 'Cancel' }).click();

      if (phone) {
        await page.getByRole('link', { name: 'Back to the list' }).click();
        await expect(items(page)).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 2, name: 'Submissions' })).toBeFocused();
      }
      await page.getByRole('link', { name: 'Spam', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Spam' })).toBeVisible();
      await expectAxeClean(page, 'spam view');
    });
  }
});

test.describe('a dense list', () => {
  for (const [viewport, least] of [
    [DESKTOP, 8],
    [PHONE, 5],
  ] as const) {
    test(`shows at least ${least} leads at ${viewport.width}×${viewport.height}; Undo restores the row`, async ({
      page,
    }) => {
      test.slow();
      const word = uniqueWord('dense');
      await submitMany(
        page,
        'agency',
        Array.from({ length: 10 }, (_, index) => ({
          name: `Row ${index} ${word}`,
          email: `row${index}@example.com`,
          service: 'web-development',
          message: `A longer message that runs on past the end of the row, number ${index}. ${word}`,
        })),
      );
      await page.setViewportSize(viewport);
      await signIn(page);
      await search(page, word);
      await expect(items(page)).toHaveCount(10);
      const visible = await items(page).evaluateAll(
        (rows) =>
          rows.filter((row) => {
            const box = row.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
      expect(visible, 'leads wholly in view without scrolling').toBeGreaterThanOrEqual(least);
      for (const row of await items(page).all()) {
        expect((await row.boundingBox())?.height ?? 0, 'a row of two lines').toBeLessThan(72);
      }

      // Spam, then Undo: the row is back in its place at once, marked.
      await items(page).nth(3).click();
      await page.locator('.inbox-detail').getByRole('button', { name: 'Mark as spam' }).click();
      await expect(items(page)).toHaveCount(9);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(items(page)).toHaveCount(10);
      await expect(page.locator('.inbox-item[data-restored]')).toContainText(`Row 6 ${word}`);
      if (viewport === PHONE) await page.getByRole('link', { name: 'Back to the list' }).click();
      await expect(items(page).nth(3)).toContainText(`Row 6 ${word}`);
    });
  }
});

test.describe('a lead’s day', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const phone = viewport.width < 992;

    test(`at ${viewport.width} px: arrives New, opened is read, answered, done, spam undone`, async ({
      page,
    }) => {
      test.slow();
      const word = uniqueWord('day');
      await submit(page, 'quote', {
        name: `Ana ${word}`,
        email: 'ana@example.com',
        company: 'Lima Goods',
        phone: '+1 860 555 0111',
        service: 'both',
        'project-details': `A new shop. ${word}`,
        platform: 'shopify',
        message: 'Can we talk this week?',
      });
      await page.setViewportSize(viewport);
      await signIn(page);
      // The first lead is in view without scrolling: its name and time, and its first lines.
      const first = items(page).first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      expect(
        box && box.y + Math.min(box.height, 120) <= viewport.height,
        'first lead in view',
      ).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await search(page, word);
      await expect(items(page)).toHaveCount(1);
      const item = items(page).first();
      await expect(item).toHaveAccessibleName(new RegExp(`^Unread: Ana ${word}`));
      await expect(item.locator('.inbox-state')).toHaveText('New');
      await expectAxeClean(page, 'a new lead');

      // Opened: its detail, with the reply and phone links and the history.
      await item.click();
      const detail = page.locator('.inbox-detail');
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`Ana ${word}`);
      await expect(detail.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
        'href',
        'mailto:ana@example.com?subject=Re%3A%20Quote%20request',
      );
      await expect(detail.getByRole('link', { name: '+1 860 555 0111' })).toHaveAttribute(
        'href',
        'tel:+18605550111',
      );
      await expect(detail.locator('.inbox-history')).toContainText('opened it');
      const received = detail.locator('.inbox-detail__meta time');
      await expect(received).toHaveAttribute('title', / UTC$/);
      await expectAxeClean(page, 'a lead open');
      // Read as soon as it is opened: the list says so at once (beside it, or one step back).
      if (phone) {
        await expect(page.getByRole('navigation', { name: 'Sites' })).toBeHidden();
        await page.getByRole('link', { name: 'Back to the list' }).click();
      }
      await expect(items(page).first()).not.toHaveAttribute('data-unread', '');
      if (phone) await items(page).first().click();

      // In progress, then done: the list follows.
      await detail.getByRole('button', { name: 'Mark in progress' }).click();
      await expect(detail.locator('.inbox-detail__badges .inbox-state')).toHaveText('In progress');
      await detail.getByRole('button', { name: 'Mark done' }).click();
      await expect(detail.locator('.inbox-detail__badges .inbox-state')).toHaveText('Done');
      await expect(detail.locator('.inbox-history')).toContainText('from In progress to Done');
      await expectAxeClean(page, 'a lead done');
      if (phone) await page.getByRole('link', { name: 'Back to the list' }).click();
      await expect(items(page).first()).not.toHaveAttribute('data-unread', '');
      await expect(items(page).first().locator('.inbox-state')).toHaveText('Done');
      await page.getByRole('button', { name: 'More filters' }).click();
      await page.getByLabel('State').selectOption('new');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
      await page.getByLabel('State').selectOption('done');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(items(page)).toHaveCount(1);

      // Marked as spam by mistake, and undone.
      await items(page).first().click();
      await detail.getByRole('button', { name: 'Mark as spam' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Marked as spam and moved to Spam.' }),
      ).toBeVisible();
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
      await expectAxeClean(page, 'undo offered');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Undone: back in the inbox.' }),
      ).toBeVisible();
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`Ana ${word}`);
      await expect(detail.locator('.inbox-history')).toContainText('marked it as not spam');
    });
  }
});

/** A free loopback port, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server of a test's own on a free port and a fresh data folder, as the local demo with the
 * given settings (its leads' receivers); resolves once it answers.
 */
async function startOwnServer(
  name: string,
  env: Record<string, string>,
): Promise<{ server: ChildProcess; dataDir: string; origin: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const port = await freePort();
  const server = spawn(process.execPath, [path.resolve('server/main.ts')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOCAL_DEMO: '1',
      FORM_RATE_LIMIT: '600',
      LOGIN_RATE_LIMIT: '600',
      ...env,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return { server, dataDir, origin: `http://agency.localhost:${port}` };
}

test.describe('a delivery that failed for good', () => {
  // A server of its own, whose leads go to a webhook receiver that is down (answers 503) until
  // the test brings it up; deliveries give up after a second and a half instead of a day.
  let receiver: HookReceiver;
  let server: ChildProcess;
  let dataDir: string;
  let origin: string;

  test.beforeAll(async () => {
    receiver = await new HookReceiver().start();
    receiver.statuses = Array.from({ length: 200 }, () => 503);
    ({ server, dataDir, origin } = await startOwnServer('inbox-resend', {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET,
      DELIVERY_RETRY_BASE_MS: '100',
      DELIVERY_GIVE_UP_AFTER_MS: '1500',
    }));
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: Send again delivers it once the receiver is up`, async ({
      page,
      problems,
    }) => {
      test.slow();
      receiver.statuses = Array.from({ length: 200 }, () => 503);
      const word = uniqueWord('resend');
      await submit(
        page,
        'quote',
        {
          name: `Noor ${word}`,
          email: 'noor@example.com',
          company: 'Noor Supply',
          phone: '+1 203 555 0177',
          service: 'both',
          'project-details': `Wholesale. ${word}`,
          platform: 'shopify',
          message: 'Please call in the morning.',
        },
        origin,
      );
      await page.setViewportSize(viewport);
      await signIn(page, origin);
      await search(page, word);
      await items(page).first().click();
      const detail = page.locator('.inbox-detail');
      // The receiver is down: the delivery is tried, then given up.
      await expect(async () => {
        await page.reload();
        await expect(detail).toContainText(/Webhook: failed after \d+ attempts/, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(detail).toContainText('Last error:');
      await expectAxeClean(page, 'a delivery failed for good');

      // Up again: Send again delivers it, and the history says who sent it again.
      receiver.statuses = [];
      await detail.getByRole('button', { name: 'Send again: webhook' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Sending it again now.' }),
      ).toBeVisible();
      await receiver.waitFor((requests) =>
        requests.some((request) => request.status === 200 && request.body.includes(word)),
      );
      // The open lead follows the delivery it sent again: delivered, with no reload.
      await expect(detail).toContainText('Webhook: delivered', { timeout: 15_000 });
      await expect(detail.getByRole('button', { name: /Send again/ })).toHaveCount(0);
      await expect(detail.locator('.inbox-history')).toContainText('Demo User sent it (webhook)');
      problems.take(); // the browser may log the reloads' aborted calls
    });
  }
});

test.describe('a reply from the inbox', () => {
  // A server of its own whose e-mail goes to an SMTP sink: the team's notification, then the
  // reply a member of staff writes in the inbox.
  const TEAM = 'leads@zcomm.example';
  let mail: MailReceiver;
  let server: ChildProcess;
  let dataDir: string;
  let origin: string;

  test.beforeAll(async () => {
    mail = await new MailReceiver().start();
    ({ server, dataDir, origin } = await startOwnServer('inbox-reply', {
      SMTP_URL: mail.url,
      SMTP_ALLOW_PLAINTEXT: '1',
      LEAD_SENDER: 'Z-Comm Leads <leads@zcomm.example>',
      LEAD_REPLY_TO: `Z-Comm Team <${TEAM}>`,
      LEAD_RECIPIENTS: TEAM,
    }));
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await mail?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: it reaches the visitor threaded and shows in the history`, async ({
      page,
      problems,
    }) => {
      test.slow();
      const word = uniqueWord('reply');
      const visitor = `${word}@example.com`;
      await submit(
        page,
        'agency',
        {
          name: `Rosa ${word}`,
          email: visitor,
          service: 'e-commerce',
          message: `Can you move our shop to Shopify? ${word}`,
        },
        origin,
      );
      // The team's notification, whose Message-ID the reply threads on.
      await mail.waitFor((messages) =>
        messages.some((message) => message.mail.text?.includes(word)),
      );
      const notification = mail.messages.find((message) => message.mail.text?.includes(word));
      const notificationId = notification?.mail.messageId;
      expect(notificationId).toBeTruthy();

      await page.setViewportSize(viewport);
      await signIn(page, origin);
      await search(page, word);
      await items(page).first().click();
      const detail = page.locator('.inbox-detail');
      const answer = `Hi Rosa,\n\nYes: we move shops to Shopify every month. Tuesday at 10? ${word}`;
      await detail.getByLabel(`Reply to ${visitor}`).fill(answer);
      await detail.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Reply on its way.' })).toBeVisible();

      // At the sink: to the visitor, from the team, threaded on the notification, plain text.
      await mail.waitFor((messages) =>
        messages.some((message) => message.envelope.to.includes(visitor)),
      );
      const reply = mail.messages.find((message) => message.envelope.to.includes(visitor));
      expect(reply?.mail.to).toMatchObject({ value: [{ address: visitor }] });
      expect(reply?.mail.replyTo?.value).toEqual([{ name: 'Z-Comm Team', address: TEAM }]);
      expect(reply?.mail.inReplyTo).toBe(notificationId);
      expect(reply?.mail.references).toBe(notificationId);
      expect(reply?.mail.html).toBe(false);
      // The visitor's own words quoted below it.
      expect(reply?.mail.text).toContain(answer);
      expect(reply?.mail.text).toContain('Can you move our shop to Shopify?');

      // In the lead: In progress, assigned to the sender, the reply delivered and in the history.
      await expect(detail).toContainText('In progress');
      await expect(detail.getByLabel('Assigned to')).toHaveValue(/.+/);
      await expect(detail).toContainText(/Reply: delivered/, { timeout: 15_000 });
      const history = detail.locator('.inbox-history');
      await expect(history).toContainText(`Demo User replied to ${visitor}`);
      await expect(history).toContainText('we move shops to Shopify every month');
      expect(problems.list).toEqual([]);
    });
  }
});
