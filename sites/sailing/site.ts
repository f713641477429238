import { originOf } from '@zcomm/site-data/hosts';
import { sailing as tenant } from '@zcomm/site-data/tenants/sailing';
import type { FooterProps, NavLink } from '@zcomm/storefront-ui';
import type { PurchasePromise } from '../shared/shop/purchase-promise';

/** Off Soundings: the store, and the company that runs it. */
export const sailing = {
  name: 'Off Soundings',
  tagline: 'Cherish The Memories Both On and Off the Water',
  /** E-mail, phone and postal address, from the tenant record. */
  ...tenant.contact,
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

const delivery = `In-stock items ship within ${storePolicies.inStockShipping}`;
const returns = `Returns within ${storePolicies.returnWindow}`;

/** The promise beside Add to cart and in the cart, in the policies' own figures. */
export const purchasePromise: PurchasePromise = {
  delivery,
  returns,
  cartNotice: `${delivery}. ${returns}. Shipping cost is shown at checkout.`,
};

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

/** The footer's columns: the three collections, help, and the policies (the privacy, terms and contact links among them). */
export const footerGroups: NonNullable<FooterProps['groups']> = [
  {
    heading: 'Shop',
    links: tenant.shop.collections.map((collection) => ({
      label: collection.name,
      href: collection.path,
    })),
  },
  {
    heading: 'Help',
    links: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ],
  },
];

/** How to reach customer support, in the footer. */
export const footerContact: NonNullable<FooterProps['contact']> = {
  heading: 'Customer Support',
  phone: sailing.phone,
  email: sailing.email,
  address: [
    sailing.address.street,
    `${sailing.address.city}, ${sailing.address.region} ${sailing.address.postalCode}`,
  ],
};
