/** Bags: backpacks, tool bags, coolers, duffels, range bags and totes. */
import type { Garment } from '../types.ts';
import { burgee } from './emblems.ts';
import { type Design, dots, line, path, range } from './svg.ts';

/** Bags: the drawing of each garment, by name. */
export const bagsDrawings = {
  /* ---- generic (used by demo data) */
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
} satisfies Partial<Record<Garment, Design>>;
