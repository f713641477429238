import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrustBadges } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/TrustBadges',
  component: TrustBadges,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Workwear: the Why Choose Us block shown on most pages. */
export const WhyChooseUs: Story = {
  args: {
    heading: 'Why Choose Us',
    badges: [
      {
        icon: 'truck',
        title: 'Fast Shipping',
        text: 'In-stock orders leave our warehouse quickly and arrive in 3–7 business days.',
      },
      {
        icon: 'award',
        title: 'Quality Certified',
        text: 'ANSI-compliant high-visibility gear, built for long days on the job site.',
      },
      {
        icon: 'refund',
        title: '100% Refund Guarantee',
        text: 'Not the right fit? Get a full refund within 30 days.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Sailing home: the operator's service promises. */
export const ServicePromises: Story = {
  args: {
    heading: 'Why Work With Us',
    badges: [
      {
        icon: 'headset',
        title: 'Outstanding Service',
        text: 'Real people who answer quickly and follow every order through to delivery.',
      },
      {
        icon: 'tag',
        title: 'Exclusive Pricing',
        text: 'Club and event pricing you will not find anywhere else.',
      },
      {
        icon: 'compass',
        title: 'Industry Expertise',
        text: 'Years of experience dressing crews, clubs and regattas.',
      },
    ],
  },
};

/** Without a heading the titles are plain text and the section needs a label of its own. */
export const WithoutHeading: Story = {
  args: {
    'aria-label': 'Our promises',
    badges: [
      { icon: 'shield-check', title: 'Secure Checkout', text: 'Payments handled by Shopify.' },
      { icon: 'star', title: 'Rated 4.9 of 5', text: 'By more than 2,000 customers.' },
      { icon: 'anchor', title: 'Made for the Water', text: 'Gear tested on the sound.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Our promises' })).toBeVisible();
  },
};
