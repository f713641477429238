/**
 * The builder of every top: tees, polos, shirts, pullovers, hoodies and jackets are one
 * silhouette (short or long sleeves, a hem) with the parts the options name: hood, collar,
 * closure, pockets, cuffs, hem band, texture, panels and tape. Each part draws on its own, in
 * the order the picture layers them.
 */
import type { GarmentFamily } from '../types.ts';
import { shade } from './colour.ts';
import { type Design, dots, line, type Palette, path, range, type Shape } from './svg.ts';
import { sherpa, texture } from './textures.ts';

/** Where a top's reflective tape runs (see `tapeLayouts`). */
export type TapeLayout =
  | 'bands'
  | 'bands-shoulders'
  | 'band-shoulders'
  | 'sleeves'
  | 'chest-sleeves'
  | 'high-bands';

/** What a top is made of: the parts left unset are not drawn (cuffs and hem are plain). */
export interface TopOptions {
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

/** Where the reflective tape runs on a top, by layout. */
const tapeLayouts: Record<TapeLayout, string> = {
  bands: 'M0 330H600M0 424H600',
  'bands-shoulders': 'M0 330H600M0 424H600M238 0V600M362 0V600',
  'band-shoulders': 'M0 380H600M238 0V600M362 0V600',
  sleeves: 'M0 310H196M0 356H196M404 310H600M404 356H600M0 420H600',
  'chest-sleeves': 'M0 250H600M0 340H196M404 340H600M0 440H600',
  'high-bands': 'M0 210H600M0 290H600',
};

/** The hood behind the body, and its opening, lining, cords and patches in front. */
function hood(o: TopOptions, p: Palette): { behind: string; details: string[] } {
  const out: string[] = [];
  let behind = '';
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
  return { behind, details: out };
}

/** The collar (or neckline). */
function collar(o: TopOptions, p: Palette): string[] {
  const out: string[] = [];
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
      out.push(path('M254 86 Q300 128 346 86 L354 102 Q300 150 246 102 Z', p.shadow, p.line, 3));
      out.push(line('M250 95 Q300 140 350 95', p.main, 9, ' stroke-dasharray="3 6" opacity="0.6"'));
      break;
  }
  return out;
}

/** The front closure: zips, buttons, snaps or a placket. */
function closure(o: TopOptions, p: Palette, hem: number): string[] {
  const out: string[] = [];
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
  return out;
}

/** The pockets, in the order the options list them. */
function pockets(o: TopOptions, p: Palette, hem: number): string[] {
  const out: string[] = [];
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
  return out;
}

/** The sleeve ends. */
function cuffs(o: TopOptions, p: Palette): string[] {
  const out: string[] = [];
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
      if (o.sleeves === 'long') out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
      else out.push(line('M130 184 L162 238 M470 184 L438 238', p.dark, 3, ' opacity="0.6"'));
      break;
    case 'elastic':
      out.push(
        line('M112 400 L158 412 M110 410 L156 422 M442 412 L488 400 M444 422 L490 410', p.dark, 3),
      );
      break;
    case 'tab':
      out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
      out.push(
        path('M130 396 L150 401 L146 422 L126 417 Z M470 396 L450 401 L454 422 L474 417 Z', p.dark),
      );
      break;
    case 'thumb':
      out.push(line('M112 402 L158 412 M442 412 L488 402', p.dark, 4));
      out.push(path('M118 428 Q130 452 146 436 Z M482 428 Q470 452 454 436 Z', p.main, p.line, 3));
      break;
  }
  return out;
}

/** The band or seam at the hem. */
function hemBand(o: TopOptions, p: Palette, hem: number, half: number): string[] {
  const out: string[] = [];
  const left = 300 - half;
  const right = 300 + half;
  switch (o.hemBand ?? 'plain') {
    case 'rib':
      out.push(
        path(`M${left + 2} ${hem - 28}H${right - 2}L${right} ${hem}H${left}Z`, p.lower, p.line, 3),
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
      out.push(line(`M${left + 24} ${hem - 16}l-6 36M${right - 24} ${hem - 16}l6 36`, p.dark, 3));
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
  return out;
}

/** Raglan seams, a yoke, roll tabs and the emblem. */
function trims(o: TopOptions, p: Palette): string[] {
  const out: string[] = [];
  if (o.raglan) out.push(line('M266 100 L196 262 M334 100 L404 262', p.dark, 3, ' opacity="0.7"'));
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
  return out;
}

/** What is clipped to the body under the tape: texture and panels. */
function inside(o: TopOptions, p: Palette): string {
  const inside: string[] = [];
  if (o.texture) inside.push(o.texture(p));
  if (o.panels === 'sides')
    inside.push(
      path(`M0 0H212V600H0Z M388 0H600V600H388Z`, p.shadow, undefined, 0, ' opacity="0.55"'),
    );
  if (o.panels === 'shoulders')
    inside.push(path('M0 0H600V156H0Z', p.shadow, undefined, 0, ' opacity="0.6"'));
  return inside.join('');
}

/** A top drawn from its options. */
export function top(o: TopOptions): Design {
  return { family: o.family, draw: (p) => drawTop(o, p) };
}

function drawTop(o: TopOptions, p: Palette): Shape {
  const hem = o.hem ?? 504;
  const half = o.hemHalf ?? 104;
  const hooded = hood(o, p);
  const details = [
    ...hooded.details,
    ...collar(o, p),
    ...closure(o, p, hem),
    ...pockets(o, p, hem),
    ...cuffs(o, p),
    ...hemBand(o, p, hem, half),
    ...trims(o, p),
  ];
  return {
    body: topBody(o),
    behind: hooded.behind,
    inside: inside(o, p),
    tape: o.tape ? tapeLayouts[o.tape] : undefined,
    segmentedTape: o.segmentedTape,
    details: details.join(''),
    lowerPartY: hem - (hem - 262) * 0.42,
  };
}
