// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogues, sailingCatalogue } from '../src/catalogue/index.ts';
import { DRAWING_SIZE, garmentFamily, garmentSvg, garments } from '../src/drawings/index.ts';
import { drawingAtWidth } from '../src/drawings/sized.ts';
import type { CatalogueProduct, GarmentFamily, ProductColour } from '../src/types.ts';

/** A drawing is rendered for every size asked and travels as it is in Storybook: keep it small. */
const MAX_BYTES = 6 * 1024;

const neutral: ProductColour = { name: 'Neutral', hex: '#8d9196' };

const image = (product: CatalogueProduct, colour: ProductColour) =>
  garmentSvg({
    garment: product.garment,
    colour,
    reflective: product.reflective,
    title: `${product.title} - ${colour.name}`,
  });

/** Parses as SVG (XML): undefined when the markup is not well-formed. */
function parseSvg(svg: string): Document | undefined {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0) return undefined;
  return document;
}

/** What the picture of a product must be, judged from its title (first match wins). */
const familiesByTitle: readonly (readonly [RegExp, GarmentFamily])[] = [
  [/hard hat sun shade/i, 'hardhat'],
  [/visor/i, 'visor'],
  [/beanie|watch cap|trapper|liner/i, 'beanie'],
  [/bucket|brim|boonie|sou'wester/i, 'brimhat'],
  [/\bcap\b|trucker/i, 'cap'],
  [/\bbag\b|backpack|cooler|duffel/i, 'bag'],
  [/gloves/i, 'glove'],
  [/gaiter/i, 'gaiter'],
  [/\bvest\b/i, 'vest'],
  [/anorak|quarter-zip/i, 'quarterzip'],
  [/hoodie|smock|hooded/i, 'hoodie'],
  [/jacket|coat|parka|windbreaker|bomber/i, 'jacket'],
  [/shorts/i, 'shorts'],
  [/pants|jeans|trousers|overalls|joggers/i, 'pants'],
  [/polo/i, 'polo'],
  [/long sleeve|henley|button-down|sun shirt|flannel/i, 'longsleeve'],
  [/t-shirt|\btee\b/i, 'tee'],
  [/belt/i, 'belt'],
  [/socks/i, 'socks'],
];

describe('product images', () => {
  it('at a smaller width, stay well-formed, keep their title and shapes, and drop only detail', () => {
    for (const catalogue of catalogues) {
      for (const product of catalogue.products) {
        const colour = product.colours[0] as ProductColour;
        const original = image(product, colour);
        for (const width of [64, 128, 192, 384]) {
          const sized = drawingAtWidth(original, width);
          const label = `${product.title} at ${width}`;
          const root = parseSvg(sized)?.documentElement;
          expect(root?.getAttribute('width'), label).toBe(String(width));
          expect(root?.getAttribute('viewBox'), label).toBe(`0 0 ${DRAWING_SIZE} ${DRAWING_SIZE}`);
          expect(root?.querySelector('title')?.textContent, label).toBe(
            `${product.title} - ${colour.name}`,
          );
          // The silhouette (its fill and its outline) is never dropped.
          const body = /<clipPath id="body"><path d="([^"]+)"/.exec(original)?.[1] ?? '';
          expect(sized.split(`d="${body}"`).length, label).toBe(
            original.split(`d="${body}"`).length,
          );
          expect(sized.length, label).toBeLessThanOrEqual(original.length);
        }
      }
    }
  });

  it('the well-formedness check rejects broken markup', () => {
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBeUndefined();
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>')).toBeDefined();
  });

  it('every colour of every product is a square, well-formed, self-contained SVG under 6 KB', () => {
    let count = 0;
    for (const catalogue of catalogues) {
      for (const product of catalogue.products) {
        for (const colour of product.colours) {
          const svg = image(product, colour);
          const label = `${product.title} / ${colour.name}`;
          const document = parseSvg(svg);
          expect(document, label).toBeDefined();
          const root = document?.documentElement;
          expect(root?.localName, label).toBe('svg');
          expect(root?.getAttribute('width')).toBe(String(DRAWING_SIZE));
          expect(root?.getAttribute('height')).toBe(String(DRAWING_SIZE));
          expect(root?.getAttribute('viewBox')).toBe(`0 0 ${DRAWING_SIZE} ${DRAWING_SIZE}`);
          expect(document?.querySelector('title')?.textContent).toBe(
            `${product.title} - ${colour.name}`,
          );
          // Nothing to fetch or run: no scripts, links, embedded images, fonts or foreign content.
          expect(svg, label).not.toMatch(
            /<script|<image|<use|<a[\s>]|<foreignObject|<style|<text|href=|@import|\son[a-z]+=|javascript:/i,
          );
          expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), label).not.toMatch(
            /https?:|\/\//,
          );
          for (const [reference] of svg.matchAll(/url\([^)]*\)/g))
            expect(reference, label).toMatch(/^url\(#[a-z]+\)$/);
          const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
          expect(new Set(ids).size, `${label}: duplicate ids`).toBe(ids.length);
          for (const [, id] of svg.matchAll(/url\(#([a-z]+)\)/g)) expect(ids, label).toContain(id);
          expect(new TextEncoder().encode(svg).length, label).toBeLessThan(MAX_BYTES);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(250);
  });

  it('draws every garment the generator knows, the same way every time', () => {
    for (const garment of garments) {
      for (const reflective of [true, false]) {
        const options = { garment, colour: neutral, reflective, title: garment };
        const svg = garmentSvg(options);
        expect(parseSvg(svg), garment).toBeDefined();
        expect(svg.length, garment).toBeLessThan(MAX_BYTES);
        expect(garmentSvg(options)).toBe(svg);
      }
    }
  });

  it('within each collection, no two products share a picture, even in the same colour', () => {
    for (const catalogue of catalogues) {
      for (const collection of catalogue.collections) {
        const products = catalogue.products.filter((product) =>
          product.collections.includes(collection.handle),
        );
        expect(products.length, collection.handle).toBeGreaterThan(1);
        // The drawing itself differs: compare every product drawn in one neutral colour.
        const shapes = new Map<string, string>();
        for (const product of products) {
          const shape = image({ ...product, title: '' }, neutral);
          const twin = shapes.get(shape);
          expect(twin, `${collection.handle}: ${product.title} looks like ${twin}`).toBeUndefined();
          shapes.set(shape, product.title);
        }
        // And no colour of one product repeats the picture of another.
        const pictures = new Map<string, string>();
        for (const product of products) {
          for (const colour of product.colours) {
            const picture = garmentSvg({
              garment: product.garment,
              colour,
              reflective: product.reflective,
              title: '',
            });
            const twin = pictures.get(picture);
            expect(twin === undefined || twin === product.title, product.title).toBe(true);
            pictures.set(picture, product.title);
          }
        }
      }
    }
  });

  it('draws each product as what its title names: caps have bills, bags are bags, hats are not hard hats', () => {
    for (const catalogue of catalogues) {
      for (const product of catalogue.products) {
        const family = garmentFamily(product.garment);
        const expected = familiesByTitle.find(([pattern]) => pattern.test(product.title))?.[1];
        expect(expected, `no rule for ${product.title}`).toBeDefined();
        expect(family, product.title).toBe(expected);
        if (/cap|visor|beanie|bucket|brim|bag|liner/i.test(product.title))
          expect(family, product.title).not.toBe('hardhat');
        if (family === 'hardhat') expect(product.title).toMatch(/hard hat/i);
      }
    }
    const byTitle = (title: string) =>
      catalogues
        .flatMap((catalogue) => catalogue.products)
        .find((product) => product.title === title);
    expect(byTitle('Sun Visor')?.garment).toBe('visor');
    expect(byTitle('Hi-Vis Reflective Trucker Cap')?.garment).toBe('trucker-cap');
    expect(byTitle('Sailing Bucket Hat')?.garment).not.toBe(byTitle('Wide Brim Sun Hat')?.garment);
    expect(byTitle('Class 3 Insulated Parka')?.garment).toBe('parka');
    expect(byTitle('Class 3 Waterproof Rain Jacket')?.garment).toBe('rain-jacket');
    expect(byTitle('Class 3 Hi-Vis Bomber Jacket')?.garment).toBe('hi-vis-bomber');
  });

  it('lists only garments of their kind in the sailing apparel collections (no bag in Outerwear)', () => {
    for (const product of sailingCatalogue.products) {
      expect(garmentFamily(product.garment), product.title).not.toBe('bag');
    }
  });

  it('never draws a sailing product as a hard hat', () => {
    for (const product of sailingCatalogue.products)
      expect(garmentFamily(product.garment), product.title).not.toBe('hardhat');
  });

  it('puts reflective tape on high-visibility products only', () => {
    const tape = /#c3c8cf|#dfe3e8/;
    for (const catalogue of catalogues) {
      for (const product of catalogue.products) {
        const svg = image(product, product.colours[0] as ProductColour);
        if (product.reflective) expect(svg, product.title).toMatch(tape);
        else expect(svg, product.title).not.toMatch(tape);
      }
    }
  });
});
