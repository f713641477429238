/**
 * A shop's bulk order, as facts shared by the shop's order page and the server: its fields
 * besides the lines and the artwork (a contract, like the other forms'), the limits of its lines
 * and of its artwork, and how a line is posted.
 */
import type { FormContract } from '@zcomm/storefront-ui/contracts';
import type { OrderChange } from './api/quotes.ts';

/** The posted field holding one line, `<product handle> <variant id> <quantity>`, once a line. */
export const BULK_ORDER_LINE_FIELD = 'line';
/** The posted file field of the artwork. */
export const BULK_ORDER_ARTWORK_FIELD = 'artwork';
/** Most lines in one order. */
export const BULK_ORDER_MAX_LINES = 100;
/** Most pieces of one line. */
export const BULK_ORDER_MAX_QUANTITY = 999;
/** Most pieces in one order, all lines together. */
export const BULK_ORDER_MAX_PIECES = 5_000;
/** Largest artwork accepted, in bytes: 25 MB. */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;
/** The kinds of artwork accepted (checked by the file's content, never its name). */
export const ARTWORK_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'application/pdf',
] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];

/** The value of the logo box when ticked. */
export const LOGO_WANTED = 'yes';

/** The bulk order's fields besides its lines and artwork, in the order the page shows them. */
export const bulkOrderFormContract = {
  company: { label: 'Company', kind: 'text', required: true, maxLength: 200 },
  name: { label: 'Contact name', kind: 'text', required: true, maxLength: 200 },
  email: { label: 'Email', kind: 'email', required: true, maxLength: 254 },
  phone: { label: 'Phone', kind: 'tel', maxLength: 40 },
  message: { label: 'Note', kind: 'multiline', maxLength: 5000 },
  logo: {
    label: 'Add our logo',
    kind: 'select',
    maxLength: 3,
    options: [{ value: LOGO_WANTED, label: 'Yes' }],
  },
} as const satisfies FormContract;

/**
 * A hidden field the order page posts once with its lines' names (`Class 3 jacket — Yellow /
 * L`), one a line in the lines' order: the server stores the names it reads from the shop, but
 * a page sent back refused shows these.
 */
export const BULK_ORDER_LINE_NAMES_FIELD = 'line_names';

/** The fields posted besides the contract's, with their labels (a refused post names them). */
export const bulkOrderOtherFields = {
  [BULK_ORDER_LINE_FIELD]: 'Your order',
  [BULK_ORDER_LINE_NAMES_FIELD]: 'Your order',
  [BULK_ORDER_ARTWORK_FIELD]: 'Your logo file',
} as const;

/** One line of a bulk order as posted: a product, one of its variants and how many. */
export interface BulkOrderLine {
  handle: string;
  variantId: string;
  quantity: number;
}

/** A line as the order page posts it. */
export function bulkOrderLineValue(line: BulkOrderLine): string {
  return `${line.handle} ${line.variantId} ${line.quantity}`;
}

/** The stored field holding an order's lines (JSON), as the server checked them. */
export const BULK_ORDER_LINES_DATA = 'lines';
/** The stored field holding an order's number of pieces. */
export const BULK_ORDER_PIECES_DATA = 'pieces';

/** A line as it is stored with the lead: the product's and variant's names beside their ids. */
export interface StoredOrderLine extends BulkOrderLine {
  product: string;
  variant: string;
}

/** The stored lines of a lead, or [] when it holds none that read. */
export function storedOrderLines(value: string | undefined): StoredOrderLine[] {
  if (value === undefined) return [];
  try {
    const lines: unknown = JSON.parse(value);
    if (!Array.isArray(lines)) return [];
    return lines.filter(
      (line): line is StoredOrderLine =>
        typeof line === 'object' &&
        line !== null &&
        typeof line.handle === 'string' &&
        typeof line.variantId === 'string' &&
        typeof line.product === 'string' &&
        typeof line.variant === 'string' &&
        Number.isInteger(line.quantity),
    );
  } catch {
    return [];
  }
}

/** The lines as text, one a line: `12 × Class 3 jacket — Yellow / L`. */
export function orderLinesText(lines: readonly StoredOrderLine[]): string {
  return lines.map((line) => `${line.quantity} × ${line.product} — ${line.variant}`).join('\n');
}

/**
 * One way an order placed through a bulk order's checkout link differs from the link, in words,
 * for the inbox's history and its list of links: `Class 3 Jacket — Yellow / L: 24 ordered, 20
 * quoted`.
 */
export function orderChangeText({ item, quoted, ordered }: OrderChange): string {
  if (ordered === 0) return `${item}: left out (${quoted} quoted)`;
  if (quoted === 0) return `${item}: ${ordered} added, not quoted`;
  return `${item}: ${ordered} ordered, ${quoted} quoted`;
}
