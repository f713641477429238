/** `VITALS_SAMPLE_RATE`: the share of page views that report their Web Vitals. */

/** Every page view reports unless the setting says otherwise. */
export const DEFAULT_VITALS_SAMPLE_RATE = 1;

/** A number from 0 (no reports) to 1 (every page view); unset means 1. */
export function parseVitalsSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_VITALS_SAMPLE_RATE;
  const rate = Number(value);
  if (!/^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(value) || !(rate >= 0 && rate <= 1)) {
    throw new Error(
      `VITALS_SAMPLE_RATE must be a number from 0 (no reports) to 1 (every page view), not ${JSON.stringify(value)}.`,
    );
  }
  return rate;
}
