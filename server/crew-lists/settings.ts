/**
 * The crew lists' settings: `CREW_LISTS_PER_IP_PER_DAY` (lists one client address may start per
 * UTC day) and `CREW_LIST_RETENTION_DAYS` (how long a list is kept after its deadline).
 */

export interface CrewListSettings {
  /** Lists started from one client address per UTC day; 0 switches the cap off. @default 10 */
  perClientPerDay: number;
  /** Whole days a list is kept after the end of its deadline day. @default 30 */
  retentionDays: number;
  /** Time between two sweeps of expired lists. @default one hour */
  sweepIntervalMs?: number | undefined;
}

/** How often the running server erases lists past their retention. */
export const CREW_LIST_SWEEP_INTERVAL_MS = 60 * 60_000;

export const defaultCrewListSettings: CrewListSettings = { perClientPerDay: 10, retentionDays: 30 };

/** The longest a list may be kept after its deadline. */
export const MAX_CREW_LIST_RETENTION_DAYS = 365;

/** Reads both settings; a value the server cannot use throws with a one-line message. */
export function parseCrewListSettings(
  env: Readonly<Record<string, string | undefined>>,
): CrewListSettings {
  const read = (name: string, fallback: number, minimum: number, maximum: number): number => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < minimum || number > maximum) {
      throw new Error(
        `${name} must be a whole number from ${minimum} to ${maximum}, not ${JSON.stringify(value)}.`,
      );
    }
    return number;
  };
  return {
    perClientPerDay: read(
      'CREW_LISTS_PER_IP_PER_DAY',
      defaultCrewListSettings.perClientPerDay,
      0,
      10_000,
    ),
    retentionDays: read(
      'CREW_LIST_RETENTION_DAYS',
      defaultCrewListSettings.retentionDays,
      1,
      MAX_CREW_LIST_RETENTION_DAYS,
    ),
  };
}
