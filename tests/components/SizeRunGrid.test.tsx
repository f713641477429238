import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type SizeRunCell,
  SizeRunGrid,
  type SizeRunGridProps,
  type SizeRunQuantities,
} from '@zcomm/storefront-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatPrice = (cents: number) => dollars.format(cents / 100);

const colours = ['Yellow', 'Orange'];
const sizes = ['S', 'M', 'L'];
const cell = (colour: string, size: string, extra: Partial<SizeRunCell> = {}): SizeRunCell => ({
  variantId: `gid://shopify/ProductVariant/${colour}-${size}`,
  colour,
  size,
  unitPrice: 12999,
  available: true,
  ...extra,
});
// Orange M is sold out, Orange L is not made, Yellow L has 4 left.
const cells = [
  cell('Yellow', 'S'),
  cell('Yellow', 'M'),
  cell('Yellow', 'L', { stock: 4 }),
  cell('Orange', 'S'),
  cell('Orange', 'M', { available: false }),
];

function grid(props: Partial<SizeRunGridProps> = {}) {
  const onAddToCart = vi.fn<SizeRunGridProps['onAddToCart']>(async () => {});
  render(
    <SizeRunGrid
      cells={cells}
      colours={colours}
      sizes={sizes}
      formatPrice={formatPrice}
      onAddToCart={onAddToCart}
      {...props}
    />,
  );
  return { onAddToCart };
}

const changes: SizeRunQuantities[] = [];

