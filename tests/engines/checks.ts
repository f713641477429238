import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { Driver, SessionOptions } from './drivers.ts';

/** Where a check runs: the server's address and data folder. */
export interface Target {
  /** The port the engine reaches the server on (WebKit's goes through the probe proxy). */
  port: number;
  dataDir: string;
}

export interface Check {
  /** Row of the engine × check table in docs/testing.md. */
  row: string;
  name: string;
  /** The browser variant the check needs (a fresh one is started for it). */
  session?: SessionOptions;
  run: (driver: Driver, target: Target) => Promise<void>;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const siteUrl = (target: Target, site: SiteId, route = '/') =>
  `http://${site}.localhost:${target.port}${route}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `fn` in the page until it returns something truthy. */
export async function waitFor<T>(
  driver: Driver,
  what: string,
  fn: (...args: never[]) => T,
  args: unknown[] = [],
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      last = await driver.evaluate(fn, ...args);
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function hydrated(driver: Driver): Promise<void> {
  await waitFor(driver, 'hydration', () => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Fails on any console error, uncaught error or CSP violation the page reported. */
async function noProblems(driver: Driver, where: string): Promise<void> {
  await sleep(driver.engine === 'webkit' ? 400 : 100);
  const problems = await driver.takeProblems();
  assert(problems.length === 0, `${where}: ${problems.join(' | ')}`);
}

/**
 * Marks the first element matching `selector` (and whose text matches `text`, if given),
 * in the top document or inside the first iframe matching `frame`, and returns a selector for it.
 */
async function mark(
  driver: Driver,
  what: string,
  selector: string,
  options: { text?: RegExp; frame?: string; visible?: boolean } = {},
): Promise<string> {
  const id = `m${Math.random().toString(36).slice(2, 9)}`;
  await waitFor(
    driver,
    what,
    (
      css: string,
      source: string | null,
      flags: string,
      frameCss: string | null,
      id: string,
      visible: boolean,
    ) => {
      const frames = frameCss ? [...document.querySelectorAll<HTMLIFrameElement>(frameCss)] : [];
      const places = frameCss
        ? frames.map((frame) => ({ frame, root: frame.contentDocument }))
        : [{ frame: null, root: document }];
      const pattern = source === null ? null : new RegExp(source, flags);
      for (const { frame, root } of places) {
        if (!root) continue;
        for (const element of root.querySelectorAll<HTMLElement>(css)) {
          const label = `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`;
          if (pattern && !pattern.test(label)) continue;
          const box = element.getBoundingClientRect();
          if (visible && (box.width === 0 || box.height === 0)) continue;
          for (const other of document.querySelectorAll('iframe[data-engines-frame]')) {
            other.removeAttribute('data-engines-frame');
          }
          frame?.setAttribute('data-engines-frame', id);
          element.setAttribute('data-engines', id);
          return true;
        }
      }
      return false;
    },
    [
      selector,
      options.text?.source ?? null,
      options.text?.flags ?? '',
      options.frame ?? null,
      id,
      options.visible !== false,
    ],
  );
  return `[data-engines="${id}"]`;
}

/** The frame `mark` found its element in. */
const markedFrame = (selector: string) => `iframe[data-engines-frame="${selector.slice(15, -2)}"]`;

/** Whether the element `selector` matches is drawn (has a box and is not hidden). */
function shown(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** Every stored submission, read as an operator would (`npm run submissions -- --json`). */
export function storedSubmissions(
  target: Target,
): { form: string; site: string; data: Record<string, string> }[] {
  const output = execFileSync(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../server/cli/submissions.ts'), '--json'],
    { env: { ...process.env, DATA_DIR: target.dataDir }, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

// ── Pages and menus ──────────────────────────────────────────────────────────────────────────

const pages: [SiteId, string][] = [
  ['workwear', '/'],
  ['workwear', '/our-story'],
  ['sailing', '/'],
  ['sailing', '/privacy-policy'],
  ['agency', '/'],
  ['agency', '/about'],
  ['stub-1', '/'],
  ['stub-1', '/contact'],
  ['stub-2', '/'],
  ['stub-2', '/contact'],
  ['stub-3', '/'],
  ['stub-3', '/contact'],
];

async function checkMenus(driver: Driver, width: number): Promise<void> {
  if (width < 992) {
    const toggles = await driver.evaluate(
      () => document.querySelectorAll('.zc-header__toggle').length,
    );
    if (toggles === 0) return;
    const toggle = await mark(driver, 'menu button', '.zc-header__toggle');
    const panel = `#${await driver.evaluate((s: string) => document.querySelector(s)?.getAttribute('aria-controls'), toggle)}`;
    assert(!(await driver.evaluate(shown, panel)), 'menu shown before it was opened');
    await driver.click(toggle);
    await waitFor(
      driver,
      'menu open',
      (t: string, p: string) =>
        document.querySelector(t)?.getAttribute('aria-expanded') === 'true' &&
        (() => {
          const element = document.querySelector<HTMLElement>(p);
          return !!element && element.getBoundingClientRect().height > 0;
        })(),
      [toggle, panel],
    );
    await driver.click(toggle);
    await waitFor(
      driver,
      'menu closed',
      (t: string, p: string) =>
        document.querySelector(t)?.getAttribute('aria-expanded') === 'false' &&
        (document.querySelector<HTMLElement>(p)?.getBoundingClientRect().height ?? 0) === 0,
      [toggle, panel],
    );
    return;
  }
  const triggers = await driver.evaluate(
    () => document.querySelectorAll('.zc-header__trigger').length,
  );
  if (triggers === 0) return;
  // The navigation runs on Radix once the page is idle (it marks itself data-enhanced).
  await waitFor(
    driver,
    'navigation on Radix',
    () => !!document.querySelector('nav[data-enhanced]'),
  );
  const trigger = await mark(driver, 'dropdown button', '.zc-header__trigger');
  await driver.click(trigger);
  const dropdown = `#${await driver.evaluate((s: string) => CSS.escape(document.querySelector(s)?.getAttribute('aria-controls') ?? ''), trigger)}`;
  await waitFor(
    driver,
    'dropdown open',
    (p: string) =>
      (document.querySelector<HTMLElement>(p)?.getBoundingClientRect().height ?? 0) > 0,
    [dropdown],
  );
  await driver.click(trigger);
  await waitFor(
    driver,
    'dropdown closed by its button',
    // Closed, the open dropdown's panel is gone (or hidden).
    (p: string) =>
      (document.querySelector<HTMLElement>(p)?.getBoundingClientRect().height ?? 0) === 0,
    [dropdown],
  );
  await driver.click(trigger);
  await waitFor(
    driver,
    'dropdown open again',
    (p: string) =>
      (document.querySelector<HTMLElement>(p)?.getBoundingClientRect().height ?? 0) > 0,
    [dropdown],
  );
  await driver.pressEscape();
  await waitFor(
    driver,
    'dropdown closed by Escape',
    (p: string) =>
      (document.querySelector<HTMLElement>(p)?.getBoundingClientRect().height ?? 0) === 0,
    [dropdown],
  );
}

