/**
 * What the server is started with (`buildServer`): where the build and the data live, which
 * hosts it answers, its limits and timeouts, and where leads go; `main.ts` reads them from the
 * environment. The defaults of the settings that have one are here too.
 */
import type { FastifyServerOptions } from 'fastify';
import type { CrewListSettings } from './crew-lists/settings.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { BusinessHours } from './leads/business-hours.ts';
import type { IntakeSettings } from './leads/intake.ts';
import type { RetentionSettings } from './leads/retention.ts';
import type { LeadSettings } from './leads/settings.ts';
import type { MetricsSettings } from './metrics/server.ts';
import type { ProductPageSettings, ProductPagesOptions } from './products/index.ts';
import type { StorefrontSettings } from './shared/real-storefronts.ts';
import type { GatewayBudgets } from './storefront-gateway/limits.ts';

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
  /**
   * Serve Prometheus metrics at `GET /metrics` on this port and address of their own (never on
   * the sites' listener), and count every request for them. @default off
   */
  metrics?: MetricsSettings | undefined;
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
   * them at `localhost`. @default false (only the production hosts of the tenant records)
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
  /** The leads team's time zone (`TEAM_TIME_ZONE`): the inbox's times and the export's. @default 'America/New_York' */
  teamTimeZone?: string | undefined;
  /**
   * The sites' business hours (`BUSINESS_HOURS`, `REPLY_WITHIN_MINUTES`) in the team's zone.
   * @default Monday to Friday, 9 to 5, a reply within the hour
   */
  businessHours?: BusinessHours | undefined;
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
  /**
   * The secret each shop signs its `orders/create` webhook with, by store name
   * (`ORDER_WEBHOOK_SECRETS`): a shop with one gets the receiver at
   * `POST /api/storefront/webhooks/orders-create`. @default none
   */
  orderWebhookSecrets?: Readonly<Record<string, string>>;
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
   * Crew lists: how many one client address may start a day, and how many days they are kept
   * after their deadline. @default 10 a day, 30 days
   */
  crewLists?: CrewListSettings;
  /** clamd's local socket (`CLAMD_SOCKET`): bulk orders' artwork is held until it scans clean. */
  clamdSocket?: string | undefined;
  /**
   * How `/products/:handle` pages are cached; the storefront transport and the render bundle
   * may be replaced (tests). @default defaultProductPageSettings, the build's render bundle
   */
  productPages?: {
    settings?: Partial<ProductPageSettings>;
    storefrontRequest?: ProductPagesOptions['storefrontRequest'];
    renderer?: ProductPagesOptions['renderer'];
  };
  /**
   * The storefront gateway's budgets per caller kind, its timeout, and the network a real shop
   * is asked over (tests). @default defaultGatewayBudgets, 8 s, `fetch`
   */
  /**
   * The share of page views (0 to 1) that report their Web Vitals to `POST /api/vitals`
   * (`VITALS_SAMPLE_RATE`), told to each page in its `Server-Timing` header. @default 1
   */
  vitalsSampleRate?: number;
  storefrontGateway?: {
    budgets?: Partial<GatewayBudgets>;
    timeoutMs?: number;
    fetch?: typeof fetch;
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

export const DEFAULT_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;
