import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from '@zcomm/storefront-ui';
import { expect, waitFor, within } from 'storybook/test';
import desktopArt from './assets/banner-desktop.svg';
import mobileArt from './assets/banner-mobile.svg';

const desktop = { src: desktopArt, width: 1920, height: 640 };
const mobile = { src: mobileArt, width: 800, height: 1000 };

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    desktop,
    mobile,
    alt: 'A sailboat on the sound at sunset',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser picks the art for the current width: desktop from 992 px, mobile below. */
async function expectArtForWidth(canvasElement: HTMLElement) {
  const image = within(canvasElement).getByRole('img', { name: /sailboat/ }) as HTMLImageElement;
  const wide = window.matchMedia('(min-width: 992px)').matches;
  const expected = wide ? desktop : mobile;
  await waitFor(() => expect(image.currentSrc).toContain(expected.src));
  await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  const box = image.getBoundingClientRect();
  await expect(box.height).toBeCloseTo((box.width * expected.height) / expected.width, 0);
}

/** Art only, loaded lazily. */
export const ImageOnly: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /sailboat/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expectArtForWidth(canvasElement);
  },
};

/** The page's main image: fetched at high priority, eagerly. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /sailboat/ });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** Sailing home: title, tagline and buttons over the art on a scrim. */
export const WithOverlay: Story = {
  args: {
    priority: true,
    'aria-labelledby': 'banner-title',
    children: (
      <>
        <h1 id="banner-title">Off Soundings</h1>
        <p>Cherish The Memories Both On and Off the Water</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--zc-space-3)' }}>
          <a className="zc-button" data-variant="primary" data-size="lg" href="#shirts">
            Shop Shirts
          </a>
          <a className="zc-button" data-variant="secondary" data-size="lg" href="#outerwear">
            Shop Outerwear
          </a>
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Off Soundings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Shirts' })).toBeVisible();
  },
};

/** Phone width (390 px): the tall mobile art. */
export const MobileWidth: Story = {
  args: WithOverlay.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectArtForWidth(canvasElement),
};

/** Desktop width (1280 px): the wide desktop art. */
export const DesktopWidth: Story = {
  args: WithOverlay.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => expectArtForWidth(canvasElement),
};
