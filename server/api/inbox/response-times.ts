/**
 * `GET /response-times`: how fast the team answers, per site and week (weeks start on Monday in
 * the team's zone): the leads that came in, how many were answered, the median and the 90th
 * percentile of the time from arrival to the first reply (sent from the inbox or marked as sent),
 * and the share answered within an hour. Spam is left out; a lead not answered yet counts as not
 * answered within the hour. Times are elapsed time, nights and weekends included.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { type Static, Type } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage, type SchemaFailure } from '../../shared/schema-errors.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 26;

export const ResponseTimesQuery = Type.Object(
  {
    weeks: Type.Optional(
      Type.String({
        pattern: '^(?:[1-9]|1\\d|2[0-6])$',
        errorMessage: `weeks must be a whole number from 1 to ${MAX_WEEKS}.`,
      }),
    ),
  },
  { additionalProperties: false, errorMessage: 'The only parameter is weeks.' },
);

const WeekTimes = Type.Object({
  site: Type.String(),
  /** The week's Monday in the team's zone, `YYYY-MM-DD`. */
  week: Type.String(),
  leads: Type.Integer(),
  answered: Type.Integer(),
  /** Milliseconds from arrival to the first reply; null when none was answered. */
  median_ms: Type.Union([Type.Number(), Type.Null()]),
  p90_ms: Type.Union([Type.Number(), Type.Null()]),
  /** Of the week's leads, the share answered within an hour (0 to 1). */
  within_hour: Type.Number(),
});
export type WeekTimes = Static<typeof WeekTimes>;

export const ResponseTimes = Type.Object({
  time_zone: Type.String(),
  weeks: Type.Array(WeekTimes),
});

/** The `q` quantile of sorted values, by the nearest rank. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] ?? null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The Monday of the week an instant falls in, in the zone, as `YYYY-MM-DD`. */
export function weekOf(instant: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const day = Date.parse(`${format.format(new Date(instant))}T00:00:00Z`);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The times per site and week, newest week first, sites in name order within a week. */
export function responseTimes(
  leads: readonly { site: string; created_at: string; first_reply_at: string | null }[],
  timeZone: string,
): WeekTimes[] {
  const groups = new Map<string, { site: string; week: string; leads: number; waits: number[] }>();
  for (const lead of leads) {
    const arrived = Date.parse(lead.created_at);
    if (Number.isNaN(arrived)) continue;
    const week = weekOf(arrived, timeZone);
    const key = `${week}|${lead.site}`;
    const group = groups.get(key) ?? { site: lead.site, week, leads: 0, waits: [] };
    group.leads += 1;
    const replied = lead.first_reply_at ? Date.parse(lead.first_reply_at) : Number.NaN;
    if (!Number.isNaN(replied)) group.waits.push(Math.max(0, replied - arrived));
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.week.localeCompare(a.week) || a.site.localeCompare(b.site))
    .map(({ site, week, leads: count, waits }) => {
      const sorted = [...waits].sort((a, b) => a - b);
      return {
        site,
        week,
        leads: count,
        answered: sorted.length,
        median_ms: quantile(sorted, 0.5),
        p90_ms: quantile(sorted, 0.9),
        within_hour: sorted.filter((wait) => wait <= HOUR_MS).length / count,
      };
    });
}

export interface ResponseTimesOptions {
  reader: Queryable;
  timeZone: string;
}

export const responseTimesRoute: FastifyPluginAsyncTypebox<ResponseTimesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/response-times',
    {
      schema: { querystring: ResponseTimesQuery, response: { 200: ResponseTimes, ...apiErrors } },
      schemaErrorFormatter: (failures: SchemaFailure[]) =>
        new HttpError(400, firstMessage(ResponseTimesQuery, failures) ?? 'Bad request.'),
    },
    async (request) => {
      const weeks = Number(request.query.weeks ?? DEFAULT_WEEKS);
      // From the Monday `weeks - 1` weeks before this one (a day early, for any zone's Monday).
      const now = Date.now();
      const since = new Date(
        Date.parse(`${weekOf(now, options.timeZone)}T00:00:00Z`) -
          (weeks - 1) * 7 * DAY_MS -
          DAY_MS,
      ).toISOString();
      const rows = await options.reader.all(
        `SELECT site, created_at, first_reply_at FROM submissions
         WHERE spam = 0 AND created_at >= ?`,
        [since],
      );
      const oldest = weekOf(Date.parse(since) + 2 * DAY_MS, options.timeZone);
      const leads = rows.map((row) => ({
        site: String(row.site),
        created_at: String(row.created_at),
        first_reply_at: row.first_reply_at == null ? null : String(row.first_reply_at),
      }));
      return {
        time_zone: options.timeZone,
        weeks: responseTimes(leads, options.timeZone).filter((week) => week.week >= oldest),
      };
    },
  );
};