/** A grid whose quantities its parent holds. */
function ControlledGrid() {
  const [value, setValue] = useState<SizeRunQuantities>({
    'gid://shopify/ProductVariant/Orange-S': 2,
  });
  return (
    <SizeRunGrid
      cells={cells}
      colours={colours}
      sizes={sizes}
      formatPrice={formatPrice}
      onAddToCart={vi.fn()}
      value={value}
      onValueChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const total = () => screen.getByText(/pieces?, \$/);

describe('SizeRunGrid', () => {
  it('names every field by colour and size, says each cell’s stock, disables what is sold out', () => {
    grid();
    const table = screen.getByRole('table', { name: 'Quantities by size and colour' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Size', 'Yellow', 'Orange']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(sizes);
    expect(within(table).getAllByRole('textbox')).toHaveLength(5);
    expect(field('Yellow, size S, quantity')).toBeEnabled();
    expect(field('Yellow, size S, quantity')).toHaveAccessibleDescription('In stock');
    expect(field('Yellow, size L, quantity')).toHaveAccessibleDescription('4 left');
    expect(field('Orange, size M, quantity')).toBeDisabled();
    expect(field('Orange, size M, quantity')).toHaveAccessibleDescription('Sold out');
    expect(screen.queryByRole('textbox', { name: 'Orange, size L, quantity' })).toBeNull();
    expect(within(table).getByText('Not made')).toBeInTheDocument();
  });

  it('keeps a running total of pieces and price in a polite status, capped at the stock', async () => {
    const user = userEvent.setup();
    grid();
    expect(total()).toHaveTextContent('0 pieces, $0.00');
    expect(total()).toHaveAttribute('role', 'status');
    await user.type(field('Yellow, size S, quantity'), '3');
    expect(total()).toHaveTextContent('3 pieces, $389.97');
    await user.type(field('Orange, size S, quantity'), '1');
    expect(total()).toHaveTextContent('4 pieces, $519.96');
    // Only 4 left in Yellow L: 9 is read as 4.
    await user.type(field('Yellow, size L, quantity'), '9');
    expect(field('Yellow, size L, quantity')).toHaveValue('4');
    expect(total()).toHaveTextContent('8 pieces, $1,039.92');
    // Letters are dropped; clearing a field takes its pieces out.
    await user.type(field('Yellow, size M, quantity'), 'x');
    expect(field('Yellow, size M, quantity')).toHaveValue('');
    await user.clear(field('Yellow, size S, quantity'));
    expect(total()).toHaveTextContent('5 pieces, $649.95');
  });

  it('shows each cell’s price when prices differ', () => {
    grid({ cells: [cell('Yellow', 'S'), cell('Yellow', 'M', { unitPrice: 13999 })] });
    expect(field('Yellow, size M, quantity')).toHaveAccessibleDescription('$139.99 · In stock');
  });

  it('moves between fields with the arrow keys, past sold-out cells, and Home and End', async () => {
    const user = userEvent.setup();
    grid();
    await user.click(field('Yellow, size S, quantity'));
    await user.keyboard('{ArrowDown}');
    expect(field('Yellow, size M, quantity')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(field('Yellow, size L, quantity')).toHaveFocus();
    // Nothing below the last size, and nothing right of L (Orange L is not made).
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(field('Yellow, size L, quantity')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    expect(field('Orange, size S, quantity')).toHaveFocus();
    // Orange M is sold out: down from Orange S there is nothing to move to.
    await user.keyboard('{ArrowDown}');
    expect(field('Orange, size S, quantity')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(field('Yellow, size S, quantity')).toHaveFocus();
    await user.keyboard('{End}');
    expect(field('Orange, size S, quantity')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(field('Yellow, size L, quantity')).toHaveFocus();
    // Typing into a field reached by the keyboard replaces what it held.
    await user.keyboard('{ArrowUp}7{ArrowUp}2{ArrowDown}5');
    expect(field('Yellow, size S, quantity')).toHaveValue('2');
    expect(field('Yellow, size M, quantity')).toHaveValue('5');
  });

  it('adds every cell with pieces as its own line in one call, then clears the grid', async () => {
    const user = userEvent.setup();
    const { onAddToCart } = grid();
    await user.type(field('Orange, size S, quantity'), '7');
    await user.type(field('Yellow, size L, quantity'), '2');
    await user.type(field('Yellow, size S, quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith([
      { variantId: 'gid://shopify/ProductVariant/Yellow-S', quantity: 3 },
      { variantId: 'gid://shopify/ProductVariant/Yellow-L', quantity: 2 },
      { variantId: 'gid://shopify/ProductVariant/Orange-S', quantity: 7 },
    ]);
    expect(await screen.findByText('Added 12 pieces to your cart.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(total()).toHaveTextContent('0 pieces, $0.00');
    expect(field('Orange, size S, quantity')).toHaveValue('');
  });

  it('adds with Enter from a field, says what is missing when empty, keeps the order on failure', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onAddToCart } = grid();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByText('Enter how many of each you need first.')).toBeInTheDocument();

    onAddToCart.mockRejectedValueOnce(new Error('offline'));
    await user.type(field('Yellow, size M, quantity'), '4{Enter}');
    expect(onAddToCart).toHaveBeenCalledWith([
      { variantId: 'gid://shopify/ProductVariant/Yellow-M', quantity: 4 },
    ]);
    expect(
      await screen.findByText('We could not add these to your cart. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Yellow, size M, quantity')).toHaveValue('4');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('offers one colour at a time, each with the pieces it holds', async () => {
    const user = userEvent.setup();
    grid();
    const choice = screen.getByRole('group', { name: 'Colour' });
    expect(within(choice).getByRole('radio', { name: 'Yellow' })).toBeChecked();
    const columnOf = (name: string) => screen.getByRole('columnheader', { name });
    expect(columnOf('Yellow')).toHaveAttribute('data-shown');
    expect(columnOf('Orange')).not.toHaveAttribute('data-shown');

    await user.type(field('Yellow, size S, quantity'), '3');
    expect(within(choice).getByRole('radio', { name: 'Yellow (3 pieces)' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Orange' }));
    expect(columnOf('Orange')).toHaveAttribute('data-shown');
    expect(field('Orange, size S, quantity').closest('td')).toHaveAttribute('data-shown');
    expect(field('Yellow, size S, quantity').closest('td')).not.toHaveAttribute('data-shown');
  });

  it('starts on the first colour in stock, and needs no colour choice for one colour', () => {
    const { unmount } = render(
      <SizeRunGrid
        cells={[cell('Yellow', 'S', { available: false }), cell('Orange', 'S')]}
        colours={colours}
        sizes={['S']}
        formatPrice={formatPrice}
        onAddToCart={vi.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Orange' })).toBeChecked();
    unmount();

    render(
      <SizeRunGrid
        cells={[cell('', 'S'), cell('', '')]}
        colours={['']}
        sizes={['S', '']}
        formatPrice={formatPrice}
        onAddToCart={vi.fn()}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(field('Size S, quantity')).toBeInTheDocument();
    expect(field('Quantity')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'One size' })).toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    render(<ControlledGrid />);
    expect(field('Orange, size S, quantity')).toHaveValue('2');
    await user.type(field('Yellow, size S, quantity'), '1');
    expect(changes.at(-1)).toEqual({
      'gid://shopify/ProductVariant/Orange-S': 2,
      'gid://shopify/ProductVariant/Yellow-S': 1,
    });
    expect(total()).toHaveTextContent('3 pieces, $389.97');
  });
});
