import {
  formatPriceRange,
  initialChoice,
  type ProductPageData,
  productStructuredData,
  scriptJson,
  valueAvailable,
  variantFor,
} from '@zcomm/site-data/product';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { describe, expect, it } from 'vitest';
import {
  readDescription,
  toKitProducts,
  toProductPageData,
} from '../../server/products/storefront.ts';

const site = { name: 'Beacon Workwear', origin: 'https://beaconworkwear.example' };
const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A storefront `product` answer in the Storefront API's shape. */
function storefrontProduct(overrides: Record<string, unknown> = {}) {
  const variant = (colour: string, size: string, available: boolean, amount = '129.99') => ({
    id: `gid://shopify/ProductVariant/${colour}-${size}`,
    title: `${colour} / ${size}`,
    availableForSale: available,
    price: usd(amount),
    selectedOptions: [
      { name: 'Color', value: colour },
      { name: 'Size', value: size },
    ],
    image: { url: `/img/${colour}.svg` },
  });
  return {
    id: 'gid://shopify/Product/1',
    handle: 'bomber',
    title: 'Bomber <Jacket>',
    vendor: 'Beacon Workwear',
    productType: 'Jackets',
    description: 'Warm. Meets ANSI.',
    descriptionHtml:
      '<p>Warm &amp; seen.</p><ul><li>Meets ANSI</li><li>Taped seams</li></ul><table><caption>Size chart (inches)</caption><thead><tr><th scope="col">Size</th><th scope="col">Chest</th></tr></thead><tbody><tr><th scope="row">S</th><td>35–37</td></tr><tr><th scope="row">M</th><td>38–40</td></tr></tbody></table>',
    priceRange: { minVariantPrice: usd('129.99'), maxVariantPrice: usd('129.99') },
    compareAtPriceRange: { maxVariantPrice: usd('149.99') },
    images: {
      nodes: [
        { url: '/img/Yellow.svg', altText: 'Bomber in yellow', width: 600, height: 600 },
        { url: '/img/Orange.svg', altText: null, width: 600, height: 600 },
      ],
    },
    options: [
      { name: 'Color', optionValues: [{ name: 'Yellow' }, { name: 'Orange' }] },
      { name: 'Size', optionValues: [{ name: 'S' }, { name: 'M' }] },
    ],
    variants: {
      nodes: [
        variant('Yellow', 'S', true),
        variant('Yellow', 'M', false),
        variant('Orange', 'S', false),
        variant('Orange', 'M', false),
      ],
    },
    collections: {
      nodes: [
        { id: 'gid://shopify/Collection/999', handle: 'other', title: 'Other' },
        { id: 'gid://shopify/Collection/410000000002', handle: 'jackets', title: 'Jackets' },
      ],
    },
    ...overrides,
  };
}

function product(overrides: Record<string, unknown> = {}): ProductPageData {
  const data = toProductPageData(workwearShop, storefrontProduct(overrides));
  if (!data) throw new Error('not a product');
  return data;
}

describe('a storefront product as page data', () => {
  it('reads the name, prices, images, options with stock, size chart and collection', () => {
    const data = product();
    expect(data.title).toBe('Bomber <Jacket>');
    expect(data.description).toEqual(['Warm & seen.']);
    expect(data.features).toEqual(['Meets ANSI', 'Taped seams']);
    expect(data.sizeChart).toEqual({
      caption: 'Size chart (inches)',
      columns: ['Size', 'Chest'],
      rows: [
        ['S', '35–37'],
        ['M', '38–40'],
      ],
    });
    expect(data.images.map((image) => image.alt)).toEqual(['Bomber in yellow', 'Bomber <Jacket>']);
    expect(data.compareAtPrice).toEqual(usd('149.99'));
    expect(data.collection).toEqual({ name: 'Jackets', path: '/jackets' });
    expect(data.options).toEqual([
      {
        name: 'Color',
        values: [
          { name: 'Yellow', available: true },
          { name: 'Orange', available: false },
        ],
      },
      {
        name: 'Size',
        values: [
          { name: 'S', available: true },
          { name: 'M', available: false },
        ],
      },
    ]);
    expect(data.variants[1]).toMatchObject({ title: 'Yellow / M', available: false, image: 0 });
  });

  it('drops the single Title option of a product without options', () => {
    const data = product({
      options: [{ name: 'Title', optionValues: [{ name: 'Default Title' }] }],
    });
    expect(data.options).toEqual([]);
  });

  it('refuses an answer without a handle, title or price', () => {
    expect(toProductPageData(workwearShop, { ...storefrontProduct(), handle: '' })).toBeNull();
    expect(toProductPageData(workwearShop, { ...storefrontProduct(), priceRange: {} })).toBeNull();
    expect(toProductPageData(workwearShop, null)).toBeNull();
  });

  it('keeps a description as text: markup from the shop never reaches the page', () => {
    const { description, features, sizeChart } = readDescription(
      '<p>Hi <script>alert(1)</script><b>there</b></p><img src=x onerror=alert(1)>',
      '',
    );
    expect(description).toEqual(['Hi alert(1) there']);
    expect(features).toEqual([]);
    expect(sizeChart).toBeNull();
    expect(readDescription('', 'Plain text only.').description).toEqual(['Plain text only.']);
  });
});

