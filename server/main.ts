/**
 * The server process: reads its settings from the environment (a wrong one ends it with one
 * line saying what to set), starts the server, and on SIGTERM or SIGINT finishes the requests
 * in flight before it exits.
 */
import path from 'node:path';
import { buildServer } from './app.ts';
import { StartupRefusedError } from './auth/demo-account.ts';
import { type CrewListSettings, parseCrewListSettings } from './crew-lists/settings.ts';
import { DatabaseStartupError } from './db/open.ts';
import { DEFAULT_DEMO_PASSWORD } from './db/seed.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { type BusinessHours, parseBusinessHours } from './leads/business-hours.ts';
import { type IntakeSettings, parseIntakeSettings } from './leads/intake.ts';
import { parseRetentionDays } from './leads/retention.ts';
import { type LeadSettings, parseLeadSettings } from './leads/settings.ts';
import { parseTeamTimeZone } from './leads/team-time.ts';
import type { ServerTimeouts } from './options.ts';
import { parseProductPageSettings } from './products/settings.ts';
import { parseTrustProxy } from './shared/client-address.ts';
import { parseStorefrontSettings, type StorefrontSettings } from './shared/real-storefronts.ts';
import { defaultGatewayBudgets, type GatewayBudgets } from './storefront-gateway/limits.ts';
import { parseOrderWebhookSecrets } from './storefront-gateway/order-webhook.ts';
import { parseVitalsSampleRate } from './vitals/settings.ts';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? 'localhost';
/** Longest wait for in-flight requests on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}.`);
  process.exit(1);
}

/** A whole number from a setting, or the default when unset; anything else ends the process. */
function wholeNumber(name: string, fallback: number, min = 1, max = 1_000_000): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(
      `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`,
    );
    process.exit(1);
  }
  return number;
}

/**
 * LOCAL_DEMO=1 (set by `npm start` and the test servers): also serve the `*.localhost` names
 * and the local index, and sign in the demo account with DEMO_PASSWORD (default the published
 * demo password). Unset: production, the hosts of site-data/tenants.ts only, no account created.
 */
const localDemo = env.LOCAL_DEMO === '1';
if (!localDemo && env.LOCAL_DEMO !== undefined && env.LOCAL_DEMO !== '' && env.LOCAL_DEMO !== '0') {
  console.error(
    `LOCAL_DEMO must be 1 (the local demo) or unset, not ${JSON.stringify(env.LOCAL_DEMO)}.`,
  );
  process.exit(1);
}
if (!localDemo && env.DEMO_PASSWORD) {
  console.error(
    'DEMO_PASSWORD is for the local demo only (npm start, LOCAL_DEMO=1): a production server creates no demo account. Unset it, and add staff accounts with `npm run users -- add`.',
  );
  process.exit(1);
}

let trustProxy: string[];
try {
  trustProxy = parseTrustProxy(env.TRUST_PROXY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * FORM_RATE_LIMIT / LOGIN_RATE_LIMIT / STOREFRONT_RATE_LIMIT / VITALS_RATE_LIMIT /
 * CREW_LIST_RATE_LIMIT: requests each client IP may make per minute to each form endpoint / to
 * the login / to a storefront simulator / with Web Vitals reports / to the crew-list routes
 * (defaults 10 / 5 / 300 / 60 / 60). Raise them for load tests only. LOGIN_ADDRESS_LIMIT: failed sign-ins on one account from
 * one address (or a device it signed in on before) within LOGIN_ACCOUNT_WINDOW_MINUTES;
 * LOGIN_ACCOUNT_LIMIT: from every unknown device together, after which they get one attempt
 * per LOGIN_ACCOUNT_DELAY_SECONDS (defaults 5, 15, 10 and 30).
 */
function rateLimits(): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, key] of [
    ['FORM_RATE_LIMIT', 'forms'],
    ['LOGIN_RATE_LIMIT', 'login'],
    ['STOREFRONT_RATE_LIMIT', 'storefront'],
    ['VITALS_RATE_LIMIT', 'vitals'],
    ['CREW_LIST_RATE_LIMIT', 'crewLists'],
  ] as const) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const max = Number(value);
    if (!Number.isInteger(max) || max < 1) {
      console.error(
        `${name} must be a whole number of requests per minute, not ${JSON.stringify(value)}.`,
      );
      process.exit(1);
    }
    limits[key] = { max, timeWindow: 60_000 };
  }
  limits.loginAccount = {
    max: wholeNumber('LOGIN_ADDRESS_LIMIT', 5),
    accountMax: wholeNumber('LOGIN_ACCOUNT_LIMIT', 10),
    windowMs: wholeNumber('LOGIN_ACCOUNT_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
    delayMs: wholeNumber('LOGIN_ACCOUNT_DELAY_SECONDS', 30, 1, 3600) * 1000,
  };
  return limits;
}

