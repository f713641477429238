import { render, screen, within } from '@testing-library/react';
import { ComparisonTable } from '@zcomm/storefront-ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const props = {
  caption: 'What each service includes',
  columns: ['Service', 'Web Development', 'Product Fulfillment', 'Both'],
  rows: [
    { label: 'Custom storefront design', values: [true, false, true] },
    { label: 'Free revisions', values: ['14 days', false, '14 days'] },
  ],
};

describe('ComparisonTable', () => {
  it('renders a captioned table with column and row headers', () => {
    render(<ComparisonTable {...props} />);
    const table = screen.getByRole('table', { name: 'What each service includes' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual(props.columns);
    for (const header of columnHeaders) expect(header).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Custom storefront design',
      'Free revisions',
    ]);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
  });

  it('renders true and false as check and minus icons with text for screen readers', () => {
    render(<ComparisonTable {...props} />);
    const [, first] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Included', 'Not included', 'Included']);
    for (const cell of cells) {
      const svg = cell.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(within(cell).getByText(/Included|Not included/)).toHaveClass('zc-visually-hidden');
    }
    expect(cells[0]).toHaveAttribute('data-value', 'included');
    expect(cells[1]).toHaveAttribute('data-value', 'excluded');
  });

  it('renders text values as given', () => {
    render(<ComparisonTable {...props} />);
    const [, , second] = screen.getAllByRole('row');
    const cells = within(second!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['14 days', 'Not included', '14 days']);
    expect(cells[0]!.querySelector('svg')).toBeNull();
  });

  it('wraps the table in a focusable region named by the caption', () => {
    render(<ComparisonTable {...props} />);
    const region = screen.getByRole('region', { name: 'What each service includes' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

describe('ComparisonTable server HTML', () => {
  it('gives its column count as a data attribute, not an inline style', () => {
    const html = renderToString(<ComparisonTable {...props} />);
    expect(html).toContain('data-columns="4"');
    expect(html).not.toContain('style=');
  });
});
