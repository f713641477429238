/** Vests: the vest builder, and mesh, surveyor, breakaway, insulated and utility vests. */
import type { Garment } from '../types.ts';
import { shade } from './colour.ts';
import { burgee, flame } from './emblems.ts';
import { type Design, dots, line, type Palette, path, range } from './svg.ts';
import { mesh, quilt, ripstop } from './textures.ts';

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

/** A vest's front closure, from the neckline down. */
function vestClosure(o: VestOptions, p: Palette, hem: number): string[] {
  const out: string[] = [];
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
  return out;
}

/** A vest's pockets, in the order the options list them. */
function vestPockets(o: VestOptions, p: Palette, hem: number): string[] {
  const out: string[] = [];
  const pocketFill = o.trim ? '#26282c' : 'none';
  for (const pocket of o.pockets ?? []) {
    switch (pocket) {
      case 'lower':
        out.push(
          path(`M202 ${hem - 104}h72v78h-72Z M326 ${hem - 104}h72v78h-72Z`, pocketFill, p.dark, 4),
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
          line(`M228 ${hem - 130} L240 ${hem - 50} M372 ${hem - 130} L360 ${hem - 50}`, p.dark, 5),
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
  return out;
}

/** A vest drawn from its options. */
export function vest(o: VestOptions): Design {
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
      out.push(...vestClosure(o, p, hem));
      out.push(...vestPockets(o, p, hem));
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

/** Vests: the drawing of each garment, by name. */
export const vestsDrawings = {
  /* ---- generic (used by demo data) */
  vest: vest({ neck: 'v', closure: 'zip', pockets: ['lower'], tape: 'h2v2' }),
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
} satisfies Partial<Record<Garment, Design>>;
