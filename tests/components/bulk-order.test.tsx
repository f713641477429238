import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrewList } from '@zcomm/site-data/api/crew-lists';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_ORDER_KEY, carryToQuote } from '../../sites/shared/shop/bulk-order-carry';
import { BulkOrderForm } from '../../sites/shared/shop/bulk-order-form';
import { tallyLines } from '../../sites/shared/shop/CrewListPage';
import { CrewOrderGrid } from '../../sites/shared/shop/crew-order-grid';
import { jacketIn, variantId } from './products';

const jacket = jacketIn({
  colours: ['Yellow', 'Orange'],
  sizes: ['S', 'M', 'L'],
  handle: 'class-3-jacket',
});

/** Where the router is now, to see a navigation. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function grid() {
  return render(
    <MemoryRouter initialEntries={['/products/class-3-jacket']}>
      <Routes>
        <Route
          path="/products/:handle"
          element={
            <CrewOrderGrid
              shop={workwearShop}
              options={{}}
              product={jacket}
              chosen={{ Color: 'Yellow' }}
            />
          }
        />
        <Route path="/bulk-order" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const carried = () => JSON.parse(sessionStorage.getItem(CARRIED_ORDER_KEY) ?? 'null');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Request a quote from the size-run grid', () => {
  it(`is offered from the shop's ${workwearShop.quoteFromPieces} pieces, not before`, async () => {
    const user = userEvent.setup();
    grid();
    expect(workwearShop.quoteFromPieces).toBe(24);
    await user.type(screen.getByLabelText('Yellow, size S, quantity'), '12');
    await user.type(screen.getByLabelText('Yellow, size M, quantity'), '11');
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
    expect(screen.getByText(/From 24 pieces, or with your logo/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Yellow, size M, quantity'));
    await user.type(screen.getByLabelText('Yellow, size M, quantity'), '12');
    expect(screen.getByText('24 pieces: ask for a volume price before you buy.')).toBeTruthy();
    // Add to cart stays beside it.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a quote' })).toBeTruthy();
  });

  it('is offered for any number of pieces with the logo, and says what to fill in first', async () => {
    const user = userEvent.setup();
    grid();
    await user.click(screen.getByRole('checkbox', { name: 'Add our logo' }));
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByText('Enter how many of each you need first.').getAttribute('role')).toBe(
      'alert',
    );
    expect(carried()).toBeNull();
  });

  it('carries every filled cell, with its names and the logo, to the bulk-order page', async () => {
    const user = userEvent.setup();
    grid();
    await user.type(screen.getByLabelText('Yellow, size L, quantity'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Add our logo' }));
    await user.click(screen.getByRole('radio', { name: /Orange/ }));
    await user.type(screen.getByLabelText('Orange, size S, quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.getByTestId('where').textContent).toBe('/bulk-order');
    expect(carried()).toEqual({
      logo: true,
      lines: [
        {
          handle: 'class-3-jacket',
          variantId: variantId('Yellow', 'L'),
          quantity: 2,
          product: 'Class 3 Jacket',
          variant: 'Yellow / L',
        },
        {
          handle: 'class-3-jacket',
          variantId: variantId('Orange', 'S'),
          quantity: 5,
          product: 'Class 3 Jacket',
          variant: 'Orange / S',
        },
      ],
    });
  });

  it("adds a second product's lines to the first's, a variant taking its new quantity", () => {
    const line = (variant: string, quantity: number) => ({
      handle: 'tee',
      variantId: variant,
      quantity,
      product: 'Tee',
      variant,
    });
    carryToQuote([line('a', 1), line('b', 2)], false);
    const order = carryToQuote([line('b', 5), line('c', 3)], true);
    expect(order.lines.map((kept) => [kept.variantId, kept.quantity])).toEqual([
      ['a', 1],
      ['b', 5],
      ['c', 3],
    ]);
    expect(order.logo).toBe(true);
  });
});

describe('Request a quote from a crew tally', () => {
  it('makes a line of each picked variant, named by its product, colour and size', () => {
    const list = {
      products: [
        {
          handle: 'crew-tee',
          title: 'Crew tee',
          variants: [
            { id: 'v-m', size: 'M', colour: 'Navy' },
            { id: 'v-l', size: 'L', colour: 'Navy' },
          ],
        },
      ],
      tally: [
        { product: 'crew-tee', variantId: 'v-m', size: 'M', colour: 'Navy', count: 14 },
        { product: 'crew-tee', variantId: 'v-l', size: 'L', colour: 'Navy', count: 6 },
      ],
    } as unknown as CrewList;
    expect(tallyLines(list)).toEqual([
      {
        handle: 'crew-tee',
        variantId: 'v-m',
        quantity: 14,
        product: 'Crew tee',
        variant: 'Navy / M',
      },
      {
        handle: 'crew-tee',
        variantId: 'v-l',
        quantity: 6,
        product: 'Crew tee',
        variant: 'Navy / L',
      },
    ]);
  });
});

function orderPage(path = '/bulk-order') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BulkOrderForm form="bulk-order" subheading="Get a price." thankYouNext="We reply soon." />
    </MemoryRouter>,
  );
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the bulk-order page', () => {
  beforeEach(() => {
    carryToQuote(
      [
        {
          handle: 'class-3-jacket',
          variantId: variantId('Yellow', 'L'),
          quantity: 20,
          product: 'Class 3 Jacket',
          variant: 'Yellow / L',
        },
        {
          handle: 'class-3-jacket',
          variantId: variantId('Orange', 'S'),
          quantity: 6,
          product: 'Class 3 Jacket',
          variant: 'Orange / S',
        },
      ],
      false,
    );
  });

  it('opens with the carried lines, keeps a change, and posts them with the rest', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => jsonAnswer(201, { id: 'lead-7' }));
    vi.stubGlobal('fetch', fetch);
    orderPage();
    const order = screen.getByRole('group', { name: 'Your order' });
    expect(within(order).getByText('26 pieces in 2 lines')).toBeTruthy();
    const orange = within(order).getByRole('textbox', { name: 'Class 3 Jacket — Orange / S' });
    await user.clear(orange);
    await user.type(orange, '8');
    expect(carried().lines[1].quantity).toBe(8);
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Harbor Roads');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Dana Reyes');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@harborroads.example');
    await user.click(screen.getByRole('button', { name: 'Send for a quote' }));

    expect(await screen.findByText('lead-7')).toBeTruthy();
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/api/forms/bulk-order');
    const body = init.body as FormData;
    expect(body.getAll('line')).toEqual([
      `class-3-jacket ${variantId('Yellow', 'L')} 20`,
      `class-3-jacket ${variantId('Orange', 'S')} 8`,
    ]);
    expect(body.get('line_names')).toBe('Class 3 Jacket — Yellow / L\nClass 3 Jacket — Orange / S');
    expect(body.get('company')).toBe('Harbor Roads');
    expect(body.get('logo')).toBeNull();
    // Sent: the carried order is forgotten.
    expect(carried()).toBeNull();
  });

  it('asks for the logo file with the logo box, and shows what the server refused', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonAnswer(400, {
          error: 'Some fields need attention.',
          fields: { line: 'Line 2 is not a size and colour this shop sells.' },
        }),
      ),
    );
    orderPage();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Harbor Roads');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Dana Reyes');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@harborroads.example');
    await user.click(screen.getByRole('checkbox', { name: 'Add our logo' }));
    await user.click(screen.getByRole('button', { name: 'Send for a quote' }));
    expect(screen.getByText('Add your logo file, or untick “Add our logo”.')).toBeTruthy();
    expect(carried().logo).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Add our logo' }));
    await user.click(screen.getByRole('button', { name: 'Send for a quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 2 is not a size and colour this shop sells.',
    );
    // Nothing lost: the lines are still there.
    expect(screen.getByText('26 pieces in 2 lines')).toBeTruthy();
  });

  it('says where the pieces come from when none were brought', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    orderPage();
    expect(screen.getByText(/Nothing chosen yet/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Harbor Roads');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Dana Reyes');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@harborroads.example');
    await user.click(screen.getByRole('button', { name: 'Send for a quote' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/has no pieces yet/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the reference of a native post that came back sent', () => {
    orderPage('/bulk-order?sent=1&reference=lead-9');
    expect(screen.getByText('lead-9')).toBeTruthy();
    expect(carried()).toBeNull();
  });
});
