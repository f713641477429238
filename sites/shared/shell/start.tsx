import { resolveHost } from '@zcomm/site-data/hosts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { findPage, loadPage, SiteApp } from './App';
import { takeEarlyTaps } from './early-taps';
import { readEmbeddedProductState } from './product-state';
import { loadSite } from './registry';
import { reportVitals } from './vitals';

/** Starts the application: hydrates the server's page, or renders it when there is none. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const resolution = resolveHost(window.location.hostname);

  if (resolution.kind !== 'site') {
    takeEarlyTaps(); // these pages have no buttons to press again: stop keeping taps
    const { SiteIndex, UnknownHost } = await import('./SiteIndex');
    const view =
      resolution.kind === 'index' ? <SiteIndex port={window.location.port} /> : <UnknownHost />;
    createRoot(container).render(view);
    return;
  }

  const { entry, site } = await loadSite(resolution.siteId);
  // The page's chunk is already on its way (the HTML lists it); with it in hand the first
  // render is the server's markup exactly. A failed download shows the error page instead.
  const page = findPage(site.pages, window.location.pathname);
  if (page) await loadPage(page).catch(() => undefined);
  const root = document.documentElement;
  if (root.lang !== entry.lang) root.lang = entry.lang;
  if (root.dataset.brand !== entry.id) root.dataset.brand = entry.id;

  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteApp entry={entry} site={site} product={readEmbeddedProductState()} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Real visitors' speed, for a sampled share of page views; a failed download reports nothing.
  reportVitals().catch(() => undefined);
}

startApp().catch((error: unknown) => {
  console.error(error);
});
