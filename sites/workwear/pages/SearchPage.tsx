import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { SearchPage as ShopSearchPage } from '../../shared/shop/SearchPage';
import { workwearCollectionOptions, workwearStandardFilter } from '../content/collection-options';

/** Beacon Workwear's search results, at `/search?q=…`. */
export function SearchPage() {
  return (
    <ShopSearchPage
      shop={workwearShop}
      options={workwearCollectionOptions}
      classPrefix="workwear"
      standard={workwearStandardFilter}
    />
  );
}
