import type { Garment, GarmentFamily, ProductColour } from './types.ts';

/** Product images are square: the size the storefront reports for every image. */
export const IMAGE_SIZE = 600;

/** Colours one drawing uses, derived from the product colour. */
interface Palette {
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
interface Shape {
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

interface Design {
  family: GarmentFamily;
  draw: (palette: Palette) => Shape;
}

/* ------------------------------------------------------------------ helpers */

const path = (d: string, fill: string, stroke?: string, width = 4, extra = '') =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"` : ''}${extra}/>`;
const line = (d: string, stroke: string, width = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const dots = (points: readonly (readonly [number, number])[], r: number, fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');
/** Scales a small item by `k` round (cx, cy) and centres that point in the picture. */
const enlarge = (k: number, cx: number, cy: number) =>
  `translate(${300 - k * cx} ${320 - k * cy}) scale(${k})`;
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** A texture tile repeated over the body (patterns are local to the SVG). */
function texture(id: string, size: number, tile: string): string {
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern><rect width="600" height="600" fill="url(#${id})"/>`;
}
const mesh = (p: Palette) =>
  texture('mesh', 14, `<circle cx="7" cy="7" r="2.6" fill="${p.line}" opacity="0.45"/>`);
const grid = (p: Palette, size = 22) =>
  texture(
    'grid',
    size,
    `<path d="M0 0H${size}V${size}" fill="none" stroke="${p.line}" stroke-width="2" opacity="0.3"/>`,
  );
const ripstop = (p: Palette) =>
  texture(
    'rip',
    26,
    `<path d="M0 0H26V26" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.35"/>`,
  );
const plaid = (p: Palette) =>
  texture(
    'plaid',
    64,
    `<rect width="64" height="22" fill="${p.line}" opacity="0.35"/><rect width="22" height="64" fill="${p.line}" opacity="0.35"/><path d="M0 44H64M44 0V64" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`,
  );
const denim = (p: Palette) =>
  texture('denim', 10, `<path d="M0 10L10 0" stroke="${p.light}" stroke-width="2" opacity="0.3"/>`);
const birdseye = (p: Palette) =>
  texture('bird', 12, `<circle cx="6" cy="6" r="1.6" fill="${p.line}" opacity="0.4"/>`);
const quilt = (p: Palette, from: number, to: number, step = 40) =>
  line(
    range(from, to, step)
      .map((y) => `M0 ${y}H600`)
      .join(''),
    p.dark,
    3,
    ' opacity="0.7"',
  );
const diamondQuilt = (p: Palette) =>
  texture(
    'quilt',
    48,
    `<path d="M0 0L48 48M48 0L0 48" stroke="${p.dark}" stroke-width="2.5" opacity="0.6"/>`,
  );
const waves = (p: Palette) =>
  texture(
    'wave',
    60,
    `<path d="M0 15Q15 5 30 15T60 15M0 45Q15 35 30 45T60 45" fill="none" stroke="${p.ink}" stroke-width="2.5" opacity="0.45"/>`,
  );
const sherpa = '#efe6d3';

/* ------------------------------------------------------------------ emblems */

/** A club burgee: a swallow-free pennant, white with a red centre. */
const burgee = (x: number, y: number, p: Palette, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  line('M0 -4V34', p.ink, 3) +
  path('M0 0L40 10L0 20Z', '#ffffff', '#1b2a4a', 2) +
  path('M0 5L20 10L0 15Z', '#b22234') +
  '</g>';
const roundLogo = (x: number, y: number, p: Palette) =>
  `<circle cx="${x}" cy="${y}" r="17" fill="none" stroke="${p.ink}" stroke-width="4"/>` +
  line(`M${x - 10} ${y + 3}Q${x - 5} ${y - 4} ${x} ${y + 3}T${x + 10} ${y + 3}`, p.ink, 3);
const badge = (x: number, y: number, w: number, h: number, p: Palette) =>
  path(`M${x} ${y}h${w}v${h}h${-w}Z`, p.ink, p.line, 2) +
  line(`M${x + 8} ${y + h / 2}H${x + w - 8}`, p.main, 4);
const flame = (x: number, y: number) =>
  path(
    `M${x} ${y}Q${x - 16} ${y + 22} ${x - 4} ${y + 36}Q${x + 16} ${y + 38} ${x + 16} ${y + 18}Q${x + 10} ${y + 26} ${x + 6} ${y + 22}Q${x + 12} ${y + 8} ${x} ${y}Z`,
    '#1f2124',
  );

/* ------------------------------------------------------------------ tops */

type TapeLayout =
  | 'bands'
  | 'bands-shoulders'
  | 'band-shoulders'
  | 'sleeves'
  | 'chest-sleeves'
  | 'high-bands';

interface TopOptions {
  family: GarmentFamily;
  sleeves: 'long' | 'short';
  hem?: number;
  /** Half the hem width (104 is straight down from the armpits). */
  hemHalf?: number;
  /** Curved shirt tail. */
  tail?: boolean;
  hood?: 'hood' | 'scuba' | 'low' | 'big';
  hoodLining?: 'dark' | 'sherpa' | 'waffle' | 'blanket' | 'grey';
  drawcords?: boolean;
  collar?:
    | 'crew'
    | 'polo'
    | 'tipped-polo'
    | 'shirt'
    | 'buttondown'
    | 'stand'
    | 'upcollar'
    | 'cord'
    | 'sherpa'
    | 'knit'
    | 'liner'
    | 'seal';
  closure?:
    | 'zip'
    | 'twoway'
    | 'quarter'
    | 'half'
    | 'buttons'
    | 'snaps'
    | 'storm'
    | 'pearl'
    | 'henley'
    | 'polo2'
    | 'polo3';
  pockets?: readonly (
    | 'kangaroo'
    | 'chest-kangaroo'
    | 'split-kangaroo'
    | 'hand-zip'
    | 'slash'
    | 'lower-flap'
    | 'lower-patch'
    | 'chest-flap'
    | 'chest-left'
    | 'chest-zip'
    | 'sleeve'
    | 'side-zip'
    | 'pencil'
  )[];
  cuffs?: 'rib' | 'plain' | 'thumb' | 'seal' | 'elastic' | 'tab' | 'liner' | 'none';
  hemBand?: 'rib' | 'plain' | 'double' | 'drawcord' | 'none';
  texture?: (p: Palette) => string;
  tape?: TapeLayout;
  segmentedTape?: boolean;
  emblem?: (p: Palette) => string;
  /** Darker side panels (soft shells) or shoulders (sailing jackets). */
  panels?: 'sides' | 'shoulders';
  raglan?: boolean;
  yoke?: boolean;
  rollTabs?: boolean;
  hoodPatches?: boolean;
  /** Fur trim round the hood opening. */
  fur?: boolean;
}

function topBody(o: TopOptions): string {
  const hem = o.hem ?? 504;
  const half = o.hemHalf ?? 104;
  const left = 300 - half;
  const right = 300 + half;
  const hemPath = o.tail
    ? `L${right} ${hem - 14} Q300 ${hem + 36} ${left} ${hem - 14}`
    : `L${right} ${hem} L${left} ${hem}`;
  return o.sleeves === 'long'
    ? `M216 110 L258 92 Q300 122 342 92 L384 110 L446 150 L492 424 L446 436 L404 262 ${hemPath} L196 262 L154 436 L108 424 L154 150 Z`
    : `M212 112 L258 92 Q300 122 342 92 L388 112 L478 172 L444 246 L404 226 ${hemPath} L196 226 L156 246 L122 172 Z`;
}

const hoods = {
  hood: [
    'M224 122 Q206 34 300 22 Q394 34 376 122 Z',
    'M256 116 Q250 56 300 48 Q350 56 344 116 Q300 138 256 116 Z',
  ],
  scuba: [
    'M238 116 Q228 36 300 28 Q372 36 362 116 Z',
    'M270 108 Q270 62 300 58 Q330 62 330 108 Q300 120 270 108 Z',
  ],
  low: [
    'M226 120 Q222 58 300 50 Q378 58 374 120 Z',
    'M258 114 Q262 76 300 72 Q338 76 342 114 Q300 132 258 114 Z',
  ],
  big: [
    'M218 126 Q198 22 300 8 Q402 22 382 126 Z',
    'M250 118 Q244 46 300 38 Q356 46 350 118 Q300 142 250 118 Z',
  ],
} as const;

function top(o: TopOptions): Design {
  return {
    family: o.family,
    draw: (p) => {
      const hem = o.hem ?? 504;
      const half = o.hemHalf ?? 104;
      const body = topBody(o);
      const out: string[] = [];
      let behind = '';
      // Hood
      if (o.hood) {
        const [outer, opening] = hoods[o.hood];
        behind = path(outer, p.main, p.line, 4);
        const lining = o.hoodLining ?? 'dark';
        const fill = lining === 'sherpa' ? sherpa : lining === 'grey' ? '#7d828a' : p.shadow;
        out.push(path(opening, fill, p.line, 3));
        if (lining === 'waffle')
          out.push(
            `<clipPath id="hl"><path d="${opening}"/></clipPath><g clip-path="url(#hl)">${texture('waf', 10, `<path d="M0 0H10V10" fill="none" stroke="${p.light}" stroke-width="2" opacity="0.5"/>`)}</g>`,
          );
        if (lining === 'blanket')
          out.push(
            `<clipPath id="hl"><path d="${opening}"/></clipPath><g clip-path="url(#hl)">${line('M0 60H600M0 84H600', '#c9b27c', 8)}${line('M0 72H600', '#8a2a22', 6)}</g>`,
          );
        if (o.fur) out.push(line(opening, sherpa, 12, ' stroke-dasharray="3 7"'));
        if (o.hoodPatches && p.reflective)
          out.push(
            path(
              'M244 60 L262 54 L264 78 L246 84 Z M356 60 L338 54 L336 78 L354 84 Z',
              '#dfe3e8',
              '#9aa0a8',
              2,
            ),
          );
        if (o.drawcords) out.push(line('M284 112 L280 190 M316 112 L320 190', p.light, 5));
      }
      // Collar
      switch (o.collar) {
        case 'crew':
          out.push(line('M258 92 Q300 140 342 92', p.dark, 8));
          break;
        case 'polo':
        case 'tipped-polo':
          out.push(
            path(
              'M258 92 L234 130 L284 140 L300 116 Z M342 92 L366 130 L316 140 L300 116 Z',
              p.light,
              p.line,
              4,
            ),
          );
          if (o.collar === 'tipped-polo')
            out.push(line('M240 126 L282 134 M360 126 L318 134', p.ink, 4));
          break;
        case 'shirt':
        case 'buttondown':
          out.push(path('M256 96 Q300 72 344 96 L300 112 Z', p.shadow));
          out.push(
            path(
              'M258 92 L246 140 L294 126 L300 108 Z M342 92 L354 140 L306 126 L300 108 Z',
              p.main,
              p.line,
              4,
            ),
          );
          if (o.collar === 'buttondown')
            out.push(
              dots(
                [
                  [254, 132],
                  [346, 132],
                ],
                4,
                p.dark,
              ),
            );
          break;
        case 'stand':
        case 'liner':
          if (o.collar === 'liner')
            out.push(path('M254 70 L346 70 L348 92 L252 92 Z', '#7d828a', p.line, 3));
          out.push(path('M258 80 L342 80 L346 100 Q300 118 254 100 Z', p.main, p.line, 4));
          break;
        case 'seal':
          out.push(path('M264 86 L336 86 L340 102 Q300 116 260 102 Z', '#2a2d31', p.line, 3));
          break;
        case 'upcollar':
          out.push(path('M262 90 L248 58 L300 72 L352 58 L338 90 L300 102 Z', p.main, p.line, 4));
          break;
        case 'cord':
        case 'sherpa': {
          const fill = o.collar === 'cord' ? shade(p.main, -0.45) : sherpa;
          out.push(
            path(
              'M256 90 L226 154 L294 132 L300 104 Z M344 90 L374 154 L306 132 L300 104 Z',
              fill,
              p.line,
              4,
            ),
          );
          if (o.collar === 'cord')
            out.push(
              line(
                'M250 104 L238 142 M268 100 L256 138 M350 104 L362 142 M332 100 L344 138',
                p.main,
                2,
                ' opacity="0.5"',
              ),
            );
          else
            out.push(
              line(
                'M256 90 L226 154 L294 132 M344 90 L374 154 L306 132',
                '#d3c6aa',
                6,
                ' stroke-dasharray="2 7"',
              ),
            );
          break;
        }
        case 'knit':
          out.push(
            path('M254 86 Q300 128 346 86 L354 102 Q300 150 246 102 Z', p.shadow, p.line, 3),
          );
          out.push(
            line('M250 95 Q300 140 350 95', p.main, 9, ' stroke-dasharray="3 6" opacity="0.6"'),
          );
          break;
      }
      // Closure
      const top = o.collar === 'stand' || o.collar === 'liner' ? 116 : o.hood ? 112 : 104;
      const zip = (to: number) =>
        line(`M300 ${top} L300 ${to}`, p.dark, 5) + path(`M293 ${top + 6}h14v24h-14Z`, p.dark);
      switch (o.closure) {
        case 'zip':
          out.push(zip(hem));
          break;
        case 'twoway':
          out.push(zip(hem) + path(`M293 ${hem - 34}h14v24h-14Z`, p.dark));
          break;
        case 'quarter':
          out.push(zip(214));
          break;
        case 'half':
          out.push(zip(270));
          break;
        case 'buttons':
        case 'snaps':
        case 'pearl':
          out.push(line(`M290 ${top} L290 ${hem - 4} M310 ${top} L310 ${hem - 4}`, p.dark, 3));
          out.push(
            dots(
              range(top + 30, hem - 30, 56).map((y) => [300, y] as const),
              o.closure === 'pearl' ? 7 : 5,
              o.closure === 'pearl' ? '#f4f1ea' : p.dark,
            ),
          );
          break;
        case 'storm':
          out.push(path(`M286 ${top} L314 ${top} L314 ${hem} L286 ${hem} Z`, p.main, p.dark, 3));
          out.push(
            dots(
              range(top + 30, hem - 20, 62).map((y) => [300, y] as const),
              6,
              p.dark,
            ),
          );
          break;
        case 'henley':
          out.push(path('M290 108 L310 108 L310 200 L290 200 Z', 'none', p.dark, 3));
          out.push(
            dots(
              [
                [300, 130],
                [300, 156],
                [300, 182],
              ],
              5,
              p.dark,
            ),
          );
          break;
        case 'polo2':
        case 'polo3':
          out.push(line('M300 118 L300 200', p.dark, 4));
          out.push(
            dots(
              (o.closure === 'polo2' ? [150, 180] : [140, 164, 188]).map((y) => [300, y] as const),
              5,
              p.dark,
            ),
          );
          break;
      }
      // Pockets
      for (const pocket of o.pockets ?? []) {
        switch (pocket) {
          case 'kangaroo':
          case 'split-kangaroo':
            out.push(path('M232 376 L368 376 L392 456 L208 456 Z', 'none', p.dark, 4));
            break;
          case 'chest-kangaroo':
            out.push(path('M238 250 L362 250 L380 330 L220 330 Z', p.main, p.dark, 4));
            out.push(line('M300 250 L300 330', p.dark, 3));
            break;
          case 'hand-zip':
            out.push(line('M228 380 L246 450 M372 380 L354 450', p.dark, 5));
            break;
          case 'slash':
            out.push(line('M222 350 L232 430 M378 350 L368 430', p.dark, 5));
            break;
          case 'lower-flap':
          case 'lower-patch':
            out.push(path('M214 390h66v76h-66Z M320 390h66v76h-66Z', 'none', p.dark, 4));
            if (pocket === 'lower-flap')
              out.push(path('M210 384h74v22h-74Z M316 384h74v22h-74Z', p.main, p.dark, 3));
            break;
          case 'chest-flap':
            out.push(path('M222 176h54v58h-54Z M324 176h54v58h-54Z', 'none', p.dark, 4));
            out.push(path('M218 170h62v20h-62Z M320 170h62v20h-62Z', p.main, p.dark, 3));
            break;
          case 'chest-left':
            out.push(path('M326 168h52v58h-52Z', 'none', p.dark, 4));
            break;
          case 'pencil':
            out.push(line('M336 170 L336 214 M350 170 L350 214', p.dark, 3));
            break;
          case 'chest-zip':
            out.push(line('M326 186 L376 168', p.dark, 5));
            break;
          case 'sleeve':
            out.push(path('M134 214 L164 220 L158 262 L128 256 Z', 'none', p.dark, 4));
            break;
          case 'side-zip':
            out.push(line(`M382 320 L386 ${hem - 40}`, p.dark, 5));
            break;
        }
      }
      // Cuffs
      const leftCuff = o.sleeves === 'long' ? 'M113 391 L159 415 L154 436 L108 424 Z' : '';
      const cuffFill = (fill: string, opacity = 1) =>
        leftCuff &&
        path(leftCuff, fill, p.line, 3, opacity < 1 ? ` fill-opacity="${opacity}"` : '') +
          path(
            'M487 391 L441 415 L446 436 L492 424 Z',
            fill,
            p.line,
            3,
            opacity < 1 ? ` fill-opacity="${opacity}"` : '',
          );
      switch (o.cuffs ?? (o.sleeves === 'long' ? 'plain' : 'none')) {
        case 'rib':
          out.push(cuffFill(p.shadow));
          break;
        case 'seal':
          out.push(cuffFill('#2a2d31'));
          break;
        case 'liner':
          out.push(cuffFill('#7d828a'));
          break;
        case 'plain':
          if (o.sleeves === 'long')
            out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
          else out.push(line('M130 184 L162 238 M470 184 L438 238', p.dark, 3, ' opacity="0.6"'));
          break;
        case 'elastic':
          out.push(
            line(
              'M112 400 L158 412 M110 410 L156 422 M442 412 L488 400 M444 422 L490 410',
              p.dark,
              3,
            ),
          );
          break;
        case 'tab':
          out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
          out.push(
            path(
              'M130 396 L150 401 L146 422 L126 417 Z M470 396 L450 401 L454 422 L474 417 Z',
              p.dark,
            ),
          );
          break;
        case 'thumb':
          out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
          out.push(
            path('M118 428 Q130 452 146 436 Z M482 428 Q470 452 454 436 Z', p.main, p.line, 3),
          );
          break;
      }
      // Hem
      const left = 300 - half;
      const right = 300 + half;
      switch (o.hemBand ?? 'plain') {
        case 'rib':
          out.push(
            path(
              `M${left + 2} ${hem - 28}H${right - 2}L${right} ${hem}H${left}Z`,
              p.lower,
              p.line,
              3,
            ),
          );
          break;
        case 'plain':
          if (!o.tail)
            out.push(line(`M${left + 4} ${hem - 16}H${right - 4}`, p.dark, 3, ' opacity="0.6"'));
          break;
        case 'double':
          out.push(
            line(
              `M${left + 4} ${hem - 16}H${right - 4}M${left + 4} ${hem - 24}H${right - 4}`,
              p.dark,
              2,
            ),
          );
          break;
        case 'drawcord':
          out.push(line(`M${left + 4} ${hem - 16}H${right - 4}`, p.dark, 3));
          out.push(
            line(`M${left + 24} ${hem - 16}l-6 36M${right - 24} ${hem - 16}l6 36`, p.dark, 3),
          );
          out.push(
            dots(
              [
                [left + 18, hem + 22],
                [right - 18, hem + 22],
              ],
              7,
              p.dark,
            ),
          );
          break;
      }
      if (o.raglan)
        out.push(line('M266 100 L196 262 M334 100 L404 262', p.dark, 3, ' opacity="0.7"'));
      if (o.yoke) out.push(line('M218 134 Q300 150 382 134', p.dark, 3, ' opacity="0.7"'));
      if (o.rollTabs)
        out.push(
          path(
            'M162 270 L178 274 L170 330 L154 326 Z M438 270 L422 274 L430 330 L446 326 Z',
            p.main,
            p.dark,
            3,
          ),
        );
      if (o.emblem) out.push(o.emblem(p));
      // Inside: texture and panels
      const inside: string[] = [];
      if (o.texture) inside.push(o.texture(p));
      if (o.panels === 'sides')
        inside.push(
          path(`M0 0H212V600H0Z M388 0H600V600H388Z`, p.shadow, undefined, 0, ' opacity="0.55"'),
        );
      if (o.panels === 'shoulders')
        inside.push(path('M0 0H600V156H0Z', p.shadow, undefined, 0, ' opacity="0.6"'));
      const tape = {
        bands: 'M0 330H600M0 424H600',
        'bands-shoulders': 'M0 330H600M0 424H600M238 0V600M362 0V600',
        'band-shoulders': 'M0 380H600M238 0V600M362 0V600',
        sleeves: 'M0 310H196M0 356H196M404 310H600M404 356H600M0 420H600',
        'chest-sleeves': 'M0 250H600M0 340H196M404 340H600M0 440H600',
        'high-bands': 'M0 210H600M0 290H600',
      }[o.tape ?? 'bands'];
      return {
        body,
        behind,
        inside: inside.join(''),
        tape: o.tape ? tape : undefined,
        segmentedTape: o.segmentedTape,
        details: out.join(''),
        lowerPartY: hem - (hem - 262) * 0.42,
      };
    },
  };
}

/* ------------------------------------------------------------------ vests */

interface VestOptions {
  neck: 'v' | 'stand' | 'back';
  hem?: number;
  closure?: 'zip' | 'hook' | 'locking-zip' | 'buttons' | 'none';
  tape?: 'h2v2' | 'h1v2' | 'h2' | 'x' | 'breakaway';
  segmentedTape?: boolean;
  texture?: (p: Palette) => string;
  /** Mesh on the side panels only. */
  meshSides?: boolean;
  pockets?: readonly (
    | 'lower'
    | 'lower-right'
    | 'chest'
    | 'surveyor'
    | 'tablet'
    | 'utility'
    | 'hand-zip'
    | 'hand-warmer'
  )[];
  trim?: boolean;
  micTabs?: boolean;
  collar?: 'cord';
  emblem?: (p: Palette) => string;
  puffer?: boolean;
}

function vest(o: VestOptions): Design {
  return {
    family: 'vest',
    draw: (p) => {
      const hem = o.hem ?? 504;
      const sides = `L392 170 Q402 226 420 250 L420 ${hem} L180 ${hem} L180 250 Q198 226 208 170 Z`;
      const body =
        o.neck === 'v'
          ? `M214 100 L262 92 L300 240 L338 92 L386 100 ${sides}`
          : o.neck === 'stand'
            ? `M214 104 L256 92 L258 70 L342 70 L344 92 L386 104 ${sides}`
            : `M214 100 L262 92 Q300 116 338 92 L386 100 ${sides}`;
      const out: string[] = [];
      const inside: string[] = [];
      if (o.texture) inside.push(o.texture(p));
      if (o.meshSides)
        inside.push(
          `<clipPath id="ms"><path d="M0 0H238V600H0Z M362 0H600V600H362Z"/></clipPath><g clip-path="url(#ms)">${mesh(p)}</g>`,
        );
      if (o.puffer) inside.push(quilt(p, 150, hem, 46));
      if (o.neck === 'v') out.push(line('M262 92 L300 240 L338 92', p.line, 6));
      if (o.neck === 'stand') {
        out.push(line('M258 70 Q300 88 342 70', p.line, 5));
        out.push(line('M256 92 Q300 110 344 92', p.dark, 3));
      }
      if (o.collar === 'cord')
        out.push(
          path(
            'M256 92 L258 70 L342 70 L344 92 Q300 112 256 92 Z',
            shade(p.main, -0.45),
            p.line,
            3,
          ),
        );
      const start = o.neck === 'v' ? 240 : o.neck === 'stand' ? 72 : 0;
      switch (o.closure) {
        case 'zip':
        case 'locking-zip':
          out.push(line(`M300 ${start} L300 ${hem}`, p.dark, 5));
          out.push(
            path(
              `M292 ${start + 6}h16v26h-16Z`,
              o.closure === 'locking-zip' ? '#9aa0a8' : p.dark,
              p.line,
              2,
            ),
          );
          break;
        case 'hook':
          out.push(
            path(
              `M288 ${start} L312 ${start} L312 ${hem} L288 ${hem} Z`,
              p.main,
              p.dark,
              3,
              ' stroke-dasharray="6 5"',
            ),
          );
          break;
        case 'buttons':
          out.push(line(`M300 ${start} L300 ${hem}`, p.dark, 4));
          out.push(
            dots(
              range(start + 36, hem - 24, 56).map((y) => [300, y] as const),
              6,
              p.dark,
            ),
          );
          break;
      }
      const pocketFill = o.trim ? '#26282c' : 'none';
      for (const pocket of o.pockets ?? []) {
        switch (pocket) {
          case 'lower':
            out.push(
              path(
                `M202 ${hem - 104}h72v78h-72Z M326 ${hem - 104}h72v78h-72Z`,
                pocketFill,
                p.dark,
                4,
              ),
            );
            break;
          case 'lower-right':
            out.push(path(`M326 ${hem - 104}h72v78h-72Z`, pocketFill, p.dark, 4));
            break;
          case 'chest':
            out.push(path('M334 170h44v50h-44Z', pocketFill, p.dark, 4));
            break;
          case 'surveyor':
            out.push(path('M222 166h50v64h-50Z', '#dfe9f0', p.dark, 3, ' fill-opacity="0.85"'));
            out.push(
              path(
                'M330 166h12v58h-12Z M346 166h12v58h-12Z M362 166h12v58h-12Z',
                pocketFill,
                p.dark,
                3,
              ),
            );
            out.push(
              path(
                `M198 ${hem - 150}h80v104h-80Z M322 ${hem - 150}h80v104h-80Z`,
                pocketFill,
                p.dark,
                4,
              ),
            );
            out.push(
              path(
                `M194 ${hem - 156}h88v26h-88Z M318 ${hem - 156}h88v26h-88Z`,
                o.trim ? '#26282c' : p.main,
                p.dark,
                3,
              ),
            );
            break;
          case 'tablet':
            out.push(path(`M206 ${hem - 170}h86v132h-86Z`, pocketFill, p.dark, 4));
            break;
          case 'utility':
            out.push(path('M222 160h52v56h-52Z M326 160h52v56h-52Z', 'none', p.dark, 4));
            out.push(path('M218 154h60v18h-60Z M322 154h60v18h-60Z', p.main, p.dark, 3));
            out.push(
              path(
                `M196 ${hem - 170}h88v66h-88Z M316 ${hem - 170}h88v66h-88Z M196 ${hem - 94}h88v66h-88Z M316 ${hem - 94}h88v66h-88Z`,
                'none',
                p.dark,
                4,
              ),
            );
            out.push(
              path(`M192 ${hem - 176}h96v18h-96Z M312 ${hem - 176}h96v18h-96Z`, p.main, p.dark, 3),
            );
            break;
          case 'hand-zip':
            out.push(
              line(
                `M228 ${hem - 130} L240 ${hem - 50} M372 ${hem - 130} L360 ${hem - 50}`,
                p.dark,
                5,
              ),
            );
            break;
          case 'hand-warmer':
            out.push(
              path(`M204 ${hem - 120}h70v90h-70Z M326 ${hem - 120}h70v90h-70Z`, 'none', p.dark, 4),
            );
            out.push(
              line(`M204 ${hem - 120}L220 ${hem - 30}M396 ${hem - 120}L380 ${hem - 30}`, p.dark, 4),
            );
            break;
        }
      }
      if (o.micTabs) out.push(path('M224 108h20v30h-20Z M356 108h20v30h-20Z', '#26282c'));
      if (o.trim) out.push(path(body, 'none', '#26282c', 10, ' clip-path="url(#body)"'));
      if (o.tape === 'breakaway' && p.reflective)
        out.push(
          line(
            'M208 118 L244 118 M356 118 L392 118 M184 388 L184 446 M416 388 L416 446',
            '#f3f4f6',
            5,
            ' stroke-dasharray="2 6"',
          ),
        );
      if (o.emblem) out.push(o.emblem(p));
      const tape = {
        h2v2: 'M0 380H600M0 460H600M226 0V600M374 0V600',
        h1v2: 'M0 420H600M226 0V600M374 0V600',
        h2: 'M0 360H600M0 440H600',
        x: 'M204 104 L420 470 M396 104 L180 470 M0 470H600',
        breakaway: 'M0 418H194M206 418H394M406 418H600M226 0V124M226 136V600M374 0V124M374 136V600',
      };
      return {
        body,
        inside: inside.join(''),
        tape: o.tape ? tape[o.tape] : undefined,
        tapeWidth: 24,
        segmentedTape: o.segmentedTape,
        details: out.join(''),
        lowerPartY: 400,
      };
    },
  };
}

/* ------------------------------------------------------------------ pants */

interface PantsOptions {
  family?: GarmentFamily;
  cut?: 'straight' | 'slim' | 'relaxed' | 'jogger' | 'shorts';
  bib?: boolean;
  waist?: 'belt' | 'elastic';
  pockets?: readonly (
    | 'scoop'
    | 'cargo'
    | 'bellows'
    | 'thigh'
    | 'thigh-zip'
    | 'utility'
    | 'coin'
    | 'rule'
  )[];
  knees?: 'double' | 'articulated' | 'reinforced';
  cuffs?: 'plaid' | 'snaps' | 'rib' | 'patches';
  texture?: (p: Palette) => string;
  stitching?: string;
  rivets?: boolean;
  hammerLoop?: boolean;
  legZips?: boolean;
  tape?: 'two' | 'one';
}

function pants(o: PantsOptions): Design {
  return {
    family: o.family ?? 'pants',
    draw: (p) => {
      const cut = o.cut ?? 'straight';
      const legs = {
        straight: 'M196 92 L404 92 L430 516 L326 516 L302 214 L298 214 L274 516 L170 516 Z',
        relaxed: 'M190 92 L410 92 L444 516 L322 516 L302 222 L298 222 L278 516 L156 516 Z',
        slim: 'M198 92 L402 92 L418 290 L400 516 L320 516 L302 214 L298 214 L280 516 L200 516 L182 290 Z',
        jogger:
          'M198 92 L402 92 L422 300 L398 516 L322 516 L302 214 L298 214 L278 516 L202 516 L178 300 Z',
        shorts: 'M196 92 L404 92 L432 392 L322 400 L302 214 L298 214 L278 400 L168 392 Z',
      }[cut];
      const body = o.bib ? `${legs} M222 20 L378 20 L386 100 L214 100 Z` : legs;
      const out: string[] = [];
      let behind = '';
      if (o.bib) {
        behind = line(
          'M234 26 C222 -44 296 -44 284 20 M366 26 C378 -44 304 -44 316 20',
          p.shadow,
          14,
        );
        out.push(path('M244 40h112v46h-112Z', 'none', p.dark, 4));
        out.push(
          dots(
            [
              [230, 32],
              [370, 32],
            ],
            8,
            '#9aa0a8',
          ),
        );
      }
      const waistY = 118;
      if (o.waist === 'elastic') {
        out.push(path('M196 92 L404 92 L404 124 L196 124 Z', p.shadow, p.line, 3));
        out.push(
          line(
            range(206, 396, 12)
              .map((x) => `M${x} 96V120`)
              .join(''),
            p.main,
            2,
            ' opacity="0.5"',
          ),
        );
        out.push(line('M290 122 L284 170 M310 122 L316 170', p.light, 4));
      } else if (!o.bib) {
        out.push(line(`M196 ${waistY} L404 ${waistY}`, p.dark, 5));
        out.push(line('M230 92 L230 118 M370 92 L370 118 M300 92 L300 118', p.dark, 6));
      }
      if (!o.bib && o.waist !== 'elastic') out.push(line('M300 118 L300 204', p.dark, 4));
      const stitch = o.stitching;
      for (const pocket of o.pockets ?? ['scoop']) {
        switch (pocket) {
          case 'scoop':
            out.push(
              line('M206 124 Q236 160 262 124 M338 124 Q364 160 394 124', stitch ?? p.dark, 4),
            );
            break;
          case 'coin':
            out.push(path('M344 126h30v26h-30Z', 'none', stitch ?? p.dark, 3));
            break;
          case 'cargo':
          case 'bellows':
            out.push(
              path(
                'M172 270 L222 270 L226 350 L176 350 Z M428 270 L378 270 L374 350 L424 350 Z',
                pocket === 'bellows' ? p.shadow : 'none',
                p.dark,
                4,
                pocket === 'bellows' ? ' fill-opacity="0.5"' : '',
              ),
            );
            out.push(
              path(
                'M170 262 L226 262 L226 282 L172 282 Z M430 262 L374 262 L374 282 L428 282 Z',
                p.main,
                p.dark,
                3,
              ),
            );
            break;
          case 'thigh':
            out.push(path('M214 222h44v56h-44Z M342 222h44v56h-44Z', 'none', p.dark, 4));
            out.push(path('M210 216h52v16h-52Z M338 216h52v16h-52Z', p.main, p.dark, 3));
            break;
          case 'thigh-zip':
            out.push(line('M346 240 L392 232', p.dark, 5));
            break;
          case 'utility':
            out.push(path('M386 200 L414 200 L420 330 L392 330 Z', 'none', stitch ?? p.dark, 4));
            break;
          case 'rule':
            out.push(path('M392 230 L412 230 L416 330 L396 330 Z', 'none', p.dark, 3));
            break;
        }
      }
      if (o.hammerLoop) out.push(path('M178 200 L196 200 L198 250 L180 250 Z', 'none', p.dark, 5));
      if (o.rivets)
        out.push(
          dots(
            [
              [208, 128],
              [392, 128],
              [346, 126],
            ],
            4,
            '#c98b3c',
          ),
        );
      if (stitch)
        out.push(line('M284 214 L262 512 M316 214 L338 512', stitch, 2, ' stroke-dasharray="6 5"'));
      if (o.knees === 'double' || o.knees === 'reinforced')
        out.push(
          path(
            'M186 320 L280 320 L276 420 L180 420 Z M414 320 L320 320 L324 420 L420 420 Z',
            p.shadow,
            p.dark,
            3,
            ' fill-opacity="0.5"',
          ),
        );
      if (o.knees === 'articulated')
        out.push(line('M184 360 Q230 380 276 360 M416 360 Q370 380 324 360', p.dark, 3));
      if (o.legZips) out.push(line('M200 150 L184 440 M400 150 L416 440', p.dark, 5));
      const inside: string[] = [];
      if (o.texture) inside.push(o.texture(p));
      switch (o.cuffs) {
        case 'plaid':
          inside.push(
            `<clipPath id="cf"><path d="M0 476H600V600H0Z"/></clipPath><g clip-path="url(#cf)"><rect y="476" width="600" height="60" fill="#a7281f"/>${plaid({ ...p, line: '#3a1410', light: '#e8c27a' })}</g>`,
          );
          break;
        case 'rib':
          inside.push(path('M0 484H600V600H0Z', p.shadow));
          break;
        case 'snaps':
          out.push(
            dots(
              [
                [196, 498],
                [248, 498],
                [352, 498],
                [404, 498],
              ],
              6,
              p.dark,
            ),
          );
          break;
        case 'patches':
          if (p.reflective) inside.push(path('M0 470H600V496H0Z', '#dfe3e8'));
          break;
      }
      const tape =
        cut === 'shorts' ? 'M0 340H600' : o.tape === 'one' ? 'M0 440H600' : 'M0 400H600M0 452H600';
      return {
        body,
        behind,
        inside: inside.join(''),
        tape: o.tape ? tape : undefined,
        tapeWidth: 22,
        details: out.join(''),
        transform: o.bib ? enlarge(0.9, 300, 280) : undefined,
      };
    },
  };
}

/* ------------------------------------------------------------------ headwear */

const CROWN = 'M160 362 C154 236 220 182 296 180 C380 182 432 246 432 352 Z';
const LOW_CROWN = 'M160 362 C160 262 220 214 296 212 C380 214 430 266 432 354 Z';

interface CapOptions {
  low?: boolean;
  meshBack?: boolean;
  allMesh?: boolean;
  strap?: 'snap' | 'leather' | 'none';
  mark?: (p: Palette) => string;
  darkUnderBrim?: boolean;
  vents?: boolean;
  waxed?: boolean;
  tape?: boolean;
}

function cap(o: CapOptions): Design {
  return {
    family: 'cap',
    draw: (p) => {
      const body = o.low ? LOW_CROWN : CROWN;
      const topY = o.low ? 212 : 180;
      const inside: string[] = [];
      if (o.allMesh) inside.push(mesh(p));
      if (o.meshBack)
        inside.push(
          `<clipPath id="mb"><path d="M150 370 L150 100 L296 100 C262 ${topY + 60} 256 300 262 370 Z"/></clipPath><g clip-path="url(#mb)"><rect width="600" height="600" fill="${p.shadow}" opacity="0.5"/>${mesh(p)}</g>`,
        );
      if (o.waxed)
        inside.push(
          path(
            `M210 ${topY + 70} Q260 ${topY + 20} 330 ${topY + 16}`,
            'none',
            '#ffffff',
            14,
            ' opacity="0.18" stroke-linecap="round"',
          ),
        );
      const seams = `M296 ${topY + 4} C266 ${topY + 60} 258 300 262 362 M296 ${topY + 4} C344 ${topY + 50} 362 290 366 356`;
      const details =
        line(
          seams,
          o.allMesh && p.reflective ? '#dfe3e8' : p.dark,
          o.allMesh && p.reflective ? 6 : 4,
        ) +
        `<circle cx="296" cy="${topY + 2}" r="9" fill="${p.dark}"/>` +
        (o.strap === 'snap'
          ? path('M158 316 L188 320 L186 352 L160 354 Z', p.shadow, p.line, 3)
          : '') +
        (o.strap === 'leather'
          ? path('M156 322 L196 326 L194 344 L158 344 Z', '#7a4a26', '#4a2c16', 3) +
            path('M178 320h12v28h-12Z', 'none', '#c9a227', 4)
          : '') +
        (o.vents
          ? dots(
              [
                [230, 270],
                [246, 252],
                [214, 292],
              ],
              5,
              p.shadow,
            )
          : '') +
        (o.mark ? o.mark(p) : '');
      const underside = o.darkUnderBrim ? '#26282c' : p.shadow;
      const bill =
        path(
          'M396 338 C456 330 524 342 556 366 C552 384 526 392 494 390 L402 374 Z',
          underside,
          p.line,
          4,
        ) +
        path('M396 338 C456 330 524 342 556 366 C520 372 470 366 402 356 Z', p.main, p.line, 4) +
        line('M410 350 C460 348 506 354 540 366', p.dark, 2, ' stroke-dasharray="6 5"');
      return {
        body,
        inside: inside.join(''),
        tape: o.tape ? 'M0 326H600' : undefined,
        tapeWidth: 22,
        details,
        front: bill + line('M160 362 L432 352', p.line, 6),
        transform: 'translate(-76 -14) scale(1.18)',
      };
    },
  };
}

const beanieBody =
  'M180 352 Q176 170 300 160 Q424 170 420 352 Z M168 336 L432 336 L436 432 L164 432 Z';
const ribs = (p: Palette, from: number, to: number, top = 340, bottom = 428) =>
  line(
    range(from, to, 20)
      .map((x) => `M${x} ${top}V${bottom}`)
      .join(''),
    p.dark,
    3,
    ' opacity="0.5"',
  );

const GLOVE =
  'M214 470 L214 150 Q214 128 236 128 Q258 128 258 150 L262 246 L266 118 Q266 96 288 96 Q310 96 310 118 L312 244 L316 124 Q316 102 338 102 Q360 102 360 124 L360 250 L366 162 Q366 140 388 140 Q410 140 410 162 L410 330 Q412 380 394 420 L394 470 Z M222 300 Q176 280 156 240 Q146 216 166 208 Q188 202 202 228 L224 262 Z M204 446 L404 446 L408 536 L200 536 Z';
const GAITER = 'M200 140 Q300 160 400 140 L410 470 Q300 490 190 470 Z';

const designs: Record<Garment, Design> = {
  /* ---- generic families (used by demo data) */
  tee: top({ family: 'tee', sleeves: 'short', collar: 'crew', tape: 'bands' }),
  polo: top({ family: 'polo', sleeves: 'short', collar: 'polo', closure: 'polo2', tape: 'bands' }),
  longsleeve: top({ family: 'longsleeve', sleeves: 'long', collar: 'crew', tape: 'bands' }),
  quarterzip: top({
    family: 'quarterzip',
    sleeves: 'long',
    collar: 'stand',
    closure: 'quarter',
    tape: 'bands',
  }),
  hoodie: top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    pockets: ['kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'bands',
  }),
  jacket: top({
    family: 'jacket',
    sleeves: 'long',
    hem: 516,
    collar: 'upcollar',
    closure: 'zip',
    pockets: ['lower-flap'],
    tape: 'bands',
  }),
  vest: vest({ neck: 'v', closure: 'zip', pockets: ['lower'], tape: 'h2v2' }),
  pants: pants({ tape: 'two' }),
  shorts: pants({ family: 'shorts', cut: 'shorts', tape: 'one' }),
  cap: cap({ strap: 'snap', tape: true }),
  visor: {
    family: 'visor',
    draw: (p) => ({
      body: 'M150 318 A146 42 0 0 0 442 318 L442 356 A146 42 0 0 1 150 356 Z',
      behind:
        path(
          'M150 318 A146 42 0 0 1 442 318 L442 332 A146 36 0 0 0 150 332 Z',
          p.shadow,
          p.line,
          4,
        ) +
        line('M166 318 A132 30 0 0 1 426 318', '#f4f1ea', 10, ' stroke-dasharray="4 4"') +
        path('M150 330 L126 336 L126 360 L150 356 Z', p.shadow, p.line, 3),
      details: p.reflective ? '' : burgee(300, 342, p, 0.8),
      front:
        path(
          'M404 350 C464 342 532 354 564 378 C560 396 534 404 502 402 L410 386 Z',
          p.shadow,
          p.line,
          4,
        ) +
        path('M404 350 C464 342 532 354 564 378 C528 384 478 378 410 368 Z', p.main, p.line, 4) +
        line('M418 362 C468 360 514 366 548 378', p.dark, 2, ' stroke-dasharray="6 5"'),
      transform: 'translate(-60 -36) scale(1.15)',
    }),
  },
  beanie: {
    family: 'beanie',
    draw: (p) => ({
      body: beanieBody,
      transform: enlarge(1.2, 300, 300),
      tape: 'M0 384H600',
      details:
        path('M168 336 L432 336 L436 432 L164 432 Z', p.dark, undefined, 0, ' opacity="0.25"') +
        ribs(p, 186, 414),
    }),
  },
  brimhat: {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M222 330 L240 206 Q300 190 360 206 L378 330 Z',
      tape: 'M0 300H600',
      front: path('M160 332 Q300 306 440 332 L476 396 Q300 436 124 396 Z', p.main, p.line, 4),
    }),
  },
  hardhat: {
    family: 'hardhat',
    draw: (p) => ({
      body: 'M186 350 Q184 196 300 186 Q416 196 414 350 Z',
      details: line('M300 190 L300 340', p.dark, 10),
      front: path('M130 350 Q300 320 470 350 L470 372 Q300 350 130 372 Z', p.main, p.line, 4),
    }),
  },
  bag: {
    family: 'bag',
    draw: (p) => ({
      behind: path(
        'M214 252 Q214 128 300 128 Q386 128 386 252 L360 252 Q360 154 300 154 Q240 154 240 252 Z',
        p.dark,
        p.line,
      ),
      body: 'M150 250 L450 250 L472 500 L128 500 Z',
      tape: 'M0 300H600',
      details: path('M188 344 L412 344 L420 470 L180 470 Z', p.light, p.dark, 4),
    }),
  },
  glove: {
    family: 'glove',
    draw: () => ({ body: GLOVE, tape: 'M0 478H600', tapeWidth: 20 }),
  },
  gaiter: {
    family: 'gaiter',
    draw: (p) => ({
      body: GAITER,
      tape: 'M0 300H600',
      details:
        path('M200 140 Q300 120 400 140 Q300 160 200 140 Z', p.shadow) +
        line('M214 230 Q300 250 388 226 M212 380 Q300 400 396 376', p.dark, 3, ' opacity="0.5"'),
    }),
  },
  socks: {
    family: 'socks',
    draw: (p) => ({
      behind: path(
        'M322 96 L414 96 L414 378 Q416 446 368 474 L276 494 Q230 500 226 458 Q224 426 266 412 L322 382 Z',
        p.shadow,
        p.line,
      ),
      body: 'M236 120 L330 120 L330 402 Q332 470 282 498 L190 518 Q142 524 138 480 Q136 448 180 434 L236 404 Z',
      inside:
        path('M0 120H600V176H0Z', p.dark, undefined, 0, ' opacity="0.35"') +
        line(
          range(248, 320, 14)
            .map((x) => `M${x} 120V176`)
            .join(''),
          p.line,
          2,
          ' opacity="0.4"',
        ) +
        path(
          'M120 420 L200 420 L210 530 L100 530 Z M250 460 L340 460 L340 530 L250 530 Z',
          p.dark,
          undefined,
          0,
          ' opacity="0.4"',
        ),
      details: path('M336 200 L408 200', 'none', p.light, 8),
    }),
  },
  belt: belt('#c9a227', 1),

  /* ---- tees */
  'hi-vis-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    tape: 'bands-shoulders',
    texture: birdseye,
    pockets: ['chest-left'],
  }),
  'hi-vis-pocket-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    tape: 'high-bands',
    pockets: ['chest-left'],
    hemBand: 'double',
    hemHalf: 112,
  }),
  'pocket-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    pockets: ['chest-left'],
    hemBand: 'double',
  }),
  'burgee-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    raglan: true,
    emblem: (p) => burgee(330, 160, p),
  }),
  'burgee-pocket-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    pockets: ['chest-left'],
    emblem: (p) => burgee(338, 128, p, 0.7),
  }),
  'graphic-tee': top({ family: 'tee', sleeves: 'short', collar: 'crew', emblem: sailboat }),
  'chart-tee': top({
    family: 'tee',
    sleeves: 'short',
    collar: 'crew',
    hemHalf: 112,
    texture: waves,
    emblem: (p) =>
      dots(
        [
          [250, 250],
          [330, 300],
          [290, 380],
          [360, 420],
        ],
        5,
        p.ink,
      ),
  }),

  /* ---- polos */
  'hi-vis-polo': top({
    family: 'polo',
    sleeves: 'short',
    collar: 'polo',
    closure: 'polo2',
    tape: 'bands-shoulders',
    texture: birdseye,
  }),
  'work-polo': top({
    family: 'polo',
    sleeves: 'short',
    collar: 'polo',
    closure: 'polo3',
    pockets: ['pencil'],
    emblem: (p) => badge(218, 170, 48, 26, p),
  }),
  'pique-polo': top({
    family: 'polo',
    sleeves: 'short',
    collar: 'polo',
    closure: 'polo2',
    texture: birdseye,
    emblem: (p) => burgee(344, 162, p, 0.8),
  }),
  'performance-polo': top({
    family: 'polo',
    sleeves: 'short',
    collar: 'tipped-polo',
    closure: 'polo3',
    emblem: (p) => roundLogo(354, 190, p) + line('M128 186 L160 240 M472 186 L440 240', p.ink, 5),
  }),
  'committee-polo': top({
    family: 'polo',
    sleeves: 'short',
    collar: 'polo',
    closure: 'polo2',
    emblem: (p) =>
      badge(324, 168, 62, 34, p) + line('M198 470 L212 504 M402 470 L388 504', p.dark, 4),
  }),

  /* ---- long-sleeve shirts */
  'hi-vis-longsleeve': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    tape: 'sleeves',
    cuffs: 'rib',
  }),
  'hi-vis-sun-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    tape: 'bands-shoulders',
    cuffs: 'thumb',
    raglan: true,
    texture: birdseye,
  }),
  'two-tone-work-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'buttons',
    pockets: ['chest-flap', 'pencil'],
    tape: 'chest-sleeves',
    tail: true,
  }),
  'flannel-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'buttons',
    pockets: ['chest-flap'],
    texture: plaid,
    tail: true,
    hem: 520,
  }),
  'ripstop-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'buttons',
    pockets: ['chest-flap'],
    texture: ripstop,
    yoke: true,
    rollTabs: true,
    tail: true,
  }),
  henley: top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    closure: 'henley',
    cuffs: 'rib',
    texture: (p) => grid(p, 10),
  }),
  'carry-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'buttons',
    pockets: ['chest-left'],
    tail: true,
    hem: 540,
    hemHalf: 110,
    cuffs: 'tab',
  }),
  'carry-flannel-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'pearl',
    pockets: ['chest-flap'],
    texture: plaid,
    tail: true,
    hem: 530,
  }),
  'sun-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    raglan: true,
    cuffs: 'thumb',
    panels: 'shoulders',
  }),
  'longsleeve-tee': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    cuffs: 'rib',
    emblem: (p) => line('M244 190 H356 M256 214 H344', p.ink, 8),
  }),
  'oxford-shirt': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'buttondown',
    closure: 'buttons',
    pockets: ['chest-left'],
    tail: true,
    emblem: (p) => burgee(236, 176, p, 0.6),
  }),
  'skipper-henley': top({
    family: 'longsleeve',
    sleeves: 'long',
    collar: 'crew',
    closure: 'henley',
    emblem: (p) => `<g transform="rotate(20 430 200)">${burgee(420, 196, p, 0.7)}</g>`,
  }),

  /* ---- pullovers */
  'grid-fleece-quarterzip': top({
    family: 'quarterzip',
    sleeves: 'long',
    collar: 'stand',
    closure: 'quarter',
    texture: grid,
    tape: 'band-shoulders',
    cuffs: 'rib',
  }),
  'fleece-quarterzip': top({
    family: 'quarterzip',
    sleeves: 'long',
    collar: 'stand',
    closure: 'quarter',
    hemBand: 'rib',
    cuffs: 'rib',
    emblem: (p) => burgee(334, 170, p, 0.8),
  }),
  anorak: top({
    family: 'quarterzip',
    sleeves: 'long',
    hood: 'hood',
    closure: 'half',
    pockets: ['chest-kangaroo'],
    cuffs: 'elastic',
    hemBand: 'drawcord',
    panels: 'shoulders',
  }),

  /* ---- hoodies */
  'pullover-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    pockets: ['kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'bands-shoulders',
  }),
  'zip-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    closure: 'zip',
    pockets: ['hand-zip'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'bands',
  }),
  'thermal-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    hoodLining: 'waffle',
    closure: 'zip',
    pockets: ['split-kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'band-shoulders',
  }),
  'sherpa-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'big',
    hoodLining: 'sherpa',
    closure: 'zip',
    pockets: ['slash'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'bands-shoulders',
  }),
  'heavyweight-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'big',
    drawcords: true,
    pockets: ['kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
  }),
  'water-repellent-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    closure: 'zip',
    pockets: ['hand-zip', 'chest-zip'],
    cuffs: 'thumb',
    hemBand: 'rib',
    panels: 'shoulders',
  }),
  'thermal-zip-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    hoodLining: 'waffle',
    drawcords: true,
    closure: 'zip',
    pockets: ['split-kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
  }),
  'lightweight-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'low',
    raglan: true,
    texture: birdseye,
    cuffs: 'plain',
    tape: 'bands',
  }),
  'two-tone-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    closure: 'zip',
    pockets: ['slash'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'high-bands',
  }),
  'tech-fleece-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'scuba',
    closure: 'zip',
    pockets: ['chest-zip', 'slash'],
    cuffs: 'plain',
    panels: 'sides',
  }),
  'carry-pullover-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    pockets: ['kangaroo', 'side-zip'],
    cuffs: 'rib',
    hemBand: 'rib',
    hem: 530,
  }),
  'carry-zip-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    closure: 'twoway',
    pockets: ['split-kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
  }),
  'sun-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'scuba',
    raglan: true,
    cuffs: 'thumb',
    hemHalf: 98,
  }),
  'club-hoodie': top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'hood',
    drawcords: true,
    pockets: ['kangaroo'],
    cuffs: 'rib',
    hemBand: 'rib',
    emblem: lettering,
  }),
  smock: top({
    family: 'hoodie',
    sleeves: 'long',
    hood: 'big',
    hoodPatches: true,
    collar: 'seal',
    closure: 'quarter',
    pockets: ['chest-kangaroo'],
    cuffs: 'seal',
    hemBand: 'drawcord',
    hem: 520,
  }),

  /* ---- jackets */
  'hi-vis-bomber': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 480,
    collar: 'knit',
    closure: 'zip',
    pockets: ['hand-zip', 'sleeve'],
    cuffs: 'rib',
    hemBand: 'rib',
    tape: 'bands-shoulders',
  }),
  'rain-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 512,
    hood: 'hood',
    closure: 'storm',
    pockets: ['lower-flap'],
    tape: 'bands-shoulders',
  }),
  'fr-rain-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 548,
    hemHalf: 116,
    hood: 'hood',
    closure: 'snaps',
    pockets: ['lower-flap'],
    tape: 'bands-shoulders',
    segmentedTape: true,
    emblem: () => flame(352, 160),
  }),
  parka: top({
    family: 'jacket',
    sleeves: 'long',
    hem: 564,
    hemHalf: 124,
    hood: 'big',
    fur: true,
    hoodLining: 'grey',
    closure: 'storm',
    pockets: ['chest-flap', 'lower-flap'],
    cuffs: 'rib',
    tape: 'bands-shoulders',
  }),
  'softshell-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    collar: 'stand',
    closure: 'zip',
    pockets: ['chest-zip', 'hand-zip'],
    panels: 'sides',
    tape: 'band-shoulders',
  }),
  'carry-softshell-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    collar: 'stand',
    closure: 'twoway',
    pockets: ['chest-zip', 'hand-zip'],
    panels: 'sides',
  }),
  'regatta-softshell-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    collar: 'stand',
    closure: 'zip',
    pockets: ['hand-zip'],
    panels: 'sides',
    emblem: (p) => roundLogo(350, 180, p),
  }),
  windbreaker: top({
    family: 'jacket',
    sleeves: 'long',
    collar: 'stand',
    closure: 'zip',
    pockets: ['slash'],
    cuffs: 'elastic',
    hemBand: 'drawcord',
    tape: 'bands',
    emblem: (p) => path('M262 80 Q300 66 338 80', 'none', p.line, 4),
  }),
  'three-in-one-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 520,
    collar: 'liner',
    closure: 'storm',
    pockets: ['lower-flap', 'chest-zip'],
    cuffs: 'liner',
    tape: 'bands-shoulders',
  }),
  'chore-coat': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 524,
    hemHalf: 112,
    collar: 'cord',
    closure: 'buttons',
    pockets: ['chest-left', 'lower-patch'],
    emblem: (p) => path('M222 168h52v58h-52Z', 'none', p.dark, 4),
  }),
  'sherpa-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 508,
    collar: 'sherpa',
    closure: 'zip',
    pockets: ['slash', 'chest-left'],
    cuffs: 'rib',
    hemBand: 'rib',
  }),
  'work-bomber': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 480,
    collar: 'knit',
    closure: 'zip',
    pockets: ['slash', 'sleeve'],
    cuffs: 'rib',
    hemBand: 'rib',
    texture: diamondQuilt,
  }),
  'ripstop-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    collar: 'shirt',
    closure: 'zip',
    pockets: ['chest-flap'],
    texture: ripstop,
    cuffs: 'tab',
  }),
  'hooded-canvas-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 516,
    hood: 'hood',
    hoodLining: 'blanket',
    closure: 'zip',
    pockets: ['hand-zip', 'chest-zip'],
    cuffs: 'rib',
    hemBand: 'rib',
  }),
  'offshore-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 520,
    hood: 'hood',
    hoodPatches: true,
    collar: 'stand',
    closure: 'storm',
    pockets: ['lower-flap'],
    cuffs: 'tab',
    panels: 'shoulders',
  }),
  'spray-jacket': top({
    family: 'jacket',
    sleeves: 'long',
    hem: 496,
    collar: 'stand',
    closure: 'zip',
    pockets: ['chest-zip'],
    cuffs: 'tab',
    hemBand: 'drawcord',
    texture: ripstop,
  }),

  /* ---- vests */
  'mesh-vest': vest({ neck: 'v', closure: 'zip', texture: mesh, tape: 'h2v2' }),
  'zip-mesh-vest': vest({
    neck: 'v',
    closure: 'zip',
    texture: mesh,
    tape: 'h1v2',
    pockets: ['lower-right'],
    hem: 490,
  }),
  'mesh-back-vest': vest({ neck: 'back', texture: mesh, tape: 'x' }),
  'surveyor-vest': vest({
    neck: 'v',
    closure: 'zip',
    tape: 'h2v2',
    pockets: ['surveyor'],
    micTabs: true,
  }),
  'heavy-surveyor-vest': vest({
    neck: 'v',
    closure: 'zip',
    tape: 'h2v2',
    pockets: ['surveyor'],
    trim: true,
    texture: ripstop,
  }),
  'breakaway-vest': vest({ neck: 'v', closure: 'hook', tape: 'breakaway', texture: mesh }),
  'two-tone-vest': vest({ neck: 'v', closure: 'zip', tape: 'h2v2', pockets: ['chest', 'lower'] }),
  'fr-vest': vest({
    neck: 'v',
    closure: 'hook',
    tape: 'h2v2',
    segmentedTape: true,
    emblem: () => flame(346, 150),
  }),
  'puffer-vest': vest({
    neck: 'stand',
    closure: 'zip',
    tape: 'h1v2',
    puffer: true,
    pockets: ['hand-zip'],
  }),
  'softshell-vest': vest({
    neck: 'stand',
    closure: 'zip',
    tape: 'h2',
    pockets: ['hand-zip'],
    emblem: (p) =>
      path(
        'M180 250 Q198 226 208 170 L226 170 L226 504 L180 504 Z M420 250 Q402 226 392 170 L374 170 L374 504 L420 504 Z',
        p.shadow,
        undefined,
        0,
        ' opacity="0.55"',
      ),
  }),
  'canvas-vest': vest({
    neck: 'stand',
    collar: 'cord',
    closure: 'zip',
    pockets: ['hand-warmer', 'chest'],
    puffer: true,
  }),
  'utility-vest': vest({ neck: 'v', closure: 'zip', pockets: ['utility'] }),
  'carry-hi-vis-vest': vest({
    neck: 'v',
    closure: 'locking-zip',
    tape: 'h1v2',
    micTabs: true,
    pockets: ['chest'],
  }),
  'dock-vest': vest({
    neck: 'stand',
    closure: 'zip',
    puffer: true,
    pockets: ['chest', 'hand-zip'],
  }),
  'fleece-vest': vest({
    neck: 'stand',
    closure: 'zip',
    pockets: ['hand-zip'],
    emblem: (p) => burgee(330, 150, p, 0.8),
  }),

  /* ---- pants */
  'hi-vis-pants': pants({ pockets: ['scoop', 'cargo'], tape: 'two' }),
  'rain-pants': pants({ waist: 'elastic', pockets: [], cuffs: 'snaps', tape: 'two' }),
  'bib-overalls': pants({
    bib: true,
    pockets: [],
    legZips: true,
    knees: 'reinforced',
    tape: 'two',
  }),
  'sailing-bib': pants({ bib: true, pockets: [], knees: 'reinforced', cuffs: 'patches' }),
  'double-knee-pants': pants({ pockets: ['scoop', 'rule'], knees: 'double', hammerLoop: true }),
  'cargo-pants': pants({
    pockets: ['scoop', 'bellows'],
    knees: 'articulated',
    cut: 'slim',
    texture: ripstop,
  }),
  'carpenter-jeans': pants({
    cut: 'relaxed',
    pockets: ['scoop', 'utility'],
    hammerLoop: true,
    texture: denim,
    stitching: '#d8913a',
  }),
  'lined-pants': pants({ pockets: ['scoop'], knees: 'double', cuffs: 'plaid' }),
  'tech-pants': pants({ cut: 'slim', pockets: ['scoop', 'thigh-zip'], knees: 'articulated' }),
  joggers: pants({ cut: 'jogger', waist: 'elastic', pockets: [], cuffs: 'rib', tape: 'two' }),
  jeans: pants({
    cut: 'relaxed',
    pockets: ['scoop', 'coin'],
    rivets: true,
    texture: denim,
    stitching: '#d8913a',
  }),
  'stretch-jeans': pants({
    cut: 'slim',
    pockets: ['scoop', 'coin'],
    rivets: true,
    texture: denim,
    stitching: '#c9a227',
  }),
  'tactical-pants': pants({ cut: 'slim', pockets: ['scoop', 'thigh'], knees: 'articulated' }),
  'cargo-shorts': pants({
    family: 'shorts',
    cut: 'shorts',
    pockets: ['scoop', 'cargo'],
    tape: 'one',
  }),

  /* ---- caps and hats */
  'trucker-cap': cap({ meshBack: true, strap: 'snap', tape: true }),
  'patch-trucker-cap': cap({
    meshBack: true,
    strap: 'snap',
    mark: (p) => path('M326 244h64v44h-64Z', p.light, p.line, 3) + line('M338 266 H378', p.ink, 5),
  }),
  'mesh-cap': cap({ allMesh: true, strap: 'none', low: true }),
  'fitted-cap': cap({
    strap: 'none',
    mark: (p) => path('M340 246 L378 246 L378 274 Q359 294 340 274 Z', p.light, p.line, 3),
  }),
  'burgee-cap': cap({ strap: 'leather', low: true, mark: (p) => burgee(338, 250, p, 0.9) }),
  'race-cap': cap({
    low: true,
    darkUnderBrim: true,
    vents: true,
    strap: 'none',
    mark: (p) => roundLogo(360, 280, p),
  }),
  'junior-cap': {
    family: 'cap',
    draw: (p) => {
      const shape = cap({
        strap: 'snap',
        mark: (q) =>
          `<circle cx="352" cy="270" r="22" fill="${q.light}" stroke="${q.line}" stroke-width="3"/>` +
          burgee(346, 258, q, 0.5),
      }).draw(p);
      return { ...shape, transform: 'translate(-36 20) scale(0.98)' };
    },
  },
  'waxed-cap': cap({
    low: true,
    waxed: true,
    strap: 'leather',
    mark: (p) => burgee(346, 262, p, 0.7),
  }),
  'cuffed-beanie': {
    family: 'beanie',
    draw: (p) => ({
      body: beanieBody,
      transform: enlarge(1.2, 300, 300),
      tape: 'M0 384H600',
      details:
        path('M168 336 L432 336 L436 432 L164 432 Z', p.shadow, undefined, 0, ' opacity="0.35"') +
        ribs(p, 186, 414),
    }),
  },
  'watch-cap': {
    family: 'beanie',
    draw: (p) => ({
      body: 'M184 320 Q180 150 300 140 Q420 150 416 320 Z M168 300 L432 300 L436 440 L164 440 Z',
      inside: line(
        range(206, 394, 24)
          .map((x) => `M${x} 140V300`)
          .join(''),
        p.dark,
        3,
        ' opacity="0.35"',
      ),
      transform: enlarge(1.15, 300, 290),
      details:
        path('M168 300 L432 300 L436 440 L164 440 Z', p.shadow, undefined, 0, ' opacity="0.3"') +
        ribs(p, 186, 414, 304, 436) +
        path('M278 340h44v40h-44Z', p.light, p.line, 3),
    }),
  },
  'rib-beanie': {
    family: 'beanie',
    draw: (p) => ({
      body: 'M176 440 Q168 180 300 166 Q432 180 424 440 Z',
      transform: enlarge(1.15, 300, 306),
      inside: ribs(p, 196, 404, 160, 440),
      details:
        path('M178 428 Q300 446 422 428 L424 440 Q300 458 176 440 Z', '#e8e2d6', p.line, 2) +
        path('M268 360h64v44h-64Z', '#7a4a26', '#4a2c16', 3),
    }),
  },
  'trapper-hat': {
    family: 'beanie',
    draw: (p) => ({
      behind:
        path(
          'M150 300 L210 300 L212 470 Q180 490 152 470 Z M450 300 L390 300 L388 470 Q420 490 448 470 Z',
          p.main,
          p.line,
          4,
        ) +
        path(
          'M156 440 Q180 470 206 440 L206 470 Q180 490 156 470 Z M444 440 Q420 470 394 440 L394 470 Q420 490 444 470 Z',
          sherpa,
        ),
      body: 'M170 340 Q166 168 300 158 Q434 168 430 340 Z',
      details: line(
        'M300 162 L300 300 M230 180 Q210 250 212 320 M370 180 Q390 250 388 320',
        p.dark,
        3,
      ),
      front:
        path('M156 292 Q300 258 444 292 L444 350 Q300 318 156 350 Z', sherpa, '#cfc3ab', 4) +
        line(
          'M170 300 Q300 272 430 300 M170 330 Q300 300 430 330',
          '#d3c6aa',
          7,
          ' stroke-dasharray="2 9"',
        ) +
        line('M180 486 L200 540 M420 486 L400 540', p.dark, 4),
    }),
  },
  'hard-hat-liner': {
    family: 'beanie',
    draw: (p) => ({
      body: 'M200 300 Q196 140 300 130 Q404 140 400 300 L410 430 Q440 470 478 504 L122 504 Q160 470 190 430 Z',
      tape: 'M0 470H600',
      details:
        path('M242 252 Q300 214 358 252 L350 356 Q300 394 250 356 Z', '#f3f4f6', p.line, 4) +
        path('M242 252 Q300 214 358 252 L356 268 Q300 232 244 268 Z', p.shadow) +
        line('M300 134 L300 214 M214 200 Q220 340 190 430 M386 200 Q380 340 410 430', p.dark, 3),
    }),
  },
  'bucket-hat': {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M218 334 L240 206 Q300 190 360 206 L382 334 Z',
      transform: enlarge(1.3, 300, 318),
      tape: 'M0 304H600',
      details: dots(
        [
          [254, 240],
          [346, 240],
        ],
        6,
        p.shadow,
      ),
      front:
        path('M214 330 Q300 316 386 330 L448 404 Q300 440 152 404 Z', p.main, p.line, 4) +
        line(
          'M200 348 Q300 334 400 348 M178 376 Q300 360 422 376',
          p.dark,
          2,
          ' stroke-dasharray="7 6"',
        ),
    }),
  },
  'corded-bucket-hat': {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M218 334 L240 206 Q300 190 360 206 L382 334 Z',
      transform: enlarge(1.2, 300, 340),
      details: burgee(290, 250, p, 0.8),
      front:
        path('M214 330 Q300 316 386 330 L448 404 Q300 440 152 404 Z', p.main, p.line, 4) +
        line(
          'M200 348 Q300 334 400 348 M178 376 Q300 360 422 376',
          p.dark,
          2,
          ' stroke-dasharray="7 6"',
        ) +
        line('M220 414 Q300 520 380 414', p.dark, 3) +
        path('M292 470h16v24h-16Z', '#7a4a26'),
    }),
  },
  'wide-brim-hat': {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M232 330 Q228 246 300 240 Q372 246 368 330 Z',
      details: path('M230 298 Q300 288 370 298 L369 326 Q300 318 231 326 Z', p.line),
      front:
        path(
          'M50 350 Q300 300 550 350 Q570 378 528 394 Q300 444 72 394 Q30 378 50 350 Z',
          p.main,
          p.line,
          4,
        ) +
        path('M232 330 Q300 318 368 330 Q300 344 232 330 Z', p.shadow) +
        line('M80 372 Q300 330 520 372', p.dark, 2, ' stroke-dasharray="7 6" opacity="0.7"') +
        line('M238 400 Q300 520 362 400', p.dark, 3),
    }),
  },
  'boonie-hat': {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M226 332 L232 226 Q300 214 368 226 L374 332 Z',
      transform: enlarge(1.15, 300, 340),
      details:
        path('M228 296 L372 296 L373 326 L227 326 Z', p.shadow) +
        path('M250 290h12v42h-12Z M294 290h12v42h-12Z M338 290h12v42h-12Z', p.main, p.line, 2) +
        dots(
          [
            [250, 250],
            [350, 250],
          ],
          5,
          p.line,
        ),
      front:
        path(
          'M126 342 Q300 304 474 342 Q496 372 470 388 Q300 424 130 388 Q104 372 126 342 Z',
          p.main,
          p.line,
          4,
        ) +
        line(
          'M134 356 Q300 322 466 356 M140 372 Q300 340 460 372',
          p.dark,
          2,
          ' stroke-dasharray="6 5"',
        ) +
        line('M236 404 L254 500 M364 404 L346 500', p.dark, 3),
    }),
  },
  'sou-wester': {
    family: 'brimhat',
    draw: (p) => ({
      body: 'M210 336 Q196 196 300 186 Q404 196 396 332 Z',
      transform: enlarge(1.15, 290, 330),
      details:
        line('M300 190 L300 330 M250 200 Q232 270 236 334', p.dark, 3) +
        line('M300 352 Q320 420 360 470', p.dark, 5),
      front:
        path(
          'M214 334 L390 328 Q440 330 462 352 Q430 364 380 356 L238 358 Q178 398 124 470 Q100 456 112 420 Q150 350 214 334 Z',
          p.main,
          p.line,
          4,
        ) + line('M236 346 Q180 380 130 440', p.dark, 2, ' stroke-dasharray="7 6"'),
    }),
  },
  'hard-hat-shade': {
    family: 'hardhat',
    draw: (p) => ({
      body: 'M84 342 Q300 292 516 342 L548 478 Q300 530 52 478 Z',
      inside: mesh(p),
      tape: 'M0 482H600',
      tapeWidth: 22,
      details:
        path('M186 346 Q184 196 300 186 Q416 196 414 346 Z', '#eef0f2', '#8d939b', 4) +
        line('M300 190 L300 336', '#c9cdd2', 12) +
        path('M150 346 Q300 322 450 346 L452 364 Q300 342 148 364 Z', '#dde0e4', '#8d939b', 4) +
        path('M190 368 Q300 352 410 368 L410 384 Q300 368 190 384 Z', p.dark),
    }),
  },
  'print-gaiter': {
    family: 'gaiter',
    draw: (p) => ({
      body: GAITER,
      inside: waves(p),
      details:
        path('M200 140 Q300 120 400 140 Q300 160 200 140 Z', p.shadow) +
        dots(
          [
            [262, 220],
            [340, 300],
            [280, 400],
          ],
          6,
          p.ink,
        ),
    }),
  },

  /* ---- gloves */
  'impact-gloves': {
    family: 'glove',
    draw: (p) => ({
      body: GLOVE,
      tape: 'M0 478H600',
      tapeWidth: 20,
      details:
        path('M216 266 Q310 236 408 270 L406 308 Q310 276 218 306 Z', '#26282c') +
        path(
          'M220 160h32v36h-32Z M272 130h32v40h-32Z M322 136h32v40h-32Z M372 176h32v36h-32Z M222 210h30v30h-30Z M274 190h30v36h-30Z M324 196h30v36h-30Z M374 226h30v30h-30Z',
          '#26282c',
        ) +
        path('M204 446 L404 446 L408 536 L200 536 Z', p.shadow, undefined, 0, ' opacity="0.6"'),
    }),
  },
  'grip-gloves': {
    family: 'glove',
    draw: (p) => ({
      body: GLOVE,
      inside:
        texture(
          'knit',
          10,
          `<path d="M0 5L5 0L10 5" fill="none" stroke="${p.line}" stroke-width="1.5" opacity="0.35"/>`,
        ) + path('M0 0H600V150H0Z M150 200 L230 200 L230 300 L150 300 Z', '#3a3f45'),
      details: ribs(p, 214, 396, 450, 530),
    }),
  },
  'winter-gloves': {
    family: 'glove',
    draw: (p) => ({
      body: GLOVE.replace(
        'M204 446 L404 446 L408 536 L200 536 Z',
        'M206 440 L402 440 L444 556 L164 556 Z',
      ),
      tape: 'M0 500H600',
      tapeWidth: 22,
      details:
        line(
          'M222 300 Q310 284 404 306 M222 352 Q310 336 404 358 M222 404 Q310 390 400 410',
          p.dark,
          3,
        ) +
        path('M206 440 L402 440 L444 556 L164 556 Z', p.shadow, undefined, 0, ' opacity="0.55"'),
    }),
  },
  'cut-gloves': {
    family: 'glove',
    draw: (p) => ({
      body: GLOVE,
      inside:
        path('M0 0H600V190H0Z M150 200 L232 200 L232 300 L150 300 Z', '#3a3f45') +
        texture(
          'sand',
          16,
          '<circle cx="4" cy="4" r="2" fill="#8d939b"/><circle cx="12" cy="11" r="1.6" fill="#8d939b"/>',
        ).replace('<rect width="600" height="600"', '<rect width="600" height="190"') +
        path('M0 520H600V600H0Z', '#ff6a13'),
      details: ribs(p, 214, 396, 450, 516),
    }),
  },

  /* ---- bags */
  'tool-backpack': {
    family: 'bag',
    draw: (p) => ({
      behind:
        line('M262 124 Q300 76 338 124', p.dark, 14) +
        path(
          'M176 170 L150 186 L150 470 L180 480 Z M424 170 L450 186 L450 470 L420 480 Z',
          p.shadow,
          p.line,
          3,
        ),
      body: 'M192 160 Q192 112 240 112 L360 112 Q408 112 408 160 L422 520 L178 520 Z',
      inside: path('M0 494H600V600H0Z', '#26282c'),
      details:
        line('M206 170 Q300 126 394 170', p.dark, 4) +
        path('M214 220h172v80h-172Z', 'none', p.dark, 4) +
        path('M206 330h188v150h-188Z', p.shadow, p.dark, 4, ' fill-opacity="0.4"') +
        line('M250 330V480M300 330V480M350 330V480', p.dark, 3) +
        line('M214 232 H386', p.dark, 3),
    }),
  },
  'tool-bag': {
    family: 'bag',
    draw: (p) => ({
      behind: line('M200 292 Q210 170 300 170 Q390 170 400 292', p.dark, 16),
      body: 'M120 290 Q300 250 480 290 L490 512 L110 512 Z',
      inside: path('M0 488H600V600H0Z', '#26282c'),
      details:
        path('M120 290 Q300 250 480 290 Q300 312 120 290 Z', '#26282c', p.line, 4) +
        line('M120 290 Q300 312 480 290', '#9aa0a8', 6) +
        path(
          'M138 370h74v96h-74Z M226 370h74v96h-74Z M314 370h74v96h-74Z M402 370h68v96h-68Z',
          p.shadow,
          p.dark,
          3,
          ' fill-opacity="0.45"',
        ) +
        line('M248 270 L240 226 M330 270 L350 214', '#8d939b', 10),
    }),
  },
  'lunch-cooler': {
    family: 'bag',
    draw: (p) => ({
      behind: line('M172 240 Q300 40 428 240', p.dark, 12),
      body: 'M156 232 L444 232 L456 500 L144 500 Z',
      tape: 'M0 268H600M0 470H600',
      tapeWidth: 18,
      details:
        path('M150 206 L450 206 L458 262 L142 262 Z', p.main, p.line, 4) +
        line('M150 254 H450', p.dark, 4) +
        path('M214 312h172v110h-172Z', 'none', p.dark, 4) +
        line('M214 336 H386', p.dark, 4),
    }),
  },
  'duffel-bag': {
    family: 'bag',
    draw: (p) => ({
      behind: line('M236 250 Q250 170 300 170 Q350 170 364 250', p.dark, 14),
      body: 'M96 310 Q96 246 164 246 L436 246 Q504 246 504 310 L504 448 Q504 496 456 496 L144 496 Q96 496 96 448 Z',
      tape: 'M0 380H600',
      details:
        path(
          'M96 310 Q96 246 164 246 L164 496 L144 496 Q96 496 96 448 Z M504 310 Q504 246 436 246 L436 496 L456 496 Q504 496 504 448 Z',
          p.shadow,
          p.line,
          4,
        ) +
        line('M164 262 H436', p.dark, 5) +
        dots(
          range(116, 146, 10).map((x) => [x, 330] as const),
          3,
          p.line,
        ) +
        line('M180 430 H420', p.dark, 3, ' stroke-dasharray="8 6"'),
    }),
  },
  'range-bag': {
    family: 'bag',
    draw: (p) => ({
      behind: line('M220 262 Q230 186 300 186 Q370 186 380 262', p.dark, 14),
      body: 'M122 258 L478 258 L478 500 L122 500 Z',
      details:
        line('M128 296 H472', p.dark, 5) +
        path('M340 290h18v24h-18Z', '#9aa0a8', p.line, 2) +
        path('M150 340h300v130h-300Z', p.shadow, p.dark, 4, ' fill-opacity="0.45"') +
        line(
          range(176, 430, 28)
            .map((x) => `M${x} 352V410`)
            .join(''),
          p.dark,
          8,
        ) +
        path('M478 300h34v170h-34Z', p.main, p.line, 4),
    }),
  },
  'tote-bag': {
    family: 'bag',
    draw: (p) => ({
      behind:
        line('M236 250 Q240 136 300 136 Q360 136 364 250', '#5a3519', 12) +
        line('M212 250 Q216 116 300 116 Q384 116 388 250', '#7a4a26', 12),
      body: 'M150 240 L450 240 L476 520 L124 520 Z',
      inside: path('M0 456H600V600H0Z', '#6b4426'),
      details:
        path('M198 240h28v44h-28Z M374 240h28v44h-28Z', '#7a4a26', '#4a2c16', 3) +
        line('M156 262 H444', p.dark, 3, ' stroke-dasharray="8 6"') +
        burgee(284, 320, p, 0.9),
    }),
  },

  /* ---- belts */
  'gun-belt': belt('#6b7078', 2),
};

