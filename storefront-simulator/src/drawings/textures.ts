/** Fabric textures, as tiles repeated over a garment's body (patterns local to the SVG). */
import { line, type Palette, range } from './svg.ts';

/** A texture tile repeated over the body (patterns are local to the SVG). */
export function texture(id: string, size: number, tile: string): string {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern><rect width="600" height="600" fill="url(#${id})"/>`;
}
export const mesh = (p: Palette) =>
  texture('mesh', 14, `<circle cx="7" cy="7" r="2.6" fill="${p.line}" opacity="0.45"/>`);
export const grid = (p: Palette, size = 22) =>
  texture(
    'grid',
    size,
    `<path d="M0 0H${size}V${size}" fill="none" stroke="${p.line}" stroke-width="2" opacity="0.3"/>`,
  );
export const ripstop = (p: Palette) =>
  texture(
    'rip',
    26,
    `<path d="M0 0H26V26" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.35"/>`,
  );
export const plaid = (p: Palette) =>
  texture(
    'plaid',
    64,
    `<rect width="64" height="22" fill="${p.line}" opacity="0.35"/><rect width="22" height="64" fill="${p.line}" opacity="0.35"/><path d="M0 44H64M44 0V64" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`,
  );
export const denim = (p: Palette) =>
  texture('denim', 10, `<path d="M0 10L10 0" stroke="${p.light}" stroke-width="2" opacity="0.3"/>`);
export const birdseye = (p: Palette) =>
  texture('bird', 12, `<circle cx="6" cy="6" r="1.6" fill="${p.line}" opacity="0.4"/>`);
export const quilt = (p: Palette, from: number, to: number, step = 40) =>
  line(
    range(from, to, step)
      .map((y) => `M0 ${y}H600`)
      .join(''),
    p.dark,
    3,
    ' opacity="0.7"',
  );
export const diamondQuilt = (p: Palette) =>
  texture(
    'quilt',
    48,
    `<path d="M0 0L48 48M48 0L0 48" stroke="${p.dark}" stroke-width="2.5" opacity="0.6"/>`,
  );
export const waves = (p: Palette) =>
  texture(
    'wave',
    60,
    `<path d="M0 15Q15 5 30 15T60 15M0 45Q15 35 30 45T60 45" fill="none" stroke="${p.ink}" stroke-width="2.5" opacity="0.45"/>`,
  );
export const sherpa = '#efe6d3';

/** Knitted ribs: vertical lines every 20 from `from` to `to`, between `top` and `bottom`. */
export const ribs = (p: Palette, from: number, to: number, top = 340, bottom = 428) =>
  line(
    range(from, to, 20)
      .map((x) => `M${x} ${top}V${bottom}`)
      .join(''),
    p.dark,
    3,
    ' opacity="0.5"',
  );
