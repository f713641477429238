import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  type HostResolution,
  isLocalHost,
  resolveHost,
  siteIds,
} from '../sites/shared/resolve-site.ts';
import { shops } from '../sites/shared/shops.ts';
import type { SiteId } from '../sites/tenants.ts';
import { accountsWithPassword, ensureUserWithPassword } from './api/auth/accounts.ts';
import { FORM_BODY_LIMIT } from './api/forms/index.ts';
import type { IntakeSettings } from './api/forms/intake.ts';
import type { RateLimitSetting } from './api/index.ts';
import { apiRoutes, defaultRateLimits, type RateLimits } from './api/index.ts';
import { applyServerBusyTimeout } from './db/busy.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { DEFAULT_DEMO_PASSWORD, DEMO_USER } from './db/seed.ts';
import { indexPageStyleHash, renderIndexPage } from './hosts/index-page.ts';
import { type HtmlPage, loadSiteBuild, type SiteBuild } from './pages/site-build.ts';
import {
  defaultProductPageSettings,
  type ProductPageSettings,
  type ProductPagesOptions,
  productPages,
} from './products/index.ts';
import { documentPolicy } from './security/csp.ts';
import {
  fixedSecurityHeaders,
  HSTS_VALUE,
  isShopSite,
  PERMISSIONS_POLICY,
  sitePolicies,
} from './security/headers.ts';
import { ensureXsrfCookie } from './security/xsrf.ts';
import { describeError } from './shared/http-errors.ts';
import type { StorefrontSettings } from './shared/real-storefronts.ts';
import { DeliveryWorker } from './workers/delivery-worker.ts';
import { describeSmtp } from './workers/lead-email.ts';
import { defaultRetry as defaultLeadRetry, type LeadSettings } from './workers/lead-settings.ts';
import {
  DEFAULT_RETENTION_DAYS,
  type RetentionSettings,
  RetentionSweeper,
} from './workers/retention.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site picked by the Host header; null for the local index and unknown hosts. */
    site: SiteId | null;
  }
}

export interface ServerOptions {
  /** The client build: `client/`, `pages/`, `manifest.json`. */
  buildDir: string;
  /** Where `app.db` lives; created when missing. */
  dataDir: string;
  /**
   * `postgres://…`: every table lives in this PostgreSQL database instead of `app.db`, so several
   * server processes can share it. @default SQLite in `dataDir`
   */
  databaseUrl?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Send `Strict-Transport-Security` (only behind HTTPS). @default false */
  hsts?: boolean;
  /** Mark cookies `Secure`. @default the value of `hsts` */
  secureCookies?: boolean;
  /**
   * The proxies whose `X-Forwarded-For` / `-Proto` / `-Host` are believed: addresses and CIDR
   * ranges (Fastify's `trustProxy`). @default none
   */
  trustProxy?: readonly string[];
  /** Serve the storefront simulator at `/storefront` on the shop hosts. @default true */
  storefront?: boolean;
  /**
   * Also serve the local development names: `<id>.localhost` for each site and the index of
   * them at `localhost`. @default false (only the production hosts of `sites/tenants.ts`)
   */
  localHosts?: boolean;
  /**
   * The local demo's sign-in: the account `demo@zcomm.example` exists with exactly this password
   * (created, or its password reset, at start). Without it no account is created, and the
   * server refuses to start while any account still has the demo's published password.
   * @default no demo account
   */
  demoPassword?: string;
  /** Per-IP limits of the form and login endpoints. */
  rateLimits?: Partial<RateLimits>;
  /** How long a sign-in lasts at most, however active. @default 12 hours */
  sessionLifetimeMs?: number;
  /** How long a sign-in lasts without a request. @default 30 minutes */
  sessionIdleMs?: number;
  /**
   * Real Shopify storefronts replacing the demo shops, by store name: the collection records
   * carry their domain and token, and the shop site's CSP names exactly that origin.
   * @default {} (the demo shops, answered by the local simulator)
   */
  storefronts?: StorefrontSettings;
  /** How long a client may take; past it the connection is closed. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Where stored submissions are delivered (e-mail, webhook) and how failed deliveries are
   * retried. @default nothing is delivered
   */
  leads?: LeadSettings;
  /**
   * The form API's cap on submissions per client address a day and its storage quota.
   * @default 100 a day, 1 GiB
   */
  intake?: IntakeSettings;
  /**
   * How long submissions are kept: older ones are erased, with their deliveries, at start and
   * then every hour. @default { days: 365 }
   */
  retention?: RetentionSettings;
  /**
   * How `/products/:handle` pages are cached; the storefront transport and the render bundle
   * may be replaced (tests). @default defaultProductPageSettings, the build's render bundle
   */
  productPages?: {
    settings?: Partial<ProductPageSettings>;
    storefrontRequest?: ProductPagesOptions['storefrontRequest'];
    renderer?: ProductPagesOptions['renderer'];
  };
}

