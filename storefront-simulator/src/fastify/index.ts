import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawingAtWidth, pictureFile, servedWidth } from '../drawings/sized.ts';
import { createStorefront, type Storefront, type StorefrontUrls } from '../engine.ts';
import type { QueryLimits } from '../limits.ts';
import { STOREFRONT_API_VERSION } from '../schema.ts';
import type { ShopCatalogue } from '../types.ts';
import {
  checkoutStyleHash,
  renderCheckoutPage,
  renderMissingCartPage,
  renderOrderPlacedPage,
} from './checkout-page.ts';
import { clientOf } from './client.ts';
import { FAULT_TIMEOUT_MS, type FaultSwitch, registerFaults } from './faults.ts';
import { type OrderWebhook, orderPayload, sendOrderWebhook } from './orders.ts';
import {
  defaultPictureOptions,
  matchesEntityTag,
  PictureCache,
  type PictureOptions,
  PicturesBusyError,
  Rasteriser,
} from './pictures.ts';

export interface StorefrontPluginOptions {
  /** The shops to serve, one per `<shop>.myshopify.com` domain. */
  catalogues: readonly ShopCatalogue[];
  /**
   * The Fastify `prefix` the simulator's routes live under:
   * `<prefix>/<domain>/api/<version>/graphql`. @default '/storefront'
   */
  prefix?: string;
  /**
   * Carts kept in memory; the least recently used one is dropped beyond this.
   * @default 1000
   */
  maxCarts?: number;
  /** Depth, cost and answer-size limits of one GraphQL request. @default defaultQueryLimits */
  limits?: Partial<QueryLimits>;
  /**
   * GraphQL requests each client IP may make per window, counted like the API's limits.
   * @default { max: 300, timeWindow: 60_000 }
   */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * Serve the fault switch (`POST`/`DELETE <prefix>/_faults`), for tests and the local demo
   * only: never in production. @default false
   */
  faults?: boolean;
  /** The shop a request's host serves: a fault set there touches only that shop. @default every shop */
  shopOfHost?: (request: FastifyRequest) => string | undefined;
  /** How long a `timeout` fault holds a request before answering 504. @default 30 s */
  faultTimeoutMs?: number;
  /**
   * Shops whose placed orders are sent as an `orders/create` webhook, by shop domain: the
   * receiver's URL and the secret the body is signed with. @default none
   */
  orderWebhooks?: Readonly<Record<string, OrderWebhook>>;
  /**
   * The shops' admin token: with it, `POST <prefix>/<domain>/admin/discount-codes` (header
   * `X-Shopify-Access-Token`) configures a discount code, as a shop's staff would in Shopify's
   * admin. Without it there is no such route. @default none
   */
  adminToken?: string;
  /**
   * How product pictures are rendered and kept: drawing threads, the queue waiting for them,
   * and the cache's limits. @default defaultPictureOptions
   */
  pictures?: Partial<PictureOptions>;
}

/** A cart permalink's lines: `<variant>:<quantity>` pairs, comma separated (at most 100). */
const PERMALINK = /^\d{1,20}:\d{1,3}(?:,\d{1,20}:\d{1,3}){0,99}$/;

/** The lines of a cart permalink, or undefined when it is not one. */
export function parsePermalink(
  text: string,
): { variantId: string; quantity: number }[] | undefined {
  if (!PERMALINK.test(text)) return undefined;
  const lines = text.split(',').map((pair) => {
    const [variantId = '', quantity = ''] = pair.split(':');
    return { variantId, quantity: Number(quantity) };
  });
  return lines.every((line) => line.quantity >= 1) ? lines : undefined;
}

const defaultStorefrontRateLimit = { max: 300, timeWindow: 60_000 };

const GRAPHQL_BODY_LIMIT = 256 * 1024;
const IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;
const API_VERSION = /^(?:\d{4}-\d{2}|unstable)$/;
const CART_TOKEN = /^[0-9a-f]{32}$/;
const ALLOWED_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'x-sdk-variant',
  'x-sdk-variant-source',
  'x-sdk-version',
  'x-shopify-storefront-access-token',
].join(', ');

