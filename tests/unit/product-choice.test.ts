import {
  choiceFromAddress,
  choiceImage,
  choiceQuery,
  imageChoice,
  type ProductPageData,
  productStructuredData,
} from '@zcomm/site-data/product';
import { describe, expect, it } from 'vitest';
import { addressChoice } from '../../server/products/index.ts';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const colours = ['Hi-Vis Yellow', 'Hi-Vis Orange'];
const sizes = ['M', 'XL'];

/** A jacket in two colours (a picture each) and two sizes; yellow M is sold out. */
const jacket: ProductPageData = {
  id: 'gid://shopify/Product/1',
  handle: 'jacket',
  title: 'Hi-Vis Jacket',
  vendor: 'Beacon',
  productType: 'Jackets',
  description: [],
  features: [],
  summary: 'A jacket.',
  images: colours.map((colour) => ({ url: `/${colour}.svg`, alt: colour, width: 1, height: 1 })),
  minPrice: usd('99.00'),
  maxPrice: usd('99.00'),
  compareAtPrice: null,
  available: true,
  options: [
    { name: 'Color', values: colours.map((name) => ({ name, available: true })) },
    { name: 'Size', values: sizes.map((name) => ({ name, available: true })) },
  ],
  variants: colours.flatMap((colour, image) =>
    sizes.map((size, index) => ({
      id: `gid://shopify/ProductVariant/${100 + image * 10 + index}`,
      title: `${colour} / ${size}`,
      price: usd('99.00'),
      available: !(colour === 'Hi-Vis Yellow' && size === 'M'),
      options: { Color: colour, Size: size },
      image,
    })),
  ),
  sizeChart: null,
  collection: null,
};

describe('the choice in a product address', () => {
  it('opens on the colour a card names, leaving the size to the shopper', () => {
    expect(choiceFromAddress(jacket, new URLSearchParams('color=hi-vis%20orange'))).toEqual({
      Color: 'Hi-Vis Orange',
    });
  });

  it('opens on the whole variant an address names, by number or storefront id', () => {
    const orangeXl = { Color: 'Hi-Vis Orange', Size: 'XL' };
    expect(choiceFromAddress(jacket, new URLSearchParams('variant=111'))).toEqual(orangeXl);
    expect(
      choiceFromAddress(jacket, new URLSearchParams('variant=gid://shopify/ProductVariant/111')),
    ).toEqual(orangeXl);
    expect(choiceFromAddress(jacket, new URLSearchParams('color=Hi-Vis Orange&size=XL'))).toEqual(
      orangeXl,
    );
  });

  it('starts on the first colour in stock and no size for an address that names nothing known', () => {
    for (const query of ['', 'variant=999', 'color=Purple&size=Huge', 'utm_source=mail']) {
      expect(choiceFromAddress(jacket, new URLSearchParams(query))).toEqual({
        Color: 'Hi-Vis Yellow',
      });
    }
  });

  it('writes a choice back as the address keeps it', () => {
    expect(choiceQuery(jacket, { Color: 'Hi-Vis Orange' })).toBe('?color=Hi-Vis+Orange');
    expect(choiceQuery(jacket, { Color: 'Hi-Vis Orange', Size: 'XL' })).toBe('?variant=111');
    expect(choiceQuery(jacket, {})).toBe('');
  });

  it('gives the server one spelling per choice, and none for the page it starts with', () => {
    expect(addressChoice(jacket, new URLSearchParams('color=HI-VIS ORANGE&utm_source=x'))).toBe(
      '?color=Hi-Vis+Orange',
    );
    expect(addressChoice(jacket, new URLSearchParams('color=Hi-Vis%20Orange&size=xl'))).toBe(
      '?variant=111',
    );
    expect(addressChoice(jacket, new URLSearchParams('color=Hi-Vis%20Yellow'))).toBe('');
    expect(addressChoice(jacket, new URLSearchParams('variant=nope'))).toBe('');
  });
});

describe('the gallery belongs to the colour', () => {
  it("shows the chosen colour's picture before and after a size is chosen", () => {
    expect(choiceImage(jacket, { Color: 'Hi-Vis Orange' })).toBe(1);
    expect(choiceImage(jacket, { Color: 'Hi-Vis Orange', Size: 'M' })).toBe(1);
    expect(choiceImage(jacket, { Color: 'Hi-Vis Yellow' })).toBe(0);
  });

  it('a picture chooses its colour, never a size', () => {
    expect(imageChoice(jacket, 1)).toEqual({ Color: 'Hi-Vis Orange' });
    expect(imageChoice(jacket, 7)).toEqual({});
  });
});

describe("the chosen variant's offer", () => {
  it('names the variant, its price, its stock and its address', () => {
    const site = { name: 'Beacon', origin: 'https://beacon.example' };
    const variant = jacket.variants.find((candidate) => candidate.id.endsWith('/100'));
    const [product] = productStructuredData(jacket, site, variant);
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      url: 'https://beacon.example/products/jacket?variant=100',
      name: 'Hi-Vis Jacket – Hi-Vis Yellow / M',
      price: '99.00',
      availability: 'https://schema.org/OutOfStock',
    });
    const [plain] = productStructuredData(jacket, site);
    expect(plain?.offers).toMatchObject({ url: 'https://beacon.example/products/jacket' });
  });
});
