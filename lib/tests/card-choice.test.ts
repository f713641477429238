import { describe, expect, it } from 'vitest';
import { cardStart, chosenValues } from '../components/CollectionGrid/card-choice';

let next = 100;
const variant = (colour: string, size: string, available = true) => ({
  id: `gid://shopify/ProductVariant/${next++}`,
  availableForSale: available,
  selectedOptions: [
    { name: 'Color', value: colour },
    { name: 'Size', value: size },
  ],
});
const jacket = [
  variant('Hi-Vis Yellow', 'M'),
  variant('Hi-Vis Yellow', 'XL'),
  variant('Hi-Vis Orange', 'M', false),
  variant('Hi-Vis Orange', 'XL'),
];

describe('a card starts on the shopper’s choice', () => {
  it('takes a filtered colour, first in stock, and links to it with no size', () => {
    const start = cardStart(jacket, { options: { color: ['hi-vis orange'] } });
    expect(start?.variant).toBe(jacket[3]);
    expect(start?.query).toBe('?color=Hi-Vis+Orange');
  });

  it('links to the variant when the shopper chose every option', () => {
    const start = cardStart(jacket, { options: { color: ['Hi-Vis Orange'], size: ['XL'] } });
    expect(start?.variant).toBe(jacket[3]);
    expect(start?.query).toBe('?variant=103');
  });

  it('takes the first of several chosen colours the product has', () => {
    const start = cardStart(jacket, { options: { color: ['Navy', 'Hi-Vis Yellow'] } });
    expect(start?.variant).toBe(jacket[0]);
  });

  it('takes the colour a search names most, and never a size from words', () => {
    expect(chosenValues(jacket, { words: ['orange jacket'] })).toEqual(
      new Map([['Color', 'Hi-Vis Orange']]),
    );
    expect(chosenValues(jacket, { words: ['hi-vis orange'] })).toEqual(
      new Map([['Color', 'Hi-Vis Orange']]),
    );
    // Both colours are hi-vis: no colour is named more than the other.
    expect(cardStart(jacket, { words: ['hi-vis xl jacket'] })).toBeUndefined();
  });

  it('leaves a card as it is when the choice names nothing the product has', () => {
    expect(cardStart(jacket, { options: { color: ['Navy'] } })).toBeUndefined();
    expect(cardStart(jacket, {})).toBeUndefined();
  });
});