/** A `timeout` fault: no answer until the time is up (then 504), unless the client gives up. */
function holdUntilTimeout(reply: FastifyReply, ms: number) {
  return new Promise<FastifyReply>((resolve) => {
    const timer = setTimeout(() => {
      resolve(
        reply
          .code(504)
          .header('cache-control', 'no-store')
          .send({ errors: [{ message: 'Gateway Timeout', extensions: { code: 'TIMEOUT' } }] }),
      );
    }, ms);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}

/**
 * The local storefront simulator, registered under its `prefix` (`/storefront` unless given):
 * the Storefront API GraphQL endpoint the Buy Button calls
 * (`POST <prefix>/:domain/api/:version/graphql`), the generated product images
 * (`GET <prefix>/:domain/images/:file`) and a checkout page standing in for the hosted checkout
 * (`GET <prefix>/:domain/checkout/:cartId`). Carts live in memory.
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: StorefrontPluginOptions,
): Promise<void> {
  const prefix = (options.prefix ?? '/storefront').replace(/\/+$/, '');
  await app.register(storefrontPlugin, { ...options, prefix });
}

/** A route's path parameters, every one a string (the handlers check what they mean). */
function paramsSchema<const Names extends readonly string[]>(...names: Names) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required: names,
  } as const;
}

const graphqlParams = paramsSchema('domain', 'version');

/**
 * The picture's query: Shopify's image URL parameters, any value (one that is not a size is
 * ignored, as the CDN ignores it).
 */
const imageQuery = {
  type: 'object',
  properties: {
    width: { description: 'The width asked for, 1 to 5760 pixels.' },
    height: { description: 'The height asked for, 1 to 5760 pixels.' },
  },
} as const;

/**
 * The simulator's routes as a Fastify plugin, under the prefix it is registered with (the
 * server registers it inside its own prefixed plugin; `registerStorefront` gives it one).
 */
