import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The small router the sites need: exact paths, history navigation, links. Every route is a
 * plain path, so a full routing library would only add bytes to every page.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterContextValue {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks must be used inside a router');
  return value;
}

/** The current address. */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** A function that moves to another address of the site. */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** Splits a path such as `/contact?sent=1#form` into its parts. */
export function parseLocation(path: string): RouterLocation {
  const url = new URL(path, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const pathOf = (location: RouterLocation) => location.pathname + location.search + location.hash;

/** Resolves `to` against the current address; undefined when it leaves the origin. */
function resolveInternal(to: string, from: RouterLocation): RouterLocation | undefined {
  const base = new URL(pathOf(from), 'http://router.invalid');
  const url = new URL(to, base);
  if (url.origin !== base.origin) return undefined;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export interface StaticRouterProps {
  /** The path being rendered, e.g. `/faq`. */
  location: string;
  children?: ReactNode;
}

/** A router fixed at one address: server rendering. Navigation is ignored. */
export function StaticRouter({ location, children }: StaticRouterProps) {
  const value = useMemo(
    () => ({ location: parseLocation(location), navigate: () => {} }),
    [location],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface MemoryRouterProps {
  /** The history to start from; the last entry is the current address. @default ['/'] */
  initialEntries?: string[];
  children?: ReactNode;
}

/** A router with its history in memory: tests and isolated rendering. */
export function MemoryRouter({ initialEntries = ['/'], children }: MemoryRouterProps) {
  const [location, setLocation] = useState(() =>
    parseLocation(initialEntries[initialEntries.length - 1] ?? '/'),
  );
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<Navigate>((to) => {
    const next = resolveInternal(to, current.current);
    if (next) startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export interface BrowserRouterProps {
  /**
   * Runs before the router shows a new address (a link, `navigate` or the back button); the
   * address changes once the returned promise settles, so the next page never flashes empty.
   */
  prepare?: (location: RouterLocation) => Promise<unknown> | undefined;
  children?: ReactNode;
}

const windowLocation = (): RouterLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The router of the browser: the address bar and the session history. */
export function BrowserRouter({ prepare, children }: BrowserRouterProps) {
  const [location, setLocation] = useState(windowLocation);
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  // Only the latest navigation may commit, however the preparations finish.
  const latest = useRef(0);

  const show = useCallback((next: RouterLocation, commit: () => void) => {
    const ticket = ++latest.current;
    const apply = () => {
      if (ticket !== latest.current) return;
      commit();
      startTransition(() => setLocation(next));
    };
    const pending = prepareRef.current?.(next);
    if (pending) pending.then(apply, apply);
    else apply();
  }, []);

  useEffect(() => {
    const onPopState = () => show(windowLocation(), () => {});
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const from = windowLocation();
      const next = resolveInternal(to, from);
      if (!next) {
        window.location.assign(to);
        return;
      }
      const replace = options.replace ?? pathOf(next) === pathOf(from);
      show(next, () => {
        if (replace) window.history.replaceState(null, '', pathOf(next));
        else window.history.pushState(null, '', pathOf(next));
      });
    },
    [show],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export type LinkProps = ComponentProps<'a'> & {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** An anchor that moves within the site without reloading the page. */
export function Link({ href, replace, onClick, target, ...props }: LinkProps) {
  const { navigate } = useRouter();
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        if ((target && target !== '_self') || props.download !== undefined) return;
        if (!href.startsWith('/') || href.startsWith('//')) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
      {...props}
    />
  );
}

export interface RedirectProps {
  to: string;
  /** @default false */
  replace?: boolean;
}

/** Navigates to `to` once mounted. */
export function Redirect({ to, replace = false }: RedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
