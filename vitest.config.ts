import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.config.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // Time limits catch a test that hangs, not a slow one: on a busy two-core machine the
    // heavier tests (every product picture drawn, a server started) take several seconds.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The server tests run against SQLite and against this PostgreSQL server of their own.
          globalSetup: ['tests/server/postgres-setup.ts'],
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/server/**/*.test.ts',
            'storefront-simulator/tests/**/*.test.ts',
            'site-data/tests/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // The package's own tests (`lib/tests/`) may reach into its internals; nothing else does.
          include: ['tests/components/**/*.test.{ts,tsx}', 'lib/tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Found late, the Buy Button (or graphql-js, in the stories' storefront mock) would make Vite
        // re-optimise and reload mid-run.
        optimizeDeps: { include: ['@shopify/buy-button-js', 'graphql'] },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
