import '@zcomm/storefront-ui/themes/workwear.css';
import './fonts.css';
import './workwear.css';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import type { SiteModule } from '../shared/shell/types';
import { Layout } from './Layout';

/** The site's own tenant record, which comes with its chunk. */
export { workwear as tenant } from '@zcomm/site-data/tenants/workwear';

const loadCollectionPage = () => import('./pages/CollectionPage').then((m) => m.CollectionPage);

/** Beacon Workwear: nineteen addresses and the product pages, each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    { path: '/our-story', load: () => import('./pages/OurStoryPage').then((m) => m.OurStoryPage) },
    {
      path: '/search',
      load: () => import('./pages/SearchPage').then((m) => m.SearchPage),
      unlisted: true,
    },
    // One route per collection, so any other address is the not-found page at once, without
    // loading the collection page's code.
    ...workwearShop.collections.map(({ path }) => ({ path, load: loadCollectionPage })),
    {
      // Rendered by the server at request time with the product's data; never prerendered.
      path: '/products/:handle',
      paths: [],
      load: () => import('./pages/ProductPage').then((m) => m.ProductPage),
    },
    { path: '/faq', load: () => import('./pages/FaqPage').then((m) => m.FaqPage) },
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
    { path: '/privacy', load: () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage) },
    { path: '/terms', load: () => import('./pages/TermsPage').then((m) => m.TermsPage) },
  ],
};
