/**
 * Mounts the Storefront API simulator (`@zcomm/storefront-simulator`) for the demo shops: a
 * Fastify plugin that picks the shops to simulate (every demo shop, unless the simulator is
 * switched off or the store has a real storefront configured), says so once at start, and
 * registers the simulator's routes under the prefix it is registered with. The simulator's code is loaded only when
 * some shop needs it; the site-host check keeps it to the two shop hosts.
 */

import { shops } from '@zcomm/site-data/shops';
import { siteIds, tenants } from '@zcomm/site-data/tenants';
import type { FastifyInstance } from 'fastify';
import type { RateLimitSetting } from '../http/rate-limits.ts';
import type { PageAnswers } from '../pages/answers.ts';
import { isShopSite } from '../security/headers.ts';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import { ORDER_WEBHOOK_PATH } from '../storefront-gateway/order-webhook.ts';

/** Sites whose pages embed shop widgets (the Buy Button): the only hosts the simulator answers on. */
const shopSites: ReadonlySet<string> = new Set(siteIds.filter(isShopSite));

export interface StorefrontSimulatorOptions {
  /** False when STOREFRONT_SIMULATOR=0: no shop is simulated. */
  enabled: boolean;
  /** Real storefronts by store name; a store listed here has no simulator. */
  settings: StorefrontSettings;
  /** GraphQL requests each client IP may make per window. */
  rateLimit: RateLimitSetting;
  /** The site's 404 page, for a request on any other host than a shop's. */
  notFound: PageAnswers['sendNotFound'];
  /**
   * Serve the simulator's fault switch (`POST`/`DELETE <prefix>/_faults` on a shop host):
   * the local demo and tests only, never a production start. @default false
   */
  faults?: boolean;
  /**
   * The `orders/create` webhook secrets by store name (`ORDER_WEBHOOK_SECRETS`), in the local
   * demo: a simulated shop with one sends each order placed on its checkout page, signed with
   * it, to this server's receiver on the shop's host, so the next page view shows an empty
   * cart at once. @default none
   */
  orderWebhookSecrets?: Readonly<Record<string, string>> | undefined;
  /** The token the inbox configures the demo shops' discount codes with (never published). */
  adminToken?: string | undefined;
}

/** Each simulated shop with a secret: its orders go to the receiver on the shop's own host. */
function orderWebhooksOf(
  simulated: ReadonlySet<string>,
  secrets: Readonly<Record<string, string>>,
): Record<string, { url: string; secret: string }> {
  const webhooks: Record<string, { url: string; secret: string }> = {};
  for (const shop of shops) {
    const secret = Object.hasOwn(secrets, shop.store) ? secrets[shop.store] : undefined;
    if (secret && simulated.has(shop.domain)) {
      webhooks[shop.domain] = { url: ORDER_WEBHOOK_PATH, secret };
    }
  }
  return webhooks;
}

/** Each shop site's demo shop domain, for the fault switch's scope. */
const shopDomainBySite: ReadonlyMap<string, string> = new Map(
  tenants.flatMap((tenant) => ('shop' in tenant ? [[tenant.id, tenant.shop.domain] as const] : [])),
);

/** The demo shop domains to simulate, logging for each store whether it is simulated. */
function simulatedDomains(app: FastifyInstance, options: StorefrontSimulatorOptions): Set<string> {
  const simulated = new Set<string>();
  for (const shop of shops) {
    const real = Object.hasOwn(options.settings, shop.store)
      ? options.settings[shop.store]
      : undefined;
    if (!options.enabled) {
      app.log.info(`Storefront simulator off for ${shop.store} (STOREFRONT_SIMULATOR=0)`);
    } else if (real) {
      app.log.info(`Storefront simulator off for ${shop.store}: real storefront ${real.domain}`);
    } else {
      simulated.add(shop.domain);
      app.log.info(`Storefront simulator on for ${shop.store} (demo shop ${shop.domain})`);
    }
  }
  return simulated;
}

/**
 * The storefront simulator for the demo shops that have no real storefront, under the `prefix`
 * this plugin is registered with (`<prefix>/<domain>/api/<version>/graphql`).
 */
export async function storefrontSimulator(
  app: FastifyInstance,
  options: StorefrontSimulatorOptions,
): Promise<void> {
  const simulated = simulatedDomains(app, options);
  if (simulated.size === 0) return;
  const [{ storefrontPlugin }, { catalogues }] = await Promise.all([
    import('@zcomm/storefront-simulator/fastify'),
    import('@zcomm/storefront-simulator/catalogue'),
  ]);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.site || !shopSites.has(request.site)) options.notFound(request, reply);
  });
  await app.register(storefrontPlugin, {
    catalogues: catalogues.filter((catalogue) => simulated.has(catalogue.domain)),
    rateLimit: options.rateLimit,
    faults: options.faults ?? false,
    orderWebhooks: orderWebhooksOf(simulated, options.orderWebhookSecrets ?? {}),
    shopOfHost: (request) => (request.site ? shopDomainBySite.get(request.site) : undefined),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
  });
}
