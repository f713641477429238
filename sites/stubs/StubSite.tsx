import type { ImageSource } from '@zcomm/storefront-ui';
import { Container } from '@zcomm/storefront-ui';
import { createContext, type ReactNode, useContext } from 'react';
import { RouterLink } from '../shared/shell/link';
import { SitePageMeta } from '../shared/shell/page-meta';
import type { SitePage } from '../shared/shell/types';

/** What makes a placeholder site one brand's own. */
export interface StubBrand {
  name: string;
  /** What the brand will sell, in a few words: "coastal home goods". */
  offering: string;
  /** Full logo (mark and wordmark), 48 px high. */
  logo: ImageSource;
  /** Square logo mark. */
  mark: ImageSource;
}

const BrandContext = createContext<StubBrand | null>(null);

function useBrand(): StubBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('Stub pages must be rendered inside <StubLayout>');
  return brand;
}

export interface StubLayoutProps {
  brand: StubBrand;
  children: ReactNode;
}

/** The chrome of a brand that is not open yet: logo, a Contact link and the copyright line. */
export function StubLayout({ brand, children }: StubLayoutProps) {
  return (
    <BrandContext value={brand}>
      <div className="stub">
        <header className="stub__header">
          <Container className="stub__bar">
            <RouterLink className="stub__logo" href="/" aria-label={`${brand.name} home`}>
              <img
                src={brand.logo.src}
                width={brand.logo.width}
                height={brand.logo.height}
                alt={brand.name}
              />
            </RouterLink>
            <nav aria-label="Main">
              <RouterLink className="stub__nav-link" href="/contact">
                Contact
              </RouterLink>
            </nav>
          </Container>
        </header>
        <main id="main" className="stub__main">
          {children}
        </main>
        <footer className="stub__footer">
          <Container className="stub__bar">
            <p>
              © {new Date().getFullYear()} {brand.name}. All rights reserved.
            </p>
          </Container>
        </footer>
      </div>
    </BrandContext>
  );
}

function Placeholder({ heading }: { heading: string }) {
  const brand = useBrand();
  return (
    <Container as="section" className="stub__placeholder" aria-labelledby="stub-heading">
      <img
        className="stub__mark"
        src={brand.mark.src}
        width={brand.mark.width}
        height={brand.mark.height}
        alt=""
      />
      <h1 id="stub-heading">{heading}</h1>
    </Container>
  );
}

export function StubHomePage() {
  const brand = useBrand();
  return (
    <>
      <SitePageMeta
        title="Opening Soon"
        description={`${brand.name}, ${brand.offering}, is opening soon.`}
      />
      <Placeholder heading={`${brand.name}\u00a0— opening soon`} />
    </>
  );
}

export function StubContactPage() {
  const brand = useBrand();
  return (
    <>
      <SitePageMeta
        title="Contact"
        description={`Contact details for ${brand.name} are coming soon.`}
      />
      <Placeholder heading={`Contact ${brand.name}\u00a0— coming soon`} />
    </>
  );
}

/** The two routes every stub has: a home and a contact placeholder. */
export const stubPages: SitePage[] = [
  { path: '/', load: async () => StubHomePage },
  { path: '/contact', load: async () => StubContactPage },
];
