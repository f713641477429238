import { describe, expect, it } from 'vitest';
import {
  type BuyButtonLibrary,
  type BuyButtonUI,
  shareOptionsWithinTask,
} from '../components/CollectionGrid/buy-button';

type ProductClass = new (
  config: { node: HTMLElement; options: Record<string, unknown> },
  props: unknown,
) => { options: Record<string, unknown>; config: Record<string, unknown> };

/** The real Buy Button library, its UI for a shop and the base class's own `options` getter. */
async function realLibrary() {
  const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
    default: BuyButtonLibrary;
  };
  const client = library.buildClient({
    domain: 'options-demo.myshopify.com',
    storefrontAccessToken: 'token',
  });
  const ui = library.UI.init(client) as BuyButtonUI & { componentProps: unknown };
  const Product = ui.componentTypes?.product as unknown as ProductClass;
  const base = Object.getPrototypeOf(Product.prototype) as object;
  return { ui, Product, base };
}

describe('the Buy Button options copy', () => {
  it('is made once per component per synchronous run of the real library', async () => {
    const { ui, Product, base } = await realLibrary();
    const original = Object.getOwnPropertyDescriptor(base, 'options')?.get;
    expect(original, 'the library keeps an `options` getter on its component class').toBeTypeOf(
      'function',
    );
    const product = new Product(
      {
        node: document.createElement('div'),
        options: { product: { text: { button: 'View product' } } },
      },
      ui.componentProps,
    );
    const before = original?.call(product);

    shareOptionsWithinTask(ui);
    shareOptionsWithinTask(ui); // a second shop's UI: the class is patched once
    expect(Object.getOwnPropertyDescriptor(base, 'options')?.get).not.toBe(original);

    const first = product.options;
    expect(first).toEqual(before);
    expect(first).toMatchObject({ text: { button: 'View product' } });
    expect(product.options).toBe(first);

    // Another component keeps its own copy.
    const other = new Product(
      { node: document.createElement('div'), options: { product: { text: { button: 'Buy' } } } },
      ui.componentProps,
    );
    expect(other.options).toMatchObject({ text: { button: 'Buy' } });
    expect(product.options).toBe(first);

    // A replaced configuration is read afresh at once; any change is seen after a microtask.
    product.config = { ...product.config, product: { text: { button: 'Replaced' } } };
    expect(product.options).toMatchObject({ text: { button: 'Replaced' } });
    const replaced = product.options;
    await Promise.resolve();
    expect(product.options).not.toBe(replaced);
    expect(product.options).toEqual(replaced);
  });
});
