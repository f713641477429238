/**
 * The server: the build and the database opened, then the plugins composed in the order their
 * hooks and answers depend on (hosts and security headers first, the API, the storefront
 * simulator, the pages last, which answer whatever matched nothing). `main.ts` runs it.
 */
import { randomBytes } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { api } from './api/index.ts';
import { prepareAccounts } from './auth/demo-account.ts';
import { applyServerBusyTimeout } from './db/busy.ts';
import type { Database } from './db/database.ts';
import { widePermissionsWarning } from './db/file-modes.ts';
import { databasePlugin } from './db/index.ts';
import { databaseFile, openDatabase } from './db/open.ts';
import { DEMO_USER } from './db/seed.ts';
import { health, healthPaths } from './health/index.ts';
import { hostsPlugin } from './hosts/index.ts';
import { defaultRateLimits } from './http/rate-limits.ts';
import { FORM_BODY_LIMIT } from './leads/posted.ts';
import { loggerOptions, requestLogPlugin } from './logging/index.ts';
import { metricsPlugin } from './metrics/server.ts';
import {
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_LIFETIME_MS,
  defaultTimeouts,
  type ServerOptions,
} from './options.ts';
import { pageAnswers } from './pages/answers.ts';
import { assetsPlugin } from './pages/assets.ts';
import { pagesPlugin } from './pages/index.ts';
import { refusedFormAnswer } from './pages/refused-form.ts';
import { loadSiteBuild, type SiteBuild } from './pages/site-build.ts';
import { collectionPages } from './products/collection-list.ts';
import { productDocuments } from './products/documents.ts';
import {
  defaultProductPageSettings,
  gatewayStorefrontRequest,
  productPages,
} from './products/index.ts';
import { storefrontProducts } from './products/lookup.ts';
import type { StorefrontRequest } from './products/storefront.ts';
import type { CheckoutLinkServices } from './quotes/checkout-links.ts';
import { shopDiscounts } from './quotes/discounts.ts';
import { quoteDocuments } from './quotes/documents.ts';
import { closeQuotedLead } from './quotes/ordered.ts';
import { securityPlugin } from './security/index.ts';
import { MAX_PATH_PARAMETER_LENGTH, refusalHandlers } from './security/refusals.ts';
import { describeTrust } from './shared/client-address.ts';
import { requestIdGenerator, trustedProxies } from './shared/request-id.ts';
import { storefrontSimulator } from './simulator/index.ts';
import {
  documentAllowList,
  type KnownDocument,
  shopDocuments,
} from './storefront-gateway/documents.ts';
import { createStorefrontGateway } from './storefront-gateway/gateway.ts';
import { storefrontGatewayRoutes } from './storefront-gateway/index.ts';
import { ArtworkStore } from './uploads/artwork.ts';
import { vitalsPlugin } from './vitals/index.ts';
import { workersPlugin } from './workers/index.ts';

/** Where the storefront simulator answers on the shop hosts. */
const STOREFRONT_BASE = '/storefront';

/** Every document the storefront gateway forwards: the shops' and this server's own. */
export function gatewayDocuments(): KnownDocument[] {
  return shopDocuments([...productDocuments, ...quoteDocuments]);
}

/** Builds the server: pages for every host, the API, the storefront simulator. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const build = await loadSiteBuild(options.buildDir);
  const db = await openDatabase(options.dataDir, {
    databaseUrl: options.databaseUrl,
    storefronts: options.storefronts,
  });
  try {
    const accountsNotice = await prepareAccounts(db, options.demoPassword);
    // Serving, a statement never blocks the event loop for long: writes retry on timers instead.
    applyServerBusyTimeout(db);
    const app = await createApp(options, build, db);
    if (accountsNotice) app.log.warn(accountsNotice);
    if (db.dialect === 'sqlite') {
      const wide = widePermissionsWarning(options.dataDir, databaseFile(options.dataDir));
      if (wide) app.log.warn(wide);
    }
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The Fastify instance: its limits, timeouts and trusted proxies, its answers to refusals. */
function createFastify(options: ServerOptions, hsts: boolean): FastifyInstance {
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const requestMs = Math.max(timeouts.requestMs, timeouts.headersMs);
  return Fastify({
    logger: loggerOptions(options.logger),
    // One line per request, written by the request log (no address, no query string).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: requestIdGenerator(trustedProxies(options.trustProxy ?? [])),
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
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    ...refusalHandlers(hsts),
  });
}

