import '@zcomm/storefront-ui/themes/sailing.css';
import './fonts.css';
import './sailing.css';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import type { SiteModule } from '../shared/shell/types';
import { shopPages } from '../shared/shop/shop-pages';
import { sailingCollectionOptions, sailingMoneyFormat } from './content/collection-options';
import { Layout } from './Layout';
import { purchasePromise } from './site';

/** The site's own tenant record, which comes with its chunk. */
export { sailing as tenant } from '@zcomm/site-data/tenants/sailing';

/** The shop's search, collection, product and crew-list pages. */
const shop = shopPages({
  shop: sailingShop,
  options: sailingCollectionOptions,
  moneyFormat: sailingMoneyFormat,
  classPrefix: 'sailing',
  promise: purchasePromise,
  collectionPages: () => import('./content/collections').then((m) => m.collectionPages),
});

/** Off Soundings: eleven addresses and the product pages, each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    shop.search,
    ...shop.collections,
    shop.product,
    { path: '/faq', load: () => import('./pages/FaqPage').then((m) => m.FaqPage) },
    {
      path: '/privacy-policy',
      load: () => import('./pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
    },
    {
      path: '/terms-of-service',
      load: () => import('./pages/TermsOfServicePage').then((m) => m.TermsOfServicePage),
    },
    { path: '/contact', load: () => import('./pages/ContactPage').then((m) => m.ContactPage) },
    {
      path: '/bulk-order',
      load: () => import('./pages/BulkOrderPage').then((m) => m.BulkOrderPage),
    },
    shop.crew,
  ],
};
