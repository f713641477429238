/**
 * The answers to requests refused before any route sees them, with the same security headers
 * as every other answer and a body that says only the status, never echoing the request: what
 * Node's HTTP parser refuses (a malformed request line, headers too large, a request that took
 * too long), a URL Fastify cannot decode, and a path parameter longer than the router reads.
 */
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { documentPolicy } from './csp.ts';
import { fixedSecurityHeaders, HSTS_VALUE, PERMISSIONS_POLICY } from './headers.ts';

/** Sets the fixed security headers, and the policy unless the answer already has one. */
export function securityHeaders(reply: FastifyReply, policy: string, hsts: boolean): void {
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

/** The raw answer to a request Node's HTTP parser refused. */
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
 * The longest path parameter the router hands to a route (Fastify's default is 100): above the
 * longest any route accepts, a product's handle of up to 255 characters as Shopify makes them,
 * so each route's own schema says what it takes. A longer one names nothing here: a plain 404.
 */
export const MAX_PATH_PARAMETER_LENGTH = 1_024;

/** The server options that answer these refusals (`clientErrorHandler`, `frameworkErrors`). */
export function refusalHandlers(
  hsts: boolean,
): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> {
  const policy = documentPolicy();
  return {
    clientErrorHandler: (error, socket) => {
      if (socket.destroyed) return;
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(parserErrorResponse(error as { code?: unknown }, policy, hsts));
    },
    // A URL Fastify cannot decode (`/%c0%ae…`): a plain 400 that does not echo it. A path
    // parameter past MAX_PATH_PARAMETER_LENGTH: a plain 404, as no route has such a thing.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = (error as { code?: unknown }).code === 'FST_ERR_MAX_PARAM_LENGTH';
      securityHeaders(reply as unknown as FastifyReply, policy, hsts);
      (reply as unknown as FastifyReply)
        .code(tooLong ? 404 : 400)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(tooLong ? 'Not found.' : 'Bad request.');
    },
  };
}
