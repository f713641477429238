import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';
import { demoStorefrontToken, shops } from '@zcomm/site-data/shops';
import type { PostgresDatabase } from './db-postgres.ts';
import { openSqliteConnection, SqliteDatabase } from './db-sqlite.ts';
import { isDatabaseBusy } from './http-errors.ts';
import { searchText } from './inbox/search-text.ts';
import type { StorefrontSettings } from './storefronts.ts';

/** A value bound to a `?` placeholder. */
export type Param = string | number | bigint | null;
export type Row = Record<string, unknown>;

/**
 * What every query module talks to: SQL with `?` placeholders that SQLite and PostgreSQL both
 * accept, run on the database or inside one of its transactions.
 */
export interface Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Every row the statement returns. */
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** Runs a statement; resolves with how many rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }>;
  /** Runs statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
export interface Database extends Queryable {
  readonly isOpen: boolean;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, query through `tx` only.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The column that orders rows stored in the same millisecond by insertion. */
export function insertionOrder(db: Queryable, table?: string): string {
  const column = db.dialect === 'sqlite' ? 'rowid' : 'seq';
  return table ? `${table}.${column}` : column;
}

/** Whether the database has the table (a database opened read-only may predate it). */
export async function hasTable(db: Queryable, name: string): Promise<boolean> {
  const row = await db.get(
    db.dialect === 'sqlite'
      ? `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`
      : `SELECT 1 FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_name = ?`,
    [name],
  );
  return row !== undefined;
}

/** A database URL with its password masked, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The local demo's account (`LOCAL_DEMO=1`); no other start creates it. */
export const DEMO_USER = { email: 'demo@zcomm.example', name: 'Demo User' } as const;
/** The demo account's published password: a production start refuses any account that has it. */
export const DEFAULT_DEMO_PASSWORD = 'demo-password-2025';

export interface OpenDatabaseOptions {
  /**
   * `postgres://user:password@host:port/database`: every table lives there instead of in
   * `app.db` (the DATABASE_URL setting). @default SQLite in the data folder
   */
  databaseUrl?: string | undefined;
  /** Open an existing database for reading only: no migrations, no writes. @default false */
  readOnly?: boolean;
  /** Real storefronts whose domain and token replace a demo shop's in its collection records. */
  storefronts?: StorefrontSettings | undefined;
  /** Most PostgreSQL connections this process opens. @default 10 */
  poolSize?: number | undefined;
}

/**
 * One schema change. SQL both databases accept wherever they agree; where they differ (column
 * types, SQLite's STRICT tables), the migration says so by `db.dialect`. Versions are never
 * reused; a database records each one it has applied, so a migration merged later with a lower
 * number than others already applied still runs once.
 */
interface Migration {
  version: number;
  name: string;
  up: (db: Queryable, options: OpenDatabaseOptions) => Promise<void>;
}

/** `STRICT` on SQLite tables; nothing on PostgreSQL. */
const strict = (db: Queryable) => (db.dialect === 'sqlite' ? ' STRICT' : '');

