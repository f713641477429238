/**
 * Backing up the SQLite database while the server writes to it (SQLite's online backup, checked
 * before it replaces the last copy), and restoring one over a stopped server's database.
 */
import { existsSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { createPrivateFile, DATABASE_SUFFIXES } from './file-modes.ts';
import { applyMigrations, migrationVersions } from './migrations.ts';
import { databaseFile } from './open.ts';
import { SqliteDatabase } from './sqlite.ts';

/** Pages copied per step: all of them, so the copy is one snapshot that writers never restart. */
const ALL_PAGES = 2_147_483_647;

export interface BackupResult {
  file: string;
  bytes: number;
  submissions: number;
  users: number;
}

/** The schema objects of a database: every table, index, trigger and view, with its SQL. */
function schemaOf(db: DatabaseSync): Map<string, string> {
  const rows = db
    .prepare(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    .all();
  return new Map(
    rows.map((row) => [
      `${String(row.type)} ${String(row.name)}`,
      `${String(row.tbl_name)}: ${String(row.sql ?? '').replace(/\s+/g, ' ')}`,
    ]),
  );
}

/**
 * The schema this server's migrations make when exactly `versions` are applied, built in an
 * empty database in memory.
 */
async function migrationsSchema(versions: ReadonlySet<number>): Promise<Map<string, string>> {
  const db = new SqliteDatabase(new DatabaseSync(':memory:'));
  try {
    await applyMigrations(db, versions);
    return schemaOf(db.connection);
  } finally {
    await db.close();
  }
}

/**
 * Throws unless the database has exactly the schema of the migrations it records: no table,
 * index, trigger or view more, none less, none changed (a backup with an added trigger would
 * run it on the next form post).
 */
async function checkSchema(db: DatabaseSync, file: string, what: string): Promise<void> {
  const known = new Set(migrationVersions());
  const recorded = db
    .prepare('SELECT version FROM migrations')
    .all()
    .map((row) => Number(row.version));
  const unknown = recorded.filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `${what} ${file} has migrations this server does not know (${unknown.join(', ')}): restore it with the version of the server that made it.`,
    );
  }
  const expected = await migrationsSchema(new Set(recorded));
  const actual = schemaOf(db);
  for (const [object, sql] of actual) {
    if (expected.get(object) !== sql) {
      throw new Error(
        `${what} ${file} has a ${object} that this server's migrations do not make: it is not a backup of this server as it was made, and is not restored.`,
      );
    }
  }
  for (const object of expected.keys()) {
    if (!actual.has(object)) {
      throw new Error(`${what} ${file} lacks the ${object} of this server's migrations.`);
    }
  }
}

/**
 * Checks a database file without changing it: SQLite's integrity check, then its schema against
 * the migrations'; throws with the first problem. Resolves with what it holds.
 */
