import '@zcomm/storefront-ui/themes/sailing.css';
import './fonts.css';
import './sailing.css';
import type { SiteModule } from '../shared/types';
import { Layout } from './Layout';
import { collectionRoutes } from './pages/CollectionPage';
import { ContactPage } from './pages/ContactPage';
import { FaqPage } from './pages/FaqPage';
import { HomePage } from './pages/HomePage';
import { PrivacyPolicyPage, TermsOfServicePage } from './pages/PolicyPages';

/** Off Soundings: eight routes. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', Component: HomePage },
    ...collectionRoutes,
    { path: '/faq', Component: FaqPage },
    { path: '/privacy-policy', Component: PrivacyPolicyPage },
    { path: '/terms-of-service', Component: TermsOfServicePage },
    { path: '/contact', Component: ContactPage },
  ],
};