/** The shops' collection records: the same columns on both databases. */
const collectionsTable = `CREATE TABLE collections (
          collection_store TEXT NOT NULL,
          collection_id TEXT NOT NULL,
          collection_name TEXT NOT NULL,
          collection_node TEXT NOT NULL,
          collection_domain TEXT NOT NULL,
          collection_token TEXT NOT NULL,
          collection_link TEXT NOT NULL,
          position INTEGER NOT NULL,
          PRIMARY KEY (collection_store, collection_id)
        )`;

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'schema',
    up: (db) =>
      db.exec(
        db.dialect === 'sqlite'
          ? `
        ${collectionsTable} STRICT;

        CREATE TABLE users (
          id INTEGER PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          name TEXT NOT NULL,
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;

        CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX sessions_user ON sessions (user_id);
        CREATE INDEX sessions_expiry ON sessions (expires_at);

        CREATE TABLE submissions (
          id TEXT PRIMARY KEY,
          form TEXT NOT NULL,
          site TEXT NOT NULL,
          payload TEXT NOT NULL CHECK (json_valid(payload)),
          created_at TEXT NOT NULL,
          idempotency_key TEXT,
          UNIQUE (form, idempotency_key)
        ) STRICT;
        CREATE INDEX submissions_created ON submissions (created_at);
      `
          : `
        ${collectionsTable};

        CREATE TABLE users (
          id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
          email TEXT NOT NULL,
          name TEXT NOT NULL,
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX users_email ON users (lower(email));

        CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        );
        CREATE INDEX sessions_user ON sessions (user_id);
        CREATE INDEX sessions_expiry ON sessions (expires_at);

        CREATE TABLE submissions (
          seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
          id TEXT PRIMARY KEY,
          form TEXT NOT NULL,
          site TEXT NOT NULL,
          payload TEXT NOT NULL CHECK (payload::jsonb IS NOT NULL),
          created_at TEXT NOT NULL,
          idempotency_key TEXT,
          UNIQUE (form, idempotency_key)
        );
        CREATE INDEX submissions_created ON submissions (created_at);
      `,
      ),
  },
  {
    version: 2,
    name: 'demo user',
    // Once created the demo account in every new database. No account is created by a
    // migration any more: the local demo makes its own (`LOCAL_DEMO=1`), production has only
    // the accounts an operator adds (`npm run users -- add`).
    up: async () => {},
  },
  {
    version: 3,
    name: 'outbox',
    // One row per (submission, channel), written in the submission's own transaction; the
    // delivery worker claims due rows, delivers them and records the outcome here.
    up: (db) =>
      db.exec(`
        CREATE TABLE outbox (${db.dialect === 'postgres' ? '\n          seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,' : ''}
          id TEXT PRIMARY KEY,
          submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
          channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
          state TEXT NOT NULL DEFAULT 'pending'
            CHECK (state IN ('pending', 'delivered', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          next_attempt_at TEXT NOT NULL,
          claimed_until TEXT,
          last_error TEXT,
          delivered_at TEXT,
          UNIQUE (submission_id, channel)
        )${strict(db)};
        CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      `),
  },
  {
    version: 4,
    name: 'inbox',
    // The staff inbox: a spam flag (set by staff, or at once for the honeypot's catches, which
    // get no outbox rows), and the lower-cased text of every field for the inbox's search.
    up: async (db) => {
      await db.exec(`
        ALTER TABLE submissions ADD COLUMN spam INTEGER NOT NULL DEFAULT 0
          CHECK (spam IN (0, 1));
        ALTER TABLE submissions ADD COLUMN honeypot INTEGER NOT NULL DEFAULT 0
          CHECK (honeypot IN (0, 1));
        ALTER TABLE submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
        CREATE INDEX submissions_inbox ON submissions (spam, created_at);
      `);
      for (const row of await db.all('SELECT id, payload FROM submissions')) {
        const data = JSON.parse(String(row.payload)) as Record<string, string>;
        await db.run('UPDATE submissions SET search_text = ? WHERE id = ?', [
          searchText(data),
          String(row.id),
        ]);
      }
    },
  },
  {
    version: 5,
    name: 'shared state of several processes',
    // Rate-limit counters (used on PostgreSQL), so every process counts the same requests; and which worker holds
    // each claimed delivery, so a process frees only the claims of one that has died.
    up: (db) =>
      db.exec(`
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          hits INTEGER NOT NULL,
          window_ends_at ${db.dialect === 'sqlite' ? 'INTEGER' : 'BIGINT'} NOT NULL
        )${strict(db)};
        CREATE INDEX rate_limits_window ON rate_limits (window_ends_at);
        ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      `),
  },
  {
    version: 6,
    name: 'idle sessions',
    // Each session's idle deadline and idle time, besides its absolute end. Sessions from
    // before get an idle deadline in the past: everyone signs in again once.
    up: (db) =>
      db.exec(`
        ALTER TABLE sessions ADD COLUMN idle_expires_at TEXT NOT NULL DEFAULT '';
        ALTER TABLE sessions ADD COLUMN idle_ms INTEGER NOT NULL DEFAULT 0;
      `),
  },
  {
    version: 9,
    name: 'intake caps',
    // Submissions stored per client address and UTC day (the daily cap), and the bytes of every
    // stored submission's fields (the quota), kept by triggers whatever inserts or erases a row.
    up: (db) =>
      db.exec(
        db.dialect === 'sqlite'
          ? `
        CREATE TABLE intake_counts (
          client TEXT NOT NULL,
          day TEXT NOT NULL,
          submissions INTEGER NOT NULL,
          PRIMARY KEY (client, day)
        ) STRICT;
        CREATE INDEX intake_counts_day ON intake_counts (day);
        CREATE TABLE intake_usage (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          bytes INTEGER NOT NULL
        ) STRICT;
        INSERT INTO intake_usage (id, bytes)
          SELECT 1, COALESCE(SUM(LENGTH(CAST(payload AS BLOB))), 0) FROM submissions;
        CREATE TRIGGER submissions_usage_insert AFTER INSERT ON submissions BEGIN
          UPDATE intake_usage SET bytes = bytes + LENGTH(CAST(NEW.payload AS BLOB)) WHERE id = 1;
        END;
        CREATE TRIGGER submissions_usage_delete AFTER DELETE ON submissions BEGIN
          UPDATE intake_usage SET bytes = bytes - LENGTH(CAST(OLD.payload AS BLOB)) WHERE id = 1;
        END;
      `
          : `
        CREATE TABLE intake_counts (
          client TEXT NOT NULL,
          day TEXT NOT NULL,
          submissions INTEGER NOT NULL,
          PRIMARY KEY (client, day)
        );
        CREATE INDEX intake_counts_day ON intake_counts (day);
        CREATE TABLE intake_usage (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          bytes BIGINT NOT NULL
        );
        INSERT INTO intake_usage (id, bytes)
          SELECT 1, COALESCE(SUM(octet_length(payload)), 0) FROM submissions;
        CREATE FUNCTION submissions_usage() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            UPDATE intake_usage SET bytes = bytes + octet_length(NEW.payload) WHERE id = 1;
          ELSE
            UPDATE intake_usage SET bytes = bytes - octet_length(OLD.payload) WHERE id = 1;
          END IF;
          RETURN NULL;
        END;
        $$;
        CREATE TRIGGER submissions_usage AFTER INSERT OR DELETE ON submissions
          FOR EACH ROW EXECUTE FUNCTION submissions_usage();
      `,
      ),
  },
  {
    version: 7,
    name: 'lead workflow',
    // Each lead's state, when staff first opened it and who it is assigned to; its history
    // (who did what, when); deliveries that staff cancelled (a lead marked spam); and the
    // indexes the inbox's keyset pages and counts read instead of the rows.
    up: async (db) => {
      await db.exec(`
        ALTER TABLE submissions ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
          CHECK (state IN ('new', 'in_progress', 'done'));
        ALTER TABLE submissions ADD COLUMN read_at TEXT;
        ALTER TABLE submissions ADD COLUMN assignee_id ${db.dialect === 'sqlite' ? 'INTEGER' : 'BIGINT'}
          REFERENCES users (id) ON DELETE SET NULL;

        CREATE TABLE submission_history (
          id ${db.dialect === 'sqlite' ? 'INTEGER PRIMARY KEY' : 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY'},
          submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
          at TEXT NOT NULL,
          user_id ${db.dialect === 'sqlite' ? 'INTEGER' : 'BIGINT'},
          user_name TEXT,
          action TEXT NOT NULL CHECK (action IN ('read', 'state', 'spam', 'not_spam', 'assigned',
            'resent', 'deliveries_cancelled')),
          from_value TEXT,
          to_value TEXT
        )${strict(db)};
        CREATE INDEX submission_history_submission ON submission_history (submission_id, id);

        DROP INDEX submissions_inbox;
        CREATE INDEX submissions_inbox ON submissions (spam, created_at, id);
        CREATE INDEX submissions_inbox_site ON submissions (spam, site, created_at, id);
        CREATE INDEX submissions_inbox_form ON submissions (spam, form, created_at, id);
        CREATE INDEX submissions_inbox_state ON submissions (spam, state, created_at, id);
        CREATE INDEX submissions_inbox_counts ON submissions (spam, site, state);
        CREATE INDEX submissions_assignee ON submissions (assignee_id, created_at, id);
      `);
      if (db.dialect === 'postgres') {
        await db.exec(`ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
          ALTER TABLE outbox ADD CONSTRAINT outbox_state_check
            CHECK (state IN ('pending', 'delivered', 'failed', 'cancelled'));`);
        return;
      }
      // SQLite cannot change a CHECK in place: the table is rebuilt from its own definition
      // (whatever columns it has by now, as sqlite_master holds it), its rows copied, its
      // indexes made again. The statement is schema text only, never a value.
      const table = await db.get(
        `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'outbox'`,
      );
      const definition = String(table?.sql ?? '');
      const old = `CHECK (state IN ('pending', 'delivered', 'failed'))`;
      if (!definition.includes(old) || !/^CREATE TABLE "?outbox"? \(/.test(definition)) {
        throw new Error('The outbox table has an unexpected definition');
      }
      const indexes = await db.all(
        `SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' AND sql IS NOT NULL`,
      );
      const rebuild = [
        definition
          .replace(old, `CHECK (state IN ('pending', 'delivered', 'failed', 'cancelled'))`)
          .replace(/^CREATE TABLE "?outbox"?/, 'CREATE TABLE outbox_rebuilt'),
        'INSERT INTO outbox_rebuilt SELECT * FROM outbox',
        'DROP TABLE outbox',
        'ALTER TABLE outbox_rebuilt RENAME TO outbox',
        ...indexes.map((index) => String(index.sql)),
      ];
      await db.exec(rebuild.map((statement) => `${statement};`).join('\n'));
    },
  },
  {
    version: 8,
    name: 'inbox search index',
    // PostgreSQL: a trigram index (pg_trgm, an extension any database owner may add) serves the
    // inbox's `LIKE '%word%'` searches. Without the right to add it the search still works, by
    // reading every row, and the migration says so in the server's log. SQLite reads every row
    // too, on the inbox's reading thread, so no request waits for it.
    up: async (db) => {
      if (db.dialect !== 'postgres') return;
      await db.exec('SAVEPOINT search_index');
      try {
        await db.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm;
          CREATE INDEX submissions_search ON submissions USING gin (search_text gin_trgm_ops);`);
        await db.exec('RELEASE SAVEPOINT search_index');
      } catch (error) {
        await db.exec('ROLLBACK TO SAVEPOINT search_index');
        console.warn(
          `The inbox's search index was not created (${(error as Error).message}): searches read every submission. A database owner can add it later: CREATE EXTENSION pg_trgm; CREATE INDEX submissions_search ON submissions USING gin (search_text gin_trgm_ops);`,
        );
      }
    },
  },
];

