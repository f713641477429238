import type { QuotedLine } from '@zcomm/site-data/api/quotes';
import { orderChangeText } from '@zcomm/site-data/bulk-order';
import { describe, expect, it } from 'vitest';
import { orderChanges, orderedLinesOf, variantNumber } from '../../server/leads/order-changes.ts';

const quoted = (id: number, variant: string, quantity: number): QuotedLine => ({
  product: 'Class 3 Jacket',
  variant,
  variant_id: `gid://shopify/ProductVariant/${id}`,
  quantity,
  list_price: '89.00',
  unit_price: '74.50',
});

const link = [quoted(11, 'Yellow / L', 10), quoted(12, 'Orange / M', 4)];

describe("an order's changes from its checkout link", () => {
  it('finds none in an order of exactly the quoted lines, in any order', () => {
    const ordered = orderedLinesOf({
      line_items: [
        { variant_id: 12, quantity: 4, title: 'Class 3 Jacket', variant_title: 'Orange / M' },
        { variant_id: 11, quantity: 10, title: 'Class 3 Jacket', variant_title: 'Yellow / L' },
      ],
    });
    expect(ordered).not.toBeNull();
    expect(orderChanges(link, ordered ?? [])).toEqual([]);
  });

  it('names more, fewer, left-out and added items, the link’s first', () => {
    const ordered = orderedLinesOf({
      line_items: [
        { variant_id: 99, quantity: 2, title: 'Beanie', variant_title: null },
        { variant_id: 11, quantity: 14, title: 'Class 3 Jacket', variant_title: 'Yellow / L' },
      ],
    });
    const changes = orderChanges(link, ordered ?? []);
    expect(changes).toEqual([
      { item: 'Class 3 Jacket — Yellow / L', quoted: 10, ordered: 14 },
      { item: 'Class 3 Jacket — Orange / M', quoted: 4, ordered: 0 },
      { item: 'Beanie', quoted: 0, ordered: 2 },
    ]);
    expect(changes.map(orderChangeText)).toEqual([
      'Class 3 Jacket — Yellow / L: 14 ordered, 10 quoted',
      'Class 3 Jacket — Orange / M: left out (4 quoted)',
      'Beanie: 2 added, not quoted',
    ]);
  });

  it('adds up a variant the order splits over two lines', () => {
    const ordered = orderedLinesOf({
      line_items: [
        { variant_id: 11, quantity: 6, title: 'Class 3 Jacket' },
        { variant_id: 11, quantity: 4, title: 'Class 3 Jacket' },
        { variant_id: 12, quantity: 4, title: 'Class 3 Jacket' },
      ],
    });
    expect(orderChanges(link, ordered ?? [])).toEqual([]);
  });

  it.each([
    ['no order', null],
    ['an order without lines', { name: '#1001' }],
    ['lines that are not a list', { line_items: 'many' }],
    [
      'lines naming no variant',
      { line_items: [{ quantity: 3 }, { variant_id: 'x', quantity: 1 }] },
    ],
    ['quantities that are not counts', { line_items: [{ variant_id: 11, quantity: '3' }] }],
    ['negative quantities', { line_items: [{ variant_id: 11, quantity: -4 }] }],
  ])('reads no lines from %s', (_, order) => {
    expect(orderedLinesOf(order)).toBeNull();
  });

  it('keeps long names short and reads at most 500 lines', () => {
    const lines = orderedLinesOf({
      line_items: Array.from({ length: 800 }, (_, index) => ({
        variant_id: index + 1,
        quantity: 1,
        title: 'x'.repeat(5000),
      })),
    });
    expect(lines).toHaveLength(500);
    expect(lines?.[0]?.item).toHaveLength(200);
  });

  it('reads a variant’s number from a gid or a number, and nothing else', () => {
    expect(variantNumber('gid://shopify/ProductVariant/42')).toBe('42');
    expect(variantNumber(42)).toBe('42');
    expect(variantNumber(4.2)).toBe('');
    expect(variantNumber('gid://shopify/ProductVariant/')).toBe('');
    expect(variantNumber({ id: 42 })).toBe('');
  });
});
