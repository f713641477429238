import '@zcomm/storefront-ui/styles.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteApp } from './App';
import { registry } from './registry';
import { resolveHost } from './resolve-site';
import { SiteIndex, UnknownHost } from './SiteIndex';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const resolution = resolveHost(window.location.hostname);

  if (resolution.kind !== 'site') {
    const page =
      resolution.kind === 'index' ? <SiteIndex port={window.location.port} /> : <UnknownHost />;
    createRoot(container).render(page);
    return;
  }

  const entry = registry[resolution.siteId];
  const { site } = await entry.load();
  const root = document.documentElement;
  root.lang = entry.lang;
  root.dataset.brand = entry.id;

  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteApp entry={entry} site={site} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  console.error(error);
});
