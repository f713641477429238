import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { escapeHtml } from '../html.ts';
import { ensureXsrfCookie, isNativeFormPost, xsrfRefusal } from '../security/xsrf.ts';
import { rateLimitKey } from '../shared/client-address.ts';
import { describeError, HttpError } from '../shared/http-errors.ts';
import { inboxRoutes } from '../staff/index.ts';
import type { DeliveryWorker } from '../workers/delivery-worker.ts';
import type { AccountLoginLimit, SessionTimes } from './auth/accounts.ts';
import { authRoutes } from './auth/index.ts';
import { collectionRoutes } from './collections/index.ts';
import { formRoutes } from './forms/index.ts';
import type { IntakeSettings } from './forms/intake.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

export interface RateLimitSetting {
  /** Requests allowed per client IP within the window. */
  max: number;
  /** Window length in milliseconds, or an `ms`-style string such as `'1 minute'`. */
  timeWindow: number | string;
}

export interface RateLimits {
  /** Each form endpoint. @default { max: 10, timeWindow: '1 minute' } */
  forms: RateLimitSetting;
  /** `POST /api/auth/login`, per client IP. @default { max: 5, timeWindow: '1 minute' } */
  login: RateLimitSetting;
  /**
   * Failed sign-ins per account (from any address) before every attempt on it is refused until
   * the window ends. @default { max: 10, windowMs: 15 minutes }
   */
  loginAccount: AccountLoginLimit;
  /** Each shop's storefront simulator (GraphQL). @default { max: 300, timeWindow: '1 minute' } */
  storefront: RateLimitSetting;
  /** The staff inbox's API, per session (or IP). @default { max: 300, timeWindow: '1 minute' } */
  inbox: RateLimitSetting;
  /** Its CSV exports, per session (or IP). @default { max: 10, timeWindow: '1 minute' } */
  inboxExport: RateLimitSetting;
}

export const defaultRateLimits: RateLimits = {
  forms: { max: 10, timeWindow: '1 minute' },
  login: { max: 5, timeWindow: '1 minute' },
  loginAccount: { max: 10, windowMs: 15 * 60_000 },
  storefront: { max: 300, timeWindow: '1 minute' },
  inbox: { max: 300, timeWindow: '1 minute' },
  inboxExport: { max: 10, timeWindow: '1 minute' },
};

export interface ApiOptions {
  db: Database;
  secureCookies: boolean;
  sessionTimes: SessionTimes;
  rateLimits: RateLimits;
  /** Delivers stored submissions; the form routes queue each one for its channels. */
  deliveries?: DeliveryWorker | undefined;
  /** The form routes' daily cap per client address and storage quota. */
  intake?: IntakeSettings | undefined;
}

/** A small page for a native form post the API could not accept. */
function errorPage(message: string, fields: Record<string, string> | undefined): string {
  const items = Object.entries(fields ?? {})
    .map(
      ([name, problem]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(problem)}</li>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Not sent</title></head><body><main>',
    '<h1>Your message was not sent</h1>',
    `<p>${escapeHtml(message)}</p>`,
    items ? `<ul>${items}</ul>` : '',
    '<p>Go back, check the form and try again.</p>',
    '</main></body></html>',
  ].join('');
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, fields, retryAfter } = describeError(error);
  if (statusCode === 503) request.log.warn({ err: error }, 'API request refused: database busy');
  else if (statusCode >= 500) request.log.error({ err: error }, 'API request failed');
  reply.code(statusCode);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  if (request.method === 'POST' && isNativeFormPost(request)) {
    return reply.type('text/html; charset=utf-8').send(errorPage(message, fields));
  }
  return reply.send(fields ? { error: message, fields } : { error: message });
}

/**
 * The JSON API, mounted at `/api` for known site hosts. Every call is `no-store`; reads
 * hand out the XSRF cookie; every other method must pass the XSRF check.
 */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  // On PostgreSQL the counters live in the database, so every server process on it shares the
  // same limits. SQLite serves one process: its counters stay in memory, sparing each request a
  // second flushed commit.
  await app.register(fastifyRateLimit, {
    global: false,
    // The client's address (as TRUST_PROXY lets it be read); an IPv6 client by its /64.
    keyGenerator: (request) => rateLimitKey(request.ip),
    ...(options.db.dialect === 'postgres' ? { store: databaseRateLimitStore(options.db) } : {}),
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') {
      ensureXsrfCookie(request, reply, options.secureCookies);
      return;
    }
    const refusal = xsrfRefusal(request);
    if (refusal) throw new HttpError(403, refusal);
  });

  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    sendError(new HttpError(404, 'Not found.'), request, reply),
  );

  await app.register(collectionRoutes, { db: options.db });
  await app.register(authRoutes, {
    db: options.db,
    secureCookies: options.secureCookies,
    sessionTimes: options.sessionTimes,
    loginRateLimit: options.rateLimits.login,
    accountLoginLimit: options.rateLimits.loginAccount,
  });
  await app.register(formRoutes, {
    db: options.db,
    formRateLimit: options.rateLimits.forms,
    deliveries: options.deliveries,
    intake: options.intake,
  });
  await app.register(inboxRoutes, {
    prefix: '/inbox',
    db: options.db,
    rateLimit: options.rateLimits.inbox,
    exportRateLimit: options.rateLimits.inboxExport,
    deliveries: options.deliveries,
  });
}
