import '@zcomm/storefront-ui/themes/stub-3.css';
import './fonts/inter.css';
import './fonts/source-serif-4.css';
import './stubs.css';
import type { ReactNode } from 'react';
import type { SiteModule } from '../shared/shell/types';
import logo from './assets/stub-3/logo.svg';
import mark from './assets/stub-3/mark.svg';
import { type StubBrand, StubLayout, stubPages } from './StubSite';

/** The site's own tenant record, which comes with its chunk. */
export { stub3 as tenant } from '@zcomm/site-data/tenants/stub-3';

/** Lantern & Loom: craft and weaving supplies, opening soon. */
const brand: StubBrand = {
  name: 'Lantern & Loom',
  offering: 'craft and weaving supplies',
  logo: { src: logo, width: 256, height: 48 },
  mark: { src: mark, width: 48, height: 48 },
};

function Layout({ children }: { children: ReactNode }) {
  return <StubLayout brand={brand}>{children}</StubLayout>;
}

export const site: SiteModule = { Layout, pages: stubPages };
