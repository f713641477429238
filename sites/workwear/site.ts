import { workwear as tenant } from '@zcomm/site-data/tenants/workwear';
import type { FooterProps } from '@zcomm/storefront-ui';
import { storePolicies } from './content/policies';

/** Beacon Workwear: the company behind the shop, as its pages, policies and footer name it. */
export const workwear = {
  name: 'Beacon Workwear',
  tagline: 'High-visibility workwear built for the jobsite',
  headquarters: 'Guilford, Connecticut',
  /** E-mail, phone and postal address, from the tenant record. */
  ...tenant.contact,
  associates: 'more than 100 associates worldwide',
} as const;

export { storePolicies } from './content/policies';

/** Effective dates of the two policies, as the documents print them. */
export const policyDates = { privacy: '07/24/2025', terms: '07/24/2025' } as const;

/**
 * Where the header links point. `null` keeps them on this site, routed in the page; an origin
 * such as `'https://beaconworkwear.example'` sends them to that main site as external links.
 */
export const mainSiteOrigin: string | null = null;

/** Where the header logo leads: home on this site, or the main site's home. */
export const logoHref = mainSiteOrigin ? new URL('/', mainSiteOrigin).href : '/';

/** How to reach customer support, in the footer. */
export const footerContact: NonNullable<FooterProps['contact']> = {
  heading: 'Customer Support',
  phone: workwear.phone,
  email: workwear.email,
  address: [
    workwear.address.street,
    `${workwear.address.city}, ${workwear.address.region} ${workwear.address.postalCode}`,
  ],
  text: `${storePolicies.supportHours}.`,
};

/** The two networks the story page links to. */
export const socialLinks: NonNullable<FooterProps['social']> = [
  {
    network: 'facebook',
    href: 'https://www.facebook.com/beaconworkwear',
    label: 'Beacon Workwear on Facebook',
  },
  {
    network: 'instagram',
    href: 'https://www.instagram.com/beaconworkwear',
    label: 'Beacon Workwear on Instagram',
  },
];

/** Pages that end without the "Why Choose Us" badges: the legal texts. */
export const pathsWithoutTrustBadges: readonly string[] = ['/privacy', '/terms'];
