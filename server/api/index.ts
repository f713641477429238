/**
 * The JSON API, mounted at `/api` for known site hosts: the collections, signing in and out,
 * the form posts and the staff inbox. Every call is `no-store` and rate limited per client;
 * reads hand out the XSRF cookie; every other method must pass the XSRF check; a failure is
 * answered as JSON (or, to a native form post, as a small page).
 */
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { SessionTimes } from '../auth/sessions.ts';
import { crewListRoutes } from '../crew-lists/index.ts';
import { type CrewListSettings, defaultCrewListSettings } from '../crew-lists/settings.ts';
import { sendApiError } from '../http/errors.ts';
import { databaseRateLimitStore } from '../http/rate-limit-store.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import type { BusinessHours } from '../leads/business-hours.ts';
import type { IntakeSettings } from '../leads/intake.ts';
import type { ProductLookup } from '../products/lookup.ts';
import { ensureXsrfCookie, xsrfRefusal } from '../security/xsrf.ts';
import { rateLimitKey } from '../shared/client-address.ts';
import { HttpError } from '../shared/http-errors.ts';
import type { ArtworkStore } from '../uploads/artwork.ts';
import { authRoutes } from './auth/index.ts';
import { collectionRoutes } from './collections/index.ts';
import { bulkOrderRoutes } from './forms/bulk-order.ts';
import { formRoutes } from './forms/index.ts';
import { staffInbox } from './inbox/index.ts';
import type { QuoteRouteOptions } from './inbox/quotes.ts';

export interface ApiOptions {
  secureCookies: boolean;
  sessionTimes: SessionTimes;
  rateLimits: RateLimits;
  /** The form routes' daily cap per client address and storage quota. */
  intake?: IntakeSettings | undefined;
  /** The leads team's time zone: the inbox's times and the export's. */
  teamTimeZone?: string | undefined;
  /** The sites' business hours, which give New leads their reply-by times. */
  businessHours?: BusinessHours | undefined;
  /** Crew lists' daily cap per client address and how long they are kept. */
  crewLists?: CrewListSettings | undefined;
  /** The shops' products (a bulk order's lines are checked against them) and the artwork's files. */
  bulkOrders?:
    | { products: ProductLookup; artwork: ArtworkStore; clamdSocket?: string | undefined }
    | undefined;
  /** A bulk order's priced checkout links, made in the inbox. */
  quotes?: QuoteRouteOptions | undefined;
}

/** The API (register it at `/api`): it uses the `db` and `deliveries` of the app. */
export async function api(app: FastifyInstance, options: ApiOptions): Promise<void> {
  // On PostgreSQL the counters live in the database, so every server process on it shares the
  // same limits. SQLite serves one process: its counters stay in memory, sparing each request a
  // second flushed commit.
  await app.register(fastifyRateLimit, {
    global: false,
    // The client's address (as TRUST_PROXY lets it be read); an IPv6 client by its /64.
    keyGenerator: (request) => rateLimitKey(request.ip),
    ...(app.db.dialect === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
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

  app.setErrorHandler(sendApiError);
  app.setNotFoundHandler((request, reply) =>
    sendApiError(new HttpError(404, 'Not found.'), request, reply),
  );

  await app.register(collectionRoutes);
  await app.register(authRoutes, {
    secureCookies: options.secureCookies,
    sessionTimes: options.sessionTimes,
    loginRateLimit: options.rateLimits.login,
    accountLoginLimit: options.rateLimits.loginAccount,
  });
  await app.register(formRoutes, {
    formRateLimit: options.rateLimits.forms,
    intake: options.intake,
  });
  if (options.bulkOrders) {
    await app.register(bulkOrderRoutes, {
      rateLimit: options.rateLimits.forms,
      intake: options.intake,
      ...options.bulkOrders,
    });
  }
  await app.register(crewListRoutes, {
    secureCookies: options.secureCookies,
    rateLimit: options.rateLimits.crewLists,
    settings: options.crewLists ?? defaultCrewListSettings,
  });
  await app.register(staffInbox, {
    prefix: '/inbox',
    rateLimit: options.rateLimits.inbox,
    exportRateLimit: options.rateLimits.inboxExport,
    timeZone: options.teamTimeZone,
    hours: options.businessHours,
    artwork: options.bulkOrders?.artwork,
    quotes: options.quotes,
  });
}
