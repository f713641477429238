import { SearchPage as ShopSearchPage } from '../../shared/SearchPage';
import { workwearShop } from '../../shared/shops';
import { workwearCollectionOptions } from '../content/collection-options';
import { collectionPages } from '../content/collections';

/** Beacon Workwear's search results, at `/search?q=…`. */
export function SearchPage() {
  return (
    <ShopSearchPage
      shop={workwearShop}
      pages={collectionPages}
      options={workwearCollectionOptions}
      classPrefix="workwear"
    />
  );
}
