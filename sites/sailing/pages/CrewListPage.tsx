import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { CrewListPage as ShopCrewListPage } from '../../shared/shop/CrewListPage';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';

/** Off Soundings' crew list, at `/crew?list=<id>`. */
export function CrewListPage() {
  return (
    <ShopCrewListPage
      shop={sailingShop}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
    />
  );
}
