import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases.config.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const root = import.meta.dirname;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: 'build/client',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 2048,
    // Every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The page's entry (styles and a small loader) and the application it starts once
          // the page has painted (React, the shell, then the site's and the page's chunks).
          input: {
            index: path.join(root, 'index.html'),
            start: path.join(root, 'sites/shared/start.tsx'),
          },
        },
  },
  server: {
    // `npm start` serves the real thing; the dev server forwards data calls to it.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/storefront': { target: apiTarget, changeOrigin: false },
    },
  },
}));
