import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databasePlugin } from '../../../server/db/index.ts';
import { freshDatabase } from './bare.ts';

let remove: (() => Promise<void>) | undefined;
afterEach(async () => {
  await remove?.();
});

describe('the database plugin', () => {
  it('shares the opened database as `db` with every plugin, encapsulated or not', async () => {
    const fresh = await freshDatabase();
    remove = fresh.remove;
    const app = Fastify();
    await app.register(databasePlugin, { db: fresh.db });
    let seen: unknown;
    await app.register(async (child) => {
      seen = child.db;
    });
    await app.ready();
    expect(app.db).toBe(fresh.db);
    expect(seen).toBe(fresh.db);
    await app.close();
  });

  it('closes the database when the app closes, after the plugins registered later are done with it', async () => {
    const fresh = await freshDatabase();
    remove = fresh.remove;
    const app = Fastify();
    await app.register(databasePlugin, { db: fresh.db });
    let openWhileClosing: boolean | undefined;
    await app.register(async (child) => {
      child.addHook('onClose', async () => {
        openWhileClosing = child.db.isOpen;
        await child.db.get('SELECT 1 AS one');
      });
    });
    await app.ready();
    await app.close();
    expect(openWhileClosing).toBe(true);
    expect(fresh.db.isOpen).toBe(false);
  });
});
