import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageUrlForWidth, smallImageWidths } from '../image-sizes.ts';

describe('imageUrlForWidth', () => {
  it("sets Shopify's width parameter, keeping the address's own query and fragment", () => {
    expect(imageUrlForWidth('https://cdn.shopify.com/s/files/1/jacket.jpg?v=17', 384)).toBe(
      'https://cdn.shopify.com/s/files/1/jacket.jpg?v=17&width=384',
    );
    expect(imageUrlForWidth('/img/yellow.svg', 64)).toBe('/img/yellow.svg?width=64');
    expect(imageUrlForWidth('/img/a.svg?width=900#top', 128.4)).toBe('/img/a.svg?width=128#top');
  });

  it('keeps a data: or blob: address as it is: there is no server to ask', () => {
    const inline = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(imageUrlForWidth(inline, 64)).toBe(inline);
    expect(imageUrlForWidth('blob:http://shop.test/1234', 64)).toBe('blob:http://shop.test/1234');
  });
});

describe('imageSrcSet', () => {
  it('lists each width narrower than the original, then the original at its own width', () => {
    expect(imageSrcSet('/img/a.svg?v=1', 600, [512, 128, 768, 128, 256])).toBe(
      '/img/a.svg?v=1&width=128 128w, /img/a.svg?v=1&width=256 256w, /img/a.svg?v=1&width=512 512w, /img/a.svg?v=1 600w',
    );
  });

  it('asks for every width when the original width is unknown', () => {
    expect(imageSrcSet('/img/a.svg', null, [64, 128, 192])).toBe(
      '/img/a.svg?width=64 64w, /img/a.svg?width=128 128w, /img/a.svg?width=192 192w',
    );
  });

  it('is empty when there is nothing to choose between', () => {
    expect(imageSrcSet('/img/a.svg', 64, [64, 128])).toBe('');
    expect(imageSrcSet('/img/a.svg', null, [0, -4, 1.5])).toBe('');
  });

  it('offers the product page every standard width under a 600-pixel original', () => {
    const widths = imageSrcSet('/img/a.svg', 600)
      .split(', ')
      .map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([...IMAGE_WIDTHS.filter((width) => width < 600), 600]);
  });
});

describe('smallImageWidths', () => {
  it('gives a small picture the standard widths that cover 1×, 2× and 3× density', () => {
    expect(smallImageWidths(56)).toEqual([64, 128, 192]);
    expect(smallImageWidths(48)).toEqual([64, 128, 192]);
    expect(smallImageWidths(100)).toEqual([128, 256, 384]);
    expect(smallImageWidths(4000)).toEqual([2048, 2048, 2048]);
  });
});
