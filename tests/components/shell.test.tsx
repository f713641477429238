import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPage, loadPage, SiteApp } from '../../sites/shared/shell/App';
import { AuthProvider, useAuth } from '../../sites/shared/shell/auth';
import { submitForm, useRedirectAfter } from '../../sites/shared/shell/forms';
import { RequireAnonymous, RequireUser } from '../../sites/shared/shell/guards';
import { RouterLink } from '../../sites/shared/shell/link';
import { NotFoundPage } from '../../sites/shared/shell/pages';
import type { SiteEntry } from '../../sites/shared/shell/registry';
import { provideStorageFallback } from '../../sites/shared/shell/storage';
import type { SiteModule, SitePage } from '../../sites/shared/shell/types';
import { useCollections } from '../../sites/shared/shop/collections';

/** Renders the element listed for the current path, nothing for any other. */
function Routes({ routes }: { routes: Record<string, ReactNode> }) {
  return routes[useLocation().pathname] ?? null;
}

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function FailingLogin({ errors }: { errors: unknown[] }) {
  const { login, currentUser } = useAuth();
  return (
    <button type="button" onClick={() => login({}).catch((e: unknown) => errors.push(e))}>
      {currentUser ? 'in' : 'out'}
    </button>
  );
}

function Redirector({ delay }: { delay: number }) {
  const redirect = useRedirectAfter(delay);
  return (
    <button
      type="button"
      onClick={() => {
        redirect();
        redirect();
      }}
    >
      Go
    </button>
  );
}

function TwoDelays() {
  const redirect = useRedirectAfter(2000);
  return (
    <button
      type="button"
      onClick={() => {
        redirect(3000);
        redirect();
      }}
    >
      Send
    </button>
  );
}

function Track({ into }: { into: string[] }) {
  into.push(useLocation().pathname);
  return null;
}

function Names({ store }: { store: string }) {
  const { status, collections } = useCollections({ store });
  return (
    <p>
      {status}: {collections.map((c) => c.collection_name).join(', ')}
    </p>
  );
}

function Boom(): never {
  throw new Error('Kaboom');
}

function TestLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <RouterLink href="/long">Read the long page</RouterLink>
    </>
  );
}

function LongPage() {
  return <h1>Long page</h1>;
}

/** A page at `/:handle` that knows one handle. */
function Handle() {
  const { handle } = useParams();
  return handle === 'known' ? <h1>Handle {handle}</h1> : <NotFoundPage />;
}

const user = { id: 7, email: 'demo@zcomm.example', name: 'Dana' };

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Account() {
  const { currentUser, login, logout } = useAuth();
  return (
    <div>
      <p>{currentUser ? `Signed in as ${currentUser.name}` : 'Signed out'}</p>
      <button type="button" onClick={() => login({ email: 'demo@zcomm.example', password: 'x' })}>
        Log in
      </button>
      <button type="button" onClick={() => logout()}>
        Log out
      </button>
    </div>
  );
}

function renderWithAuth(initialPath: string) {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <AuthProvider>
        <Routes
          routes={{
            '/': <Account />,
            '/account': (
              <RequireUser>
                <p>Private area</p>
              </RequireUser>
            ),
            '/login': (
              <RequireAnonymous>
                <p>Login screen</p>
              </RequireAnonymous>
            ),
          }}
        />
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('auth', () => {
  it('stores the login answer under currentUser and clears it on logout, going to /', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('login') ? jsonResponse(user) : jsonResponse({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithAuth('/');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Signed in as Dana')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(user);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(screen.getByLabelText('location')).toHaveTextContent('/');
  });

  it('restores the user after a reload', async () => {
    localStorage.setItem('currentUser', JSON.stringify(user));
    renderWithAuth('/');
    expect(await screen.findByText('Signed in as Dana')).toBeInTheDocument();
  });

  it.each([
    ['corrupt JSON', '{"id":'],
    ['a wrong shape', '{"name":"x"}'],
    ['a string', '"hello"'],
    ['a name of the wrong type', '{"id":1,"email":"x@example.com","name":["a"]}'],
    ['an id of the wrong type', '{"id":{"n":1},"email":"x@example.com","name":"Dana"}'],
    ['an e-mail that is no address', '{"id":1,"email":"","name":"Dana"}'],
    ['a field no login answers', '{"id":1,"email":"x@example.com","name":"Dana","role":"admin"}'],
  ])('treats %s as signed out and removes it', async (_name, stored) => {
    localStorage.setItem('currentUser', stored);
    renderWithAuth('/');
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('currentUser')).toBeNull());
  });

  it('survives a localStorage that throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderWithAuth('/');
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('keeps the user signed in for the visit when storage refuses to save it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(user)),
    );
    renderWithAuth('/');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Signed in as Dana')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => jsonResponse({ error: 'boom' }, 500)],
    [
      'HTML instead of JSON',
      () =>
        new Response('<!doctype html><p>Sign in</p>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a wrong shape', () => jsonResponse({ name: 'Dana' })],
    ['an empty array', () => jsonResponse([])],
  ])('rejects a login answered with %s and stays signed out', async (_name, makeResponse) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => makeResponse()),
    );
    const errors: unknown[] = [];
    render(
      <MemoryRouter>
        <AuthProvider>
          <FailingLogin errors={errors} />
        </AuthProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'out' })).toBeInTheDocument();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('keeps the user signed out when login fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'Invalid' }, 401)),
    );
    const errors: unknown[] = [];
    render(
      <MemoryRouter>
        <AuthProvider>
          <FailingLogin errors={errors} />
        </AuthProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'out' })).toBeInTheDocument();
  });
});

