import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DuplicateUserError, findUserByEmail } from '../../server/accounts.ts';
import { type Database, DEMO_USER, openDatabase } from '../../server/db.ts';
import { verifyPassword } from '../../server/passwords.ts';
import { catalogues } from '../../server/storefront/catalogue.ts';
import { insertSubmission, listSubmissions } from '../../server/submissions.ts';
import { shops } from '../../sites/shared/shops.ts';

let dataDir: string;
const open: Database[] = [];

function openDb(options: Parameters<typeof openDatabase>[1] = {}): Database {
  const db = openDatabase(dataDir, options);
  open.push(db);
  return db;
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-db-'));
});
afterEach(async () => {
  for (const db of open.splice(0)) if (db.isOpen) db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates app.db with WAL, foreign keys and a busy timeout', () => {
    const db = openDb();
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(Number(db.prepare('PRAGMA busy_timeout').get()?.timeout)).toBeGreaterThan(0);
  });

  it('records each migration once, however often it opens', () => {
    openDb().close();
    const db = openDb();
    const versions = db.prepare('SELECT version FROM migrations ORDER BY version').all();
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);
  });

  it('seeds the demo user once, with a scrypt hash of the configured password', async () => {
    openDb({ demoPassword: 'first-password' }).close();
    const db = openDb({ demoPassword: 'second-password' });
    const user = findUserByEmail(db, DEMO_USER.email);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('first-password', user?.passwordHash)).toBe(true);
    expect(await verifyPassword('second-password', user?.passwordHash)).toBe(false);
  });

  it('holds the collection records of both shops, matching the shared shop catalogue', () => {
    const db = openDb();
    for (const shop of shops) {
      const rows = db
        .prepare(
          'SELECT collection_id, collection_name, collection_node, collection_domain, collection_link FROM collections WHERE collection_store = ? ORDER BY position',
        )
        .all(shop.store);
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

  it('agrees with the storefront simulator on domains, tokens, ids and names', () => {
    const db = openDb();
    for (const catalogue of catalogues) {
      const rows = db
        .prepare(
          'SELECT collection_id, collection_name, collection_token FROM collections WHERE collection_domain = ?',
        )
        .all(catalogue.domain);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.collection_token).toBe(catalogue.storefrontAccessToken);
        const collection = catalogue.collections.find((entry) => entry.id === row.collection_id);
        expect(collection?.title).toBe(row.collection_name);
      }
    }
  });

  it('enforces foreign keys', () => {
    const db = openDb();
    expect(() =>
      db
        .prepare(
          'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        )
        .run('x', 999, 'now', 'later'),
    ).toThrow(/FOREIGN KEY/);
  });

  it('opens read-only without writing', () => {
    openDb().close();
    const db = openDb({ readOnly: true });
    expect(() => db.exec('DELETE FROM users')).toThrow(/readonly/i);
  });
});

describe('submissions', () => {
  it('stores and lists them oldest first, with their data', () => {
    const db = openDb();
    const first = insertSubmission(db, { form: 'quote', site: 'agency', data: { name: 'A' } });
    const second = insertSubmission(db, { form: 'contact', site: 'workwear', data: { name: 'B' } });
    expect(first.created && second.created).toBe(true);
    expect(listSubmissions(db)).toEqual([
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

  it('returns the original for a repeated idempotency key of the same form', () => {
    const db = openDb();
    const key = '6f1c2a8e-3b7d-4c1e-9a2f-5d8b7e6c4a31';
    const first = insertSubmission(db, {
      form: 'quote',
      site: 'agency',
      data: {},
      idempotencyKey: key,
    });
    const again = insertSubmission(db, {
      form: 'quote',
      site: 'agency',
      data: { x: '1' },
      idempotencyKey: key,
    });
    expect(again).toEqual({ id: first.id, created: false });
    const other = insertSubmission(db, {
      form: 'agency-contact',
      site: 'agency',
      data: {},
      idempotencyKey: key,
    });
    expect(other.created).toBe(true);
    expect(listSubmissions(db)).toHaveLength(2);
  });

  it('stores many submissions without a key', () => {
    const db = openDb();
    insertSubmission(db, { form: 'quote', site: 'agency', data: {} });
    insertSubmission(db, { form: 'quote', site: 'agency', data: {} });
    expect(listSubmissions(db)).toHaveLength(2);
  });
});

describe('users', () => {
  it('creates a user and refuses a second with the same e-mail in any case', async () => {
    const db = openDb();
    const user = await createUser(db, {
      email: 'ann@example.com',
      name: 'Ann',
      password: 'pw-123456',
    });
    expect(user).toEqual({ id: expect.any(Number), email: 'ann@example.com', name: 'Ann' });
    await expect(
      createUser(db, { email: 'ANN@example.com', name: 'Ann', password: 'pw-123456' }),
    ).rejects.toBeInstanceOf(DuplicateUserError);
  });
});
