import { SearchPage as ShopSearchPage } from '../../shared/SearchPage';
import { workwearShop } from '../../shared/shops';
import { workwearCollectionOptions } from '../content/collection-options';

/** Beacon Workwear's search results, at `/search?q=…`. */
export function SearchPage() {
  return (
    <ShopSearchPage
      shop={workwearShop}
      options={workwearCollectionOptions}
      classPrefix="workwear"
    />
  );
}
