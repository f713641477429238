/** Caps: the cap builder, and trucker, fitted, race and waxed caps and the visor. */
import type { Garment } from '../types.ts';
import { burgee, roundLogo } from './emblems.ts';
import { type Design, dots, line, type Palette, path } from './svg.ts';
import { mesh } from './textures.ts';

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

/** A cap drawn from its options. */
export function cap(o: CapOptions): Design {
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

/** Caps: the drawing of each garment, by name. */
export const capsDrawings = {
  /* ---- generic (used by demo data) */
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
} satisfies Partial<Record<Garment, Design>>;
