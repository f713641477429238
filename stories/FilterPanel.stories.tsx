import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FilterGroup, FilterPanel } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const groups: FilterGroup[] = [
  {
    id: 'type',
    label: 'Product type',
    choices: [{ id: 'Jackets', label: 'Jackets', count: 12, selected: false }],
  },
  {
    id: 'color',
    label: 'Color',
    choices: [
      { id: 'Hi-Vis Yellow', label: 'Hi-Vis Yellow', count: 6, selected: false },
      { id: 'Hi-Vis Orange', label: 'Hi-Vis Orange', count: 6, selected: true },
      { id: 'Brown Duck', label: 'Brown Duck', count: 3, selected: false },
      { id: 'Navy', label: 'Navy', count: 0, selected: false },
    ],
  },
  {
    id: 'size',
    label: 'Size',
    choices: ['S', 'M', 'L', 'XL', '2XL', '3XL'].map((size) => ({
      id: size,
      label: size,
      count: 6,
      selected: size === '3XL',
    })),
  },
  {
    id: 'standard',
    label: 'ANSI standard',
    choices: [{ id: 'ANSI Class 3', label: 'ANSI Class 3', count: 6, selected: false }],
  },
];

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    open: false,
    groups,
    price: { value: {}, max: 179.99 },
    resultCount: 6,
    onClose: fn(),
    onChoiceChange: fn(),
    onPriceChange: fn(),
    onClear: fn(),
  },
  argTypes: { groups: { control: false } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ minHeight: 200 }}>
        <button type="button" onClick={() => setOpen(true)}>
          Filters (2)
        </button>
        <FilterPanel
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet open: groups with counts, the price range, “Clear all” and the product count. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Filters (2)' }));
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(within(sheet).getByRole('status')).toHaveTextContent('6 products');
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Brown Duck (3)' }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith('color', 'Brown Duck', true);
  },
};
