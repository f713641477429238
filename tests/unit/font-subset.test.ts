import { glob, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tenants } from '@zcomm/site-data/tenants';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_WEIGHTS,
  LATIN_RANGE,
  narrowFont,
  unicodeRangeText,
} from '../../scripts/font-subset.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const sample =
  'Hi-Vis Jackets — ANSI/ISEA 107 Class 3, $129.00 “Sold out” café Æ naïve ½ © ™ € fi ffl 0123456789';

describe('unicodeRangeText', () => {
  it('lists every code point of a range, singles and spans', () => {
    expect(unicodeRangeText('U+0041-0043, U+20AC')).toBe('ABC€');
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => unicodeRangeText('U+0041-0043, A')).toThrow(/unicode-range/);
  });
});

describe("the sites' @font-face rules", () => {
  it('declare the range and weights the build narrows to', async () => {
    const sheets: string[] = [];
    for await (const sheet of glob(['sites/*/fonts.css', 'sites/*/fonts/*.css'], { cwd: root })) {
      sheets.push(sheet);
    }
    expect(sheets.length).toBeGreaterThanOrEqual(6);
    for (const sheet of sheets) {
      const css = await readFile(path.join(root, sheet), 'utf8');
      for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
        const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim();
        expect(range, sheet).toBe(LATIN_RANGE);
        const [min, max] = (/font-weight:\s*(\d+)\s+(\d+);/.exec(face) ?? []).slice(1).map(Number);
        expect(min, sheet).toBe(DESIGN_WEIGHTS.min);
        expect(max, sheet).toBeLessThanOrEqual(DESIGN_WEIGHTS.max);
      }
    }
  });
});

/** Glyph advances and outlines of `sample` at a weight, as numbers, with harfbuzz. */
function drawn(sfnt: Uint8Array, weight: number) {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(sample);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
  return {
    unitsPerEm: face.upem,
    unicodes: [...face.collectUnicodes()].sort((a, b) => a - b),
    axis: face.getAxisInfos().wght,
    advances: buffer.getGlyphPositions().map((position) => position.xAdvance),
    outlines: glyphs.map((glyph) => (font.glyphToPath(glyph).match(/-?[\d.]+/g) ?? []).map(Number)),
  };
}

const fontPackages = [...new Set(tenants.flatMap((tenant) => tenant.fonts))];

describe.each(fontPackages)('narrowFont: %s', (fontPackage) => {
  const name = fontPackage.split('/')[1] ?? '';
  const load = async () => {
    const source = await readFile(
      require.resolve(`${fontPackage}/files/${name}-latin-wght-normal.woff2`),
    );
    const narrowed = await narrowFont(source);
    // The same Latin subset of both, as sfnt for harfbuzz to read.
    const text = unicodeRangeText(LATIN_RANGE);
    const sfnt = (font: Uint8Array) => subsetFont(font, text, { targetFormat: 'sfnt' });
    const [before, after] = await Promise.all([sfnt(source), sfnt(narrowed)]);
    return { source, narrowed, before, after };
  };

  it('is smaller, keeps every character and draws the same at every weight pages use', async () => {
    const { source, narrowed, before, after } = await load();
    expect(narrowed.length).toBeLessThan(source.length);
    for (const weight of [400, 500, 600, 650, 700, 800]) {
      const original = drawn(before, weight);
      const result = drawn(after, weight);
      expect(result.unicodes).toEqual(original.unicodes);
      expect(result.axis?.min).toBeLessThanOrEqual(DESIGN_WEIGHTS.min);
      expect(result.axis?.max).toBeGreaterThanOrEqual(
        Math.min(DESIGN_WEIGHTS.max, original.axis?.max ?? 0),
      );
      // Within a quarter of a percent of the em (0.04 px at 16 px): the rounding of an
      // instanced axis, never another shape or another line break.
      const tolerance = original.unitsPerEm / 400;
      expect(result.advances).toHaveLength(original.advances.length);
      result.advances.forEach((advance, index) => {
        expect(Math.abs(advance - (original.advances[index] ?? 0))).toBeLessThanOrEqual(tolerance);
      });
      result.outlines.forEach((points, index) => {
        const expected = original.outlines[index] ?? [];
        expect(points).toHaveLength(expected.length);
        points.forEach((value, at) => {
          expect(Math.abs(value - (expected[at] ?? 0))).toBeLessThanOrEqual(tolerance);
        });
      });
    }
  }, 30_000);
});
