import { ProductPage as ShopProductPage } from '../../shared/ProductPage';
import { workwearShop } from '../../shared/shops';
import { workwearCollectionOptions } from '../content/collection-options';

/** A Beacon Workwear product, at `/products/:handle` (rendered by the server). */
export function ProductPage() {
  return <ShopProductPage shop={workwearShop} options={workwearCollectionOptions} />;
}
