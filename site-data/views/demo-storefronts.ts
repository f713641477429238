/**
 * The demo shops' storefront domains, which the local simulator answers on our own origin: a
 * shop's pages send the storefront calls of these domains there (a view: see the README).
 */
import { shops } from '../shops.ts';

export const demoStorefrontDomains: readonly string[] = shops.map((shop) => shop.domain);
