import type { SiteId } from '../sites/shared/types.ts';

/**
 * Sites that embed the Buy Button: it writes inline styles into the iframes it creates,
 * and those iframes inherit the page's policy.
 */
const inlineStyleSites: ReadonlySet<SiteId> = new Set<SiteId>(['workwear', 'sailing']);

export interface CspOptions {
  /** `sha256-…` sources for the inline `<style>` of a page the server generates itself. */
  styleHashes?: readonly string[];
}

/**
 * The Content-Security-Policy for a response. With a site id: the policy of that site's
 * pages and API. Without one (the local index, plain-text answers): nothing loads but
 * images from the same origin and the inline styles whose hashes are listed.
 */
export function contentSecurityPolicy(siteId?: SiteId, options: CspOptions = {}): string {
  const hashes = (options.styleHashes ?? []).map((hash) => `'${hash}'`);
  if (!siteId) {
    return [
      "default-src 'none'",
      ...(hashes.length > 0 ? [`style-src ${hashes.join(' ')}`] : []),
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  }
  const styleSources = inlineStyleSites.has(siteId) ? "'self' 'unsafe-inline'" : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    // Style attributes (not elements): Radix primitives render a few in server HTML. They
    // cannot run script; <style> elements stay limited to the shop hosts.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
