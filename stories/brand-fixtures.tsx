import { type SiteId, tenants } from '@zcomm/site-data/tenants';
import { Icon, type IconName, type LinkComponentProps, type NavLink } from '@zcomm/storefront-ui';

export type BrandId = SiteId;

export const brandNames = Object.fromEntries(
  tenants.map((tenant) => [tenant.id, tenant.name]),
) as Record<BrandId, string>;

/** The mark beside each brand's wordmark in the stories (a star for a brand not listed). */
const brandMarks: Partial<Record<BrandId, IconName>> = {
  agency: 'arrow-right',
  workwear: 'shield-check',
  sailing: 'anchor',
  'stub-1': 'compass',
  'stub-2': 'map-pin',
  'stub-3': 'star',
};

export function brandOf(globals: Record<string, unknown>): BrandId {
  const brand = globals.brand;
  return typeof brand === 'string' && brand in brandNames ? (brand as BrandId) : 'agency';
}

/** A wordmark in the heading face, drawn in the current colour so it suits any header. */
export function BrandLogo({ brand }: { brand: BrandId }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5rem',
        fontFamily: 'var(--zc-font-heading)',
        fontWeight: 800,
        fontSize: '1.25rem',
        letterSpacing: 'var(--zc-heading-letter-spacing)',
        textTransform: 'var(--zc-heading-transform)' as 'none',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      <span
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: '2.25rem',
          height: '2.25rem',
          border: '2px solid currentColor',
          borderRadius: 'var(--zc-radius-button)',
        }}
      >
        <Icon name={brandMarks[brand] ?? 'star'} size={20} />
      </span>
      {brandNames[brand]}
    </span>
  );
}

export const agencyLinks: NavLink[] = [
  {
    label: 'Our Stores',
    href: '/stores',
    children: [
      { label: 'Beacon Workwear', href: 'https://workwear.example.com/', external: true },
      { label: 'Off Soundings', href: 'https://sailing.example.com/', external: true },
    ],
  },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Help', href: '/faq' },
  { label: 'Get A Quote', href: '/quote' },
  { label: 'Contact', href: '/contact' },
];

export const agencyMobileLinks: NavLink[] = agencyLinks.slice(1);

const collections = [
  'Best Sellers',
  'New Releases',
  'Jackets',
  'Vests',
  'Shirts',
  'Hoodies',
  'Pants',
  'Headwear',
  'Accessories',
  'Concealed Carry',
];

export const workwearLinks: NavLink[] = [
  { label: 'Our Story', href: 'https://workwear.example.com/our-story', external: true },
  {
    label: 'Collections',
    href: 'https://workwear.example.com/collections',
    children: collections.map((label) => ({
      label,
      href: `https://workwear.example.com/${label.toLowerCase().replace(/\s+/g, '-')}`,
      external: true,
    })),
  },
  { label: 'Help', href: 'https://workwear.example.com/faq', external: true },
  { label: 'Contact', href: 'https://workwear.example.com/contact', external: true },
];

/** Stands in for a router link in stories: renders an anchor that never navigates. */
export function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/** A story link component for which /services is the current page. */
export function ServicesPageLink(props: LinkComponentProps) {
  return <StoryLink aria-current={props.href === '/services' ? 'page' : undefined} {...props} />;
}

/** Jumps every CSS animation inside `element` to its end state, e.g. a dropdown's fade-in. */
export function finishAnimations(element: Element) {
  for (const animation of element.getAnimations({ subtree: true })) animation.finish();
}
