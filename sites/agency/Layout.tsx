import { AnnouncementBanner, ButtonLink, CallToAction, Footer, Header } from '@zcomm/storefront-ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../shared/shell/link';
import { logo, logoInverse } from './content/images';
import { StaffLayout, staffPaths } from './inbox/StaffLayout';
import {
  agency,
  desktopNav,
  footerContact,
  footerGroups,
  mobileNav,
  showsCallToAction,
  socialLinks,
} from './site';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (staffPaths.has(pathname)) return <StaffLayout>{children}</StaffLayout>;

  return (
    <>
      <AnnouncementBanner>{`${agency.name}, ${agency.tagline}`}</AnnouncementBanner>
      <Header
        logo={<img src={logo.src} width={logo.width} height={logo.height} alt={agency.name} />}
        logoLabel={`${agency.name} home`}
        links={desktopNav}
        mobileLinks={mobileNav}
        linkComponent={RouterLink}
      >
        {/* Phones only: the desktop bar has Get A Quote among its links. */}
        <ButtonLink
          linkComponent={RouterLink}
          href="/quote"
          variant="primary"
          className="agency-header-quote"
        >
          Get a quote
        </ButtonLink>
      </Header>
      <main id="main">{children}</main>
      {showsCallToAction(pathname) && (
        <CallToAction
          heading="Think We Can Help?"
          text="Tell us about your store, your products and where you want to take them. We reply to every request within one business day."
          action={{ label: 'Get A Quote', href: '/quote' }}
          linkComponent={RouterLink}
        />
      )}
      <Footer
        logo={
          <img
            src={logoInverse.src}
            width={logoInverse.width}
            height={logoInverse.height}
            alt={agency.name}
          />
        }
        logoLabel={`${agency.name} home`}
        groups={footerGroups}
        contact={footerContact}
        social={socialLinks}
        copyright={agency.name}
        linkComponent={RouterLink}
      />
    </>
  );
}
