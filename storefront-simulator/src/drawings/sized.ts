/**
 * A product drawing at the width Shopify's image URL parameters ask for (`?width=`,
 * `?height=`), as the CDN resizes a photo: the asked side is rounded up to one of a few widths
 * (so a picture has few copies to cache), never past the original, and the drawing is given
 * that size with the detail finer than its pixels left out: texture tiles smaller than a few
 * pixels, strokes thinner than half a pixel and dots smaller than a pixel, which a raster of
 * that width would blur away. The silhouette and its outline always stay; the original keeps
 * everything.
 */
import { IMAGE_WIDTHS } from '@zcomm/site-data/image-sizes';
import { IMAGE_SIZE } from './index.ts';

/** The largest side Shopify's image URL parameters accept. */
const MAX_ASKED_SIDE = 5760;
/** A texture tile narrower than this many pixels reads as a flat colour. */
const MIN_TILE_PIXELS = 4;
/** A stroke thinner than this many pixels is lost in a raster of that width. */
const MIN_STROKE_PIXELS = 0.5;
/** A dot of a radius under this many pixels is lost too. */
const MIN_DOT_RADIUS_PIXELS = 0.5;

/** One side asked in a query parameter: a whole number of pixels, 1 to 5760. */
function askedSide(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 0;
  return number >= 1 && number <= MAX_ASKED_SIDE ? number : undefined;
}

/**
 * The width a drawing is served at for the asked `width` and `height` query parameters: the
 * smaller asked side rounded up to one of the widths pages ask for, or undefined for the
 * original (nothing valid asked, or as much as the original or more).
 */
export function servedWidth(width: unknown, height: unknown): number | undefined {
  const asked = [askedSide(width), askedSide(height)].filter((side) => side !== undefined);
  if (asked.length === 0) return undefined;
  const side = Math.min(...asked);
  const served = IMAGE_WIDTHS.find((candidate) => candidate >= side) ?? IMAGE_SIZE;
  return served < IMAGE_SIZE ? served : undefined;
}

const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(ATTRIBUTE)].map((match) => [match[1] ?? '', match[2] ?? ''] as const),
  );
}

/** Whether one self-closing shape is finer than a pixel at `scale` (drawn size / original). */
function tooFine(attributes: Map<string, string>, scale: number, tag: string): boolean {
  const fill = attributes.get('fill');
  const stroke = attributes.get('stroke');
  const outlineOnly = (fill === undefined || fill === 'none') && stroke !== undefined;
  if (outlineOnly && Number(attributes.get('stroke-width') ?? 1) * scale < MIN_STROKE_PIXELS) {
    return true;
  }
  return tag === 'circle' && Number(attributes.get('r') ?? 0) * scale < MIN_DOT_RADIUS_PIXELS;
}

/** The drawing `svg` (of the original size) at `width` pixels, its finer detail left out. */
export function drawingAtWidth(svg: string, width: number): string {
  const scale = width / IMAGE_SIZE;
  const droppedTiles = new Set<string>();
  const silhouette = /<clipPath id="body"><path d="([^"]+)"/.exec(svg)?.[1];
  return svg
    .replace(/^(<svg\b[^>]*?) width="\d+" height="\d+"/, `$1 width="${width}" height="${width}"`)
    .replace(/<pattern\b([^>]*)>.*?<\/pattern>/g, (pattern, attributeText: string) => {
      const attributes = attributesOf(attributeText);
      if (Number(attributes.get('width') ?? 0) * scale >= MIN_TILE_PIXELS) return pattern;
      droppedTiles.add(attributes.get('id') ?? '');
      return '';
    })
    .replace(/<(path|circle|rect|ellipse)\b([^>]*)\/>/g, (shape, tag: string, attributeText) => {
      const attributes = attributesOf(attributeText);
      const tile = /^url\(#([^)]+)\)$/.exec(attributes.get('fill') ?? '')?.[1];
      if (tile !== undefined && droppedTiles.has(tile)) return '';
      if (silhouette !== undefined && attributes.get('d') === silhouette) return shape;
      return tooFine(attributes, scale, tag) ? '' : shape;
    });
}
