/**
 * The host resolver: which site a host name is, by exact match after normalisation, never by
 * substring. Shared by the server (the Host header) and the browser (the page's address).
 */

import type { SiteId } from './tenants.ts';
import { hostTable } from './views/host-table.ts';

/** Host names that show the local index of the six sites instead of a site. */
const indexHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Normalises a host or Host header: lower case, no port, no trailing dot, no leading `www.`.
 * Returns '' for anything that is not a plausible host name.
 */
export function normalizeHost(input: string | null | undefined): string {
  if (!input) return '';
  let host = input.trim().toLowerCase();
  if (host.length > 253 + 6) return '';
  if (host.startsWith('[')) {
    // An IPv6 literal, then nothing or a port: `[::1]`, `[::1]:3000`, never `[::1]evil`.
    const literal = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(host);
    return literal?.[1] ?? '';
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    if (!/^:\d{1,5}$/.test(host.slice(colon))) return '';
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return '';
  return host;
}

export type HostResolution =
  | { kind: 'site'; siteId: SiteId }
  | { kind: 'index' }
  | { kind: 'unknown' };

/** Picks the site for a host name by exact match after normalisation; never by substring. */
export function resolveHost(hostname: string | null | undefined): HostResolution {
  const host = normalizeHost(hostname);
  const siteId = Object.hasOwn(hostTable.hosts, host) ? hostTable.hosts[host] : undefined;
  if (siteId) return { kind: 'site', siteId };
  if (indexHosts.has(host)) return { kind: 'index' };
  return { kind: 'unknown' };
}

/**
 * Whether a host name is a local development name: `<id>.localhost` or the local index
 * (`localhost`, `127.0.0.1`, `[::1]`). The production server answers them only when asked to.
 */
export function isLocalHost(hostname: string | null | undefined): boolean {
  const host = normalizeHost(hostname);
  return indexHosts.has(host) || host.endsWith('.localhost');
}

/** The site id for a host name, or undefined when the host is not one of ours. */
export function resolveSite(hostname: string | null | undefined): SiteId | undefined {
  const resolution = resolveHost(hostname);
  return resolution.kind === 'site' ? resolution.siteId : undefined;
}

/** The local development host of a site, e.g. `workwear.localhost`. */
export function localHostOf(siteId: SiteId): string {
  return `${siteId}.localhost`;
}

/** The site's canonical origin: its first production host. */
export function originOf(siteId: SiteId): string {
  const site = hostTable.sites.find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`No site ${siteId}`);
  return site.origin;
}
