/** Gloves: impact, grip, winter and cut-resistant gloves. */
import type { Garment } from '../types.ts';
import { type Design, line, path } from './svg.ts';
import { ribs, texture } from './textures.ts';

const GLOVE =
  'M214 470 L214 150 Q214 128 236 128 Q258 128 258 150 L262 246 L266 118 Q266 96 288 96 Q310 96 310 118 L312 244 L316 124 Q316 102 338 102 Q360 102 360 124 L360 250 L366 162 Q366 140 388 140 Q410 140 410 162 L410 330 Q412 380 394 420 L394 470 Z M222 300 Q176 280 156 240 Q146 216 166 208 Q188 202 202 228 L224 262 Z M204 446 L404 446 L408 536 L200 536 Z';

/** Gloves: the drawing of each garment, by name. */
export const glovesDrawings = {
  /* ---- generic (used by demo data) */
  glove: {
    family: 'glove',
    draw: () => ({ body: GLOVE, tape: 'M0 478H600', tapeWidth: 20 }),
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
} satisfies Partial<Record<Garment, Design>>;
