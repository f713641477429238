import type { FooterProps, NavLink } from '@zcomm/storefront-ui';
import { workwearShop } from '../shared/shops';
import { storePolicies } from './content/policies';

/** Beacon Workwear: the company behind the shop, as its pages, policies and footer name it. */
export const workwear = {
  name: 'Beacon Workwear',
  tagline: 'High-visibility workwear built for the jobsite',
  headquarters: 'Guilford, Connecticut',
  address: { street: '1450 Boston Post Road', city: 'Guilford', region: 'CT', postalCode: '06437' },
  email: 'support@beaconworkwear.example',
  phone: '(203) 555-0172',
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

/** The ten collections in the order a shopper browses them in the Collections menu. */
const menuOrder = [
  '/new-releases',
  '/best-sellers',
  '/jackets',
  '/vests',
  '/shirts',
  '/hoodies',
  '/pants',
  '/headwear',
  '/accessories',
  '/concealed-carry',
] as const satisfies readonly (typeof workwearShop.collections)[number]['path'][];

/** Shorter menu labels where a collection's full name is long. */
const menuLabels: Partial<Record<(typeof menuOrder)[number], string>> = {
  '/concealed-carry': 'Concealed Carry',
};

/** A header link: internal while `origin` is null, else an absolute external link to the main site. */
export function mainSiteLink(label: string, path: string, origin: string | null): NavLink {
  return origin
    ? { label, href: new URL(path, origin).href, external: true }
    : { label, href: path };
}

/** The header entries: Our Story, the Collections dropdown, Help and Contact. */
export function headerLinks(origin: string | null = mainSiteOrigin): NavLink[] {
  const collections = menuOrder.map((path) => {
    const collection = workwearShop.collections.find((entry) => entry.path === path);
    return mainSiteLink(menuLabels[path] ?? collection?.name ?? path, path, origin);
  });
  return [
    mainSiteLink('Our Story', '/our-story', origin),
    { ...mainSiteLink('Collections', '/best-sellers', origin), children: collections },
    mainSiteLink('Help', '/faq', origin),
    mainSiteLink('Contact', '/contact', origin),
  ];
}

/** Where the header logo leads: home on this site, or the main site's home. */
export const logoHref = mainSiteOrigin ? new URL('/', mainSiteOrigin).href : '/';

/** The footer's columns: every collection, then help and the policies (the spec's privacy, terms and contact links among them). */
export const footerGroups: NonNullable<FooterProps['groups']> = [
  {
    heading: 'Shop',
    links: menuOrder.map((path) => {
      const collection = workwearShop.collections.find((entry) => entry.path === path);
      return { label: menuLabels[path] ?? collection?.name ?? path, href: path };
    }),
  },
  {
    heading: 'Help',
    links: [
      { label: 'Our Story', href: '/our-story' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

/** How to reach customer support, in the footer. */
export const footerContact: NonNullable<FooterProps['contact']> = {
  heading: 'Customer Support',
  phone: workwear.phone,
  email: workwear.email,
  text: `${storePolicies.supportHours}. ${workwear.address.street}, ${workwear.address.city}, ${workwear.address.region} ${workwear.address.postalCode}.`,
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
