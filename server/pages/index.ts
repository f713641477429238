/**
 * The sites' pages from the build: one route per path any site serves (the handler looks the
 * path up for the request's site; `?sent=1` on a form page is its thank-you view), each site's
 * public files (`/robots.txt`, `/favicon.svg`, …), and, for the whole app, what a request that
 * matches nothing or fails gets: the site's 404 page for 403 and 404, a plain message otherwise.
 * Register it after the storefront simulator, which keeps Fastify's own answers to its errors.
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { describeError } from '../http/errors.ts';
import type { PageAnswers } from './answers.ts';
import { Document, PageQuery, PlainText, pageResponses } from './schemas.ts';
import type { HtmlPage, SiteBuild } from './site-build.ts';

const PUBLIC_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** What fills a shop's collection pages at request time (`server/products/collection-list.ts`). */
export interface CollectionPages {
  /**
   * The page a collection route answers: the built page with the collection's products, or the
   * built page itself (not a collection, no mark, or the storefront failing).
   */
  fill(request: FastifyRequest, siteId: SiteId, route: string, page: HtmlPage): Promise<HtmlPage>;
}

export interface PagesOptions {
  build: SiteBuild;
  answers: PageAnswers;
  /** Fills a shop's collection pages with the collection's products (request time). */
  collections?: CollectionPages | undefined;
}

const pages: FastifyPluginAsyncTypebox<PagesOptions> = async (app, options) => {
  const { build } = options;
  const { sendPage, sendNotFound } = options.answers;
  app.setNotFoundHandler(sendNotFound);
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (statusCode === 403 || statusCode === 404) return sendNotFound(request, reply);
    return reply.code(statusCode).type('text/plain; charset=utf-8').send(message);
  });

  const routePaths = new Set<string>();
  const publicNames = new Set<string>();
  for (const site of build.sites.values()) {
    for (const route of site.routes.keys()) routePaths.add(route);
    for (const name of site.publicFiles) publicNames.add(name);
  }
  // Routes of the root: the app's validator, never one a plugin set for its own routes.
  const routes = { validatorCompiler: TypeBoxValidatorCompiler };
  for (const route of routePaths) {
    app.get(
      route,
      { ...routes, schema: { querystring: PageQuery, response: pageResponses } },
      async (request, reply) => {
        const site = request.site ? build.sites.get(request.site) : undefined;
        // Where a native form post lands (`?sent=1`): the form page's thank-you view.
        const sent = request.query.sent === '1';
        const built = (sent ? site?.sentPages.get(route) : undefined) ?? site?.routes.get(route);
        if (!built) return sendNotFound(request, reply);
        // A shop's collection page: with its products' list, read from its storefront.
        const page =
          options.collections && request.site
            ? await options.collections.fill(request, request.site, route, built)
            : built;
        return sendPage(request, reply, page, 200, site?.privateRoutes.has(route) ?? false);
      },
    );
  }
  for (const name of publicNames) {
    // The sitemap lists the product pages too: served by the product pages' routes.
    if (routePaths.has(`/${name}`) || name === 'sitemap.xml') continue;
    app.get(
      `/${name}`,
      { ...routes, schema: { response: { 200: Document, 404: Document, 503: PlainText } } },
      (request, reply) => {
        const site = request.site ? build.sites.get(request.site) : undefined;
        if (!site?.publicFiles.has(name)) return sendNotFound(request, reply);
        reply.sendFile(name, site.publicDir, { maxAge: PUBLIC_FILE_MAX_AGE_MS, immutable: false });
      },
    );
  }
};

/** At the app's root: its not-found and error answers are the whole app's. */
export const pagesPlugin = fastifyPlugin(pages, {
  name: 'pages',
  fastify: '5.x',
  decorators: { request: ['site'], reply: ['sendFile'] },
});
