/**
 * localStorage that never throws: private modes, disabled storage, quota errors and
 * corrupt values all read as "nothing stored".
 */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads and parses a JSON value; a corrupt or invalid value is removed and reads as null. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: the stored value is unreadable
  }
  removeKey(key);
  return null;
}

/** Writes a JSON value, or removes the key for null. Returns false when storage refused. */
export function writeJson(key: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}
