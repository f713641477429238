import path from 'node:path';
import type { RateLimits } from './api/index.ts';
import { buildServer, type ServerTimeouts } from './app.ts';
import { DatabaseStartupError } from './db.ts';
import { parseRetentionDays } from './inbox/retention.ts';
import { type LeadSettings, parseLeadSettings } from './leads/settings.ts';
import { parseProductPageSettings } from './products/settings.ts';
import { parseStorefrontSettings, type StorefrontSettings } from './storefronts.ts';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? 'localhost';
/** Longest wait for in-flight requests on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}.`);
  process.exit(1);
}

/**
 * FORM_RATE_LIMIT / LOGIN_RATE_LIMIT / STOREFRONT_RATE_LIMIT: requests each client IP may make
 * per minute to each form endpoint / to the login / to a storefront simulator (defaults 10 / 5 /
 * 300). Raise them for load tests only.
 */
function rateLimits(): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, key] of [
    ['FORM_RATE_LIMIT', 'forms'],
    ['LOGIN_RATE_LIMIT', 'login'],
    ['STOREFRONT_RATE_LIMIT', 'storefront'],
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
  return limits;
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

/** SMTP_URL, LEAD_RECIPIENTS, LEAD_SENDER, WEBHOOK_URL, WEBHOOK_SECRET and the retry settings. */
let leads: LeadSettings;
try {
  leads = parseLeadSettings(env);
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

/** PRODUCT_CACHE_TTL_SECONDS, PRODUCT_CACHE_MAX_ENTRIES, PRODUCT_CACHE_MAX_MB, STOREFRONT_TIMEOUT_MS, … */
let productPageSettings: ReturnType<typeof parseProductPageSettings>;
try {
  productPageSettings = parseProductPageSettings(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** TRUST_PROXY: `1` trusts any proxy, otherwise a comma-separated list of proxy addresses. */
function trustProxySetting(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

const app = await startOrExplain({
  buildDir: path.resolve(env.BUILD_DIR ?? './build'),
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  hsts: env.HSTS === '1',
  secureCookies: env.COOKIE_SECURE === undefined ? undefined : env.COOKIE_SECURE === '1',
  trustProxy: trustProxySetting(env.TRUST_PROXY),
  storefront: env.STOREFRONT_SIMULATOR !== '0',
  demoPassword: env.DEMO_PASSWORD,
  rateLimits: rateLimits(),
  storefronts,
  timeouts: timeouts(),
  leads,
  retention: { days: retentionDays },
  productPages: { settings: productPageSettings },
});

/**
 * Builds the server; a data folder or database it cannot use ends the process with one line
 * that names the file and what to do (no stack trace), and exit code 1.
 */
async function startOrExplain(options: Parameters<typeof buildServer>[0]) {
  try {
    return await buildServer(options);
  } catch (error) {
    if (!(error instanceof DatabaseStartupError)) throw error;
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
  app.log.info(`Sites: http://localhost:${new URL(address).port}/ lists every local host`);
} catch (error) {
  app.log.error(error, 'Could not start the server');
  await app.close();
  process.exit(1);
}
