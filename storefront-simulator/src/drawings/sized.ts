/**
 * A product picture at the size Shopify's image URLs ask for, as its CDN resizes a photo: by the
 * `width` and `height` query parameters, or by the file name's size suffix (`<name>_<w>x<h>.png`,
 * `_<w>x`, `_x<h>`) that the Buy Button and older themes use. Pictures are square, so the
 * smallest side asked is served, never wider than the original (the CDN does not enlarge). The
 * drawing is given that width with the detail finer than its pixels left out: texture tiles
 * smaller than a few pixels, strokes thinner than half a pixel and dots smaller than a pixel,
 * which a raster of that width would blur away. The silhouette and its outline always stay; a
 * picture as wide as the drawing or wider keeps everything.
 */
import { DRAWING_SIZE, IMAGE_SIZE } from './index.ts';

/** The largest side Shopify's image URL parameters accept. */
const MAX_ASKED_SIDE = 5760;
/** A texture tile narrower than this many pixels reads as a flat colour. */
const MIN_TILE_PIXELS = 4;
/** A stroke thinner than this many pixels is lost in a raster of that width. */
const MIN_STROKE_PIXELS = 0.5;
/** A dot of a radius under this many pixels is lost too. */
const MIN_DOT_RADIUS_PIXELS = 0.5;

/** One side asked, in a query parameter or a file name: a whole number of pixels, 1 to 5760. */
function askedSide(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 0;
  return number >= 1 && number <= MAX_ASKED_SIDE ? number : undefined;
}

/**
 * The width a picture is served at for the sides asked (query parameters, a file name's
 * suffix): the smallest valid one, clamped to the original's; the original's when none is
 * valid (an unreadable side is ignored, as the CDN ignores it).
 */
export function servedWidth(...sides: unknown[]): number {
  const asked = sides.map(askedSide).filter((side) => side !== undefined);
  return asked.length === 0 ? IMAGE_SIZE : Math.min(IMAGE_SIZE, ...asked);
}

/** A picture's file name: `<name>.png`, `<name>_<w>x<h>.png`, `<name>_<w>x.png` or `<name>_x<h>.png`. */
const PICTURE_FILE = /^(.+?)(?:_(?:(\d{1,4})x(\d{0,4})|x(\d{1,4})))?\.png$/;

/** What a picture's file name says: the picture's name and the sides its suffix asks for. */
export interface PictureFile {
  name: string;
  width: string | undefined;
  height: string | undefined;
}

/** Reads a picture's file name; undefined when it is not one. */
export function pictureFile(file: string): PictureFile | undefined {
  const match = PICTURE_FILE.exec(file);
  if (!match) return undefined;
  const [, name = '', width, height, heightOnly] = match;
  return { name, width: width || undefined, height: height || heightOnly || undefined };
}

const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(ATTRIBUTE)].map((match) => [match[1] ?? '', match[2] ?? ''] as const),
  );
}

/** Whether one self-closing shape is finer than a pixel at `scale` (pixels per drawing unit). */
function tooFine(attributes: Map<string, string>, scale: number, tag: string): boolean {
  const fill = attributes.get('fill');
  const stroke = attributes.get('stroke');
  const outlineOnly = (fill === undefined || fill === 'none') && stroke !== undefined;
  if (outlineOnly && Number(attributes.get('stroke-width') ?? 1) * scale < MIN_STROKE_PIXELS) {
    return true;
  }
  return tag === 'circle' && Number(attributes.get('r') ?? 0) * scale < MIN_DOT_RADIUS_PIXELS;
}

/** The drawing `svg` (as drawn, `DRAWING_SIZE` wide) at `width` pixels, its finer detail left out. */
export function drawingAtWidth(svg: string, width: number): string {
  const scale = width / DRAWING_SIZE;
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
