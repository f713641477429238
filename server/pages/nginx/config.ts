/**
 * The nginx configuration generated from the build (`npm run nginx:config`): the same hosts,
 * pages, headers and per-site CSP as the Node server, nginx serving the build itself and
 * passing the rest to the Node processes; every other host refused as Node refuses it. Also
 * the same headers as a table by host, for a CDN other than nginx.
 */

import path from 'node:path';
import { localHostOf } from '@zcomm/site-data/hosts';
import { type SiteId, siteIds, tenants } from '@zcomm/site-data/tenants';
import { documentPolicy } from '../../security/csp.ts';
import { fixedSecurityHeaders, isShopSite, sitePolicies } from '../../security/headers.ts';
import type { StorefrontSettings } from '../../shared/real-storefronts.ts';
import { DEFAULT_VITALS_SAMPLE_RATE } from '../../vitals/settings.ts';
import { vitalsServerTiming } from '../answers.ts';
import { loadSiteBuild, type SiteBuild } from '../site-build.ts';
import { block, headers, healthLocations } from './blocks.ts';
import { siteServer } from './site-server.ts';

export interface NginxConfigOptions {
  /** The build folder (`client/`, `pages/`, `manifest.json`), as nginx will find it. */
  buildDir: string;
  /** The Node processes behind `/api` (and the storefront simulator): `host:port` each. */
  upstreams: readonly string[];
  /** What nginx listens on: a port or `address:port`. @default 80 */
  listen?: string | number;
  /** Where nginx keeps its pid file, logs and temporary files. @default '/var/lib/zcomm-nginx' */
  runDir?: string;
  /** Send Strict-Transport-Security and mark the XSRF cookie Secure (behind HTTPS). */
  hsts?: boolean;
  /** Real storefronts, as the Node server is given them (STOREFRONTS): the CSP names them. */
  storefronts?: StorefrontSettings;
  /**
   * The brotli_static module to load, so the build's `.br` files are served to browsers that
   * accept brotli (Debian: libnginx-mod-http-brotli-static). Without it, `.gz` files only.
   */
  brotliModule?: string | undefined;
  /** The user nginx's workers run as, when it is started as root. @default nginx's own */
  user?: string | undefined;
  /** Serve the storefront simulator of the shop sites through the Node processes. @default true */
  storefront?: boolean;
  /**
   * The share of page views that report their Web Vitals, told to each page in its
   * `Server-Timing` header as the Node server tells it (VITALS_SAMPLE_RATE). @default 1
   */
  vitalsSampleRate?: number;
  /**
   * Also answer the local development names (`<id>.localhost`), as the Node server does with
   * LOCAL_DEMO=1. @default false (the production hosts of the tenant records only)
   */
  localHosts?: boolean;
}

const TYPES: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'text/plain': 'txt',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'application/xml': 'xml',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
};

/**
 * The host names of a site: each production host with its `www.`, and with `localHosts` its
 * local `<id>.localhost` too.
 */
export function serverNames(siteId: SiteId, localHosts = false): string[] {
  const tenant = tenants.find((candidate) => candidate.id === siteId);
  const hosts = (tenant?.hosts ?? []).map((host) => host.toLowerCase());
  return [
    ...(localHosts ? [localHostOf(siteId)] : []),
    ...hosts.flatMap((host) => [host, `www.${host}`]),
  ];
}

/** The access log's format: see `httpSettings`. */
export const ACCESS_LOG_FORMAT = 'zcomm_path';

/** The `http` block's own settings: types, charset, logs and temporary files, compression. */
function httpSettings(runDir: string, brotli: boolean): string[] {
  return [
    ...block(
      'types',
      Object.entries(TYPES).map(([type, extensions]) => `${type} ${extensions};`),
    ),
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css text/plain text/javascript application/json image/svg+xml;',
    // The path as asked, without its query string: a crew list's address carries its id and an
    // organiser link its secret there. No Referer either (a page's full address, query and all),
    // and no client address, as the Node server's request log.
    ...block('map $request_uri $zcomm_log_path', ['"~^(?<zcomm_path>[^?]*)" $zcomm_path;']),
    `log_format ${ACCESS_LOG_FORMAT} '$time_iso8601 $host "$request_method $zcomm_log_path $server_protocol" $status $body_bytes_sent $request_time';`,
    `access_log ${path.join(runDir, 'access.log')} ${ACCESS_LOG_FORMAT};`,
    `client_body_temp_path ${path.join(runDir, 'client-body')};`,
    `proxy_temp_path ${path.join(runDir, 'proxy')};`,
    `fastcgi_temp_path ${path.join(runDir, 'fastcgi')};`,
    `uwsgi_temp_path ${path.join(runDir, 'uwsgi')};`,
    `scgi_temp_path ${path.join(runDir, 'scgi')};`,
    'sendfile on;',
    'server_tokens off;',
    'client_max_body_size 128k;',
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    'gzip_vary on;',
  ];
}

