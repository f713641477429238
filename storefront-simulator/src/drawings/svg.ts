/**
 * What every garment drawing is made of: the palette a product colour gives, the shape one
 * drawing returns (silhouette, what goes behind, inside and on top of it, the tape), and the
 * SVG path, line and dot helpers the drawings are written with.
 */
import type { GarmentFamily } from '../types.ts';

/** Colours one drawing uses, derived from the product colour. */
export interface Palette {
  main: string;
  /** Seams, pockets and other details: darker than `main` (lighter on very dark fabric). */
  dark: string;
  /** The silhouette outline. */
  line: string;
  /** Linings and insides. */
  shadow: string;
  light: string;
  /** Prints and embroidery: white on dark fabric, navy on light fabric. */
  ink: string;
  /** Hem bands: the lower-part colour of two-tone garments, else `shadow`. */
  lower: string;
  /** Whether the item carries reflective tape. */
  reflective: boolean;
}

/** One drawing: a silhouette plus what goes behind, inside (clipped) and on top of it. */
export interface Shape {
  /** Silhouette path: filled with the main colour, clips `inside`, tape and the lower part. */
  body: string;
  /** SVG drawn before the body (hoods, handles, straps). */
  behind?: string;
  /** SVG clipped to the body, under the tape (textures, panels). */
  inside?: string;
  /** Reflective tape path (`M… H…` lines), stroked and clipped to the body. */
  tape?: string;
  /** Tape width; 26 unless told. */
  tapeWidth?: number;
  /** Flame-resistant tape is segmented. */
  segmentedTape?: boolean;
  /** SVG drawn over the body (seams, pockets, collars, brims). */
  details?: string;
  /** SVG drawn last, over the outline (e.g. a brim in front of the crown). */
  front?: string;
  /** Where the second colour of a two-tone garment starts. */
  lowerPartY?: number;
  /** SVG transform of the whole item (caps are moved and enlarged). */
  transform?: string;
}

/** A garment's drawing: its family, and how it is drawn in a palette. */
export interface Design {
  family: GarmentFamily;
  draw: (palette: Palette) => Shape;
}

export const path = (d: string, fill: string, stroke?: string, width = 4, extra = '') =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"` : ''}${extra}/>`;
export const line = (d: string, stroke: string, width = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
export const dots = (points: readonly (readonly [number, number])[], r: number, fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
/** Scales a small item by `k` round (cx, cy) and centres that point in the picture. */
export const enlarge = (k: number, cx: number, cy: number) =>
  `translate(${300 - k * cx} ${320 - k * cy}) scale(${k})`;
export const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);
