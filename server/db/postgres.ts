/**
 * The PostgreSQL adapter: a pool of connections behind the `Database` interface, each `?`
 * placeholder turned into `$n`, advisory locks for migrating and for the delivery workers.
 */
import pg from 'pg';
import type { Database, Param, Queryable, Row } from './database.ts';

/**
 * The statement text for PostgreSQL: each `?` placeholder outside quotes becomes `$1`, `$2`, …
 * The queries are written once, with `?`, for both databases.
 */
export function toPostgres(sql: string): string {
  let index = 0;
  let out = '';
  let quote: string | undefined;
  for (const character of sql) {
    if (quote) {
      if (character === quote) quote = undefined;
      out += character;
    } else if (character === "'" || character === '"') {
      quote = character;
      out += character;
    } else if (character === '?') {
      index += 1;
      out += `$${index}`;
    } else {
      out += character;
    }
  }
  return out;
}

const texts = new Map<string, string>();
function text(sql: string): string {
  let converted = texts.get(sql);
  if (converted === undefined) {
    converted = toPostgres(sql);
    texts.set(sql, converted);
  }
  return converted;
}

type Client = pg.Pool | pg.PoolClient;

class OnClient implements Queryable {
  readonly dialect = 'postgres' as const;
  readonly #client: Client;
  constructor(client: Client) {
    this.#client = client;
  }
  async all(sql: string, params: readonly Param[] = []): Promise<Row[]> {
    return (await this.#client.query(text(sql), params as unknown[])).rows as Row[];
  }
  async get(sql: string, params: readonly Param[] = []): Promise<Row | undefined> {
    return (await this.all(sql, params))[0];
  }
  async run(sql: string, params: readonly Param[] = []): Promise<{ changes: number }> {
    return { changes: (await this.#client.query(text(sql), params as unknown[])).rowCount ?? 0 };
  }
  async exec(sql: string): Promise<void> {
    await this.#client.query(sql);
  }
}

/** The PostgreSQL adapter: a pool of connections; a transaction holds one of them. */
export class PostgresDatabase extends OnClient implements Database {
  readonly pool: pg.Pool;
  #open = true;

  constructor(pool: pg.Pool) {
    super(pool);
    this.pool = pool;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(new OnClient(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs `work` with one connection of its own that holds the session-level advisory lock `key`
   * throughout: another process asking for the same lock waits until it is released.
   */
  async withAdvisoryLock<T>(key: number, work: (session: Database) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work(new SingleConnection(client));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }

  /**
   * Takes the session-level advisory lock (classKey, key) on a connection of its own and keeps
   * it until the returned function is called, or the process dies (its connection ends).
   */
  async holdAdvisoryLock(classKey: number, key: number): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    await client.query('SELECT pg_advisory_lock($1, $2)', [classKey, key]);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      try {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [classKey, key]);
      } finally {
        client.release();
      }
    };
  }

  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    await this.pool.end();
  }
}

/** One connection as a Database: its transactions run on it, one after another. */
class SingleConnection extends OnClient implements Database {
  readonly #client: pg.PoolClient;
  constructor(client: pg.PoolClient) {
    super(client);
    this.#client = client;
  }
  get isOpen(): boolean {
    return true;
  }
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    await this.#client.query('BEGIN');
    try {
      const result = await work(this);
      await this.#client.query('COMMIT');
      return result;
    } catch (error) {
      await this.#client.query('ROLLBACK');
      throw error;
    }
  }
  async close(): Promise<void> {}
}

/** Opens a pool on DATABASE_URL and checks that it answers. */
export async function openPostgresPool(
  url: string,
  options: { max?: number } = {},
): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that breaks (the server restarts) is dropped from the pool, not thrown.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return pool;
}
