import type { Garment, ProductColour } from './types.ts';

/** Product images are square: the size the storefront reports for every image. */
export const IMAGE_SIZE = 600;

interface GarmentShape {
  /** Silhouette: filled with the main colour, clips the tape and the lower part. */
  body: string;
  /** Drawn before the body (e.g. bag handles). */
  behind?: string;
  /** Seams, pockets, collars: drawn over the body. */
  details: (colours: Palette) => string;
  /** Reflective tape: horizontal bands `[y, height]`. */
  bands: readonly (readonly [number, number])[];
  /** Reflective tape: vertical bands `[x, width]`. */
  verticalBands?: readonly (readonly [number, number])[];
  /** Where the second colour of a two-tone garment starts. */
  lowerPartY?: number;
}

interface Palette {
  main: string;
  dark: string;
  light: string;
}

const TORSO_WITH_SLEEVES =
  'M216 110 L258 92 Q300 122 342 92 L384 110 L446 150 L492 424 L446 436 L404 262 L404 504 L196 504 L196 262 L154 436 L108 424 L154 150 Z';
const TORSO_SHORT_SLEEVES =
  'M212 112 L258 92 Q300 122 342 92 L388 112 L478 172 L444 246 L404 226 L404 504 L196 504 L196 226 L156 246 L122 172 Z';

const neckline = ({ dark }: Palette) =>
  `<path d="M258 92 Q300 140 342 92" fill="none" stroke="${dark}" stroke-width="8"/>`;
const hem = ({ dark }: Palette, y = 488) =>
  `<path d="M198 ${y} L402 ${y}" stroke="${dark}" stroke-width="3" opacity="0.5"/>`;
const cuffs = ({ dark }: Palette) =>
  `<path d="M112 406 L156 396 M444 396 L488 406" stroke="${dark}" stroke-width="4"/>`;

