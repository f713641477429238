import { STOREFRONT_CART_PATH } from '@zcomm/site-data/storefront-api';
import { CartButton, type CartButtonProps } from '@zcomm/storefront-ui/collection-grid';
import { findCartShop } from './collections';

export type ShopCartProps = Omit<CartButtonProps, 'shop'> & {
  /** The `store` of the shop (as GET /api/collections names it). */
  store: string;
};

/**
 * The shop's cart in the site header, on every page. Pass the shop's grid options (and money
 * format), so its cart looks the same wherever it opens. A browser whose storage lost its cart
 * finds it again through the cart the server keeps (the cookie cart).
 */
export function ShopCart({ store, ...props }: ShopCartProps) {
  return (
    <CartButton shop={() => findCartShop(store)} cartEndpoint={STOREFRONT_CART_PATH} {...props} />
  );
}
