/**
 * The demo catalogues the storefront simulator serves: Beacon Workwear (ANSI high-visibility
 * workwear) and Off Soundings (sailing-event apparel), one module each. Collection ids, domains
 * and tokens come from the shared shop list and the database seed, so the sites, the API and
 * the simulator always agree.
 */
import type { ShopCatalogue } from '../types.ts';
import { sailingCatalogue } from './sailing.ts';
import { workwearCatalogue } from './workwear.ts';

export { sailingCatalogue, workwearCatalogue };

/** Every shop the simulator serves. */
export const catalogues: readonly ShopCatalogue[] = [workwearCatalogue, sailingCatalogue];
