import { originOf } from '@zcomm/site-data/hosts';
import type { FooterProps, NavLink } from '@zcomm/storefront-ui';
import { matchPath } from 'react-router-dom';

/** The storefront address of a sister site, from the tenants module. */
function storeUrl(siteId: 'workwear' | 'sailing'): string {
  return `${originOf(siteId)}/`;
}

/** Z-Comm: the agency's identity and contact details, shared by the chrome, forms and policies. */
export const agency = {
  name: 'Z-Comm',
  tagline: 'Your Online Business Starts Here',
  phone: '(203) 555-0148',
  email: 'hello@zcomm.example',
  location: 'Branford, Connecticut',
  hours: 'Monday–Friday, 9 AM–5 PM ET',
} as const;

/** The agency's phone number as a `tel:` link. */
export const phoneHref = `tel:+1${agency.phone.replace(/\D/g, '')}`;

/** The two stores Z-Comm runs, shown in the Our Stores dropdown. */
export const sisterStores: NavLink[] = [
  { label: 'Beacon Workwear', href: storeUrl('workwear'), external: true },
  { label: 'Off Soundings', href: storeUrl('sailing'), external: true },
];

/** Desktop navigation (992 px and wider). */
export const desktopNav: NavLink[] = [
  { label: 'Our Stores', href: storeUrl('workwear'), children: sisterStores },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Help', href: '/faq' },
  { label: 'Get A Quote', href: '/quote' },
  { label: 'Contact', href: '/contact' },
];

/**
 * Mobile menu (below 992 px): the spec's items after the stores Z-Comm runs, its best proof of
 * work, which the desktop bar shows in its Our Stores dropdown.
 */
export const mobileNav: NavLink[] = [
  { label: 'Our Stores', href: storeUrl('workwear'), children: sisterStores },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Help', href: '/faq' },
  { label: 'Get A Quote', href: '/quote' },
  { label: 'Contact', href: '/contact' },
];

export const footerGroups: NonNullable<FooterProps['groups']> = [
  {
    heading: 'Explore',
    links: [
      { label: 'Get A Quote', href: '/quote' },
      { label: 'About', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Learn More',
    links: [
      { label: 'Help', href: '/faq' },
      { label: 'Guarantee', href: '/guarantee' },
      { label: 'Returns & Refunds Policy', href: '/returns' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Shipping Policy', href: '/shipping' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  { heading: 'Our Stores', links: sisterStores },
];

export const footerContact: NonNullable<FooterProps['contact']> = {
  heading: 'Ready to Get Started?',
  phone: agency.phone,
  email: agency.email,
};

export const socialLinks: NonNullable<FooterProps['social']> = [
  { network: 'facebook', href: 'https://www.facebook.com/zcomm', label: 'Z-Comm on Facebook' },
  { network: 'instagram', href: 'https://www.instagram.com/zcomm', label: 'Z-Comm on Instagram' },
  { network: 'youtube', href: 'https://www.youtube.com/@zcomm', label: 'Z-Comm on YouTube' },
  {
    network: 'linkedin',
    href: 'https://www.linkedin.com/company/zcomm',
    label: 'Z-Comm on LinkedIn',
  },
];

/** Routes that end in their own call to action (forms, account and staff screens, legal texts): no "Think We Can Help?" block. */
export const pathsWithoutCallToAction: readonly string[] = [
  '/quote',
  '/register',
  '/login',
  '/inbox',
  '/forgot',
  '/reset',
  '/write',
  '/edit',
  '/privacy',
  '/shipping',
  '/returns',
  '/terms',
];

/** Whether the "Think We Can Help?" call to action closes the page at this path. */
export function showsCallToAction(pathname: string): boolean {
  return !pathsWithoutCallToAction.some((path) => matchPath(path, pathname));
}

/** The share image of every page (a file in public/, served at the site root). */
export const socialImage = '/social-card.jpg';

/** Effective date of every agency policy. */
export const policyEffectiveDate = '06/26/2025';
