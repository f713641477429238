import { ProductPage as ShopProductPage } from '../../shared/ProductPage';
import { sailingShop } from '../../shared/shops';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';

/** An Off Soundings product, at `/products/:handle` (rendered by the server). */
export function ProductPage() {
  return (
    <ShopProductPage
      shop={sailingShop}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
    />
  );
}
