import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrewProduct } from '@zcomm/site-data/api/crew-lists';
import { describe, expect, it, vi } from 'vitest';
import { CrewEntryForm, CrewTally } from '../../sites/shared/shop/crew-list-view';

const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;
const crewTee: CrewProduct = {
  handle: 'crew-tee',
  title: 'Crew tee',
  variants: ['Navy', 'White'].flatMap((colour, c) =>
    ['S', 'M', 'L'].map((size, s) => ({ id: variant(c * 3 + s + 1), size, colour })),
  ),
};

describe('the crew tally', () => {
  it('counts people by size and colour, with totals', () => {
    render(
      <CrewTally
        products={[crewTee]}
        tally={[
          { product: 'crew-tee', variantId: variant(2), size: 'M', colour: 'Navy', count: 3 },
          { product: 'crew-tee', variantId: variant(5), size: 'M', colour: 'White', count: 1 },
          { product: 'crew-tee', variantId: variant(3), size: 'L', colour: 'Navy', count: 2 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Crew tee: 6 people by size and colour' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Size', 'Navy', 'White', 'Total']);
    const row = (size: string) =>
      within(screen.getByRole('rowheader', { name: size }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('S')).toEqual(['0', '0', '0']);
    expect(row('M')).toEqual(['3', '1', '4']);
    expect(row('L')).toEqual(['2', '0', '2']);
  });

  it('shows one column of people for a product without colours', () => {
    const cap: CrewProduct = {
      handle: 'cap',
      title: 'Cap',
      variants: [{ id: variant(9), size: 'One size', colour: '' }],
    };
    render(
      <CrewTally
        products={[cap]}
        tally={[{ product: 'cap', variantId: variant(9), size: 'One size', colour: '', count: 1 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cap: 1 person by size' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'People']);
  });
});

describe('the add-yourself form', () => {
  it('asks for a name and a size before saving, then saves the chosen variant', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<CrewEntryForm products={[crewTee]} mine={null} onSave={onSave} onRemove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add me to the list' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Give your name.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your size' })).toHaveAccessibleDescription(
      'Pick a size.',
    );

    await user.type(screen.getByRole('textbox', { name: /your name/i }), '  Anna ');
    await user.click(screen.getByRole('radio', { name: 'M, White' }));
    await user.click(screen.getByRole('button', { name: 'Add me to the list' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Anna', variantId: variant(5) });
    expect(await screen.findByRole('status')).toHaveTextContent('You are on the list.');
  });

  it("shows the server's refusal, and lets a member change or remove their entry", async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('This list is full: it takes 200 people.'), {
      fields: {},
    });
    const onSave = vi.fn(async () => {
      throw refusal;
    });
    const onRemove = vi.fn(async () => {});
    render(
      <CrewEntryForm
        products={[crewTee]}
        mine={{
          name: 'Ben',
          product: 'crew-tee',
          variantId: variant(3),
          size: 'L',
          colour: 'Navy',
        }}
        onSave={onSave}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('Ben');
    expect(screen.getByRole('radio', { name: 'L, Navy' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list is full: it takes 200 people.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove me' }));
    expect(onRemove).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('You are off the list.');
  });
});
