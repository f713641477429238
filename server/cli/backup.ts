/**
 * `npm run backup`: a consistent copy of the SQLite database while the server runs, or the
 * database restored from one (the server stopped).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, restoreDatabase } from '../db/online-backup.ts';

const usage = `Usage: npm run backup -- --out <file>
       npm run backup -- --restore <file>

--out <file>      writes a consistent copy of the SQLite database in DATA_DIR (default ./data)
                  to <file>, while the server runs (SQLite's online backup), and checks it.
--restore <file>  with the server stopped: checks the backup, keeps the current database as
                  app.db.replaced-<time>, and puts the backup in its place. Then start the server.
For PostgreSQL (DATABASE_URL) use pg_dump and pg_restore instead (see docs/operations.md).
`;

try {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      restore: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back the PostgreSQL database up with pg_dump --format=custom, and restore it with pg_restore.',
    );
  }
  if ((values.out === undefined) === (values.restore === undefined)) {
    throw new Error('Give either --out <file> or --restore <file>.');
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (values.out !== undefined) {
    const result = await backupDatabase(dataDir, values.out);
    process.stdout.write(
      `Backed up ${result.submissions} submission(s) and ${result.users} account(s) to ${result.file} (${result.bytes} bytes, integrity checked).\n`,
    );
  } else if (values.restore !== undefined) {
    const result = await restoreDatabase(dataDir, values.restore);
    process.stdout.write(
      `Restored ${result.counts.submissions} submission(s) and ${result.counts.users} account(s) into ${dataDir}.${result.keptAs ? ` The database it replaced is kept as ${result.keptAs}.` : ''}\n`,
    );
  }
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(1);
}
