import { expect, test } from '@playwright/test';
import { inboxList, openSubmission, staff } from './inbox-fixture';
import {
  DESKTOP_WIDTH,
  keyPages,
  PHONE_WIDTH,
  pageShotName,
  searchShotName,
  searchShots,
  shopShotName,
  shopShots,
  staffShotName,
  staffShots,
} from './matrix';
import { FIXED_TIME, settle } from './settle';

const port = Number(process.env.VISUAL_PORT ?? 4327);

/**
 * A full-page picture of a long page is taken until two shots in a row agree; on a busy machine
 * each shot can take seconds, so it gets more than the default 5 s.
 */
const FULL_PAGE = { fullPage: true, timeout: 20_000 };

/** Only the local server answers: nothing comes from the network. */
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => !url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
});

for (const { site, route } of keyPages) {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`page ${site} ${route} · ${width} px`, async ({ page }) => {
      await page.clock.setFixedTime(FIXED_TIME);
      await page.setViewportSize({ width, height: width < 992 ? 844 : 800 });
      await page.goto(`http://${site}.localhost:${port}${route}`);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await settle(page);
      await expect(page).toHaveScreenshot(pageShotName(site, route, width), FULL_PAGE);
    });
  }
}

for (const shot of shopShots) {
  const { site, route, part, width } = shot;
  test(`shop ${site} ${route} ${part} · ${width} px`, async ({ page }) => {
    await page.clock.setFixedTime(FIXED_TIME);
    await page.setViewportSize({ width, height: width < 992 ? (width < 600 ? 844 : 1024) : 800 });
    await page.goto(`http://${site}.localhost:${port}${route}`);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await settle(page);
    if (part !== 'collection') {
      const products = page.frameLocator('iframe[name^="frame-productSet"]');
      await products
        .getByRole('button', { name: /view product/i })
        .first()
        .click();
      const modal = page.frameLocator('iframe[name^="frame-modal"]');
      const addToCart = modal.getByRole('button', { name: /add to cart/i });
      await addToCart.waitFor();
      if (part === 'cart') {
        await addToCart.click();
        await page
          .frameLocator('iframe[name="frame-cart"]')
          .locator('.shopify-buy__cart-item')
          .waitFor();
      }
      await settle(page);
      // The frames' own entrance animations (the dialog's slide, the cart's line) are over.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('iframe')].every((frame) =>
          (frame.contentDocument?.getAnimations() ?? []).every(
            (animation) => animation.playState === 'finished',
          ),
        ),
      );
      await page.waitForTimeout(400);
    }
    await expect(page).toHaveScreenshot(shopShotName(shot), { fullPage: part === 'collection' });
  });
}

/** The fixed answer of each inbox call the staff pictures make. */
function inboxAnswer(pathname: string): unknown {
  if (pathname === '/api/inbox/submissions') return inboxList;
  if (pathname === '/api/inbox/staff') return { staff };
  return openSubmission;
}

for (const { name, route, signedIn } of staffShots) {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`staff page agency ${name} · ${width} px`, async ({ page }) => {
      await page.clock.setFixedTime(FIXED_TIME);
      await page.setViewportSize({ width, height: width < 992 ? 844 : 800 });
      if (signedIn) {
        await page.addInitScript(() => {
          localStorage.setItem(
            'currentUser',
            JSON.stringify({ id: 1, email: 'dana@zcomm.example', name: 'Dana Whitfield' }),
          );
        });
        await page.route(
          (url) => url.pathname.startsWith('/api/inbox/'),
          (request) =>
            request.fulfill({
              contentType: 'application/json',
              body: JSON.stringify(inboxAnswer(new URL(request.request().url()).pathname)),
            }),
        );
      }
      await page.goto(`http://agency.localhost:${port}${route}`);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page
        .locator(signedIn ? '.inbox__list' : '.staff-login form')
        .waitFor({ state: 'attached' });
      if (route.includes('id=')) await page.locator('.inbox-detail').waitFor();
      // The opened submission's heading takes the focus; the picture shows the page at rest.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await settle(page);
      await expect(page).toHaveScreenshot(staffShotName(name, width), FULL_PAGE);
    });
  }
}

for (const { name, route, state } of searchShots) {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`search workwear ${name} · ${width} px`, async ({ page }) => {
      await page.clock.setFixedTime(FIXED_TIME);
      await page.setViewportSize({ width, height: width < 992 ? 844 : 800 });
      await page.goto(`http://workwear.localhost:${port}${route}`);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await settle(page);
      if (state === 'suggestions') {
        const banner = page.getByRole('banner');
        if (width < 992) {
          // The search button opens its panel and hands the focus to the field.
          await banner.getByRole('button', { name: 'Search the shop' }).click();
        } else {
          // Pressed in place: a locator's click would first scroll it "into view".
          const box = await banner
            .getByRole('searchbox', { name: 'Search products' })
            .boundingBox();
          if (!box) throw new Error('the header has no search field');
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        }
        const field = banner.getByRole('combobox', { name: 'Search products' });
        await field.fill('class 3');
        await expect(banner.locator('[data-slot="search-popup"]')).toHaveAttribute(
          'data-query',
          'class 3',
        );
        await field.press('ArrowDown');
        // The suggestions' pictures are drawn before the shot.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-slot="search-thumb"] img')].every(
            (image) => image.complete,
          ),
        );
        await expect(page).toHaveScreenshot(searchShotName(name, width));
      } else if (state === 'filters') {
        await page.getByRole('button', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await expect(sheet.getByRole('status')).toHaveText('12 products');
        await expect(sheet.getByRole('checkbox').first()).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(searchShotName(name, width));
      } else {
        await expect(page.locator('.shell-collection-count')).toHaveText(/products?$/);
        await settle(page);
        await expect(page).toHaveScreenshot(searchShotName(name, width), FULL_PAGE);
      }
    });
  }
}
