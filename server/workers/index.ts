/**
 * The background workers, in the server's own process on timers: the outbox's delivery of each
 * stored submission (e-mail, webhook), shared with the app as `deliveries` so the form and
 * inbox routes wake it, and the retention sweep that erases old submissions. Both start once
 * the app is ready and stop, finishing what is in flight, when it closes.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { describeSmtp } from '../leads/email.ts';
import {
  DEFAULT_RETENTION_DAYS,
  type RetentionSettings,
  RetentionSweeper,
} from '../leads/retention.ts';
import { defaultRetry, type LeadSettings } from '../leads/settings.ts';
import type { ArtworkStore } from '../uploads/artwork.ts';
import { DeliveryWorker } from './delivery-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers stored submissions; wake it after storing or releasing one. */
    deliveries: DeliveryWorker;
  }
}

export interface WorkersOptions {
  /** Where stored submissions are delivered, and how failures are retried. @default none */
  leads?: LeadSettings | undefined;
  /** How long submissions are kept. @default { days: 365 } */
  retention?: RetentionSettings | undefined;
  /** The bulk orders' artwork: a retention sweep erases the files of the leads it erased. */
  artwork?: ArtworkStore | undefined;
}

/** Says at start where leads go: never a password. */
function describeLeads(app: FastifyInstance, leads: LeadSettings | undefined): void {
  if (leads?.email) {
    app.log.info(`Lead e-mails on: through ${describeSmtp(leads.email)}`);
  } else {
    app.log.info('Lead e-mails off: SMTP_URL is not set, so submissions are stored only');
  }
  if (leads?.webhook) app.log.info(`Lead webhook on: POST ${new URL(leads.webhook.url).origin}`);
}

async function workers(app: FastifyInstance, options: WorkersOptions): Promise<void> {
  const deliveries = new DeliveryWorker({
    db: app.db,
    settings: options.leads ?? { retry: defaultRetry },
    log: app.log,
  });
  const retention = new RetentionSweeper({
    db: app.db,
    settings: options.retention ?? { days: DEFAULT_RETENTION_DAYS },
    log: app.log,
    afterSweep: options.artwork
      ? async () => {
          await options.artwork?.eraseOrphans(app.db);
        }
      : undefined,
  });
  app.decorate('deliveries', deliveries);
  describeLeads(app, options.leads);
  app.addHook('onReady', async () => {
    await deliveries.start();
    await retention.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([deliveries.stop(), retention.stop()]);
  });
}

/** The workers, shared with the whole app (their `deliveries` decorator). */
export const workersPlugin = fastifyPlugin(workers, {
  name: 'workers',
  fastify: '5.x',
  dependencies: ['database'],
});
