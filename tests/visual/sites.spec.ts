import { expect, test } from '@playwright/test';
import { DESKTOP_WIDTH, keyPages, PHONE_WIDTH, pageShotName } from './matrix';
import { FIXED_TIME, settle } from './settle';

const port = Number(process.env.VISUAL_PORT ?? 4327);

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
      await expect(page).toHaveScreenshot(pageShotName(site, route, width), { fullPage: true });
    });
  }
}
