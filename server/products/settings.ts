/**
 * The product pages' cache settings, read from the environment.
 */
import type { ProductPageSettings } from './index.ts';

/** The environment variables of the product pages' cache, with their units and bounds. */
const variables = [
  { name: 'PRODUCT_CACHE_TTL_SECONDS', key: 'ttlMs', unit: 1_000, min: 0, max: 86_400 },
  { name: 'PRODUCT_CACHE_MAX_ENTRIES', key: 'maxEntries', unit: 1, min: 1, max: 1_000_000 },
  { name: 'PRODUCT_CACHE_MAX_MB', key: 'maxBytes', unit: 1024 * 1024, min: 1, max: 4_096 },
  {
    name: 'PRODUCT_CACHE_MAX_UNKNOWN',
    key: 'maxAbsentEntries',
    unit: 1,
    min: 1,
    max: 1_000_000,
  },
  { name: 'STOREFRONT_TIMEOUT_MS', key: 'timeoutMs', unit: 1, min: 100, max: 60_000 },
  { name: 'SITEMAP_CACHE_TTL_SECONDS', key: 'sitemapTtlMs', unit: 1_000, min: 0, max: 86_400 },
] as const;

/**
 * Reads the product pages' cache settings from the environment: each a whole number within
 * its bounds, or absent (the default). Throws an Error naming the variable otherwise.
 */
export function parseProductPageSettings(
  env: Readonly<Record<string, string | undefined>>,
): Partial<ProductPageSettings> {
  const settings: Partial<ProductPageSettings> = {};
  for (const { name, key, unit, min, max } of variables) {
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
      throw new Error(
        `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}.`,
      );
    }
    settings[key] = value * unit;
  }
  return settings;
}
