/**
 * `npm run nginx:config`: writes the nginx configuration for the build (or, with
 * `--headers-json`, each host's security headers for another CDN).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostHeaders, nginxConfig } from '../pages/nginx/config.ts';
import { parseStorefrontSettings } from '../shared/real-storefronts.ts';
import { parseVitalsSampleRate } from '../vitals/settings.ts';

const usage = `Usage: node server/cli/nginx-config.ts --upstream <host:port> [--upstream …] [options]

Writes an nginx configuration for the build: one server block per site's hosts, pages and
assets served by nginx, /api proxied to the Node processes named by --upstream.
  --build <dir>           the build folder (default ./build, or BUILD_DIR)
  --upstream <host:port>  a Node process serving the API (repeat for several)
  --listen <port>         what nginx listens on (default 80)
  --run-dir <dir>         pid file, logs and temporary files (default /var/lib/zcomm-nginx)
  --hsts                  behind HTTPS: Strict-Transport-Security, Secure cookies, and
                          X-Forwarded-Proto https to the Node processes
  --local-hosts           also answer the local *.localhost names (the local demo only)
  --brotli-module <file>  load ngx_http_brotli_static_module to serve the build's .br files
  --out <file>            write there instead of to standard output
  --headers-json          print instead, for another CDN: each host → the headers its answers carry
STOREFRONTS and VITALS_SAMPLE_RATE are read as the Node server reads them, so both send the
same CSP and tell pages the same share of views to report.
`;

try {
  const { values } = parseArgs({
    options: {
      build: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      listen: { type: 'string' },
      'run-dir': { type: 'string' },
      hsts: { type: 'boolean' },
      'local-hosts': { type: 'boolean' },
      'brotli-module': { type: 'string' },
      out: { type: 'string' },
      'headers-json': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const buildDir = path.resolve(values.build ?? process.env.BUILD_DIR ?? './build');
  const storefronts = parseStorefrontSettings(process.env.STOREFRONTS);
  if (values['headers-json']) {
    const table = await hostHeaders({
      buildDir,
      hsts: values.hsts,
      localHosts: values['local-hosts'],
      storefronts,
    });
    process.stdout.write(`${JSON.stringify(table, null, 2)}\n`);
    process.exit(0);
  }
  const upstreams = values.upstream ?? [];
  for (const upstream of upstreams) {
    if (!/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/.test(upstream)) {
      throw new Error(`--upstream must be host:port, not ${JSON.stringify(upstream)}.`);
    }
  }
  if (upstreams.length === 0) throw new Error('Name at least one --upstream host:port.');
  const config = await nginxConfig({
    buildDir,
    upstreams,
    listen: values.listen,
    runDir: values['run-dir'],
    hsts: values.hsts,
    localHosts: values['local-hosts'],
    brotliModule: values['brotli-module'],
    storefronts,
    vitalsSampleRate: parseVitalsSampleRate(process.env.VITALS_SAMPLE_RATE),
  });
  if (values.out) writeFileSync(values.out, config);
  else process.stdout.write(config);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(1);
}
