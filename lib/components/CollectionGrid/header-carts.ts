/** Header carts on the page (`CartButton`): while there is one, carts get no floating tab. */
let headerCarts = 0;

/**
 * Registers a header cart for as long as it is shown; returns the unregister function. On its
 * own, so a page's header counts its cart without loading the code that opens it.
 */
export function registerHeaderCart(): () => void {
  headerCarts += 1;
  let registered = true;
  return () => {
    if (registered) headerCarts -= 1;
    registered = false;
  };
}

/** Whether the page shows a header cart. */
export function hasHeaderCart(): boolean {
  return headerCarts > 0;
}