export { demoStorefrontToken };

/** The advisory lock PostgreSQL processes take around migrating (any fixed number of ours). */
const MIGRATION_LOCK = 0x7a636d01;

/**
 * Applies every migration not yet recorded, each in its own transaction that first looks the
 * version up again: SQLite's write lock (BEGIN IMMEDIATE) and, on PostgreSQL, an advisory lock
 * held throughout make a process that starts at the same time wait, then find nothing to do.
 */
async function migrate(db: Database, options: OpenDatabaseOptions): Promise<void> {
  const apply = async (session: Database) => {
    await session.exec(`CREATE TABLE IF NOT EXISTS migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )${strict(session)}`);
    for (const migration of migrations) {
      await session.transaction(async (tx) => {
        if (await tx.get('SELECT 1 FROM migrations WHERE version = ?', [migration.version])) return;
        await migration.up(tx, options);
        await tx.run('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
      });
    }
    await syncCollections(session, options.storefronts);
  };
  if (db.dialect === 'postgres') {
    await (db as PostgresDatabase).withAdvisoryLock(MIGRATION_LOCK, apply);
  } else {
    await apply(db);
  }
}

/**
 * Writes the collection records of both shops from the shared shop catalogue: reference
 * data, refreshed on every start so ids always match the sites and the simulator. A store
 * with a configured real storefront gets its domain and token instead of the demo ones.
 */
async function syncCollections(db: Database, storefronts: StorefrontSettings = {}): Promise<void> {
  const upsert = `
    INSERT INTO collections (collection_store, collection_id, collection_name, collection_node,
      collection_domain, collection_token, collection_link, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (collection_store, collection_id) DO UPDATE SET
      collection_name = excluded.collection_name,
      collection_node = excluded.collection_node,
      collection_domain = excluded.collection_domain,
      collection_token = excluded.collection_token,
      collection_link = excluded.collection_link,
      position = excluded.position`;
  await db.transaction(async (tx) => {
    for (const shop of shops) {
      const real = Object.hasOwn(storefronts, shop.store) ? storefronts[shop.store] : undefined;
      for (const [index, collection] of shop.collections.entries()) {
        await tx.run(upsert, [
          shop.store,
          collection.id,
          collection.name,
          `collection-component-${collection.id}`,
          real?.domain ?? shop.domain,
          real?.token ?? demoStorefrontToken(shop.store),
          collection.path,
          index,
        ]);
      }
    }
  });
}

/**
 * From now on a statement waits at most 10 ms for a lock (blocking the event loop that long);
 * the running server retries writes on timers instead (`retryWhileBusy`).
 */
export function applyServerBusyTimeout(db: Database): void {
  if (db instanceof SqliteDatabase) db.connection.exec('PRAGMA busy_timeout = 10');
}
/** How long a write keeps retrying (without blocking) before the request gets a 503. */
export const WRITE_RETRY_DEADLINE_MS = 1000;

/**
 * Runs a write, retrying it while another connection holds the database: each try waits at
 * most the server's busy timeout (10 ms) inside SQLite, and the waits between tries are timers, so
 * other requests keep being served. After `deadlineMs` the busy error is thrown (the API
 * answers it with 503 and `Retry-After`).
 */
export async function retryWhileBusy<T>(
  work: () => T | Promise<T>,
  deadlineMs: number = WRITE_RETRY_DEADLINE_MS,
): Promise<T> {
  const deadline = performance.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error) || performance.now() >= deadline) throw error;
    }
    const pause = Math.min(100, 5 * 2 ** attempt, Math.max(0, deadline - performance.now()));
    await delay(pause);
  }
}

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'app.db');
}