async function createApp(
  options: ServerOptions,
  build: SiteBuild,
  db: Database,
): Promise<FastifyInstance> {
  const hsts = options.hsts ?? false;
  const secureCookies = options.secureCookies ?? hsts;
  const answers = pageAnswers(build, {
    secureCookies,
    vitalsSampleRate: options.vitalsSampleRate ?? 1,
  });
  const app = createFastify(options, hsts);
  await app.register(requestLogPlugin);
  await app.register(databasePlugin, { db });
  if (options.metrics) {
    await app.register(metricsPlugin, {
      ...options.metrics,
      emailCap: options.leads?.email?.rateLimit,
    });
  }
  for (const warning of build.warnings) app.log.warn(warning);
  app.log.info(describeTrust(options.trustProxy ?? []));
  await app.register(fastifyCookie);
  await app.register(hostsPlugin, {
    localHosts: options.localHosts ?? false,
    anyHostPaths: healthPaths,
    notFound: answers.sendNotFound,
  });
  if (options.demoPassword !== undefined) {
    app.log.warn(`Demo sign-in on: ${DEMO_USER.email} (local demo only)`);
  }
  const artwork = new ArtworkStore(options.dataDir);
  await app.register(workersPlugin, {
    leads: options.leads,
    retention: options.retention,
    artwork,
  });
  await app.register(health);
  await app.register(securityPlugin, { hsts, build, storefronts: options.storefronts });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(assetsPlugin, { build, buildDir: options.buildDir });
  // A native form post its checks refused is answered with its form page, filled in again.
  app.decorate(
    'answerRefusedForm',
    refusedFormAnswer(build, answers, options.productPages?.renderer),
  );
  const rateLimits = { ...defaultRateLimits, ...options.rateLimits };
  let productRequest: StorefrontRequest | undefined;
  let quoteServices: CheckoutLinkServices | undefined;
  // The demo shops' discount codes are configured with it, from this process only.
  const storefrontAdminToken = randomBytes(32).toString('base64url');
  await app.register(vitalsPlugin, { rateLimit: rateLimits.vitals });
  await app.register(api, {
    prefix: '/api',
    secureCookies,
    sessionTimes: {
      lifetimeMs: options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS,
      idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    },
    rateLimits,
    intake: options.intake,
    teamTimeZone: options.teamTimeZone,
    businessHours: options.businessHours,
    crewLists: options.crewLists,
    // The storefront transport is set up below, before the server takes a request.
    bulkOrders: {
      products: storefrontProducts(() => productRequest),
      artwork,
      clamdSocket: options.clamdSocket,
    },
    quotes: { services: () => quoteServices },
  });
  // Before the pages: the simulator's errors (its 429s, say) keep Fastify's own answers.
  await app.register(storefrontSimulator, {
    enabled: options.storefront ?? true,
    settings: options.storefronts ?? {},
    rateLimit: options.rateLimits?.storefront ?? defaultRateLimits.storefront,
    prefix: STOREFRONT_BASE,
    notFound: answers.sendNotFound,
    // The fault switch is for the local demo (LOCAL_DEMO=1) and tests: never production hosts.
    faults: options.localHosts ?? false,
    // So is the simulator's own orders/create webhook to this server.
    orderWebhookSecrets: options.localHosts ? options.orderWebhookSecrets : undefined,
    adminToken: storefrontAdminToken,
  });
  const gateway = createStorefrontGateway(app, {
    storefronts: options.storefronts ?? {},
    simulator: options.storefront ?? true,
    simulatorBase: STOREFRONT_BASE,
    allowList: documentAllowList(gatewayDocuments()),
    budgets: options.storefrontGateway?.budgets,
    timeoutMs: options.storefrontGateway?.timeoutMs,
    fetch: options.storefrontGateway?.fetch,
  });
  await app.register(storefrontGatewayRoutes, {
    gateway,
    storefronts: options.storefronts ?? {},
    simulatorBase: STOREFRONT_BASE,
    timeoutMs: options.storefrontGateway?.timeoutMs,
    orderWebhookSecrets: options.orderWebhookSecrets,
    onOrdered: closeQuotedLead(app),
  });
  productRequest = options.productPages?.storefrontRequest ?? gatewayStorefrontRequest(gateway);
  quoteServices = {
    db: app.db,
    gateway,
    products: storefrontProducts(() => productRequest),
    configureDiscount: shopDiscounts(app, {
      storefronts: options.storefronts ?? {},
      simulatorBase: STOREFRONT_BASE,
      adminToken: storefrontAdminToken,
    }),
  };
  const productPageSettings = { ...defaultProductPageSettings, ...options.productPages?.settings };
  const collections = collectionPages(productRequest, productPageSettings, app.log);
  await app.register(pagesPlugin, { build, answers, collections });
  await app.register(productPages, {
    build,
    answers,
    settings: productPageSettings,
    gateway,
    storefrontRequest: options.productPages?.storefrontRequest,
    renderer: options.productPages?.renderer,
  });
  return app;
}
