/**
 * Who may use the inbox API, checked before anything else: the agency's host only (404
 * elsewhere), a rate limit per session (per client address without one; 429 past it), a
 * script's XSRF header on every change (403 without it), and a live staff session (401
 * without one), which the routes then read as `request.staff`. Every answer is `no-store`
 * and `noindex`.
 */
import { createHash } from 'node:crypto';
import type { Profile } from '@zcomm/site-data/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionToken } from '../api/auth/session-cookie.ts';
import { findSessionUser } from '../api/auth/sessions.ts';
import type { RateLimitSetting } from '../api/rate-limits.ts';
import { XSRF_HEADER } from '../security/xsrf.ts';
import { rateLimitKey as clientKey } from '../shared/client-address.ts';
import { HttpError } from '../shared/http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an inbox call. */
    staff: Profile | null;
  }
}

/** The site whose host serves the inbox. */
export const INBOX_SITE = 'agency';

/** The key the inbox's rate limits count by: the session (its token's hash), else the IP. */
export function inboxRateLimitKey(request: FastifyRequest): string {
  const token = sessionToken(request);
  return token
    ? `inbox-session:${createHash('sha256').update(token).digest('base64url')}`
    : `inbox-ip:${clientKey(request.ip)}`;
}

/** The signed-in staff member of a request the access hooks let through. */
export function staffOf(request: FastifyRequest): Profile {
  if (!request.staff) throw new HttpError(401, 'Sign in to use the inbox.');
  return request.staff;
}

/** Adds the access checks to the inbox's scope (which has `@fastify/rate-limit` registered). */
export function guardInbox(app: FastifyInstance, rateLimit: RateLimitSetting): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (request.site !== INBOX_SITE) throw new HttpError(404, 'Not found.');
  });
  // Counted before the session is looked up, so a flood costs no database reads.
  app.addHook('onRequest', app.rateLimit({ ...rateLimit, keyGenerator: inboxRateLimitKey }));
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Only scripts call the inbox: a native form post (which passes the origin check) is refused.
      if (request.headers[XSRF_HEADER] === undefined) {
        throw new HttpError(403, 'The XSRF token is missing or does not match.');
      }
    }
    const token = sessionToken(request);
    const staff = token ? await findSessionUser(app.db, token) : undefined;
    if (!staff) throw new HttpError(401, 'Sign in to use the inbox.');
    request.staff = staff;
  });
}
