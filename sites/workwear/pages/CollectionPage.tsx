import { CollectionPage as ShopCollectionPage } from '../../shared/CollectionPage';
import { workwearShop } from '../../shared/shops';
import { workwearCollectionOptions } from '../content/collection-options';
import { collectionPages } from '../content/collections';

/** A Beacon Workwear collection, at its path (`/jackets`). */
export function CollectionPage() {
  return (
    <ShopCollectionPage
      shop={workwearShop}
      pages={collectionPages}
      options={workwearCollectionOptions}
      classPrefix="workwear"
    />
  );
}
