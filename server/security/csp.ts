/**
 * The Content-Security-Policy of a site's answers (its storefront named exactly, inline scripts
 * and style attributes by hash) and of the documents that belong to no site.
 */
import { createHash } from 'node:crypto';
import type { SiteStorefront } from '../shared/real-storefronts.ts';

/** Where a real Shopify shop serves its product images from. */
const SHOPIFY_IMAGE_ORIGIN = 'https://cdn.shopify.com';

/** The CSP hash source (`sha256-…`, unquoted) of an inline script or style, or a style attribute value. */
export function hashSource(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export interface SitePolicyOptions {
  /**
   * The storefront the site's pages call: the local simulator (same origin) or a real shop,
   * whose origin is then named exactly. Undefined for a site without a shop.
   */
  storefront?: SiteStorefront | undefined;
  /**
   * Allow inline styles, elements and attributes: the Buy Button writes them into the frames
   * it creates, which inherit the page's policy. @default false
   */
  inlineStyles?: boolean;
  /**
   * The exact `style` attribute values the site's server HTML carries (markup of third-party
   * primitives), each allowed by its hash and nothing else. @default []
   */
  styleAttributes?: Iterable<string>;
  /** The exact text of the inline scripts the site's pages carry, each allowed by its hash. */
  inlineScripts?: Iterable<string>;
}

/**
 * The Content-Security-Policy of a site's pages and API answers: scripts, fonts and styles
 * from the site's own origin only; the storefront named exactly for its images and frames, its
 * API reached only through the site's own gateway (`connect-src 'self'`); no plugins, no `<base>`, no
 * framing by others.
 */
export function sitePolicy(options: SitePolicyOptions = {}): string {
  const { storefront, inlineStyles = false } = options;
  const shopOrigin = storefront && !storefront.local ? `https://${storefront.domain}` : undefined;
  const storefrontSources = storefront ? [shopOrigin ?? "'self'"] : [];
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const attributeHashes = [...new Set(options.styleAttributes ?? [])]
    .sort()
    .map((value) => `'${hashSource(value)}'`);

  const scriptHashes = [...new Set(options.inlineScripts ?? [])]
    .map((text) => `'${hashSource(text)}'`)
    .sort();

  const styles = inlineStyles
    ? ["style-src 'self' 'unsafe-inline'"]
    : [
        "style-src 'self'",
        attributeHashes.length > 0
          ? `style-src-attr 'unsafe-hashes' ${attributeHashes.join(' ')}`
          : "style-src-attr 'none'",
      ];

  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ...styles,
    `img-src ${unique([
      "'self'",
      'data:',
      ...storefrontSources,
      ...(shopOrigin ? [SHOPIFY_IMAGE_ORIGIN] : []),
    ])}`,
    "font-src 'self'",
    // Every Storefront API call goes through the shop host's own gateway.
    "connect-src 'self'",
    `frame-src ${storefrontSources.length > 0 ? unique(storefrontSources) : "'none'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a document that belongs to no site (the local index, plain-text answers):
 * nothing loads but images from the same origin and the inline styles whose hashes are listed.
 */
export function documentPolicy(styleHashes: readonly string[] = []): string {
  const hashes = styleHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'none'",
    ...(hashes.length > 0 ? [`style-src ${hashes.join(' ')}`] : []),
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
