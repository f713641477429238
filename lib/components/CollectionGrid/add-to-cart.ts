import type { AddToCartOptions } from './buy-button';

/**
 * Adds a variant to the shop's cart, the one its grids and the header's cart button use, and
 * opens the cart: loading the library and creating the cart first when the page has not.
 * Resolves once the storefront has the line. The code behind it (`buy-button.ts`) loads with
 * the first call, so a page that only offers the button does not load it up front.
 */
export async function addToCart(add: AddToCartOptions): Promise<void> {
  const { addToCart: addNow } = await import('./buy-button');
  return addNow(add);
}
