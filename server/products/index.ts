/**
 * The shop sites' product pages, rendered at request time: `/products/:handle` from the shop's
 * storefront through the shop's storefront gateway (a real shop over HTTPS, a demo shop through
 * the local simulator, in process),
 * cached and served stale while refreshing, a branded 503 when the storefront fails with no
 * copy to serve; and `/sitemap.xml` with every page and every product. Their own plugin (not
 * part of `pages/`, which serves the build as it is): a storefront client, a cache and a
 * renderer that only the shops need.
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import { originOf } from '@zcomm/site-data/hosts';
import {
  choiceFromAddress,
  choiceQuery,
  type ProductPageData,
  productHandlePattern,
  productPath,
} from '@zcomm/site-data/product';
import { type SiteId, tenants } from '@zcomm/site-data/tenants';
import type { Shop } from '@zcomm/site-data/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { observeCacheLookup, watchCacheSize } from '../metrics/registry.ts';
import type { PageAnswers } from '../pages/answers.ts';
import { type PageRenderer, rendererLoader } from '../pages/render.ts';
import type { HtmlPage, SiteBuild } from '../pages/site-build.ts';
import { HttpError } from '../shared/http-errors.ts';
import type { StorefrontGateway } from '../storefront-gateway/gateway.ts';
import { type CacheSettings, SwrCache } from './cache.ts';
import { renderProductDocument } from './render.ts';
import { ProductParams, productResponses, sitemapResponses } from './schemas.ts';
import {
  fetchProduct,
  fetchProductHandles,
  StorefrontBudgetError,
  type StorefrontRequest,
} from './storefront.ts';

/** How product pages and the sitemap's product list are cached. */
export interface ProductPageSettings extends CacheSettings {
  /** How long the sitemap's list of products is served without asking again. */
  sitemapTtlMs: number;
}

export const defaultProductPageSettings: ProductPageSettings = {
  ttlMs: 60_000,
  maxEntries: 1_000,
  maxBytes: 16 * 1024 * 1024,
  maxAbsentEntries: 1_000,
  timeoutMs: 3_000,
  sitemapTtlMs: 10 * 60_000,
};

/** Seconds a client is told to wait after a 503. */
const RETRY_AFTER_SECONDS = 30;

export interface ProductPagesOptions {
  build: SiteBuild;
  settings: ProductPageSettings;
  /** The shops' storefront gateway, which every product and sitemap request goes through. */
  gateway?: StorefrontGateway | undefined;
  /** Answers a page from the build (security headers, cookies, ETag, compression). */
  answers: PageAnswers;
  /** Replaces the GraphQL transport (tests). */
  storefrontRequest?: StorefrontRequest | undefined;
  /** Replaces the build's render bundle (tests). */
  renderer?: (() => Promise<PageRenderer>) | undefined;
}

const shopSites: ReadonlyMap<string, { siteId: SiteId; shop: Shop }> = new Map(
  tenants.flatMap((tenant) =>
    'shop' in tenant ? [[tenant.id, { siteId: tenant.id, shop: tenant.shop }] as const] : [],
  ),
);

/**
 * The GraphQL transport: the shop's storefront gateway, inside this process, counted as a
 * product page (by its client) or as the sitemap.
 */
export function gatewayStorefrontRequest(gateway: StorefrontGateway): StorefrontRequest {
  return async (shop, body, signal, caller) => {
    const answer = await gateway.forward({
      shop,
      caller: caller?.kind ?? 'product-page',
      clientAddress: caller?.clientAddress ?? '127.0.0.254',
      body,
      signal,
      log: caller?.log,
    });
    if (answer.overBudget) {
      throw new StorefrontBudgetError(answer.retryAfterSeconds ?? RETRY_AFTER_SECONDS);
    }
    if (answer.status !== 200) {
      throw new Error(`The storefront gateway answered ${answer.status}.`);
    }
    return answer.body;
  };
}

