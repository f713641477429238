import { describe, expect, it } from 'vitest';
import {
  addBusinessTime,
  defaultBusinessHours,
  instantOf,
  parseBusinessHours,
  parseSchedule,
  replyByOf,
} from '../../server/leads/business-hours.ts';

const NY = 'America/New_York';
const HOUR = 60 * 60_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const weekdays = parseSchedule('Mon-Fri 09:00-17:00');

describe('reply-by times', () => {
  it('count only business hours: a lead in the evening is due an hour after opening', () => {
    // Tuesday 6 PM EST (23:00 UTC): due Wednesday 10 AM EST.
    expect(iso(addBusinessTime(at('2026-02-10T23:00:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-02-11T15:00:00.000Z',
    );
    // Tuesday 10:15 AM EST: within the day.
    expect(iso(addBusinessTime(at('2026-02-10T15:15:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-02-10T16:15:00.000Z',
    );
  });

  it('run over a weekend: Friday 4:30 PM is due Monday 9:30 AM', () => {
    // Friday 16:30 EST = 21:30 UTC; half an hour left on Friday, half on Monday at 9:00 EST.
    expect(iso(addBusinessTime(at('2026-02-13T21:30:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-02-16T14:30:00.000Z',
    );
    // Saturday noon: Monday 10 AM.
    expect(iso(addBusinessTime(at('2026-02-14T17:00:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-02-16T15:00:00.000Z',
    );
  });

  it('follow the wall clock across the change to daylight saving time and back', () => {
    // Friday 6 March 2026, 4:30 PM EST; clocks spring forward on Sunday 8 March. Monday 9 AM is
    // EDT (13:00 UTC), so the reply is due at 13:30 UTC, not 14:30.
    expect(iso(addBusinessTime(at('2026-03-06T21:30:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-03-09T13:30:00.000Z',
    );
    // Friday 30 October 2026, 4:30 PM EDT (20:30 UTC); back to EST on Sunday 1 November:
    // Monday 9:30 AM EST is 14:30 UTC.
    expect(iso(addBusinessTime(at('2026-10-30T20:30:00Z'), HOUR, weekdays ?? [], NY))).toBe(
      '2026-11-02T14:30:00.000Z',
    );
  });

  it('are in the team’s zone, whatever it is', () => {
    // Friday 16:30 in London (GMT) is Monday 9:30 GMT.
    expect(
      iso(addBusinessTime(at('2026-02-13T16:30:00Z'), HOUR, weekdays ?? [], 'Europe/London')),
    ).toBe('2026-02-16T09:30:00.000Z');
  });

  it('place a wall time the clocks skip after the gap, and one they pass twice at its first', () => {
    // 2:30 AM on 8 March 2026 does not exist in New York: 3:30 AM EDT (07:30 UTC).
    expect(iso(instantOf({ year: 2026, month: 3, day: 8 }, 150, NY))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 1:30 AM on 1 November 2026 happens twice: the first is EDT (05:30 UTC).
    expect(iso(instantOf({ year: 2026, month: 11, day: 1 }, 90, NY))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('are given to New leads only, by their site’s hours', () => {
    const hours = parseBusinessHours(
      { BUSINESS_HOURS: '{"sailing":"Sat 10:00-14:00"}', REPLY_WITHIN_MINUTES: '30' },
      NY,
    );
    const lead = { created_at: '2026-02-13T21:30:00Z', state: 'new', spam: false };
    // Half an hour: the last of Friday.
    expect(replyByOf(hours, { ...lead, site: 'agency' })).toBe('2026-02-13T22:00:00.000Z');
    expect(replyByOf(hours, { ...lead, site: 'sailing' })).toBe('2026-02-14T15:30:00.000Z');
    expect(replyByOf(hours, { ...lead, site: 'agency', state: 'in_progress' })).toBeNull();
    expect(replyByOf(hours, { ...lead, site: 'agency', spam: true })).toBeNull();
    expect(replyByOf(defaultBusinessHours(NY), { ...lead, site: 'agency' })).toBe(
      '2026-02-16T14:30:00.000Z',
    );
  });
});

describe('BUSINESS_HOURS', () => {
  it('reads schedules of days and times, several parts, and wrapping days', () => {
    expect(parseSchedule('Mon-Fri 09:00-17:00; Sat 10:00-14:00')?.[6]).toEqual([
      { start: 600, end: 840 },
    ]);
    expect(parseSchedule('Fri-Mon 08:00-24:00')?.map((day) => day.length)).toEqual([
      1, 1, 0, 0, 0, 1, 1,
    ]);
    expect(parseSchedule('mon,wed 9:00-12:00; mon 13:00-17:00')?.[1]).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
  });

  it.each([
    ['Mon-Fri', /BUSINESS_HOURS has no valid schedule for every site/],
    ['Mon-Fri 17:00-09:00', /no valid schedule/],
    ['Mon-Fri 09:00-25:00', /no valid schedule/],
    ['Funday 09:00-17:00', /no valid schedule/],
    ['Mon 09:00-12:00; Mon 11:00-13:00', /no valid schedule/],
    ['{"moon":"Mon-Fri 09:00-17:00"}', /unknown site "moon"/],
    ['{"agency":5}', /no valid schedule for agency/],
    ['{oops', /not valid JSON/],
  ])('refuses %s in one line', (value, message) => {
    expect(() => parseBusinessHours({ BUSINESS_HOURS: value }, NY)).toThrow(message);
  });

  it('reads REPLY_WITHIN_MINUTES: 60 by default, 1 to 2400', () => {
    expect(parseBusinessHours({}, NY).replyWithinMs).toBe(HOUR);
    expect(parseBusinessHours({ REPLY_WITHIN_MINUTES: '15' }, NY).replyWithinMs).toBe(15 * 60_000);
    for (const value of ['0', '2401', '1.5', 'soon']) {
      expect(() => parseBusinessHours({ REPLY_WITHIN_MINUTES: value }, NY)).toThrow(
        /REPLY_WITHIN_MINUTES must be a whole number/,
      );
    }
  });
});

describe('response times', () => {
  it('take the nearest-rank median and 90th percentile', async () => {
    const { quantile } = await import('../../server/api/inbox/response-times.ts');
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([5], 0.9)).toBe(5);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10);
  });

  it('group by the week’s Monday in the team’s zone', async () => {
    const { weekOf } = await import('../../server/api/inbox/response-times.ts');
    // Monday 2 March 2026, 3 AM UTC is still Sunday evening in New York: the week before.
    expect(weekOf(Date.parse('2026-03-02T03:00:00Z'), NY)).toBe('2026-02-23');
    expect(weekOf(Date.parse('2026-03-02T03:00:00Z'), 'Europe/London')).toBe('2026-03-02');
    expect(weekOf(Date.parse('2026-03-08T23:59:00Z'), 'Europe/London')).toBe('2026-03-02');
  });
});
