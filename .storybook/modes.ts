/**
 * Chromatic modes: every story is captured in each brand theme, on a phone (390 px) and on a
 * desktop (1280 px), the same matrix the local visual review (`npm run test:visual`) covers.
 * A story can narrow its modes with `parameters.chromatic.modes`, picking from `allModes`.
 */
const brands = ['agency', 'workwear', 'sailing', 'stub-1', 'stub-2', 'stub-3'] as const;

export type BrandMode = { brand: (typeof brands)[number]; viewport: 'mobile' | 'desktop' };

export const allModes: Record<string, BrandMode> = Object.fromEntries(
  brands.flatMap((brand) => [
    [`${brand} phone`, { brand, viewport: 'mobile' }],
    [`${brand} desktop`, { brand, viewport: 'desktop' }],
  ]),
);