export interface ServerTimeouts {
  /** From the connection (or the end of the last request) until the headers are in. */
  headersMs: number;
  /** From the connection until the whole request, body included, is in. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open after a response. */
  keepAliveMs: number;
  /** How long a connection may stay silent at any point. */
  idleMs: number;
}

/** Values in the range production Node servers and proxies use. */
export const defaultTimeouts: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
};

/** Sites whose pages embed shop widgets (the Buy Button); the storefront simulator serves them. */
const shopSites: ReadonlySet<SiteId> = new Set(siteIds.filter(isShopSite));
const STOREFRONT_BASE = '/storefront';
const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const PUBLIC_FILE_MAX_AGE_MS = 60 * 60 * 1000;
export const DEFAULT_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;
/** How long `/readyz` waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2_000;
const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** A start the server refuses (a setting or the database is unsafe); the message says why. */
export class StartupRefusedError extends Error {
  override name = 'StartupRefusedError';
}

function securityHeaders(reply: FastifyReply, policy: string, hsts: boolean): void {
  for (const [name, value] of fixedSecurityHeaders(hsts)) reply.header(name, value);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
}

/** Texts of the answers Node's HTTP parser makes, by status; none echoes the request. */
const parserErrors: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * The raw answer to a request Node's HTTP parser refused (a malformed request line, headers
 * too large, a request that took too long), with the same security headers as every other
 * answer and a body that says only the status.
 */
