import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { CollectionPage as ShopCollectionPage } from '../../shared/shop/CollectionPage';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';
import { collectionPages } from '../content/collections';

/** An Off Soundings collection, at its path (`/outerwear`). */
export function CollectionPage() {
  return (
    <ShopCollectionPage
      shop={sailingShop}
      pages={collectionPages}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
      classPrefix="sailing"
    />
  );
}
