/**
 * How the agreed prices become a discount code on the shop. A demo shop's is configured on the
 * storefront simulator (its admin route, with the admin token this process gave it). A real
 * Shopify shop's codes are made in its own admin, which this server has no access to: a link
 * at the list prices still works there, an agreed discount is refused with a clear message.
 */
import { originOf } from '@zcomm/site-data/hosts';
import { tenants } from '@zcomm/site-data/tenants';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../shared/http-errors.ts';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import type { ConfigureDiscount } from './checkout-links.ts';

export interface ShopDiscountOptions {
  /** Real storefronts by store name: their codes cannot be made from here. */
  storefronts: StorefrontSettings;
  /** Where the simulator answers, and the admin token it was given (none: no simulator). */
  simulatorBase: string;
  adminToken: string | undefined;
}

export function shopDiscounts(
  app: FastifyInstance,
  options: ShopDiscountOptions,
): ConfigureDiscount {
  return async (shop, code, prices) => {
    if (Object.hasOwn(options.storefronts, shop.store) || !options.adminToken) {
      throw new HttpError(
        409,
        'This shop’s discount codes are made in its Shopify admin: a link here can only charge the list prices.',
      );
    }
    const tenant = tenants.find((entry) => 'shop' in entry && entry.shop.store === shop.store);
    if (!tenant) throw new HttpError(409, 'No site sells this shop.');
    const response = await app.inject({
      method: 'POST',
      url: `${options.simulatorBase}/${shop.domain}/admin/discount-codes`,
      headers: {
        host: new URL(originOf(tenant.id)).host,
        'content-type': 'application/json',
        'x-shopify-access-token': options.adminToken,
      },
      payload: { code, prices },
    });
    if (response.statusCode !== 201) {
      const reason =
        (response.json() as { error?: string }).error ?? `status ${response.statusCode}`;
      throw new HttpError(409, `The shop refused the discount code: ${reason}`);
    }
  };
}
