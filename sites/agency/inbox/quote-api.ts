/**
 * A bulk order's priced checkout link, for the inbox: the quote (each line at its list price,
 * and the links made) and making a link at the agreed unit prices. The types are the API's own
 * (`@zcomm/site-data/api/quotes`); an answer is checked for that shape before it is used.
 */
import type { CheckoutLink, Quote } from '@zcomm/site-data/api/quotes';
import { ApiError, isRecord, request } from '../../shared/shell/api';

export type { CheckoutLink, OrderChange, Quote } from '@zcomm/site-data/api/quotes';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

const isLine = (value: unknown) =>
  isRecord(value) &&
  isText(value.product) &&
  isText(value.variant) &&
  isText(value.variant_id) &&
  typeof value.quantity === 'number' &&
  isText(value.list_price);

const isChange = (value: unknown) =>
  isRecord(value) &&
  isText(value.item) &&
  typeof value.quoted === 'number' &&
  typeof value.ordered === 'number';

/** What an order changed: none yet (null), or a list of items. */
const isChanges = (value: unknown) =>
  value === null || (Array.isArray(value) && value.every(isChange));

const isLink = (value: unknown): value is CheckoutLink =>
  isRecord(value) &&
  isText(value.url) &&
  isTextOrNull(value.discount_code) &&
  isText(value.email) &&
  isText(value.total) &&
  isText(value.created_at) &&
  isTextOrNull(value.ordered_at) &&
  isChanges(value.order_changes) &&
  Array.isArray(value.lines) &&
  value.lines.every(isLine);

const isQuote = (value: unknown): value is Quote =>
  isRecord(value) &&
  Array.isArray(value.lines) &&
  value.lines.every(isLine) &&
  isTextOrNull(value.email) &&
  Array.isArray(value.links) &&
  value.links.every(isLink);

function checked<T>(value: unknown, check: (value: unknown) => value is T): T {
  if (!check(value)) throw new ApiError('shape', 'The inbox answered in an unexpected shape');
  return value;
}

const quotePath = (id: string) => `inbox/submissions/${encodeURIComponent(id)}`;

/** The lead's lines at their list prices now, and the links made for it. */
export async function fetchQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return checked(await request(`${quotePath(id)}/quote`, { signal }), isQuote);
}

/** Makes the checkout link of the lead's lines at these unit prices (one a line). */
export async function makeCheckoutLink(id: string, unitPrices: string[]): Promise<CheckoutLink> {
  return checked(
    await request(`${quotePath(id)}/checkout-link`, {
      method: 'POST',
      body: { unit_prices: unitPrices },
    }),
    isLink,
  );
}

/** Cents of an amount typed by staff (`74.5`, `$74.50`), or undefined when it is none. */
export function typedCents(text: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as an amount: `74.50`. */
export const amountText = (cents: number) => (cents / 100).toFixed(2);

/** The reply that sends a link: the lines at their prices, the total and the link. */
export function linkReply(link: CheckoutLink): string {
  const lines = link.lines.map(
    (line) => `${line.quantity} × ${line.product} — ${line.variant} at $${line.unit_price}`,
  );
  return [
    'Here is your order at the prices we agreed:',
    '',
    ...lines,
    '',
    `Total: $${link.total}${link.discount_code ? ` (discount code ${link.discount_code} applied)` : ''}`,
    '',
    `Check out here: ${link.url}`,
  ].join('\n');
}
