/**
 * How a site's pages are answered, by the page routes and by every plugin that answers with a
 * page (hosts, product pages, the simulator's mount): the document from the build with the
 * XSRF cookie, `no-cache` (a staff page `no-store` and `noindex`), an ETag and its precompressed
 * variant when the client accepts one; and the site's branded 404 page for anything it does
 * not serve (503 before the site is built).
 */
import { VITALS_SERVER_TIMING } from '@zcomm/site-data/vitals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureXsrfCookie } from '../security/xsrf.ts';
import type { HtmlPage, SiteBuild } from './site-build.ts';

/** Whether the Accept-Encoding header admits `coding` (by name or `*`, with q above 0). */
export function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...params] = item.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

export interface PageAnswers {
  /** Answers a page from the build (or rendered from it); a staff page with `privatePage`. */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    status: number,
    privatePage?: boolean,
  ): void;
  /** The site's 404 page (a plain 404 for none, 503 while nothing is built). */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): void;
}

export interface PageAnswerOptions {
  secureCookies: boolean;
  /** The share of page views that report their Web Vitals (0 to 1). @default 0 */
  vitalsSampleRate?: number;
}

/** The `Server-Timing` value that tells a page the share of views to report, if any. */
export function vitalsServerTiming(rate: number): string | undefined {
  return rate > 0 ? `${VITALS_SERVER_TIMING};desc="${rate}"` : undefined;
}

export function pageAnswers(build: SiteBuild, options: PageAnswerOptions): PageAnswers {
  const serverTiming = vitalsServerTiming(options.vitalsSampleRate ?? 0);
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    status: number,
    privatePage = false,
  ): void {
    ensureXsrfCookie(request, reply, options.secureCookies);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', privatePage ? 'no-store' : 'no-cache')
      .header('vary', 'accept-encoding');
    if (serverTiming) reply.header('server-timing', serverTiming);
    // A staff page (sign-in, inbox): never stored by any cache, never indexed.
    if (privatePage) reply.header('x-robots-tag', 'noindex');
    else if (status === 200) {
      reply.header('etag', page.etag);
      const cached = request.headers['if-none-match'];
      if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
        reply.code(304).send();
        return;
      }
    }
    const acceptEncoding = request.headers['accept-encoding'];
    if (page.br && accepts(acceptEncoding, 'br')) {
      reply.header('content-encoding', 'br').send(page.br);
    } else if (page.gzip && accepts(acceptEncoding, 'gzip')) {
      reply.header('content-encoding', 'gzip').send(page.gzip);
    } else {
      reply.send(page.body);
    }
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
    const pages = request.site ? build.sites.get(request.site) : undefined;
    if (!build.built) {
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('This site has not been built yet. Run the build, then restart the server.');
    } else if (pages?.notFound) {
      sendPage(request, reply, pages.notFound, 404);
    } else {
      reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  }

  return { sendPage, sendNotFound };
}
