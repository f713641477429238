/**
 * A shop's delivery and returns promise: the two lines shown beside Add to cart and in the cart,
 * each shop's derived from its own policy constants (the ones its terms and FAQ quote), so the
 * figures live in one place. Types only: no module of its own in the build.
 */
export interface PurchasePromise {
  /** When an order arrives, e.g. “Standard U.S. shipping in 3–7 business days”. */
  delivery: string;
  /** How long a return is accepted, e.g. “Returns within 30 days of delivery”. */
  returns: string;
  /** The cart's notice under the subtotal: the two lines, then where the shipping cost is shown. */
  cartNotice: string;
}
