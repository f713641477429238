/**
 * The lead a signed-out visitor asked for (the notification e-mail's `/inbox?id=…`), kept for
 * this tab while the guard sends them away, so that signing in opens that lead, not the bare
 * inbox. Kept for half an hour at most; read once.
 */
import { readJson, writeJson } from '../../shared/shell/storage';
import { readOpenId } from './lead-id';

const KEY = 'zc-inbox-lead';
const MAX_AGE_MS = 30 * 60_000;

interface Remembered {
  id: string;
  at: number;
}

const isRemembered = (value: unknown): value is Remembered =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Remembered).id === 'string' &&
  readOpenId(new URLSearchParams({ id: (value as Remembered).id })) !== '' &&
  typeof (value as Remembered).at === 'number';

/** Remembers the lead in `search` (an address's query), if it names one. */
export function rememberLead(search: string, now = Date.now()): void {
  const id = readOpenId(new URLSearchParams(search));
  if (id) writeJson(KEY, { id, at: now } satisfies Remembered, 'session');
}

/** Where signing in goes: the remembered lead (forgotten once read), else the inbox. */
export function inboxAfterSignIn(now = Date.now()): string {
  const remembered = readJson(KEY, isRemembered, 'session');
  writeJson(KEY, null, 'session');
  const fresh = remembered && now - remembered.at >= 0 && now - remembered.at < MAX_AGE_MS;
  return fresh ? `/inbox?id=${encodeURIComponent(remembered.id)}` : '/inbox';
}
