import { describe, expect, it } from 'vitest';
import {
  cellAt,
  cellLimit,
  cellOrderable,
  type GridPosition,
  MAX_CELL_QUANTITY,
  moveInGrid,
  parseQuantity,
  type SizeRunCell,
  sizeRunLines,
  sizeRunTotals,
} from '../components/SizeRunGrid/size-run';

const colours = ['Yellow', 'Orange'];
const sizes = ['S', 'M', 'L'];
const cell = (colour: string, size: string, extra: Partial<SizeRunCell> = {}): SizeRunCell => ({
  variantId: `${colour}-${size}`,
  colour,
  size,
  unitPrice: 12999,
  available: true,
  ...extra,
});
// Orange M is sold out; Orange L is not made; Yellow L costs more and has 4 left.
const cells: SizeRunCell[] = [
  cell('Yellow', 'S'),
  cell('Yellow', 'M'),
  cell('Yellow', 'L', { unitPrice: 13999, stock: 4 }),
  cell('Orange', 'S'),
  cell('Orange', 'M', { available: false }),
];

describe('a size run’s cells', () => {
  it('finds the cell of a colour in a size, and none for a combination not made', () => {
    expect(cellAt(cells, 'Orange', 'S')?.variantId).toBe('Orange-S');
    expect(cellAt(cells, 'Orange', 'L')).toBeUndefined();
  });

  it('takes nothing when sold out, at most the stock when known, else the most a cell takes', () => {
    expect(cellLimit(cell('Orange', 'M', { available: false }))).toBe(0);
    expect(cellLimit(cell('Yellow', 'L', { stock: 4 }))).toBe(4);
    expect(cellLimit(cell('Yellow', 'L', { stock: 0 }))).toBe(0);
    expect(cellLimit(cell('Yellow', 'L', { stock: -2 }))).toBe(0);
    expect(cellLimit(cell('Yellow', 'S'))).toBe(MAX_CELL_QUANTITY);
    expect(cellOrderable(cell('Yellow', 'L', { stock: 0 }))).toBe(false);
    expect(cellOrderable(undefined)).toBe(false);
    expect(cellOrderable(cell('Yellow', 'S'))).toBe(true);
  });

  it('reads a typed quantity: digits only, empty as zero, capped at the cell’s limit', () => {
    const plain = cell('Yellow', 'S');
    expect(parseQuantity('12', plain)).toBe(12);
    expect(parseQuantity('', plain)).toBe(0);
    expect(parseQuantity('12 pcs', plain)).toBe(12);
    expect(parseQuantity('-3', plain)).toBe(3);
    expect(parseQuantity('2.5', plain)).toBe(25);
    expect(parseQuantity('123456789', plain)).toBe(MAX_CELL_QUANTITY);
    expect(parseQuantity('9', cell('Yellow', 'L', { stock: 4 }))).toBe(4);
    expect(parseQuantity('9', cell('Orange', 'M', { available: false }))).toBe(0);
  });
});

describe('an order from a size run', () => {
  const quantities = { 'Yellow-S': 3, 'Yellow-L': 2, 'Orange-S': 7, 'Yellow-M': 0 };

  it('totals pieces and price exactly, in all and per colour', () => {
    expect(sizeRunTotals(cells, quantities)).toEqual({
      pieces: 12,
      price: 3 * 12999 + 2 * 13999 + 7 * 12999,
      piecesByColour: { Yellow: 5, Orange: 7 },
    });
    expect(sizeRunTotals(cells, {})).toEqual({ pieces: 0, price: 0, piecesByColour: {} });
  });

  it('makes one line per cell with pieces, colour by colour and size by size', () => {
    expect(sizeRunLines(cells, quantities, colours, sizes)).toEqual([
      { variantId: 'Yellow-S', quantity: 3 },
      { variantId: 'Yellow-L', quantity: 2 },
      { variantId: 'Orange-S', quantity: 7 },
    ]);
    expect(sizeRunLines(cells, quantities, ['Orange', 'Yellow'], sizes)[0]).toEqual({
      variantId: 'Orange-S',
      quantity: 7,
    });
  });

  it('leaves out what a cell cannot take: sold out, over the stock, not whole, unknown ids', () => {
    const odd = { 'Orange-M': 4, 'Yellow-L': 9, 'Yellow-S': 1.5, 'Orange-S': -1, 'Blue-S': 5 };
    expect(sizeRunLines(cells, odd, colours, sizes)).toEqual([
      { variantId: 'Yellow-L', quantity: 4 },
    ]);
    expect(sizeRunTotals(cells, odd)).toEqual({
      pieces: 4,
      price: 4 * 13999,
      piecesByColour: { Yellow: 4 },
    });
  });
});

