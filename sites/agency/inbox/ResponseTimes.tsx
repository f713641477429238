import { FormAlert } from '@zcomm/storefront-ui';
import { FieldSpeedTable } from './FieldSpeed';
import { siteName } from './format';
import { fetchResponseTimes } from './inbox-api';
import { useReport } from './useReport';

/** A wait in words: `12 min`, `3.5 h`, `2.1 d`; a dash for none. */
export function waitText(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = ms / 60_000;
  if (minutes < 60) return `${Math.max(0, Math.round(minutes))} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1).replace(/\.0$/, '')} h`;
  return `${(minutes / (24 * 60)).toFixed(1).replace(/\.0$/, '')} d`;
}

const weekFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Mar 2, 2026` for the week's Monday. */
const weekText = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`));

/** The table of the last weeks' response times, fetched when it is shown. */
function TimesTable({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  const { value: weeks, error } = useReport(fetchResponseTimes, onSignedOut);
  if (error) return <FormAlert>{error}</FormAlert>;
  if (!weeks) return <p>Loading…</p>;
  if (weeks.length === 0) {
    return <p className="inbox__empty">No leads in the last weeks.</p>;
  }
  return (
    <table className="inbox-times__table">
      <caption>
        Time from arrival to the first reply, per site and week (weeks start on Monday)
      </caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Site</th>
          <th scope="col">Leads</th>
          <th scope="col">Answered</th>
          <th scope="col">Median</th>
          <th scope="col">90th percentile</th>
          <th scope="col">Within an hour</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={`${week.week}|${week.site}`}>
            <th scope="row">{weekText(week.week)}</th>
            <td>{siteName(week.site)}</td>
            <td>{week.leads}</td>
            <td>{week.answered}</td>
            <td>{waitText(week.median_ms)}</td>
            <td>{waitText(week.p90_ms)}</td>
            <td>{`${Math.round(week.within_hour * 100)} %`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The reports panel that "Reports" in the inbox's title row opens: how fast the team answers,
 * and how fast the sites are for their visitors.
 */
export function Reports({
  id,
  onSignedOut,
}: {
  id: string;
  onSignedOut: (error: unknown) => boolean;
}) {
  return (
    <section id={id} className="inbox-times" aria-label="Reports">
      <h2 className="inbox-times__heading">Response times</h2>
      <TimesTable onSignedOut={onSignedOut} />
      <h2 className="inbox-times__heading">Field speed</h2>
      <FieldSpeedTable onSignedOut={onSignedOut} />
    </section>
  );
}
