/**
 * Real Shopify storefronts that replace the demo shops (`STOREFRONTS`), and the storefront each
 * site's pages call.
 */

import { shops } from '@zcomm/site-data/shops';
import { type SiteId, tenants } from '@zcomm/site-data/tenants';
import type { Shop } from '@zcomm/site-data/types';

/** A real Shopify storefront that replaces a store's local demo shop. */
export interface StorefrontSetting {
  /** The shop's `*.myshopify.com` (or custom) domain, as the Buy Button calls it. */
  domain: string;
  /** Its public Storefront API access token (the Buy Button's pages carry it). */
  token: string;
  /**
   * Its private Storefront API token, which the storefront gateway sends instead of the public
   * one (with the shopper's address): it stays on the server, never in a page or an answer.
   */
  privateToken?: string | undefined;
}

/** Store name (`beacon-workwear`, `off-soundings`) → the real storefront it uses. */
export type StorefrontSettings = Readonly<Record<string, StorefrontSetting>>;

/** The shop whose collections each shop site shows. */
export const siteShops: Readonly<Partial<Record<SiteId, Shop>>> = Object.fromEntries(
  tenants.flatMap((tenant) => ('shop' in tenant ? [[tenant.id, tenant.shop]] : [])),
);

export interface SiteStorefront {
  store: string;
  domain: string;
  /** True for the demo shop, which the local simulator answers on the site's own origin. */
  local: boolean;
}

/** The storefront a site's pages call, or undefined for a site without a shop. */
export function siteStorefront(
  siteId: SiteId,
  settings: StorefrontSettings = {},
): SiteStorefront | undefined {
  const shop = siteShops[siteId];
  if (!shop) return undefined;
  const setting = Object.hasOwn(settings, shop.store) ? settings[shop.store] : undefined;
  const domain = setting?.domain ?? shop.domain;
  return { store: shop.store, domain, local: domain === shop.domain };
}

const hostnamePattern =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const tokenPattern = /^[A-Za-z0-9_-]{8,256}$/;

/**
 * Reads the `STOREFRONTS` setting: a JSON object of store name → `{domain, token,
 * privateToken?}`, e.g. `{"beacon-workwear":{"domain":"beacon-workwear.myshopify.com",
 * "token":"…","privateToken":"…"}}`. Only the two known stores, exact host names (no wildcard,
 * scheme, port or path) and plain tokens pass.
 * Throws an Error that says what is wrong.
 */
export function parseStorefrontSettings(text: string | undefined): StorefrontSettings {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('STOREFRONTS must be a JSON object of store name → {domain, token}.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('STOREFRONTS must be a JSON object of store name → {domain, token}.');
  }
  const known = new Set<string>(shops.map((shop) => shop.store));
  const settings: Record<string, StorefrontSetting> = {};
  for (const [store, setting] of Object.entries(value)) {
    if (!known.has(store)) {
      throw new Error(`STOREFRONTS: unknown store ${JSON.stringify(store)}.`);
    }
    const { domain, token, privateToken } = (setting ?? {}) as {
      domain?: unknown;
      token?: unknown;
      privateToken?: unknown;
    };
    if (typeof domain !== 'string' || !hostnamePattern.test(domain)) {
      throw new Error(`STOREFRONTS: ${store} needs a domain: a lower-case host name only.`);
    }
    if (typeof token !== 'string' || !tokenPattern.test(token)) {
      throw new Error(`STOREFRONTS: ${store} needs its Storefront API token.`);
    }
    if (
      privateToken !== undefined &&
      (typeof privateToken !== 'string' || !tokenPattern.test(privateToken))
    ) {
      throw new Error(`STOREFRONTS: ${store}'s privateToken must be a plain Storefront API token.`);
    }
    settings[store] = { domain, token, ...(privateToken === undefined ? {} : { privateToken }) };
  }
  return settings;
}