async function checkFile(
  file: string,
  what: string,
): Promise<{ submissions: number; users: number }> {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new Error(`${what} ${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    const rows = db.prepare('PRAGMA integrity_check(5)').all();
    const problems = rows
      .map((row) => String(Object.values(row)[0]))
      .filter((text) => text !== 'ok');
    if (problems.length > 0) throw new Error(`${what} ${file} is damaged: ${problems[0]}`);
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => String(row.name)),
    );
    if (!tables.has('migrations') || !tables.has('submissions') || !tables.has('users')) {
      throw new Error(`${what} ${file} is not a database of this server.`);
    }
    await checkSchema(db, file, what);
    const submissions = db.prepare('SELECT count(*) AS n FROM submissions').get();
    const users = db.prepare('SELECT count(*) AS n FROM users').get();
    return { submissions: Number(submissions?.n ?? 0), users: Number(users?.n ?? 0) };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(what)) throw error;
    throw new Error(`${what} ${file} is not a usable SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Makes a copied database standalone and free of what a copy must not carry: the failed
 * sign-in counters (and every other rate-limit counter) are erased, their bytes overwritten,
 * and the file leaves WAL mode, so it is one file with no `-wal`/`-shm` beside it.
 */
function finishCopy(file: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA secure_delete = ON;
      DELETE FROM rate_limits;
      PRAGMA journal_mode = DELETE;`);
  } finally {
    db.close();
  }
}

/** Removes a temporary copy and any file SQLite kept beside it. */
function removeCopy(file: string): void {
  for (const suffix of [...DATABASE_SUFFIXES, '-journal']) rmSync(file + suffix, { force: true });
}

/**
 * Writes a consistent copy of the SQLite database in `dataDir` to `out`, while the server keeps
 * running: SQLite's online backup copies every page in one step under one read snapshot (in WAL
 * mode writers go on meanwhile), into a temporary file that is checked and then renamed, so
 * `out` is either the whole copy or untouched.
 */
export async function backupDatabase(dataDir: string, out: string): Promise<BackupResult> {
  const source = databaseFile(dataDir);
  if (!existsSync(source)) throw new Error(`No database at ${source}: check DATA_DIR.`);
  const target = path.resolve(out);
  if (target === path.resolve(source)) throw new Error('--out must not be the database itself.');
  const temporary = `${target}.partial-${process.pid}`;
  const db = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  try {
    // The copy is private to its owner (0600) whatever the umask: it holds everything.
    createPrivateFile(temporary);
    await backup(db, temporary, { rate: ALL_PAGES });
    finishCopy(temporary);
    const counts = await checkFile(temporary, 'The backup');
    renameSync(temporary, target);
    return { file: target, bytes: statSync(target).size, ...counts };
  } finally {
    db.close();
    removeCopy(temporary);
  }
}

/**
 * Refuses a database another process has open (a running server, or a backup being taken): a
 * restore under a running server would be lost, since the server goes on writing to the file it
 * opened, which the restore has moved aside. An exclusive lock, tried without waiting, is only
 * granted when no other connection holds the file.
 */
function refuseIfInUse(file: string): void {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
  } catch {
    return; // Not openable at all: nothing can be using it as a database.
  }
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    const { errcode } = error as { errcode?: number };
    // SQLITE_BUSY and SQLITE_LOCKED (and their extended codes): held by another connection.
    if (errcode !== undefined && [5, 6].includes(errcode & 0xff)) {
      throw new Error(
        `The database ${file} is in use (the server is running, or a backup is being taken): stop the server first, then restore.`,
      );
    }
    // A damaged or foreign file: the restore replaces it, as it is meant to.
  } finally {
    db.close();
  }
}

/**
 * Refuses to restore the live database (or one of its WAL files) onto itself: moving it aside
 * would leave nothing to copy from, and the next start would make an empty database.
 */
function refuseTheDatabaseItself(backupFile: string, target: string): void {
  const real = realpathSync(backupFile);
  const { dev, ino } = statSync(real);
  for (const suffix of DATABASE_SUFFIXES) {
    const live = target + suffix;
    if (!existsSync(live)) continue;
    const other = statSync(live);
    if (real === realpathSync(live) || (other.dev === dev && other.ino === ino)) {
      throw new Error(
        `${backupFile} is the live database${suffix ? `'s ${suffix.slice(1).toUpperCase()} file` : ''} in DATA_DIR itself: restore from a backup made with --out, kept elsewhere. Nothing was changed.`,
      );
    }
  }
}

/**
 * Replaces the database in `dataDir` with a backup, with the server stopped (a database still
 * open in another process is refused): the backup is
 * checked first; the database it replaces (and its WAL files) is kept beside it as
 * `app.db.replaced-<time>`, never deleted. Returns where the old one went, if there was one.
 */
export async function restoreDatabase(
  dataDir: string,
  from: string,
  now: Date = new Date(),
): Promise<{ counts: { submissions: number; users: number }; keptAs?: string }> {
  const backupFile = path.resolve(from);
  if (!existsSync(backupFile)) throw new Error(`No backup at ${backupFile}.`);
  const target = databaseFile(dataDir);
  refuseTheDatabaseItself(backupFile, target);
  const counts = await checkFile(backupFile, 'The backup');
  let keptAs: string | undefined;
  if (existsSync(target)) {
    refuseIfInUse(target);
    keptAs = `${target}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
    }
  }
  const source = new DatabaseSync(backupFile, { readOnly: true });
  const temporary = `${target}.restoring-${process.pid}`;
  try {
    createPrivateFile(temporary);
    await backup(source, temporary, { rate: ALL_PAGES });
    finishCopy(temporary);
    renameSync(temporary, target);
  } finally {
    source.close();
    removeCopy(temporary);
  }
  return keptAs ? { counts, keptAs } : { counts };
}