describe('choosing options', () => {
  it('starts with the colour in stock chosen and no size', () => {
    expect(initialChoice(product())).toEqual({ Color: 'Yellow' });
  });

  it('chooses an option that has one value', () => {
    const data = product({ options: [{ name: 'Size', optionValues: [{ name: 'One Size' }] }] });
    expect(initialChoice(data)).toEqual({ Size: 'One Size' });
  });

  it('marks a size sold out for the colour chosen, before it is picked', () => {
    const data = product();
    expect(valueAvailable(data, { Color: 'Yellow' }, 'Size', 'S')).toBe(true);
    expect(valueAvailable(data, { Color: 'Yellow' }, 'Size', 'M')).toBe(false);
    expect(valueAvailable(data, { Color: 'Orange' }, 'Size', 'S')).toBe(false);
    // With no colour chosen, a size is for sale when any colour has it.
    expect(valueAvailable(data, {}, 'Size', 'S')).toBe(true);
  });

  it('finds the variant only once every option is chosen', () => {
    const data = product();
    expect(variantFor(data, { Color: 'Yellow' })).toBeUndefined();
    expect(variantFor(data, { Color: 'Yellow', Size: 'S' })?.title).toBe('Yellow / S');
  });

  it('prints one price, or the range', () => {
    expect(formatPriceRange({ minPrice: usd('24.5'), maxPrice: usd('24.50') })).toBe('$24.50');
    expect(formatPriceRange({ minPrice: usd('24.99'), maxPrice: usd('29.99') })).toBe(
      '$24.99 – $29.99',
    );
  });
});

/**
 * The fields Google requires for a product rich result (and a merchant listing): a Product
 * with name, image and offers; an Offer with price, priceCurrency, availability and url (or an
 * AggregateOffer with lowPrice, priceCurrency); a BreadcrumbList of ListItems with position
 * and name, and item on all but the last.
 */
