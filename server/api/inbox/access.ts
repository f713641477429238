/**
 * Who may use the inbox API, checked before anything else: the agency's host only (404
 * elsewhere), a rate limit per live session (per client address for every request without
 * one, whatever cookie it carries; 429 past it), a
 * script's XSRF header on every change (403 without it), and a live staff session (401
 * without one), which the routes then read as `request.staff`. Every answer is `no-store`
 * and `noindex`.
 */
import { createHash } from 'node:crypto';
import type { Profile } from '@zcomm/site-data/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionToken } from '../../auth/session-cookie.ts';
import { findSessionUser } from '../../auth/sessions.ts';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import { XSRF_HEADER } from '../../security/xsrf.ts';
import { rateLimitKey as clientKey } from '../../shared/client-address.ts';
import { HttpError } from '../../shared/http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an inbox call. */
    staff: Profile | null;
  }
}

/** The site whose host serves the inbox. */
export const INBOX_SITE = 'agency';

const sessionLookups = new WeakMap<FastifyRequest, Promise<Profile | undefined>>();

/** The staff member of the request's session, looked up once per request; undefined for none. */
function sessionStaff(request: FastifyRequest): Promise<Profile | undefined> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    const token = sessionToken(request);
    lookup = token ? findSessionUser(request.server.db, token) : Promise.resolve(undefined);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The key the inbox's rate limits count by: a live session (its token's hash), else the client
 * address, so made-up session cookies count against their address like no cookie at all. A
 * request without a cookie costs no database read.
 */
export async function inboxRateLimitKey(request: FastifyRequest): Promise<string> {
  const token = sessionToken(request);
  return token && (await sessionStaff(request))
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
  // Counted per live session, else per address: a flood without a cookie costs no database read.
  app.addHook('onRequest', app.rateLimit({ ...rateLimit, keyGenerator: inboxRateLimitKey }));
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Only scripts call the inbox: a native form post (which passes the origin check) is refused.
      if (request.headers[XSRF_HEADER] === undefined) {
        throw new HttpError(403, 'The XSRF token is missing or does not match.');
      }
    }
    const staff = await sessionStaff(request);
    if (!staff) throw new HttpError(401, 'Sign in to use the inbox.');
    request.staff = staff;
  });
}