/**
 * STOREFRONT_RATE_LIMIT also sets the storefront gateway's budget per client address, per
 * minute, for browsers and for product pages (defaults 300 and 60), and lifts each shop's total
 * to at least twenty clients' worth: a load test or an end-to-end suite sends every request from
 * one address.
 */
function gatewayBudgets(): Partial<GatewayBudgets> | undefined {
  const limit = rateLimits().storefront?.max;
  if (limit === undefined) return undefined;
  const budget = (caller: 'browser' | 'product-page') => {
    const defaults = defaultGatewayBudgets[caller];
    return {
      shop: { max: Math.max(defaults.shop.max, limit * 20), windowMs: 60_000 },
      client: { max: limit, windowMs: 60_000 },
    };
  };
  return { browser: budget('browser'), 'product-page': budget('product-page') };
}

/** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, IDLE_TIMEOUT_MS. */
function timeouts(): Partial<ServerTimeouts> {
  const chosen: Partial<ServerTimeouts> = {};
  for (const [name, key] of [
    ['HEADERS_TIMEOUT_MS', 'headersMs'],
    ['REQUEST_TIMEOUT_MS', 'requestMs'],
    ['KEEP_ALIVE_TIMEOUT_MS', 'keepAliveMs'],
    ['IDLE_TIMEOUT_MS', 'idleMs'],
  ] as const) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 100) {
      console.error(
        `${name} must be a whole number of milliseconds (100 or more), not ${JSON.stringify(value)}.`,
      );
      process.exit(1);
    }
    chosen[key] = ms;
  }
  return chosen;
}

