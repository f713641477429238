import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyButtonUI } from '../components/CollectionGrid/buy-button';
import {
  checkoutMessages,
  openCheckout,
  permalinkLines,
} from '../components/CollectionGrid/checkout';
import { checkoutThroughEndpoint } from '../components/CollectionGrid/library-patches';

const lineItems = [
  { quantity: 2, variant: { id: 'gid://shopify/ProductVariant/123' } },
  { quantity: 1, variant: { id: 'gid://shopify/ProductVariant/456' } },
];

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('the checkout at the tap', () => {
  it('writes the cart’s lines in the permalink’s form', () => {
    expect(permalinkLines(lineItems)).toBe('123:2,456:1');
    expect(
      permalinkLines([
        { quantity: 0, variant: { id: 'gid://shopify/ProductVariant/1' } },
        { quantity: 3, merchandise: { id: 'gid://shopify/ProductVariant/7' } },
        { quantity: 1, variant: { id: 'gid://shopify/Product/9' } },
      ]),
    ).toBe('7:3');
    expect(permalinkLines([])).toBeUndefined();
    expect(permalinkLines(undefined)).toBeUndefined();
  });

  it('asks the endpoint with the cart’s lines and goes to the cart’s checkout', async () => {
    const fetch = answering(200, { url: 'https://shop.example/checkouts/c1', fallback: null });
    const navigate = vi.fn();
    const notify = vi.fn();
    const outcome = await openCheckout({
      endpoint: '/api/storefront/cart/checkout',
      lineItems,
      notify,
      navigate,
      fetch,
    });
    expect(outcome).toBe('checkout');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/storefront/cart/checkout?lines=123:2,456:1');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('accept')).toBe('application/json');
    expect(navigate).toHaveBeenCalledWith('https://shop.example/checkouts/c1');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(checkoutMessages.opening, 'status');
  });

  it('tells the shopper when the permalink opens instead', async () => {
    const fetch = answering(200, {
      url: 'https://shop.example/cart/123:2,456:1',
      fallback: 'unavailable',
    });
    const navigate = vi.fn();
    const notify = vi.fn();
    const outcome = await openCheckout({ endpoint: '/c', lineItems, notify, navigate, fetch });
    expect(outcome).toBe('fallback');
    expect(notify).toHaveBeenLastCalledWith(checkoutMessages.fallback, 'status');
    expect(navigate).toHaveBeenCalledWith('https://shop.example/cart/123:2,456:1');
  });

  it('says plainly that nothing opened, and goes nowhere, when no checkout can open', async () => {
    for (const respond of [
      answering(503, { url: null, fallback: 'unavailable', message: 'No checkout.' }),
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
      answering(200, { url: 'javascript:alert(1)', fallback: null }),
    ]) {
      const navigate = vi.fn();
      const notify = vi.fn();
      expect(
        await openCheckout({ endpoint: '/c', lineItems, notify, navigate, fetch: respond }),
      ).toBe('failed');
      expect(navigate).not.toHaveBeenCalled();
      expect(notify).toHaveBeenLastCalledWith(checkoutMessages.failed, 'alert');
    }
  });
});

describe('the library cart’s Checkout button', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  /** A stand-in for the library's cart class: its frame holds the Checkout button. */
  function cartClass() {
    const library = vi.fn();
    class Cart {
      model = { lineItems };
      view = { document };
      zcCheckoutEndpoint?: string;
      onCheckout() {
        library();
      }
    }
    checkoutThroughEndpoint({ componentTypes: { cart: Cart } } as unknown as BuyButtonUI);
    return { Cart, library };
  }

  it('keeps the library’s checkout for a cart without an endpoint', () => {
    const { Cart, library } = cartClass();
    new Cart().onCheckout();
    expect(library).toHaveBeenCalledOnce();
  });

  it('shows the failure at the button, which stays there to try again', async () => {
    document.body.innerHTML =
      '<div class="shopify-buy__cart-bottom"><button class="shopify-buy__btn--cart-checkout">Checkout</button></div>';
    vi.stubGlobal(
      'fetch',
      answering(503, { url: null, fallback: 'unavailable', message: 'No checkout.' }),
    );
    const { Cart, library } = cartClass();
    const cart = new Cart();
    cart.zcCheckoutEndpoint = '/api/storefront/cart/checkout';
    await cart.onCheckout();
    expect(library).not.toHaveBeenCalled();
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(checkoutMessages.failed);
    expect(alert?.nextElementSibling?.textContent).toBe('Checkout');
    const button = document.querySelector('button');
    expect(button?.hasAttribute('disabled')).toBe(false);
    expect(document.querySelectorAll('[data-zc-checkout-notice]')).toHaveLength(1);
  });
});
