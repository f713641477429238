import { describe, expect, it } from 'vitest';
import type { BuyButtonLibrary, BuyButtonUI } from '../components/CollectionGrid/buy-button';
import {
  dimPageBehindCart,
  markSoldOutOptions,
  startWithVariantInStock,
} from '../components/CollectionGrid/library-patches';
import { defaultCollectionOptions, shopCartOptions } from '../components/CollectionGrid/options';

type Props = unknown;
type ComponentClass<T> = new (
  config: { node: HTMLElement; options: Record<string, unknown> },
  props: Props,
) => T;

interface ProductInternals {
  model: unknown;
  selectedOptions: Record<string, string>;
  selectedVariant?: { id: string };
  setDefaultVariant: (model: unknown) => unknown;
  decoratedOptions: {
    name: string;
    sizeChart?: boolean;
    values: { name: string; soldOut?: boolean }[];
  }[];
}

interface CartInternals {
  isVisible: boolean;
  view: unknown;
  setFocus: () => void;
  open: () => void;
  close: () => void;
  toggleVisibility: (visible?: boolean) => void;
}

/** A fresh UI of the real Buy Button library (its classes are shared by every UI). */
async function realLibrary() {
  const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
    default: BuyButtonLibrary;
  };
  const client = library.buildClient({
    domain: 'choices-demo.myshopify.com',
    storefrontAccessToken: 'token',
  });
  const ui = library.UI.init(client) as BuyButtonUI & { componentProps: Props };
  return ui;
}

const variant = (id: string, color: string, size: string, availableForSale: boolean) => ({
  id,
  availableForSale,
  selectedOptions: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
});

