import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { Footer, Header } from '@zcomm/storefront-ui';
import type { ReactNode } from 'react';
import { RouterLink } from '../shared/shell/link';
import { ShopCart } from '../shared/shop/shop-cart';
import { SiteSearch } from '../shared/shop/site-search';
import logo from './assets/logo.svg';
import logoInverse from './assets/logo-inverse.svg';
import { sailingCollectionOptions, sailingMoneyFormat } from './content/collection-options';
import { footerContact, footerGroups, headerLinks, operator, sailing } from './site';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header
        logo={<img src={logo} width={257} height={48} alt={sailing.name} />}
        logoLabel={`${sailing.name} home`}
        links={headerLinks}
        linkComponent={RouterLink}
        searchLabel="Search the shop"
        search={({ close }) => <SiteSearch store={sailingShop.store} onNavigate={close} />}
      >
        <ShopCart
          store={sailingShop.store}
          options={sailingCollectionOptions}
          moneyFormat={sailingMoneyFormat}
        />
      </Header>
      <main id="main" className="sailing-main">
        {children}
      </main>
      <Footer
        logo={<img src={logoInverse} width={257} height={48} alt={sailing.name} loading="lazy" />}
        logoLabel={`${sailing.name} home`}
        groups={footerGroups}
        contact={footerContact}
        copyright={sailing.name}
        linkComponent={RouterLink}
      >
        <p>
          {sailing.tagline}. Sailing-event apparel from {operator.location}, operated by{' '}
          {operator.name}.
        </p>
      </Footer>
    </>
  );
}