/** A database or data folder the server cannot use; the message says which and what to do. */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
}

/**
 * Databases up to this size get SQLite's full `integrity_check` at start (every page, every
 * index against its table); larger ones the faster `quick_check`, which skips the index
 * comparison, so a start never takes long.
 */
export const FULL_CHECK_MAX_BYTES = 256 * 1024 * 1024;

function describeSqliteError(error: unknown): string {
  const candidate = error as { errstr?: unknown; message?: unknown };
  return String(candidate?.errstr ?? candidate?.message ?? error);
}

/**
 * Creates the data folder and its missing parents one level at a time (Node's recursive
 * mkdir can loop forever on folders like `/proc/x`), then checks it is a folder.
 */
function ensureDataDir(dataDir: string): void {
  const missing: string[] = [];
  for (let current = path.resolve(dataDir); !existsSync(current); ) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new DatabaseStartupError(
        `Cannot create the data folder ${dataDir} (${(error as NodeJS.ErrnoException).code ?? describeSqliteError(error)} at ${folder}): set DATA_DIR to a folder the server can create and write to.`,
      );
    }
  }
  if (!statSync(dataDir).isDirectory()) {
    throw new DatabaseStartupError(
      `The data folder ${dataDir} is not a folder: set DATA_DIR to a folder the server can write to.`,
    );
  }
}

