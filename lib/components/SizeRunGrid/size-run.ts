/**
 * The size-run grid's logic, without React: which cell holds which variant, how many of each
 * can be ordered, the running total, the cart lines an order makes, and how the arrow keys move
 * between cells. Sizes are the grid's rows, colours its columns.
 */

/** One variant in the grid: a colour in a size. */
export interface SizeRunCell {
  /** The variant's id: what the cart adds. */
  variantId: string;
  /** Its colour, one of the grid's `colours` (`''` when the product has no colour choice). */
  colour: string;
  /** Its size, one of the grid's `sizes` (`''` when the product has one size). */
  size: string;
  /** The price of one piece in the currency's minor unit (cents), so totals are exact. */
  unitPrice: number;
  /** Whether it can be bought at all. */
  available: boolean;
  /** Pieces in stock, when the shop says; orders are capped at it. */
  stock?: number | undefined;
}

/** Quantities by variant id; a missing id is zero. */
export type SizeRunQuantities = Readonly<Record<string, number>>;

/** One line for the cart: a variant and how many. */
export interface SizeRunLine {
  variantId: string;
  quantity: number;
}

/** The most pieces one cell takes. */
export const MAX_CELL_QUANTITY = 999;

/** The cell of a colour in a size, when the product is made so. */
export function cellAt(
  cells: readonly SizeRunCell[],
  colour: string,
  size: string,
): SizeRunCell | undefined {
  return cells.find((cell) => cell.colour === colour && cell.size === size);
}

/** How many pieces a cell takes: none when sold out, at most its stock when known. */
export function cellLimit(cell: SizeRunCell): number {
  if (!cell.available) return 0;
  if (cell.stock === undefined) return MAX_CELL_QUANTITY;
  return Math.max(0, Math.min(MAX_CELL_QUANTITY, Math.floor(cell.stock)));
}

/** Whether a cell can take an order. */
export function cellOrderable(cell: SizeRunCell | undefined): cell is SizeRunCell {
  return cell !== undefined && cellLimit(cell) > 0;
}

/**
 * A typed quantity as a number the cell takes: digits only (anything else is dropped, so a
 * pasted “12 pcs” is 12), empty is zero, and no more than the cell's limit.
 */
export function parseQuantity(text: string, cell: SizeRunCell): number {
  const digits = text.replace(/\D+/g, '').slice(0, 6);
  const value = digits === '' ? 0 : Number(digits);
  return Math.min(value, cellLimit(cell));
}

/** The quantity a cell holds: zero for a cell that cannot take an order. */
function quantityOf(cell: SizeRunCell, quantities: SizeRunQuantities): number {
  const value = quantities[cell.variantId] ?? 0;
  if (!Number.isInteger(value) || value <= 0) return 0;
  return Math.min(value, cellLimit(cell));
}

/**
 * The lines an order makes: every cell with pieces in it, one line each, colour by colour and,
 * within a colour, size by size (the order the shopper reads them in the cart).
 */
export function sizeRunLines(
  cells: readonly SizeRunCell[],
  quantities: SizeRunQuantities,
  colours: readonly string[],
  sizes: readonly string[],
): SizeRunLine[] {
  const lines: SizeRunLine[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const cell = cellAt(cells, colour, size);
      const quantity = cell ? quantityOf(cell, quantities) : 0;
      if (cell && quantity > 0) lines.push({ variantId: cell.variantId, quantity });
    }
  }
  return lines;
}

/** Pieces and price (in minor units) of an order, in total and per colour. */
export interface SizeRunTotals {
  pieces: number;
  price: number;
  piecesByColour: Readonly<Record<string, number>>;
}

/** The running total of an order. */
export function sizeRunTotals(
  cells: readonly SizeRunCell[],
  quantities: SizeRunQuantities,
): SizeRunTotals {
  let pieces = 0;
  let price = 0;
  const piecesByColour: Record<string, number> = {};
  for (const cell of cells) {
    const quantity = quantityOf(cell, quantities);
    if (quantity === 0) continue;
    pieces += quantity;
    price += quantity * cell.unitPrice;
    piecesByColour[cell.colour] = (piecesByColour[cell.colour] ?? 0) + quantity;
  }
  return { pieces, price, piecesByColour };
}

/** A cell's place: its size's row and its colour's column. */
export interface GridPosition {
  row: number;
  column: number;
}

/** The keys that move between cells. */
const steps: Readonly<Record<string, GridPosition>> = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
};

/**
 * Where a key moves the focus from a cell, as in a spreadsheet: an arrow to the next cell that
 * can take an order that way (past sold-out cells; nowhere at the edge), Home and End to the
 * first and last such cell of the row, with Ctrl (or ⌘) of the whole grid. Undefined when the
 * key does not move, or nothing is that way.
 */
export function moveInGrid(
  from: GridPosition,
  key: { key: string; ctrlKey?: boolean; metaKey?: boolean },
  grid: { rows: number; columns: number; enabled: (position: GridPosition) => boolean },
): GridPosition | undefined {
  const step = steps[key.key];
  if (step) {
    let next = { row: from.row + step.row, column: from.column + step.column };
    while (
      next.row >= 0 &&
      next.row < grid.rows &&
      next.column >= 0 &&
      next.column < grid.columns
    ) {
      if (grid.enabled(next)) return next;
      next = { row: next.row + step.row, column: next.column + step.column };
    }
    return undefined;
  }
  if (key.key !== 'Home' && key.key !== 'End') return undefined;
  const everywhere = key.ctrlKey === true || key.metaKey === true;
  const positions: GridPosition[] = [];
  for (let row = everywhere ? 0 : from.row; row <= (everywhere ? grid.rows - 1 : from.row); row++) {
    for (let column = 0; column < grid.columns; column++) positions.push({ row, column });
  }
  const candidates = positions.filter(grid.enabled);
  const target = key.key === 'Home' ? candidates[0] : candidates.at(-1);
  return target && (target.row !== from.row || target.column !== from.column) ? target : undefined;
}
