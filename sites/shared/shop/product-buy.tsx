import type { ProductPageData, ProductVariant } from '@zcomm/site-data/product';
import type { Shop } from '@zcomm/site-data/types';
import { Button, Icon } from '@zcomm/storefront-ui';
import { addToCart, type BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useId, useRef, useState } from 'react';
import { findCartShop } from './collections';
import { StickyBuyBar } from './product-sticky-bar';
import type { PurchasePromise } from './purchase-promise';

export interface ProductBuyProps {
  shop: Shop;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string | undefined;
  product: ProductPageData;
  /** The variant the shopper's choice makes, when every option is chosen. */
  variant: ProductVariant | undefined;
  /** Options still to choose. */
  missing: readonly string[];
  /** The shop's delivery and returns promise, shown under the button. */
  promise: PurchasePromise;
  /** The chosen options as the sticky bar names them, e.g. “Hi-Vis Orange / XL”. */
  choice: string;
  /** The price shown for the choice. */
  price: string;
}

const MAX_QUANTITY = 99;

/**
 * Quantity and Add to cart: adds the chosen variant to the shop's Buy Button cart (the one the
 * grids and the header's cart use) and opens it. Says what is missing, and says so when the
 * choice is sold out. Under it, the shop's delivery and returns promise (the cart repeats it);
 * on a phone, a sticky bar with its own Add to cart once this one has scrolled away.
 */
export function ProductBuy({
  shop,
  options,
  moneyFormat,
  product,
  variant,
  missing,
  promise,
  choice,
  price,
}: ProductBuyProps) {
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<'idle' | 'adding' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const quantityId = useId();
  const soldOut = variant ? !variant.available : !product.available;

  const add = async () => {
    if (status === 'adding') return;
    if (!variant) {
      setMessage(`Choose a ${missing.join(' and a ').toLowerCase()} first.`);
      return;
    }
    if (!variant.available) return;
    setMessage('');
    setStatus('adding');
    try {
      await addToCart({
        shop: await findCartShop(shop.store),
        options,
        moneyFormat,
        variantId: variant.id,
        quantity,
        opener: button.current ?? undefined,
      });
      setStatus('idle');
    } catch (error) {
      console.error(error);
      setStatus('error');
      setMessage('We could not add this to your cart. Please try again.');
    }
  };

  const label = soldOut ? 'Sold out' : status === 'adding' ? 'Adding…' : 'Add to cart';

  return (
    <div className="shell-product__buy">
      <div className="shell-product__quantity">
        <label htmlFor={quantityId}>Quantity</label>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={quantity}
          onChange={(event) => {
            const value = Math.trunc(Number(event.target.value));
            setQuantity(Number.isFinite(value) ? Math.min(MAX_QUANTITY, Math.max(1, value)) : 1);
          }}
        />
      </div>
      <Button
        ref={button}
        className="shell-product__add"
        disabled={soldOut}
        aria-busy={status === 'adding' || undefined}
        onClick={add}
      >
        {label}
      </Button>
      <p className="shell-product__message" role="status">
        {message}
      </p>
      <ul className="shell-product__promise" aria-label="Delivery and returns">
        <li>
          <Icon name="truck" size={20} />
          {promise.delivery}
        </li>
        <li>
          <Icon name="refund" size={20} />
          {promise.returns}
        </li>
      </ul>
      <StickyBuyBar
        anchor={button}
        title={product.title}
        choice={choice}
        price={price}
        label={label}
        disabled={soldOut}
        busy={status === 'adding'}
        message={message}
        onAdd={add}
      />
    </div>
  );
}
