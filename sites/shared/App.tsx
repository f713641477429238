import { type ReactNode, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from './auth';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage, NotFoundPage } from './pages';
import type { SiteEntry } from './registry';
import { SiteInfoProvider } from './site-info';
import type { SiteModule } from './types';

/** Scrolls to the top whenever the route changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
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

export interface SiteAppProps {
  entry: SiteEntry;
  site: SiteModule;
}

/** One site inside a router: the site's layout around its exact-match routes. */
export function SiteApp({ entry, site }: SiteAppProps) {
  const { Layout, pages } = site;
  return (
    <SiteInfoProvider value={entry}>
      <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
        <AuthProvider>
          <ScrollToTop />
          <a className="zc-skip-link" href="#main">
            Skip to main content
          </a>
          <Layout>
            <RouteErrorBoundary>
              <Routes>
                {pages.map(({ path, Component }) => (
                  <Route key={path} path={path} caseSensitive element={<Component />} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </RouteErrorBoundary>
          </Layout>
        </AuthProvider>
      </ErrorBoundary>
    </SiteInfoProvider>
  );
}
