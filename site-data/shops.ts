/**
 * The shops' storefront identities and collections, as the tenants declare them: for the
 * database seed, the local storefront simulator, the server's storefront settings and the
 * tests. A shop's own pages import their shop from their tenant record (`tenants/<id>.ts`).
 */
import { tenants } from './tenants.ts';
import type { Shop } from './types.ts';

/** Every tenant's shop, in tenant order. */
export const shops: readonly Shop[] = tenants.flatMap((tenant) =>
  'shop' in tenant ? [tenant.shop] : [],
);

/** The storefront access token of a demo shop (only the local simulator accepts it). */
export function demoStorefrontToken(store: string): string {
  return `demo-storefront-token-${store}`;
}
