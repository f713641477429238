/**
 * The storefront documents of a priced checkout link: the cart made for a quote's lines (with
 * the agreed discount code and the buyer's e-mail), and the read that checks it line for line.
 * The storefront gateway knows them as the server's own (`shopDocuments`).
 */
import type { KnownDocument } from '../storefront-gateway/documents.ts';

/** Makes the cart: `input` holds `lines`, `discountCodes` and `buyerIdentity.email`. */
export const QUOTE_CART_CREATE = `mutation QuoteCartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl }
    userErrors { field message }
    warnings { code message target }
  }
}`;

/** Reads the cart back: each line's variant, quantity, prices and discount, and the buyer. */
export const QUOTE_CART_QUERY = `query QuoteCart($id: ID!) {
  cart(id: $id) {
    id
    checkoutUrl
    buyerIdentity { email }
    discountCodes { code applicable }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 100) {
      nodes {
        quantity
        merchandise { ... on ProductVariant { id } }
        cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
        discountAllocations {
          discountedAmount { amount }
          ... on CartCodeDiscountAllocation { code }
        }
      }
    }
  }
}`;

export const quoteDocuments: readonly KnownDocument[] = [
  { name: 'QuoteCartCreate', query: QUOTE_CART_CREATE, source: 'server' },
  { name: 'QuoteCart', query: QUOTE_CART_QUERY, source: 'server' },
];
