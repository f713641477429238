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
  /** Seconds the server asked to wait before a retry (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;
  /**
   * A refusal's JSON answer (409, or a form's 400, 413 or 415), which may say more than its
   * status (`{error, fields}`); undefined otherwise.
   */
  readonly answer: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status?: number,
    retryAfter?: number,
    answer?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.retryAfter = retryAfter;
    this.answer = answer;
  }
}

/** `Retry-After` in whole seconds (the date form counts from now); undefined when absent. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The refusals whose JSON answer is read: a conflict, and a form's field or upload problems. */
const refusalsWithAnswers = new Set([400, 409, 413, 415]);

/** A refusal's JSON answer; undefined when it has none (or it cannot be read). */
async function conflictAnswer(response: Response): Promise<unknown> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | undefined>;
  /** Let the request outlive the page (a last word as it closes). */
  keepalive?: boolean;
  /** A JSON-serialisable value, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Milliseconds before the request, answer included, is abandoned. @default 15000 */
  timeout?: number;
  /**
   * `'json'` reads the answer as JSON; `'status'` only checks for a 2xx status and leaves the
   * body unread (a form endpoint may answer with anything). @default 'json'
   */
  answer?: 'json' | 'status';
}

/** How long a call may take by default, answer included. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export function apiUrl(path: string, query?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const qs = search.toString();
  return `${API_BASE}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * Sends a request and returns the parsed JSON body (or undefined for an empty body, or with
 * `answer: 'status'`). The timeout runs on the page's timers, so a test clock controls it.
 */
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

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeout ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, deadline.signal])
    : deadline.signal;
  const failure = (error: unknown): ApiError => {
    if (options.signal?.aborted) return new ApiError('aborted', 'Request aborted');
    if (deadline.signal.aborted) return new ApiError('timeout', 'Request timed out');
    return new ApiError('network', `Network error: ${(error as Error).message}`);
  };

  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) {
      const answer = refusalsWithAnswers.has(response.status)
        ? await conflictAnswer(response)
        : undefined;
      if (answer === undefined) void response.body?.cancel().catch(() => undefined);
      throw new ApiError(
        'status',
        `Request failed with status ${response.status}`,
        response.status,
        retryAfterSeconds(response.headers.get('Retry-After')),
        answer,
      );
    }
    if (options.answer === 'status') {
      void response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failure(error);
    }
    if (text === '') return undefined;
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('json')) {
      throw new ApiError('shape', 'Expected a JSON answer', response.status);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('shape', 'The answer is not valid JSON', response.status);
    }
  } finally {
    clearTimeout(timer);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
