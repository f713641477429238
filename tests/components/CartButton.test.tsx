import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type BuyButtonCartConfig,
  type BuyButtonLibrary,
  CartButton,
  type CartShop,
} from '@zcomm/storefront-ui/collection-grid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shop: CartShop = {
  domain: 'offsoundings-demo.myshopify.com',
  storefrontAccessToken: 'token-1',
  storefrontEndpoint: '/storefront/offsoundings-demo.myshopify.com',
};
const checkoutKey = `${shop.storefrontAccessToken}.${shop.domain}.checkoutId`;

/** A stand-in for the library's UI and its one cart, shaped like the real ones. */
function createFakeLibrary() {
  const cart = { model: null as unknown, open: vi.fn() };
  const createCart = vi.fn(async (_config: BuyButtonCartConfig) => {
    ui.components.cart.push(cart);
    return cart;
  });
  const ui = {
    components: { collection: [], cart: [] as (typeof cart)[] },
    createComponent: vi.fn(),
    createCart,
    setActiveEl: vi.fn(),
  };
  const client = (config: { domain: string; storefrontAccessToken: string }) => ({ config });
  // The library's own buildClient drops a fetch function; shopify-buy's (its parent's) takes it.
  const parentBuildClient = vi.fn(client);
  const library = Object.assign(Object.create({ buildClient: parentBuildClient }) as object, {
    buildClient: vi.fn(client),
    UI: { init: vi.fn(() => ui) },
  }) as unknown as BuyButtonLibrary;
  return { library, ui, cart, createCart, parentBuildClient };
}

