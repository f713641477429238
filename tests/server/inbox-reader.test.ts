import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReader } from '../../server/api/inbox/reader.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';

describe("the inbox's reading thread (SQLite)", () => {
  let dataDir: string;
  let db: Database;
  let reader: SqliteReader;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zc-reader-'));
    db = await openDatabase(dataDir);
    reader = new SqliteReader(path.join(dataDir, 'app.db'));
  });
  afterEach(async () => {
    await reader.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads what the server’s connection has committed, with parameters', async () => {
    const { id } = await insertSubmission(db, {
      form: 'quote',
      site: 'agency',
      data: { name: 'Kim' },
    });
    expect(await reader.get('SELECT site FROM submissions WHERE id = ?', [id])).toEqual({
      site: 'agency',
    });
    await db.run("UPDATE submissions SET state = 'done' WHERE id = ?", [id]);
    expect(await reader.all('SELECT state FROM submissions')).toEqual([{ state: 'done' }]);
  });

  it('fails a bad statement with SQLite’s error and keeps reading', async () => {
    await expect(reader.all('SELECT x FROM nowhere')).rejects.toThrow(/no such table: nowhere/);
    expect(await reader.get('SELECT 1 AS one')).toEqual({ one: 1 });
  });

  it('only reads, and refuses after it is closed', async () => {
    await expect(reader.run()).rejects.toThrow(/only reads/);
    await expect(reader.exec()).rejects.toThrow(/only reads/);
    // A read-only connection: a write slipped in as a read is refused by SQLite itself.
    await expect(reader.all("DELETE FROM submissions WHERE id = 'x' RETURNING id")).rejects.toThrow(
      /readonly/,
    );
    await reader.close();
    await expect(reader.get('SELECT 1 AS one')).rejects.toThrow(/closed/);
  });
});
