/** Pants and shorts: the pants builder, and work pants, jeans, bibs, joggers and shorts. */
import type { Garment, GarmentFamily } from '../types.ts';
import { type Design, dots, enlarge, line, type Palette, path, range } from './svg.ts';
import { denim, plaid, ripstop } from './textures.ts';

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

/** The pockets of pants or shorts, in the order the options list them (scoop unless told). */
function pantsPockets(o: PantsOptions, p: Palette): string[] {
  const out: string[] = [];
  const stitch = o.stitching;
  for (const pocket of o.pockets ?? ['scoop']) {
    switch (pocket) {
      case 'scoop':
        out.push(line('M206 124 Q236 160 262 124 M338 124 Q364 160 394 124', stitch ?? p.dark, 4));
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
  return out;
}

/** Pants, shorts or bib overalls drawn from their options. */
export function pants(o: PantsOptions): Design {
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
      out.push(...pantsPockets(o, p));
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

/** Pants and shorts: the drawing of each garment, by name. */
export const pantsDrawings = {
  /* ---- generic (used by demo data) */
  pants: pants({ tape: 'two' }),
  shorts: pants({ family: 'shorts', cut: 'shorts', tape: 'one' }),
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
} satisfies Partial<Record<Garment, Design>>;
