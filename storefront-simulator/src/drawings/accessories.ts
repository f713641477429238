/** Accessories: neck gaiters, socks and belts. */
import type { Garment } from '../types.ts';
import { type Design, dots, line, path, range } from './svg.ts';
import { waves } from './textures.ts';

const GAITER = 'M200 140 Q300 160 400 140 L410 470 Q300 490 190 470 Z';

/** A belt with its buckle in `buckle` and one or two rows of stitching. */
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

/** Accessories: the drawing of each garment, by name. */
export const accessoriesDrawings = {
  /* ---- generic (used by demo data) */
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
  /* ---- caps and hats */
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
  /* ---- belts */
  'gun-belt': belt('#6b7078', 2),
} satisfies Partial<Record<Garment, Design>>;
