import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BuyButtonCart,
  BuyButtonLibrary,
  BuyButtonUI,
} from '../components/CollectionGrid/buy-button';
import { addLinesToCart, addToCart } from '../components/CollectionGrid/buy-button';

const shop = { domain: 'lines-demo.myshopify.com', storefrontAccessToken: 'token-lines' };

/** The real library's cart class, for its own `addVariantToCart`. */
async function realCartPrototype(): Promise<object> {
  const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
    default: BuyButtonLibrary;
  };
  const ui = library.UI.init(library.buildClient({ ...shop, storefrontAccessToken: 'real' }));
  const Cart = ui.componentTypes?.cart;
  if (!Cart) throw new Error('The library has no cart class.');
  return Cart.prototype;
}

/**
 * A cart made from the library's cart class (so its own `addVariantToCart` runs), with a
 * stand-in storefront: `model` is the stored checkout, or null for a cart not created yet.
 */
async function libraryWithCart(model: { id: string; lineItems: unknown[] } | null) {
  const checkout = {
    create: vi.fn(async (input: { lineItems?: unknown[] }) => ({
      id: 'gid://shopify/Cart/new',
      lineItems: input.lineItems ?? [],
    })),
    addLineItems: vi.fn(async (id: string, lineItems: unknown[]) => ({ id, lineItems })),
  };
  const cart = Object.assign(Object.create(await realCartPrototype()) as BuyButtonCart, {
    model,
    props: { client: { checkout, config: shop } },
    open: vi.fn(),
    updateCache: vi.fn(),
    view: { render: vi.fn() },
    toggles: [],
  });
  const ui = {
    components: { collection: [], cart: [cart] },
    createComponent: vi.fn(),
    createCart: vi.fn(async () => cart),
    setActiveEl: vi.fn(),
  } as unknown as BuyButtonUI;
  const client = (config: { domain: string; storefrontAccessToken: string }) => ({ config });
  const library = {
    buildClient: vi.fn(client),
    UI: { init: vi.fn(() => ui) },
  } as unknown as BuyButtonLibrary;
  return { library, cart, checkout };
}

const lines = [
  { variantId: 'gid://shopify/ProductVariant/11', quantity: 3 },
  { variantId: 'gid://shopify/ProductVariant/12', quantity: 2 },
  { variantId: 'gid://shopify/ProductVariant/21', quantity: 7 },
];

afterEach(() => localStorage.clear());

describe('addLinesToCart', () => {
  it('adds every line to the stored checkout in one storefront call and opens the cart', async () => {
    const { library, cart, checkout } = await libraryWithCart({
      id: 'gid://shopify/Cart/1',
      lineItems: [],
    });
    await addLinesToCart({ shop, options: {}, lines, loadLibrary: async () => library });

    expect(checkout.addLineItems).toHaveBeenCalledTimes(1);
    expect(checkout.addLineItems).toHaveBeenCalledWith('gid://shopify/Cart/1', lines);
    expect(checkout.create).not.toHaveBeenCalled();
    expect(cart.open).toHaveBeenCalledTimes(1);
    // The library's own bookkeeping ran: the cart holds the answer and is drawn again.
    expect(cart.model).toEqual({ id: 'gid://shopify/Cart/1', lineItems: lines });
    expect((cart as unknown as { view: { render: () => void } }).view.render).toHaveBeenCalled();
    // The storefront resource is itself again afterwards.
    await checkout.addLineItems('gid://shopify/Cart/1', [lines[0]]);
    expect(checkout.addLineItems).toHaveBeenLastCalledWith('gid://shopify/Cart/1', [lines[0]]);
  });

  it('creates the cart with every line when there is none yet', async () => {
    const { library, cart, checkout } = await libraryWithCart(null);
    await addLinesToCart({ shop, options: {}, lines, loadLibrary: async () => library });
    expect(checkout.create).toHaveBeenCalledTimes(1);
    expect(checkout.create).toHaveBeenCalledWith({ lineItems: lines });
    expect(checkout.addLineItems).not.toHaveBeenCalled();
    expect(cart.model).toEqual({ id: 'gid://shopify/Cart/new', lineItems: lines });
  });

  it('refuses no lines and quantities below one before loading anything', async () => {
    const loadLibrary = vi.fn();
    await expect(addLinesToCart({ shop, options: {}, lines: [], loadLibrary })).rejects.toThrow(
      RangeError,
    );
    await expect(
      addLinesToCart({
        shop,
        options: {},
        lines: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 0 }],
        loadLibrary,
      }),
    ).rejects.toThrow(/at least 1, not 0/);
    expect(loadLibrary).not.toHaveBeenCalled();
  });

  it('leaves addToCart adding one line as the library does', async () => {
    const { library, checkout } = await libraryWithCart({
      id: 'gid://shopify/Cart/1',
      lineItems: [],
    });
    await addToCart({
      shop,
      options: {},
      variantId: 'gid://shopify/ProductVariant/5',
      quantity: 2,
      loadLibrary: async () => library,
    });
    expect(checkout.addLineItems).toHaveBeenCalledWith('gid://shopify/Cart/1', [
      { variantId: 'gid://shopify/ProductVariant/5', quantity: 2 },
    ]);
  });
});