function parserErrorResponse(error: { code?: unknown }, policy: string, hsts: boolean): string {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const reason = parserErrors[status] ?? 'Bad Request';
  const body = `${reason}.\n`;
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    `Permissions-Policy: ${PERMISSIONS_POLICY}`,
    'X-Frame-Options: DENY',
    `Content-Security-Policy: ${policy}`,
    ...(hsts ? [`Strict-Transport-Security: ${HSTS_VALUE}`] : []),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The path of a request URL when it is safe to look up, undefined when it is malformed or
 * tries to climb out (`..`, `.`, backslashes, NUL), in plain or percent-encoded form.
 */
function safePath(url: string): string | undefined {
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

/** Whether the Accept-Encoding header admits `coding` (by name or `*`, with q above 0). */
function accepts(header: string | undefined, coding: string): boolean {
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

function portOf(host: string | undefined): string | undefined {
  return host?.match(/:(\d{1,5})$/)?.[1];
}

/** Builds the server: pages for every host, the API, the storefront simulator. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const hsts = options.hsts ?? false;
  const secureCookies = options.secureCookies ?? hsts;
  const build = await loadSiteBuild(options.buildDir);
  const db = await openDatabase(options.dataDir, {
    databaseUrl: options.databaseUrl,
    storefronts: options.storefronts,
  });
  try {
    await prepareAccounts(db, options.demoPassword);
    // Serving, a statement never blocks the event loop for long: writes retry on timers instead.
    applyServerBusyTimeout(db);
    return await createApp(options, { build, db, hsts, secureCookies });
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The local demo gets its account with exactly its password. Any other start refuses while an
 * account still opens with the demo's published password (a database the demo once used).
 */
async function prepareAccounts(db: Database, demoPassword: string | undefined): Promise<void> {
  if (demoPassword !== undefined) {
    await ensureUserWithPassword(db, { ...DEMO_USER, password: demoPassword });
    return;
  }
  const exposed = await accountsWithPassword(db, DEFAULT_DEMO_PASSWORD);
  if (exposed.length === 0) return;
  const first = exposed[0] ?? DEMO_USER.email;
  throw new StartupRefusedError(
    `Refusing to start: the account${exposed.length > 1 ? 's' : ''} ${exposed.join(', ')} still ${exposed.length > 1 ? 'have' : 'has'} the demo's published password. Remove ${exposed.length > 1 ? 'them' : 'it'} with \`npm run users -- remove ${first}\` or give ${exposed.length > 1 ? 'each' : 'it'} a new password with \`npm run users -- password ${first}\`, then start again.`,
  );
}

/** Says at start which proxies' forwarded headers the server believes. */
function describeTrust(trustProxy: readonly string[]): string {
  return trustProxy.length === 0
    ? 'Trusting no proxy: X-Forwarded-* headers are ignored, the client is the connecting address (set TRUST_PROXY to the addresses of the proxies in front)'
    : `Trusting X-Forwarded-For, -Proto and -Host from ${trustProxy.join(', ')} only (TRUST_PROXY)`;
}

async function createApp(
  options: ServerOptions,
  context: { build: SiteBuild; db: Database; hsts: boolean; secureCookies: boolean },
): Promise<FastifyInstance> {
  const { build, db, hsts, secureCookies } = context;
  const otherPolicy = documentPolicy();
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const requestMs = Math.max(timeouts.requestMs, timeouts.headersMs);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: FORM_BODY_LIMIT,
    trustProxy:
      options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    requestTimeout: requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: requestMs,
      // How often Node looks for requests past their time: often enough for short timeouts.
      connectionsCheckingInterval: Math.max(250, Math.min(1_000, timeouts.headersMs / 4)),
    },
    clientErrorHandler: (error, socket) => {
      if (socket.destroyed) return;
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(parserErrorResponse(error as { code?: unknown }, otherPolicy, hsts));
    },
    // A URL Fastify cannot decode (`/%c0%ae…`): a plain 400 that does not echo it.
    frameworkErrors: (_error, _request, reply) => {
      securityHeaders(reply as unknown as FastifyReply, otherPolicy, hsts);
      (reply as unknown as FastifyReply)
        .code(400)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Bad request.');
    },
  });
  const leads = options.leads;
  const deliveries = new DeliveryWorker({
    db,
    settings: leads ?? { retry: defaultLeadRetry },
    log: app.log,
  });
  const retention = new RetentionSweeper({
    db,
    settings: options.retention ?? { days: DEFAULT_RETENTION_DAYS },
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await Promise.all([deliveries.stop(), retention.stop()]);
    await db.close();
  });
  for (const warning of build.warnings) app.log.warn(warning);
  app.log.info(describeTrust(options.trustProxy ?? []));
  const localHosts = options.localHosts ?? false;
  app.log.info(
    localHosts
      ? 'Serving the production hosts and the local *.localhost names (local demo)'
      : 'Serving the production hosts only (set LOCAL_DEMO=1 for the *.localhost names)',
  );
  if (options.demoPassword !== undefined) {
    app.log.warn(`Demo sign-in on: ${DEMO_USER.email} (local demo only)`);
  }
  /** The site of a Host header; local names are unknown hosts unless asked for. */
  const resolve = (host: string | undefined): HostResolution => {
    const resolution = resolveHost(host);
    return !localHosts && resolution.kind !== 'unknown' && isLocalHost(host)
      ? { kind: 'unknown' }
      : resolution;
  };
  if (leads?.email) {
    app.log.info(`Lead e-mails on: through ${describeSmtp(leads.email)}`);
  } else {
    app.log.info('Lead e-mails off: SMTP_URL is not set, so submissions are stored only');
  }
  if (leads?.webhook) app.log.info(`Lead webhook on: POST ${new URL(leads.webhook.url).origin}`);

  // One policy per site, fixed at start: its storefront, its pages' style attributes and inline scripts.
  const policies = sitePolicies(build, siteIds, options.storefronts);

  app.decorateRequest('site', null);
  await app.register(fastifyCookie);

  // Health checks answer on every host (a load balancer may probe by address).
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    try {
      await withDeadline(db.get('SELECT 1 AS ready'), READY_TIMEOUT_MS);
      return reply.send('ready\n');
    } catch (error) {
      request.log.warn({ err: error }, 'Not ready: the database does not answer');
      return reply.code(503).send('The database does not answer.\n');
    }
  });

  // Every request: pick the site by exact host; unknown hosts and the local index end here.
  app.addHook('onRequest', async (request, reply) => {
    if (HEALTH_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
    const resolution = resolve(request.headers.host);
    if (resolution.kind === 'unknown') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Unknown site');
    }
    if (resolution.kind === 'index') {
      const path = request.url.split('?', 1)[0];
      if ((request.method === 'GET' || request.method === 'HEAD') && path === '/') {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-security-policy', documentPolicy([indexPageStyleHash]))
          .send(renderIndexPage(portOf(request.headers.host)));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    request.site = resolution.siteId;
    const path = safePath(request.url);
    if (path === undefined) return sendNotFound(request, reply);
    const isStorefront = path === STOREFRONT_BASE || path.startsWith(`${STOREFRONT_BASE}/`);
    if (isStorefront && !shopSites.has(resolution.siteId)) return sendNotFound(request, reply);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const resolution = resolve(request.headers.host);
    const policy = resolution.kind === 'site' ? policies.get(resolution.siteId) : undefined;
    securityHeaders(reply, policy ?? otherPolicy, hsts);
    return payload;
  });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  await app.register(fastifyStatic, {
    root: build.assetsDir ?? options.buildDir,
    serve: build.assetsDir !== undefined,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: ASSET_MAX_AGE_MS,
    index: false,
    dotfiles: 'ignore',
    redirect: false,
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    db,
    secureCookies,
    sessionTimes: {
      lifetimeMs: options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS,
      idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    },
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    deliveries,
    intake: options.intake,
  });

  await registerStorefrontSimulator(app, {
    enabled: options.storefront ?? true,
    settings: options.storefronts ?? {},
    rateLimit: options.rateLimits?.storefront ?? defaultRateLimits.storefront,
  });

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    status: number,
    privatePage = false,
  ) {
    ensureXsrfCookie(request, reply, secureCookies);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', privatePage ? 'no-store' : 'no-cache')
      .header('vary', 'accept-encoding');
    // A staff page (sign-in, inbox): never stored by any cache, never indexed.
    if (privatePage) reply.header('x-robots-tag', 'noindex');
    else if (status === 200) {
      reply.header('etag', page.etag);
      const cached = request.headers['if-none-match'];
      if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
        return reply.code(304).send();
      }
    }
    const acceptEncoding = request.headers['accept-encoding'];
    if (page.br && accepts(acceptEncoding, 'br')) {
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (page.gzip && accepts(acceptEncoding, 'gzip')) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.body);
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const pages = request.site ? build.sites.get(request.site) : undefined;
    if (!build.built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('This site has not been built yet. Run the build, then restart the server.');
    }
    if (pages?.notFound) return sendPage(request, reply, pages.notFound, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }

  app.setNotFoundHandler(sendNotFound);
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (statusCode === 403 || statusCode === 404) return sendNotFound(request, reply);
    return reply.code(statusCode).type('text/plain; charset=utf-8').send(message);
  });

  // One route per path any site serves; the handler looks the path up for the request's site.
  const routePaths = new Set<string>();
  const publicNames = new Set<string>();
  for (const pages of build.sites.values()) {
    for (const route of pages.routes.keys()) routePaths.add(route);
    for (const name of pages.publicFiles) publicNames.add(name);
  }
  for (const route of routePaths) {
    app.get(route, (request, reply) => {
      const pages = request.site ? build.sites.get(request.site) : undefined;
      // Where a native form post lands (`?sent=1`): the form page's thank-you view.
      const sent = (request.query as Record<string, unknown>).sent === '1';
      const page = (sent ? pages?.sentPages.get(route) : undefined) ?? pages?.routes.get(route);
      if (!page) return sendNotFound(request, reply);
      return sendPage(request, reply, page, 200, pages?.privateRoutes.has(route) ?? false);
    });
  }
  await app.register(productPages, {
    build,
    settings: { ...defaultProductPageSettings, ...options.productPages?.settings },
    storefronts: options.storefronts ?? {},
    simulator: options.storefront ?? true,
    simulatorBase: STOREFRONT_BASE,
    sendPage: (request, reply, page, status) => sendPage(request, reply, page, status),
    sendNotFound,
    ...(options.productPages?.storefrontRequest
      ? { storefrontRequest: options.productPages.storefrontRequest }
      : {}),
    ...(options.productPages?.renderer ? { renderer: options.productPages.renderer } : {}),
  });
  for (const name of publicNames) {
    // The sitemap lists the product pages too: served by the product pages' routes.
    if (routePaths.has(`/${name}`) || name === 'sitemap.xml') continue;
    app.get(`/${name}`, (request, reply) => {
      const pages = request.site ? build.sites.get(request.site) : undefined;
      if (!pages?.publicFiles.has(name)) return sendNotFound(request, reply);
      return reply.sendFile(name, pages.publicDir, {
        maxAge: PUBLIC_FILE_MAX_AGE_MS,
        immutable: false,
      });
    });
  }

  app.addHook('onReady', async () => {
    await deliveries.start();
    await retention.start();
  });

  return app;
}

