import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@zcomm/storefront-ui';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { BrandLogo, brandNames, brandOf, StoryLink } from './brand-fixtures';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    logo: null,
    logoLabel: 'Z-Comm home',
    copyright: 'Z-Comm',
    year: 2025,
    linkComponent: StoryLink,
  },
  argTypes: {
    logo: { control: false },
    linkComponent: { control: false },
  },
  render: (args, { globals }) => {
    const brand = brandOf(globals);
    return (
      <Footer
        {...args}
        logo={<BrandLogo brand={brand} />}
        logoLabel={`${brandNames[brand]} home`}
        copyright={brandNames[brand]}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const agencyFooter = {
  groups: [
    {
      heading: 'Explore',
      links: [
        { label: 'Get A Quote', href: '/quote' },
        { label: 'About', href: '/about' },
        { label: 'Services', href: '/services' },
        { label: 'Contact', href: '/contact' },
      ],
    },
    {
      heading: 'Learn More',
      links: [
        { label: 'Help', href: '/faq' },
        { label: 'Guarantee', href: '/guarantee' },
        { label: 'Returns & Refunds Policy', href: '/returns' },
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Shipping Policy', href: '/shipping' },
        { label: 'Terms of Service', href: '/terms' },
      ],
    },
  ],
  contact: {
    heading: 'Ready to Get Started?',
    phone: '(203) 555-0147',
    email: 'hello@z-comm.example',
    text: <p>Monday to Friday, 9am–5pm Eastern.</p>,
  },
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/', label: 'Z-Comm on Facebook' },
    { network: 'instagram', href: 'https://www.instagram.com/', label: 'Z-Comm on Instagram' },
    { network: 'youtube', href: 'https://www.youtube.com/', label: 'Z-Comm on YouTube' },
    { network: 'linkedin', href: 'https://www.linkedin.com/', label: 'Z-Comm on LinkedIn' },
  ],
} satisfies Partial<ComponentProps<typeof Footer>>;

/** Link columns, contact details and social profiles, as on the agency site. */
export const Full: Story = {
  args: {
    ...agencyFooter,
    children: (
      <p>Custom e-commerce stores and product fulfillment, from first sketch to doorstep.</p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '(203) 555-0147' })).toHaveAttribute(
      'href',
      'tel:2035550147',
    );
    await expect(canvas.getByRole('link', { name: 'Z-Comm on Instagram' })).toBeVisible();
  },
};

/** Collections, help and policy columns with the shop's phone, e-mail and postal address, as on the shops. */
export const Shop: Story = {
  args: {
    groups: [
      {
        heading: 'Shop',
        links: [
          { label: 'Shirts', href: '/shirts' },
          { label: 'Outerwear', href: '/outerwear' },
          { label: 'Headwear', href: '/headwear' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Contact', href: '/contact' },
        ],
      },
      {
        heading: 'Policies',
        links: [
          { label: 'Privacy Policy', href: '/privacy-policy' },
          { label: 'Terms of Service', href: '/terms-of-service' },
        ],
      },
    ],
    contact: {
      heading: 'Customer Support',
      phone: '(203) 555-0163',
      email: 'support@offsoundings.example',
      address: ['27 Harbor Street, Suite 2', 'Branford, CT 06405'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Policies' })).toBeVisible();
    await expect(canvas.getByText(/27 Harbor Street/)).toBeVisible();
  },
};

/** A logo, a row of links and the copyright line. */
export const Simple: Story = {
  args: {
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^© 2025 .+\. All rights reserved\.$/)).toBeVisible();
  },
};

/** The columns stack on a phone. */
export const Mobile: Story = {
  args: agencyFooter,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