const pageChecks: Check[] = [PHONE, DESKTOP].map((viewport) => ({
  row: 'Home and a content page of every site: render, menus, no console error or CSP violation',
  name: `pages at ${viewport.width} px`,
  run: async (driver, target) => {
    await driver.setViewport(viewport.width, viewport.height);
    for (const [site, route] of pages) {
      const where = `${site} ${route} at ${viewport.width} px`;
      try {
        await driver.open(siteUrl(target, site, route));
        await hydrated(driver);
        await waitFor(driver, 'a visible h1', () => {
          const heading = document.querySelector('h1');
          return (
            !!heading && heading.getBoundingClientRect().height > 0 && document.title.length > 0
          );
        });
        await checkMenus(driver, viewport.width);
        await noProblems(driver, where);
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : error}`);
      }
    }
  },
}));

// ── Shops ────────────────────────────────────────────────────────────────────────────────────

const PRODUCTS = 'iframe[name^="frame-productSet"]';
const MODAL = 'iframe[name^="frame-modal"]';
const CART = 'iframe[name="frame-cart"]';

/** The header cart's accessible name (its visually hidden text). */
function cartLabel(): string {
  return (
    document.querySelector('header .zc-cart-button .zc-visually-hidden')?.textContent?.trim() ?? ''
  );
}

function cartSaysOne(): boolean {
  return /^Cart, 1 item$/.test(
    document.querySelector('header .zc-cart-button .zc-visually-hidden')?.textContent?.trim() ?? '',
  );
}

async function addFirstProduct(driver: Driver): Promise<string> {
  const view = await mark(driver, 'a View product button', 'button', {
    text: /view product/i,
    frame: PRODUCTS,
  });
  // Products are drawn one per task: wait for a row's worth rather than count once.
  await waitFor(
    driver,
    'at least 4 products in the grid',
    (frame: string) => {
      const doc = document.querySelector<HTMLIFrameElement>(frame)?.contentDocument;
      const count = doc
        ? [...doc.querySelectorAll('button')].filter((b) =>
            /view product/i.test(b.textContent ?? ''),
          ).length
        : 0;
      return count >= 4;
    },
    [PRODUCTS],
  );
  const title = await driver.evaluate(
    (frame: string) =>
      document
        .querySelector<HTMLIFrameElement>(frame)
        ?.contentDocument?.querySelector('.shopify-buy__product__title')
        ?.textContent?.trim() ?? '',
    PRODUCTS,
  );
  await driver.click(view, markedFrame(view));
  const add = await mark(driver, 'the product dialog with Add to cart', 'button', {
    text: /add to cart/i,
    frame: MODAL,
  });
  await driver.click(add, markedFrame(add));
  await waitFor(
    driver,
    'the cart with the item, Subtotal and Checkout',
    (frame: string) => {
      const doc = document.querySelector<HTMLIFrameElement>(frame)?.contentDocument;
      return (
        !!doc &&
        doc.querySelectorAll('.shopify-buy__cart-item').length === 1 &&
        /subtotal/i.test(doc.body.textContent ?? '') &&
        [...doc.querySelectorAll('button')].some((b) => /checkout/i.test(b.textContent ?? ''))
      );
    },
    [CART],
    15_000,
  ).catch(async (error: Error) => {
    const state = await driver
      .evaluate(
        (cart: string, modal: string) => {
          const cartFrame = document.querySelector<HTMLIFrameElement>(cart);
          const modalFrame = document.querySelector<HTMLIFrameElement>(modal);
          const button = [...(modalFrame?.contentDocument?.querySelectorAll('button') ?? [])].find(
            (b) => /cart|unavailable|sold/i.test(b.textContent ?? ''),
          );
          return JSON.stringify({
            cartFrame: cartFrame ? cartFrame.className || 'present' : 'absent',
            cartItems:
              cartFrame?.contentDocument?.querySelectorAll('.shopify-buy__cart-item').length,
            modal: modalFrame ? modalFrame.parentElement?.className || 'present' : 'absent',
            modalButton: button
              ? `${button.textContent?.trim()}${button.disabled ? ' (disabled)' : ''}`
              : null,
          });
        },
        CART,
        MODAL,
      )
      .catch(() => 'unknown');
    throw new Error(`${error.message}; page: ${state}`);
  });
  return title;
}

const shops: [SiteId, string][] = [
  ['workwear', '/jackets'],
  ['sailing', '/outerwear'],
];

const shopChecks: Check[] = shops.flatMap(([site, route]): Check[] => [
  {
    row: 'Shop: products, product dialog, add to cart, Subtotal, Checkout to the simulator in the same window',
    name: `${site} ${route}: product, cart, checkout`,
    run: async (driver, target) => {
      await driver.reset();
      await driver.setViewport(1280, 900);
      await driver.open(siteUrl(target, site, route));
      await hydrated(driver);
      const title = await addFirstProduct(driver);
      const checkout = await mark(driver, 'the Checkout button', 'button', {
        text: /checkout/i,
        frame: CART,
      });
      await noProblems(driver, `${site} ${route}`);
      await driver.click(checkout, markedFrame(checkout));
      // Checkout opens in the same window (the cart's `popup: false`).
      const page = await waitFor(
        driver,
        'the checkout page',
        (): { url: string; text: string } | null =>
          /\/checkout\/[0-9a-f]{32}(\?|$)/.test(location.pathname + location.search) &&
          document.readyState === 'complete'
            ? { url: location.href, text: document.body.textContent ?? '' }
            : null,
        [],
        15_000,
      );
      assert(
        page.text.includes('Checkout') && page.text.includes(title),
        `checkout page does not show “${title}”: ${page.text.slice(0, 200)}`,
      );
      // The simulator's checkout stands in for the hosted one, not a page of the site: what its
      // console says (the browser asking it for a favicon.ico) is not the site's.
      await driver.takeProblems();
    },
  },
  {
    row: 'Shop: the cart survives a reload; a stale cart in storage still works',
    name: `${site} ${route}: reload and stale cart`,
    run: async (driver, target) => {
      await driver.reset();
      await driver.setViewport(1280, 900);
      await driver.open(siteUrl(target, site, route));
      await hydrated(driver);
      await addFirstProduct(driver);
      await waitFor(driver, 'the header cart to count 1', cartSaysOne, [], 10_000).catch(
        async () => {
          throw new Error(`header cart says “${await driver.evaluate(cartLabel)}”`);
        },
      );
      await driver.reload();
      await hydrated(driver);
      await waitFor(driver, 'the header cart to count 1 after a reload', cartSaysOne);
      const button = await mark(driver, 'the header cart', 'header .zc-cart-button');
      await driver.click(button);
      await waitFor(
        driver,
        'the reopened cart',
        (frame: string) => {
          const element = document.querySelector<HTMLIFrameElement>(frame);
          return (
            !!element?.contentDocument &&
            element.contentDocument.querySelectorAll('.shopify-buy__cart-item').length === 1
          );
        },
        [CART],
        15_000,
      );
      await noProblems(driver, `${site} ${route} after a reload`);

      // Next visit: the cart in storage no longer exists at the storefront (a finished or
      // expired checkout, or a shop that restarted).
      const stale = await driver.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.checkoutId'));
        if (!key) return null;
        const id = localStorage.getItem(key) ?? '';
        const staleId = id.replace(/[0-9a-f]{8}(?=[^0-9a-f]*$|\?)/, 'deadbeef');
        localStorage.setItem(key, staleId);
        const summary = JSON.parse(localStorage.getItem('zc-cart') ?? 'null');
        if (summary)
          localStorage.setItem('zc-cart', JSON.stringify({ ...summary, checkoutId: staleId }));
        return { id, staleId };
      });
      assert(
        stale && stale.id !== stale.staleId,
        `no stored checkout id to make stale: ${JSON.stringify(stale)}`,
      );
      await driver.open(siteUrl(target, site, route));
      await hydrated(driver);
      await addFirstProduct(driver);
      await waitFor(
        driver,
        'the header cart to count 1 with a new cart',
        cartSaysOne,
        [],
        10_000,
      ).catch(async () => {
        throw new Error(`header cart says “${await driver.evaluate(cartLabel)}”`);
      });
      await noProblems(driver, `${site} ${route} with a stale cart`);
    },
  },
]);

/** The server's cart cookie brings a cart back when the page's storage is wiped. */
const keptCartCheck: Check = {
  row: 'Shop: storage wiped, the cart and its count come back from the server’s cookie',
  name: 'sailing /outerwear: cart kept by the server',
  run: async (driver, target) => {
    await driver.reset();
    await driver.setViewport(1280, 900);
    await driver.open(siteUrl(target, 'sailing', '/outerwear'));
    await hydrated(driver);
    await addFirstProduct(driver);
    await waitFor(driver, 'the header cart to count 1', cartSaysOne, [], 10_000);
    await driver.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await driver.open(siteUrl(target, 'sailing', '/faq'));
    await hydrated(driver);
    await waitFor(
      driver,
      'the header cart to count 1 with storage wiped',
      cartSaysOne,
      [],
      10_000,
    ).catch(async () => {
      throw new Error(`header cart says “${await driver.evaluate(cartLabel)}”`);
    });
    await noProblems(driver, 'sailing /faq with storage wiped');
  },
};

const productPages: [SiteId, string, string][] = [
  ['workwear', '/products/class-3-hi-vis-bomber-jacket', 'Class 3 Hi-Vis Bomber Jacket'],
  ['sailing', '/products/skipper-henley', 'Skipper Henley'],
];

const productChecks: Check[] = productPages.map(([site, route, name]) => ({
  row: 'Product page: server-rendered product, a size chosen, Add to cart, the header count',
  name: `${site} ${route}: add to cart`,
  run: async (driver, target) => {
    await driver.reset();
    await driver.setViewport(PHONE.width, PHONE.height);
    await driver.open(siteUrl(target, site, route));
    const shown = await driver.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent ?? '',
      price: document.querySelector('.shell-product__price')?.textContent ?? '',
    }));
    assert(shown.heading === name, `the page's heading is “${shown.heading}”`);
    assert(/\$\d+\.\d\d/.test(shown.price), `the page shows no price: “${shown.price}”`);
    await hydrated(driver);
    const size = await mark(driver, 'the size M', 'input[type="radio"][value="M"]');
    await driver.click(size);
    const add = await mark(driver, 'Add to cart', 'button', { text: /^Add to cart\s*$/ });
    await driver.click(add);
    await waitFor(
      driver,
      'the cart with the product',
      (frame: string) =>
        document
          .querySelector<HTMLIFrameElement>(frame)
          ?.contentDocument?.querySelectorAll('.shopify-buy__cart-item').length === 1,
      [CART],
      15_000,
    );
    await waitFor(driver, 'the header cart to count 1', cartSaysOne, [], 10_000).catch(async () => {
      throw new Error(`header cart says “${await driver.evaluate(cartLabel)}”`);
    });
    await noProblems(driver, `${site} ${route}`);
  },
}));

/**
 * The shopper's choice carries through: a list filtered to Hi-Vis Orange and XL links the bomber
 * to its orange XL, the page opens on it, and Add to cart puts an orange XL in the cart.
 */
const choiceCheck: Check = {
  row: 'Shop: filtered to Orange and XL, the card opens the page on the orange XL, and the cart gets an orange XL',
  name: 'workwear /jackets?color=Hi-Vis+Orange&size=XL: an orange XL',
  run: async (driver, target) => {
    await driver.reset();
    await driver.setViewport(DESKTOP.width, DESKTOP.height);
    await driver.open(siteUrl(target, 'workwear', '/jackets?color=Hi-Vis+Orange&size=XL'));
    const href = await waitFor(
      driver,
      "the bomber's card linking to its orange XL",
      (frame: string, name: string) => {
        const doc = document.querySelector<HTMLIFrameElement>(frame)?.contentDocument;
        const link = [...(doc?.querySelectorAll('a') ?? [])].find(
          (candidate) => candidate.textContent?.trim() === name,
        );
        const address = link?.getAttribute('href') ?? '';
        return /^\/products\/[a-z0-9-]+\?variant=\d+$/.test(address) ? address : '';
      },
      [PRODUCTS, 'Class 3 Hi-Vis Bomber Jacket'],
      60_000,
    );
    await driver.open(siteUrl(target, 'workwear', href));
    await hydrated(driver);
    const chosen = await driver.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map(
        (input) => input.value,
      ),
    );
    assert(
      chosen.includes('Hi-Vis Orange') && chosen.includes('XL'),
      `the page opened on ${JSON.stringify(chosen)}, not Hi-Vis Orange and XL`,
    );
    const add = await mark(driver, 'Add to cart', 'button', { text: /^Add to cart\s*$/ });
    await driver.click(add);
    await waitFor(
      driver,
      'an orange XL in the cart',
      (frame: string) => {
        const items = document
          .querySelector<HTMLIFrameElement>(frame)
          ?.contentDocument?.querySelectorAll('.shopify-buy__cart-item');
        return items?.length === 1 && items[0]?.textContent?.includes('Hi-Vis Orange / XL');
      },
      [CART],
      15_000,
    );
    await noProblems(driver, 'workwear, the orange XL');
  },
};

