import path from 'node:path';
import { localHostOf } from '../../../sites/shared/resolve-site.ts';
import { type SiteId, siteIds, tenants } from '../../../sites/tenants.ts';
import { documentPolicy } from '../../security/csp.ts';
import { fixedSecurityHeaders, isShopSite, sitePolicies } from '../../security/headers.ts';
import type { StorefrontSettings } from '../../shared/real-storefronts.ts';
import { loadSiteBuild, pageFileName, sentPageFileName } from '../site-build.ts';

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
   * Also answer the local development names (`<id>.localhost`), as the Node server does with
   * LOCAL_DEMO=1. @default false (the production hosts of sites/tenants.ts only)
   */
  localHosts?: boolean;
}

/** Cache-Control of each kind of answer, as the Node server sends them. */
const PAGE_CACHE = 'no-cache';
const PRIVATE_PAGE_CACHE = 'no-store';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

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

/** A value as an nginx string: double-quoted, with `"`, `\` and `$` escaped. */
function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`A header value holds a line break: ${value}`);
  return `"${value.replace(/[\\"$]/g, (character) => `\\${character}`)}"`;
}

/** `add_header` lines for one answer: the security headers, the policy, more as given. */
function headers(policy: string, hsts: boolean, extra: [string, string][] = []): string[] {
  return [
    ...fixedSecurityHeaders(hsts),
    ['content-security-policy', policy] as [string, string],
    ...extra,
  ].map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

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

/**
 * `/healthz` and `/readyz`, passed to the Node processes on every host without logging: what a
 * load balancer in front of nginx probes.
 */
const healthLocations = ['/healthz', '/readyz'].flatMap((route) => [
  `location = ${route} {`,
  '  access_log off;',
  '  proxy_pass http://zcomm_node;',
  '  proxy_http_version 1.1;',
  '  proxy_set_header Connection "";',
  '  proxy_set_header Host $host;',
  '}',
]);

function indent(lines: readonly string[], depth: number): string[] {
  return lines.map((line) => (line === '' ? '' : `${'  '.repeat(depth)}${line}`));
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
  const policies = sitePolicies(build, siteIds, options.storefronts);
  const other = documentPolicy();
  const cookieFlags = `Path=/; SameSite=Lax${hsts ? '; Secure' : ''}`;
  const proxied = [
    'proxy_pass http://zcomm_node;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    // Behind HTTPS (--hsts) the site is HTTPS only, whatever terminates TLS in front of nginx:
    // the Node processes then mark the session cookie Secure and give it the __Host- prefix.
    `proxy_set_header X-Forwarded-Proto ${hsts ? 'https' : '$scheme'};`,
    'proxy_set_header X-Forwarded-Host $host;',
    // The Node process sends the same headers; nginx's own copies replace them, so none is doubled.
    ...[...fixedSecurityHeaders(true).map(([name]) => name), 'content-security-policy'].map(
      (name) => `proxy_hide_header ${name};`,
    ),
  ];

  const servers: string[] = [];
  for (const siteId of siteIds) {
    const pages = build.sites.get(siteId);
    if (!pages) continue;
    const policy = policies.get(siteId) ?? other;
    const root = path.join(buildDir, 'pages', siteId);
    // An empty $zc_xsrf_cookie (a valid cookie came in) sends no Set-Cookie.
    const pageHeaders = [
      ...headers(policy, hsts, [['cache-control', PAGE_CACHE]]),
      'add_header set-cookie $zc_xsrf_cookie always;',
    ];
    // A staff page (sign-in, inbox): never stored by any cache, never indexed, as Node sends it.
    const privatePageHeaders = [
      ...headers(policy, hsts, [
        ['cache-control', PRIVATE_PAGE_CACHE],
        ['x-robots-tag', 'noindex'],
      ]),
      'add_header set-cookie $zc_xsrf_cookie always;',
      'etag off;',
    ];
    const locations: string[] = [...healthLocations];
    for (const route of pages.routes.keys()) {
      const file = `/${pageFileName(route)}`;
      const tries = pages.sentPages.has(route)
        ? `/${sentPageFileName(route).replace(/\.sent\.html$/, '')}$zc_sent.html ${file}`
        : file;
      const routeHeaders = pages.privateRoutes.has(route) ? privatePageHeaders : pageHeaders;
      locations.push(
        `location = ${route} {`,
        ...indent([...routeHeaders, `try_files ${tries} =404;`], 1),
        '}',
      );
    }
    // Product pages are rendered by Node at request time, and its sitemap lists them.
    const productPages = pages.productTemplate !== undefined;
    for (const name of [...pages.publicFiles].sort()) {
      if (pages.routes.has(`/${name}`)) continue;
      if (productPages && name === 'sitemap.xml') continue;
      locations.push(
        `location = /${name} {`,
        ...indent(
          [
            `root ${path.join(root, 'public')};`,
            ...headers(policy, hsts, [['cache-control', PUBLIC_FILE_CACHE]]),
          ],
          1,
        ),
        '}',
      );
    }
    locations.push(
      'location ^~ /assets/ {',
      ...indent(
        [
          `root ${path.join(buildDir, 'client')};`,
          ...headers(policy, hsts, [['cache-control', ASSET_CACHE]]),
          'location ~ /\\. { return 404; }',
          'try_files $uri =404;',
        ],
        1,
      ),
      '}',
      'location ^~ /api/ {',
      ...indent([...proxied, ...headers(policy, hsts)], 1),
      '}',
    );
    if (productPages) {
      locations.push(
        'location ^~ /products/ {',
        ...indent([...proxied, ...headers(policy, hsts)], 1),
        '}',
        'location = /sitemap.xml {',
        ...indent([...proxied, ...headers(policy, hsts)], 1),
        '}',
      );
    }
    if ((options.storefront ?? true) && isShopSite(siteId)) {
      locations.push(
        'location ^~ /storefront {',
        ...indent([...proxied, ...headers(policy, hsts)], 1),
        '}',
      );
    }
    locations.push(
      'location = /404.html {',
      ...indent(
        pages.notFound
          ? ['internal;', ...pageHeaders]
          : [
              'internal;',
              'default_type text/plain;',
              ...headers(policy, hsts),
              'return 404 "Not found";',
            ],
        1,
      ),
      '}',
      'location / {',
      ...indent([...headers(policy, hsts), 'return 404;'], 1),
      '}',
    );
    servers.push(
      `# ${siteId}`,
      'server {',
      ...indent(
        [
          `listen ${listen};`,
          `server_name ${serverNames(siteId, options.localHosts).join(' ')};`,
          `root ${root};`,
          'error_page 404 /404.html;',
          '',
          ...locations,
        ],
        1,
      ),
      '}',
      '',
    );
  }

  const lines = [
    '# Generated by `npm run nginx:config` from sites/tenants.ts, the build and server/csp.ts:',
    '# regenerate it after every build (the CSP carries the hashes of the pages it was made from).',
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes auto;',
    `pid ${path.join(runDir, 'nginx.pid')};`,
    `error_log ${path.join(runDir, 'error.log')} warn;`,
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(
      [
        'types {',
        ...indent(
          Object.entries(TYPES).map(([type, extensions]) => `${type} ${extensions};`),
          1,
        ),
        '}',
        'default_type application/octet-stream;',
        'charset utf-8;',
        'charset_types text/css text/plain text/javascript application/json image/svg+xml;',
        `access_log ${path.join(runDir, 'access.log')};`,
        `client_body_temp_path ${path.join(runDir, 'client-body')};`,
        `proxy_temp_path ${path.join(runDir, 'proxy')};`,
        `fastcgi_temp_path ${path.join(runDir, 'fastcgi')};`,
        `uwsgi_temp_path ${path.join(runDir, 'uwsgi')};`,
        `scgi_temp_path ${path.join(runDir, 'scgi')};`,
        'sendfile on;',
        'server_tokens off;',
        'client_max_body_size 128k;',
        'gzip_static on;',
        ...(options.brotliModule ? ['brotli_static on;'] : []),
        'gzip_vary on;',
        '',
        'upstream zcomm_node {',
        ...indent(
          [
            // Passive health checks (open-source nginx has no active ones): a process that
            // fails 3 requests in 10 s is left out for 10 s. Probe /readyz from a load balancer.
            ...options.upstreams.map(
              (upstream) => `server ${upstream} max_fails=3 fail_timeout=10s;`,
            ),
            'keepalive 32;',
          ],
          1,
        ),
        '}',
        '',
        '# A page hands out the XSRF cookie unless a valid one came in, as the Node server does.',
        'map $http_cookie $zc_xsrf_cookie {',
        `  "~(^|;\\s*)XSRF-TOKEN=[A-Za-z0-9_-]{32,128}(;|$)" "";`,
        `  default "XSRF-TOKEN=$request_id; ${cookieFlags}";`,
        '}',
        "# Where a native form post lands (`?sent=1`): the form page's thank-you view.",
        'map $arg_sent $zc_sent {',
        '  "1" ".sent";',
        '  default "";',
        '}',
        '',
        '# Any other host: refused, as the Node server refuses it.',
        'server {',
        ...indent(
          [
            `listen ${listen} default_server;`,
            'server_name _;',
            'default_type text/plain;',
            ...headers(other, hsts),
            ...healthLocations,
            'location / {',
            ...indent([...headers(other, hsts), 'return 404 "Unknown site";'], 1),
            '}',
          ],
          1,
        ),
        '}',
        '',
        ...servers,
      ],
      1,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
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
