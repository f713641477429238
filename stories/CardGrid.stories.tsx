import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';
import fulfillmentArt from './assets/card-fulfillment.svg';
import fullServiceArt from './assets/card-full-service.svg';
import webDevelopmentArt from './assets/card-web-development.svg';

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: {
    heading: 'Our Services',
    cards: [
      {
        title: 'Web Development',
        description:
          'Fast, conversion-focused stores on Shopify, WooCommerce or a custom stack, built for you to run.',
        href: '/services#web-development',
        image: { src: webDevelopmentArt, width: 640, height: 360, alt: '' },
      },
      {
        title: 'Product Fulfillment',
        description:
          'Print-on-demand, warehousing, pick-and-pack and shipping, with tracking sent to your customers.',
        href: '/services#product-fulfillment',
        image: { src: fulfillmentArt, width: 640, height: 360, alt: '' },
      },
      {
        title: 'Full Service',
        description:
          'Your store and your fulfillment with one partner, connected from checkout to doorstep.',
        href: '/services#full-service',
        image: { src: fullServiceArt, width: 640, height: 360, alt: '' },
      },
    ],
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with images under a section heading; each whole card is clickable. */
export const WithImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Our Services' });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      within(section).getByRole('link', { name: 'Learn more about Web Development' }),
    ).toHaveAttribute('href', '/services#web-development');
  },
};

/** Text-only cards with their own link labels. */
export const WithoutImages: Story = {
  args: {
    heading: 'Shop by Category',
    cards: [
      {
        title: 'Jackets',
        description: 'ANSI Class 3 jackets for cold, wet days on site.',
        href: '/jackets',
        linkLabel: 'Shop jackets',
      },
      {
        title: 'Vests',
        description: 'Lightweight, breathable high-visibility vests.',
        href: '/vests',
        linkLabel: 'Shop vests',
      },
      {
        title: 'Concealed Carry',
        description: 'Workwear cut for comfortable, discreet carry.',
        href: '/concealed-carry',
        linkLabel: 'Shop concealed carry',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Shop vests' })).toHaveAttribute(
      'href',
      '/vests',
    );
  },
};

/** Without a section heading the card titles are the top-level headings (h2). */
export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