// ── Forms ────────────────────────────────────────────────────────────────────────────────────

interface FormCase {
  site: SiteId;
  route: string;
  form: string;
  fields: [string, string, 'fill' | 'select'][];
  /** Where the page goes after the thank-you view, and after how long at least. */
  redirect?: { to: string; afterMs: number };
}

const contactFields = (name: string): [string, string, 'fill' | 'select'][] => [
  ['[name="name"]', name, 'fill'],
  ['[name="email"]', 'dana.whitfield@example.com', 'fill'],
  ['[name="phone_number"]', '(203) 555-0199', 'fill'],
  ['[name="message"]', 'Do you offer crew orders for twelve people?', 'fill'],
];

const formCases = (label: string): FormCase[] => {
  const name = (who: string) =>
    `${who} ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return [
    {
      site: 'workwear',
      route: '/contact',
      form: 'contact',
      fields: contactFields(name('Marcus Reyes')),
    },
    {
      site: 'sailing',
      route: '/contact',
      form: 'sailing-contact',
      fields: contactFields(name('Dana Whitfield')),
      redirect: { to: '/', afterMs: 2000 },
    },
    {
      site: 'agency',
      route: '/contact',
      form: 'agency-contact',
      fields: [
        ...contactFields(name('Avery Quinn')),
        ['[name="service"]', 'web-development', 'select'],
      ],
      redirect: { to: '/', afterMs: 2000 },
    },
    {
      site: 'agency',
      route: '/quote',
      form: 'quote',
      fields: [
        ['[name="name"]', name('Priya Natarajan'), 'fill'],
        ['[name="email"]', 'priya@example.com', 'fill'],
        ['[name="company"]', 'Tidewater Candle Co.', 'fill'],
        ['[name="phone"]', '203-555-0110', 'fill'],
        ['[name="service"]', 'fulfillment', 'select'],
        ['[name="sku-count"]', '120', 'fill'],
        ['[name="platform"]', 'shopify', 'select'],
        ['[name="project-details"]', 'Move our candle line to outsourced fulfillment.', 'fill'],
        ['[name="message"]', 'Happy to talk this week.', 'fill'],
      ],
      redirect: { to: '/', afterMs: 3000 },
    },
  ];
};

/** The case's fields with the visitor's name made unique to this engine and attempt. */
function ownFields(form: FormCase, driver: Driver): FormCase['fields'] {
  const suffix = `${driver.engine} ${Math.random().toString(36).slice(2, 8)}`;
  return form.fields.map(([selector, value, how]) =>
    selector === '[name="name"]' ? [selector, `${value} ${suffix}`, how] : [selector, value, how],
  );
}

async function fillForm(driver: Driver, fields: FormCase['fields']): Promise<void> {
  for (const [selector, value, how] of fields) {
    const css = `main form ${selector}`;
    await waitFor(driver, selector, (s: string) => !!document.querySelector(s), [css]);
    if (how === 'select') await driver.select(css, value);
    else await driver.fill(css, value);
  }
}

const thankYou = () =>
  [...document.querySelectorAll('h1, h2')].some(
    (h) => h.textContent?.trim() === 'Thank you!' && h.getBoundingClientRect().height > 0,
  ) && /We[’']ll be in touch soon\./.test(document.body.textContent ?? '');

const formChecks: Check[] = [
  {
    row: 'Forms: native validation blocks an empty submit',
    name: 'empty submits are blocked',
    run: async (driver, target) => {
      await driver.setViewport(1280, 800);
      for (const form of formCases('empty')) {
        const empty = () =>
          storedSubmissions(target).filter((s) => s.form === form.form && !s.data.name).length;
        const before = empty();
        await driver.open(siteUrl(target, form.site, form.route));
        await hydrated(driver);
        const submit = await mark(driver, 'Submit', 'main form button[type="submit"]');
        await driver.click(submit);
        await sleep(500);
        const state = await driver.evaluate(() => ({
          valid: document.querySelector<HTMLFormElement>('main form')?.checkValidity(),
          invalid: document.querySelectorAll('main form :invalid').length,
          path: location.pathname + location.search,
          focused: document.activeElement?.matches(':invalid') ?? false,
        }));
        assert(
          state.valid === false && state.invalid > 0,
          `${form.site} ${form.route}: form not invalid`,
        );
        assert(state.path === form.route, `${form.site} ${form.route}: went to ${state.path}`);
        assert(state.focused, `${form.site} ${form.route}: the first invalid field is not focused`);
        assert(!(await driver.evaluate(thankYou)), `${form.site} ${form.route}: thank-you shown`);
        assert(empty() === before, `${form.site} ${form.route}: something was stored`);
        await noProblems(driver, `${form.site} ${form.route}`);
      }
    },
  },
  ...formCases('script').map(
    (form): Check => ({
      row: 'Forms: a valid submit is stored, thank-you view and redirects as specified',
      name: `${form.site} ${form.route}: submit`,
      run: async (driver, target) => {
        await driver.setViewport(1280, 800);
        await driver.open(siteUrl(target, form.site, form.route));
        await hydrated(driver);
        const fields = ownFields(form, driver);
        await fillForm(driver, fields);
        const historyLength = await driver.evaluate(() => window.history.length);
        await driver.click(await mark(driver, 'Submit', 'main form button[type="submit"]'));
        await waitFor(driver, 'the thank-you view', thankYou, [], 10_000);
        const shownAt = Date.now();
        const name = fields[0]?.[1];
        const row = storedSubmissions(target).find((s) => s.data.name === name);
        assert(
          row && row.form === form.form && row.site === form.site,
          `not stored as ${form.form}: ${JSON.stringify(row)}`,
        );
        for (const [selector, value] of fields) {
          const field = selector.slice(7, -2);
          assert(row.data[field] === value, `stored ${field} = ${row.data[field]}, not ${value}`);
        }
        if (form.redirect) {
          await waitFor(
            driver,
            `the redirect to ${form.redirect.to}`,
            (to: string) => location.pathname === to && !document.querySelector('main form'),
            [form.redirect.to],
            form.redirect.afterMs + 3000,
          );
          const after = Date.now() - shownAt;
          assert(after > form.redirect.afterMs - 600, `redirected after ${after} ms`);
          await sleep(1500);
          const now = await driver.evaluate(() => ({
            path: location.pathname,
            length: window.history.length,
          }));
          assert(now.path === form.redirect.to, `then went on to ${now.path}`);
          assert(
            now.length === historyLength + 1,
            `${now.length - historyLength} navigations, not one`,
          );
        } else {
          await sleep(2500);
          const now = await driver.evaluate(() => location.pathname + location.search);
          assert(now === form.route, `the thank-you page moved to ${now}`);
        }
        await noProblems(driver, `${form.site} ${form.route}`);
      },
    }),
  ),
  ...formCases('native').map(
    (form): Check => ({
      row: 'Forms: without JavaScript the native post is stored and answered with the thank-you view at ?sent=1',
      name: `${form.site} ${form.route}: native post`,
      session: { javaScript: false },
      run: async (driver, target) => {
        await driver.setViewport(1280, 800);
        await driver.open(siteUrl(target, form.site, form.route));
        const scripts = await driver.evaluate(
          () =>
            document.querySelector('#root') !== null &&
            Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
        );
        assert(!scripts, 'the page scripts ran');
        // Without scripts the quote form cannot show its fulfillment details.
        const fields = ownFields(form, driver);
        await fillForm(
          driver,
          fields.filter(([selector]) => selector !== '[name="sku-count"]'),
        );
        await driver.click('main form button[type="submit"]');
        await waitFor(
          driver,
          'the ?sent=1 page',
          (route: string) =>
            location.pathname === route &&
            location.search === '?sent=1' &&
            document.readyState === 'complete',
          [form.route],
          10_000,
        );
        const name = fields[0]?.[1];
        const rows = storedSubmissions(target).filter((s) => s.data.name === name);
        assert(rows.length === 1 && rows[0]?.form === form.form, `stored ${rows.length} rows`);
        assert(await driver.evaluate(thankYou), `${form.site} ${form.route}: no thank-you view`);
      },
    }),
  ),
];

// ── Accordions and the reveal ──────────────────────────────────────────────────────────────

const TRIGGERS = 'main button[aria-expanded]';

function expandedStates(css: string): string {
  return [...document.querySelectorAll(css)]
    .map((button) => (button.getAttribute('aria-expanded') === 'true' ? '1' : '0'))
    .join('');
}

async function clickTrigger(driver: Driver, index: number): Promise<void> {
  const selector = await driver.evaluate(
    (css: string, i: number, id: string) => {
      document.querySelectorAll(css)[i]?.setAttribute('data-engines', id);
      return `[data-engines="${id}"]`;
    },
    TRIGGERS,
    index,
    `t${index}${Math.random().toString(36).slice(2, 7)}`,
  );
  await driver.click(selector);
}

async function expectStates(driver: Driver, expected: (states: string) => boolean, what: string) {
  await waitFor(driver, what, (css: string) => document.querySelectorAll(css).length > 0, [
    TRIGGERS,
  ]).then(async () => {
    const deadline = Date.now() + 5000;
    let states = '';
    while (Date.now() < deadline) {
      states = await driver.evaluate(expandedStates, TRIGGERS);
      if (expected(states)) return;
      await sleep(100);
    }
    throw new Error(`${what}: states ${states}`);
  });
}

async function panelShown(driver: Driver, index: number, expected: boolean): Promise<boolean> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const now = await panelDrawn(driver, index);
    if (now === expected || Date.now() > deadline) return now;
    await sleep(100);
  }
}

async function panelDrawn(driver: Driver, index: number): Promise<boolean> {
  return driver.evaluate(
    (css: string, i: number) => {
      const id = document.querySelectorAll(css)[i]?.getAttribute('aria-controls');
      const panel = id ? document.getElementById(id) : null;
      return !!panel && panel.getBoundingClientRect().height > 0;
    },
    TRIGGERS,
    index,
  );
}

/**
 * Brings in the FAQ's Radix accordion (it loads once the focus or a pointer reaches the
 * accordion) and waits until it runs.
 */
async function accordionOnRadix(driver: Driver): Promise<void> {
  await driver.evaluate((css: string) => {
    document.querySelector<HTMLElement>(css)?.focus();
  }, TRIGGERS);
  await waitFor(
    driver,
    'accordion on Radix',
    () => !!document.querySelector('main [data-enhanced]'),
  );
}

const accordionChecks: Check[] = [
  {
    row: 'FAQ accordions: one open at a time, the open one closes',
    name: 'FAQ accordions',
    run: async (driver, target) => {
      await driver.setViewport(1280, 800);
      await driver.open(siteUrl(target, 'workwear', '/faq'));
      await hydrated(driver);
      await accordionOnRadix(driver);
      await expectStates(driver, (s) => s === '0'.repeat(10), 'workwear: ten closed');
      await clickTrigger(driver, 0);
      await expectStates(
        driver,
        (s) => s.startsWith('10') && !s.slice(1).includes('1'),
        'workwear: first open',
      );
      assert(await panelShown(driver, 0, true), 'workwear: the first answer is not shown');
      await clickTrigger(driver, 1);
      await expectStates(
        driver,
        (s) => s.startsWith('01') && !s.slice(2).includes('1'),
        'workwear: second open, first closed',
      );
      await clickTrigger(driver, 1);
      await expectStates(driver, (s) => !s.includes('1'), 'workwear: all closed again');
      assert(!(await panelShown(driver, 1, false)), 'workwear: the closed answer is still shown');

      await driver.open(siteUrl(target, 'sailing', '/faq'));
      await hydrated(driver);
      await accordionOnRadix(driver);
      await expectStates(
        driver,
        (s) => s.startsWith('1') && !s.slice(1).includes('1'),
        'sailing: first open',
      );
      await clickTrigger(driver, 0);
      await expectStates(driver, (s) => s.length > 1 && !s.includes('1'), 'sailing: all closed');
      await clickTrigger(driver, 2);
      await expectStates(driver, (s) => s[2] === '1', 'sailing: third open');

      await driver.open(siteUrl(target, 'agency', '/faq'));
      await hydrated(driver);
      await accordionOnRadix(driver);
      await expectStates(driver, (s) => s.length > 2 && !s.includes('1'), 'agency: none open');
      await clickTrigger(driver, 2);
      await expectStates(driver, (s) => s[2] === '1', 'agency: third open');
      const list = await driver.evaluate((css: string) => {
        const id = document.querySelectorAll(css)[2]?.getAttribute('aria-controls');
        const item = id ? document.getElementById(id)?.querySelector('ul li') : null;
        return !!item && item.getBoundingClientRect().height > 0;
      }, TRIGGERS);
      assert(list, 'agency: the third answer shows no list');
      await noProblems(driver, 'FAQ pages');
    },
  },
  {
    row: 'Reveal: animates in on scroll; shown at once, without motion, under reduced motion',
    name: 'reveal with motion',
    run: async (driver, target) => {
      await driver.reset();
      await driver.setViewport(1280, 800);
      await driver.open(siteUrl(target, 'agency', '/'));
      await hydrated(driver);
      await waitFor(
        driver,
        'the call to action waiting below the fold',
        () => document.querySelector('.zc-call-to-action')?.getAttribute('data-state') === 'hidden',
      );
      await driver.evaluate(() =>
        document.querySelector('.zc-call-to-action')?.scrollIntoView({ block: 'center' }),
      );
      await waitFor(
        driver,
        'the call to action revealed',
        () =>
          document.querySelector('.zc-call-to-action')?.getAttribute('data-state') === 'visible',
      );
      await noProblems(driver, 'agency home');
    },
  },
  {
    row: 'Reveal: animates in on scroll; shown at once, without motion, under reduced motion',
    name: 'reveal under reduced motion',
    session: { reducedMotion: true },
    run: async (driver, target) => {
      await driver.setViewport(1280, 800);
      await driver.open(siteUrl(target, 'agency', '/'));
      await hydrated(driver);
      const reduced = await driver.evaluate(
        () => matchMedia('(prefers-reduced-motion: reduce)').matches,
      );
      assert(reduced, 'the browser does not report reduced motion');
      await sleep(300);
      const state = await driver.evaluate(() => {
        const cta = document.querySelector<HTMLElement>('.zc-call-to-action');
        if (!cta) return null;
        const below = cta.getBoundingClientRect().top > window.innerHeight;
        const moving = [
          cta,
          ...cta.querySelectorAll<HTMLElement>(
            '.zc-call-to-action__body, .zc-call-to-action__action',
          ),
        ].filter((e) => {
          const style = getComputedStyle(e);
          return (
            style.transitionDuration.split(',').some((d) => Number.parseFloat(d) > 0) ||
            style.animationName !== 'none'
          );
        }).length;
        return { below, state: cta.getAttribute('data-state'), moving };
      });
      assert(state, 'no call to action');
      assert(state.below, 'the call to action is not below the fold');
      assert(state.state === 'visible', `under reduced motion it waits: ${state.state}`);
      assert(state.moving === 0, `${state.moving} elements still move`);
      await noProblems(driver, 'agency home, reduced motion');
    },
  },
];

// ── Search ───────────────────────────────────────────────────────────────────────────────────

const searchChecks: Check[] = [
  {
    row: "Search: typing in the header's search (workwear, 1280 px) suggests products from the storefront; “See all results” opens `/search?q=…` with the count and the products in the Buy Button grid",
    name: 'workwear header search',
    run: async (driver, target) => {
      await driver.reset();
      await driver.setViewport(1280, 900);
      await driver.open(siteUrl(target, 'workwear', '/jackets'));
      await hydrated(driver);
      const plain = await mark(
        driver,
        'the header’s search field',
        '[data-slot="header-search"] input',
      );
      await driver.click(plain);
      // The field with suggestions replaces the plain one once it is used.
      const field = await mark(
        driver,
        'the search combobox',
        '[data-slot="header-search"] input[role="combobox"]',
      );
      await driver.fill(field, 'parka');
      const suggestion = await mark(driver, 'a suggestion', '[data-slot="search-option"]', {
        text: /Insulated Parka/,
      });
      assert(
        await driver.evaluate(
          (css: string) => !!document.querySelector(css)?.textContent?.includes('$'),
          suggestion,
        ),
        'the suggestion shows no price',
      );
      await driver.click(await mark(driver, 'See all results', '[data-slot="search-all"]'));
      await waitFor(driver, 'the results page', () => location.search === '?q=parka');
      await waitFor(driver, 'the results heading and count', () => {
        const heading = document.querySelector('h1')?.textContent ?? '';
        const count = document.querySelector('.shell-collection-count')?.textContent ?? '';
        return heading.includes('“parka”') && /^\d+ products?$/.test(count);
      });
      await mark(driver, 'a product of the results', '.shopify-buy__product__title', {
        text: /parka/i,
        frame: 'iframe[name^="frame-productSet"]',
      });
      await noProblems(driver, 'workwear header search');
    },
  },
];

export const checks: Check[] = [
  ...pageChecks,
  ...shopChecks,
  keptCartCheck,
  ...productChecks,
  choiceCheck,
  ...formChecks,
  ...accordionChecks,
  ...searchChecks,
];
