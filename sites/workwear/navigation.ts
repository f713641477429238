/** Beacon Workwear's header and footer links: its collections by name, its help and policy pages. */
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import type { FooterProps, NavLink } from '@zcomm/storefront-ui';
import { mainSiteOrigin } from './site';

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

/** The footer's columns: every collection, help, then the policies (the spec's privacy, terms and contact links among them). */
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
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];
