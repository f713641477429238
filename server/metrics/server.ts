/**
 * The metrics listener: `GET /metrics` in Prometheus's text format on a port (and address) of
 * its own (`METRICS_PORT`, `METRICS_HOST`), apart from the sites' listener, so no site host
 * ever answers it. Anything else there is a 404.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { requestMetricsPlugin, type ScrapeSource, scrape } from './index.ts';
import { registry } from './registry.ts';

export interface MetricsListener {
  server: Server;
  /** The port it listens on (the one asked, or the one given for 0). */
  port: number;
  close: () => Promise<void>;
}

/** Starts the metrics listener beside the app (`metricsPlugin` closes it with the app). */
export async function startMetricsListener(
  app: FastifyInstance,
  options: { port: number; host: string } & Omit<ScrapeSource, 'db' | 'log'>,
): Promise<MetricsListener> {
  const source: ScrapeSource = {
    db: app.db,
    emailCap: options.emailCap,
    log: app.log,
    // The store, when the app keeps vitals (it is decorated by the time the app is ready).
    vitals: app.hasDecorator('vitals') ? () => app.vitals.summary() : undefined,
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    scrape(source).then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Metrics: the scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected.\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  app.log.info(`Metrics: GET http://${options.host}:${port}/metrics (METRICS_PORT)`);
  return { server, port, close };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener, once the app is ready; undefined when the metrics are off. */
    metricsListener: MetricsListener | undefined;
  }
}

/** Where the metrics listener listens. */
export interface MetricsSettings {
  port: number;
  host: string;
}

/**
 * The metrics: every request counted and timed, and the listener started when the app is ready
 * and closed with it.
 */
async function metrics(
  app: FastifyInstance,
  options: MetricsSettings & Omit<ScrapeSource, 'db' | 'log'>,
): Promise<void> {
  await app.register(requestMetricsPlugin);
  app.decorate('metricsListener', undefined);
  app.addHook('onReady', async () => {
    app.metricsListener = await startMetricsListener(app, options);
  });
  app.addHook('onClose', async () => {
    await app.metricsListener?.close();
  });
}

export const metricsPlugin = fastifyPlugin(metrics, {
  name: 'metrics',
  fastify: '5.x',
  dependencies: ['database'],
});
