import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from '/work/main/aliases.config.ts';
export default defineConfig({ root: '/work/main', plugins: [react()], resolve: { alias: aliases }, test: { projects: [
 { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
 { extends: true, test: { name: 'components', environment: 'jsdom', include: ['tests/components/**/*.test.{ts,tsx}'], setupFiles: ['tests/setup-dom.ts'] } } ] } });
