import type { ProductPageState } from '@zcomm/site-data/product';
import { SkipLink } from '@zcomm/storefront-ui';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { matchPath, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AuthProvider } from './auth';
import { ErrorBoundary } from './ErrorBoundary';
import { replayEarlyTaps } from './early-taps';
import { loadedFromHistory } from './navigation-type';
import { ErrorPage, NotFoundPage } from './pages';
import { ProductStateProvider } from './product-state';
import type { SiteEntry } from './registry';
import { SiteInfoProvider } from './site-info';
import { SiteStructuredData } from './structured-data';
import type { SiteModule, SitePage } from './types';

/**
 * Scrolls to the top when the address's path changes, and brings Back and Forward to where each
 * entry was left (`scroll-restorer.tsx`). That part loads when first needed: at the shopper's
 * first scroll, tap or key, or at once on a page loaded by Back, Forward or a reload; until then
 * a new path simply starts at the top, as there is nothing yet to return to.
 */
function ScrollKeeper() {
  const { pathname } = useLocation();
  const [Restorer, setRestorer] = useState<ComponentType | null>(null);
  useEffect(() => {
    // The application never unmounts: nothing to clean up.
    const load = () => {
      for (const name of firstUse) window.removeEventListener(name, load);
      void import('./scroll-restorer').then(({ ScrollRestorer }) =>
        setRestorer(() => ScrollRestorer),
      );
    };
    if (loadedFromHistory()) load();
    else for (const name of firstUse) window.addEventListener(name, load, { passive: true });
  }, []);
  useEffect(() => {
    if (!Restorer && pathname) window.scrollTo(0, 0);
  }, [pathname, Restorer]);
  return Restorer ? <Restorer /> : null;
}

/** What first asks for the scroll restorer: the page's first scroll, tap or key. */
const firstUse = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Presses the buttons tapped before the application started, once the page has hydrated:
 * inside the page's Suspense boundary, which hydrates after the layout around it.
 */
function ReplayEarlyTaps() {
  useEffect(() => replayEarlyTaps(), []);
  return null;
}

/** Resets its error boundary on navigation, so one failed page does not stick. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The page whose route matches a path, as the router will choose it: an exact path before one
 * with params; case sensitive; a trailing slash is ignored.
 */
export function findPage(pages: readonly SitePage[], pathname: string): SitePage | undefined {
  const matches = (page: SitePage, exact: boolean) =>
    page.path.includes(':') !== exact &&
    matchPath({ path: page.path, caseSensitive: true, end: true }, pathname) !== null;
  return pages.find((page) => matches(page, true)) ?? pages.find((page) => matches(page, false));
}

/** Every address a site prerenders: each page's path, or the listed paths of one with params. */
export function pageAddresses(pages: readonly SitePage[]): string[] {
  return pages.flatMap((page) => page.paths ?? [page.path]);
}

/** A page's loading, in the shape React's `use` reads synchronously once it has settled. */
type PageLoad = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

const pageLoads = new WeakMap<SitePage, PageLoad>();

/**
 * Loads a page's chunk once. Entries await it before the first render and the router before
 * showing a new address, so a page renders at once, on the server and on the client alike.
 * A failed download is tried again on the next call (the next visit to the page).
 */
export function loadPage(page: SitePage): Promise<ComponentType> {
  const known = pageLoads.get(page);
  if (known && known.status !== 'rejected') return known;
  const loading: PageLoad = page.load();
  loading.status = 'pending';
  loading.then(
    (value) => {
      loading.status = 'fulfilled';
      loading.value = value;
    },
    (reason: unknown) => {
      loading.status = 'rejected';
      loading.reason = reason;
    },
  );
  pageLoads.set(page, loading);
  return loading;
}

function PageOutlet({ page, searchable }: { page: SitePage; searchable: boolean }) {
  // A failed download stays failed while shown (the error page); navigating tries again.
  const Page = use(pageLoads.get(page) ?? loadPage(page));
  return (
    <>
      {/* The home tells search engines whose site it is, and how to search it. */}
      {page.path === '/' ? <SiteStructuredData searchable={searchable} /> : null}
      <Page />
    </>
  );
}

export interface SiteAppProps {
  entry: SiteEntry;
  site: SiteModule;
  /** The product data a product page was rendered with by the server. */
  product?: ProductPageState | undefined;
}

/**
 * One site inside a router: the site's layout around the route at the current address. A new
 * page's chunk is fetched while the current page stays on screen (the router's updates are
 * transitions, and the Suspense boundary around the routes was shown before), so the next page
 * never flashes empty.
 */
export function SiteApp({ entry, site, product }: SiteAppProps) {
  const { Layout, pages } = site;
  // A shop's search page, `/search?q=`, is what its home's search action names.
  const searchable = pages.some((page) => page.path === '/search');
  return (
    <SiteInfoProvider value={entry}>
      <ProductStateProvider value={product}>
        <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
          <AuthProvider>
            <ScrollKeeper />
            <SkipLink href="#main">Skip to main content</SkipLink>
            <Layout>
              <Suspense fallback={null}>
                <RouteErrorBoundary>
                  <Routes>
                    {pages.map((page) => (
                      <Route
                        key={page.path}
                        path={page.path}
                        caseSensitive
                        element={<PageOutlet page={page} searchable={searchable} />}
                      />
                    ))}
                    <Route path="*" element={<NotFoundPage />} />
                  </Routes>
                </RouteErrorBoundary>
                <ReplayEarlyTaps />
              </Suspense>
            </Layout>
          </AuthProvider>
        </ErrorBoundary>
      </ProductStateProvider>
    </SiteInfoProvider>
  );
}
