/**
 * The session cookie: `__Host-zc_session` over HTTPS, `zc_session` over plain HTTP (the local
 * demo), and reading the token a request carries, as the sign-in and the staff inbox do.
 */
import type { FastifyRequest } from 'fastify';

/** The session cookie over plain HTTP (the local demo on `http://*.localhost`). */
export const SESSION_COOKIE = 'zc_session';
/**
 * The session cookie over HTTPS: the `__Host-` prefix makes browsers keep it only when it is
 * Secure, has Path=/ and no Domain, so no other host or plain-HTTP answer can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Whether the request came over HTTPS: directly, or through a trusted proxy that says so in
 * `X-Forwarded-Proto` (Fastify reads it only from the proxies TRUST_PROXY names).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The session token the browser sent: the `__Host-` cookie, or over plain HTTP the plain one.
 * A plain cookie on an HTTPS request is ignored (a plain-HTTP answer could have planted it).
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  return (
    request.cookies[SECURE_SESSION_COOKIE] ??
    (isHttps(request) ? undefined : request.cookies[SESSION_COOKIE])
  );
}
