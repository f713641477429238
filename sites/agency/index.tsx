import '@zcomm/storefront-ui/themes/agency.css';
import '@fontsource-variable/inter/wght.css';
import './agency.css';
import type { SiteModule } from '../shared/types';
import { Layout } from './Layout';
import { AboutPage } from './pages/AboutPage';
import { ContactPage } from './pages/ContactPage';
import { FaqPage } from './pages/FaqPage';
import { HomePage } from './pages/HomePage';
import {
  GuaranteePage,
  PrivacyPage,
  ReturnsPage,
  ShippingPage,
  TermsPage,
} from './pages/PolicyPage';
import { QuotePage } from './pages/QuotePage';
import { ServicesPage } from './pages/ServicesPage';

export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', Component: HomePage },
    { path: '/about', Component: AboutPage },
    { path: '/services', Component: ServicesPage },
    { path: '/faq', Component: FaqPage },
    { path: '/privacy', Component: PrivacyPage },
    { path: '/shipping', Component: ShippingPage },
    { path: '/returns', Component: ReturnsPage },
    { path: '/guarantee', Component: GuaranteePage },
    { path: '/terms', Component: TermsPage },
    { path: '/quote', Component: QuotePage },
    { path: '/contact', Component: ContactPage },
  ],
};
