/**
 * Backing up the SQLite database while the server writes to it (SQLite's online backup, checked
 * before it replaces the last copy), and restoring one over a stopped server's database.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { databaseFile } from './open.ts';

/** Pages copied per step: all of them, so the copy is one snapshot that writers never restart. */
const ALL_PAGES = 2_147_483_647;

export interface BackupResult {
  file: string;
  bytes: number;
  submissions: number;
  users: number;
}

/** Runs SQLite's integrity check on a database file; throws with the first problem. */
function checkFile(file: string, what: string): { submissions: number; users: number } {
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
    await backup(db, temporary, { rate: ALL_PAGES });
    const counts = checkFile(temporary, 'The backup');
    renameSync(temporary, target);
    return { file: target, bytes: statSync(target).size, ...counts };
  } finally {
    db.close();
    rmSync(temporary, { force: true });
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
  const counts = checkFile(backupFile, 'The backup');
  const target = databaseFile(dataDir);
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
    await backup(source, temporary, { rate: ALL_PAGES });
    renameSync(temporary, target);
  } finally {
    source.close();
    rmSync(temporary, { force: true });
  }
  return keptAs ? { counts, keptAs } : { counts };
}