export async function storefrontPlugin(app: FastifyInstance, options: StorefrontPluginOptions) {
  const prefix = app.prefix;
  const storefront = createStorefront({
    catalogues: options.catalogues,
    ...(options.maxCarts ? { maxCarts: options.maxCarts } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.register(fastifyRateLimit, { global: false });
  const faults: FaultSwitch | undefined = options.faults
    ? registerFaults(app, options.shopOfHost ?? (() => undefined))
    : undefined;
  const faultTimeoutMs = options.faultTimeoutMs ?? FAULT_TIMEOUT_MS;
  registerPictures(app, storefront, { ...defaultPictureOptions, ...options.pictures });

  type DomainParams = { domain: string };

  const urlsFor = (request: FastifyRequest, domain: string): StorefrontUrls => {
    const origin = `${request.protocol}://${request.host}`;
    return {
      image: (file) => `${origin}${prefix}/${domain}/images/${file}`,
      checkout: (token) => `${origin}${prefix}/${domain}/checkout/${token}`,
    };
  };

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ errors: [{ message: 'Not Found' }] });

  app.options<{ Params: DomainParams & { version: string } }>(
    '/:domain/api/:version/graphql',
    { schema: { params: graphqlParams } },
    (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', 'x-shopify-api-version')
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '86400')
        .send(),
  );

  app.post<{ Params: DomainParams & { version: string } }>(
    '/:domain/api/:version/graphql',
    {
      schema: { params: graphqlParams },
      bodyLimit: GRAPHQL_BODY_LIMIT,
      config: { rateLimit: options.rateLimit ?? defaultStorefrontRateLimit },
    },
    (request, reply) => {
      const { domain, version } = request.params;
      reply.header('access-control-allow-origin', '*');
      if (!API_VERSION.test(version) || !storefront.shop(domain)) return notFound(reply);
      const fault = faults?.faultFor(request, domain);
      if (fault === 'timeout') return holdUntilTimeout(reply, faultTimeoutMs);
      if (fault && fault !== 'removed-field') return faults?.answer(fault, reply);
      const token = request.headers['x-shopify-storefront-access-token'];
      const result = storefront.handle({
        domain,
        accessToken: typeof token === 'string' ? token : undefined,
        body: request.body,
        urls: urlsFor(request, domain),
        // Carts are bounded per client: an IPv6 one by its /64, as the rate limit counts it.
        client: clientOf(request.ip),
        ...(fault === 'removed-field' && faults
          ? { validationSchema: faults.removedFieldSchema() }
          : {}),
      });
      for (const error of result.internalErrors) {
        request.log.error({ err: error, operation: result.operation }, 'storefront simulator');
      }
      if (result.unknownFields.length > 0) {
        request.log.warn(
          { operation: result.operation, unknownFields: result.unknownFields },
          'storefront simulator: the request asked for fields it does not model',
        );
      }
      // Every version's path is answered with the pinned schema, and says so, as Shopify
      // answers a version it no longer supports with the oldest one it does.
      return reply
        .code(result.status)
        .header('cache-control', 'no-store')
        .header('x-shopify-api-version', STOREFRONT_API_VERSION)
        .type('application/json; charset=utf-8')
        .send(result.body);
    },
  );

  if (options.adminToken) {
    registerDiscountAdmin(app, storefront, options.adminToken, notFound);
  }
  checkoutRoutes(app, {
    storefront,
    urlsFor,
    notFound,
    orderWebhooks: options.orderWebhooks,
  });
}

/**
 * `GET <prefix>/:domain/images/:file`: a product picture as a PNG, at the width asked by the
 * query (`width`, `height`) or the file name's suffix (`<name>_<w>x<h>.png`), the original's
 * (`IMAGE_SIZE`) when none; rendered off the request thread and kept (`pictures.ts`). Answers
 * 304 to a request that has it (`If-None-Match`), 503 while every drawing thread is taken.
 */
function registerPictures(app: FastifyInstance, storefront: Storefront, options: PictureOptions) {
  const rasteriser = new Rasteriser(options);
  const pictures = new PictureCache(options);
  app.addHook('onClose', () => rasteriser.close());

  app.get<{ Params: { domain: string; file: string }; Querystring: Record<string, string> }>(
    '/:domain/images/:file',
    { schema: { params: paramsSchema('domain', 'file'), querystring: imageQuery } },
    async (request, reply) => {
      const { domain, file } = request.params;
      const asked = pictureFile(file);
      const width = servedWidth(
        asked?.width,
        asked?.height,
        request.query.width,
        request.query.height,
      );
      const picture = asked
        ? pictures.get(`${domain}/${asked.name}@${width}`, () => {
            const svg = storefront.image(domain, file);
            return svg === undefined ? undefined : rasteriser.render(drawingAtWidth(svg, width));
          })
        : undefined;
      if (picture === undefined) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ errors: [{ message: 'Not Found' }] });
      }
      let rendered: Awaited<typeof picture>;
      try {
        rendered = await picture;
      } catch (error) {
        if (!(error instanceof PicturesBusyError)) throw error;
        return reply
          .code(503)
          .header('retry-after', '1')
          .header('cache-control', 'no-store')
          .send({ errors: [{ message: 'Busy drawing pictures: try again in a moment' }] });
      }
      reply
        .header('etag', rendered.etag)
        .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`)
        .header('access-control-allow-origin', '*');
      if (matchesEntityTag(request.headers['if-none-match'], rendered.etag)) {
        return reply.code(304).send();
      }
      return reply
        .type('image/png')
        .header('content-security-policy', "default-src 'none'")
        .send(rendered.png);
    },
  );
}

/** Whether `given` is the admin token, compared in constant time. */
function isAdminToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

/**
 * `POST <prefix>/:domain/admin/discount-codes`: a shop's staff configure a discount code,
 * `{"code": "QUOTE-…", "prices": [{"variantId": "gid://shopify/ProductVariant/…", "unitPrice":
 * "12.50"}]}`, answered `201 {code}`; `401` without the admin token, `400 {error}` for a bad body.
 */
function registerDiscountAdmin(
  app: FastifyInstance,
  storefront: ReturnType<typeof createStorefront>,
  adminToken: string,
  notFound: (reply: FastifyReply) => FastifyReply,
) {
  app.post<{ Params: { domain: string } }>(
    '/:domain/admin/discount-codes',
    { bodyLimit: 64 * 1024, schema: { params: paramsSchema('domain') } },
    (request, reply) => {
      const { domain } = request.params;
      if (!storefront.shop(domain)) return notFound(reply);
      reply.header('cache-control', 'no-store');
      if (!isAdminToken(request.headers['x-shopify-access-token'], adminToken)) {
        return reply.code(401).send({ error: 'Invalid admin access token.' });
      }
      const body = (request.body ?? {}) as { code?: unknown; prices?: unknown };
      const made = storefront.createDiscountCode(domain, { code: body.code, prices: body.prices });
      if ('error' in made) return reply.code(400).send({ error: made.error });
      return reply.code(201).send({ code: made.code });
    },
  );
}

/** The simulator's checkout pages' CSP: their own style and images, forms to themselves. */
const checkoutPolicy = [
  "default-src 'none'",
  `style-src '${checkoutStyleHash}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface CheckoutRouteContext {
  storefront: ReturnType<typeof createStorefront>;
  urlsFor: (request: FastifyRequest, domain: string) => StorefrontUrls;
  notFound: (reply: FastifyReply) => FastifyReply;
  orderWebhooks: StorefrontPluginOptions['orderWebhooks'];
}

