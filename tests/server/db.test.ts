import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shops } from '@zcomm/site-data/shops';
import { catalogues } from '@zcomm/storefront-simulator/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DuplicateUserError, findUserByEmail } from '../../server/auth/users.ts';
import type { Database } from '../../server/db/database.ts';
import { applyMigrations, migrationVersions } from '../../server/db/migrations.ts';
import {
  DatabaseStartupError,
  type OpenDatabaseOptions,
  openDatabase,
} from '../../server/db/open.ts';
import { openPostgresPool, PostgresDatabase, toPostgres } from '../../server/db/postgres.ts';
import { DEMO_USER } from '../../server/db/seed.ts';
import { openSqliteConnection, SqliteDatabase } from '../../server/db/sqlite.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import { listSubmissions } from '../../server/leads/store.ts';
import { type Backend, backends, databaseUrlFor } from './helpers.ts';

let dataDir: string;
const open: Database[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-db-'));
});
afterEach(async () => {
  for (const db of open.splice(0)) if (db.isOpen) await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SQLite', () => {
  it('creates app.db with WAL, foreign keys and a busy timeout', async () => {
    const db = await openDatabase(dataDir);
    open.push(db);
    const connection = (db as SqliteDatabase).connection;
    expect(db).toBeInstanceOf(SqliteDatabase);
    expect(connection.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(connection.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(Number(connection.prepare('PRAGMA busy_timeout').get()?.timeout)).toBeGreaterThan(0);
  });

  it('opens read-only without writing', async () => {
    await (await openDatabase(dataDir)).close();
    const db = await openDatabase(dataDir, { readOnly: true });
    open.push(db);
    await expect(db.exec('DELETE FROM users')).rejects.toThrow(/readonly/i);
  });
});

describe('PostgreSQL', () => {
  it('turns each ? outside quotes into a numbered parameter', () => {
    expect(toPostgres('SELECT ? AS a, \'?\' AS b, "c?" FROM t WHERE x = ? AND y IN (?, ?)')).toBe(
      'SELECT $1 AS a, \'?\' AS b, "c?" FROM t WHERE x = $2 AND y IN ($3, $4)',
    );
  });

  it('refuses a DATABASE_URL it cannot use, in one line naming the setting and no password', async () => {
    await expect(
      openDatabase(dataDir, { databaseUrl: 'mysql://root:hunter22@db.example/app' }),
    ).rejects.toThrow(/^DATABASE_URL must be a postgres:\/\//);
    const refused = openDatabase(dataDir, {
      databaseUrl: 'postgres://app:hunter22@127.0.0.1:1/app',
    });
    await expect(refused).rejects.toBeInstanceOf(DatabaseStartupError);
    await expect(refused).rejects.toThrow(
      /Cannot connect to the PostgreSQL database at DATABASE_URL/,
    );
    await expect(refused).rejects.not.toThrow(/hunter22/);
  });

  it('migrates once when several processes start together', async () => {
    const databaseUrl = await databaseUrlFor('postgres');
    const dbs = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase(dataDir, { databaseUrl })),
    );
    open.push(...dbs);
    const [db] = dbs;
    const versions = await db?.all('SELECT version FROM migrations ORDER BY version');
    expect(versions?.map((row) => Number(row.version))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 21, 22, 31, 32, 41, 61, 62, 65, 66, 67,
    ]);
    expect(await db?.all('SELECT email FROM users')).toEqual([]);
  });
});