function sailboat(p: Palette): string {
  return (
    path('M300 168 L300 280 L244 280 Z', p.ink) +
    path('M308 186 L308 280 L348 280 Z', p.ink) +
    path('M238 292 L362 292 L346 316 L254 316 Z', p.ink) +
    line('M226 336 Q250 326 274 336 T322 336 T370 336', p.ink, 4)
  );
}

function lettering(p: Palette): string {
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

function belt(buckle: string, rows: number): Design {
  return {
    family: 'belt',
    draw: (p) => ({
      body:
        rows > 1
          ? 'M90 262 L520 262 Q536 300 520 338 L90 338 Z'
          : 'M90 270 L520 270 Q536 300 520 330 L90 330 Z',
      details:
        path('M110 246 L206 246 L206 354 L110 354 Z', 'none', buckle, 12) +
        line('M130 300 L230 300', buckle, 8) +
        dots(
          [420, 452, 484].map((x) => [x, 300] as const),
          7,
          p.shadow,
        ) +
        line(
          rows > 1
            ? 'M96 272 L516 272 M96 280 L516 280 M96 320 L516 320 M96 328 L516 328'
            : 'M96 282 L516 282 M96 318 L516 318',
          p.dark,
          2,
          ' stroke-dasharray="8 6"',
        ),
    }),
  };
}

/* ------------------------------------------------------------------ rendering */

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour towards black (negative amount) or white (positive amount). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return `#${parseHex(hex)
    .map((channel) => Math.round(channel + (target - channel) * weight))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The family a garment drawing belongs to (a trucker cap is a cap, a parka a jacket). */
export function garmentFamily(garment: Garment): GarmentFamily {
  return designs[garment].family;
}

/** Every garment the image generator can draw. */
export const garments = Object.keys(designs) as Garment[];

export interface GarmentImageOptions {
  garment: Garment;
  colour: ProductColour;
  reflective: boolean;
  /** Accessible name of the picture. */
  title: string;
}

/**
 * Draws a product picture: the garment silhouette in the product colour on a light
 * backdrop, with reflective tape on high-visibility items.
 */
export function garmentSvg({ garment, colour, reflective, title }: GarmentImageOptions): string {
  const dark = luminance(colour.hex) < 0.16;
  const palette: Palette = {
    main: colour.hex,
    dark: dark ? shade(colour.hex, 0.3) : shade(colour.hex, -0.35),
    line: shade(colour.hex, -0.4),
    shadow: dark ? shade(colour.hex, 0.14) : shade(colour.hex, -0.22),
    light: shade(colour.hex, 0.25),
    ink: luminance(colour.hex) > 0.55 ? '#1b2a4a' : '#f7f7f5',
    lower: colour.secondary ? shade(colour.secondary, 0.14) : '',
    reflective,
  };
  palette.lower ||= palette.shadow;
  const shape = (designs[garment] ?? designs.tee).draw(palette);
  const lowerPart =
    colour.secondary && shape.lowerPartY
      ? `<rect x="0" y="${shape.lowerPartY}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE - shape.lowerPartY}" fill="${colour.secondary}"/>`
      : '';
  const width = shape.tapeWidth ?? 26;
  const dash = shape.segmentedTape ? ' stroke-dasharray="22 6"' : '';
  const tape =
    reflective && shape.tape
      ? `<path d="${shape.tape}" fill="none" stroke="#c3c8cf" stroke-width="${width}"${dash}/>` +
        `<path d="${shape.tape}" fill="none" stroke="#f1f3f5" stroke-width="6"${dash}/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><clipPath id="body"><path d="${shape.body}"/></clipPath></defs>`,
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="#f3f4f6"/>`,
    '<ellipse cx="300" cy="556" rx="210" ry="16" fill="#000000" opacity="0.08"/>',
    shape.transform ? `<g transform="${shape.transform}">` : '',
    shape.behind ?? '',
    `<path d="${shape.body}" fill="${palette.main}"/>`,
    `<g clip-path="url(#body)">${shape.inside ?? ''}${lowerPart}${tape}</g>`,
    shape.details ?? '',
    `<path d="${shape.body}" fill="none" stroke="${palette.line}" stroke-width="4" stroke-linejoin="round"/>`,
    shape.front ?? '',
    shape.transform ? '</g>' : '',
    '</svg>',
  ].join('');
}
