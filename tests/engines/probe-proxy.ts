import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * WebDriver classic cannot read a browser's console or run a script before the page's own, so
 * WebKit reaches the server through this proxy. It changes two things and nothing else:
 * - every HTML page gets `<script src="/__engines/probe.js">` first in its `<head>` (allowed by
 *   the sites' own `script-src 'self'`), which reports console errors, uncaught errors, failed
 *   resources and CSP violations of the page back here;
 * - every Content-Security-Policy gets `report-uri /__engines/csp`, so a violation in any frame
 *   (the Buy Button's frames inherit the page's policy) is reported by the browser itself.
 */
const PROBE = `(() => {
  // Loads the browser cancels because the visitor is leaving fail after the page is gone;
  // like Playwright's console in the other engines, the probe stops listening then.
  let leaving = false;
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const send = (line) => {
    if (leaving) return;
    try { navigator.sendBeacon('/__engines/problem', String(line).slice(0, 2000)); } catch {}
  };
  const text = (value) => value instanceof Error ? value.stack || value.message : typeof value === 'string' ? value : (() => { try { return JSON.stringify(value); } catch { return String(value); } })();
  const original = console.error;
  console.error = function (...args) {
    send('console: ' + args.map(text).join(' '));
    return original.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      send('resource failed: ' + (target.src || target.href));
    } else {
      send('pageerror: ' + (event.error ? text(event.error) : event.message));
    }
  }, true);
  addEventListener('unhandledrejection', (event) => send('pageerror: unhandled rejection ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => {
    send('[csp] ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + event.documentURI);
  });
})();
`;

export interface ProbeProxy {
  port: number;
  takeProblems: () => string[];
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts the proxy in front of the server on `targetPort`; the Host header passes unchanged. */
export function startProbeProxy(targetPort: number): Promise<ProbeProxy> {
  const problems: string[] = [];
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url === '/__engines/probe.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(PROBE);
      return;
    }
    if (url === '/__engines/problem' || url === '/__engines/csp') {
      const body = (await readBody(request)).toString('utf8');
      if (url === '/__engines/problem') problems.push(body);
      else {
        try {
          const report = (JSON.parse(body) as { 'csp-report'?: Record<string, string> })[
            'csp-report'
          ];
          problems.push(
            `[csp report] ${report?.['effective-directive'] ?? report?.['violated-directive']} blocked ${report?.['blocked-uri'] || 'inline'} on ${report?.['document-uri']}`,
          );
        } catch {
          problems.push(`[csp report] ${body}`);
        }
      }
      response.writeHead(204).end();
      return;
    }
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: url, headers },
      async (answer) => {
        const outHeaders = { ...answer.headers };
        const policy = outHeaders['content-security-policy'];
        if (typeof policy === 'string') {
          outHeaders['content-security-policy'] = `${policy}; report-uri /__engines/csp`;
        }
        // Only pages whose own policy runs same-origin scripts get the probe (not, for
        // instance, the simulator's script-free checkout page).
        const isHtml =
          String(answer.headers['content-type'] ?? '').startsWith('text/html') &&
          typeof policy === 'string' &&
          policy.includes("script-src 'self'");
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(response);
          return;
        }
        const html = (await readBody(answer))
          .toString('utf8')
          .replace(/<head([^>]*)>/i, '<head$1><script src="/__engines/probe.js"></script>');
        delete outHeaders['content-length'];
        delete outHeaders.etag;
        response.writeHead(answer.statusCode ?? 502, outHeaders);
        response.end(html);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        takeProblems: () => problems.splice(0),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