/** Runs SQLite's own consistency check; throws a DatabaseStartupError naming the file. */
function checkIntegrity(db: DatabaseSync, file: string): void {
  const full = statSync(file).size <= FULL_CHECK_MAX_BYTES;
  const rows = db.prepare(full ? 'PRAGMA integrity_check(20)' : 'PRAGMA quick_check(20)').all();
  const problems = rows
    .map((row) => String(Object.values(row)[0]).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== 'ok');
  if (problems.length > 0) {
    throw new DatabaseStartupError(
      `The database ${file} is damaged (${problems[0]}${problems.length > 1 ? `, and ${problems.length - 1} more problems` : ''}): restore it from a backup, or move it away to start with an empty database.`,
    );
  }
}

/**
 * How long a starting server waits for another process that holds the file (a second server
 * starting on the same database switches it to WAL or checks it at the same moment): SQLite
 * answers some of those lock conflicts at once, without its busy timeout.
 */
const STARTUP_LOCK_DEADLINE_MS = 15_000;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise (creating when needed)
 * `app.db` in `dataDir` — WAL journal, foreign keys on, a busy timeout, full fsync on commit,
 * its integrity checked. Then runs pending migrations and refreshes the collections. With
 * `readOnly`, opens an existing database as it is. A database that cannot be used throws a
 * DatabaseStartupError whose one-line message names it (never a password) and the setting.
 */
