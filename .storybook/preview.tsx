import '@zcomm/storefront-ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { tenants } from '@zcomm/site-data/tenants';
import { allModes } from './modes';

// Every brand theme, and the fonts the sites self-host, found by their places in the tree:
// a new tenant's theme file and font faces need no line here.
import.meta.glob(['../lib/themes/*.css', '../sites/*/fonts.css', '../sites/stubs/fonts/*.css'], {
  eager: true,
});

const brands = tenants.map(({ id, name, kind }) => ({ value: id, title: `${name} (${kind})` }));

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
