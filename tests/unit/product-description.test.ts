/**
 * A product's description is read on the server, in the event loop: a shop's HTML (or a
 * storefront that answers with a huge one) must be read in linear time, and only so much of it,
 * or one product page holds every site of the process while it is read.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, readDescription } from '../../server/products/storefront.ts';

/** The fastest of three readings, in milliseconds (a loaded machine slows some down). */
function fastestReading(html: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    readDescription(html, '');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** 240 KB descriptions that made the former regular expressions scan to the end from each tag. */
const hostile: Record<string, string> = {
  'paragraphs never closed': '<p>'.repeat(80_000),
  'tags never closed': '<p'.repeat(120_000),
  'tables never closed': '<table>'.repeat(34_000),
  'a size chart of rows never closed': `<table><caption>Size</caption>${'<tr>'.repeat(60_000)}</table>`,
  'a size chart of cells never closed': `<table><caption>Size</caption><tr>${'<td>'.repeat(60_000)}</tr></table>`,
};

describe('reading a description', () => {
  for (const [shape, html] of Object.entries(hostile)) {
    it(`reads 240 KB of ${shape} in linear time`, () => {
      expect(html.length).toBeGreaterThanOrEqual(200_000);
      // As long as an ordinary description of the same size takes, give or take: seconds
      // before (5.5 s measured for one such description), a few milliseconds now. Compared
      // with the ordinary one, so that a loaded machine slows both alike.
      const ordinary = '<p>Heavy duty.</p><ul><li>Taped seams</li></ul>'
        .repeat(Math.ceil(html.length / 44))
        .slice(0, html.length);
      expect(fastestReading(html)).toBeLessThan(10 * fastestReading(ordinary) + 20);
    });
  }

  it('reads no more than its cap of a huge description', () => {
    const paragraph = '<p>Heavy duty.</p>';
    const html = paragraph.repeat(Math.ceil((4 * MAX_DESCRIPTION_LENGTH) / paragraph.length));
    const { description } = readDescription(html, '');
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH / paragraph.length);
    expect(description.every((text) => text === 'Heavy duty.')).toBe(true);
    const plain = readDescription('', 'x'.repeat(4 * MAX_DESCRIPTION_LENGTH)).description;
    expect(plain.join('').length).toBe(MAX_DESCRIPTION_LENGTH);
  });

  it('reads paragraphs, bullet points and the size chart as before', () => {
    const { description, features, sizeChart } = readDescription(
      '<P class="lead">Warm &amp; <b>seen</b>.</P><p></p><p>Second<br>line &#8212; &#x2014; &#99999999;</p>' +
        '<ul><li>Meets ANSI</li><LI>Taped&nbsp;seams</LI></ul>' +
        '<table><caption>Colours</caption><tr><td><p>not a paragraph</p></td></tr></table>' +
        '<table><caption>Size chart (inches)</caption><thead><tr><th scope="col">Size</th><th>Chest</th></tr></thead>' +
        '<tbody><tr><th scope="row">S</th><td>35–37</td></tr><tr><td>M</td></tr><tr><th>L</th><td>41 <i>to</i> 43</td></tr></tbody></table>' +
        '<p>Unclosed <li>after',
      '',
    );
    expect(description).toEqual(['Warm & seen .', 'Second line — — \uFFFD']);
    expect(features).toEqual(['Meets ANSI', 'Taped seams']);
    expect(sizeChart).toEqual({
      caption: 'Size chart (inches)',
      columns: ['Size', 'Chest'],
      rows: [
        ['S', '35–37'],
        ['L', '41 to 43'],
      ],
    });
  });

  it('falls back to the plain description when the HTML has no paragraph', () => {
    expect(readDescription('<div>Loose text</div>', 'Plain  text\nonly.').description).toEqual([
      'Plain text only.',
    ]);
    expect(readDescription('', '').description).toEqual([]);
  });
});
