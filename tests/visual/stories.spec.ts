import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type StoryEntry, storyShotName, storyShots } from './matrix';
import { FIXED_TIME, settle } from './settle';

const storiesFile =
  process.env.VISUAL_STORIES ??
  path.resolve(import.meta.dirname, '../../test-results/visual/stories.json');
if (!existsSync(storiesFile)) {
  throw new Error(
    `${storiesFile} is missing: run \`npm run test:visual\`, which builds Storybook and lists its stories.`,
  );
}
const stories = JSON.parse(readFileSync(storiesFile, 'utf8')) as StoryEntry[];
const storybook = `http://127.0.0.1:${process.env.VISUAL_STORYBOOK_PORT ?? 6107}`;

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  }
}

/**
 * One page per worker: every story is still a fresh load of the preview, but the browser keeps
 * the compiled Storybook between them, which halves the time per story.
 */
// biome-ignore lint/complexity/noBannedTypes: Playwright types “no test fixtures” as {}
const test = base.extend<{}, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        deviceScaleFactor: 1,
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'America/New_York',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_TIME);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const shot of storyShots(stories)) {
  const { story, brand, width } = shot;
  test(`story ${story.title} › ${story.name} · ${brand} · ${width} px`, async ({ storyPage }) => {
    const page = storyPage;
    if (page.url().startsWith(storybook)) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.setViewportSize({ width, height: width < 992 ? 844 : 800 });
    // The a11y panel's own check is left to the story tests.
    await page.goto(
      `${storybook}/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand};a11y.manual:!true`,
    );
    const phase = await page
      .waitForFunction(() => {
        const current = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return current && ['finished', 'errored', 'aborted'].includes(current) ? current : false;
      })
      .then((handle) => handle.jsonValue());
    expect(phase, 'the story rendered and its play function passed').toBe('finished');
    await settle(page);
    // The search field and the filter sheet reach the viewport's edge, where Chromium's
    // antialiasing of their rounded focus ring varies by a shade from run to run.
    const edgeAntialiasing = /^Components\/(SearchCombobox|FilterPanel)$/.test(story.title);
    await expect(page).toHaveScreenshot(storyShotName(shot), {
      fullPage: true,
      ...(edgeAntialiasing ? { maxDiffPixels: 64 } : {}),
    });
  });
}
