/**
 * The pieces an nginx configuration is composed of: quoting, indentation, a block, the security
 * headers of an answer (the Node server's own, from `security/`), the proxying to the Node
 * processes, and the health checks passed to them.
 */
import { fixedSecurityHeaders } from '../../security/headers.ts';

/** Cache-Control of each kind of answer, as the Node server sends them. */
export const PAGE_CACHE = 'no-cache';
export const PRIVATE_PAGE_CACHE = 'no-store';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** A value as an nginx string: double-quoted, with `"`, `\` and `$` escaped. */
function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`A header value holds a line break: ${value}`);
  return `"${value.replace(/[\\"$]/g, (character) => `\\${character}`)}"`;
}

export function indent(lines: readonly string[], depth = 1): string[] {
  return lines.map((line) => (line === '' ? '' : `${'  '.repeat(depth)}${line}`));
}

/** `name {`, the lines indented, `}`. */
export function block(name: string, lines: readonly string[]): string[] {
  return [`${name} {`, ...indent(lines), '}'];
}

/** `add_header` lines for one answer: the security headers, the policy, more as given. */
export function headers(policy: string, hsts: boolean, extra: [string, string][] = []): string[] {
  return [
    ...fixedSecurityHeaders(hsts),
    ['content-security-policy', policy] as [string, string],
    ...extra,
  ].map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

/** Passing a request to the Node processes, with what they need to know of the client. */
export function proxied(hsts: boolean): string[] {
  return [
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
}

/**
 * `/healthz` and `/readyz`, passed to the Node processes on every host without logging: what a
 * load balancer in front of nginx probes.
 */
export const healthLocations = ['/healthz', '/readyz'].flatMap((route) =>
  block(`location = ${route}`, [
    'access_log off;',
    'proxy_pass http://zcomm_node;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
  ]),
);
