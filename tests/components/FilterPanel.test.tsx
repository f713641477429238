import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel, type FilterPanelProps } from '@zcomm/storefront-ui';
import { describe, expect, it, vi } from 'vitest';

const groups: FilterPanelProps['groups'] = [
  {
    id: 'color',
    label: 'Color',
    choices: [
      { id: 'Orange', label: 'Orange', count: 12, selected: true },
      { id: 'Yellow', label: 'Yellow', count: 7, selected: false },
      { id: 'Brown', label: 'Brown', count: 0, selected: false },
    ],
  },
  {
    id: 'size',
    label: 'Size',
    choices: [{ id: '3XL', label: '3XL', count: 4, selected: false }],
  },
  { id: 'empty', label: 'Nothing here', choices: [] },
];

function setup(props: Partial<FilterPanelProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onChoiceChange: vi.fn(),
    onPriceChange: vi.fn(),
    onClear: vi.fn(),
  };
  render(
    <FilterPanel
      open
      groups={groups}
      price={{ value: {}, max: 149.5 }}
      resultCount={12}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers, dialog: screen.getByRole('dialog') };
}

describe('FilterPanel', () => {
  it('is a dialog named by its heading, with the product count at the top', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleName('Filters');
    expect(within(dialog).getByRole('status')).toHaveTextContent('12 products');
    expect(within(dialog).getByRole('button', { name: 'Show 12 products' })).toBeVisible();
  });

  it('groups the choices with the number of products each shows', () => {
    const { dialog } = setup();
    const colour = within(dialog).getByRole('group', { name: 'Color' });
    expect(within(colour).getByRole('checkbox', { name: 'Orange (12)' })).toBeChecked();
    expect(within(colour).getByRole('checkbox', { name: 'Yellow (7)' })).not.toBeChecked();
    // A choice that would show nothing cannot be ticked.
    expect(within(colour).getByRole('checkbox', { name: 'Brown (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Nothing here' })).not.toBeInTheDocument();
  });

  it('reports each choice ticked or unticked', async () => {
    const { user, dialog, onChoiceChange } = setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Yellow (7)' }));
    expect(onChoiceChange).toHaveBeenLastCalledWith('color', 'Yellow', true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Orange (12)' }));
    expect(onChoiceChange).toHaveBeenLastCalledWith('color', 'Orange', false);
  });

  it('clears everything with one control', async () => {
    const { user, dialog, onClear } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('offers no clearing when nothing is chosen', () => {
    const { dialog } = setup({
      groups: [
        {
          id: 'size',
          label: 'Size',
          choices: [{ id: 'M', label: 'M', count: 3, selected: false }],
        },
      ],
    });
    expect(within(dialog).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('applies a valid price range and explains an invalid one', async () => {
    const { user, dialog, onPriceChange } = setup();
    const price = within(dialog).getByRole('group', { name: 'Price' });
    const lowest = within(price).getByRole('spinbutton', { name: 'Lowest ($)' });
    const highest = within(price).getByRole('spinbutton', { name: 'Highest ($)' });
    expect(highest).toHaveAttribute('placeholder', '150');

    // Leaving a field applies it.
    await user.type(lowest, '80');
    await user.click(highest);
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 80, max: undefined });
    await user.type(highest, '40');
    await user.click(within(price).getByRole('button', { name: 'Apply price' }));
    expect(within(price).getByRole('alert')).toHaveTextContent(
      'The lowest price must not be more than the highest.',
    );
    expect(lowest).toHaveAttribute('aria-invalid', 'true');
    expect(lowest).toHaveValue(80);
    expect(onPriceChange).toHaveBeenCalledTimes(1);

    await user.clear(highest);
    await user.type(highest, '120{Enter}');
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 80, max: 120 });
    expect(within(price).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from its close button, from “Show … products” and with Escape', async () => {
    const { user, dialog, onClose } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show 12 products' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    // Escape makes the browser cancel a modal dialog.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('says while the products are counted', () => {
    const { dialog } = setup({ resultCount: undefined });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Counting products…');
    expect(within(dialog).getByRole('button', { name: 'Show products' })).toBeInTheDocument();
  });
});
