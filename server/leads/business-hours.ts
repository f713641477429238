/**
 * The leads team's business hours, per site, and the reply-by time they give a New lead: the
 * moment `REPLY_WITHIN_MINUTES` of business time (60 unless set) have passed since it arrived,
 * counting only the hours the site's team works, in the team's time zone. A lead that arrives
 * on Friday at 16:30 with the default hours (Monday to Friday, 9:00 to 17:00) is due on Monday
 * at 9:30; the same rule holds across a change to or from daylight saving time, since every
 * opening and closing is a wall-clock time in the zone.
 *
 * `BUSINESS_HOURS` is one schedule for every site (`Mon-Fri 09:00-17:00`), or JSON of site id
 * (or `default`) → schedule: `{"default":"Mon-Fri 09:00-17:00","sailing":"Mon-Sat 08:00-18:00"}`.
 * A schedule is one or more `<days> <from>-<to>` parts separated by `;`, days as `Mon-Fri`,
 * `Sat` or `Mon,Wed,Fri`, times as 24-hour `HH:MM` (`24:00` is the day's end).
 */
import { siteIds } from '@zcomm/site-data/tenants';
import { SettingsError } from './settings.ts';

/** Opening hours of one day: minutes after midnight, `start` before `end`. */
export interface OpenSpan {
  start: number;
  end: number;
}

/** A week of opening hours: for each weekday (0 Sunday … 6 Saturday), its spans in order. */
export type Schedule = readonly (readonly OpenSpan[])[];

export interface BusinessHours {
  /** The team's time zone, which the hours are in. */
  timeZone: string;
  /** Each site's schedule; a site not named has `fallback`. */
  sites: Readonly<Record<string, Schedule>>;
  fallback: Schedule;
  /** Business time a New lead may wait for its reply. */
  replyWithinMs: number;
}

export const DEFAULT_SCHEDULE_TEXT = 'Mon-Fri 09:00-17:00';
export const DEFAULT_REPLY_WITHIN_MINUTES = 60;
/** At most a working week (40 hours) of business time. */
export const MAX_REPLY_WITHIN_MINUTES = 2_400;

const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function minutesOf(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

function daysOf(text: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(',')) {
    const [from, to] = part.split('-');
    const first = dayNames.indexOf(from ?? '');
    const last = to === undefined ? first : dayNames.indexOf(to);
    if (first < 0 || last < 0) return undefined;
    // `Fri-Mon` wraps over the weekend.
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days];
}

/** A schedule from its text, or undefined when the text is not one. */
export function parseSchedule(text: string): Schedule | undefined {
  const week: OpenSpan[][] = [[], [], [], [], [], [], []];
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  for (const part of parts) {
    const match = /^([A-Za-z,-]+)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(part);
    if (!match) return undefined;
    const days = daysOf(match[1] ?? '');
    const start = minutesOf(match[2] ?? '');
    const end = minutesOf(match[3] ?? '');
    if (!days || start === undefined || end === undefined || start >= end) return undefined;
    for (const day of days) week[day]?.push({ start, end });
  }
  for (const spans of week) {
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++) {
      if ((spans[i]?.start ?? 0) < (spans[i - 1]?.end ?? 0)) return undefined;
    }
  }
  return week;
}

const scheduleHelp = `a schedule such as "${DEFAULT_SCHEDULE_TEXT}" or "Mon-Fri 09:00-17:00; Sat 10:00-14:00", or JSON of site id (${siteIds.join(', ')}) or "default" → schedule`;

/**
 * Reads `BUSINESS_HOURS` and `REPLY_WITHIN_MINUTES` in the team's zone; a SettingsError names
 * what is wrong in one line.
 */
