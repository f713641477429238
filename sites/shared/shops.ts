/**
 * The two shops' storefront identities and collections, as the tenants module declares them:
 * shared by the sites (which collection each page shows), the database seed and the local
 * storefront simulator.
 */
import { type TenantShop, type TenantShopCollection, tenantOf, tenants } from '../tenants.ts';

export type ShopCollection = TenantShopCollection;
export type Shop = TenantShop;

export const workwearShop = tenantOf('workwear').shop;
export const sailingShop = tenantOf('sailing').shop;

/** Every tenant's shop, in tenant order. */
export const shops: readonly Shop[] = tenants.flatMap((tenant) =>
  'shop' in tenant ? [tenant.shop] : [],
);

/** The storefront access token of a demo shop (only the local simulator accepts it). */
export function demoStorefrontToken(store: string): string {
  return `demo-storefront-token-${store}`;
}
