import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  parseLocation,
  type RouterLocation,
  StaticRouter,
  useLocation,
} from '../../sites/shared/router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

function Links() {
  return (
    <>
      <Link href="/faq">FAQ</Link>
      <Link href="/contact?sent=1">Sent</Link>
      <Link href="/faq" target="_blank">
        New tab
      </Link>
      <Link href="https://elsewhere.example/">Elsewhere</Link>
    </>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('router', () => {
  it('parses a path into pathname, search and hash', () => {
    expect(parseLocation('/contact?sent=1#form')).toEqual({
      pathname: '/contact',
      search: '?sent=1',
      hash: '#form',
    });
  });

  it('renders a fixed address on the server', () => {
    render(
      <StaticRouter location="/privacy?x=1">
        <Where />
      </StaticRouter>,
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/privacy?x=1');
  });

  it('moves between pages without reloading, and follows the back button', async () => {
    render(
      <BrowserRouter>
        <Links />
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/faq');
    expect(window.location.pathname).toBe('/faq');

    await userEvent.click(screen.getByRole('link', { name: 'Sent' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/contact?sent=1');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/faq$/);
  });

  it('leaves new-tab, modified and external clicks to the browser', async () => {
    const pushState = vi.spyOn(window.history, 'pushState');
    render(
      <BrowserRouter>
        <Links />
      </BrowserRouter>,
    );
    const user = userEvent.setup();
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stop);
    expect(pushState).not.toHaveBeenCalled();
  });

  it('shows a new address only once its preparation has settled, and only the latest', async () => {
    const pending = new Map<string, () => void>();
    const prepare = (location: RouterLocation) =>
      new Promise<void>((resolve) => pending.set(location.pathname, resolve));
    render(
      <BrowserRouter prepare={prepare}>
        <Links />
        <Link href="/terms">Terms</Link>
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);

    await act(async () => pending.get('/faq')?.());
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);

    await act(async () => pending.get('/terms')?.());
    expect(screen.getByLabelText('location')).toHaveTextContent('/terms');
    expect(window.location.pathname).toBe('/terms');
  });
});
