import { describe, expect, it } from 'vitest';
import { comparePictures, MAX_CHANGED_PIXELS, type Picture } from '../engines/compare.ts';

const WHITE = [255, 255, 255];
const INK = [30, 30, 30];
const ACCENT = [200, 40, 40];

/** A picture `width`×`height` painted by `paint(x, y)`. */
function picture(
  width: number,
  height: number,
  paint: (x: number, y: number) => number[],
): Picture {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return { width, height, data };
}

/** A dark square from `left` to `right` (exclusive), rows 10–29, with a grey edge of `edge`. */
function square(left: number, right: number, edge?: number[]) {
  return picture(60, 40, (x, y) => {
    if (y < 10 || y >= 30) return WHITE;
    if (x >= left && x < right) return INK;
    if (edge && (x === left - 1 || x === right)) return edge;
    return WHITE;
  });
}

describe('the engine picture comparison', () => {
  it('finds no change between equal pictures', () => {
    expect(comparePictures(square(20, 40), square(20, 40)).changed).toBe(0);
  });

  it('takes a softer edge or a one-pixel shift for the same drawing', () => {
    expect(comparePictures(square(20, 40), square(20, 40, [140, 140, 140])).changed).toBe(0);
    expect(comparePictures(square(20, 40), square(21, 41)).changed).toBe(0);
  });

  it('counts a block moved by two pixels', () => {
    const { changed } = comparePictures(square(20, 40), square(22, 42));
    // Two columns on each side, but for the corners, where a row above or below explains them.
    expect(changed).toBeGreaterThanOrEqual(2 * 2 * 18);
    expect(changed).toBeGreaterThan(MAX_CHANGED_PIXELS);
  });

  it('counts a changed colour everywhere it shows', () => {
    const recoloured = picture(60, 40, (x, y) =>
      y >= 10 && y < 30 && x >= 20 && x < 40 ? ACCENT : WHITE,
    );
    expect(comparePictures(square(20, 40), recoloured).changed).toBe(20 * 20);
  });

  it('counts a mark where there was none, and draws it red in the difference', () => {
    const marked = square(20, 40);
    marked.data.set([...INK, 255], (5 * 60 + 5) * 4);
    const { changed, diff } = comparePictures(square(20, 40), marked);
    expect(changed).toBe(1);
    expect([...diff.data.subarray((5 * 60 + 5) * 4, (5 * 60 + 5) * 4 + 4)]).toEqual([
      255, 0, 0, 255,
    ]);
    // Unchanged pixels are drawn as a faded grey copy: the square's ink becomes a light grey.
    const inside = (15 * 60 + 25) * 4;
    expect([...diff.data.subarray(inside, inside + 4)]).toEqual([227, 227, 227, 255]);
  });
});
