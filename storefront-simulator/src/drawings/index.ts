/**
 * Product pictures, drawn: every garment the catalogues sell as a small, self-contained SVG in
 * the product colour, with reflective tape on high-visibility items. One module per family of
 * drawings (shirts, hoodies, jackets, vests, pants, caps, hats, gloves, bags, accessories), on
 * the shared helpers in `svg.ts`, `textures.ts`, `emblems.ts` and `colour.ts`.
 */
import type { Garment, GarmentFamily, ProductColour } from '../types.ts';
import { accessoriesDrawings } from './accessories.ts';
import { bagsDrawings } from './bags.ts';
import { capsDrawings } from './caps.ts';
import { luminance, shade } from './colour.ts';
import { glovesDrawings } from './gloves.ts';
import { hatsDrawings } from './hats.ts';
import { hoodiesDrawings } from './hoodies.ts';
import { jacketsDrawings } from './jackets.ts';
import { pantsDrawings } from './pants.ts';
import { shirtsDrawings } from './shirts.ts';
import type { Design, Palette } from './svg.ts';
import { vestsDrawings } from './vests.ts';

/** The drawings' own size: their `viewBox` and the width and height their markup states. */
export const DRAWING_SIZE = 600;

/**
 * Product pictures are square: the side of an original picture in pixels, as the storefront
 * reports it for every image and serves it when no size is asked (Shopify's advice for square
 * product photos, which its image CDN then resizes).
 */
export const IMAGE_SIZE = 2048;

const designs: Record<Garment, Design> = {
  ...shirtsDrawings,
  ...hoodiesDrawings,
  ...jacketsDrawings,
  ...vestsDrawings,
  ...pantsDrawings,
  ...capsDrawings,
  ...hatsDrawings,
  ...glovesDrawings,
  ...bagsDrawings,
  ...accessoriesDrawings,
};

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
      ? `<rect x="0" y="${shape.lowerPartY}" width="${DRAWING_SIZE}" height="${DRAWING_SIZE - shape.lowerPartY}" fill="${colour.secondary}"/>`
      : '';
  const width = shape.tapeWidth ?? 26;
  const dash = shape.segmentedTape ? ' stroke-dasharray="22 6"' : '';
  const tape =
    reflective && shape.tape
      ? `<path d="${shape.tape}" fill="none" stroke="#c3c8cf" stroke-width="${width}"${dash}/>` +
        `<path d="${shape.tape}" fill="none" stroke="#f1f3f5" stroke-width="6"${dash}/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_SIZE}" height="${DRAWING_SIZE}" viewBox="0 0 ${DRAWING_SIZE} ${DRAWING_SIZE}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><clipPath id="body"><path d="${shape.body}"/></clipPath></defs>`,
    `<rect width="${DRAWING_SIZE}" height="${DRAWING_SIZE}" fill="#f3f4f6"/>`,
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
