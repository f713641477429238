import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyDocument } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/PolicyDocument',
  component: PolicyDocument,
  tags: ['autodocs'],
  args: {
    title: 'Shipping Policy',
    date: '06/26/2025',
    intro: (
      <p>
        This policy explains how Z-Comm processes and ships the orders we fulfill for our clients'
        stores, and what to do if a package is late, damaged or wrong.
      </p>
    ),
    sections: [
      {
        heading: 'Order Processing',
        content: (
          <p>
            Fulfillment orders are processed within 1–3 business days. Orders placed after 3 PM ET
            are processed the next business day.
          </p>
        ),
      },
      {
        heading: 'Shipping Methods and Times',
        content: (
          <ul>
            <li>Standard: 3–7 business days</li>
            <li>Expedited: 2–3 business days</li>
            <li>Overnight or express: 1–2 business days</li>
          </ul>
        ),
      },
      {
        heading: 'Tracking',
        content: (
          <p>
            A tracking number is sent as soon as the label is created. Tracking may take up to 24
            hours to update.
          </p>
        ),
      },
      {
        heading: 'Damaged or Wrong Items',
        content: (
          <p>
            Report damage or a wrong item within 7 days of delivery, with photos, and we will make
            it right.
          </p>
        ),
      },
      {
        heading: 'Contact Us',
        content: (
          <p>
            Questions about an order? Email{' '}
            <a href="mailto:hello@z-comm.example">hello@z-comm.example</a>.
          </p>
        ),
      },
    ],
  },
} satisfies Meta<typeof PolicyDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency policy: effective date, intro, contents and numbered sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent('1. Order Processing');
    await expect(headings[4]).toHaveTextContent('5. Contact Us');
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'Tracking' });
    await expect(link).toHaveAttribute('href', '#tracking');
    await expect(canvasElement.ownerDocument.getElementById('tracking')).toBe(headings[2]);
  },
};

/** The sailing shop's wording: “Last updated”, a short U.S. date and no intro. */
export const LastUpdated: Story = {
  args: {
    title: 'Privacy Policy',
    dateLabel: 'Last updated',
    date: '6/10/2025',
    intro: undefined,
    sections: [
      {
        heading: 'Information We Collect',
        content: (
          <ul>
            <li>Personal identifiers such as your name, email and shipping address</li>
            <li>Payment information, handled by our storefront's payment processors</li>
            <li>Order details and device information</li>
          </ul>
        ),
      },
      {
        heading: 'How We Use Your Information',
        content: <p>To process and ship your orders and to answer your questions.</p>,
      },
      {
        heading: 'Sharing',
        content: (
          <p>
            We never sell your information. We share it only with our storefront platform, shipping
            carriers and, where the law requires, legal authorities.
          </p>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 6/10/2025');
    await expect(canvas.getByText('6/10/2025')).toHaveAttribute('datetime', '2025-06-10');
  },
};
