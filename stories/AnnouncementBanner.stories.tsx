import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementBanner } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/AnnouncementBanner',
  component: AnnouncementBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Agency: shown from 517 px, hidden on narrower screens (resize to see it go). */
export const Agency: Story = {
  args: {
    children: (
      <p>
        <strong>Z-Comm</strong>, Your Online Business Starts Here
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('.zc-announcement-banner');
    const wide = window.matchMedia('(min-width: 517px)').matches;
    await expect(getComputedStyle(bar!).display).toBe(wide ? 'block' : 'none');
    if (wide) await expect(within(canvasElement).getByText(/Your Online Business/)).toBeVisible();
  },
};

/** Links in the bar inherit its colour and stay underlined. */
export const WithLink: Story = {
  args: {
    children: (
      <p>
        Launching a store this season? <a href="/quote">Get a free quote</a>
      </p>
    ),
  },
};

/** On a phone-sized screen the bar is not displayed at all. */
export const HiddenOnPhones: Story = {
  args: Agency.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
