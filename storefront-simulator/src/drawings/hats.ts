/** Hats: beanies, hard hats and liners, bucket, brim and trapper hats. */
import type { Garment } from '../types.ts';
import { burgee } from './emblems.ts';
import { type Design, dots, enlarge, line, path, range } from './svg.ts';
import { mesh, ribs, sherpa } from './textures.ts';

const beanieBody =
  'M180 352 Q176 170 300 160 Q424 170 420 352 Z M168 336 L432 336 L436 432 L164 432 Z';

/** Hats: the drawing of each garment, by name. */
export const hatsDrawings = {
  /* ---- generic (used by demo data) */
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
  /* ---- caps and hats */
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
} satisfies Partial<Record<Garment, Design>>;
