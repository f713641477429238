import '@zcomm/storefront-ui/themes/sailing.css';
import './fonts.css';
import './sailing.css';
import { sailingShop } from '../shared/shops';
import type { SiteModule } from '../shared/types';
import { Layout } from './Layout';

const loadCollectionRoute = () => import('./pages/CollectionPage').then((m) => m.CollectionRoute);

/** Off Soundings: eight routes, each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    ...sailingShop.collections.map(({ path }) => ({ path, load: loadCollectionRoute })),
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
  ],
};