describe('provideStorageFallback', () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    else Reflect.deleteProperty(window, 'localStorage');
  });

  it('leaves a working localStorage alone', () => {
    const before = window.localStorage;
    expect(provideStorageFallback()).toBe(false);
    expect(window.localStorage).toBe(before);
  });

  it('gives a full storage an in-memory stand-in that keeps what was stored', () => {
    localStorage.setItem('currentUser', JSON.stringify(user));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(provideStorageFallback()).toBe(true);
    expect(window.localStorage.getItem('currentUser')).toBe(JSON.stringify(user));
    window.localStorage.setItem('cart', 'abc');
    expect(window.localStorage.getItem('cart')).toBe('abc');
    expect(window.localStorage).toHaveLength(2);
  });

  it('gives a blocked storage an empty in-memory stand-in', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(provideStorageFallback()).toBe(true);
    expect(window.localStorage.getItem('anything')).toBeNull();
    window.localStorage.setItem('cart', 'abc');
    expect(window.localStorage.key(0)).toBe('cart');
    window.localStorage.clear();
    expect(window.localStorage).toHaveLength(0);
  });
});

describe('guards', () => {
  it('sends anonymous visitors from a private page to /', async () => {
    renderWithAuth('/account');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Private area')).not.toBeInTheDocument();
  });

  it('lets signed-in users see a private page', async () => {
    localStorage.setItem('currentUser', JSON.stringify(user));
    renderWithAuth('/account');
    expect(await screen.findByText('Private area')).toBeInTheDocument();
  });

  it('sends signed-in users away from an anonymous-only page', async () => {
    localStorage.setItem('currentUser', JSON.stringify(user));
    renderWithAuth('/login');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
  });

  it('shows anonymous-only pages to anonymous visitors', async () => {
    renderWithAuth('/login');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});

describe('useRedirectAfter', () => {
  it('navigates once to / after the delay, however often it is asked', () => {
    vi.useFakeTimers();
    const navigations: string[] = [];
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Routes routes={{ '/contact': <Redirector delay={2000} />, '/': <p>Home</p> }} />
        <Track into={navigations} />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Home')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(navigations.filter((path) => path === '/')).toHaveLength(1);
  });

  it('navigates at the earliest time asked for, once', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Routes routes={{ '/contact': <TwoDelays />, '/': <p>Home</p> }} />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the redirect on unmount', () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/contact']}>
        <Redirector delay={3000} />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('submitForm', () => {
  it("posts the form data with the XSRF header and resolves on 2xx with the lead's reference", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the XSRF cookie is what the client reads
    document.cookie = 'XSRF-TOKEN=t0k3n';
    const id = '0b6e7d2a-4f1c-4c3e-9a57-2d1f0e9c8b7a';
    const fetchMock = vi.fn(async () => jsonResponse({ id }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const data = new FormData();
    data.set('name', 'Ada');
    await expect(submitForm('quote', data)).resolves.toBe(id);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/quote');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(data);
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('t0k3n');
  });

  it('rejects with "Network response was not ok." on a failure status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    );
    await expect(submitForm('agency-contact', new FormData())).rejects.toThrow(
      'Network response was not ok.',
    );
  });

  it('counts any 2xx as stored, without a reference when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<!doctype html><p>Thanks</p>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(submitForm('sailing-contact', new FormData())).resolves.toBeUndefined();
  });

  it('rejects once the post has hung for 15 seconds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const outcome = submitForm('quote', new FormData()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(outcome).resolves.toMatchObject({
      message: 'Network response was not ok.',
      kind: 'timeout',
    });
  });

  it('retries a 503 after its Retry-After with the same data, then resolves', async () => {
    vi.useFakeTimers();
    const busy = () =>
      new Response('{"error":"busy"}', {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
      });
    const fetchMock = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(jsonResponse({ id: 3 }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const data = new FormData();
    data.set('idempotency_key', 'k-1');
    const outcome = submitForm('quote', data);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1].body).toBe(data);
  });

  it('gives up on a 503 after two retries, and at once without Retry-After', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const busy = vi.fn(
      async () =>
        new Response('{}', {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        }),
    );
    vi.stubGlobal('fetch', busy);
    const outcome = submitForm('quote', new FormData()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(outcome).resolves.toMatchObject({ message: 'Network response was not ok.' });
    expect(busy).toHaveBeenCalledTimes(3);
    const bare = vi.fn(async () => jsonResponse({}, 503));
    vi.stubGlobal('fetch', bare);
    await expect(submitForm('quote', new FormData())).rejects.toThrow('Network response');
    expect(bare).toHaveBeenCalledTimes(1);
  });

  it('posts the workwear form to /api/contact', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ id: 2 }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm('contact', new FormData());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
  });
});

