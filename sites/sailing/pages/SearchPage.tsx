import { SearchPage as ShopSearchPage } from '../../shared/SearchPage';
import { sailingShop } from '../../shared/shops';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';
import { collectionPages } from '../content/collections';

/** Off Soundings' search results, at `/search?q=…`. */
export function SearchPage() {
  return (
    <ShopSearchPage
      shop={sailingShop}
      pages={collectionPages}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
      classPrefix="sailing"
    />
  );
}