export function parseBusinessHours(
  env: Readonly<Record<string, string | undefined>>,
  timeZone: string,
): BusinessHours {
  const text = env.BUSINESS_HOURS?.trim() || DEFAULT_SCHEDULE_TEXT;
  const fail = (why: string): never => {
    throw new SettingsError(`BUSINESS_HOURS ${why}: give ${scheduleHelp}.`);
  };
  const schedule = (value: unknown, key: string): Schedule =>
    (typeof value === 'string' ? parseSchedule(value) : undefined) ??
    fail(`has no valid schedule for ${key}`);
  let fallback: Schedule;
  const sites: Record<string, Schedule> = {};
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail('is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return fail('must be a JSON object');
    }
    fallback = parseSchedule(DEFAULT_SCHEDULE_TEXT) as Schedule;
    for (const [key, value] of Object.entries(parsed)) {
      if (key === 'default') fallback = schedule(value, key);
      else if ((siteIds as readonly string[]).includes(key)) sites[key] = schedule(value, key);
      else fail(`names an unknown site ${JSON.stringify(key)}`);
    }
  } else {
    fallback = schedule(text, 'every site');
  }
  const within = env.REPLY_WITHIN_MINUTES?.trim();
  const minutes = within ? Number(within) : DEFAULT_REPLY_WITHIN_MINUTES;
  if (!Number.isSafeInteger(minutes) || minutes < 1 || minutes > MAX_REPLY_WITHIN_MINUTES) {
    throw new SettingsError(
      `REPLY_WITHIN_MINUTES must be a whole number of business minutes from 1 to ${MAX_REPLY_WITHIN_MINUTES}, not ${JSON.stringify(within)}.`,
    );
  }
  return { timeZone, sites, fallback, replyWithinMs: minutes * 60_000 };
}

/** The default hours in a zone: Monday to Friday, 9 to 5, a reply within the hour. */
export function defaultBusinessHours(timeZone: string): BusinessHours {
  return parseBusinessHours({}, timeZone);
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a day has in the zone. A time the clocks skip (spring
 * forward) falls after the gap; a time they pass twice (fall back) is its first.
 */
export function instantOf(
  day: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) return first;
  // Two offsets meet here: the earlier instant that shows this wall time, else (a gap) the later.
  const earlier = Math.min(first, second);
  return earlier + offsetAt(earlier, timeZone) === wall ? earlier : Math.max(first, second);
}

/** The days the search for a reply-by time looks through before it gives up. */
const MAX_DAYS = 400;

/**
 * When a lead that arrived at `arrived` is due: `within` of business time after it, counting
 * only the schedule's hours in the zone. Undefined when the schedule has no hours at all.
 */
export function addBusinessTime(
  arrived: number,
  within: number,
  schedule: Schedule,
  timeZone: string,
): number | undefined {
  if (!schedule.some((spans) => spans.length > 0)) return undefined;
  let remaining = within;
  const start = wallClock(arrived, timeZone);
  let date = Date.UTC(start.year, start.month - 1, start.day);
  for (let step = 0; step < MAX_DAYS; step++) {
    const day = new Date(date);
    const local = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    for (const span of schedule[day.getUTCDay()] ?? []) {
      const opens = instantOf(local, span.start, timeZone);
      const closes = instantOf(local, span.end, timeZone);
      const from = Math.max(opens, arrived);
      if (from >= closes) continue;
      if (closes - from >= remaining) return from + remaining;
      remaining -= closes - from;
    }
    date += 24 * 60 * 60_000;
  }
  return undefined;
}

/** A lead's reply-by time (ISO 8601) by its site's hours, or null when none applies. */
export function replyByOf(
  hours: BusinessHours,
  lead: { site: string; created_at: string; state: string; spam: boolean },
): string | null {
  if (lead.state !== 'new' || lead.spam) return null;
  const arrived = Date.parse(lead.created_at);
  if (Number.isNaN(arrived)) return null;
  const due = addBusinessTime(
    arrived,
    hours.replyWithinMs,
    hours.sites[lead.site] ?? hours.fallback,
    hours.timeZone,
  );
  return due === undefined ? null : new Date(due).toISOString();
}
