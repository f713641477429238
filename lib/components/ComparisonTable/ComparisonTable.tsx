'use client';

import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../Icon';

/** One row: its label, then one value per remaining column. */
export interface ComparisonRow {
  /** Shown in the first column, as the row header. */
  label: string;
  /** `true` / `false` render as a check / minus with “Included” / “Not included” for screen readers. */
  values: (string | boolean)[];
}

export type ComparisonTableProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The table's caption, which also names its scroll region. */
  caption: string;
  /** Column headings; the first heads the row-label column. */
  columns: string[];
  /** The rows, in display order. */
  rows: ComparisonRow[];
};

function Value({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return value;
  return (
    <>
      <Icon name={value ? 'check' : 'minus'} size={20} />
      <span className="zc-visually-hidden">{value ? 'Included' : 'Not included'}</span>
    </>
  );
}

function valueKind(value: string | boolean): string {
  if (value === true) return 'included';
  if (value === false) return 'excluded';
  return 'text';
}

/**
 * A feature comparison. On narrow screens the table scrolls sideways inside a labelled region
 * that can take keyboard focus; once the table fits, the region leaves the tab order.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  className,
  ...props
}: ComparisonTableProps) {
  const captionId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [scrollable, setScrollable] = useState(true);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(region.scrollWidth > region.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={regionRef}
      aria-labelledby={captionId}
      tabIndex={scrollable ? 0 : undefined}
      {...props}
      className={['zc-comparison', className].filter(Boolean).join(' ')}
      data-slot="comparison"
      data-columns={columns.length}
    >
      <p className="zc-comparison__hint" data-slot="comparison-hint" aria-hidden="true">
        Scroll sideways for every column
        <Icon name="arrow-right" size={16} />
      </p>
      <table className="zc-comparison__table" data-slot="comparison-table">
        <caption id={captionId} className="zc-comparison__caption" data-slot="comparison-caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={columns[index + 1] ?? index} data-value={valueKind(value)}>
                  <Value value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
