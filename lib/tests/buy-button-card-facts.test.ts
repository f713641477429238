import { describe, expect, it } from 'vitest';
import type { BuyButtonLibrary, BuyButtonUI } from '../components/CollectionGrid/buy-button';
import { cardFactsDisplayOptions } from '../components/CollectionGrid/card-facts-display';
import {
  CARD_FACTS_QUERY,
  COLLECTION_CARD_FACTS_QUERY,
  createCardFactsLoader,
} from '../components/CollectionGrid/card-facts-loader';
import {
  attachCardFactsLoader,
  showCardFacts,
  startWithVariantInStock,
} from '../components/CollectionGrid/library-patches';
import { cardFactsOptions, mergeCollectionOptions } from '../components/CollectionGrid/options';
import { productLinkOptions } from '../components/CollectionGrid/product-links';

const JACKET = 'gid://shopify/Product/1';
const VEST = 'gid://shopify/Product/2';

const factsNode = (id: string, tags: string[], collections: string[]) => ({
  id,
  tags,
  collections: { nodes: collections.map((handle) => ({ handle })) },
  options: [
    {
      name: 'Color',
      optionValues: [
        { name: 'Hi-Vis Yellow', swatch: { color: '#d8f21c' } },
        { name: 'Hi-Vis Orange', swatch: { color: '#ff6a13' } },
      ],
    },
  ],
});

const shopFacts = new Map([
  [JACKET, factsNode(JACKET, ['ANSI Class 3'], ['jackets', 'best-sellers'])],
  [VEST, factsNode(VEST, ['ANSI Class 2'], ['vests', 'new-releases'])],
]);

interface Sent {
  url: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A storefront that answers the facts queries from `shopFacts`, recording what it was sent. */
function factsStorefront(failFirst = false) {
  const sent: Sent[] = [];
  let failures = failFirst ? 1 : 0;
  const fetchFacts: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as Omit<Sent, 'url'>;
    sent.push({ url: String(input), ...body });
    if (failures > 0) {
      failures -= 1;
      return new Response('busy', { status: 503 });
    }
    if (body.query === CARD_FACTS_QUERY) {
      const ids = body.variables.ids as string[];
      return Response.json({ data: { nodes: ids.map((id) => shopFacts.get(id) ?? null) } });
    }
    return Response.json({
      data: { collection: { products: { nodes: [...shopFacts.values()] } } },
    });
  };
  return { sent, fetchFacts };
}

const source = (fetchFacts: typeof fetch) => ({
  domain: 'facts-demo.myshopify.com',
  storefrontAccessToken: 'token',
  storefrontEndpoint: '/api/storefront/graphql',
  fetch: fetchFacts,
});

describe('the card facts loader', () => {
  it('asks for products by id once, through the shop’s endpoint', async () => {
    const { sent, fetchFacts } = factsStorefront();
    const loader = createCardFactsLoader(source(fetchFacts));
    await Promise.all([loader.load([JACKET, VEST]), loader.load([JACKET])]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/storefront/graphql',
      query: CARD_FACTS_QUERY,
      variables: { ids: [JACKET, VEST] },
    });
    expect(loader.get(JACKET)?.tags).toEqual(['ANSI Class 3']);
    await loader.load([VEST]);
    expect(sent).toHaveLength(1);
  });

  it('asks again for products whose facts failed, and never rejects', async () => {
    const { sent, fetchFacts } = factsStorefront(true);
    const loader = createCardFactsLoader(source(fetchFacts));
    await expect(loader.load([JACKET])).resolves.toBeUndefined();
    expect(loader.get(JACKET)).toBeUndefined();
    await loader.load([JACKET]);
    expect(sent).toHaveLength(2);
    expect(loader.get(JACKET)?.collections).toEqual(['jackets', 'best-sellers']);
  });

  it('takes a collection’s first page in one request, and asks nothing more for its products', async () => {
    const { sent, fetchFacts } = factsStorefront();
    const loader = createCardFactsLoader(source(fetchFacts));
    void loader.loadCollection('410000000001', 12);
    await loader.load([JACKET, VEST]);
    expect(sent.map(({ query, variables }) => [query, variables])).toEqual([
      [COLLECTION_CARD_FACTS_QUERY, { id: 'gid://shopify/Collection/410000000001', first: 12 }],
    ]);
    expect(loader.get(VEST)?.swatches).toEqual({
      'Hi-Vis Yellow': '#d8f21c',
      'Hi-Vis Orange': '#ff6a13',
    });
  });
});

