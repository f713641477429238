import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { CollectionPage as ShopCollectionPage } from '../../shared/shop/CollectionPage';
import { workwearCollectionOptions, workwearStandardFilter } from '../content/collection-options';
import { collectionPages } from '../content/collections';

/** A Beacon Workwear collection, at its path (`/jackets`). */
export function CollectionPage() {
  return (
    <ShopCollectionPage
      shop={workwearShop}
      pages={collectionPages}
      options={workwearCollectionOptions}
      classPrefix="workwear"
      standard={workwearStandardFilter}
    />
  );
}
