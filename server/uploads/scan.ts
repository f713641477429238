/**
 * Holding each bulk order's artwork until clamd has scanned it: the upload is stored `pending`
 * and its lead is not notified; a clean scan makes the file downloadable and queues the lead's
 * notifications; an infected file is erased at once, the upload marked `infected` (the inbox
 * says so) and the lead notified without it. A scan clamd could not answer is tried again a few
 * times, and the uploads still pending when the server starts are scanned then.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { retryWhileBusy } from '../db/busy.ts';
import { enqueueDeliveries } from '../leads/outbox.ts';
import type { ArtworkStore } from './artwork.ts';
import { type ScanResult, scanWithClamd } from './clamd.ts';

/** Attempts at one scan while clamd cannot answer, and the wait before the next. */
const SCAN_ATTEMPTS = 3;
const SCAN_RETRY_MS = 2_000;

export interface UploadScans {
  /** Scans a kept upload in the background and records what it found. */
  scan: (submissionId: string, storedName: string) => void;
  /** Resolves when every scan started so far has finished (tests, shutdown). */
  settled: () => Promise<void>;
}

export function scanUploads(
  app: FastifyInstance,
  store: ArtworkStore,
  socket: string,
): UploadScans {
  const running = new Set<Promise<void>>();

  async function attempt(storedName: string): Promise<ScanResult | undefined> {
    for (let tries = 1; tries <= SCAN_ATTEMPTS; tries += 1) {
      try {
        return await scanWithClamd(socket, store.pathOf(storedName));
      } catch (error) {
        app.log.error({ err: error, tries }, 'Upload scan failed: clamd could not answer');
        if (tries < SCAN_ATTEMPTS) await delay(SCAN_RETRY_MS * tries);
      }
    }
    return undefined;
  }

  async function run(submissionId: string, storedName: string): Promise<void> {
    const result = await attempt(storedName);
    if (!result) {
      app.log.error(
        { submission: submissionId },
        'Upload still pending: scanned at the next start',
      );
      return;
    }
    if (!result.clean) {
      await store.erase(storedName);
      app.log.warn(
        { submission: submissionId, signature: result.signature },
        'Upload infected: its file was erased',
      );
    }
    const channels = app.deliveries.channels;
    await retryWhileBusy(() =>
      app.db.transaction(async (tx) => {
        const changed = await tx.run(
          `UPDATE lead_uploads SET status = ? WHERE stored_name = ? AND status = 'pending'`,
          [result.clean ? 'clean' : 'infected', storedName],
        );
        if (changed.changes > 0) {
          await enqueueDeliveries(tx, submissionId, channels, new Date().toISOString());
        }
      }),
    );
    app.deliveries.wake();
  }

  const scan = (submissionId: string, storedName: string) => {
    const job = run(submissionId, storedName)
      .catch((error: unknown) => app.log.error({ err: error }, 'Upload scan failed'))
      .finally(() => running.delete(job));
    running.add(job);
  };

  app.addHook('onReady', async () => {
    const pending = await app.db.all(
      `SELECT submission_id, stored_name FROM lead_uploads WHERE status = 'pending'`,
    );
    for (const row of pending) scan(String(row.submission_id), String(row.stored_name));
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  return { scan, settled: async () => void (await Promise.allSettled([...running])) };
}
