import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/**
 * Visual snapshots: every story in the brands that use it, and each site's key pages, compared
 * with the baselines in tests/visual/__screenshots__. Run it through `npm run test:visual`
 * (scripts/visual.mjs), which builds Storybook and the sites first.
 */

/** Port of the production server the page snapshots are taken from. */
const port = Number(process.env.VISUAL_PORT ?? 4327);
/** Port of the static server for the built Storybook. */
const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);

/** Where the HTML report (baseline, actual and diff of every difference) is written. */
export const VISUAL_REPORT_DIR = 'reports/visual';

export default defineConfig({
  testDir: 'tests/visual',
  outputDir: 'test-results/visual/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['html', { outputFolder: VISUAL_REPORT_DIR, open: 'never' }],
  ],
  expect: {
    // No colour tolerance: the default (0.2) lets a changed colour token through, e.g. the
    // workwear primary #1c1f23 → #2a2e34. A few pixels may differ: Chromium antialiases the
    // corners of rounded rings and fields a shade differently from run to run (2 to 11 pixels
    // seen); a changed token, spacing or font moves hundreds.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0,
      maxDiffPixels: 24,
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/visual.mjs --serve-storybook',
      url: `http://127.0.0.1:${storybookPort}/iframe.html`,
      env: { VISUAL_STORYBOOK_PORT: String(storybookPort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
