/**
 * The request log: one JSON line per answered request (its id, site, route kind, method, route,
 * status and time), instead of Fastify's two, and nothing personal in any line: no address, no
 * query string, no header, no body. The id goes back in `X-Request-Id`.
 */
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { routeKindOf } from '../metrics/index.ts';
import { siteLabel } from '../metrics/registry.ts';
import { REQUEST_ID_HEADER, runInRequest } from '../shared/request-id.ts';

/** A request as log lines show it: its method and path, never its query, headers or address. */
function serializeRequest(request: { method?: string; url?: string }) {
  const url = request.url ?? '';
  const end = url.indexOf('?');
  return { method: request.method, path: end === -1 ? url : url.slice(0, end) };
}

/** The logger's settings with the server's serializers (what an error line says of its request). */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      ...('serializers' in base ? base.serializers : {}),
    },
  };
}

/** What the request line names the route by: its pattern when one matched, else its path. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && pattern !== '*' && !pattern.includes('*')) return pattern;
  return serializeRequest(request).path;
}

/** Puts the rest of a request back inside its own context (`currentRequestId()`). */
function restoreRequest(request: FastifyRequest, _reply: unknown, done: () => void): void {
  runInRequest(request.id, done);
}

async function requestLog(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // The rest of the request (and what it starts) knows its id: `currentRequestId()`.
    runInRequest(request.id, done);
  });
  // Reading a body runs on the socket's events, outside the request: the routes that read one
  // are put back inside before their validation (the others pay nothing for it).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [
      restoreRequest,
      ...(Array.isArray(existing) ? existing : [existing]),
    ] as typeof route.preValidation;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        site: siteLabel(request.site),
        routeKind: routeKindOf(request.url),
        method: request.method,
        route: routeOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/** Ids every request and writes its one log line. */
export const requestLogPlugin = fastifyPlugin(requestLog, { name: 'request-log', fastify: '5.x' });