export async function openDatabase(
  dataDir: string,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openSqlite(dataDir, options);
  if (options.readOnly) return db;
  try {
    // Each migration and the collections' refresh is a transaction of its own: safe to retry.
    await retryWhileBusy(() => migrate(db, options), STARTUP_LOCK_DEADLINE_MS);
  } catch (error) {
    await db.close();
    if (db.dialect === 'postgres') {
      throw new DatabaseStartupError(
        `Cannot prepare the PostgreSQL database at DATABASE_URL ${describeUrl(options.databaseUrl ?? '')} (${describeSqliteError(error)}): give its user the right to create tables there, or point DATABASE_URL at another database.`,
      );
    }
    throw error;
  }
  return db;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<PostgresDatabase> {
  if (!/^postgres(?:ql)?:\/\//.test(url)) {
    throw new DatabaseStartupError(
      `DATABASE_URL must be a postgres://user:password@host:port/database URL, not ${JSON.stringify(describeUrl(url))}; unset it to use SQLite in DATA_DIR.`,
    );
  }
  // The driver loads only for PostgreSQL: a server on SQLite starts without it.
  const { openPostgresPool, PostgresDatabase } = await import('./db-postgres.ts');
  try {
    return new PostgresDatabase(await openPostgresPool(url, { max: options.poolSize }));
  } catch (error) {
    throw new DatabaseStartupError(
      `Cannot connect to the PostgreSQL database at DATABASE_URL ${describeUrl(url)} (${describeSqliteError(error)}): check DATABASE_URL, and that the server runs and lets this user in.`,
    );
  }
}

async function openSqlite(dataDir: string, options: OpenDatabaseOptions): Promise<SqliteDatabase> {
  const file = databaseFile(dataDir);
  if (options.readOnly) return new SqliteDatabase(openSqliteConnection(file, { readOnly: true }));
  ensureDataDir(dataDir);
  let db: DatabaseSync;
  try {
    db = openSqliteConnection(file);
  } catch (error) {
    throw new DatabaseStartupError(
      `Cannot open the database ${file} (${describeSqliteError(error)}): give the server's user write access to ${dataDir}, or set DATA_DIR to a folder it can write to.`,
    );
  }
  try {
    await retryWhileBusy(() => {
      db.exec(`
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = FULL;
        PRAGMA foreign_keys = ON;
        PRAGMA busy_timeout = 5000;
      `);
      checkIntegrity(db, file);
    }, STARTUP_LOCK_DEADLINE_MS);
  } catch (error) {
    db.close();
    if (error instanceof DatabaseStartupError) throw error;
    const reason = describeSqliteError(error);
    throw new DatabaseStartupError(
      /not a database|malformed|corrupt/i.test(reason)
        ? `The database ${file} is damaged or not a SQLite database (${reason}): restore it from a backup, or move it away to start with an empty database.`
        : `Cannot use the database ${file} (${reason}): check that ${dataDir} is writable and that no other program holds the file.`,
    );
  }
  return new SqliteDatabase(db);
}
