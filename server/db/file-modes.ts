/**
 * The data folder and the database's files are private to the server's user, whatever the
 * umask: they hold every lead's personal data and the staff's password hashes. New ones are
 * made so; wider ones found at start are named in a warning.
 */
import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
import path from 'node:path';

/** The data folder: only its owner may list, read or enter it. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** The database, its WAL files and backups: only their owner may read or write them. */
export const PRIVATE_FILE_MODE = 0o600;

/** The database file and the files SQLite keeps beside it. */
export const DATABASE_SUFFIXES = ['', '-wal', '-shm'] as const;

/**
 * Creates `file` empty with owner-only permissions when it does not exist yet (SQLite then
 * opens it as a new database and gives its WAL files the same permissions).
 */
export function createPrivateFile(file: string): void {
  if (existsSync(file)) return;
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  // The umask may have taken bits away, never added any; chmod sets exactly these.
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Which of the data folder and the database's files others may read: one line each. */
export function widePermissions(dataDir: string, databaseFile: string): string[] {
  const found: string[] = [];
  const check = (file: string, allowed: number) => {
    if (!existsSync(file)) return;
    const mode = statSync(file).mode & 0o777;
    if ((mode & ~allowed) !== 0) {
      found.push(`${file} is ${mode.toString(8).padStart(4, '0')}`);
    }
  };
  check(dataDir, PRIVATE_FOLDER_MODE);
  for (const suffix of DATABASE_SUFFIXES) check(databaseFile + suffix, PRIVATE_FILE_MODE);
  return found;
}

/** The warning a server logs at start when the data is readable by other local users. */
export function widePermissionsWarning(dataDir: string, databaseFile: string): string | undefined {
  const found = widePermissions(dataDir, databaseFile);
  if (found.length === 0) return undefined;
  return `Other local users may read the data (${found.join(', ')}): every lead's personal data and the staff's password hashes. Make it private: chmod 700 ${dataDir} && chmod 600 ${path.join(dataDir, 'app.db')}*`;
}