const shapes: Record<Garment, GarmentShape> = {
  tee: {
    body: TORSO_SHORT_SLEEVES,
    details: (palette) => neckline(palette) + hem(palette),
    bands: [
      [356, 26],
      [416, 26],
    ],
    lowerPartY: 420,
  },
  longsleeve: {
    body: TORSO_WITH_SLEEVES,
    details: (palette) => neckline(palette) + hem(palette) + cuffs(palette),
    bands: [
      [344, 26],
      [404, 26],
    ],
    lowerPartY: 420,
  },
  polo: {
    body: TORSO_SHORT_SLEEVES,
    details: ({ dark, light }) =>
      `<path d="M258 92 L234 130 L284 140 L300 116 Z M342 92 L366 130 L316 140 L300 116 Z" fill="${light}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M300 118 L300 196" stroke="${dark}" stroke-width="4"/>` +
      `<circle cx="300" cy="150" r="5" fill="${dark}"/><circle cx="300" cy="178" r="5" fill="${dark}"/>` +
      hem({ dark, light, main: dark }),
    bands: [
      [356, 26],
      [416, 26],
    ],
    lowerPartY: 420,
  },
  quarterzip: {
    body: TORSO_WITH_SLEEVES,
    details: (palette) =>
      `<path d="M260 84 L340 84 L344 102 Q300 120 256 102 Z" fill="${palette.main}" stroke="${palette.dark}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M300 104 L300 214" stroke="${palette.dark}" stroke-width="5"/>` +
      `<rect x="293" y="206" width="14" height="24" rx="4" fill="${palette.dark}"/>` +
      hem(palette) +
      cuffs(palette),
    bands: [
      [344, 26],
      [404, 26],
    ],
    lowerPartY: 420,
  },
  hoodie: {
    body: 'M216 112 L250 98 Q246 44 300 38 Q354 44 350 98 L384 112 L446 152 L492 426 L446 438 L406 264 L406 506 L194 506 L194 264 L154 438 L108 426 L154 152 Z',
    details: ({ dark, light }) =>
      `<path d="M262 100 Q300 52 338 100 Q300 122 262 100 Z" fill="${dark}" opacity="0.55"/>` +
      `<path d="M286 112 L282 184 M314 112 L318 184" stroke="${light}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M234 376 L366 376 L390 456 L210 456 Z" fill="none" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M196 484 L404 484" stroke="${dark}" stroke-width="4"/>` +
      cuffs({ dark, light, main: dark }),
    bands: [
      [294, 24],
      [338, 24],
    ],
    lowerPartY: 420,
  },
  jacket: {
    body: 'M214 104 L262 86 L300 96 L338 86 L386 104 L450 146 L496 436 L448 448 L408 268 L410 516 L190 516 L192 268 L152 448 L104 436 L150 146 Z',
    details: ({ dark, light }) =>
      `<path d="M262 86 L250 58 L300 72 L350 58 L338 86 L300 98 Z" fill="${dark}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M300 98 L300 516" stroke="${dark}" stroke-width="6"/>` +
      `<path d="M216 384 L276 384 L276 400 L216 400 Z M324 384 L384 384 L384 400 L324 400 Z" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
      `<path d="M110 418 L154 408 M446 408 L490 418" stroke="${dark}" stroke-width="6"/>` +
      `<path d="M192 496 L408 496" stroke="${dark}" stroke-width="4"/>`,
    bands: [
      [322, 26],
      [430, 26],
    ],
    lowerPartY: 420,
  },
  vest: {
    body: 'M214 100 L262 92 L300 240 L338 92 L386 100 L392 170 Q402 226 420 250 L420 504 L180 504 L180 250 Q198 226 208 170 Z',
    details: ({ dark }) =>
      `<path d="M300 240 L300 504" stroke="${dark}" stroke-width="5"/>` +
      `<path d="M204 470 L272 470 L272 404 L204 404 Z M328 404 L396 404 L396 470 L328 470 Z" fill="none" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M262 92 L300 240 L338 92" fill="none" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>`,
    bands: [
      [372, 22],
      [482, 22],
    ],
    verticalBands: [
      [226, 24],
      [350, 24],
    ],
    lowerPartY: 430,
  },
  pants: {
    body: 'M196 92 L404 92 L430 516 L326 516 L302 214 L298 214 L274 516 L170 516 Z',
    details: ({ dark }) =>
      `<path d="M196 118 L404 118" stroke="${dark}" stroke-width="5"/>` +
      `<path d="M300 118 L300 204" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M206 124 Q236 156 258 124 M342 124 Q364 156 394 124" fill="none" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M230 92 L230 118 M370 92 L370 118 M300 92 L300 118" stroke="${dark}" stroke-width="6"/>`,
    bands: [
      [402, 22],
      [448, 22],
    ],
  },
  shorts: {
    body: 'M196 150 L404 150 L432 392 L322 400 L302 252 L298 252 L278 400 L168 392 Z',
    details: ({ dark }) =>
      `<path d="M196 176 L404 176" stroke="${dark}" stroke-width="5"/>` +
      `<path d="M300 176 L300 246" stroke="${dark}" stroke-width="4"/>` +
      `<path d="M206 182 Q236 214 258 182 M342 182 Q364 214 394 182" fill="none" stroke="${dark}" stroke-width="4"/>`,
    bands: [[336, 20]],
  },
  cap: {
    body: 'M170 350 Q172 190 300 182 Q428 190 430 350 Z M140 352 Q300 318 460 352 L470 374 Q300 422 130 374 Z',
    details: ({ dark }) =>
      `<path d="M140 352 Q300 318 460 352 L470 374 Q300 422 130 374 Z" fill="${dark}" opacity="0.35"/>` +
      `<path d="M300 188 L300 336 M240 196 Q216 270 214 344 M360 196 Q384 270 386 344" fill="none" stroke="${dark}" stroke-width="4"/>` +
      `<circle cx="300" cy="186" r="9" fill="${dark}"/>`,
    bands: [[292, 18]],
  },
  beanie: {
    body: 'M180 352 Q176 170 300 160 Q424 170 420 352 Z M168 336 L432 336 L436 432 L164 432 Z',
    details: ({ dark }) =>
      `<path d="M168 336 L432 336 L436 432 L164 432 Z" fill="${dark}" opacity="0.25"/>` +
      Array.from(
        { length: 12 },
        (_, index) =>
          `<path d="M${186 + index * 20} 340 L${186 + index * 20} 428" stroke="${dark}" stroke-width="3" opacity="0.5"/>`,
      ).join(''),
    bands: [[372, 22]],
  },
  brimhat: {
    body: 'M214 332 L232 200 Q300 184 368 200 L386 332 Z M110 346 Q300 300 490 346 Q502 372 480 390 Q300 432 120 390 Q98 372 110 346 Z',
    details: ({ dark }) =>
      `<path d="M110 346 Q300 300 490 346 Q502 372 480 390 Q300 432 120 390 Q98 372 110 346 Z" fill="${dark}" opacity="0.3"/>` +
      `<path d="M216 302 L384 302 L388 330 L212 330 Z" fill="${dark}"/>` +
      `<path d="M130 372 Q300 336 470 372" fill="none" stroke="${dark}" stroke-width="3" stroke-dasharray="10 8"/>`,
    bands: [[302, 28]],
  },
  bag: {
    behind:
      'M214 252 Q214 128 300 128 Q386 128 386 252 L360 252 Q360 154 300 154 Q240 154 240 252 Z',
    body: 'M150 250 L450 250 L472 500 L128 500 Z',
    details: ({ dark, light }) =>
      `<path d="M158 268 L442 268" stroke="${dark}" stroke-width="5" stroke-dasharray="12 6"/>` +
      `<path d="M188 344 L412 344 L420 470 L180 470 Z" fill="${light}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M188 344 L412 344 L408 378 L192 378 Z" fill="${dark}" opacity="0.35"/>`,
    bands: [[300, 20]],
  },
  glove: {
    body: 'M214 470 L214 150 Q214 128 236 128 Q258 128 258 150 L262 246 L266 118 Q266 96 288 96 Q310 96 310 118 L312 244 L316 124 Q316 102 338 102 Q360 102 360 124 L360 250 L366 162 Q366 140 388 140 Q410 140 410 162 L410 330 Q412 380 394 420 L394 470 Z M222 300 Q176 280 156 240 Q146 216 166 208 Q188 202 202 228 L224 262 Z M204 446 L404 446 L408 536 L200 536 Z',
    details: ({ dark }) =>
      `<path d="M204 446 L404 446 L408 536 L200 536 Z" fill="${dark}" opacity="0.35"/>` +
      `<path d="M236 170 L236 240 M288 140 L288 236 M338 146 L338 240 M388 184 L388 250" stroke="${dark}" stroke-width="3" opacity="0.5"/>`,
    bands: [[478, 20]],
  },
  gaiter: {
    body: 'M200 140 Q300 160 400 140 L410 470 Q300 490 190 470 Z',
    details: ({ dark }) =>
      `<path d="M200 140 Q300 120 400 140 Q300 160 200 140 Z" fill="${dark}"/>` +
      `<path d="M214 230 Q300 250 388 226 M212 380 Q300 400 396 376" fill="none" stroke="${dark}" stroke-width="3" opacity="0.45"/>`,
    bands: [[292, 22]],
  },
  socks: {
    behind:
      'M322 96 L414 96 L414 378 Q416 446 368 474 L276 494 Q230 500 226 458 Q224 426 266 412 L322 382 Z',
    body: 'M236 120 L330 120 L330 402 Q332 470 282 498 L190 518 Q142 524 138 480 Q136 448 180 434 L236 404 Z',
    details: ({ dark }) =>
      `<path d="M236 120 L330 120 L330 176 L236 176 Z" fill="${dark}" opacity="0.3"/>` +
      `<path d="M190 518 Q142 524 138 480 Q136 448 180 434 L196 470 Z" fill="${dark}" opacity="0.4"/>`,
    bands: [[140, 16]],
  },
  belt: {
    body: 'M90 270 L520 270 Q536 300 520 330 L90 330 Z',
    details: ({ dark }) =>
      `<path d="M110 246 L206 246 L206 354 L110 354 Z" fill="none" stroke="#8d939b" stroke-width="12" stroke-linejoin="round"/>` +
      `<path d="M130 300 L230 300" stroke="#8d939b" stroke-width="8" stroke-linecap="round"/>` +
      [420, 452, 484].map((x) => `<circle cx="${x}" cy="300" r="7" fill="${dark}"/>`).join('') +
      `<path d="M96 282 L516 282 M96 318 L516 318" stroke="${dark}" stroke-width="2" stroke-dasharray="8 6" opacity="0.6"/>`,
    bands: [[290, 20]],
  },
};

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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

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
  const shape = shapes[garment];
  const palette: Palette = {
    main: colour.hex,
    dark: shade(colour.hex, -0.35),
    light: shade(colour.hex, 0.2),
  };
  const tape = (x: number, y: number, width: number, height: number) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#c3c8cf"/>` +
    (width > height
      ? `<rect x="${x}" y="${y + Math.floor(height / 2) - 3}" width="${width}" height="6" fill="#f1f3f5"/>`
      : `<rect x="${x + Math.floor(width / 2) - 3}" y="${y}" width="6" height="${height}" fill="#f1f3f5"/>`);
  const lowerPart =
    colour.secondary && shape.lowerPartY
      ? `<rect x="0" y="${shape.lowerPartY}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE - shape.lowerPartY}" fill="${colour.secondary}"/>`
      : '';
  const bands = reflective
    ? shape.bands.map(([y, height]) => tape(0, y, IMAGE_SIZE, height)).join('') +
      (shape.verticalBands ?? []).map(([x, width]) => tape(x, 0, width, IMAGE_SIZE)).join('')
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><clipPath id="body"><path d="${shape.body}"/></clipPath></defs>`,
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="#f3f4f6"/>`,
    '<ellipse cx="300" cy="548" rx="200" ry="16" fill="#000000" opacity="0.08"/>',
    shape.behind
      ? `<path d="${shape.behind}" fill="${palette.dark}" stroke="${palette.dark}" stroke-width="4" stroke-linejoin="round"/>`
      : '',
    `<path d="${shape.body}" fill="${palette.main}"/>`,
    `<g clip-path="url(#body)">${lowerPart}${bands}</g>`,
    shape.details(palette),
    `<path d="${shape.body}" fill="none" stroke="${palette.dark}" stroke-width="4" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}
