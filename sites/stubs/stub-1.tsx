import '@zcomm/storefront-ui/themes/stub-1.css';
import './fonts/inter.css';
import './stubs.css';
import type { ReactNode } from 'react';
import type { SiteModule } from '../shared/shell/types';
import logo from './assets/stub-1/logo.svg';
import mark from './assets/stub-1/mark.svg';
import { type StubBrand, StubLayout, stubPages } from './StubSite';

/** The site's own tenant record, which comes with its chunk. */
export { stub1 as tenant } from '@zcomm/site-data/tenants/stub-1';

/** Harborline Goods: coastal home goods, opening soon. */
const brand: StubBrand = {
  name: 'Harborline Goods',
  offering: 'coastal home goods',
  logo: { src: logo, width: 245, height: 48 },
  mark: { src: mark, width: 48, height: 48 },
};

function Layout({ children }: { children: ReactNode }) {
  return <StubLayout brand={brand}>{children}</StubLayout>;
}

export const site: SiteModule = { Layout, pages: stubPages };
