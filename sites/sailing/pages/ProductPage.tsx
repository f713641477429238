import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { ProductPage as ShopProductPage } from '../../shared/shop/ProductPage';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';
import { purchasePromise } from '../site';

/** An Off Soundings product, at `/products/:handle` (rendered by the server). */
export function ProductPage() {
  return (
    <ShopProductPage
      shop={sailingShop}
      options={sailingCollectionOptions}
      promise={purchasePromise}
      moneyFormat={sailingMoneyFormat}
    />
  );
}
