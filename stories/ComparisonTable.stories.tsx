import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonTable } from '@zcomm/storefront-ui';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  args: {
    caption: 'What each Z-Comm service includes',
    columns: ['Service', 'Web Development', 'Product Fulfillment', 'Both'],
    rows: [
      { label: 'Custom storefront design', values: [true, false, true] },
      { label: 'Shopify, WooCommerce or custom build', values: [true, false, true] },
      { label: 'Product and content migration', values: [true, false, true] },
      { label: 'Free revisions after completion', values: ['14 days', false, '14 days'] },
      { label: 'Print-on-demand production', values: [false, true, true] },
      { label: 'Warehousing and inventory storage', values: [false, true, true] },
      { label: 'Pick, pack and ship', values: [false, true, true] },
      { label: 'Order processing time', values: [false, '1–3 business days', '1–3 business days'] },
      { label: 'Store and warehouse connected at launch', values: [false, false, true] },
      { label: 'Dedicated project lead', values: [true, true, true] },
    ],
  },
  decorators: [
    (Story) => (
      <div className="zc-container" style={{ paddingBlock: 'var(--zc-space-7)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services comparison: checks and minuses read as “Included” and “Not included”. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'What each Z-Comm service includes' });
    const [, firstRow] = within(table).getAllByRole('row');
    await expect(
      within(firstRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Included', 'Not included', 'Included']);
  },
};

/** In a narrow column the table scrolls sideways; the region takes focus so keys can scroll it. */
export const Scrolling: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'What each Z-Comm service includes' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
