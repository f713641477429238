import { originOf } from '@zcomm/site-data/hosts';
import type { NavLink } from '@zcomm/storefront-ui';

/** Off Soundings: the store, and the company that runs it. */
export const sailing = {
  name: 'Off Soundings',
  tagline: 'Cherish The Memories Both On and Off the Water',
  email: 'support@offsoundings.example',
  phone: '(203) 555-0163',
  address: {
    street: '27 Harbor Street, Suite 2',
    city: 'Branford',
    region: 'CT',
    postalCode: '06405',
  },
} as const;

/** The operator: Z-Comm, whose about page lives on the agency's own site. */
export const operator = {
  name: 'Z-Comm',
  location: 'Branford, Connecticut',
  aboutUrl: new URL('/about', originOf('agency')).href,
} as const;

/** Effective dates of the two policies, as the documents print them. */
export const policyDates = { privacy: '6/10/2025', terms: '6/11/2025' } as const;

/** Store commitments quoted by the FAQ and the terms. */
export const storePolicies = {
  inStockShipping: '3–5 business days',
  returnWindow: '30 days of delivery',
  currency: 'U.S. dollars (USD)',
  governingLaw: 'the State of Connecticut',
} as const;

export const headerLinks: NavLink[] = [
  {
    label: 'Collections',
    href: '/shirts',
    children: [
      { label: 'Shirts', href: '/shirts' },
      { label: 'Outerwear', href: '/outerwear' },
      { label: 'Headwear', href: '/headwear' },
    ],
  },
  { label: 'Help', href: '/faq' },
  { label: 'Contact', href: '/contact' },
];

export const footerLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Contact', href: '/contact' },
];
