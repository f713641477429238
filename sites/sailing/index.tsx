import '@zcomm/storefront-ui/themes/sailing.css';
import './fonts.css';
import './sailing.css';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import type { SiteModule } from '../shared/shell/types';
import { Layout } from './Layout';

/** The site's own tenant record, which comes with its chunk. */
export { sailing as tenant } from '@zcomm/site-data/tenants/sailing';

const loadCollectionPage = () => import('./pages/CollectionPage').then((m) => m.CollectionPage);

/** Off Soundings: eleven addresses and the product pages, each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    {
      path: '/search',
      load: () => import('./pages/SearchPage').then((m) => m.SearchPage),
      unlisted: true,
    },
    // One route per collection, so any other address is the not-found page at once, without
    // loading the collection page's code.
    ...sailingShop.collections.map(({ path }) => ({ path, load: loadCollectionPage })),
    {
      // Rendered by the server at request time with the product's data; never prerendered.
      path: '/products/:handle',
      paths: [],
      load: () => import('./pages/ProductPage').then((m) => m.ProductPage),
    },
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
    {
      // A crew list, named by `?list=<id>`: built once, read in the browser.
      path: '/crew',
      load: () => import('./pages/CrewListPage').then((m) => m.CrewListPage),
      unlisted: true,
    },
  ],
};
