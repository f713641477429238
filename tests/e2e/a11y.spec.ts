import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SiteId } from '@zcomm/site-data/tenants';
import axe from 'axe-core';
import { builtRoutes, DESKTOP, expect, PHONE, siteUrl, test, waitForHydration } from './fixtures';
import {
  acceptFormPosts,
  accordionTriggers,
  dropdownTriggers,
  fillRequired,
  openAccordionItem,
  openDropdown,
  openMobileMenu,
  pageForm,
  revealWholePage,
  submitAndThank,
  submitEmpty,
  waitForAnimations,
  waitForProducts,
} from './page-states';

/** WCAG 2.0, 2.1 and 2.2 success criteria, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Best-practice rules the design asks for on top: landmarks, one h1, headings in order. */
const STRUCTURE_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'page-has-heading-one',
  'heading-order',
  'skip-link',
];

type Violations = axe.Result[];

function expectNone(violations: Violations, state: string) {
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
  expect(found, `axe violations (${state})`).toEqual([]);
}

/**
 * The whole page, embedded frames included; with `structure`, also landmarks and headings
 * (not for the storefront widget's own cart and product documents).
 */
async function checkPage(page: Page, state: string, { structure = true } = {}) {
  const rules = structure ? STRUCTURE_RULES : [];
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  expectNone(violations, state);
}

/**
 * The part of the page an interaction changed (menus, answers, forms: never inside the
 * embedded frames). Reuses the axe engine already in the page, so each state costs little.
 */
async function checkPart(page: Page, state: string, include: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ([selector, tags]) =>
      (window as unknown as { axe: typeof axe }).axe
        .run({ include: [selector] }, { runOnly: { type: 'tag', values: tags }, iframes: false })
        .then((results) => results.violations),
    [include, WCAG_TAGS] as const,
  );
  expectNone(violations, state);
}

/** Opens, one at a time, each menu of the header and checks it. */
async function checkMenus(page: Page, phone: boolean) {
  if (phone) {
    if (await openMobileMenu(page)) {
      await checkPart(page, 'menu open', 'header');
      await page.keyboard.press('Escape');
    }
    return;
  }
  const triggers = dropdownTriggers(page);
  for (let index = 0; index < (await triggers.count()); index += 1) {
    const trigger = triggers.nth(index);
    await openDropdown(page, trigger);
    const name = (await trigger.textContent())?.trim();
    await checkPart(page, `dropdown “${name}” open`, 'header');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
}

/** Opens each accordion item in turn and checks it. */
async function checkAccordion(page: Page) {
  const triggers = accordionTriggers(page);
  for (let index = 0; index < (await triggers.count()); index += 1) {
    await openAccordionItem(page, triggers.nth(index));
    await checkPart(page, `answer ${index + 1} open`, 'main');
  }
}

/** Validation errors, the quote form's fulfillment details, then the thank-you view. */
async function checkForm(page: Page) {
  const form = pageForm(page);
  if ((await form.count()) === 0) return;
  await submitEmpty(page, form);
  await waitForAnimations(page);
  await checkPart(page, 'validation errors', 'main');

  const service = form.locator('select[name="service"]');
  if ((await service.locator('option[value="fulfillment"]').count()) > 0) {
    await service.selectOption('fulfillment');
    await expect(form.getByRole('group', { name: 'Fulfillment Details' })).toBeVisible();
    // Colours are measured after the fields' transitions, not halfway through them.
    await waitForAnimations(page);
    await checkPart(page, 'fulfillment details shown', 'main');
  }

  await fillRequired(form);
  await acceptFormPosts(page);
  await submitAndThank(page, form);
  await checkPart(page, 'thank-you view', 'main');
}

/** Puts an order on its way to the bulk-order page, as "Request a quote" does. */
function carryAnOrder() {
  const line = (size: string, quantity: number) => ({
    handle: 'crew-jacket',
    variantId: `gid://shopify/ProductVariant/${size}`,
    quantity,
    product: 'Crew Jacket',
    variant: `Navy / ${size}`,
  });
  sessionStorage.setItem(
    'zc-bulk-order',
    JSON.stringify({ lines: [line('M', 14), line('L', 10)], logo: false }),
  );
}

const routes = builtRoutes();

for (const [site, { routes: paths }] of Object.entries(routes) as [
  SiteId,
  { routes: string[] },
][]) {
  test.describe(`accessibility: ${site}`, () => {
    for (const route of paths) {
      for (const viewport of [PHONE, DESKTOP]) {
        const phone = viewport.width < 992;
        test(`${route} at ${viewport.width} px, in every state`, async ({ page }) => {
          test.slow();
          await page.setViewportSize(viewport);
          // A shop's bulk-order page, as a size run's "Request a quote" opens it: with lines.
          if (route === '/bulk-order') await page.addInitScript(carryAnOrder);
          await page.goto(siteUrl(site, route));
          await waitForHydration(page);
          await revealWholePage(page);
          await waitForProducts(page);
          await checkPage(page, 'as loaded');

          // The header is one component on every page of a site: its menus are opened on the
          // home page (each page's audit above covers its header closed).
          if (route === '/') await checkMenus(page, phone);
          await checkAccordion(page);
          await checkForm(page);
        });
      }
    }
  });
}

test.describe('accessibility: more states', () => {
  test('the agency home greets a signed-in visitor', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'currentUser',
        JSON.stringify({ id: 1, email: 'dana.whitfield@example.com', name: 'Dana' }),
      );
    });
    await page.goto(siteUrl('agency'));
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText('Dana');
    await revealWholePage(page);
    await checkPage(page, 'signed in');
  });

  for (const [site, route] of [
    ['workwear', '/jackets'],
    ['sailing', '/outerwear'],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${site} ${route} at ${viewport.width} px: product details and cart`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(site, route));
        await waitForHydration(page);
        await waitForProducts(page);
        const products = page.frameLocator('iframe[name^="frame-productSet"]');
        await products
          .getByRole('button', { name: /view product/i })
          .first()
          .click();
        const modal = page.frameLocator('iframe[name^="frame-modal"]');
        await expect(modal.getByRole('button', { name: /add to cart/i })).toBeVisible();
        await checkPage(page, 'product details open', { structure: false });
        await modal.getByRole('button', { name: /add to cart/i }).click();
        const cart = page.frameLocator('iframe[name="frame-cart"]');
        await expect(cart.getByRole('button', { name: /checkout/i })).toBeVisible();
        await checkPage(page, 'cart open', { structure: false });
      });
    }
  }
});
