import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { aliases } from '../aliases.config.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: aliases } }),
};

export default config;
