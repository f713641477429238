import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { CrewListPage as ShopCrewListPage } from '../../shared/shop/CrewListPage';
import { workwearCollectionOptions } from '../content/collection-options';

/** Beacon Workwear's crew list, at `/crew?list=<id>`. */
export function CrewListPage() {
  return <ShopCrewListPage shop={workwearShop} options={workwearCollectionOptions} />;
}
