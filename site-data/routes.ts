/**
 * Every site's routes, from its tenant record: its own pages, then a shop's collection pages and
 * its product pages. Written once here for the tests and scripts that list a site's addresses
 * (the sites' page modules are checked against it, and the build prerenders what they list).
 */
import { type SiteId, tenantOf } from './tenants.ts';
import type { PageKind } from './types.ts';

/** The route of a shop's product pages, rendered by the server per request. */
export const PRODUCT_ROUTE = '/products/:handle';

/** What a route serves: one of a site's own kinds of page, or a shop's collection or product. */
export type RouteKind = PageKind | 'collection' | 'product';

export interface SiteRoute {
  path: string;
  kind: RouteKind;
}

/** Every route of a site: its own pages, a shop's collections, then its product pages. */
export function routesOf(siteId: SiteId): SiteRoute[] {
  const tenant = tenantOf(siteId);
  const shop = 'shop' in tenant ? tenant.shop : undefined;
  return [
    ...tenant.pages.map(({ path, kind }) => ({ path, kind })),
    ...(shop?.collections ?? []).map(({ path }) => ({ path, kind: 'collection' as const })),
    ...(shop ? [{ path: PRODUCT_ROUTE, kind: 'product' as const }] : []),
  ];
}

/**
 * The addresses a site prerenders, each a page of its own: every route but the product pages
 * (rendered per request).
 */
export function addressesOf(siteId: SiteId): string[] {
  return routesOf(siteId)
    .filter((route) => route.kind !== 'product')
    .map((route) => route.path);
}

/** The addresses of a site's pages of some kinds, e.g. the staff pages (`['staff']`). */
export function addressesOfKind(siteId: SiteId, kinds: readonly RouteKind[]): string[] {
  return routesOf(siteId)
    .filter((route) => kinds.includes(route.kind))
    .map((route) => route.path);
}
