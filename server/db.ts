import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';
import { demoStorefrontToken, shops } from '../sites/shared/shops.ts';
import { isDatabaseBusy } from './http-errors.ts';
import { searchText } from './inbox/search-text.ts';
import { hashPasswordSync } from './passwords.ts';
import type { StorefrontSettings } from './storefronts.ts';

export type Database = DatabaseSync;

/** The demo account created on first start. */
export const DEMO_USER = { email: 'demo@zcomm.example', name: 'Demo User' } as const;
export const DEFAULT_DEMO_PASSWORD = 'demo-password-2025';

export interface OpenDatabaseOptions {
  /** Password of the demo user created on first start. @default 'demo-password-2025' */
  demoPassword?: string | undefined;
  /** Open an existing database for reading only: no migrations, no writes. @default false */
  readOnly?: boolean;
  /** Real storefronts whose domain and token replace a demo shop's in its collection records. */
  storefronts?: StorefrontSettings | undefined;
}

interface Migration {
  version: number;
  name: string;
  up: (db: Database, options: OpenDatabaseOptions) => void;
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'schema',
    up: (db) =>
      db.exec(`
        CREATE TABLE collections (
          collection_store TEXT NOT NULL,
          collection_id TEXT NOT NULL,
          collection_name TEXT NOT NULL,
          collection_node TEXT NOT NULL,
          collection_domain TEXT NOT NULL,
          collection_token TEXT NOT NULL,
          collection_link TEXT NOT NULL,
          position INTEGER NOT NULL,
          PRIMARY KEY (collection_store, collection_id)
        ) STRICT;

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
      `),
  },
  {
    version: 2,
    name: 'demo user',
    up: (db, options) => {
      db.prepare(
        `INSERT INTO users (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      ).run(
        DEMO_USER.email,
        DEMO_USER.name,
        hashPasswordSync(options.demoPassword ?? DEFAULT_DEMO_PASSWORD),
        new Date().toISOString(),
      );
    },
  },
  {
    version: 3,
    name: 'outbox',
    // One row per (submission, channel), written in the submission's own transaction; the
    // delivery worker claims due rows, delivers them and records the outcome here.
    up: (db) =>
      db.exec(`
        CREATE TABLE outbox (
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
        ) STRICT;
        CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      `),
  },
  {
    version: 4,
    name: 'inbox',
    // The staff inbox: a spam flag (set by staff, or at once for the honeypot's catches, which
    // get no outbox rows), and the lower-cased text of every field for the inbox's search.
    up: (db) => {
      db.exec(`
        ALTER TABLE submissions ADD COLUMN spam INTEGER NOT NULL DEFAULT 0
          CHECK (spam IN (0, 1));
        ALTER TABLE submissions ADD COLUMN honeypot INTEGER NOT NULL DEFAULT 0
          CHECK (honeypot IN (0, 1));
        ALTER TABLE submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
        CREATE INDEX submissions_inbox ON submissions (spam, created_at);
      `);
      const update = db.prepare('UPDATE submissions SET search_text = ? WHERE id = ?');
      for (const row of db.prepare('SELECT id, payload FROM submissions').all()) {
        const data = JSON.parse(String(row.payload)) as Record<string, string>;
        update.run(searchText(data), String(row.id));
      }
    },
  },
];

export { demoStorefrontToken };

/** Runs `work` inside one transaction: committed when it returns, rolled back when it throws. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

function migrate(db: Database, options: OpenDatabaseOptions): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      migration.up(db, options);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}

/**
 * Writes the collection records of both shops from the shared shop catalogue: reference
 * data, refreshed on every start so ids always match the sites and the simulator. A store
 * with a configured real storefront gets its domain and token instead of the demo ones.
 */
function syncCollections(db: Database, storefronts: StorefrontSettings = {}): void {
  const upsert = db.prepare(`
    INSERT INTO collections (collection_store, collection_id, collection_name, collection_node,
      collection_domain, collection_token, collection_link, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (collection_store, collection_id) DO UPDATE SET
      collection_name = excluded.collection_name,
      collection_node = excluded.collection_node,
      collection_domain = excluded.collection_domain,
      collection_token = excluded.collection_token,
      collection_link = excluded.collection_link,
      position = excluded.position`);
  transaction(db, () => {
    for (const shop of shops) {
      const real = Object.hasOwn(storefronts, shop.store) ? storefronts[shop.store] : undefined;
      shop.collections.forEach((collection, index) => {
        upsert.run(
          shop.store,
          collection.id,
          collection.name,
          `collection-component-${collection.id}`,
          real?.domain ?? shop.domain,
          real?.token ?? demoStorefrontToken(shop.store),
          collection.path,
          index,
        );
      });
    }
  });
}

/**
 * From now on a statement waits at most 10 ms for a lock (blocking the event loop that long);
 * the running server retries writes on timers instead (`retryWhileBusy`).
 */
export function applyServerBusyTimeout(db: Database): void {
  db.exec('PRAGMA busy_timeout = 10');
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
  work: () => T,
  deadlineMs: number = WRITE_RETRY_DEADLINE_MS,
): Promise<T> {
  const deadline = performance.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return work();
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
function checkIntegrity(db: Database, file: string): void {
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
 * Opens (creating when needed) `app.db` in `dataDir`: WAL journal, foreign keys on, a busy
 * timeout, full fsync on commit; checks its integrity; then runs pending migrations and
 * refreshes the collections. With `readOnly`, opens an existing file as it is. A folder or
 * file that cannot be used throws a DatabaseStartupError whose one-line message names it.
 */
export function openDatabase(dataDir: string, options: OpenDatabaseOptions = {}): Database {
  const file = databaseFile(dataDir);
  if (options.readOnly) return new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  ensureDataDir(dataDir);
  let db: Database;
  try {
    db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  } catch (error) {
    throw new DatabaseStartupError(
      `Cannot open the database ${file} (${describeSqliteError(error)}): give the server's user write access to ${dataDir}, or set DATA_DIR to a folder it can write to.`,
    );
  }
  try {
    try {
      db.exec(`
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = FULL;
        PRAGMA foreign_keys = ON;
        PRAGMA busy_timeout = 5000;
      `);
      checkIntegrity(db, file);
    } catch (error) {
      if (error instanceof DatabaseStartupError) throw error;
      const reason = describeSqliteError(error);
      throw new DatabaseStartupError(
        /not a database|malformed|corrupt/i.test(reason)
          ? `The database ${file} is damaged or not a SQLite database (${reason}): restore it from a backup, or move it away to start with an empty database.`
          : `Cannot use the database ${file} (${reason}): check that ${dataDir} is writable and that no other program holds the file.`,
      );
    }
    migrate(db, options);
    syncCollections(db, options.storefronts);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
