import { Button } from '@zcomm/storefront-ui';
import { type RefObject, useEffect, useState } from 'react';

export interface StickyBuyBarProps {
  /** The page's own Add to cart button: the bar shows once it has scrolled away above. */
  anchor: RefObject<HTMLElement | null>;
  title: string;
  /** The chosen options, e.g. “Hi-Vis Orange / XL”; empty before any is chosen. */
  choice: string;
  price: string;
  /** The page button's text (“Add to cart”, “Adding…”, “Sold out”). */
  label: string;
  disabled: boolean;
  busy: boolean;
  /** What the page's button says went wrong or is missing (its status already announces it). */
  message: string;
  /** The page's button's own action. */
  onAdd: () => void;
}

/**
 * On a phone (below 768 px; CSS hides it wider), a bar fixed to the bottom with the product's
 * name, the chosen options, the price and an Add to cart that does what the page's button
 * does, shown only while that button has scrolled away above the viewport (an
 * IntersectionObserver watches it). It is fixed, so showing it moves nothing; hidden, it is
 * inert and out of the accessibility tree, and it is no live region, so it is not announced as
 * it comes and goes.
 */
export function StickyBuyBar({
  anchor,
  title,
  choice,
  price,
  label,
  disabled,
  busy,
  message,
  onAdd,
}: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const target = anchor.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setShown(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [anchor]);

  return (
    <section
      className="shell-sticky-buy"
      data-slot="sticky-buy"
      data-state={shown ? 'open' : 'closed'}
      aria-label="Add to cart"
      aria-hidden={!shown}
      inert={!shown}
    >
      <div className="shell-sticky-buy__summary">
        <p className="shell-sticky-buy__title">{title}</p>
        <p className="shell-sticky-buy__detail">
          {choice ? <span>{choice} · </span> : null}
          <span className="shell-sticky-buy__price">{price}</span>
        </p>
        {message ? (
          <p className="shell-sticky-buy__message" aria-hidden="true">
            {message}
          </p>
        ) : null}
      </div>
      <Button
        className="shell-sticky-buy__add"
        disabled={disabled}
        aria-busy={busy || undefined}
        onClick={onAdd}
      >
        {label}
      </Button>
    </section>
  );
}
