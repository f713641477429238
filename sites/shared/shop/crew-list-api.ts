/**
 * The crew lists' API client: same-origin `/api/crew-lists`, cookies included, the XSRF header
 * on every change; a refusal becomes a CrewListError with the server's message and fields.
 */
import {
  CREW_LISTS_PATH,
  type CrewEntryInput,
  type CrewList,
  type NewCrewList,
} from '@zcomm/site-data/api/crew-lists';
import { API_BASE, isRecord, readCookie } from '../shell/api';

/** A call the server refused (or that never reached it), with what to tell the shopper. */
export class CrewListError extends Error {
  readonly status: number | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, status?: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'CrewListError';
    this.status = status;
    this.fields = fields;
  }
}

const base = `${API_BASE}${CREW_LISTS_PATH.slice(1)}`;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET') headers.set('X-XSRF-TOKEN', readCookie('XSRF-TOKEN') ?? '');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CrewListError('The list could not be reached. Check your connection and try again.');
  }
  const text = await response.text().catch(() => '');
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!response.ok) {
    const error = isRecord(value) && typeof value.error === 'string' ? value.error : undefined;
    const fields = isRecord(value) && isRecord(value.fields) ? value.fields : {};
    throw new CrewListError(
      error ?? 'Something went wrong. Try again in a moment.',
      response.status,
      Object.fromEntries(Object.entries(fields).map(([name, problem]) => [name, String(problem)])),
    );
  }
  return value;
}

/** A list as the server answered it (checked for the fields the page reads). */
function asList(value: unknown): CrewList {
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    !Array.isArray(value.tally) ||
    !Array.isArray(value.products)
  ) {
    throw new CrewListError('The list came back in a shape this page cannot read.');
  }
  return value as unknown as CrewList;
}

export const readCrewList = async (id: string) => asList(await call('GET', `/${id}`));

export async function startCrewList(list: NewCrewList): Promise<{ id: string; url: string }> {
  const value = await call('POST', '', list);
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.url !== 'string') {
    throw new CrewListError('The list came back in a shape this page cannot read.');
  }
  return { id: value.id, url: value.url };
}

export const saveCrewEntry = async (id: string, entry: CrewEntryInput) =>
  asList(await call('PUT', `/${id}/entry`, entry));

export const removeCrewEntry = async (id: string) => {
  await call('DELETE', `/${id}/entry`);
};

export const eraseCrewList = async (id: string) => {
  await call('DELETE', `/${id}`);
};

/** A new organiser link for this list (the organiser only): shown once, it replaces the last. */
export async function makeOrganiserLink(id: string): Promise<string> {
  const value = await call('POST', `/${id}/organiser-link`, {});
  if (!isRecord(value) || typeof value.url !== 'string') {
    throw new CrewListError('The link came back in a shape this page cannot read.');
  }
  return value.url;
}

/** Revokes the organiser link, and the rights of every device that came in by it. */
export const revokeOrganiserLink = async (id: string) => {
  await call('DELETE', `/${id}/organiser-link`);
};

/** Makes this device the list's organiser, with the secret of an organiser link. */
export const claimOrganiser = async (id: string, secret: string) => {
  await call('POST', `/${id}/organiser`, { secret });
};
