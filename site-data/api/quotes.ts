/**
 * A bulk order's priced checkout link, as the inbox API gives it: the quote (each line with its
 * list price), the agreed unit prices staff send, and the links made (the storefront cart with
 * exactly those lines, the agreed discount code and the buyer's e-mail). The server's routes
 * validate with these schemas; the agency's inbox reads their types.
 */
import { type Static, type TSchema, Type } from 'typebox';

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

/** An amount in dollars with at most two decimals (`"89"`, `"74.50"`). */
export const AMOUNT_PATTERN = '^\\d{1,7}(?:\\.\\d{1,2})?$';

/** One line of a quote as the link priced it. */
export const QuotedLine = Type.Object({
  product: Type.String(),
  variant: Type.String(),
  variant_id: Type.String(),
  quantity: Type.Integer(),
  /** The shop's price of one piece, `"89.00"`. */
  list_price: Type.String(),
  /** The agreed price of one piece, `"74.50"`. */
  unit_price: Type.String(),
});
export type QuotedLine = Static<typeof QuotedLine>;

/**
 * An item an order placed through a checkout link has in another quantity than the link did:
 * `0` quoted is an item the buyer added, `0` ordered one the buyer left out.
 */
export const OrderChange = Type.Object({
  /** The product and its variant, `"Class 3 Jacket — Yellow / L"`. */
  item: Type.String(),
  quoted: Type.Integer({ minimum: 0 }),
  ordered: Type.Integer({ minimum: 0 }),
});
export type OrderChange = Static<typeof OrderChange>;

/** A checkout link made for a lead, and the order it became, if it did. */
export const CheckoutLink = Type.Object({
  url: Type.String(),
  /** The discount code the cart carries (none when every line is at its list price). */
  discount_code: nullable(Type.String()),
  email: Type.String(),
  lines: Type.Array(QuotedLine),
  /** What the buyer pays for the lines, `"1788.00"`. */
  total: Type.String(),
  created_at: Type.String(),
  created_by: nullable(Type.String()),
  ordered_at: nullable(Type.String()),
  order_name: nullable(Type.String()),
  /**
   * What the order changed from the link's lines: empty when it was ordered as quoted; null
   * until it is ordered, or when the shop's order named no lines.
   */
  order_changes: nullable(Type.Array(OrderChange)),
});
export type CheckoutLink = Static<typeof CheckoutLink>;

/** `GET …/quote`: the lead's lines with their list prices now, and the links made. */
export const Quote = Type.Object({
  lines: Type.Array(Type.Omit(QuotedLine, ['unit_price'])),
  currency: Type.String(),
  /** Where the link would go: the buyer's e-mail, or null when the lead has no valid one. */
  email: nullable(Type.String()),
  links: Type.Array(CheckoutLink),
});
export type Quote = Static<typeof Quote>;

/** `POST …/checkout-link`: the agreed price of one piece of each line, in the lead's order. */
export const CheckoutLinkRequest = Type.Object(
  {
    unit_prices: Type.Array(
      Type.String({
        pattern: AMOUNT_PATTERN,
        errorMessage: 'Give each unit price as an amount, like 74.50.',
      }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type CheckoutLinkRequest = Static<typeof CheckoutLinkRequest>;

/** Dollars as cents, for an amount that matches `AMOUNT_PATTERN`. */
export function amountCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the API writes them: `"74.50"`. */
export function centsAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
