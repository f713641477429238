/**
 * The database as the app's `db`: every plugin queries the one connection (SQLite) or pool
 * (PostgreSQL) it was opened with, and it is closed when the app closes, after every plugin
 * registered later has stopped using it.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from './database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the server was opened on (`server/db/open.ts`). */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  db: Database;
}

async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  app.decorate('db', options.db);
  // onClose hooks run last-registered first: the plugins that use the database stop before this.
  app.addHook('onClose', () => options.db.close());
}

/** Shares the opened database with the whole app (a decorator every plugin reads). */
export const databasePlugin = fastifyPlugin(database, { name: 'database', fastify: '5.x' });
