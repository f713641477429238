import { describe, expect, it } from 'vitest';
import {
  type CardFactsRule,
  cardFacts,
  MAX_SWATCHES,
  readCardFacts,
  type StorefrontCardFacts,
  swatchColour,
} from '../components/CollectionGrid/card-facts';

const variant = (color: string, size: string) => ({
  image: { src: `https://cdn.example.com/${color.toLowerCase().replaceAll(' ', '-')}.png` },
  selectedOptions: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
});

/** A hi-vis jacket as shopify-buy models it: option values as `{ value }`. */
const jacket = {
  title: 'Hi-Vis Rain Jacket',
  options: [
    { name: 'Color', values: [{ value: 'Hi-Vis Yellow' }, { value: 'Hi-Vis Orange' }] },
    {
      name: 'Size',
      values: ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'].map((value) => ({ value })),
    },
  ],
  variants: [variant('Hi-Vis Yellow', 'S'), variant('Hi-Vis Orange', 'S')],
};

const facts: StorefrontCardFacts = {
  tags: ['reflective', 'ANSI', 'ANSI Class 3'],
  collections: ['jackets', 'best-sellers'],
  swatches: { 'Hi-Vis Yellow': '#d8f21c', 'Hi-Vis Orange': '#FF6A13' },
};

const workwear: CardFactsRule = {
  standardTagPrefix: 'ANSI Class ',
  marks: [
    { label: 'New', collection: 'new-releases' },
    { label: 'Best seller', collection: 'best-sellers' },
  ],
};

describe('a card’s facts', () => {
  it('give swatches of the colours, the chosen one checked and the only tab stop', () => {
    const card = cardFacts(jacket, { Color: 'Hi-Vis Orange', Size: 'S' }, facts, workwear);
    expect(card.colourOption).toBe('Color');
    expect(card.swatches).toEqual([
      { value: 'Hi-Vis Yellow', color: '#d8f21c', selected: false, tabIndex: -1 },
      { value: 'Hi-Vis Orange', color: '#ff6a13', selected: true, tabIndex: 0 },
    ]);
    expect(card.moreColours).toBe(0);
  });

  it('say the size range as shown and as read aloud', () => {
    const card = cardFacts(jacket, {}, undefined, {});
    expect(card.sizes).toBe('S–4XL');
    expect(card.sizesLabel).toBe('Sizes S to 4XL');
    const hat = {
      options: [{ name: 'Size', values: ['S/M', 'L/XL'] }],
      variants: [],
    };
    expect(cardFacts(hat, {}, undefined, {}).sizes).toBe('S/M – L/XL');
  });

  it('name the standard a tag carries and the first mark the product has, by the shop’s rule', () => {
    const card = cardFacts(jacket, {}, facts, workwear);
    expect(card.standard).toBe('ANSI Class 3');
    expect(card.mark).toBe('Best seller');
    const newAndBest = { ...facts, collections: ['best-sellers', 'new-releases'] };
    expect(cardFacts(jacket, {}, newAndBest, workwear).mark).toBe('New');
    const tagged: CardFactsRule = { marks: [{ label: 'Limited', tag: 'limited-edition' }] };
    expect(cardFacts(jacket, {}, { ...facts, tags: ['Limited-Edition'] }, tagged).mark).toBe(
      'Limited',
    );
  });

  it('name no standard and no mark without a rule or without the storefront’s facts', () => {
    const plain = cardFacts(jacket, {}, facts, {});
    expect(plain.standard).toBeUndefined();
    expect(plain.mark).toBeUndefined();
    const unknown = cardFacts(jacket, {}, undefined, workwear);
    expect(unknown.standard).toBeUndefined();
    expect(unknown.mark).toBeUndefined();
    // The bare prefix is no class.
    expect(cardFacts(jacket, {}, { ...facts, tags: ['ANSI Class '] }, workwear).standard).toBe(
      undefined,
    );
  });

  it('show a variant’s picture where the storefront has no swatch colour, never a foreign one', () => {
    const card = cardFacts(jacket, {}, { ...facts, swatches: {} }, {});
    expect(card.swatches[0]).toEqual({
      value: 'Hi-Vis Yellow',
      image: 'https://cdn.example.com/hi-vis-yellow.png',
      selected: true,
      tabIndex: 0,
    });
    const hostile = {
      ...jacket,
      variants: [
        {
          image: { src: 'javascript:alert(1)' },
          selectedOptions: [{ name: 'Color', value: 'Hi-Vis Yellow' }],
        },
      ],
    };
    const swatch = cardFacts(hostile, {}, undefined, {}).swatches[0];
    expect(swatch).toEqual({ value: 'Hi-Vis Yellow', selected: true, tabIndex: 0 });
  });

  it('show at most five swatches, the chosen colour among them, and count the rest', () => {
    const colours = ['Black', 'Navy', 'Khaki', 'Olive', 'Charcoal', 'Brick Red', 'Indigo'];
    const shirt = { options: [{ name: 'Colour', values: colours }], variants: [] };
    const card = cardFacts(shirt, { Colour: 'Indigo' }, undefined, {});
    expect(card.swatches.map((swatch) => swatch.value)).toEqual([
      'Black',
      'Navy',
      'Khaki',
      'Olive',
      'Indigo',
    ]);
    expect(card.swatches).toHaveLength(MAX_SWATCHES);
    expect(card.swatches.at(-1)?.selected).toBe(true);
    expect(card.moreColours).toBe(2);
  });

  it('give one-colour, one-size products nothing to choose', () => {
    const bag = { options: [{ name: 'Title', values: ['Default Title'] }], variants: [] };
    expect(cardFacts(bag, {}, undefined, {})).toEqual({ swatches: [], moreColours: 0 });
  });
});

describe('swatch colours', () => {
  it('are hex colours only, so nothing else reaches a style attribute', () => {
    expect(swatchColour('#D8F21C')).toBe('#d8f21c');
    expect(swatchColour('#fff')).toBe('#fff');
    expect(swatchColour('red')).toBeUndefined();
    expect(swatchColour('#fff; background: url(x)')).toBeUndefined();
    expect(swatchColour(null)).toBeUndefined();
  });
});

describe('the storefront’s facts of a product', () => {
  it('are read from the facts query’s node', () => {
    expect(
      readCardFacts({
        id: 'gid://shopify/Product/1',
        tags: ['ANSI Class 2', 7],
        collections: { nodes: [{ handle: 'vests' }, null] },
        options: [
          {
            name: 'Color',
            optionValues: [
              { name: 'Hi-Vis Yellow', swatch: { color: '#d8f21c' } },
              { name: 'Camo', swatch: null },
            ],
          },
          { name: 'Size', optionValues: [{ name: 'M', swatch: null }] },
        ],
      }),
    ).toEqual({
      id: 'gid://shopify/Product/1',
      tags: ['ANSI Class 2'],
      collections: ['vests'],
      swatches: { 'Hi-Vis Yellow': '#d8f21c' },
    });
    expect(readCardFacts(null)).toBeUndefined();
    expect(readCardFacts({ tags: [] })).toBeUndefined();
  });
});
