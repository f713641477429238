/**
 * Host → site: every request's Host header picks its site by exact name (the production hosts
 * of the tenant records in `@zcomm/site-data/tenants`, and with `localHosts` the local
 * `<id>.localhost` names), shared with the app as `request.site`. What no site answers ends here: an unknown host (404 `Unknown
 * site`), bare `localhost` (the index of the local sites, local demo only), and a path that
 * tries to climb out (`..`, `.`, backslashes, NUL; the site's 404 page).
 */

import { type HostResolution, isLocalHost, resolveHost } from '@zcomm/site-data/hosts';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { documentPolicy } from '../security/csp.ts';
import { indexPageStyleHash, renderIndexPage } from './index-page.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site picked by the Host header; null for the local index and unknown hosts. */
    site: SiteId | null;
  }
}

export interface HostsOptions {
  /** Also serve the local `*.localhost` names and the index of them at `localhost`. */
  localHosts: boolean;
  /** Paths answered on every host, known or not (the health checks a load balancer probes). */
  anyHostPaths: ReadonlySet<string>;
  /** Answers a site's request that it does not serve (its 404 page). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The path of a request URL when it is safe to look up, undefined when it is malformed or
 * tries to climb out (`..`, `.`, backslashes, NUL), in plain or percent-encoded form.
 */
export function safePath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) {
    return undefined;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return raw;
}

function portOf(host: string | undefined): string | undefined {
  return host?.match(/:(\d{1,5})$/)?.[1];
}

async function hosts(app: FastifyInstance, options: HostsOptions): Promise<void> {
  app.log.info(
    options.localHosts
      ? 'Serving the production hosts and the local *.localhost names (local demo)'
      : 'Serving the production hosts only (set LOCAL_DEMO=1 for the *.localhost names)',
  );
  /** The site of a Host header; local names are unknown hosts unless asked for. */
  const resolve = (host: string | undefined): HostResolution => {
    const resolution = resolveHost(host);
    return !options.localHosts && resolution.kind !== 'unknown' && isLocalHost(host)
      ? { kind: 'unknown' }
      : resolution;
  };

  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request, reply) => {
    const resolution = resolve(request.headers.host);
    if (resolution.kind === 'site') request.site = resolution.siteId;
    const path = request.url.split('?', 1)[0] ?? '';
    if (options.anyHostPaths.has(path)) return;
    if (resolution.kind === 'unknown') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Unknown site');
    }
    if (resolution.kind === 'index') {
      if ((request.method === 'GET' || request.method === 'HEAD') && path === '/') {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', documentPolicy([indexPageStyleHash]))
          .send(renderIndexPage(portOf(request.headers.host)));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (safePath(request.url) === undefined) return options.notFound(request, reply);
  });
}

/** Shared with the whole app: `request.site`, and the hook every request passes first. */
export const hostsPlugin = fastifyPlugin(hosts, { name: 'hosts', fastify: '5.x' });
