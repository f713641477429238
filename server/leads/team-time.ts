/**
 * The leads team's time zone (`TEAM_TIME_ZONE`, an IANA name such as `America/New_York`): the
 * inbox shows every time in it and the CSV export writes each lead's time in it beside UTC.
 */
import { SettingsError } from './settings.ts';

/** The team works 9–5 Eastern unless `TEAM_TIME_ZONE` says otherwise. */
export const DEFAULT_TEAM_TIME_ZONE = 'America/New_York';

/** The zone's canonical name; a name `Intl` does not know is refused in one line. */
export function parseTeamTimeZone(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_TEAM_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw new SettingsError(
      `TEAM_TIME_ZONE must be a time zone name such as America/New_York or Europe/London, not "${name}".`,
    );
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant in the zone, in full and named: `Mar 2, 2026, 9:41 AM EST`. */
export function formatTeamTime(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
