import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyButtonLibrary, BuyButtonUI } from '../components/CollectionGrid/buy-button';
import { mergeCollectionOptions } from '../components/CollectionGrid/options';
import {
  dialogHistoryOptions,
  productLinkOptions,
} from '../components/CollectionGrid/product-links';

type ProductClass = new (
  config: { node: HTMLElement; options: Record<string, unknown> },
  props: unknown,
) => {
  model: Record<string, unknown>;
  selectedVariant: unknown;
  view: { template: { render: (input: { data: unknown }) => string } };
  viewData: unknown;
};

/** A card of the real Buy Button library, drawn with the given options. */
async function cardHtml(options: Record<string, unknown>): Promise<HTMLElement> {
  const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
    default: BuyButtonLibrary;
  };
  const client = library.buildClient({
    domain: 'links-demo.myshopify.com',
    storefrontAccessToken: 'token',
  });
  const ui = library.UI.init(client) as BuyButtonUI & { componentProps: unknown };
  const Product = ui.componentTypes?.product as unknown as ProductClass;
  const product = new Product({ node: document.createElement('div'), options }, ui.componentProps);
  product.model = {
    handle: 'hi-vis-bomber',
    title: 'Hi-Vis <Bomber>',
    images: [{ id: '1', src: '/bomber.svg', altText: 'Bomber' }],
    options: [],
    variants: [
      {
        id: 'v1',
        title: 'Default Title',
        available: true,
        priceV2: { amount: '129.99', currencyCode: 'USD' },
        selectedOptions: [],
        image: { id: '1', src: '/bomber.svg', altText: 'Bomber' },
      },
    ],
  };
  product.selectedVariant = (product.model.variants as unknown[])[0];
  const card = document.createElement('div');
  card.innerHTML = product.view.template.render({ data: product.viewData });
  return card;
}

describe('product links on cards', () => {
  it('make the title a link to the product page in the top window', async () => {
    const card = await cardHtml(mergeCollectionOptions(productLinkOptions('/products/')));
    const links = [...card.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products/hi-vis-bomber',
      '/products/hi-vis-bomber',
    ]);
    expect(links.every((link) => link.target === '_top')).toBe(true);
    const title = card.querySelector('[data-element="product.title"] a');
    expect(title?.textContent).toBe('Hi-Vis <Bomber>');
    // The picture's link repeats the title's: out of the tab order and the accessibility tree.
    const picture = card.querySelector('[data-element="product.imgWrapper"] a');
    expect(picture?.getAttribute('tabindex')).toBe('-1');
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
  });

  it('are absent without a prefix', async () => {
    const card = await cardHtml({});
    expect(card.querySelectorAll('a')).toHaveLength(0);
  });
});

describe('the product dialog’s history entry', () => {
  afterEach(() => {
    window.history.replaceState(null, '');
  });

  function handlers(ui: { closeModal: () => void }) {
    const options = dialogHistoryOptions(() => ui) as {
      product: { events: { openModal: () => void } };
      modal: { events: { closeModal: () => void } };
    };
    return { open: options.product.events.openModal, closed: options.modal.events.closeModal };
  }

  it('opening adds an entry at the same address; Back closes the dialog', async () => {
    const closeModal = vi.fn();
    const ui = { closeModal };
    const { open, closed } = handlers(ui);
    closeModal.mockImplementation(() => closed());
    const before = window.history.length;
    const address = window.location.href;
    open();
    expect(window.history.length).toBe(before + 1);
    expect(window.location.href).toBe(address);
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(address);
  });

  it('closing the dialog takes its entry back', async () => {
    const ui = { closeModal: vi.fn() };
    const { open, closed } = handlers(ui);
    open();
    const back = vi.spyOn(window.history, 'back');
    closed();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
    // A second close (the library closes every modal) does not go back again.
    const again = vi.spyOn(window.history, 'back');
    closed();
    expect(again).not.toHaveBeenCalled();
    again.mockRestore();
  });
});
