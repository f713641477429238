/**
 * `POST /api/vitals`: the Web Vitals a page view reports (sent with `navigator.sendBeacon` once
 * the page is hidden, a JSON text of a few hundred bytes). From a site's own pages only (the
 * browser's `Origin` and `Sec-Fetch-Site` must say so), rate limited per client address,
 * validated by schema, counted into the day's buckets and never kept as it came: no address,
 * no query string, no cookie. A report sent with Do Not Track or Global Privacy Control is
 * answered and not counted. The store (`app.vitals`) gives the staff view and the metrics their
 * 75th percentiles.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { PRODUCT_ROUTE, routesOf } from '@zcomm/site-data/routes';
import type { SiteId } from '@zcomm/site-data/tenants';
import { VITAL_NAMES, VITALS_MAX_BYTES, VITALS_PATH } from '@zcomm/site-data/vitals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Static, Type } from 'typebox';
import { sendApiError } from '../http/errors.ts';
import type { RateLimitSetting } from '../http/rate-limits.ts';
import { rateLimitKey } from '../shared/client-address.ts';
import { HttpError } from '../shared/http-errors.ts';
import { vitalMaximum } from './aggregate.ts';
import { VitalsStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real visitors' Web Vitals, counted per day, site, kind of page and metric. */
    vitals: VitalsStore;
  }
}

const VitalsReport = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/[^?#\\s]*$' }),
    metrics: Type.Object(
      Object.fromEntries(
        VITAL_NAMES.map((name) => [
          name,
          Type.Optional(Type.Number({ minimum: 0, maximum: vitalMaximum(name) })),
        ]),
      ),
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);
type VitalsReport = Static<typeof VitalsReport>;

const INVALID_REPORT = `A report gives the page's path and from one to five of ${VITAL_NAMES.join(', ')}, each within its range.`;

/** The kind of page a path is on a site: one of its routes' kinds, a product, or `other`. */
export function pageKindOf(site: SiteId, path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const prefix = PRODUCT_ROUTE.slice(0, PRODUCT_ROUTE.indexOf(':'));
  for (const route of routesOf(site)) {
    if (route.path === PRODUCT_ROUTE) {
      if (trimmed.startsWith(prefix) && trimmed.length > prefix.length) return route.kind;
    } else if (route.path === trimmed) {
      return route.kind;
    }
  }
  return 'other';
}

/** Why a report is refused as not from the site's own page, or undefined when it is. */
function crossSiteRefusal(request: FastifyRequest): string | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    return "Reports come from the site's own pages.";
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  return host !== undefined && host === request.headers.host
    ? undefined
    : "Reports come from the site's own pages.";
}

/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
const optedOut = (request: FastifyRequest) =>
  request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

export interface VitalsOptions {
  /** Reports per client address (an IPv6 client by its /64). */
  rateLimit: RateLimitSetting;
  /** How often the counts are written. */
  flushIntervalMs?: number | undefined;
}

async function vitalsRoutes(app: FastifyInstance, options: VitalsOptions): Promise<void> {
  const store = new VitalsStore(app.db, app.log);
  app.decorate('vitals', store);
  app.addHook('onReady', async () => {
    store.start(options.flushIntervalMs);
    await store.eraseOld().catch((error: unknown) => {
      app.log.error({ err: error }, 'Web vitals: could not erase old days');
    });
  });
  app.addHook('onClose', () => store.stop());

  await app.register(async (scope) => {
    scope.setValidatorCompiler(TypeBoxValidatorCompiler);
    await scope.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => rateLimitKey(request.ip),
    });
    // `sendBeacon` with a string sends `text/plain`: read as JSON here.
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: VITALS_MAX_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new HttpError(400, 'A report is JSON.'), undefined);
        }
      },
    );
    scope.setErrorHandler(sendApiError);
    scope.post<{ Body: VitalsReport }>(
      VITALS_PATH,
      {
        bodyLimit: VITALS_MAX_BYTES,
        schema: { body: VitalsReport },
        schemaErrorFormatter: () => new HttpError(400, INVALID_REPORT),
        config: { rateLimit: options.rateLimit },
        onRequest: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!request.site) throw new HttpError(404, 'Not found.');
          const refusal = crossSiteRefusal(request);
          if (refusal) throw new HttpError(403, refusal);
        },
      },
      async (request, reply) => {
        const site = request.site;
        if (site && !optedOut(request)) {
          store.record(site, pageKindOf(site, request.body.path), request.body.metrics);
        }
        return reply.code(204).send();
      },
    );
  });
}

/** The vitals endpoint and store (register after the database). */
export const vitalsPlugin = fastifyPlugin(vitalsRoutes, {
  name: 'vitals',
  fastify: '5.x',
  dependencies: ['database'],
});
