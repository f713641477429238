import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { SearchPage as ShopSearchPage } from '../../shared/shop/SearchPage';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';

/** Off Soundings' search results, at `/search?q=…`. */
export function SearchPage() {
  return (
    <ShopSearchPage
      shop={sailingShop}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
      classPrefix="sailing"
    />
  );
}