function storefrontRequestOf(options: ProductPagesOptions): StorefrontRequest {
  if (options.storefrontRequest) return options.storefrontRequest;
  if (!options.gateway) throw new Error('Product pages need the storefront gateway.');
  return gatewayStorefrontRequest(options.gateway);
}

/** The plugin's instance, whose routes' inputs are typed by their schemas. */
type TypeBoxInstance = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the two routes share: the build, the storefront, the renderer, the caches. */
interface ProductContext {
  build: SiteBuild;
  answers: PageAnswers;
  request: StorefrontRequest;
  renderer: (() => Promise<PageRenderer>) | undefined;
  products: SwrCache<ProductPageData | null>;
  handles: SwrCache<string[]>;
}

/**
 * The query of the choice an address asks for, in its one spelling (`?variant=…` or
 * `?color=…`); '' when it asks for nothing the page would not start with.
 */
export function addressChoice(product: ProductPageData, params: URLSearchParams): string {
  const asked = choiceFromAddress(product, params);
  const plain = choiceFromAddress(product, new URLSearchParams());
  const same =
    Object.keys(asked).length === Object.keys(plain).length &&
    Object.entries(asked).every(([name, value]) => plain[name] === value);
  return same ? '' : choiceQuery(product, asked);
}

/** The product's page, rendered once per cached copy, site and choice. */
function productPageRoute(app: TypeBoxInstance, context: ProductContext) {
  const { build, renderer, products, request } = context;
  const options = context.answers;
  // The rendered document of each cached product object, per site: rendered once per load.
  const documents = new WeakMap<ProductPageData, Map<string, Promise<HtmlPage>>>();

  /**
   * The shop's page saying the product cannot be shown now: a 503, or a 429 to a client that
   * has spent its budget of storefront calls (`Retry-After` says when to come back).
   */
  async function unavailable(
    reqst: FastifyRequest,
    reply: FastifyReply,
    siteId: SiteId,
    handle: string,
    { status, retryAfterSeconds } = { status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS },
  ) {
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    const template = build.sites.get(siteId)?.productTemplate;
    if (renderer && template) {
      try {
        const page = await renderProductDocument(
          await renderer(),
          template,
          siteId,
          productPath(handle),
          {
            kind: 'unavailable',
            handle,
          },
        );
        return options.sendPage(reqst, reply, page, status, true); // no-store, noindex
      } catch (error) {
        reqst.log.error({ err: error }, 'The product page could not be rendered');
      }
    }
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send('This product cannot be shown right now. Please try again in a minute.');
  }

  app.get(
    '/products/:handle',
    {
      schema: { params: ProductParams, response: productResponses },
      // A malformed handle is a page no shop has: the site's 404 page.
      schemaErrorFormatter: () => new HttpError(404, 'Not found.'),
    },
    async (req, reply) => {
      const site = req.site ? shopSites.get(req.site) : undefined;
      const { handle } = req.params;
      if (!site) return options.sendNotFound(req, reply);
      const template = build.sites.get(site.siteId)?.productTemplate;
      if (!renderer || !template) return options.sendNotFound(req, reply);
      let product: ProductPageData | null;
      let outcome: string;
      try {
        const result = await products.get(`${site.shop.store}/${handle}`, (signal) =>
          fetchProduct(request, site.shop, handle, signal, {
            kind: 'product-page',
            clientAddress: req.ip,
            log: req.log,
          }),
        );
        product = result.value;
        outcome = result.outcome;
        observeCacheLookup(product ? 'product' : 'product_unknown', outcome);
      } catch (error) {
        if (error instanceof StorefrontBudgetError) {
          // This client has asked for too many: it waits, and the request log says so.
          const { retryAfterSeconds } = error;
          return unavailable(req, reply, site.siteId, handle, { status: 429, retryAfterSeconds });
        }
        req.log.error(
          { err: error, product: handle },
          'The storefront did not answer for a product',
        );
        return unavailable(req, reply, site.siteId, handle);
      }
      if (!product) return options.sendNotFound(req, reply);
      reply.header('x-product-cache', outcome);
      let perSite = documents.get(product);
      if (!perSite) {
        perSite = new Map();
        documents.set(product, perSite);
      }
      // The choice the address asks for (a variant, a colour) is rendered in: one document per
      // choice the product has, whatever else the address carries.
      const choice = addressChoice(
        product,
        new URL(req.url, 'http://request.invalid').searchParams,
      );
      const key = `${site.siteId}${choice}`;
      let rendering = perSite.get(key);
      if (!rendering) {
        const state = { kind: 'product', product } as const;
        const path = `${productPath(handle)}${choice}`;
        rendering = renderer().then((loaded) =>
          renderProductDocument(loaded, template, site.siteId, path, state),
        );
        perSite.set(key, rendering);
        rendering.catch(() => perSite.delete(key));
      }
      let page: HtmlPage;
      try {
        page = await rendering;
      } catch (error) {
        req.log.error({ err: error, product: handle }, 'The product page could not be rendered');
        return unavailable(req, reply, site.siteId, handle);
      }
      return options.sendPage(req, reply, page, 200);
    },
  );
}

