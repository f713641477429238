import type { AddLinesToCartOptions, AddToCartOptions } from './buy-button';

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

/**
 * Adds several lines to the shop's cart in one storefront call, each a line of its own, and
 * opens the cart (as `addToCart`): an order of several sizes and colours at once.
 */
export async function addLinesToCart(add: AddLinesToCartOptions): Promise<void> {
  const { addLinesToCart: addNow } = await import('./buy-button');
  return addNow(add);
}
