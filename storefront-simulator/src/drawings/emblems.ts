/** Emblems, prints and badges drawn on garments: burgees, logos, the sailboat, lettering. */
import { line, type Palette, path } from './svg.ts';

/** A club burgee: a swallow-free pennant, white with a red centre. */
export const burgee = (x: number, y: number, p: Palette, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  line('M0 -4V34', p.ink, 3) +
  path('M0 0L40 10L0 20Z', '#ffffff', '#1b2a4a', 2) +
  path('M0 5L20 10L0 15Z', '#b22234') +
  '</g>';
export const roundLogo = (x: number, y: number, p: Palette) =>
  `<circle cx="${x}" cy="${y}" r="17" fill="none" stroke="${p.ink}" stroke-width="4"/>` +
  line(`M${x - 10} ${y + 3}Q${x - 5} ${y - 4} ${x} ${y + 3}T${x + 10} ${y + 3}`, p.ink, 3);
export const badge = (x: number, y: number, w: number, h: number, p: Palette) =>
  path(`M${x} ${y}h${w}v${h}h${-w}Z`, p.ink, p.line, 2) +
  line(`M${x + 8} ${y + h / 2}H${x + w - 8}`, p.main, 4);
export const flame = (x: number, y: number) =>
  path(
    `M${x} ${y}Q${x - 16} ${y + 22} ${x - 4} ${y + 36}Q${x + 16} ${y + 38} ${x + 16} ${y + 18}Q${x + 10} ${y + 26} ${x + 6} ${y + 22}Q${x + 12} ${y + 8} ${x} ${y}Z`,
    '#1f2124',
  );

/** A sailboat print. */
export function sailboat(p: Palette): string {
  return (
    path('M300 168 L300 280 L244 280 Z', p.ink) +
    path('M308 186 L308 280 L348 280 Z', p.ink) +
    path('M238 292 L362 292 L346 316 L254 316 Z', p.ink) +
    line('M226 336 Q250 326 274 336 T322 336 T370 336', p.ink, 4)
  );
}

/** A row of arched letter blocks. */
export function lettering(p: Palette): string {
  const widths = [30, 26, 30, 26, 30, 26];
  let x = 218;
  return widths
    .map((width, index) => {
      const y = 196 - Math.round(12 * Math.sin((Math.PI * (index + 0.5)) / widths.length));
      const block = path(`M${x} ${y}h${width}v44h${-width}Z`, p.ink, p.line, 2);
      x += width + 4;
      return block;
    })
    .join('');
}
