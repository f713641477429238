import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/** Port of the server the end-to-end suite starts (a production build, a fresh database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Guards against a hung test, not a measure of speed (the benchmarks measure that): a test that
  // audits three states with axe takes 20 s alone and twice that beside a second worker on two cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /storefront-down\.spec\.ts$/ },
    // The storefront's fault switch covers a whole shop host: the spec that turns every
    // operation into a failure runs alone, once every other test has finished.
    {
      name: 'storefront down',
      testMatch: /storefront-down\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
