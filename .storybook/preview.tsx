import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/montserrat/index.css';
import '@fontsource-variable/oswald/index.css';
import '@fontsource-variable/source-serif-4/index.css';
import '../lib/styles.css';
import '../lib/themes/workwear.css';
import '../lib/themes/sailing.css';
import '../lib/themes/agency.css';
import '../lib/themes/stub-1.css';
import '../lib/themes/stub-2.css';
import '../lib/themes/stub-3.css';
import type { Preview } from '@storybook/react-vite';
import { allModes } from './modes';

const brands = [
  { value: 'agency', title: 'Z-Comm (agency)' },
  { value: 'workwear', title: 'Beacon Workwear' },
  { value: 'sailing', title: 'Off Soundings (sailing)' },
  { value: 'stub-1', title: 'Harborline Goods' },
  { value: 'stub-2', title: 'Ridgeway Outfitters' },
  { value: 'stub-3', title: 'Lantern & Loom' },
];

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand theme applied through data-brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'agency',
  },
  decorators: [
    (Story, context) => (
      <div data-brand={context.globals.brand ?? 'agency'}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    chromatic: { modes: allModes },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    viewport: {
      options: {
        mobile: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        belowDesktop: {
          name: 'Below desktop (991 px)',
          styles: { width: '991px', height: '900px' },
          type: 'tablet',
        },
        desktopStart: {
          name: 'Desktop breakpoint (992 px)',
          styles: { width: '992px', height: '900px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
