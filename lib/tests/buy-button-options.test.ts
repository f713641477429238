import { describe, expect, it } from 'vitest';
import type { BuyButtonLibrary, BuyButtonUI } from '../components/CollectionGrid/buy-button';
import {
  settleCartModel,
  shareOptionsWithinTask,
} from '../components/CollectionGrid/library-patches';

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

type CartClass = new (
  config: { node: HTMLElement; options: Record<string, unknown> },
  props: unknown,
) => { model: unknown; isEmpty: boolean; formattedTotal: string; viewData: object };

describe('the Buy Button cart before its checkout arrives', () => {
  it('is an empty cart, not a crash, while the stored checkout is fetched', async () => {
    const { ui } = await realLibrary();
    const Cart = ui.componentTypes?.cart as unknown as CartClass;
    const node = document.createElement('div');
    document.body.append(node);
    const cart = new Cart(
      { node, options: {} },
      (ui as unknown as { componentProps: unknown }).componentProps,
    );
    // The library's own getters read `lineItems` off the placeholder model it starts with.
    expect(() => cart.isEmpty).toThrow(TypeError);

    settleCartModel(ui);
    settleCartModel(ui); // a second shop's UI: the class is patched once
    const settled = new Cart(
      { node, options: {} },
      (ui as unknown as { componentProps: unknown }).componentProps,
    );
    expect(settled.model).toBeNull();
    expect(settled.isEmpty).toBe(true);
    expect(settled.formattedTotal).toBe('$0.00');
    expect(() => settled.viewData).not.toThrow();

    const checkout = { id: 'gid://shopify/Cart/1', lineItems: [{ id: 'line-1', quantity: 2 }] };
    settled.model = checkout;
    expect(settled.model).toBe(checkout);
    expect(settled.isEmpty).toBe(false);
    settled.model = null;
    expect(settled.isEmpty).toBe(true);
    node.remove();
  });
});

describe('the Buy Button cart keeps its stored checkout', () => {
  type StartingCart = {
    fetchData: () => Promise<unknown>;
    localStorageCheckoutKey: string;
    props: { client: { checkout: { fetch: (id: string) => Promise<unknown> } } };
  };

  /** A cart of the real library whose client fetches stored checkouts with `fetchCheckout`. */
  async function cartFetching(fetchCheckout: (id: string) => Promise<unknown>) {
    const { ui } = await realLibrary();
    settleCartModel(ui);
    const Cart = ui.componentTypes?.cart as unknown as new (
      config: { node: HTMLElement; options: Record<string, unknown> },
      props: unknown,
    ) => StartingCart;
    const node = document.createElement('div');
    document.body.append(node);
    const cart = new Cart(
      { node, options: {} },
      (ui as unknown as { componentProps: unknown }).componentProps,
    );
    cart.props.client.checkout.fetch = fetchCheckout;
    localStorage.setItem(cart.localStorageCheckoutKey, 'gid://shopify/Cart/stored');
    return {
      cart,
      fetchCheckout,
      stored: () => localStorage.getItem(cart.localStorageCheckoutKey),
      done: () => node.remove(),
    };
  }

  it('when the storefront cannot be reached (offline, or the visitor left the page)', async () => {
    const { cart, stored, done } = await cartFetching(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(cart.fetchData()).resolves.toBeNull();
    expect(stored()).toBe('gid://shopify/Cart/stored');
    done();
  });

  it('and forgets it when the storefront says it is gone', async () => {
    const { cart, stored, done } = await cartFetching(() => Promise.resolve(null));
    await expect(cart.fetchData()).resolves.toBeNull();
    expect(stored()).toBeNull();
    done();
  });

  it('and reads it when the storefront has it', async () => {
    const checkout = { id: 'gid://shopify/Cart/stored', lineItems: [] };
    const { cart, fetchCheckout, stored, done } = await cartFetching(() =>
      Promise.resolve(checkout),
    );
    await expect(cart.fetchData()).resolves.toBe(checkout);
    expect(stored()).toBe('gid://shopify/Cart/stored');
    // The client's own fetch is back in place once the cart has started.
    expect(cart.props.client.checkout.fetch).toBe(fetchCheckout);
    done();
  });
});
