import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases.config.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: 'build/client',
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 2048,
  },
  server: {
    // `npm start` serves the real thing; the dev server forwards data calls to it.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/storefront': { target: apiTarget, changeOrigin: false },
    },
  },
});
