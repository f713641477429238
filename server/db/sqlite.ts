/**
 * The SQLite adapter: one `node:sqlite` connection behind the `Database` interface, statements
 * prepared once, a transaction holding the connection while its body awaits.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Database, Param, Queryable, Row } from './database.ts';

/** Statements, by text, prepared once per connection. */
class Statements {
  readonly #db: DatabaseSync;
  readonly #cache = new Map<string, StatementSync>();
  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  get(sql: string): StatementSync {
    let statement = this.#cache.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#cache.set(sql, statement);
    }
    return statement;
  }
}

function values(params: readonly Param[]): SQLInputValue[] {
  return params as SQLInputValue[];
}

/** Runs statements on the connection as they come: the body of a transaction that holds it. */
class Direct implements Queryable {
  readonly dialect = 'sqlite' as const;
  readonly #statements: Statements;
  readonly #db: DatabaseSync;
  constructor(db: DatabaseSync, statements: Statements) {
    this.#db = db;
    this.#statements = statements;
  }
  async all(sql: string, params: readonly Param[] = []): Promise<Row[]> {
    return this.#statements.get(sql).all(...values(params)) as Row[];
  }
  async get(sql: string, params: readonly Param[] = []): Promise<Row | undefined> {
    return this.#statements.get(sql).get(...values(params)) as Row | undefined;
  }
  async run(sql: string, params: readonly Param[] = []): Promise<{ changes: number }> {
    return { changes: Number(this.#statements.get(sql).run(...values(params)).changes) };
  }
  async exec(sql: string): Promise<void> {
    this.#db.exec(sql);
  }
}

/**
 * The SQLite adapter: one `node:sqlite` connection. Statements run synchronously; a
 * transaction holds the connection (BEGIN IMMEDIATE … COMMIT) while its body awaits, and
 * every other call on this connection waits its turn meanwhile, so the bodies of two requests
 * never mix.
 */
export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite' as const;
  readonly connection: DatabaseSync;
  readonly #direct: Direct;
  #queue: Promise<void> = Promise.resolve();
  #busy = false;

  constructor(connection: DatabaseSync) {
    this.connection = connection;
    this.#direct = new Direct(connection, new Statements(connection));
  }

  get isOpen(): boolean {
    return this.connection.isOpen;
  }

  /** Runs `work` once nothing else holds the connection. */
  async #turn<T>(work: () => Promise<T>): Promise<T> {
    if (!this.#busy) {
      // Nothing waits: a single statement runs at once, with no turn to take.
      return work();
    }
    return this.#exclusive(work);
  }

  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#busy = true;
    try {
      return await work();
    } finally {
      this.#busy = false;
      release();
    }
  }

  all(sql: string, params?: readonly Param[]): Promise<Row[]> {
    return this.#turn(() => this.#direct.all(sql, params));
  }
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined> {
    return this.#turn(() => this.#direct.get(sql, params));
  }
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }> {
    return this.#turn(() => this.#direct.run(sql, params));
  }
  exec(sql: string): Promise<void> {
    return this.#turn(() => this.#direct.exec(sql));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      this.connection.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.#direct);
        this.connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.connection.isTransaction) this.connection.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    await this.#exclusive(async () => {
      if (this.connection.isOpen) this.connection.close();
    });
  }
}

export function openSqliteConnection(
  file: string,
  options: { readOnly?: boolean } = {},
): DatabaseSync {
  return options.readOnly
    ? new DatabaseSync(file, { readOnly: true, timeout: 5000 })
    : new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
}
