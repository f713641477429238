import type { PurchasePromise } from '../../shared/shop/purchase-promise';

/*
 * A module of its own: the shop's grid and cart options quote it too, and they load apart from
 * the rest of the site's data.
 */

/**
 * The store's commitments, quoted by the terms, the FAQ and the trust badges so that every page
 * states them the same way.
 */
export const storePolicies = {
  returnWindow: '30 days of delivery',
  refundWindow: '30 days',
  shippingTime: '3–7 business days',
  shippingArea: 'the United States',
  supportHours: 'Monday–Friday, 9am–5pm EST',
  minimumAge: 18,
  governingLaw: 'the State of Connecticut',
  currency: 'U.S. dollars (USD)',
} as const;

const delivery = `Standard U.S. shipping in ${storePolicies.shippingTime}`;
const returns = `Returns within ${storePolicies.returnWindow}`;

/** The promise beside Add to cart and in the cart, in the policies' own figures. */
export const purchasePromise: PurchasePromise = {
  delivery,
  returns,
  cartNotice: `${delivery}. ${returns}. Shipping cost is shown at checkout.`,
};
