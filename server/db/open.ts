/**
 * Opening the database: PostgreSQL at DATABASE_URL, or SQLite in the data folder (created,
 * checked, switched to WAL), then migrated and seeded under a lock, so several processes
 * starting at once agree. Every failure is a one-line DatabaseStartupError.
 */
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import { retryWhileBusy } from './busy.ts';
import type { Database } from './database.ts';
import { createPrivateFile, PRIVATE_FOLDER_MODE } from './file-modes.ts';
import { applyMigrations } from './migrations.ts';
import type { PostgresDatabase } from './postgres.ts';
import { seedCollections } from './seed.ts';
import { openSqliteConnection, SqliteDatabase } from './sqlite.ts';

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
 * mkdir can loop forever on folders like `/proc/x`), then checks it is a folder. A data folder
 * it creates is private to the server's user (0700), whatever the umask.
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
      if (folder === path.resolve(dataDir)) chmodSync(folder, PRIVATE_FOLDER_MODE);
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
    await retryWhileBusy(() => prepareDatabase(db, options), STARTUP_LOCK_DEADLINE_MS);
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
  const { openPostgresPool, PostgresDatabase } = await import('./postgres.ts');
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
    // A new database is private to the server's user (0600), and so are its WAL files.
    createPrivateFile(file);
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

/** The advisory lock PostgreSQL processes take around migrating (any fixed number of ours). */
const MIGRATION_LOCK = 0x7a636d01;

/**
 * Applies the pending migrations and refreshes the collection records. SQLite's write lock
 * (BEGIN IMMEDIATE) and, on PostgreSQL, an advisory lock held throughout make a process that
 * starts at the same time wait, then find nothing to do.
 */
async function prepareDatabase(db: Database, options: OpenDatabaseOptions): Promise<void> {
  const apply = async (session: Database) => {
    await applyMigrations(session);
    await seedCollections(session, options.storefronts);
  };
  if (db.dialect === 'postgres') {
    await (db as PostgresDatabase).withAdvisoryLock(MIGRATION_LOCK, apply);
  } else {
    await apply(db);
  }
}
