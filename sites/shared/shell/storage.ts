/**
 * Web storage that never throws: private modes, disabled storage, quota errors and corrupt
 * values all read as "nothing stored". `local` lasts, `session` is this tab's.
 */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea = 'local'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads and parses a JSON value; a corrupt or invalid value is removed and reads as null. */
export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  area: StorageArea = 'local',
): T | null {
  const store = storage(area);
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: the stored value is unreadable
  }
  removeKey(key, area);
  return null;
}

/** Writes a JSON value, or removes the key for null. Returns false when storage refused. */
export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  const store = storage(area);
  if (!store) return false;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function removeKey(key: string, area: StorageArea): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** A Storage kept in memory for the life of the page, starting with a copy of `seed`. */
function memoryStorage(seed: Storage | undefined): Storage {
  const items = new Map<string, string>();
  try {
    for (let index = 0; seed && index < seed.length; index += 1) {
      const key = seed.key(index);
      const value = key === null ? null : seed.getItem(key);
      if (key !== null && value !== null) items.set(key, value);
    }
  } catch {
    // nothing readable to copy
  }
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(String(key)) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => {
      items.delete(String(key));
    },
    setItem: (key: string, value: string) => {
      items.set(String(key), String(value));
    },
  };
}

const PROBE_KEY = 'zc-storage-probe';

/**
 * Third-party widgets use `localStorage` directly and fail without it (the Buy Button keeps
 * its cart there and shows no products when storage throws). When the browser refuses to
 * read or write it (storage blocked, quota full), this replaces `window.localStorage` for the
 * page with one kept in memory, holding a copy of what could still be read. Returns whether
 * it had to.
 */
export function provideStorageFallback(): boolean {
  if (typeof window === 'undefined') return false;
  let store: Storage | undefined;
  try {
    store = window.localStorage;
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return false;
  } catch {
    // refused: fall through
  }
  try {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      enumerable: true,
      value: memoryStorage(store),
    });
    return true;
  } catch {
    return false;
  }
}
