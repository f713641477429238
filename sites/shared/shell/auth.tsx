import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { isRecord, request } from './api';
import { readJson, writeJson } from './storage';

/** The localStorage key of the signed-in user's profile (the session itself is an HttpOnly cookie). */
export const CURRENT_USER_KEY = 'currentUser';

/** The profile `POST /api/auth/login` answers. */
export interface CurrentUser {
  id: number | string;
  email: string;
  name?: string;
}

const userFields: ReadonlySet<string> = new Set(['id', 'email', 'name']);

/**
 * True for a whole, well-typed profile: `id` a positive whole number or a non-empty string,
 * `email` an address, `name` (optional) a string, and no other field. Anything else, for
 * instance a stored value another version or a hand edit left behind, is not a user.
 */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (!isRecord(value)) return false;
  const { id, email, name } = value;
  return (
    Object.keys(value).every((key) => userFields.has(key)) &&
    ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
      (typeof id === 'string' && id.trim() !== '' && id.length <= 200)) &&
    typeof email === 'string' &&
    email.length <= 254 &&
    /^[^\s@]+@[^\s@]+$/.test(email) &&
    (name === undefined || (typeof name === 'string' && name.length <= 200))
  );
}

export interface AuthContextValue {
  currentUser: CurrentUser | null;
  /** False until the stored user has been read (always false in server HTML). */
  ready: boolean;
  /** Signs in; the answer replaces the current user. Rejects on failure. */
  login: (form: Record<string, unknown>) => Promise<CurrentUser>;
  /** Signs out, forgets the current user and goes to /. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Holds the current user, persisted under localStorage `currentUser` and rewritten on every
 * change. Server HTML is always rendered signed out; the stored user is read after mount.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<CurrentUser | null>(null);
  const [loaded, setLoaded] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    setCurrentUser(readJson(CURRENT_USER_KEY, isCurrentUser));
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded) writeJson(CURRENT_USER_KEY, currentUser);
  }, [currentUser, loaded]);

  const login = useCallback(async (form: Record<string, unknown>) => {
    const body = await request('auth/login', { method: 'POST', body: form });
    if (!isCurrentUser(body)) throw new Error('Login answer has an unexpected shape');
    setCurrentUser(body);
    return body;
  }, []);

  const logout = useCallback(async () => {
    try {
      await request('auth/logout', { method: 'POST', body: {} });
    } finally {
      setCurrentUser(null);
      navigate('/');
    }
  }, [navigate]);

  const value = useMemo(
    () => ({ currentUser, ready: loaded, login, logout }),
    [currentUser, loaded, login, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

const noSubscription = () => () => {};

/**
 * The signed-in user, as the component reading it may show it: while that component hydrates
 * it sees what the server rendered (signed out, not ready). A page's Suspense boundary hydrates
 * after the provider's effects have read the stored user, so reading the provider's value
 * directly would render a different page than the server's (React error #418 on /login).
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return hydrated || !value.ready ? value : { ...value, currentUser: null, ready: false };
}
