import { act, render, screen } from '@testing-library/react';
import type { LinkComponentProps } from '@zcomm/storefront-ui';
import { CallToAction } from '@zcomm/storefront-ui';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly observe = vi.fn((element: Element) => {
    this.observed.push(element);
  });
  readonly unobserve = vi.fn();
  readonly disconnect = vi.fn();
  readonly takeRecords = vi.fn(() => []);
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];

  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    this.rootMargin = options.rootMargin ?? '0px';
    MockIntersectionObserver.instances.push(this);
  }

  /** Reports the observed element entering or leaving the (shrunk) viewport. */
  intersect(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** jsdom lays nothing out: place every element at `top` px from the top of the viewport. */
function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 800, height: 300 }),
  );
}

function installIntersectionObserver({ top = 2000 } = {}) {
  placeAt(top);
  MockIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function TestLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...props} />;
}

const action = { label: 'Get A Quote', href: '/quote' };

function section() {
  return screen.getByRole('region', { name: 'Think We Can Help?' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CallToAction', () => {
  it('renders the default heading and the action link', () => {
    render(<CallToAction action={action} text="Tell us about your store." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Think We Can Help?' })).toBeVisible();
    expect(screen.getByText('Tell us about your store.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/quote');
  });

  it('renders internal links through linkComponent and external ones as plain anchors', () => {
    const { rerender } = render(<CallToAction action={action} linkComponent={TestLink} />);
    expect(screen.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('data-router-link');

    rerender(
      <CallToAction
        action={{ label: 'Visit', href: 'https://example.com/quote' }}
        linkComponent={TestLink}
      />,
    );
    expect(screen.getByRole('link', { name: 'Visit' })).not.toHaveAttribute('data-router-link');
  });

  it('is never hidden in server-rendered HTML', () => {
    installIntersectionObserver();
    const html = renderToString(<CallToAction action={action} />);
    expect(html).toContain('data-state="visible"');
    expect(html).not.toContain('hidden');
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it('hides after mount until it scrolls 50 px into view, then reveals once', () => {
    installIntersectionObserver();
    render(<CallToAction action={action} />);

    expect(section()).toHaveAttribute('data-state', 'hidden');
    expect(MockIntersectionObserver.instances).toHaveLength(1);
    const observer = MockIntersectionObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe('0px 0px -50px 0px');
    expect(observer.observe).toHaveBeenCalledWith(section());

    observer.intersect(false);
    expect(section()).toHaveAttribute('data-state', 'hidden');
    expect(observer.disconnect).not.toHaveBeenCalled();

    observer.intersect(true);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(observer.disconnect).toHaveBeenCalled();

    observer.intersect(false);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(MockIntersectionObserver.instances).toHaveLength(1);
  });

  it('stays revealed across re-renders', () => {
    installIntersectionObserver();
    const { rerender } = render(<CallToAction action={action} text="First" />);
    MockIntersectionObserver.instances[0]!.intersect(true);
    rerender(<CallToAction action={action} text="Second" />);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(MockIntersectionObserver.instances).toHaveLength(1);
  });

  it('stays visible without IntersectionObserver', () => {
    placeAt(2000);
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'visible');
  });

  it('stays visible, with no observer, when already in view on mount', () => {
    installIntersectionObserver({ top: 100 });
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it('stays visible when the page is already scrolled past it', () => {
    installIntersectionObserver({ top: -1200 });
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it('waits when its top is within the last 50 px of the viewport', () => {
    installIntersectionObserver({ top: window.innerHeight - 40 });
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'hidden');
  });

  it('never hides or animates under prefers-reduced-motion', () => {
    installIntersectionObserver();
    stubReducedMotion(true);
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'visible');
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it('still animates when motion is allowed', () => {
    installIntersectionObserver();
    stubReducedMotion(false);
    render(<CallToAction action={action} />);
    expect(section()).toHaveAttribute('data-state', 'hidden');
  });

  it('disconnects the observer on unmount', () => {
    installIntersectionObserver();
    const { unmount } = render(<CallToAction action={action} />);
    const observer = MockIntersectionObserver.instances[0]!;
    unmount();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('forwards ref and extra props to the section', () => {
    const ref = createRef<HTMLElement>();
    render(
      <CallToAction
        action={action}
        heading="Ready to start?"
        ref={ref}
        className="extra"
        id="cta"
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready to start?' });
    expect(ref.current).toBe(region);
    expect(region).toHaveClass('zc-call-to-action', 'extra');
    expect(region).toHaveAttribute('id', 'cta');
  });
});
