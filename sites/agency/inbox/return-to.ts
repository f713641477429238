/**
 * The lead a signed-out visitor asked for (the notification e-mail's `/inbox?id=…`), kept for
 * this tab while the guard sends them away, so that signing in opens that lead, not the bare
 * inbox. Kept for half an hour at most; read once.
 */
const KEY = 'zc-inbox-lead';
const MAX_AGE_MS = 30 * 60_000;
const idPattern = /^[0-9a-f-]{36}$/;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage off: signing in opens the inbox as before
  }
}

/** Remembers the lead in `search` (an address's query), if it names one. */
export function rememberLead(search: string, now = Date.now()): void {
  const id = new URLSearchParams(search).get('id') ?? '';
  if (!idPattern.test(id)) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ id, at: now }));
  } catch {
    // full or refused: nothing to remember
  }
}

/** Where signing in goes: the remembered lead (forgotten once read), else the inbox. */
export function inboxAfterSignIn(now = Date.now()): string {
  const store = storage();
  const text = store?.getItem(KEY);
  store?.removeItem(KEY);
  if (!text) return '/inbox';
  try {
    const { id, at } = JSON.parse(text) as { id?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && now - at >= 0 && now - at < MAX_AGE_MS;
    return fresh && typeof id === 'string' && idPattern.test(id)
      ? `/inbox?id=${encodeURIComponent(id)}`
      : '/inbox';
  } catch {
    return '/inbox';
  }
}