type ProductClass = new (
  config: { node: HTMLElement; options: Record<string, unknown> },
  props: { client: object },
) => CardInternals;

interface CardInternals {
  model: Record<string, unknown>;
  selectedOptions: Record<string, string>;
  selectedVariant: { id: string } | undefined;
  setDefaultVariant: (model: unknown) => unknown;
  view: {
    render: () => void;
    template: { render: (input: { data: unknown }) => string };
  };
  viewData: Record<string, unknown>;
  zcChooseColour: (value: string) => void;
}

const variant = (id: string, color: string, size: string, available = true) => ({
  id,
  available,
  priceV2: { amount: '89.99', currencyCode: 'USD' },
  image: { id: color, src: `/jacket-${color.toLowerCase().replaceAll(' ', '-')}.svg` },
  selectedOptions: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
});

/** A jacket as shopify-buy models it; orange XL is sold out. */
const jacketModel = () => ({
  id: JACKET,
  handle: 'hi-vis-rain-jacket',
  title: 'Hi-Vis Rain Jacket',
  images: [
    { id: 'Hi-Vis Yellow', src: '/jacket-hi-vis-yellow.svg' },
    { id: 'Hi-Vis Orange', src: '/jacket-hi-vis-orange.svg' },
  ],
  options: [
    { name: 'Color', values: [{ value: 'Hi-Vis Yellow' }, { value: 'Hi-Vis Orange' }] },
    { name: 'Size', values: [{ value: 'L' }, { value: 'XL' }] },
  ],
  variants: [
    variant('v-yellow-l', 'Hi-Vis Yellow', 'L'),
    variant('v-yellow-xl', 'Hi-Vis Yellow', 'XL'),
    variant('v-orange-l', 'Hi-Vis Orange', 'L'),
    variant('v-orange-xl', 'Hi-Vis Orange', 'XL', false),
  ],
});

/** A card of the real library for the jacket, with the workwear rule and the facts loaded. */
async function factsCard(extra: Record<string, unknown> = {}) {
  const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
    default: BuyButtonLibrary;
  };
  const client = library.buildClient({
    domain: 'facts-demo.myshopify.com',
    storefrontAccessToken: 'token',
  });
  const ui = library.UI.init(client) as BuyButtonUI & { componentProps: { client: object } };
  startWithVariantInStock(ui);
  showCardFacts(ui);
  showCardFacts(ui); // a second shop's UI: the classes are patched once
  const { fetchFacts } = factsStorefront();
  const loader = createCardFactsLoader(source(fetchFacts));
  attachCardFactsLoader(ui.componentProps.client, loader);
  await loader.load([JACKET]);
  const options = mergeCollectionOptions(
    cardFactsDisplayOptions,
    productLinkOptions('/products/'),
    cardFactsOptions({
      standardTagPrefix: 'ANSI Class ',
      marks: [{ label: 'Best seller', collection: 'best-sellers' }],
    }),
    extra,
  );
  const Product = ui.componentTypes?.product as unknown as ProductClass;
  const card = new Product(
    { node: document.createElement('div'), options: { product: options.product } },
    ui.componentProps,
  );
  card.model = card.setDefaultVariant(jacketModel()) as Record<string, unknown>;
  let renders = 0;
  card.view.render = () => {
    renders += 1;
  };
  const html = () => {
    const element = document.createElement('div');
    element.innerHTML = card.view.template.render({ data: card.viewData });
    return element;
  };
  return { card, html, renders: () => renders };
}

