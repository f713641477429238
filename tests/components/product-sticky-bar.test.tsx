import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyBuyBar, type StickyBuyBarProps } from '../../sites/shared/shop/product-sticky-bar';

/** An IntersectionObserver the test drives: the last one made, and what it watches. */
let observed: { callback: IntersectionObserverCallback; target: Element | null } = {
  callback: () => {},
  target: null,
};

class TestObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed = { callback, target: null };
  }
  observe(target: Element) {
    observed.target = target;
  }
  disconnect() {
    observed.target = null;
  }
}

/** The page's button is in view, or has scrolled away above (bottom < 0) or below. */
function buttonAt(where: 'in view' | 'above' | 'below') {
  const bottom = where === 'above' ? -20 : 900;
  act(() =>
    observed.callback(
      [
        {
          isIntersecting: where === 'in view',
          boundingClientRect: { bottom } as DOMRectReadOnly,
        } as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    ),
  );
}

function Page(props: Omit<StickyBuyBarProps, 'anchor'>) {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={anchor} onClick={props.onAdd}>
        Add to cart
      </button>
      <StickyBuyBar anchor={anchor} {...props} />
    </>
  );
}

const props = {
  title: 'Class 3 Insulated Parka',
  choice: 'Hi-Vis Orange / XL',
  price: '$159.99',
  label: 'Add to cart',
  disabled: false,
  busy: false,
  message: '',
};

describe('the sticky Add to cart bar', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', TestObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('shows once the page’s button has scrolled away above, and hides when it is back', () => {
    render(<Page {...props} onAdd={() => {}} />);
    const pageButton = screen.getByRole('button', { name: 'Add to cart' });
    expect(observed.target).toBe(pageButton);
    // Hidden: out of the accessibility tree, and inert.
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();
    buttonAt('below');
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();

    buttonAt('above');
    const bar = screen.getByRole('region', { name: 'Add to cart' });
    expect(bar).toHaveTextContent('Class 3 Insulated Parka');
    expect(bar).toHaveTextContent('Hi-Vis Orange / XL · $159.99');
    expect(bar).not.toHaveAttribute('inert');
    // Not a live region: coming and going is not announced.
    expect(bar.closest('[aria-live], [role="status"]')).toBeNull();

    buttonAt('in view');
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();
    expect(bar).toHaveAttribute('inert');
  });

  it('adds as the page’s button does, and shows its state', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { rerender } = render(<Page {...props} onAdd={onAdd} />);
    buttonAt('above');
    const bar = screen.getByRole('region', { name: 'Add to cart' });
    await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(<Page {...props} label="Sold out" disabled onAdd={onAdd} />);
    expect(within(bar).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    rerender(<Page {...props} choice="" message="Choose a size first." onAdd={onAdd} />);
    expect(bar).toHaveTextContent('Choose a size first.');
  });
});
