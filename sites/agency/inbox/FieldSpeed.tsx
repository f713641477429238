import { VITAL_NAMES, VITAL_THRESHOLDS, type VitalName } from '@zcomm/site-data/vitals';
import { FormAlert } from '@zcomm/storefront-ui';
import { siteName } from './format';
import { type FieldMetric, fetchFieldSpeed } from './inbox-api';
import { useReport } from './useReport';

/** The days the table covers, as Google's own field data does. */
export const FIELD_DAYS = 28;

const pageKinds: Record<string, string> = {
  home: 'Home',
  collection: 'Collections',
  product: 'Products',
  search: 'Search',
  form: 'Forms',
  content: 'Text pages',
  staff: 'Staff pages',
  placeholder: 'Placeholder',
  other: 'Other pages',
};

/** A metric's value in words: `180 ms`, `2.4 s`; CLS as its score (`0.05`). */
export function vitalText(metric: VitalName, value: number): string {
  if (metric === 'CLS')
    return String(value < 0.01 ? Math.round(value * 1000) / 1000 : Math.round(value * 100) / 100);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}

const ratingWords = { good: 'good', 'needs-improvement': 'needs work', poor: 'poor' } as const;

/** `LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1`: the Core Web Vitals' thresholds for good. */
const coreThresholds = (['LCP', 'INP', 'CLS'] as const)
  .map((metric) => `${metric} ≤ ${vitalText(metric, VITAL_THRESHOLDS[metric][0])}`)
  .join(', ');

/** One row per site and kind of page, its metrics in the report's order. */
function rowsOf(metrics: readonly FieldMetric[]) {
  const rows = new Map<
    string,
    { site: string; kind: string; views: number; cells: Map<VitalName, FieldMetric> }
  >();
  for (const metric of metrics) {
    const key = `${metric.site}|${metric.page_kind}`;
    const row = rows.get(key) ?? {
      site: metric.site,
      kind: metric.page_kind,
      views: 0,
      cells: new Map(),
    };
    row.cells.set(metric.metric, metric);
    row.views = Math.max(row.views, metric.count);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Real visitors' 75th percentiles per site and kind of page, fetched when shown. */
export function FieldSpeedTable({ onSignedOut }: { onSignedOut: (error: unknown) => boolean }) {
  const { value, error } = useReport((signal) => fetchFieldSpeed(signal, FIELD_DAYS), onSignedOut);
  const metrics = value?.metrics;
  if (error) return <FormAlert>{error}</FormAlert>;
  if (!metrics) return <p>Loading…</p>;
  if (metrics.length === 0) {
    return <p className="inbox__empty">No page views measured in the last {FIELD_DAYS} days.</p>;
  }
  return (
    <table className="inbox-times__table">
      <caption>
        75th percentile of real visitors’ page views over the last {FIELD_DAYS} days; good is{' '}
        {coreThresholds}
      </caption>
      <thead>
        <tr>
          <th scope="col">Site</th>
          <th scope="col">Pages</th>
          {VITAL_NAMES.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
          <th scope="col">Page views</th>
        </tr>
      </thead>
      <tbody>
        {rowsOf(metrics).map((row) => (
          <tr key={`${row.site}|${row.kind}`}>
            <th scope="row">{siteName(row.site)}</th>
            <td>{pageKinds[row.kind] ?? row.kind}</td>
            {VITAL_NAMES.map((name) => {
              const cell = row.cells.get(name);
              return (
                <td key={name} data-rating={cell?.rating}>
                  {cell ? `${vitalText(name, cell.p75)}, ${ratingWords[cell.rating]}` : '—'}
                </td>
              );
            })}
            <td>{row.views.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
