/**
 * Chromatic modes: every story is captured in each brand theme, on a phone (390 px) and on a
 * desktop (1280 px), the same matrix the local visual review (`npm run test:visual`) covers.
 * A story can narrow its modes with `parameters.chromatic.modes`, picking from `allModes`.
 */
import { type SiteId, siteIds } from '@zcomm/site-data/tenants';

export type BrandMode = { brand: SiteId; viewport: 'mobile' | 'desktop' };

export const allModes: Record<string, BrandMode> = Object.fromEntries(
  siteIds.flatMap((brand) => [
    [`${brand} phone`, { brand, viewport: 'mobile' }],
    [`${brand} desktop`, { brand, viewport: 'desktop' }],
  ]),
);
