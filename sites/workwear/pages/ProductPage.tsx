import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { ProductPage as ShopProductPage } from '../../shared/shop/ProductPage';
import { workwearCollectionOptions } from '../content/collection-options';
import { purchasePromise } from '../content/policies';

/** A Beacon Workwear product, at `/products/:handle` (rendered by the server). */
export function ProductPage() {
  return (
    <ShopProductPage
      shop={workwearShop}
      options={workwearCollectionOptions}
      promise={purchasePromise}
    />
  );
}
