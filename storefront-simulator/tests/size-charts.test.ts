import { describe, expect, it } from 'vitest';
import { catalogues } from '../src/catalogue/index.ts';
import { sizeChartHtml } from '../src/size-charts.ts';

const products = catalogues.flatMap((catalogue) => catalogue.products);

/** The sizes a chart lists, in order, read from its row headers. */
function chartSizes(html: string): string[] {
  return [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((match) => match[1] ?? '');
}

describe('size charts in product details', () => {
  it('every product sold in sizes has a chart of exactly its sizes, in order', () => {
    const sized = products.filter((product) => product.sizes.length > 0);
    expect(sized.length).toBeGreaterThan(50);
    for (const product of sized) {
      const html = sizeChartHtml(product.productType, product.sizes);
      expect(chartSizes(html), product.title).toEqual([...product.sizes]);
      expect(html).toContain('<caption>Size chart');
    }
  });

  it('measures tops by chest and waist, pants by waist and inseam, hats by head, gloves by hand', () => {
    expect(sizeChartHtml('Jacket', ['S', 'M', 'L'])).toMatch(/Chest.*Waist/);
    expect(sizeChartHtml('Pants', ['30', '32'])).toMatch(/Waist.*Inseam/);
    expect(sizeChartHtml('Hat', ['S/M', 'L/XL'])).toContain('Head');
    expect(sizeChartHtml('Gloves', ['S', 'M'])).toContain('Hand');
  });

  it('one-size products and unknown sizes get no chart rather than a wrong one', () => {
    expect(sizeChartHtml('Accessory', [])).toBe('');
    expect(sizeChartHtml('Jacket', ['S', 'Tall'])).toBe('');
  });
});
