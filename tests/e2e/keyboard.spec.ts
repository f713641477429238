import type { Locator, Page } from '@playwright/test';
import type { SiteId } from '@zcomm/site-data/tenants';
import {
  builtRoutes,
  DESKTOP,
  expect,
  PHONE,
  siteUrl,
  templateRoutes,
  test,
  waitForHydration,
} from './fixtures';
import {
  acceptFormPosts,
  accordionTriggers,
  dropdownTriggers,
  menuToggle,
  pageForm,
  revealWholePage,
  waitForAnimations,
} from './page-states';

const sites = Object.keys(builtRoutes()) as SiteId[];

/** What the focused element looks like, for comparing it focused and unfocused. */
interface FocusLook {
  label: string;
  visible: boolean;
  width: number;
  height: number;
  ring: string;
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The outline and shadow an element draws now: its focus ring, if focused. */
function ringOf(element: Element): string {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
      ? 'none'
      : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  return `${outline} | ${style.boxShadow}`;
}

/**
 * Records the focused element on the trail and describes it once its focus transitions have
 * finished (measured mid-transition, a ring can still look like the resting style on a busy
 * machine); null when nothing new.
 */
async function inspectFocus(): Promise<FocusLook | null> {
  const ring = (focused: Element) => {
    // A control drawn by its label (an option chip's hidden radio) shows its ring there.
    const element =
      getComputedStyle(focused).opacity === '0' ? (focused.closest('label') ?? focused) : focused;
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return `${outline} | ${style.boxShadow}`;
  };
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  getComputedStyle(element).boxShadow;
  await Promise.all(
    element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  );
  const store = window as unknown as { focusTrail?: Element[] };
  store.focusTrail ??= [];
  if (store.focusTrail.includes(element)) return null;
  store.focusTrail.push(element);
  const box = element.getBoundingClientRect();
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return {
    label: `${element.tagName.toLowerCase()} “${name.trim().slice(0, 40)}”`,
    visible: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
    width: box.width,
    height: box.height,
    ring: ring(element),
  };
}

/** Removes the focus and returns how every element on the trail looks unfocused. */
function restingRings(): string[] {
  const ring = (focused: Element) => {
    // A control drawn by its label (an option chip's hidden radio) shows its ring there.
    const element =
      getComputedStyle(focused).opacity === '0' ? (focused.closest('label') ?? focused) : focused;
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return `${outline} | ${style.boxShadow}`;
  };
  (document.activeElement as HTMLElement | null)?.blur();
  return ((window as unknown as { focusTrail?: Element[] }).focusTrail ?? []).map(ring);
}

/**
 * Takes the storefront's frames out of the Tab order (`tabindex="-1"` on each as it is added): the
 * sweep checks the page's own controls, and tabbing through every product in a frame, which it
 * never inspects, was most of its time.
 */
function keepTabOutOfFrames(): void {
  new MutationObserver(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.tabIndex = -1;
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Tabs through the whole page once (until the focus wraps around) and returns, for every
 * element reached, how it looked focused and how it looks unfocused.
 */
async function tabThroughPage(page: Page): Promise<{ focused: FocusLook; resting: string }[]> {
  const looks: FocusLook[] = [];
  for (let presses = 0; presses < 250; presses += 1) {
    await page.keyboard.press('Tab');
    const look = await page.evaluate(inspectFocus);
    if (look) {
      looks.push(look);
      continue;
    }
    const wrapped = await page.evaluate(() => {
      const trail = (window as unknown as { focusTrail?: Element[] }).focusTrail ?? [];
      return trail.length > 0 && document.activeElement === trail[0];
    });
    if (wrapped) break;
  }
  const resting = await page.evaluate(restingRings);
  return looks.map((focused, index) => ({ focused, resting: resting[index] ?? '' }));
}

test.describe('keyboard: skip link', () => {
  for (const site of sites) {
    test(`${site}: the first Tab shows the skip link; it leads to the main content`, async ({
      page,
    }) => {
      await page.goto(siteUrl(site));
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      expect(await skip.evaluate(ringOf)).not.toContain('| none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await page.keyboard.press('Tab');
      const afterMain = await page.evaluate(() => {
        const main = document.querySelector('main');
        const active = document.activeElement;
        if (!main) return false;
        const follows = (element: Element) =>
          main.contains(element) ||
          Boolean(main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
        const tabbable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';
        // With nothing to reach after the main content, the focus wraps around.
        if (![...document.querySelectorAll(tabbable)].some(follows)) return true;
        return !!active && follows(active);
      });
      expect(afterMain, 'the Tab after the skip link lands in or after <main>').toBe(true);
    });
  }
});

test.describe('keyboard: every control shows a focus ring', () => {
  // Tabbing through a whole page takes a while on a busy machine.
  test.slow();
  // Every page each site builds (one collection page per shop: they share one template, and the
  // storefront's frames they differ by are not swept), a product page (its option chips and
  // pictures) and a search.
  const pages: [SiteId, string][] = [
    ...sites.flatMap((site) =>
      templateRoutes(site).map((route): [SiteId, string] => [site, route]),
    ),
    ['workwear', '/products/class-3-hi-vis-bomber-jacket'],
    ['sailing', '/search?q=jacket'],
  ];
  for (const [site, route] of pages) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${site} ${route} at ${viewport.width} px`, async ({ page }) => {
        await page.addInitScript(keepTabOutOfFrames);
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(site, route));
        await waitForHydration(page);
        await revealWholePage(page);
        const reached = await tabThroughPage(page);
        expect(reached.length).toBeGreaterThanOrEqual(3);
        const problems = reached.flatMap(({ focused, resting }) => {
          const found: string[] = [];
          if (!focused.visible) found.push(`${focused.label} is focused but not visible`);
          if (focused.ring === resting || focused.ring === 'none | none') {
            found.push(`${focused.label} shows no focus ring`);
          }
          return found;
        });
        expect(problems).toEqual([]);
      });
    }
  }
});

/** Menus link to sister stores on other hosts: answer those with an empty page. */
async function answerOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => !url.hostname.endsWith('localhost'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
}

test.describe('keyboard: menus', () => {
  for (const site of ['workwear', 'sailing', 'agency'] as const) {
    test(`${site}: a dropdown opens with Enter, its links are reached with Tab, Escape closes it`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await answerOtherHosts(page);
      await page.goto(siteUrl(site));
      await waitForHydration(page);
      const trigger = dropdownTriggers(page).first();
      await tabTo(page, trigger);
      expect(await trigger.evaluate(ringOf)).not.toContain('| none');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const dropdown = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(dropdown).toBeVisible();

      await page.keyboard.press('Tab');
      const first = dropdown.getByRole('link').first();
      await expect(first).toBeFocused();
      const box = await first.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);

      await page.keyboard.press('Escape');
      await expect(dropdown).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(first).toBeFocused();
      const target = await first.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.href.endsWith(target ?? '#'));
    });

    test(`${site}: the phone menu opens with Enter, groups expand, Escape returns to the button`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await answerOtherHosts(page);
      await page.goto(siteUrl(site));
      await waitForHydration(page);
      const toggle = menuToggle(page);
      await tabTo(page, toggle);
      expect(await toggle.evaluate(ringOf)).not.toContain('| none');
      const toggleBox = await toggle.boundingBox();
      expect(toggleBox?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(toggleBox?.height ?? 0).toBeGreaterThanOrEqual(44);

      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();

      const group = panel.locator('button[aria-expanded]').first();
      if ((await group.count()) > 0) {
        await tabTo(page, group, 20);
        await page.keyboard.press('Enter');
        await expect(group).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        const sublink = panel.locator(`[id="${await group.getAttribute('aria-controls')}"] a`);
        await expect(sublink.first()).toBeFocused();
      }

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      // A page of this site (the agency's menu also links to the shops it runs).
      const link = panel.locator('a[href^="/"]').first();
      await tabTo(page, link, 20);
      const target = await link.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.href.endsWith(target ?? '#'));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('keyboard: accordions', () => {
  for (const site of ['workwear', 'sailing', 'agency'] as const) {
    test(`${site} FAQ: Enter and Space toggle, arrows, Home and End move`, async ({ page }) => {
      await page.goto(siteUrl(site, '/faq'));
      await waitForHydration(page);
      const triggers = accordionTriggers(page);
      const first = triggers.first();
      const second = triggers.nth(1);
      const last = triggers.last();
      await tabTo(page, first);
      expect(await first.evaluate(ringOf)).not.toContain('| none');

      const initially = await first.getAttribute('aria-expanded');
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', initially === 'true' ? 'false' : 'true');
      await page.keyboard.press('ArrowDown');
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const answer = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
      await expect(answer).toBeVisible();

      await page.keyboard.press('End');
      await expect(last).toBeFocused();
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

/** Types an answer into the focused control, with the keyboard only. */
async function answerFocused(page: Page): Promise<void> {
  const control = await page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | HTMLSelectElement | null;
    // A web address is a text field with the URL keyboard (it takes a bare domain), or type=url.
    const kind =
      element?.getAttribute('inputmode') === 'url' ? 'url' : element?.getAttribute('type');
    return element ? { tag: element.tagName, type: kind ?? '' } : null;
  });
  if (!control) return;
  if (control.tag === 'SELECT') {
    await page.keyboard.press('ArrowDown');
    return;
  }
  const values: Record<string, string> = {
    email: 'dana.whitfield@example.com',
    tel: '2035550199',
    url: 'harborgoods.example',
    number: '25',
  };
  await page.keyboard.type(values[control.type] ?? 'Crew shirts for twelve');
}

test.describe('keyboard: forms', () => {
  for (const [site, route] of [
    ['workwear', '/contact'],
    ['sailing', '/contact'],
    ['agency', '/contact'],
    ['agency', '/quote'],
  ] as const) {
    test(`${site} ${route}: filled and sent with the keyboard alone`, async ({ page }) => {
      await page.goto(siteUrl(site, route));
      await waitForHydration(page);
      const form = pageForm(page);
      const submit = form.locator('button[type="submit"]');

      await tabTo(page, submit, 120);
      await page.keyboard.press('Enter');
      const firstInvalid = form.locator(':is(input, select, textarea):invalid').first();
      await expect(firstInvalid).toBeFocused();
      expect(await firstInvalid.evaluate(ringOf)).not.toContain('| none');

      await acceptFormPosts(page);
      await page.evaluate(() => {
        const setTimer = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay = 0, ...rest: unknown[]) =>
          delay >= 1000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
      });
      for (let presses = 0; presses < 40; presses += 1) {
        const inForm = await form.evaluate((element) => element.contains(document.activeElement));
        if (!inForm) break;
        if (await submit.evaluate((element) => element === document.activeElement)) break;
        await answerFocused(page);
        await page.keyboard.press('Tab');
      }
      await expect(submit).toBeFocused();
      await expect(form.locator(':is(input, select, textarea):invalid')).toHaveCount(0);
      await page.keyboard.press('Enter');
      const thanks = form.getByRole('status');
      await expect(thanks.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(thanks).toBeFocused();
    });
  }
});

test.describe('reduced motion', () => {
  test('the call to action is never hidden and has no transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('agency'));
    await waitForHydration(page);
    const cta = page.locator('.zc-call-to-action');
    await expect(cta).toHaveAttribute('data-state', 'visible');
    await expect(cta).not.toBeInViewport();
    await cta.scrollIntoViewIfNeeded();
    for (const part of ['.zc-call-to-action__body', '.zc-call-to-action__action']) {
      const style = await cta
        .locator(part)
        .evaluate((element) => getComputedStyle(element))
        .then((computed) => ({
          opacity: computed.opacity,
          transform: computed.transform,
          duration: computed.transitionDuration,
        }));
      expect(style).toEqual({ opacity: '1', transform: 'none', duration: '0s' });
    }
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('without the preference the call to action reveals with a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('agency'));
    await waitForHydration(page);
    const cta = page.locator('.zc-call-to-action');
    await expect(cta).toHaveAttribute('data-state', 'hidden');
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toHaveAttribute('data-state', 'visible');
    const duration = await cta
      .locator('.zc-call-to-action__body')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration).toContain('0.8s');
  });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`accordion answers and menus ${reducedMotion === 'reduce' ? 'do not' : 'do'} animate (${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl('workwear', '/faq'));
      await waitForHydration(page);
      await waitForAnimations(page);
      const running = () => page.evaluate(() => document.getAnimations().length);

      // Reaching a question loads Radix's version, which takes the light one's place: let it,
      // so the item opened below is not replaced while its styles are read.
      await accordionTriggers(page).first().focus();
      await expect(page.locator('main [data-enhanced]')).toHaveCount(1);
      await accordionTriggers(page).first().click();
      const content = page.locator('.zc-accordion__content[data-state="open"]');
      const [animation, animationDuration] = await content.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.animationDuration];
      });
      const afterOpen = await running();

      await menuToggle(page).click();
      const afterMenu = await running();

      if (reducedMotion === 'reduce') {
        expect(animation).toBe('none');
        expect(afterOpen).toBe(0);
        expect(afterMenu).toBe(0);
      } else {
        // Counting running animations races their end on a busy machine: read the styles.
        expect(animation).not.toBe('none');
        expect(animationDuration).not.toBe('0s');
      }
    });
  }
});

test.describe('keyboard: the header cart', () => {
  for (const [site, viewport] of [
    ['workwear', PHONE],
    ['sailing', DESKTOP],
  ] as const) {
    test(`${site} at ${viewport.width} px: Enter opens the cart, Escape closes it and returns to the button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(site, '/contact'));
      await waitForHydration(page);
      const headerCart = page.getByRole('banner').getByRole('button', { name: /^cart/i });
      await tabTo(page, headerCart);
      expect(await headerCart.evaluate(ringOf)).not.toContain('| none');
      await page.keyboard.press('Enter');
      const cart = page.frameLocator('iframe[name="frame-cart"]');
      await expect(cart.getByText(/your cart is empty/i)).toBeVisible();
      await expect(cart.getByRole('button', { name: /close cart/i })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(cart.getByText(/your cart is empty/i)).toBeHidden();
      await expect(headerCart).toBeFocused();
    });
  }
});
