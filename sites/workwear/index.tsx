import '@zcomm/storefront-ui/themes/workwear.css';
import './fonts.css';
import './workwear.css';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import type { SiteModule } from '../shared/shell/types';
import { shopPages } from '../shared/shop/shop-pages';
import { workwearCollectionOptions, workwearStandardFilter } from './content/collection-options';
import { purchasePromise } from './content/policies';
import { Layout } from './Layout';

/** The site's own tenant record, which comes with its chunk. */
export { workwear as tenant } from '@zcomm/site-data/tenants/workwear';

/** The shop's search, collection, product and crew-list pages. */
const shop = shopPages({
  shop: workwearShop,
  options: workwearCollectionOptions,
  classPrefix: 'workwear',
  standard: workwearStandardFilter,
  promise: purchasePromise,
  collectionPages: () => import('./content/collections').then((m) => m.collectionPages),
});

/** Beacon Workwear: nineteen addresses and the product pages, each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    { path: '/our-story', load: () => import('./pages/OurStoryPage').then((m) => m.OurStoryPage) },
    shop.search,
    ...shop.collections,
    shop.product,
    { path: '/faq', load: () => import('./pages/FaqPage').then((m) => m.FaqPage) },
    { path: '/contact', load: () => import('./pages/ContactPage').then((m) => m.ContactPage) },
    {
      path: '/bulk-order',
      load: () => import('./pages/BulkOrderPage').then((m) => m.BulkOrderPage),
    },
    shop.crew,
    { path: '/privacy', load: () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage) },
    { path: '/terms', load: () => import('./pages/TermsPage').then((m) => m.TermsPage) },
  ],
};
