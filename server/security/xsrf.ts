/**
 * The XSRF defence: a cookie scripts echo in a header on every change, and, for a native form
 * post (which cannot), the check that it comes from this very origin.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * Sets a fresh `XSRF-TOKEN` cookie (readable by scripts) unless a valid one came in: Secure when
 * `secure` says so or the request came over HTTPS (directly or through a trusted proxy).
 */
export function ensureXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): void {
  const current = request.cookies[XSRF_COOKIE];
  if (current && tokenPattern.test(current)) return;
  reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: secure || request.protocol === 'https',
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Whether the request's Origin names this very host (scheme http or https). */
function fromSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host?.toLowerCase();
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  if (!host || origin === 'null') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}

/**
 * The cross-site request check for a state-changing API call. A script call must echo the
 * `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`. A native HTML form post (urlencoded or multipart,
 * no such header) must come from this origin: its `Origin` names this host, or, when a
 * browser sends no `Origin`, `Sec-Fetch-Site` says `same-origin`.
 * Returns why the call is refused, or undefined when it may go on.
 */
export function xsrfRefusal(request: FastifyRequest): string | undefined {
  const header = request.headers[XSRF_HEADER];
  if (header !== undefined) {
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) {
      return 'The XSRF token is missing or does not match.';
    }
    return undefined;
  }
  const type = mediaType(request);
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    return fromSameOrigin(request) ? undefined : 'Cross-site form posts are not accepted.';
  }
  return 'The XSRF token is missing or does not match.';
}

/** A native browser form post wants a page back: it sent no XSRF header and accepts HTML. */
export function isNativeFormPost(request: FastifyRequest): boolean {
  return (
    request.headers[XSRF_HEADER] === undefined &&
    (request.headers.accept ?? '').toLowerCase().includes('text/html')
  );
}