function richResultProblems(items: Record<string, unknown>[]): string[] {
  const problems: string[] = [];
  const productItem = items.find((item) => item['@type'] === 'Product');
  const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList');
  if (!productItem) return ['no Product'];
  for (const item of items) {
    if (item['@context'] !== 'https://schema.org') problems.push(`${item['@type']}: @context`);
  }
  if (typeof productItem.name !== 'string' || !productItem.name) problems.push('Product.name');
  const images = productItem.image;
  if (!Array.isArray(images) || images.length === 0) problems.push('Product.image');
  for (const image of Array.isArray(images) ? images : []) {
    if (typeof image !== 'string' || !/^https:\/\//.test(image)) problems.push('image URL');
  }
  const offer = productItem.offers as Record<string, unknown> | undefined;
  if (!offer) problems.push('Product.offers');
  else if (offer['@type'] === 'Offer') {
    if (typeof offer.price !== 'string' || !/^\d+(\.\d+)?$/.test(offer.price)) {
      problems.push('Offer.price');
    }
    if (typeof offer.url !== 'string' || !/^https:\/\//.test(offer.url)) problems.push('Offer.url');
  } else if (offer['@type'] === 'AggregateOffer') {
    if (typeof offer.lowPrice !== 'string') problems.push('AggregateOffer.lowPrice');
  } else problems.push('offers type');
  if (offer && !/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push('priceCurrency');
  if (offer && !String(offer.availability).startsWith('https://schema.org/')) {
    problems.push('availability');
  }
  const listed = breadcrumbs?.itemListElement;
  const list: Record<string, unknown>[] = Array.isArray(listed) ? listed : [];
  if (list.length < 2) problems.push('BreadcrumbList.itemListElement');
  for (const [index, crumb] of list.entries()) {
    if (crumb['@type'] !== 'ListItem') problems.push('ListItem type');
    if (crumb.position !== index + 1) problems.push('ListItem.position');
    if (typeof crumb.name !== 'string' || !crumb.name) problems.push('ListItem.name');
    if (index < list.length - 1 && typeof crumb.item !== 'string') problems.push('ListItem.item');
  }
  return problems;
}

type JsonLdProduct = Record<string, unknown> & {
  offers: Record<string, unknown>;
  image: string[];
};
type JsonLdBreadcrumbs = Record<string, unknown> & { itemListElement: { name: string }[] };

describe('structured data', () => {
  it('is a Product with an Offer and a BreadcrumbList with every required field', () => {
    const items = productStructuredData(product(), site);
    expect(richResultProblems(items)).toEqual([]);
    const [item, breadcrumbs] = items as unknown as [JsonLdProduct, JsonLdBreadcrumbs];
    expect(item.offers).toMatchObject({
      '@type': 'Offer',
      price: '129.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://beaconworkwear.example/products/bomber',
    });
    expect(item.image[0]).toBe('https://beaconworkwear.example/img/Yellow.svg');
    expect(breadcrumbs.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
      'Beacon Workwear',
      'Jackets',
      'Bomber <Jacket>',
    ]);
  });

  it('is an AggregateOffer when prices differ, out of stock when nothing is for sale', () => {
    const data = product({
      priceRange: { minVariantPrice: usd('24.99'), maxVariantPrice: usd('29.99') },
      variants: { nodes: [] },
    });
    const items = productStructuredData(data, site);
    expect(richResultProblems(items)).toEqual([]);
    expect(items[0]?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '24.99',
      highPrice: '29.99',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('catches a missing field (the check can fail)', () => {
    const [item, breadcrumbs] = productStructuredData(product(), site) as unknown as [
      JsonLdProduct,
      JsonLdBreadcrumbs,
    ];
    expect(
      richResultProblems([{ ...item, offers: { ...item.offers, price: undefined } }]),
    ).toContain('Offer.price');
    expect(richResultProblems([{ ...item, image: [] }, breadcrumbs])).toEqual(['Product.image']);
  });

  it('is embedded as JSON no text can break out of', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('“Complete the kit” from the storefront’s recommendations', () => {
  const recommended = (handle: string, extra: Record<string, unknown> = {}) => ({
    handle,
    title: `Product ${handle}`,
    availableForSale: true,
    featuredImage: { url: `/images/${handle}.svg`, altText: null },
    priceRange: { minVariantPrice: { amount: '19.99', currencyCode: 'USD' } },
    ...extra,
  });

  it('keeps four products for sale, with a picture, a name and a price, never the product', () => {
    const kit = toKitProducts(
      [
        recommended('bomber'),
        recommended('vest'),
        recommended('cap', { availableForSale: false }),
        recommended('Bad Handle'),
        recommended('pants', { priceRange: { minVariantPrice: { amount: 'free' } } }),
        recommended('gloves', { featuredImage: { url: 'javascript:alert(1)' } }),
        recommended('socks'),
        recommended('beanie'),
        recommended('belt'),
        null,
      ],
      'bomber',
    );
    expect(kit.map((product) => product.handle)).toEqual(['vest', 'gloves', 'socks', 'beanie']);
    expect(kit[0]).toEqual({
      handle: 'vest',
      title: 'Product vest',
      price: { amount: '19.99', currencyCode: 'USD' },
      image: { url: '/images/vest.svg', alt: 'Product vest' },
    });
    expect(kit[1]?.image).toBeNull();
    expect(toKitProducts(undefined, 'bomber')).toEqual([]);
  });
});