describe('a card that helps choose', () => {
  it('shows the mark, swatches as a radio group, the standard and the size range', async () => {
    const { html } = await factsCard();
    const card = html();
    expect(card.querySelector('.zc-card-mark')?.textContent).toBe('Best seller');
    const group = card.querySelector('[role="radiogroup"]');
    expect(group?.getAttribute('aria-label')).toBe('Color of Hi-Vis Rain Jacket');
    const swatches = [...card.querySelectorAll('[role="radio"]')];
    expect(
      swatches.map((swatch) => [
        swatch.getAttribute('aria-label'),
        swatch.getAttribute('aria-checked'),
        swatch.getAttribute('tabindex'),
      ]),
    ).toEqual([
      ['Hi-Vis Yellow', 'true', '0'],
      ['Hi-Vis Orange', 'false', '-1'],
    ]);
    expect(swatches[1]?.querySelector('span')?.getAttribute('style')).toBe(
      'background-color: #ff6a13',
    );
    const facts = card.querySelector('.zc-card-facts');
    expect(facts?.textContent?.replace(/\s+/g, ' ').trim()).toContain(
      'ANSI Class 3Sizes L to XLL–XL',
    );
    // Order: the mark, the picture, the title, then the facts.
    const order = [...card.children].map((child) => child.getAttribute('data-element'));
    expect(order.slice(0, 4)).toEqual([
      'product.zcMark',
      'product.imgWrapper',
      'product.title',
      'product.zcFacts',
    ]);
  });

  it('shows the chosen colour’s picture and links to its page when a swatch is chosen', async () => {
    const { card, html, renders } = await factsCard();
    card.zcChooseColour('Hi-Vis Orange');
    expect(renders()).toBe(1);
    expect(card.selectedVariant?.id).toBe('v-orange-l');
    const drawn = html();
    expect(drawn.querySelector('img')?.getAttribute('src')).toContain('jacket-hi-vis-orange');
    expect(drawn.querySelector('[data-element="product.title"] a')?.getAttribute('href')).toBe(
      '/products/hi-vis-rain-jacket?color=Hi-Vis+Orange',
    );
    expect(drawn.querySelector('[aria-checked="true"]')?.getAttribute('aria-label')).toBe(
      'Hi-Vis Orange',
    );
  });

  it('keeps the grid’s size choice when a swatch is chosen, in stock where it can', async () => {
    const { card, html } = await factsCard({
      product: { viewData: { zcChoice: { options: { size: ['XL'] } } } },
    });
    expect(card.selectedVariant?.id).toBe('v-yellow-xl');
    card.zcChooseColour('Hi-Vis Orange');
    // Orange XL is sold out: the card still shows orange, XL as the shopper chose.
    expect(card.selectedVariant?.id).toBe('v-orange-xl');
    expect(html().querySelector('[data-element="product.title"] a')?.getAttribute('href')).toBe(
      '/products/hi-vis-rain-jacket?variant=v-orange-xl',
    );
  });
});

describe('the product dialog opened from a card', () => {
  it('opens on the variant the card shows', async () => {
    const { card } = await factsCard();
    card.zcChooseColour('Hi-Vis Orange');
    let opened: unknown;
    Object.assign(card, {
      modal: { init: (model: unknown) => (opened = model) },
      props: { ...(card as unknown as { props: object }).props, createModal: () => undefined },
    });
    (card as unknown as { openModal: () => unknown }).openModal();
    expect(opened).toBe(card.model);
    expect(card.model.zcOpenOn).toBe('v-orange-l');
    // The dialog's own product starts there.
    const Product = card.constructor as unknown as ProductClass;
    const dialogProduct = new Product(
      { node: document.createElement('div'), options: {} },
      (card as unknown as { props: { client: object } }).props,
    );
    dialogProduct.setDefaultVariant(card.model);
    expect(dialogProduct.selectedVariant?.id).toBe('v-orange-l');
  });
});