describe('useCollections', () => {
  it('logs a failure and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    render(<Names store="off-soundings" />);
    expect(await screen.findByText('error:')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching data:', expect.any(Error));
  });

  it.each([
    [
      'HTML instead of JSON',
      () => new Response('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['an object instead of a list', () => jsonResponse({ collections: [] })],
    ['records of the wrong shape', () => jsonResponse([{ collection_name: 'Jackets' }])],
  ])('logs %s as a failure and shows nothing', async (_name, makeResponse) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => makeResponse()),
    );
    render(<Names store="off-soundings" />);
    expect(await screen.findByText('error:')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error fetching data:', expect.any(Error));
  });

  it('shows an empty list as ready with nothing in it', async () => {
    const log = vi.spyOn(console, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    render(<Names store="off-soundings" />);
    expect(await screen.findByText('ready:')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('gives up on a hanging request after 15 seconds', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    render(<Names store="off-soundings" />);
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.getByText('loading:')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('error:')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Error fetching data:',
      expect.objectContaining({ kind: 'timeout' }),
    );
  });

  it('aborts the request on unmount', () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise(() => undefined);
      }),
    );
    const { unmount } = render(<Names store="off-soundings" />);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('SiteApp', () => {
  const entry: SiteEntry = {
    id: 'stub-1',
    name: 'Harborline Goods',
    lang: 'en-US',
    origin: 'https://harborlinegoods.example',
  };
  const site: SiteModule = {
    Layout: TestLayout,
    pages: [
      { path: '/', load: async () => HomePage },
      { path: '/broken', load: async () => Boom },
      { path: '/long', load: async () => LongPage },
    ],
  };

  /** Renders the site at `path`, letting a page that is still loading settle. */
  async function renderAt(path: string, module: SiteModule = site) {
    let result: ReturnType<typeof render> | undefined;
    await act(async () => {
      result = render(
        <MemoryRouter initialEntries={[path]}>
          <SiteApp entry={entry} site={module} />
        </MemoryRouter>,
      );
    });
    if (!result) throw new Error('Nothing rendered');
    return result;
  }

  it('renders the exact route and a skip link to the main content', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('ignores a trailing slash', async () => {
    await renderAt('/long/');
    expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();
  });

  it('shows the branded not-found page for unknown and differently cased paths', async () => {
    await renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('is case sensitive', async () => {
    await renderAt('/LONG');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the error page with the message when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
  });

  it('shows the error page when a page cannot be downloaded; the next visit tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(LongPage);
    const page = { path: '/flaky', load };
    const flaky: SiteModule = { Layout: TestLayout, pages: [page] };
    const first = await renderAt('/flaky', flaky);
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeVisible();
    first.unmount();
    // What the router does before showing the address again.
    await act(() => loadPage(page));
    await renderAt('/flaky', flaky);
    expect(screen.getByRole('heading', { name: 'Long page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a page once and renders it at once when it is already loaded', async () => {
    const load = vi.fn(async () => LongPage);
    const page = { path: '/long', load };
    await loadPage(page);
    expect(findPage([page], '/long')).toBe(page);
    render(
      <MemoryRouter initialEntries={['/long']}>
        <SiteApp entry={entry} site={{ Layout: TestLayout, pages: [page] }} />
      </MemoryRouter>,
    );
    // Synchronously: the first render shows the page, as hydration needs.
    expect(screen.getByRole('heading', { name: 'Long page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the current page on screen while the next page downloads', async () => {
    let finish: (page: () => ReactNode) => void = () => undefined;
    const slow = {
      path: '/long',
      load: () => new Promise<() => ReactNode>((resolve) => (finish = resolve)),
    };
    await renderAt('/', { Layout: TestLayout, pages: [site.pages[0] as SitePage, slow] });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Read the long page' }));
    });
    // The next page is on its way: the home page stays, never an empty page.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(async () => finish(LongPage));
    expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it('hands a path with params to its page, which may refuse an unknown value', async () => {
    const withParams: SiteModule = {
      Layout: TestLayout,
      pages: [{ path: '/:handle', paths: ['/known'], load: async () => Handle }],
    };
    const first = await renderAt('/known', withParams);
    expect(await screen.findByRole('heading', { name: 'Handle known' })).toBeInTheDocument();
    first.unmount();
    await renderAt('/unknown', withParams);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Read the long page' }));
    expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
