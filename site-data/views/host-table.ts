/**
 * What the browser needs of every site before it knows which one it is: each host name to its
 * site id, and each site's canonical origin and module. The only tenant data every host's first
 * load carries (a view: see the README).
 */
import { type SiteId, tenants } from '../tenants.ts';

export interface HostTable {
  /**
   * Host name → site id: `<id>.localhost` and each production host, lower case. Looked up
   * after normalisation (`hosts.ts`), by exact match.
   */
  hosts: Readonly<Record<string, SiteId>>;
  /** Every site, in the tenants' order (the local index lists them so). */
  sites: readonly {
    id: SiteId;
    /** The canonical origin: the first production host. */
    origin: string;
    /** The module that exports the site, relative to `sites/` (the tenant's `entry`). */
    entry: string;
  }[];
}

export const hostTable: HostTable = {
  hosts: Object.fromEntries(
    tenants.flatMap(({ id, hosts }) => [
      [`${id}.localhost`, id],
      ...hosts.map((host) => [host.toLowerCase(), id]),
    ]),
  ),
  sites: tenants.map(({ id, hosts, entry }) => ({ id, origin: `https://${hosts[0]}`, entry })),
};
