/**
 * Bare Fastify instances for the plugin tests: each test registers the one plugin it tests and
 * only what that plugin needs (a database, the request's site, cookies), then injects requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteId } from '@zcomm/site-data/tenants';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../../server/db/database.ts';
import { databasePlugin } from '../../../server/db/index.ts';
import { openDatabase } from '../../../server/db/open.ts';

/** A fresh SQLite database in a folder of its own; `remove` closes it and deletes the folder. */
export async function freshDatabase(): Promise<{ db: Database; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-plugin-'));
  const db = await openDatabase(dataDir);
  return {
    db,
    remove: async () => {
      if (db.isOpen) await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `request.site` as the hosts plugin would set it, from the test's `x-site` header (none: no
 * site), so a plugin can be tested without the host table.
 */
export const siteFromHeader = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorateRequest('site', null);
    app.addHook('onRequest', async (request) => {
      const site = request.headers['x-site'];
      request.site = typeof site === 'string' ? (site as SiteId) : null;
    });
  },
  { name: 'hosts' },
);

/** A bare app on a fresh database, closed (and its folder removed) by `close`. */
export async function bareApp(): Promise<{
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}> {
  const { db, remove } = await freshDatabase();
  const app = Fastify();
  await app.register(databasePlugin, { db });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await remove();
    },
  };
}
