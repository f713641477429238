/**
 * The security headers every answer carries besides its policy, and each site's policy, for the
 * Node server and the nginx configuration alike.
 */
import type { SiteId } from '@zcomm/site-data/tenants';
import { type StorefrontSettings, siteShops, siteStorefront } from '../shared/real-storefronts.ts';
import { sitePolicy } from './csp.ts';

/**
 * The security headers every answer carries, besides its Content-Security-Policy: one
 * definition for the Node server and for the nginx configuration generated from it.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Header name → value, in the order they are sent; `hsts` adds Strict-Transport-Security. */
export function fixedSecurityHeaders(hsts: boolean): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['x-frame-options', 'DENY'],
    ...(hsts ? [['strict-transport-security', HSTS_VALUE] as [string, string]] : []),
  ];
}

/** Whether a site's pages embed shop widgets (the Buy Button), which need inline styles. */
export function isShopSite(siteId: SiteId): boolean {
  return Boolean(siteShops[siteId]);
}

/**
 * What a site's policy reads of the build (the pages' `SiteBuild` is one): the `style`
 * attribute values and inline scripts of each built site's pages, which it allows by hash.
 */
export interface BuiltPageSources {
  sites: ReadonlyMap<
    SiteId,
    { styleAttributes: ReadonlySet<string>; inlineScripts: ReadonlySet<string> }
  >;
}

/** Each built site's policy: its storefront, its pages' style attributes and inline scripts. */
export function sitePolicies(
  build: BuiltPageSources,
  siteIds: readonly SiteId[],
  storefronts: StorefrontSettings = {},
): Map<SiteId, string> {
  return new Map(
    siteIds.map((siteId) => [
      siteId,
      sitePolicy({
        storefront: siteStorefront(siteId, storefronts),
        inlineStyles: isShopSite(siteId),
        styleAttributes: build.sites.get(siteId)?.styleAttributes,
        inlineScripts: build.sites.get(siteId)?.inlineScripts,
      }),
    ]),
  );
}
