import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../../server/db/open.ts';
import {
  type Backend,
  backends,
  createFixtureBuild,
  databaseUrlFor,
  isAcknowledged,
  killServerProcesses,
  openTestDatabase,
  postAgencyContact,
  type ServerProcess,
  startServerProcess,
} from './helpers.ts';

/** Concurrent submissions in flight when the server is killed. */
const SUBMISSIONS = 40;
/** Of those, how many send half their body and wait: certainly unanswered at the kill. */
const HELD_BACK = 8;
/** The kill comes once this many submissions have been acknowledged. */
const KILL_AFTER_ACKNOWLEDGED = 12;

let dir: string;
/** PostgreSQL's URL for a test on it; undefined on SQLite. */
let databaseUrl: string | undefined;

beforeEach(async () => {
  databaseUrl = undefined;
  dir = await mkdtemp(path.join(tmpdir(), 'zc-durability-'));
  await createFixtureBuild(path.join(dir, 'build'));
});
afterEach(async () => {
  await killServerProcesses();
  await rm(dir, { recursive: true, force: true });
});

const xsrf = randomBytes(32).toString('base64url');

function start(): Promise<ServerProcess> {
  return startServerProcess({
    buildDir: path.join(dir, 'build'),
    dataDir: path.join(dir, 'data'),
    databaseUrl,
    env: { FORM_RATE_LIMIT: '100000', SUBMISSIONS_PER_IP_PER_DAY: '0', LOG_LEVEL: 'info' },
  });
}

/** Posts one agency contact submission (`postAgencyContact`) for this test's burst. */
function submit(port: number, key: string, index: number, holdUntil?: Promise<unknown>) {
  return postAgencyContact(
    port,
    xsrf,
    key,
    {
      name: `Durable Sender ${index}`,
      email: `sender${index}@example.com`,
      service: 'e-commerce',
      message: `Submission ${index} of a burst that meets a crash.`,
    },
    holdUntil,
  );
}

async function storedRows(): Promise<{ id: string; key: string }[]> {
  const db = await openTestDatabase(path.join(dir, 'data'), databaseUrl, { readOnly: true });
  try {
    return (await db.all('SELECT id, idempotency_key AS key FROM submissions')).map((row) => ({
      id: String(row.id),
      key: String(row.key),
    }));
  } finally {
    await db.close();
  }
}

describe.each(backends)('no submission is lost on %s', (backend: Backend) => {
  it(`keeps every acknowledged one of ${SUBMISSIONS} concurrent posts through SIGKILL, and a retry stores none twice`, async () => {
    databaseUrl = await databaseUrlFor(backend);
    const first = await start();
    const keys: string[] = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    let release!: () => void;
    const killed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let acknowledgedCount = 0;
    const killNow = () => {
      if (first.child.signalCode === null) first.child.kill('SIGKILL');
      release();
    };
    const heldBack = (index: number) => index % Math.ceil(SUBMISSIONS / HELD_BACK) === 0;
    const posts = keys.map((key, index) =>
      submit(first.port, key, index, heldBack(index) ? killed : undefined).then((outcome) => {
        if (isAcknowledged(outcome)) acknowledgedCount += 1;
        if (acknowledgedCount >= KILL_AFTER_ACKNOWLEDGED) killNow();
        return outcome;
      }),
    );
    // Should the posts not held back all end first, the kill comes then.
    void Promise.all(posts.filter((_, index) => !heldBack(index))).then(killNow);
    const outcomes = await Promise.all(posts);
    expect(await first.exited).toBeNull();

    const answered = outcomes.filter(isAcknowledged);
    const unanswered = outcomes.filter((outcome) => !isAcknowledged(outcome));
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unanswered.length).toBeGreaterThanOrEqual(HELD_BACK);
    for (const outcome of unanswered) expect(outcome.error).toBeDefined();

    // Restarted on the same data: every acknowledged submission is there.
    const second = await start();
    const afterCrash = new Map((await storedRows()).map((row) => [row.key, row.id]));
    for (const outcome of answered) expect(afterCrash.get(outcome.key)).toBe(outcome.id);

    // The clients retry what went unanswered, with the same keys; one also retries an answered one.
    const retried = await Promise.all(
      unanswered.map((outcome) => submit(second.port, outcome.key, keys.indexOf(outcome.key))),
    );
    for (const outcome of retried) {
      expect(isAcknowledged(outcome)).toBe(true);
      // Stored before the kill but never answered: the retry gets the original id back.
      if (afterCrash.has(outcome.key)) {
        expect(outcome.status).toBe(200);
        expect(outcome.id).toBe(afterCrash.get(outcome.key));
      } else {
        expect(outcome.status).toBe(201);
      }
    }
    const [again] = answered;
    if (!again) throw new Error('nothing was acknowledged');
    const repeat = await submit(second.port, again.key, keys.indexOf(again.key));
    expect(repeat).toMatchObject({ status: 200, id: again.id });

    const rows = await storedRows();
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(new Set(rows.map((row) => row.key))).toEqual(new Set(keys));
    for (const outcome of [...answered, ...retried]) {
      expect(rows.find((row) => row.key === outcome.key)?.id).toBe(outcome.id);
    }

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});

describe('graceful shutdown on SQLite', () => {
  it('finishes the requests in flight, refuses new ones and closes the database cleanly', async () => {
    const server = await start();
    const key = randomUUID();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One post is mid-body when SIGTERM arrives; it is answered, and stored.
    const pending = submit(server.port, key, 1, hold);
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const late = await submit(server.port, randomUUID(), 2);
    expect(late.status === undefined || late.status === 503).toBe(true);

    release();
    const outcome = await pending;
    expect(outcome.status).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing in-flight requests');

    // A clean close checkpoints the write-ahead log into the database file and removes it.
    const file = databaseFile(path.join(dir, 'data'));
    expect(existsSync(`${file}-wal`)).toBe(false);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect(db.prepare('SELECT id FROM submissions WHERE idempotency_key = ?').get(key)?.id).toBe(
        outcome.id,
      );
    } finally {
      db.close();
    }
  }, 30_000);

  it('leaves the write-ahead log behind on SIGKILL, and loses nothing committed', async () => {
    const server = await start();
    const outcome = await submit(server.port, randomUUID(), 3);
    expect(outcome.status).toBe(201);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    expect(existsSync(`${databaseFile(path.join(dir, 'data'))}-wal`)).toBe(true);
    expect((await storedRows()).map((row) => row.id)).toEqual([outcome.id]);
  }, 30_000);
});
