import { type ComponentProps, Fragment, type ReactNode, useId } from 'react';
import type { LinkComponent, NavLink } from '../../types';
import { linkElement } from '../../utils/links';
import { Icon } from '../Icon';

export type FooterSocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x';

/** A titled column of links. */
export interface FooterGroup {
  heading: string;
  links: NavLink[];
}

/** How to reach the business. */
export interface FooterContact {
  heading: string;
  /** Shown as written; the `tel:` link keeps only the digits (and a leading +). */
  phone?: string;
  email?: string;
  /** The postal address, one line per entry (street, then town), in an `<address>`. */
  address?: readonly string[];
  /** Extra text under the phone and e-mail, e.g. opening hours. */
  text?: ReactNode;
}

/** A profile on a social network, shown as an icon link. */
export interface FooterSocialLink {
  network: FooterSocialNetwork;
  href: string;
  /** Accessible name of the icon link, e.g. “Z-Comm on Instagram”. */
  label: string;
}

export type FooterProps = ComponentProps<'footer'> & {
  /** The brand mark: an `<img>`, an inline SVG or text. */
  logo: ReactNode;
  /**
   * Where the logo links to.
   * @default '/'
   */
  logoHref?: string;
  /** Accessible name of the logo link, e.g. “Z-Comm home”. */
  logoLabel: string;
  /**
   * Titled link columns.
   * @default []
   */
  groups?: FooterGroup[];
  /**
   * A simple row of links beside the copyright line, e.g. privacy, terms, contact.
   * @default []
   */
  links?: NavLink[];
  /**
   * Accessible name of the row of `links`.
   * @default 'Footer'
   */
  linksLabel?: string;
  /** A contact column with phone and e-mail links. */
  contact?: FooterContact;
  /**
   * Social network profiles.
   * @default []
   */
  social?: FooterSocialLink[];
  /** The owner named in the copyright line. */
  copyright: string;
  /**
   * The copyright year.
   * @default the current year
   */
  year?: number;
  /**
   * Renders internal links, e.g. an adapter around React Router's `Link`. External links always
   * render as a plain `<a>`.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
};

/** `tel:` address for a phone number as people write it: digits only, keeping a leading +. */
function telephoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

function FooterLinkList({
  links,
  linkComponent,
  className,
}: {
  links: NavLink[];
  linkComponent: LinkComponent | undefined;
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const Link = linkElement(link, linkComponent);
        return (
          <li key={`${link.label}-${link.href}`}>
            <Link className="zc-footer__link" href={link.href}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An e-mail address that may wrap only before its `@` and its dots, never inside a word
 * (`overflow-wrap: anywhere` would split “example” in a narrow column).
 */
function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="zc-footer__email" data-slot="footer-email">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Site footer: logo, link columns, contact details, social links and the copyright line. */
export function Footer({
  logo,
  logoHref = '/',
  logoLabel,
  groups = [],
  links = [],
  linksLabel = 'Footer',
  contact,
  social = [],
  copyright,
  year,
  linkComponent,
  className,
  children,
  ...props
}: FooterProps) {
  const baseId = useId();
  const LogoLink = linkComponent ?? 'a';
  const shownYear = year ?? new Date().getFullYear();

  return (
    <footer
      className={className ? `zc-footer ${className}` : 'zc-footer'}
      data-slot="footer"
      {...props}
    >
      <div className="zc-container zc-footer__main">
        <div className="zc-footer__brand" data-slot="footer-brand">
          <LogoLink className="zc-footer__logo" href={logoHref} aria-label={logoLabel}>
            {logo}
          </LogoLink>
          {children ? (
            <div className="zc-footer__about" data-slot="footer-about">
              {children}
            </div>
          ) : null}
          {social.length > 0 ? (
            <ul className="zc-footer__social" data-slot="footer-social">
              {social.map((profile) => (
                <li key={`${profile.network}-${profile.href}`}>
                  <a
                    className="zc-footer__social-link"
                    data-slot="footer-social-link"
                    href={profile.href}
                    aria-label={profile.label}
                  >
                    <Icon name={profile.network} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {groups.map((group, index) => {
          const headingId = `${baseId}-group-${index}`;
          return (
            <nav
              key={group.heading}
              className="zc-footer__group"
              data-slot="footer-group"
              aria-labelledby={headingId}
            >
              <h2 id={headingId} className="zc-footer__heading" data-slot="footer-heading">
                {group.heading}
              </h2>
              <FooterLinkList
                className="zc-footer__list"
                links={group.links}
                linkComponent={linkComponent}
              />
            </nav>
          );
        })}

        {contact ? (
          <div className="zc-footer__group zc-footer__contact" data-slot="footer-group">
            <h2 className="zc-footer__heading" data-slot="footer-heading">
              {contact.heading}
            </h2>
            <ul className="zc-footer__list" data-slot="footer-list">
              {contact.phone ? (
                <li>
                  <a
                    className="zc-footer__link"
                    data-slot="footer-link"
                    href={telephoneHref(contact.phone)}
                  >
                    <Icon name="phone" size={18} />
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a
                    className="zc-footer__link"
                    data-slot="footer-link"
                    data-kind="email"
                    href={`mailto:${contact.email}`}
                  >
                    <Icon name="mail" size={18} />
                    <EmailAddress address={contact.email} />
                  </a>
                </li>
              ) : null}
              {contact.address && contact.address.length > 0 ? (
                <li className="zc-footer__address" data-slot="footer-address">
                  <Icon name="map-pin" size={18} />
                  <address>
                    {contact.address.map((line, index) => (
                      <Fragment key={line}>
                        {index > 0 ? <br /> : null}
                        {line}
                      </Fragment>
                    ))}
                  </address>
                </li>
              ) : null}
            </ul>
            {contact.text ? (
              <div className="zc-footer__contact-text" data-slot="footer-contact-text">
                {contact.text}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="zc-footer__bottom" data-slot="footer-bottom">
        <div className="zc-container zc-footer__bottom-bar">
          <p className="zc-footer__copyright" data-slot="footer-copyright" suppressHydrationWarning>
            {`© ${shownYear} ${copyright}. All rights reserved.`}
          </p>
          {links.length > 0 ? (
            <nav aria-label={linksLabel}>
              <FooterLinkList
                className="zc-footer__inline-list"
                links={links}
                linkComponent={linkComponent}
              />
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
