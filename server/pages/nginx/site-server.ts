/**
 * One site's nginx server block: exactly its host names, its prerendered pages (a form page's
 * thank-you view at `?sent=1`) and public files straight from the build, the hashed assets, the
 * API (and product pages, the sitemap and the storefront simulator of a shop) passed to the
 * Node processes, and the site's 404 page for everything else, with the headers Node sends.
 */
import path from 'node:path';
import type { SiteId } from '@zcomm/site-data/tenants';
import { pageFileName, type SitePages, sentPageFileName } from '../site-build.ts';
import {
  ASSET_CACHE,
  block,
  headers,
  healthLocations,
  PAGE_CACHE,
  PRIVATE_PAGE_CACHE,
  PUBLIC_FILE_CACHE,
  proxied,
} from './blocks.ts';

export interface SiteServerContext {
  buildDir: string;
  listen: string;
  hsts: boolean;
  /** The site's Content-Security-Policy. */
  policy: string;
  /** Its host names. */
  serverNames: readonly string[];
  /** Pass `/storefront` to the Node processes (a shop, with the simulator on). */
  storefront: boolean;
  /** A page's `Server-Timing` (the share of views that report their Web Vitals), if any. */
  serverTiming?: string | undefined;
}

/** A page's own headers beyond the security headers: its caching and `Server-Timing`. */
function pageExtras(context: SiteServerContext, extra: [string, string][]): [string, string][] {
  return context.serverTiming ? [...extra, ['server-timing', context.serverTiming]] : extra;
}

/** A page route: its document, or at `?sent=1` its thank-you view, with a page's headers. */
function pageLocations(pages: SitePages, context: SiteServerContext): string[] {
  const { policy, hsts } = context;
  // An empty $zc_xsrf_cookie (a valid cookie came in) sends no Set-Cookie.
  const pageHeaders = [
    ...headers(policy, hsts, pageExtras(context, [['cache-control', PAGE_CACHE]])),
    'add_header set-cookie $zc_xsrf_cookie always;',
  ];
  // A staff page (sign-in, inbox): never stored by any cache, never indexed, as Node sends it.
  const privatePageHeaders = [
    ...headers(
      policy,
      hsts,
      pageExtras(context, [
        ['cache-control', PRIVATE_PAGE_CACHE],
        ['x-robots-tag', 'noindex'],
      ]),
    ),
    'add_header set-cookie $zc_xsrf_cookie always;',
    'etag off;',
  ];
  return [...pages.routes.keys()].flatMap((route) => {
    const file = `/${pageFileName(route)}`;
    const tries = pages.sentPages.has(route)
      ? `/${sentPageFileName(route).replace(/\.sent\.html$/, '')}$zc_sent.html ${file}`
      : file;
    const routeHeaders = pages.privateRoutes.has(route) ? privatePageHeaders : pageHeaders;
    return block(`location = ${route}`, [...routeHeaders, `try_files ${tries} =404;`]);
  });
}

/** The site's public files, but a page's name and (on a shop) the sitemap, which Node makes. */
function publicFileLocations(pages: SitePages, root: string, context: SiteServerContext) {
  const productPages = pages.productTemplate !== undefined;
  return [...pages.publicFiles]
    .sort()
    .filter((name) => !pages.routes.has(`/${name}`) && !(productPages && name === 'sitemap.xml'))
    .flatMap((name) =>
      block(`location = /${name}`, [
        `root ${path.join(root, 'public')};`,
        ...headers(context.policy, context.hsts, [['cache-control', PUBLIC_FILE_CACHE]]),
      ]),
    );
}

/** What Node answers: the API; a shop's product pages, sitemap and storefront simulator. */
function proxiedLocations(pages: SitePages, context: SiteServerContext): string[] {
  const answer = [...proxied(context.hsts), ...headers(context.policy, context.hsts)];
  return [
    ...block('location ^~ /api/', answer),
    // Product pages are rendered by Node at request time, and its sitemap lists them.
    ...(pages.productTemplate !== undefined
      ? [...block('location ^~ /products/', answer), ...block('location = /sitemap.xml', answer)]
      : []),
    ...(context.storefront ? block('location ^~ /storefront', answer) : []),
  ];
}

/** The site's 404 page (or a plain one), and a 404 for every path it does not serve. */
function notFoundLocations(pages: SitePages, context: SiteServerContext): string[] {
  const { policy, hsts } = context;
  return [
    ...block(
      'location = /404.html',
      pages.notFound
        ? [
            'internal;',
            ...headers(policy, hsts, pageExtras(context, [['cache-control', PAGE_CACHE]])),
            'add_header set-cookie $zc_xsrf_cookie always;',
          ]
        : [
            'internal;',
            'default_type text/plain;',
            ...headers(policy, hsts),
            'return 404 "Not found";',
          ],
    ),
    ...block('location /', [...headers(policy, hsts), 'return 404;']),
  ];
}

export function siteServer(siteId: SiteId, pages: SitePages, context: SiteServerContext) {
  const root = path.join(context.buildDir, 'pages', siteId);
  const locations = [
    ...healthLocations,
    ...pageLocations(pages, context),
    ...publicFileLocations(pages, root, context),
    ...block('location ^~ /assets/', [
      `root ${path.join(context.buildDir, 'client')};`,
      ...headers(context.policy, context.hsts, [['cache-control', ASSET_CACHE]]),
      'location ~ /\\. { return 404; }',
      'try_files $uri =404;',
    ]),
    ...proxiedLocations(pages, context),
    ...notFoundLocations(pages, context),
  ];
  return [
    `# ${siteId}`,
    ...block('server', [
      `listen ${context.listen};`,
      `server_name ${context.serverNames.join(' ')};`,
      `root ${root};`,
      'error_page 404 /404.html;',
      '',
      ...locations,
    ]),
    '',
  ];
}