/** The media type of a native form post (Place order). */
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The checkout page, cart permalinks and Place order. */
function checkoutRoutes(app: FastifyInstance, context: CheckoutRouteContext) {
  const { storefront, urlsFor, notFound } = context;
  type DomainParams = { domain: string };
  // Shopify's cart permalink: a new cart with these lines, straight to its checkout.
  app.get<{ Params: DomainParams & { lines: string } }>(
    '/:domain/cart/:lines',
    { schema: { params: paramsSchema('domain', 'lines') } },
    (request, reply) => {
      const { domain } = request.params;
      if (!storefront.shop(domain)) return notFound(reply);
      const lines = parsePermalink(request.params.lines);
      const made = lines
        ? storefront.cartFromLines(domain, lines, urlsFor(request, domain))
        : undefined;
      if (!made || 'error' in made) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', checkoutPolicy)
          .send(renderMissingCartPage(made?.error ?? 'This cart link is not valid.'));
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(urlsFor(request, domain).checkout(made.token), 303);
    },
  );

  // The checkout page's Place order: the cart becomes an order (and is gone), and the shop's
  // orders/create webhook is sent when one is configured. The button is a native form of no
  // fields: its urlencoded body is read (a few bytes at most) and not used.
  if (!app.hasContentTypeParser(FORM_TYPE)) {
    app.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
  }
  app.post<{ Params: DomainParams & { cartId: string } }>(
    '/:domain/checkout/:cartId/order',
    { schema: { params: paramsSchema('domain', 'cartId') } },
    async (request, reply) => {
      const { domain, cartId } = request.params;
      if (!storefront.shop(domain)) return notFound(reply);
      const order = CART_TOKEN.test(cartId) ? storefront.placeOrder(domain, cartId) : undefined;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', checkoutPolicy);
      if (!order) return reply.code(404).send(renderMissingCartPage());
      const payload = orderPayload(order, new Date());
      const webhook = context.orderWebhooks?.[domain];
      if (webhook) {
        // A receiver on this server is asked on the shop's host, within the process.
        const local = async (path: string, delivery: { body: string; headers: object }) =>
          (
            await app.inject({
              method: 'POST',
              url: path,
              headers: { ...delivery.headers, host: request.host },
              payload: delivery.body,
            })
          ).statusCode;
        await sendOrderWebhook(webhook, domain, payload, request.log, local);
      }
      return reply.send(renderOrderPlacedPage(order, payload.name));
    },
  );

  app.get<{ Params: DomainParams & { cartId: string } }>(
    '/:domain/checkout/:cartId',
    { schema: { params: paramsSchema('domain', 'cartId') } },
    (request, reply) => {
      const { domain, cartId } = request.params;
      if (!storefront.shop(domain)) return notFound(reply);
      const cart = CART_TOKEN.test(cartId) ? storefront.cart(domain, cartId) : undefined;
      const urls = urlsFor(request, domain);
      return reply
        .code(cart ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', checkoutPolicy)
        .send(
          cart
            ? renderCheckoutPage(cart, urls.image, `${urls.checkout(cartId)}/order`)
            : renderMissingCartPage(),
        );
    },
  );
}