/** The sitemap: the site's listed pages, and on a shop every product's page. */
function sitemapRoute(app: TypeBoxInstance, context: ProductContext) {
  const { build, handles, request } = context;
  const options = context.answers;
  app.get('/sitemap.xml', { schema: { response: sitemapResponses } }, async (req, reply) => {
    const siteId = req.site;
    const pages = siteId ? build.sites.get(siteId) : undefined;
    if (!siteId || !pages) return options.sendNotFound(req, reply);
    const origin = originOf(siteId);
    const paths = [...pages.sitemapRoutes];
    const site = shopSites.get(siteId);
    if (site && pages.productTemplate) {
      try {
        const { value, outcome } = await handles.get(site.shop.store, (signal) =>
          fetchProductHandles(request, site.shop, signal),
        );
        observeCacheLookup('sitemap', outcome);
        paths.push(...value.filter((handle) => productHandlePattern.test(handle)).map(productPath));
      } catch (error) {
        req.log.error({ err: error }, 'The storefront did not answer for the sitemap');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The sitemap is unavailable right now.');
      }
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}

export const productPages: FastifyPluginAsyncTypebox<ProductPagesOptions> = async (
  app,
  options,
) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const { build, settings } = options;
  const log = app.log;
  const context: ProductContext = {
    build,
    answers: options.answers,
    request: storefrontRequestOf(options),
    renderer: options.renderer ?? (build.renderer ? rendererLoader(build.renderer) : undefined),
    products: new SwrCache<ProductPageData | null>(settings, {
      onRefreshError: (key, error) =>
        log.warn({ err: error, product: key }, 'Product refresh failed'),
    }),
    handles: new SwrCache<string[]>(
      { ...settings, ttlMs: settings.sitemapTtlMs, maxEntries: shopSites.size },
      {
        onRefreshError: (key, error) =>
          log.warn({ err: error, store: key }, 'Sitemap refresh failed'),
      },
    ),
  };
  const { renderer } = context;
  watchCacheSize('product', () => context.products.size);
  watchCacheSize('product_unknown', () => context.products.absentSize);
  watchCacheSize('sitemap', () => context.handles.size);
  // Loads the render bundle and every shop's product page code at start: the first shopper
  // waits for no import, and a rebuild under a running server does not pull its code away.
  app.addHook('onReady', async () => {
    if (!renderer) return;
    for (const { siteId } of shopSites.values()) {
      if (!build.sites.get(siteId)?.productTemplate) continue;
      try {
        await (await renderer()).renderPage(siteId, productPath('warm-up'), {
          kind: 'unavailable',
          handle: 'warm-up',
        });
      } catch (error) {
        log.error({ err: error }, 'The product page renderer could not be loaded');
      }
    }
  });

  productPageRoute(app, context);
  sitemapRoute(app, context);
};
