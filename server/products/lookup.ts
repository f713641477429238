/**
 * A shop's product read by its site and handle, for what is priced from the storefront beside
 * the product pages: a bulk order's lines and a lead's quote.
 */
import type { ProductPageData } from '@zcomm/site-data/product';
import { tenants } from '@zcomm/site-data/tenants';
import type { Shop } from '@zcomm/site-data/types';
import { fetchProduct, type StorefrontRequest } from './storefront.ts';

/** Reads a product of a shop's storefront: null when the shop has no such product. */
export type ProductLookup = (
  site: string,
  handle: string,
  signal: AbortSignal,
  clientAddress: string,
) => Promise<ProductPageData | null>;

const shops: ReadonlyMap<string, Shop> = new Map(
  tenants.flatMap((tenant) => ('shop' in tenant ? [[tenant.id, tenant.shop] as const] : [])),
);

/**
 * The shops' products as their storefronts give them (through the storefront gateway, counted
 * against the buyer's address like a product page), once the transport is set up.
 */
export function storefrontProducts(transport: () => StorefrontRequest | undefined): ProductLookup {
  return async (site, handle, signal, clientAddress) => {
    const shop = shops.get(site);
    const request = transport();
    if (!shop || !request) return null;
    return fetchProduct(request, shop, handle, signal, { kind: 'product-page', clientAddress });
  };
}
