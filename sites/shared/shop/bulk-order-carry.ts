/**
 * The lines a buyer takes from a size-run grid or a crew tally to the shop's bulk-order page
 * ("Request a quote"): kept in the tab's session storage, so the order page opens with them,
 * a reload or Back keeps them, and a second product's lines join the first's. The order page
 * keeps them as the buyer changes them and forgets them once the order is sent.
 */
import {
  BULK_ORDER_MAX_LINES,
  BULK_ORDER_MAX_QUANTITY,
  type StoredOrderLine,
} from '@zcomm/site-data/bulk-order';
import { readJson, writeJson } from '../shell/storage';

/** The shops' bulk-order page. */
export const BULK_ORDER_PATH = '/bulk-order';

/** The session-storage key of the order on its way to the bulk-order page. */
export const CARRIED_ORDER_KEY = 'zc-bulk-order';

/** An order on its way: its lines, with their names, and whether the buyer wants their logo. */
export interface CarriedOrder {
  lines: StoredOrderLine[];
  logo: boolean;
}

export const emptyOrder: CarriedOrder = { lines: [], logo: false };

function isOrderLine(value: unknown): value is StoredOrderLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.handle === 'string' &&
    typeof line.variantId === 'string' &&
    typeof line.product === 'string' &&
    typeof line.variant === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= BULK_ORDER_MAX_QUANTITY
  );
}

function isCarriedOrder(value: unknown): value is CarriedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { lines, logo } = value as Record<string, unknown>;
  return Array.isArray(lines) && lines.every(isOrderLine) && typeof logo === 'boolean';
}

/** The order on its way to the bulk-order page; empty when there is none. */
export function readCarriedOrder(): CarriedOrder {
  return readJson(CARRIED_ORDER_KEY, isCarriedOrder, 'session') ?? emptyOrder;
}

/** Keeps the order as the page now has it; an empty order is forgotten. */
export function keepCarriedOrder(order: CarriedOrder): void {
  const empty = order.lines.length === 0 && !order.logo;
  writeJson(CARRIED_ORDER_KEY, empty ? null : order, 'session');
}

/**
 * Adds lines to the order on its way (a variant already in it takes the new quantity, in its
 * place), at most the order's limit of lines, and returns the order now kept.
 */
export function carryToQuote(lines: readonly StoredOrderLine[], logo: boolean): CarriedOrder {
  const carried = readCarriedOrder();
  const merged = carried.lines.map(
    (line) => lines.find((added) => added.variantId === line.variantId) ?? line,
  );
  for (const line of lines) {
    if (!merged.some((kept) => kept.variantId === line.variantId)) merged.push(line);
  }
  const order = { lines: merged.slice(0, BULK_ORDER_MAX_LINES), logo: carried.logo || logo };
  keepCarriedOrder(order);
  return order;
}

/** Whether an order is offered a quote: from the shop's number of pieces, or with a logo. */
export function quoteOffered(pieces: number, logo: boolean, fromPieces: number): boolean {
  return logo || pieces >= fromPieces;
}

/** The pieces of some lines. */
export function piecesOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