/** A jacket whose small sizes are sold out in yellow, and whose orange comes only in L. */
const jacket = {
  images: [{ src: 'https://example.com/jacket.png' }],
  options: [
    { name: 'Color', values: [{ value: 'Yellow' }, { value: 'Orange' }] },
    { name: 'Size', values: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
  ],
  variants: [
    variant('v-yellow-s', 'Yellow', 'S', false),
    variant('v-yellow-m', 'Yellow', 'M', false),
    variant('v-yellow-l', 'Yellow', 'L', true),
    variant('v-orange-s', 'Orange', 'S', false),
    variant('v-orange-m', 'Orange', 'M', false),
    variant('v-orange-l', 'Orange', 'L', true),
  ],
};

function newProduct(ui: BuyButtonUI & { componentProps: Props }): ProductInternals {
  const Product = ui.componentTypes?.product as unknown as ComponentClass<ProductInternals>;
  return new Product({ node: document.createElement('div'), options: {} }, ui.componentProps);
}

describe('a Buy Button product', () => {
  it('starts on its first variant in stock, not on a sold-out first variant', async () => {
    const ui = await realLibrary();
    const before = newProduct(ui);
    before.setDefaultVariant(jacket);
    expect(before.selectedVariant?.id).toBe('v-yellow-s');

    startWithVariantInStock(ui);
    startWithVariantInStock(ui); // a second shop's UI: the class is patched once
    const product = newProduct(ui);
    product.setDefaultVariant(jacket);
    expect(product.selectedVariant?.id).toBe('v-yellow-l');
    expect(product.selectedOptions).toEqual({ Color: 'Yellow', Size: 'L' });
  });

  it('marks the option values no variant in stock has, before they are picked', async () => {
    const ui = await realLibrary();
    markSoldOutOptions(ui);
    const product = newProduct(ui);
    product.model = jacket;
    product.selectedOptions = { Color: 'Yellow', Size: 'L' };
    const [color, size] = product.decoratedOptions;
    expect(color?.values.map((value) => [value.name, value.soldOut])).toEqual([
      ['Yellow', false],
      ['Orange', false],
    ]);
    expect(size?.values.map((value) => [value.name, value.soldOut])).toEqual([
      ['S', true],
      ['M', true],
      ['L', false],
    ]);

    // Every colour is sold out in S: with S chosen both colours are marked.
    product.selectedOptions = { Color: 'Yellow', Size: 'S' };
    expect(product.decoratedOptions[0]?.values.every((value) => value.soldOut)).toBe(true);

    // The size choice offers the size chart only when the details hold one.
    expect(product.decoratedOptions.map((option) => option.sizeChart)).toEqual([false, false]);
    product.model = {
      ...jacket,
      descriptionHtml: '<p>Warm.</p><table><caption>Size chart</caption></table>',
    };
    expect(product.decoratedOptions.map((option) => option.sizeChart)).toEqual([false, true]);
  });
});

describe('the Buy Button cart', () => {
  it('dims the page behind it and makes it inert while open, and undoes both on close', async () => {
    const ui = await realLibrary();
    dimPageBehindCart(ui);
    dimPageBehindCart(ui);
    const page = document.createElement('main');
    page.innerHTML = '<a href="/jackets">Jackets</a>';
    const alreadyInert = document.createElement('div');
    alreadyInert.setAttribute('inert', '');
    const node = document.createElement('div');
    document.body.append(page, alreadyInert, node);
    const Cart = ui.componentTypes?.cart as unknown as ComponentClass<CartInternals>;
    const cart = new Cart({ node, options: {} }, ui.componentProps);
    cart.view = { render() {}, wrapper: document.createElement('div') };
    cart.setFocus = () => {};
    const backdrops = () => document.querySelectorAll('[data-slot="cart-backdrop"]');

    cart.open();
    expect(page).toHaveAttribute('inert');
    expect(node).not.toHaveAttribute('inert');
    expect(backdrops()).toHaveLength(1);
    cart.open(); // opening an open cart adds nothing
    expect(backdrops()).toHaveLength(1);

    cart.close();
    expect(page).not.toHaveAttribute('inert');
    expect(alreadyInert).toHaveAttribute('inert');
    expect(backdrops()).toHaveLength(0);

    cart.toggleVisibility(true);
    expect(page).toHaveAttribute('inert');
    cart.toggleVisibility();
    expect(page).not.toHaveAttribute('inert');
    expect(backdrops()).toHaveLength(0);
    page.remove();
    alreadyInert.remove();
    node.remove();
  });
});

describe('the shop cart options', () => {
  it('check out in the same window and remove a line with its Remove button', () => {
    const cart = defaultCollectionOptions.cart as {
      popup: boolean;
      DOMEvents: Record<string, (this: unknown, event: Event, target: Element) => void>;
    };
    expect(cart.popup).toBe(false);
    const [selector, remove] = Object.entries(cart.DOMEvents)[0] ?? [];
    expect(selector).toBe('click .zc-cart-item__remove');
    const updates: [string, number][] = [];
    const button = document.createElement('button');
    button.dataset.lineItemId = 'gid://shopify/CartLine/1';
    remove?.call(
      { component: { updateItem: (id: string, quantity: number) => updates.push([id, quantity]) } },
      new Event('click'),
      button,
    );
    expect(updates).toEqual([['gid://shopify/CartLine/1', 0]]);
    const lineItem = defaultCollectionOptions.lineItem as { templates: { quantity: string } };
    expect(lineItem.templates.quantity).toContain(
      'aria-label="Remove {{data.title}}{{#data.variantTitle}}, {{data.variantTitle}}{{/data.variantTitle}}">Remove</button>',
    );
  });

  it('give an empty cart the collections as links into the page, and the shipping terms', () => {
    const options = shopCartOptions({
      collections: [
        { label: 'Jackets', href: '/jackets' },
        { label: 'Rain & {{Wind}}', href: '/rain?a=1&b="2"' },
      ],
      shipping: 'Ships in 3–5 business days.',
    }) as { cart: { templates: { lineItems: string }; text: { notice: string } } };
    const template = options.cart.templates.lineItems;
    expect(template).toContain('href="/jackets" target="_top">Jackets</a>');
    expect(template).toContain(
      'href="/rain?a=1&amp;b=&quot;2&quot;" target="_top">Rain &amp; &#123;&#123;Wind&#125;&#125;</a>',
    );
    expect(template).toContain('{{#data.isEmpty}}');
    expect(options.cart.text.notice).toBe('Ships in 3–5 business days.');
  });
});
