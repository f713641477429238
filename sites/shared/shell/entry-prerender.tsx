import type { ProductPageState } from '@zcomm/site-data/product';
import { PRODUCT_ROUTE } from '@zcomm/site-data/routes';
import type { SiteId } from '@zcomm/site-data/tenants';
import { type RefusedPost, RefusedPostProvider } from '@zcomm/storefront-ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { findPage, loadPage, pageAddresses, SiteApp } from './App';
import { loadSite } from './registry';

/** The path the prerenderer renders a site's not-found page at. */
export const NOT_FOUND_PATH = '/__not-found__';

export interface RenderedPage {
  /** Metadata elements React hoists into `<head>` (title, meta, link). */
  head: string;
  /** The markup of the app root. */
  html: string;
}

/**
 * Renders one (site, path) to HTML, separating the hoisted head elements from the body. A
 * product page is rendered with its product's data, a form page with the post the server
 * refused (the server, at request time).
 */
export async function renderPage(
  siteId: SiteId,
  path: string,
  product?: ProductPageState,
  refused?: RefusedPost,
): Promise<RenderedPage> {
  const { entry, site } = await loadSite(siteId);
  const page = findPage(site.pages, new URL(path, 'http://prerender.invalid').pathname);
  if (page) {
    // Called for every address (not only the first of a page with params), so each page
    // reports the chunks it needs; the module itself is already loaded after the first call.
    await page.load();
    await loadPage(page);
  }
  const markup = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <RefusedPostProvider value={refused}>
          <SiteApp entry={entry} site={site} product={product} />
        </RefusedPostProvider>
      </StaticRouter>
    </StrictMode>,
  );
  // React emits hoistable elements (<title>, <meta>, <link>) ahead of the root markup.
  const hoisted = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/.exec(markup);
  const head = hoisted?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

/** The route of a site's product pages, `/products/:handle`, when the site has them. */
export async function productRoute(siteId: SiteId): Promise<string | undefined> {
  const { site } = await loadSite(siteId);
  return site.pages.find((page) => page.path === PRODUCT_ROUTE)?.path;
}

/** The routes of a site, in the order the site lists them. */
export async function sitePaths(siteId: SiteId): Promise<string[]> {
  const { site } = await loadSite(siteId);
  return pageAddresses(site.pages);
}

/** The routes of a site the sitemap lists: every page but the staff and unlisted ones. */
export async function sitemapPaths(siteId: SiteId): Promise<string[]> {
  const { site } = await loadSite(siteId);
  return pageAddresses(site.pages.filter((page) => !page.private && !page.unlisted));
}

/** The routes of a site's staff pages: not in the sitemap, served `no-store` and `noindex`. */
export async function privatePaths(siteId: SiteId): Promise<string[]> {
  const { site } = await loadSite(siteId);
  return pageAddresses(site.pages.filter((page) => page.private));
}
