/**
 * Every site this front end serves, as data: the one list of brands, each declared in one record
 * (`tenants/<id>.ts`). The site id type, the host table, the shell's site loaders, the server's
 * shops and policies, the package's theme entries, Storybook's brands and modes, the build's
 * public folders, each site's routes and the visual review's matrix are all derived from it.
 * A site's own chunk imports only its own record; this list reaches the server, the build,
 * the tests, Storybook and the local index, never a site's pages.
 */
import { agency } from './tenants/agency.ts';
import { sailing } from './tenants/sailing.ts';
import { stub1 } from './tenants/stub-1.ts';
import { stub2 } from './tenants/stub-2.ts';
import { stub3 } from './tenants/stub-3.ts';
import { workwear } from './tenants/workwear.ts';
import type { Tenant } from './types.ts';

export const tenants = [
  workwear,
  sailing,
  agency,
  stub1,
  stub2,
  stub3,
] as const satisfies readonly Tenant[];

/** The site ids: also the `data-brand` theme ids and the local host names. */
export type SiteId = (typeof tenants)[number]['id'];

/** The site ids, in the order the local index lists them. */
export const siteIds: readonly SiteId[] = tenants.map((tenant) => tenant.id);

type TenantOf<Id extends SiteId> = Extract<(typeof tenants)[number], { id: Id }>;

/** The tenant of a site id. */
export function tenantOf<Id extends SiteId>(id: Id): TenantOf<Id> {
  const tenant = tenants.find((candidate): candidate is TenantOf<Id> => candidate.id === id);
  if (!tenant) throw new Error(`No tenant ${id}`);
  return tenant;
}
