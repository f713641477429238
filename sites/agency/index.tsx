import '@zcomm/storefront-ui/themes/agency.css';
import './fonts.css';
import './agency.css';
import './inbox.css';
import type { SiteModule } from '../shared/shell/types';
import { Layout } from './Layout';

/** The site's own tenant record, which comes with its chunk. */
export { agency as tenant } from '@zcomm/site-data/tenants/agency';

/** Z-Comm: thirteen public routes (two of them case studies) and two staff pages (sign-in, inbox), each page its own chunk. */
export const site: SiteModule = {
  Layout,
  pages: [
    { path: '/', load: () => import('./pages/HomePage').then((m) => m.HomePage) },
    { path: '/about', load: () => import('./pages/AboutPage').then((m) => m.AboutPage) },
    { path: '/services', load: () => import('./pages/ServicesPage').then((m) => m.ServicesPage) },
    {
      path: '/case-studies/beacon-workwear',
      load: () => import('./pages/CaseStudyPage').then((m) => m.WorkwearCaseStudyPage),
    },
    {
      path: '/case-studies/off-soundings',
      load: () => import('./pages/CaseStudyPage').then((m) => m.SailingCaseStudyPage),
    },
    { path: '/faq', load: () => import('./pages/FaqPage').then((m) => m.FaqPage) },
    { path: '/privacy', load: () => import('./pages/PrivacyPage').then((m) => m.PrivacyPage) },
    { path: '/shipping', load: () => import('./pages/ShippingPage').then((m) => m.ShippingPage) },
    { path: '/returns', load: () => import('./pages/ReturnsPage').then((m) => m.ReturnsPage) },
    {
      path: '/guarantee',
      load: () => import('./pages/GuaranteePage').then((m) => m.GuaranteePage),
    },
    { path: '/terms', load: () => import('./pages/TermsPage').then((m) => m.TermsPage) },
    { path: '/quote', load: () => import('./pages/QuotePage').then((m) => m.QuotePage) },
    { path: '/contact', load: () => import('./pages/ContactPage').then((m) => m.ContactPage) },
    {
      path: '/login',
      load: () => import('./pages/LoginPage').then((m) => m.LoginPage),
      private: true,
    },
    {
      path: '/inbox',
      load: () => import('./pages/InboxPage').then((m) => m.InboxPage),
      private: true,
    },
  ],
};
