/**
 * The inbox's long reads on a thread of their own (SQLite), so a search over every lead or an
 * export's batch never holds up the server's other requests.
 */
import { Worker } from 'node:worker_threads';
import type { Database, Param, Queryable, Row } from '../../db/database.ts';
import { SqliteDatabase } from '../../db/sqlite.ts';

interface Pending {
  resolve: (rows: Row[]) => void;
  reject: (error: Error) => void;
}

/**
 * Reads SQLite on a thread of its own (`reader-worker.ts`): `node:sqlite` runs a statement
 * synchronously, so a search over every lead or an export's batch would otherwise hold up
 * every other request of the process meanwhile. Reads only (`all`, `get`); sees what the
 * server's connection has committed. A thread that dies fails its pending reads and is started
 * again by the next one.
 */
export class SqliteReader implements Queryable {
  readonly dialect = 'sqlite' as const;
  readonly #file: string;
  #worker: Worker | undefined;
  readonly #pending = new Map<number, Pending>();
  #next = 0;
  #closed = false;

  constructor(file: string) {
    this.#file = file;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./reader-worker.ts', import.meta.url), {
      workerData: { file: this.#file },
    });
    worker.on(
      'message',
      (message: { id: number; rows?: Row[]; error?: Record<string, unknown> }) => {
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        if (message.error) {
          pending.reject(Object.assign(new Error(String(message.error.message)), message.error));
        } else {
          pending.resolve(message.rows ?? []);
        }
      },
    );
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The inbox's reading thread stopped (${code})`)));
    // An idle reader never keeps the process alive.
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  all(sql: string, params: readonly Param[] = []): Promise<Row[]> {
    if (this.#closed) return Promise.reject(new Error('The inbox reader is closed'));
    return new Promise((resolve, reject) => {
      const id = this.#next++;
      this.#pending.set(id, { resolve, reject });
      this.#thread().postMessage({ id, sql, params });
    });
  }

  async get(sql: string, params?: readonly Param[]): Promise<Row | undefined> {
    return (await this.all(sql, params))[0];
  }

  run(): Promise<{ changes: number }> {
    return Promise.reject(new Error('The inbox reader only reads'));
  }

  exec(): Promise<void> {
    return Promise.reject(new Error('The inbox reader only reads'));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}

/**
 * Where the inbox's long reads go: a reading thread for a SQLite file, the database itself for
 * PostgreSQL (its queries never block the process) and for a database in memory.
 */
export function inboxReader(db: Database): Queryable & { close(): Promise<void> } {
  if (db instanceof SqliteDatabase) {
    const file = db.connection.location();
    if (file) return new SqliteReader(file);
  }
  return {
    dialect: db.dialect,
    all: (sql, params) => db.all(sql, params),
    get: (sql, params) => db.get(sql, params),
    run: (sql, params) => db.run(sql, params),
    exec: (sql) => db.exec(sql),
    close: async () => {},
  };
}
