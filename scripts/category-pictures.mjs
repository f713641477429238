/**
 * Draws the workwear home's category tiles (`sites/workwear/assets/categories/*.svg`) with the
 * storefront's own product drawings: each tile is a product of its collection in one of its
 * colours. Run after a drawing or a product changes (`npx node scripts/category-pictures.mjs`);
 * `tests/unit/category-pictures.test.ts` fails while a tile and its product disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workwearCatalogue } from '../storefront-simulator/src/catalogue/workwear.ts';
import { garmentSvg } from '../storefront-simulator/src/drawings/index.ts';

/** Each tile's file, the product it shows and the colour it shows it in. */
export const categoryPictures = [
  { file: 'jackets.svg', product: 'Class 3 Hi-Vis Bomber Jacket', colour: 'Hi-Vis Yellow' },
  { file: 'vests.svg', product: 'Class 2 Hi-Vis Mesh Safety Vest', colour: 'Hi-Vis Orange' },
  { file: 'shirts.svg', product: 'Class 2 Hi-Vis Short Sleeve T-Shirt', colour: 'Hi-Vis Yellow' },
  { file: 'pants.svg', product: 'Duck Canvas Double-Knee Pants', colour: 'Brown Duck' },
  { file: 'hoodies.svg', product: 'Class 3 Hi-Vis Pullover Hoodie', colour: 'Hi-Vis Orange' },
  { file: 'headwear.svg', product: 'Hi-Vis Reflective Trucker Cap', colour: 'Hi-Vis Yellow' },
];

/** The folder the tiles live in. */
export const categoryPictureFolder = fileURLToPath(
  new URL('../sites/workwear/assets/categories/', import.meta.url),
);

/** A tile's SVG: the product's own drawing in the chosen colour, its alt text left to the page. */
export function drawCategoryPicture({ product: title, colour: colourName }) {
  const product = workwearCatalogue.products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`No workwear product is called ${title}.`);
  const colour = product.colours.find((candidate) => candidate.name === colourName);
  if (!colour) throw new Error(`${title} does not come in ${colourName}.`);
  const svg = garmentSvg({
    garment: product.garment,
    colour,
    reflective: product.reflective,
    title,
  });
  // Decorative on the page (the tile's text names it): no role or title of its own.
  return `${svg.replace(' role="img"', ' aria-hidden="true"').replace(/<title>[^<]*<\/title>/, '')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const picture of categoryPictures) {
    writeFileSync(`${categoryPictureFolder}${picture.file}`, drawCategoryPicture(picture));
    console.log(`Drew ${picture.file}`);
  }
}
