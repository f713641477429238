/**
 * The price editor of a bulk order in the inbox: each line's list price and a unit price field,
 * the totals as staff type, a discount for every line, prices it cannot send refused before
 * anything is sent, and Make checkout link sending exactly one agreed price a line.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadQuote } from '../../sites/agency/inbox/LeadQuote';
import { historyText } from '../../sites/agency/inbox/LeadRecord';
import { type CheckoutLink, linkReply } from '../../sites/agency/inbox/quote-api';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const quote = {
  lines: [
    {
      product: 'Class 3 jacket',
      variant: 'Yellow / L',
      variant_id: 'gid://shopify/ProductVariant/1',
      quantity: 12,
      list_price: '89.00',
    },
    {
      product: 'Class 3 jacket',
      variant: 'Orange / M',
      variant_id: 'gid://shopify/ProductVariant/2',
      quantity: 5,
      list_price: '40.00',
    },
  ],
  currency: 'USD',
  email: 'dana@example.com',
  links: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the price editor of a bulk order', () => {
  let posted: unknown[];

  beforeEach(() => {
    posted = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const path = new URL(input, 'http://agency.localhost').pathname;
        if (path === `/api/inbox/submissions/${ID}/quote`) return json(quote);
        if (path === `/api/inbox/submissions/${ID}/checkout-link` && init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { unit_prices: string[] };
          posted.push(body);
          const lines = quote.lines.map((line, index) => ({
            ...line,
            unit_price: body.unit_prices[index] ?? '',
          }));
          return json(
            {
              url: 'http://workwear.localhost/storefront/shop/checkout/0123456789abcdef0123456789abcdef',
              discount_code: 'QUOTE-ABCDEFGHJK',
              email: 'dana@example.com',
              lines,
              total: '965.00',
              created_at: '2026-11-29T12:00:00.000Z',
              created_by: 'Dana Whitfield',
              ordered_at: null,
              order_name: null,
              order_changes: null,
            },
            201,
          );
        }
        return json({ error: 'Not found.' }, 404);
      }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  async function openEditor() {
    const onLink = vi.fn();
    const user = userEvent.setup();
    render(<LeadQuote leadId={ID} onLink={onLink} />);
    await user.click(screen.getByRole('button', { name: 'Price for checkout' }));
    const table = await screen.findByRole('table', { name: 'Unit prices (USD)' });
    return { user, onLink, table };
  }

  const field = (variant: string) =>
    screen.getByRole('textbox', { name: `Unit price, Class 3 jacket — ${variant}` });

  it('shows each line at its list price, with a unit price field and the totals', async () => {
    const { table } = await openEditor();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LinePiecesList priceUnit priceLine total',
      'Class 3 jacket — Yellow / L12$89.00$1068.00',
      'Class 3 jacket — Orange / M5$40.00$200.00',
      'Total$1268.00$1268.00',
    ]);
    expect(field('Yellow / L')).toHaveProperty('value', '89.00');
  });

  it('keeps the totals as the prices are typed, and applies a discount to every line', async () => {
    const { user, table } = await openEditor();
    await user.clear(field('Yellow / L'));
    await user.type(field('Yellow / L'), '74.5');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('$894.00');
    expect(within(table).getAllByRole('row')[3]?.textContent).toBe('Total$1268.00$1094.00');

    await user.type(screen.getByRole('textbox', { name: 'Discount on every line (%)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Apply discount' }));
    expect(field('Yellow / L')).toHaveProperty('value', '80.10');
    expect(field('Orange / M')).toHaveProperty('value', '36.00');
  });

  it('refuses a price above the list price or not an amount, sending nothing', async () => {
    const { user } = await openEditor();
    await user.clear(field('Orange / M'));
    await user.type(field('Orange / M'), '45');
    await user.click(screen.getByRole('button', { name: 'Make checkout link' }));
    expect(
      await screen.findByText(/Line 2: the unit price is above the shop’s price of \$40.00/),
    ).toBeTruthy();
    await user.clear(field('Orange / M'));
    await user.type(field('Orange / M'), 'twelve');
    await user.click(screen.getByRole('button', { name: 'Make checkout link' }));
    expect(await screen.findByText(/Line 2: enter the unit price/)).toBeTruthy();
    expect(field('Orange / M').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('sends one agreed price a line and hands the link on for the reply', async () => {
    const { user, onLink } = await openEditor();
    await user.clear(field('Yellow / L'));
    await user.type(field('Yellow / L'), '$74.5');
    await user.click(screen.getByRole('button', { name: 'Make checkout link' }));
    await screen.findByRole('list', { name: 'Checkout links made' });
    expect(posted).toEqual([{ unit_prices: ['74.50', '40.00'] }]);
    expect(onLink).toHaveBeenCalledTimes(1);
    const link = onLink.mock.calls[0]?.[0] as CheckoutLink;
    const reply = linkReply(link);
    expect(reply).toContain('12 × Class 3 jacket — Yellow / L at $74.50');
    expect(reply).toContain('5 × Class 3 jacket — Orange / M at $40.00');
    expect(reply).toContain(`Check out here: ${link.url}`);
    expect(reply).toContain('discount code QUOTE-ABCDEFGHJK');
  });
});

describe('a checkout link that was ordered', () => {
  afterEach(() => vi.unstubAllGlobals());

  const link = (changes: unknown) => ({
    url: 'http://workwear.localhost/storefront/shop/checkout/0123456789abcdef0123456789abcdef',
    discount_code: 'QUOTE-ABCDEFGHJK',
    email: 'dana@example.com',
    lines: quote.lines.map((line) => ({ ...line, unit_price: '74.50' })),
    total: '1266.50',
    created_at: '2026-11-29T12:00:00.000Z',
    created_by: 'Dana Whitfield',
    ordered_at: '2026-11-29T15:00:00.000Z',
    order_name: '#1001',
    order_changes: changes,
  });

  async function showLinks(links: unknown[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...quote, links })),
    );
    const user = userEvent.setup();
    render(<LeadQuote leadId={ID} onLink={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Price for checkout' }));
    return screen.findByRole('list', { name: 'Checkout links made' });
  }

  it('says which items the buyer ordered in other quantities than the link', async () => {
    const list = await showLinks([
      link([
        { item: 'Class 3 jacket — Yellow / L', quoted: 12, ordered: 20 },
        { item: 'Class 3 jacket — Orange / M', quoted: 5, ordered: 0 },
      ]),
    ]);
    expect(list.textContent).toContain('ordered #1001');
    const note = within(list).getByRole('note', { name: 'Not ordered as quoted' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Class 3 jacket — Yellow / L: 20 ordered, 12 quoted',
      'Class 3 jacket — Orange / M: left out (5 quoted)',
    ]);
  });

  it('flags nothing on a link ordered as quoted, or not ordered yet', async () => {
    const list = await showLinks([link([]), { ...link(null), ordered_at: null, order_name: null }]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('note')).toBeNull();
  });
});

describe("an ordered link's line in the lead's history", () => {
  const ordered = { at: '2026-11-29T15:00:00.000Z', by: null, action: 'ordered' as const };

  it('names the order, and what it changed from the link when it did', () => {
    expect(historyText({ ...ordered, text: '#1001' })).toBe('The buyer placed the order #1001');
    expect(
      historyText({
        ...ordered,
        text: '#1002',
        to: 'not as quoted: Class 3 jacket — Yellow / L: 20 ordered, 12 quoted',
      }),
    ).toBe(
      'The buyer placed the order #1002, not as quoted: Class 3 jacket — Yellow / L: 20 ordered, 12 quoted',
    );
  });
});