function storeSummary(count: number, checkoutId = 'gid://shopify/Checkout/1') {
  localStorage.setItem(checkoutKey, checkoutId);
  localStorage.setItem(
    'zc-cart',
    JSON.stringify({ shop, count, checkoutId: 'gid://shopify/Checkout/1' }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('CartButton', () => {
  it('is a button named “Cart” with no count when nothing is stored', () => {
    render(<CartButton shop={shop} />);
    const button = screen.getByRole('button', { name: 'Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('.zc-cart-button__count')).toBeNull();
  });

  it('shows the stored count without loading the library', () => {
    storeSummary(2);
    const loadLibrary = vi.fn();
    render(<CartButton shop={shop} loadLibrary={loadLibrary} />);
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button.querySelector('.zc-cart-button__count')).toHaveTextContent('2');
    expect(loadLibrary).not.toHaveBeenCalled();
  });

  it('says “99+” past 99 items and names the count in words', () => {
    storeSummary(120);
    render(<CartButton shop={shop} describeCount={(count) => `${count} articles`} label="Bag" />);
    const button = screen.getByRole('button', { name: 'Bag, 120 articles' });
    expect(button.querySelector('.zc-cart-button__count')).toHaveTextContent('99+');
  });

  it.each([
    ['a checkout the library no longer holds', () => storeSummary(3, 'gid://shopify/Checkout/2')],
    ['malformed JSON', () => localStorage.setItem('zc-cart', '{"shop":')],
    ['a summary of the wrong shape', () => localStorage.setItem('zc-cart', '{"count":"3"}')],
    [
      'a negative count',
      () => localStorage.setItem('zc-cart', JSON.stringify({ shop, count: -1, checkoutId: '' })),
    ],
  ])('shows no count for %s', (_case, arrange) => {
    arrange();
    render(<CartButton shop={shop} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });

  it('follows changes made in another tab', () => {
    render(<CartButton shop={shop} />);
    act(() => {
      storeSummary(1);
      window.dispatchEvent(new StorageEvent('storage', { key: 'zc-cart' }));
    });
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('on press loads the library, creates the cart without a floating tab and opens it', async () => {
    const user = userEvent.setup();
    const { library, ui, cart, createCart, parentBuildClient } = createFakeLibrary();
    const findShop = vi.fn(async () => shop);
    render(<CartButton shop={findShop} loadLibrary={async () => library} />);
    const button = screen.getByRole('button', { name: 'Cart' });
    await user.click(button);
    await waitFor(() => expect(cart.open).toHaveBeenCalledTimes(1));
    // Nothing stored: the shop comes from the function, asked once.
    expect(findShop).toHaveBeenCalledTimes(1);
    expect(createCart.mock.calls[0]?.[0].toggles).toEqual([]);
    expect(ui.setActiveEl).toHaveBeenCalledWith(button);
    // The storefront endpoint goes to shopify-buy as a fetch function.
    expect(library.buildClient).not.toHaveBeenCalled();
    expect(parentBuildClient).toHaveBeenCalledWith(
      {
        domain: shop.domain,
        storefrontAccessToken: shop.storefrontAccessToken,
        source: 'buy-button-js',
      },
      expect.any(Function),
    );

    // Every change of the cart's model is stored and shown.
    act(() => {
      localStorage.setItem(checkoutKey, 'gid://shopify/Checkout/9');
      cart.model = {
        id: 'gid://shopify/Checkout/9',
        lineItems: [{ quantity: 2 }, { quantity: 1 }],
      };
    });
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    act(() => {
      cart.model = { id: 'gid://shopify/Checkout/9', lineItems: [] };
    });
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });

  it('opens the stored shop’s cart without asking for the shop', async () => {
    const user = userEvent.setup();
    storeSummary(1);
    const { library, cart } = createFakeLibrary();
    const findShop = vi.fn(async () => shop);
    render(<CartButton shop={findShop} loadLibrary={async () => library} />);
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    await waitFor(() => expect(cart.open).toHaveBeenCalled());
    expect(findShop).not.toHaveBeenCalled();
  });

  it('reports a library that fails to load and can be pressed again', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const loadLibrary = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(createFakeLibrary().library);
    render(
      <CartButton
        shop={{ domain: 'other.myshopify.com', storefrontAccessToken: 't' }}
        loadLibrary={loadLibrary}
        onError={onError}
      />,
    );
    const button = screen.getByRole('button', { name: 'Cart' });
    await user.click(button);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    await waitFor(() => expect(loadLibrary).toHaveBeenCalledTimes(2));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('CartButton with the cart the server keeps', () => {
  const KEPT = 'gid://shopify/Cart/c0ffee?key=k3y';
  let tests = 0;
  let endpoint = '';
  beforeEach(() => {
    tests += 1;
    endpoint = `/api/storefront/cart?test=${tests}`;
  });
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));
  afterEach(() => vi.unstubAllGlobals());

  it('finds the kept cart and its count when the browser’s storage lost it', async () => {
    const server = answer({ cartId: KEPT, count: 3 });
    vi.stubGlobal('fetch', server);
    const findShop = vi.fn(async () => shop);
    render(<CartButton shop={findShop} cartEndpoint={endpoint} />);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(server).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(localStorage.getItem(checkoutKey)).toBe(KEPT);
    expect(findShop).toHaveBeenCalledTimes(1);
  });

  it('asks once per page when the server keeps no cart', async () => {
    const server = answer({ cartId: null, count: 0 });
    vi.stubGlobal('fetch', server);
    const first = render(<CartButton shop={shop} cartEndpoint={endpoint} />);
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await act(async () => {});
    first.unmount();
    render(<CartButton shop={shop} cartEndpoint={endpoint} />);
    await act(async () => {});
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the browser has its cart', async () => {
    storeSummary(2);
    const server = answer({ cartId: KEPT, count: 5 });
    vi.stubGlobal('fetch', server);
    render(<CartButton shop={shop} cartEndpoint={endpoint} />);
    await act(async () => {});
    expect(server).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it.each([
    ['keeps no cart', () => answer({ cartId: null, count: 0 })],
    ['fails', () => answer({ errors: [{ message: 'Not found.' }] }, 500)],
    ['answers something else', () => answer({ cartId: 'javascript:alert(1)', count: 2 })],
    ['cannot be reached', () => vi.fn(async () => Promise.reject(new TypeError('offline')))],
  ])('stays an empty cart, asking no shop, when the server %s', async (_case, make) => {
    const server = make();
    vi.stubGlobal('fetch', server);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const findShop = vi.fn(async () => shop);
    render(<CartButton shop={findShop} cartEndpoint={endpoint} />);
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(findShop).not.toHaveBeenCalled();
    expect(localStorage.getItem(checkoutKey)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('opens the kept cart, not a new one, when pressed before the server answered', async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { library, createCart, cart } = createFakeLibrary();
    const storedWhenCreated: (string | null)[] = [];
    createCart.mockImplementation(async () => {
      storedWhenCreated.push(localStorage.getItem(checkoutKey));
      return cart;
    });
    const user = userEvent.setup();
    render(
      <CartButton
        shop={{ ...shop, cartEndpoint: endpoint }}
        cartEndpoint={endpoint}
        loadLibrary={async () => library}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(createCart).not.toHaveBeenCalled();
    release(new Response(JSON.stringify({ cartId: KEPT, count: 1 })));
    await waitFor(() => expect(cart.open).toHaveBeenCalled());
    expect(storedWhenCreated).toEqual([KEPT]);
  });
});
