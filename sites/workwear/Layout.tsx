import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { Footer, Header, TrustBadges } from '@zcomm/storefront-ui';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { RouterLink } from '../shared/shell/link';
import { ShopCart } from '../shared/shop/shop-cart';
import { SiteSearch } from '../shared/shop/site-search';
import logo from './assets/logo.svg';
import logoInverse from './assets/logo-inverse.svg';
import { whyChooseUs } from './content/badges';
import { workwearCollectionOptions } from './content/collection-options';
import { footerGroups, headerLinks } from './navigation';
import { footerContact, logoHref, pathsWithoutTrustBadges, storePolicies, workwear } from './site';

/** Whether the "Why Choose Us" badges close the page at this path (not on the legal texts). */
export function showsTrustBadges(pathname: string): boolean {
  return !pathsWithoutTrustBadges.some((path) => matchPath(path, pathname));
}

const links = headerLinks();

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();

  return (
    <>
      <Header
        logo={<img src={logo} width={171} height={48} alt={workwear.name} />}
        logoHref={logoHref}
        logoLabel={`${workwear.name} home`}
        links={links}
        linkComponent={RouterLink}
        searchLabel="Search the shop"
        search={({ close }) => <SiteSearch store={workwearShop.store} onNavigate={close} />}
      >
        <ShopCart store={workwearShop.store} options={workwearCollectionOptions} />
      </Header>
      <main id="main" className="workwear-main">
        {children}
      </main>
      {showsTrustBadges(pathname) ? (
        <TrustBadges
          className="workwear-badges"
          heading={whyChooseUs.heading}
          badges={whyChooseUs.badges}
        />
      ) : null}
      <Footer
        logo={<img src={logoInverse} width={171} height={48} alt={workwear.name} loading="lazy" />}
        logoLabel={`${workwear.name} home`}
        groups={footerGroups}
        contact={footerContact}
        copyright={workwear.name}
        linkComponent={RouterLink}
      >
        <p>
          ANSI-compliant high-visibility workwear from {workwear.headquarters}. Customer support{' '}
          {storePolicies.supportHours}.
        </p>
      </Footer>
    </>
  );
}
