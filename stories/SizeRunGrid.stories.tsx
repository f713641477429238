import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SizeRunCell, SizeRunGrid } from '@zcomm/storefront-ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const colours = ['Hi-Vis Yellow', 'Hi-Vis Orange'];
const sizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

/** A Class 3 jacket: every size in both colours, Orange 3XL sold out, 2XL and 3XL dearer. */
const cells: SizeRunCell[] = colours.flatMap((colour, column) =>
  sizes.map((size, row) => ({
    variantId: `gid://shopify/ProductVariant/${column * 10 + row + 1}`,
    colour,
    size,
    unitPrice: row >= 4 ? 13999 : 12999,
    available: !(colour === 'Hi-Vis Orange' && size === '3XL'),
    ...(colour === 'Hi-Vis Yellow' && size === 'XL' ? { stock: 6 } : {}),
  })),
);

const meta = {
  title: 'Components/SizeRunGrid',
  component: SizeRunGrid,
  tags: ['autodocs'],
  args: {
    cells,
    colours,
    sizes,
    formatPrice: (cents: number) => dollars.format(cents / 100),
    onAddToCart: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="zc-container" style={{ paddingBlock: 'var(--zc-space-7)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SizeRunGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every colour side by side: type a quantity, move with the arrow keys, and Add to cart hands
 * over one line per cell with pieces.
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Hi-Vis Yellow, size M, quantity', hidden: true }),
      '3',
    );
    await userEvent.keyboard('{ArrowDown}2{ArrowRight}4');
    await expect(
      canvas.getByRole('textbox', { name: 'Hi-Vis Orange, size L, quantity' }),
    ).toHaveFocus();
    await expect(canvas.getByText('9 pieces, $1,169.91')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Hi-Vis Orange, size 3XL, quantity' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith([
      { variantId: 'gid://shopify/ProductVariant/2', quantity: 3 },
      { variantId: 'gid://shopify/ProductVariant/3', quantity: 2 },
      { variantId: 'gid://shopify/ProductVariant/13', quantity: 4 },
    ]);
  },
};

/** At phone width: one colour at a time, chosen above the sizes. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The colour not shown is out of the accessibility tree, so it is found with `hidden`.
    const orange = canvas.getByRole('textbox', {
      name: 'Hi-Vis Orange, size M, quantity',
      hidden: true,
    });
    await expect(orange).not.toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Hi-Vis Orange' }));
    await expect(orange).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Hi-Vis Yellow, size M, quantity', hidden: true }),
    ).not.toBeVisible();
  },
};

/** A product in one colour and one size only needs one field. */
export const OneColour: Story = {
  args: {
    cells: [
      {
        variantId: 'gid://shopify/ProductVariant/9',
        colour: '',
        size: '',
        unitPrice: 2499,
        available: true,
      },
    ],
    colours: [''],
    sizes: [''],
  },
};