/** The promise's value, or a rejection once `ms` have passed without one. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Registers the storefront simulator at `/storefront` for the demo shops, loaded only when
 * enabled; the host check above keeps it to the two shop hosts. A store with a real
 * storefront configured has no simulator. Says once, at start, which stores it answers.
 */
async function registerStorefrontSimulator(
  app: FastifyInstance,
  options: { enabled: boolean; settings: StorefrontSettings; rateLimit: RateLimitSetting },
): Promise<void> {
  const simulated = new Set<string>();
  for (const shop of shops) {
    const real = Object.hasOwn(options.settings, shop.store)
      ? options.settings[shop.store]
      : undefined;
    if (!options.enabled) {
      app.log.info(`Storefront simulator off for ${shop.store} (STOREFRONT_SIMULATOR=0)`);
    } else if (real) {
      app.log.info(`Storefront simulator off for ${shop.store}: real storefront ${real.domain}`);
    } else {
      simulated.add(shop.domain);
      app.log.info(`Storefront simulator on for ${shop.store} (demo shop ${shop.domain})`);
    }
  }
  if (simulated.size === 0) return;
  const [{ registerStorefront }, { catalogues }] = await Promise.all([
    import('./storefront/index.ts'),
    import('./storefront/catalogue.ts'),
  ]);
  await registerStorefront(app, {
    catalogues: catalogues.filter((catalogue) => simulated.has(catalogue.domain)),
    basePath: STOREFRONT_BASE,
    rateLimit: options.rateLimit,
  });
}
