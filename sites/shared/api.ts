/**
 * The API client: same-origin `/api/`, cookies included, the XSRF double-submit header on
 * every non-GET call, answers checked for shape. Any transport, status or shape problem
 * becomes an ApiError; callers never see a half-valid value.
 */

export const API_BASE = '/api/';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export type ApiErrorKind = 'network' | 'timeout' | 'status' | 'shape' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

/** Reads a cookie by name from `document.cookie`. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** A JSON-serialisable value, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned. @default 15000 */
  timeout?: number;
}

export function apiUrl(path: string, query?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const qs = search.toString();
  return `${API_BASE}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** Sends a request and returns the parsed JSON body (or undefined for an empty body). */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const timeoutSignal = AbortSignal.timeout(options.timeout ?? 15_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeoutSignal]) : timeoutSignal;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError('aborted', 'Request aborted');
    if (timeoutSignal.aborted) throw new ApiError('timeout', 'Request timed out');
    throw new ApiError('network', `Network error: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new ApiError('status', `Request failed with status ${response.status}`, response.status);
  }
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json'))
    throw new ApiError('shape', 'Expected a JSON answer', response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('shape', 'The answer is not valid JSON', response.status);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