let storefronts: StorefrontSettings;
try {
  storefronts = parseStorefrontSettings(env.STOREFRONTS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** ORDER_WEBHOOK_SECRETS: each shop's orders/create webhook secret, by store name. */
let orderWebhookSecrets: Readonly<Record<string, string>>;
try {
  orderWebhookSecrets = parseOrderWebhookSecrets(env.ORDER_WEBHOOK_SECRETS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** SMTP_URL, LEAD_RECIPIENTS, LEAD_SENDER, WEBHOOK_URL, WEBHOOK_SECRET and the retry settings. */
let leads: LeadSettings;
try {
  leads = parseLeadSettings(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** SUBMISSIONS_PER_IP_PER_DAY and SUBMISSIONS_QUOTA_MB: what the form API lets in. */
let intake: IntakeSettings;
try {
  intake = parseIntakeSettings(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** CREW_LISTS_PER_IP_PER_DAY and CREW_LIST_RETENTION_DAYS: the crew lists' cap and keeping. */
let crewLists: CrewListSettings;
try {
  crewLists = parseCrewListSettings(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** RETENTION_DAYS: submissions older than this are erased (default 365). */
let retentionDays: number;
try {
  retentionDays = parseRetentionDays(env.RETENTION_DAYS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** TEAM_TIME_ZONE: the leads team's zone, for the inbox's times (default America/New_York). */
let teamTimeZone: string;
try {
  teamTimeZone = parseTeamTimeZone(env.TEAM_TIME_ZONE);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** BUSINESS_HOURS and REPLY_WITHIN_MINUTES: when New leads are due, in the team's zone. */
let businessHours: BusinessHours;
try {
  businessHours = parseBusinessHours(env, teamTimeZone);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** CLAMD_SOCKET: clamd's local socket, which scans each bulk order's artwork (unset: no scan). */
const clamdSocket = env.CLAMD_SOCKET?.trim() || undefined;
if (clamdSocket && !path.isAbsolute(clamdSocket)) {
  console.error(
    `CLAMD_SOCKET must be the absolute path of clamd's socket, not ${JSON.stringify(clamdSocket)}.`,
  );
  process.exit(1);
}

/** SESSION_MAX_HOURS / SESSION_IDLE_MINUTES: a sign-in's absolute and idle limits (12 / 30). */
const sessionLifetimeMs = wholeNumber('SESSION_MAX_HOURS', 12, 1, 24 * 366) * 60 * 60_000;
const sessionIdleMs = wholeNumber('SESSION_IDLE_MINUTES', 30, 1, 24 * 60 * 366) * 60_000;

/** PRODUCT_CACHE_TTL_SECONDS, PRODUCT_CACHE_MAX_ENTRIES, PRODUCT_CACHE_MAX_MB, STOREFRONT_TIMEOUT_MS, … */
let productPageSettings: ReturnType<typeof parseProductPageSettings>;
try {
  productPageSettings = parseProductPageSettings(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * METRICS_PORT: serve Prometheus metrics at GET /metrics on this port (off when unset), on
 * METRICS_HOST (default 127.0.0.1: only this machine, where a scraper or a proxy reaches it).
 */
function metricsSettings(): { port: number; host: string } | undefined {
  const value = env.METRICS_PORT;
  if (value === undefined || value === '') return undefined;
  const metricsPort = Number(value);
  if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65_535) {
    console.error(`METRICS_PORT must be a port number (1 to 65535), not ${JSON.stringify(value)}.`);
    process.exit(1);
  }
  if (metricsPort === port) {
    console.error(
      `METRICS_PORT must differ from PORT (${port}): the metrics are never served on the sites' listener.`,
    );
    process.exit(1);
  }
  return { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' };
}

/** VITALS_SAMPLE_RATE: the share of page views that report their Web Vitals, 0 to 1 (default 1). */
let vitalsSampleRate: number;
try {
  vitalsSampleRate = parseVitalsSampleRate(env.VITALS_SAMPLE_RATE);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await startOrExplain({
  metrics: metricsSettings(),
  buildDir: path.resolve(env.BUILD_DIR ?? './build'),
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  hsts: env.HSTS === '1',
  secureCookies: env.COOKIE_SECURE === undefined ? undefined : env.COOKIE_SECURE === '1',
  trustProxy,
  storefront: env.STOREFRONT_SIMULATOR !== '0',
  localHosts: localDemo,
  demoPassword: localDemo ? env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD : undefined,
  sessionLifetimeMs,
  sessionIdleMs,
  rateLimits: rateLimits(),
  storefronts,
  orderWebhookSecrets,
  storefrontGateway: { budgets: gatewayBudgets() },
  timeouts: timeouts(),
  leads,
  intake,
  teamTimeZone,
  businessHours,
  retention: { days: retentionDays },
  crewLists,
  clamdSocket,
  productPages: { settings: productPageSettings },
  vitalsSampleRate,
});

/**
 * Builds the server; a data folder or database it cannot use ends the process with one line
 * that names the file and what to do (no stack trace), and exit code 1.
 */
async function startOrExplain(options: Parameters<typeof buildServer>[0]) {
  try {
    return await buildServer(options);
  } catch (error) {
    if (!(error instanceof DatabaseStartupError || error instanceof StartupRefusedError)) {
      throw error;
    }
    console.error(error.message);
    process.exit(1);
  }
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing`);
  const timer = setTimeout(() => {
    app.log.error('Requests still running after the grace period: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'Shutdown failed');
    process.exit(1);
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal));
}

try {
  const address = await app.listen({ port, host });
  if (localDemo) {
    app.log.info(`Sites: http://localhost:${new URL(address).port}/ lists every local host`);
  }
} catch (error) {
  app.log.error(error, 'Could not start the server');
  await app.close();
  process.exit(1);
}
