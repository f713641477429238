/**
 * The inbox's reading thread: its own read-only connection to the SQLite file (WAL lets it read
 * while the server's connection writes), so a long read (a search over every lead, an export's
 * batch) blocks this thread only, never the server's requests. Answers each
 * `{ id, sql, params }` with `{ id, rows }` or `{ id, error }`.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const connection = new DatabaseSync(String(workerData.file), { readOnly: true, timeout: 5000 });
const statements = new Map<string, StatementSync>();

parentPort?.on('message', (message: { id: number; sql: string; params: SQLInputValue[] }) => {
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      statement = connection.prepare(message.sql);
      statements.set(message.sql, statement);
    }
    parentPort?.postMessage({ id: message.id, rows: statement.all(...message.params) });
  } catch (error) {
    const failure = error as { message?: unknown; code?: unknown; errcode?: unknown };
    parentPort?.postMessage({
      id: message.id,
      error: { message: String(failure.message), code: failure.code, errcode: failure.errcode },
    });
  }
});
