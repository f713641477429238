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
          output: {
            codeSplitting: {
              groups: [
                {
                  // React, React DOM and React Router: one file every page needs, rather
                  // than pieces split by whichever lazy chunks happen to share them.
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                {
                  // The Radix primitives behind the accordion and the desktop navigation, named
                  // so: loaded after the page is interactive, never part of its first load.
                  debugName: 'radix',
                  name: (id) =>
                    /[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id)
                      ? `radix-${/@radix-ui[\\/]react-(navigation-menu|accordion|collapsible)[\\/]/.exec(id)?.[1] ?? 'shared'}`
                      : null,
                },
              ],
            },
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
