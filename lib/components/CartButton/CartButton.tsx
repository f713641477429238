'use client';

import { type ComponentProps, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { BuyButtonModule } from '../CollectionGrid/buy-button';
import { restoreCart } from '../CollectionGrid/cart-restore';
import {
  type CartShop,
  readCartCount,
  readCartSummary,
  subscribeCartSummary,
} from '../CollectionGrid/cart-summary';
import { registerHeaderCart } from '../CollectionGrid/header-carts';
import { type BuyButtonOptions, defaultCollectionOptions } from '../CollectionGrid/options';
import { Icon } from '../Icon';

export type CartButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onError' | 'type'> & {
  /**
   * The shop whose cart opens when the visitor has none stored yet; a function is called only
   * then, on the first press (e.g. to ask an API for the shop's storefront).
   */
  shop: CartShop | (() => Promise<CartShop>);
  /**
   * Buy Button display options: pass the ones of the shop's grids, so the cart looks the same.
   * @default defaultCollectionOptions
   */
  options?: Readonly<BuyButtonOptions>;
  /**
   * Price format; `{{amount}}` is replaced by the amount.
   * @default '${{amount}}'
   */
  moneyFormat?: string;
  /**
   * Where the shop's server keeps this browser's cart, as on `CollectionGrid`: when the browser
   * has no cart stored, the button asks there on mount and shows the kept cart's count (the
   * shop is then resolved, calling `shop` when it is a function).
   */
  cartEndpoint?: string;
  /** Fetch used for Storefront API requests, as on `CollectionGrid`. */
  fetch?: typeof fetch;
  /** Loads the Buy Button library, as on `CollectionGrid`. */
  loadLibrary?: () => Promise<BuyButtonModule>;
  /**
   * Accessible name without the count.
   * @default 'Cart'
   */
  label?: string;
  /**
   * The count as words, added to the accessible name.
   * @default count => `${count} item(s)`
   */
  describeCount?: (count: number) => string;
  /** Called when the cart cannot be opened (library or network failure). */
  onError?: (error: Error) => void;
};

// biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format, not a template literal
const DEFAULT_MONEY_FORMAT = '${{amount}}';
/** More than this shows as “99+”. */
const MAX_SHOWN = 99;

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Before hydration (and on the server) the count is unknown: no badge is drawn. */
function serverCountSnapshot(): null {
  return null;
}

/**
 * A header cart for a Buy Button shop: shows how many items the visitor's cart holds without
 * loading the library (the count grids store on every change, in this tab and others), and
 * opens that cart on press, loading the library then. While one is shown, the shop's grids
 * draw no floating cart tab.
 */
export function CartButton({
  shop,
  options = defaultCollectionOptions,
  moneyFormat = DEFAULT_MONEY_FORMAT,
  cartEndpoint,
  fetch: fetchFunction,
  loadLibrary,
  label = 'Cart',
  describeCount = itemCount,
  onError,
  className,
  disabled,
  ...props
}: CartButtonProps) {
  const count = useSyncExternalStore(subscribeCartSummary, readCartCount, serverCountSnapshot);
  const [opening, setOpening] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef({ shop, options, moneyFormat, fetchFunction, loadLibrary, onError });
  useEffect(() => {
    latest.current = { shop, options, moneyFormat, fetchFunction, loadLibrary, onError };
  });
  useEffect(() => registerHeaderCart(), []);
  useEffect(() => {
    if (!cartEndpoint) return;
    const { shop } = latest.current;
    void restoreCart(
      cartEndpoint,
      typeof shop === 'function'
        ? () => shop().then((found) => ({ ...found, cartEndpoint }))
        : { ...shop, cartEndpoint },
    );
  }, [cartEndpoint]);

  const open = async () => {
    if (opening) return;
    setOpening(true);
    const current = latest.current;
    try {
      const cartShop =
        readCartSummary()?.shop ??
        (typeof current.shop === 'function' ? await current.shop() : current.shop);
      // The code that opens a cart loads with the first press (a grid's page has it already).
      const { openCart } = await import('../CollectionGrid/buy-button');
      await openCart({
        shop: cartShop,
        options: current.options,
        moneyFormat: current.moneyFormat,
        fetch: current.fetchFunction,
        loadLibrary: current.loadLibrary,
        opener: button.current ?? undefined,
      });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (current.onError) current.onError(failure);
      else console.error(failure);
    } finally {
      setOpening(false);
    }
  };

  const shown = count === null || count === 0 ? null : count > MAX_SHOWN ? `${MAX_SHOWN}+` : count;
  return (
    <button
      ref={button}
      type="button"
      className={className ? `zc-cart-button ${className}` : 'zc-cart-button'}
      aria-busy={opening || undefined}
      disabled={disabled}
      data-count={count ?? undefined}
      onClick={open}
      {...props}
    >
      <Icon name="bag" />
      <span className="zc-visually-hidden">
        {count ? `${label}, ${describeCount(count)}` : label}
      </span>
      {shown === null ? null : (
        <span className="zc-cart-button__count" data-slot="cart-button-count" aria-hidden="true">
          {shown}
        </span>
      )}
    </button>
  );
}