describe.each(backends)('openDatabase on %s', (backend: Backend) => {
  let databaseUrl: string | undefined;
  beforeEach(async () => {
    databaseUrl = await databaseUrlFor(backend);
  });

  async function openDb(options: OpenDatabaseOptions = {}): Promise<Database> {
    const db = await openDatabase(dataDir, { databaseUrl, ...options });
    open.push(db);
    return db;
  }

  it('records each migration once, however often it opens', async () => {
    await (await openDb()).close();
    const db = await openDb();
    const versions = await db.all('SELECT version FROM migrations ORDER BY version');
    expect(versions.map((row) => Number(row.version))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 21, 22, 31, 32, 41, 61, 62, 65, 66, 67,
    ]);
  });

  it('keeps the outbox whole when replies come (migration 21), and lets a lead have several', async () => {
    const db =
      backend === 'sqlite'
        ? new SqliteDatabase(openSqliteConnection(path.join(dataDir, 'upgrade.db')))
        : new PostgresDatabase(await openPostgresPool(databaseUrl ?? ''));
    open.push(db);
    await applyMigrations(db, new Set(migrationVersions().filter((version) => version !== 21)));
    const { id } = await insertSubmission(db, {
      form: 'agency-contact',
      site: 'agency',
      data: { name: 'Ann', email: 'ann@example.com', message: 'Hi' },
    });
    const at = new Date().toISOString();
    await db.run(
      `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at, request_id)
       VALUES ('d1', ?, 'email', ?, ?, 'r1')`,
      [id, at, at],
    );
    await applyMigrations(db);
    expect(await db.all('SELECT id, channel, state, request_id FROM outbox')).toEqual([
      { id: 'd1', channel: 'email', state: 'pending', request_id: 'r1' },
    ]);
    // Replies: as many as written; a notification: still one per channel.
    for (const message of ['m1', 'm2']) {
      await db.run(
        `INSERT INTO lead_messages (id, submission_id, kind, at, body) VALUES (?, ?, 'reply', ?, 'Hi')`,
        [message, id, at],
      );
      await db.run(
        `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at, message_id)
         VALUES (?, ?, 'reply', ?, ?, ?)`,
        [`r-${message}`, id, at, at, message],
      );
    }
    await expect(
      db.run(
        `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at)
         VALUES ('d2', ?, 'email', ?, ?)`,
        [id, at, at],
      ),
    ).rejects.toThrow(/unique/i);
    await expect(
      db.run(
        `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at)
         VALUES ('d3', ?, 'fax', ?, ?)`,
        [id, at, at],
      ),
    ).rejects.toThrow(/check/i);
  });

  it('creates no account: a new database has no user at all', async () => {
    const db = await openDb();
    expect(await db.all('SELECT email FROM users')).toEqual([]);
    expect(await findUserByEmail(db, DEMO_USER.email)).toBeUndefined();
  });

  it('holds the collection records of both shops, matching the shared shop catalogue', async () => {
    const db = await openDb();
    for (const shop of shops) {
      const rows = await db.all(
        'SELECT collection_id, collection_name, collection_node, collection_domain, collection_link FROM collections WHERE collection_store = ? ORDER BY position',
        [shop.store],
      );
      expect(rows).toEqual(
        shop.collections.map((collection) => ({
          collection_id: collection.id,
          collection_name: collection.name,
          collection_node: `collection-component-${collection.id}`,
          collection_domain: shop.domain,
          collection_link: collection.path,
        })),
      );
    }
  });

  it('agrees with the storefront simulator on domains, tokens, ids and names', async () => {
    const db = await openDb();
    for (const catalogue of catalogues) {
      const rows = await db.all(
        'SELECT collection_id, collection_name, collection_token FROM collections WHERE collection_domain = ?',
        [catalogue.domain],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.collection_token).toBe(catalogue.storefrontAccessToken);
        const collection = catalogue.collections.find((entry) => entry.id === row.collection_id);
        expect(collection?.title).toBe(row.collection_name);
      }
    }
  });

  it('enforces foreign keys', async () => {
    const db = await openDb();
    await expect(
      db.run(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        ['x', 999, 'now', 'later'],
      ),
    ).rejects.toThrow(/FOREIGN KEY|foreign key/);
  });

  it('refuses a payload that is not JSON', async () => {
    const db = await openDb();
    await expect(
      db.run(
        `INSERT INTO submissions (id, form, site, payload, created_at) VALUES ('x', 'quote', 'agency', '{oops', 'now')`,
      ),
    ).rejects.toThrow();
    expect(await db.all('SELECT id FROM submissions')).toEqual([]);
  });

  it('rolls a transaction back when its work throws, and keeps the connection usable', async () => {
    const db = await openDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO submissions (id, form, site, payload, created_at) VALUES ('t1', 'quote', 'agency', '{}', 'now')`,
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.all('SELECT id FROM submissions')).toEqual([]);
    // Concurrent transactions each commit whole, one after the other.
    await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        db.transaction(async (tx) => {
          await tx.run(
            `INSERT INTO submissions (id, form, site, payload, created_at) VALUES (?, 'quote', 'agency', '{}', 'now')`,
            [id],
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.run(
            `INSERT INTO outbox (id, submission_id, channel, created_at, next_attempt_at) VALUES (?, ?, 'email', 'now', 'now')`,
            [`o-${id}`, id],
          );
        }),
      ),
    );
    expect(await db.all('SELECT id FROM outbox')).toHaveLength(3);
  });

  describe('submissions', () => {
    it('stores and lists them oldest first, with their data', async () => {
      const db = await openDb();
      const first = await insertSubmission(db, {
        form: 'quote',
        site: 'agency',
        data: { name: 'A' },
      });
      const second = await insertSubmission(db, {
        form: 'contact',
        site: 'workwear',
        data: { name: 'B' },
      });
      expect(first.created && second.created).toBe(true);
      expect(await listSubmissions(db)).toEqual([
        {
          id: first.id,
          form: 'quote',
          site: 'agency',
          created_at: expect.any(String),
          data: { name: 'A' },
          spam: false,
        },
        {
          id: second.id,
          form: 'contact',
          site: 'workwear',
          created_at: expect.any(String),
          data: { name: 'B' },
          spam: false,
        },
      ]);
    });

    it('returns the original for a repeated idempotency key of the same form, even at once', async () => {
      const db = await openDb();
      const key = '6f1c2a8e-3b7d-4c1e-9a2f-5d8b7e6c4a31';
      const first = await insertSubmission(db, {
        form: 'quote',
        site: 'agency',
        data: {},
        idempotencyKey: key,
      });
      const again = await insertSubmission(db, {
        form: 'quote',
        site: 'agency',
        data: { x: '1' },
        idempotencyKey: key,
      });
      expect(again).toEqual({ id: first.id, created: false });
      const other = await insertSubmission(db, {
        form: 'agency-contact',
        site: 'agency',
        data: {},
        idempotencyKey: key,
      });
      expect(other.created).toBe(true);
      const racing = await Promise.all(
        Array.from({ length: 8 }, () =>
          insertSubmission(db, { form: 'quote', site: 'agency', data: {}, idempotencyKey: 'race' }),
        ),
      );
      expect(racing.filter((outcome) => outcome.created)).toHaveLength(1);
      expect(new Set(racing.map((outcome) => outcome.id)).size).toBe(1);
      expect(await listSubmissions(db)).toHaveLength(3);
    });

    it('stores many submissions without a key', async () => {
      const db = await openDb();
      await insertSubmission(db, { form: 'quote', site: 'agency', data: {} });
      await insertSubmission(db, { form: 'quote', site: 'agency', data: {} });
      expect(await listSubmissions(db)).toHaveLength(2);
    });
  });

  describe('users', () => {
    it('creates a user and refuses a second with the same e-mail in any case', async () => {
      const db = await openDb();
      const user = await createUser(db, {
        email: 'ann@example.com',
        name: 'Ann',
        password: 'pw-123456',
      });
      expect(user).toEqual({ id: expect.any(Number), email: 'ann@example.com', name: 'Ann' });
      await expect(
        createUser(db, { email: 'ANN@example.com', name: 'Ann', password: 'pw-123456' }),
      ).rejects.toBeInstanceOf(DuplicateUserError);
      expect((await findUserByEmail(db, 'Ann@Example.com'))?.profile).toEqual(user);
    });
  });
});
