import '@zcomm/storefront-ui/themes/stub-2.css';
import './fonts/inter.css';
import './fonts/montserrat.css';
import './stubs.css';
import type { ReactNode } from 'react';
import type { SiteModule } from '../shared/shell/types';
import logo from './assets/stub-2/logo.svg';
import mark from './assets/stub-2/mark.svg';
import { type StubBrand, StubLayout, stubPages } from './StubSite';

/** The site's own tenant record, which comes with its chunk. */
export { stub2 as tenant } from '@zcomm/site-data/tenants/stub-2';

/** Ridgeway Outfitters: outdoor gear and apparel, opening soon. */
const brand: StubBrand = {
  name: 'Ridgeway Outfitters',
  offering: 'outdoor gear and apparel',
  logo: { src: logo, width: 190, height: 48 },
  mark: { src: mark, width: 48, height: 48 },
};

function Layout({ children }: { children: ReactNode }) {
  return <StubLayout brand={brand}>{children}</StubLayout>;
}

export const site: SiteModule = { Layout, pages: stubPages };
