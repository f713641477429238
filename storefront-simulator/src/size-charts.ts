import { escapeHtml } from './html.ts';

/** One row of a size chart: the size as the product lists it, then its measurements. */
type Row = readonly [size: string, ...measurements: string[]];

interface SizeChart {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
}

/** Body measurements in inches for the sizes the shops sell (U.S. unisex fit). */
const tops: SizeChart = {
  caption: 'Size chart (body measurements, inches)',
  columns: ['Size', 'Chest', 'Waist'],
  rows: [
    ['YS', '26–28', '23–24'],
    ['YM', '29–31', '25–26'],
    ['YL', '32–34', '27–28'],
    ['XS', '32–34', '26–28'],
    ['S', '35–37', '29–31'],
    ['M', '38–40', '32–34'],
    ['L', '41–43', '35–37'],
    ['XL', '44–46', '38–40'],
    ['2XL', '47–49', '41–43'],
    ['3XL', '50–52', '44–46'],
    ['4XL', '53–55', '47–49'],
    ['5XL', '56–58', '50–52'],
  ],
};

const pants: SizeChart = {
  caption: 'Size chart (inches; every waist size has a 32 in inseam)',
  columns: ['Size', 'Waist', 'Inseam'],
  rows: ['30', '32', '34', '36', '38', '40', '42', '44'].map(
    (waist) => [waist, `${Number(waist) - 1}–${waist}`, '32'] as const,
  ),
};

const hats: SizeChart = {
  caption: 'Size chart (head circumference, inches)',
  columns: ['Size', 'Head'],
  rows: [
    ['S/M', '21¼–22⅜'],
    ['L/XL', '22½–23⅝'],
  ],
};

const gloves: SizeChart = {
  caption: 'Size chart (hand circumference around the knuckles, inches)',
  columns: ['Size', 'Hand'],
  rows: [
    ['S', '7–7½'],
    ['M', '8–8½'],
    ['L', '9–9½'],
    ['XL', '10–10½'],
    ['2XL', '11–11½'],
  ],
};

function chartFor(productType: string, sizes: readonly string[]): SizeChart | undefined {
  const type = productType.toLowerCase();
  if (/glove/.test(type)) return gloves;
  if (sizes.every((size) => /^\d+$/.test(size))) return pants;
  if (sizes.every((size) => hats.rows.some(([row]) => row === size))) return hats;
  if (sizes.every((size) => tops.rows.some(([row]) => row === size))) return tops;
  return undefined;
}

/**
 * The size chart a product's details show, as an HTML table of exactly the sizes it comes
 * in; empty for one-size products.
 */
export function sizeChartHtml(productType: string, sizes: readonly string[]): string {
  if (sizes.length === 0) return '';
  const chart = chartFor(productType, sizes);
  if (!chart) return '';
  const rows = chart.rows.filter(([size]) => sizes.includes(size));
  if (rows.length !== sizes.length) return '';
  const cells = (row: readonly string[], tag: 'td' | 'th') =>
    row
      .map((cell, index) =>
        index === 0
          ? `<th scope="row">${escapeHtml(cell)}</th>`
          : `<${tag}>${escapeHtml(cell)}</${tag}>`,
      )
      .join('');
  return [
    '<table>',
    `<caption>${escapeHtml(chart.caption)}</caption>`,
    `<thead><tr>${chart.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody>`,
    '</table>',
  ].join('');
}