/** The Node processes, with passive health checks. */
function upstreamBlock(upstreams: readonly string[]): string[] {
  return block('upstream zcomm_node', [
    // Passive health checks (open-source nginx has no active ones): a process that
    // fails 3 requests in 10 s is left out for 10 s. Probe /readyz from a load balancer.
    ...upstreams.map((upstream) => `server ${upstream} max_fails=3 fail_timeout=10s;`),
    'keepalive 32;',
  ]);
}

/** The XSRF cookie a page hands out, and the thank-you view a native form post lands on. */
function maps(hsts: boolean): string[] {
  const cookieFlags = `Path=/; SameSite=Lax${hsts ? '; Secure' : ''}`;
  return [
    '# A page hands out the XSRF cookie unless a valid one came in, as the Node server does.',
    ...block('map $http_cookie $zc_xsrf_cookie', [
      `"~(^|;\\s*)XSRF-TOKEN=[A-Za-z0-9_-]{32,128}(;|$)" "";`,
      `default "XSRF-TOKEN=$request_id; ${cookieFlags}";`,
    ]),
    "# Where a native form post lands (`?sent=1`): the form page's thank-you view.",
    ...block('map $arg_sent $zc_sent', ['"1" ".sent";', 'default "";']),
  ];
}

/** Any other host: refused, as the Node server refuses it (the health checks aside). */
function defaultServer(listen: string, hsts: boolean): string[] {
  const policy = documentPolicy();
  return [
    '# Any other host: refused, as the Node server refuses it.',
    ...block('server', [
      `listen ${listen} default_server;`,
      'server_name _;',
      'default_type text/plain;',
      ...headers(policy, hsts),
      ...healthLocations,
      ...block('location /', [...headers(policy, hsts), 'return 404 "Unknown site";']),
    ]),
  ];
}

/** One server block per built site. */
function siteServers(build: SiteBuild, options: NginxConfigOptions, buildDir: string): string[] {
  const hsts = options.hsts ?? false;
  const policies = sitePolicies(build, siteIds, options.storefronts);
  return siteIds.flatMap((siteId) => {
    const pages = build.sites.get(siteId);
    if (!pages) return [];
    return siteServer(siteId, pages, {
      buildDir,
      listen: String(options.listen ?? 80),
      hsts,
      policy: policies.get(siteId) ?? documentPolicy(),
      serverNames: serverNames(siteId, options.localHosts),
      storefront: (options.storefront ?? true) && isShopSite(siteId),
      serverTiming: vitalsServerTiming(options.vitalsSampleRate ?? DEFAULT_VITALS_SAMPLE_RATE),
    });
  });
}

/**
 * An nginx configuration for the build: one server block per site with exactly its host names
 * (as the Node server matches them), its prerendered pages and public files straight from the
 * build (precompressed siblings served as they are), hashed assets cached for good, the same
 * security headers and per-site CSP as the Node server, `/api` proxied to the Node processes,
 * and every other host refused as the Node server refuses it (404 `Unknown site`).
 */
export async function nginxConfig(options: NginxConfigOptions): Promise<string> {
  if (options.upstreams.length === 0) throw new Error('Name at least one Node process (upstream).');
  const buildDir = path.resolve(options.buildDir);
  const build = await loadSiteBuild(buildDir);
  if (!build.built) throw new Error(`No build in ${buildDir}: run the build first.`);
  const hsts = options.hsts ?? false;
  const runDir = path.resolve(options.runDir ?? '/var/lib/zcomm-nginx');
  const listen = String(options.listen ?? 80);
  return [
    '# Generated by `npm run nginx:config` from the tenant records, the build and server/security/:',
    '# regenerate it after every build (the CSP carries the hashes of the pages it was made from).',
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes auto;',
    `pid ${path.join(runDir, 'nginx.pid')};`,
    `error_log ${path.join(runDir, 'error.log')} warn;`,
    '',
    ...block('events', ['worker_connections 1024;']),
    '',
    ...block('http', [
      ...httpSettings(runDir, options.brotliModule !== undefined && options.brotliModule !== ''),
      '',
      ...upstreamBlock(options.upstreams),
      '',
      ...maps(hsts),
      '',
      ...defaultServer(listen, hsts),
      '',
      ...siteServers(build, options, buildDir),
    ]),
    '',
  ].join('\n');
}

/**
 * Each host name → the security headers (CSP included) its answers carry, for a CDN other than
 * nginx to set by host: the same values the Node server and the nginx configuration send.
 */
export async function hostHeaders(options: {
  buildDir: string;
  hsts?: boolean | undefined;
  localHosts?: boolean | undefined;
  storefronts?: StorefrontSettings | undefined;
}): Promise<Record<string, Record<string, string>>> {
  const build = await loadSiteBuild(path.resolve(options.buildDir));
  if (!build.built) throw new Error(`No build in ${options.buildDir}: run the build first.`);
  const policies = sitePolicies(build, siteIds, options.storefronts);
  const table: Record<string, Record<string, string>> = {};
  for (const siteId of siteIds) {
    const fixed = Object.fromEntries(fixedSecurityHeaders(options.hsts ?? false));
    for (const host of serverNames(siteId, options.localHosts)) {
      table[host] = {
        ...fixed,
        'content-security-policy': policies.get(siteId) ?? documentPolicy(),
      };
    }
  }
  return table;
}
