import '@zcomm/storefront-ui/themes/workwear.css';
import './fonts.css';
import './workwear.css';
import type { SiteModule } from '../shared/types';
import { Layout } from './Layout';
import { collectionRoutes } from './pages/CollectionPage';
import { ContactPage } from './pages/ContactPage';
import { FaqPage } from './pages/FaqPage';
import { HomePage } from './pages/HomePage';
import { OurStoryPage } from './pages/OurStoryPage';
import { PrivacyPage, TermsPage } from './pages/PolicyPages';

/** Beacon Workwear: sixteen routes. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', Component: HomePage },
    { path: '/our-story', Component: OurStoryPage },
    ...collectionRoutes,
    { path: '/faq', Component: FaqPage },
    { path: '/contact', Component: ContactPage },
    { path: '/privacy', Component: PrivacyPage },
    { path: '/terms', Component: TermsPage },
  ],
};