describe('moving between cells', () => {
  // Rows S, M, L; columns Yellow, Orange; Orange M (1, 1) and Orange L (2, 1) cannot be ordered.
  const enabled = ({ row, column }: GridPosition) =>
    cellOrderable(cellAt(cells, colours[column] ?? '', sizes[row] ?? ''));
  const grid = { rows: 3, columns: 2, enabled };
  const move = (from: GridPosition, key: string, modifiers: { ctrlKey?: boolean } = {}) =>
    moveInGrid(from, { key, ...modifiers }, grid);

  it('moves an arrow’s way to the next cell that takes an order, and nowhere past the edge', () => {
    expect(move({ row: 0, column: 0 }, 'ArrowDown')).toEqual({ row: 1, column: 0 });
    expect(move({ row: 0, column: 0 }, 'ArrowRight')).toEqual({ row: 0, column: 1 });
    expect(move({ row: 0, column: 1 }, 'ArrowLeft')).toEqual({ row: 0, column: 0 });
    expect(move({ row: 1, column: 0 }, 'ArrowUp')).toEqual({ row: 0, column: 0 });
    // Past the sold-out and missing cells below Orange S: nothing that way.
    expect(move({ row: 0, column: 1 }, 'ArrowDown')).toBeUndefined();
    expect(move({ row: 1, column: 0 }, 'ArrowRight')).toBeUndefined();
    expect(move({ row: 0, column: 0 }, 'ArrowUp')).toBeUndefined();
    expect(move({ row: 2, column: 0 }, 'ArrowDown')).toBeUndefined();
    expect(move({ row: 0, column: 0 }, 'ArrowLeft')).toBeUndefined();
  });

  it('skips a cell that cannot take an order to the next one that can', () => {
    const gappy = { rows: 4, columns: 1, enabled: ({ row }: GridPosition) => row !== 1 };
    expect(moveInGrid({ row: 0, column: 0 }, { key: 'ArrowDown' }, gappy)).toEqual({
      row: 2,
      column: 0,
    });
    expect(moveInGrid({ row: 2, column: 0 }, { key: 'ArrowUp' }, gappy)).toEqual({
      row: 0,
      column: 0,
    });
  });

  it('goes to the ends of the row with Home and End, of the grid with Ctrl', () => {
    expect(move({ row: 0, column: 0 }, 'End')).toEqual({ row: 0, column: 1 });
    expect(move({ row: 0, column: 1 }, 'Home')).toEqual({ row: 0, column: 0 });
    expect(move({ row: 1, column: 0 }, 'End')).toBeUndefined();
    expect(move({ row: 0, column: 0 }, 'End', { ctrlKey: true })).toEqual({ row: 2, column: 0 });
    expect(move({ row: 2, column: 0 }, 'Home', { ctrlKey: true })).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 2, column: 0 }, { key: 'Home', metaKey: true }, grid)).toEqual({
      row: 0,
      column: 0,
    });
  });

  it('leaves every other key to the field', () => {
    for (const key of ['Enter', 'Tab', '5', 'Backspace', 'PageDown']) {
      expect(move({ row: 0, column: 0 }, key)).toBeUndefined();
    }
  });
});
