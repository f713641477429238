/**
 * What an order placed through a priced checkout link changed from the link's lines. The
 * link's discount code covers its variants, not their quantities (as a shop's codes do), so a
 * buyer who edits the cart before paying gets the agreed price on the pieces added too: staff
 * see it beside the link rather than finding out from the shop's admin.
 */
import type { OrderChange, QuotedLine } from '@zcomm/site-data/api/quotes';

/** One line of the shop's order: the variant's numeric id, its quantity and its name. */
export interface OrderedLine {
  variantId: string;
  quantity: number;
  item: string;
}

/** Most lines read from one order (a bulk order's own limit is far below it). */
const MAX_ORDER_LINES = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A variant's numeric id, from Shopify's gid (`gid://shopify/ProductVariant/42`) or a number. */
export const variantNumber = (id: unknown): string =>
  typeof id === 'number' && Number.isSafeInteger(id)
    ? String(id)
    : typeof id === 'string'
      ? (/(?:^|\/)(\d+)$/.exec(id)?.[1] ?? '')
      : '';

/**
 * The lines of an `orders/create` payload (`line_items`: `variant_id`, `quantity`, `title`,
 * `variant_title`); null when it has none that name a variant and a quantity.
 */
export function orderedLinesOf(order: unknown): OrderedLine[] | null {
  const items = isRecord(order) ? order.line_items : undefined;
  if (!Array.isArray(items)) return null;
  const lines: OrderedLine[] = [];
  for (const entry of items.slice(0, MAX_ORDER_LINES)) {
    if (!isRecord(entry)) continue;
    const variantId = variantNumber(entry.variant_id);
    const quantity = entry.quantity;
    if (!variantId || typeof quantity !== 'number' || !Number.isSafeInteger(quantity)) continue;
    if (quantity < 0) continue;
    const title = typeof entry.title === 'string' ? entry.title.slice(0, 200) : 'An item';
    const variant =
      typeof entry.variant_title === 'string' ? entry.variant_title.slice(0, 200) : '';
    lines.push({ variantId, quantity, item: variant ? `${title} — ${variant}` : title });
  }
  return lines.length > 0 ? lines : null;
}

/** Pieces by variant, in the order first seen, each named as its first line names it. */
function byVariant(lines: readonly OrderedLine[]): Map<string, { quantity: number; item: string }> {
  const tally = new Map<string, { quantity: number; item: string }>();
  for (const { variantId, quantity, item } of lines) {
    const known = tally.get(variantId);
    tally.set(variantId, {
      quantity: (known?.quantity ?? 0) + quantity,
      item: known?.item ?? item,
    });
  }
  return tally;
}

/**
 * Each item whose ordered quantity is not the quoted one, in the link's order and then the
 * items the buyer added; empty when the order is the link's lines exactly.
 */
export function orderChanges(
  quoted: readonly QuotedLine[],
  ordered: readonly OrderedLine[],
): OrderChange[] {
  const quotedBy = byVariant(
    quoted.map((line) => ({
      variantId: variantNumber(line.variant_id),
      quantity: line.quantity,
      item: `${line.product} — ${line.variant}`,
    })),
  );
  const orderedBy = byVariant(ordered);
  const changes: OrderChange[] = [];
  for (const [id, { quantity, item }] of quotedBy) {
    const got = orderedBy.get(id)?.quantity ?? 0;
    if (got !== quantity) changes.push({ item, quoted: quantity, ordered: got });
  }
  for (const [id, { quantity, item }] of orderedBy) {
    if (!quotedBy.has(id) && quantity > 0) changes.push({ item, quoted: 0, ordered: quantity });
  }
  return changes;
}
