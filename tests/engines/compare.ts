// Comparing an engine's picture of a page with its baseline.
import { PNG } from 'pngjs';

/**
 * How different two pictures may be. A pixel counts as changed when a colour channel moved by
 * more than CHANNEL_TOLERANCE (of 255) and the new colour is not explained by an edge drawn
 * up to one pixel away: WebKit rasterises images, icons and rounded corners at a sub-pixel
 * phase that varies from load to load (sharper or softer edges, never other colours), so a
 * pixel whose colour lies within the range of the other picture's 3×3 neighbourhood, both
 * ways round, is the same edge. A changed colour token, a glyph where there was none or a
 * block moved by two pixels or more falls outside that range. At most MAX_CHANGED_PIXELS may
 * change, so a moved line of text, a new border or a missing product always fails.
 */
export const CHANNEL_TOLERANCE = 24;
export const MAX_CHANGED_PIXELS = 40;

export interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Whether the pixel at (x, y) of `picture` lies within the colour range of `other`'s 3×3 neighbourhood. */
function withinNeighbourhood(picture: Picture, other: Picture, x: number, y: number): boolean {
  const index = (y * picture.width + x) * 4;
  for (let channel = 0; channel < 3; channel += 1) {
    const value = picture.data[index + channel] ?? 0;
    let low = 255;
    let high = 0;
    for (let dy = -1; dy <= 1; dy += 1) {
      const row = y + dy;
      if (row < 0 || row >= other.height) continue;
      for (let dx = -1; dx <= 1; dx += 1) {
        const column = x + dx;
        if (column < 0 || column >= other.width) continue;
        const neighbour = other.data[(row * other.width + column) * 4 + channel] ?? 0;
        if (neighbour < low) low = neighbour;
        if (neighbour > high) high = neighbour;
      }
    }
    if (value < low - CHANNEL_TOLERANCE || value > high + CHANNEL_TOLERANCE) return false;
  }
  return true;
}

/**
 * Counts the pixels of two same-sized pictures that differ beyond the tolerance and are not
 * the same edge drawn at another sub-pixel phase, and draws them red on a faded copy.
 */
export function comparePictures(
  expected: Picture,
  actual: Picture,
): { changed: number; diff: PNG } {
  const diff = new PNG({ width: actual.width, height: actual.height });
  let changed = 0;
  for (let y = 0; y < actual.height; y += 1) {
    for (let x = 0; x < actual.width; x += 1) {
      const index = (y * actual.width + x) * 4;
      const delta = Math.max(
        Math.abs((expected.data[index] ?? 0) - (actual.data[index] ?? 0)),
        Math.abs((expected.data[index + 1] ?? 0) - (actual.data[index + 1] ?? 0)),
        Math.abs((expected.data[index + 2] ?? 0) - (actual.data[index + 2] ?? 0)),
      );
      const moved =
        delta > CHANNEL_TOLERANCE &&
        !(
          withinNeighbourhood(actual, expected, x, y) && withinNeighbourhood(expected, actual, x, y)
        );
      if (moved) {
        changed += 1;
        diff.data.set([255, 0, 0, 255], index);
      } else {
        const grey = 255 - ((255 - (actual.data[index] ?? 0)) >> 3);
        diff.data.set([grey, grey, grey, 255], index);
      }
    }
  }
  return { changed, diff };
}
