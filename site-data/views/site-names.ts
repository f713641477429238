/**
 * Every site's brand name, for the staff's inbox, which lists submissions from every site and
 * filters them by site (a view: see the README).
 */
import { type SiteId, tenants } from '../tenants.ts';

export const siteNames: readonly { id: SiteId; name: string }[] = tenants.map(({ id, name }) => ({
  id,
  name,
}));
