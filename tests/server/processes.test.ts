import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDeliveries } from '../../server/leads/outbox.ts';
import {
  Client,
  createFixtureBuild,
  databaseUrlFor,
  isAcknowledged,
  killServerProcesses,
  openTestDatabase,
  type PostOutcome,
  postAgencyContact,
  type ServerProcess,
  startServerProcess,
} from './helpers.ts';
import { HookReceiver, MailReceiver, WEBHOOK_SECRET } from './lead-receivers.ts';

/** Several server processes on one PostgreSQL database behave as one server. */

let dir: string;
let databaseUrl: string | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zc-processes-'));
  await createFixtureBuild(path.join(dir, 'build'));
  databaseUrl = await databaseUrlFor('postgres');
});
afterEach(async () => {
  await killServerProcesses();
  await rm(dir, { recursive: true, force: true });
});

/** Two processes on the test's database, started at the same moment (both migrate). */
function startTwo(env: Record<string, string>): Promise<ServerProcess[]> {
  return Promise.all(
    [0, 1].map((index) =>
      startServerProcess({
        buildDir: path.join(dir, 'build'),
        // Each its own data folder: nothing is shared but the database.
        dataDir: path.join(dir, `data-${index}`),
        databaseUrl,
        env,
      }),
    ),
  );
}

async function storedRows(): Promise<{ id: string; key: string }[]> {
  const db = await openTestDatabase(dir, databaseUrl, { readOnly: true });
  try {
    return (await db.all('SELECT id, idempotency_key AS key FROM submissions')).map((row) => ({
      id: String(row.id),
      key: String(row.key),
    }));
  } finally {
    await db.close();
  }
}

const lead = (index: number) => ({
  name: `Sender ${index}`,
  email: `sender${index}@example.com`,
  service: 'e-commerce',
  message: `Submission ${index}, posted to one of two processes.`,
});

describe('two server processes on one PostgreSQL', () => {
  it('send at most LEAD_EMAILS_PER_MINUTE lead e-mails together; the rest wait untouched', async () => {
    const mail = await new MailReceiver().start();
    try {
      const [a, b] = await startTwo({
        SMTP_URL: mail.url,
        SMTP_ALLOW_PLAINTEXT: '1',
        LEAD_SENDER: 'Z-Comm Leads <leads@zcomm.example>',
        LEAD_RECIPIENTS: 'sales@zcomm.example',
        LEAD_EMAILS_PER_MINUTE: '2',
      });
      if (!a || !b) throw new Error('two processes expected');
      const xsrf = randomBytes(32).toString('base64url');
      // Three posts to each process: each wakes its own worker at once.
      const posted = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          postAgencyContact(index % 2 === 0 ? a.port : b.port, xsrf, randomUUID(), lead(index)),
        ),
      );
      expect(posted.every((outcome) => outcome.status === 201)).toBe(true);
      await mail.waitFor((messages) => messages.length >= 2);
      // Each process counted alone would let two out, four in all.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(mail.messages).toHaveLength(2);
      const db = await openTestDatabase(dir, databaseUrl, { readOnly: true });
      try {
        const email = [...(await listDeliveries(db)).values()]
          .flat()
          .filter((delivery) => delivery.channel === 'email');
        expect(email.filter((delivery) => delivery.state === 'delivered')).toHaveLength(2);
        const waiting = email.filter((delivery) => delivery.state === 'pending');
        expect(waiting).toHaveLength(4);
        expect(waiting.every((delivery) => delivery.attempts === 0)).toBe(true);
      } finally {
        await db.close();
      }
    } finally {
      await mail.close();
    }
  }, 60_000);

  it('share sessions, rate limits and idempotency keys', async () => {
    const password = 'a-shared-password';
    const [a, b] = await startTwo({
      DEMO_PASSWORD: password,
      FORM_RATE_LIMIT: '30',
      LOGIN_RATE_LIMIT: '3',
    });
    if (!a || !b) throw new Error('two processes expected');

    // A session made through one works on the other, and ends on both.
    const onA = new Client(a.port, 'agency.localhost');
    await onA.visit('/');
    const login = await onA.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password,
    });
    expect(login.status).toBe(200);
    const onB = new Client(b.port, 'agency.localhost');
    Object.assign(onB.cookies, onA.cookies);
    const session = await onB.request('GET', '/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.json()).toEqual(login.json());
    expect((await onB.postJson('/api/auth/logout', {})).status).toBe(204);
    expect((await onA.request('GET', '/api/auth/session')).status).toBe(401);

    // The login limit (3 a minute) counts across both: one used above, two more, then 429 on each.
    const wrong = { email: 'demo@zcomm.example', password: 'not-the-password' };
    expect((await onB.postJson('/api/auth/login', wrong)).status).toBe(401);
    expect((await onA.postJson('/api/auth/login', wrong)).status).toBe(401);
    expect((await onB.postJson('/api/auth/login', wrong)).status).toBe(429);
    expect((await onA.postJson('/api/auth/login', wrong)).status).toBe(429);

    // One idempotency key posted to both at once: stored once, every answer names it.
    const xsrf = randomBytes(32).toString('base64url');
    const key = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postAgencyContact(index % 2 === 0 ? a.port : b.port, xsrf, key, lead(0)),
      ),
    );
    expect(racing.every(isAcknowledged)).toBe(true);
    expect(racing.filter((outcome) => outcome.status === 201)).toHaveLength(1);
    expect(new Set(racing.map((outcome) => outcome.id)).size).toBe(1);
    expect((await storedRows()).filter((row) => row.key === key)).toHaveLength(1);

    // The form limit (30 a minute) counts across both: 10 used above, 20 more, then 429 on each.
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postAgencyContact(index % 2 === 0 ? a.port : b.port, xsrf, randomUUID(), lead(index + 1)),
      ),
    );
    expect(spread.map((outcome) => outcome.status)).toEqual(Array(20).fill(201));
    for (const port of [a.port, b.port]) {
      const refused = await postAgencyContact(port, xsrf, randomUUID(), lead(99));
      expect(refused.status).toBe(429);
    }
    expect(await storedRows()).toHaveLength(21);
  }, 60_000);

  it('store every acknowledged submission exactly once when one is killed mid-burst, and deliver each lead', async () => {
    const hooks = await new HookReceiver().start();
    try {
      const [a, b] = await startTwo({
        FORM_RATE_LIMIT: '100000',
        SUBMISSIONS_PER_IP_PER_DAY: '0',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET,
        WEBHOOK_TIMEOUT_MS: '5000',
        DELIVERY_RETRY_BASE_MS: '50',
        DELIVERY_RETRY_MAX_MS: '200',
      });
      if (!a || !b) throw new Error('two processes expected');
      // The receiver takes the webhooks in and does not answer: deliveries are in flight in
      // both processes, claimed, when one dies.
      hooks.hold = true;
      const xsrf = randomBytes(32).toString('base64url');
      const total = 80;
      const keys = Array.from({ length: total }, () => randomUUID());
      const keyIndex = (key: string) => (keys as string[]).indexOf(key);
      const target = (index: number) => (index % 2 === 0 ? a : b);
      // The kill comes once the killed process has acknowledged 15 posts and more webhooks are in
      // flight than one process sends at once (4): both hold claims. Some posts to it send half
      // their body and wait for the kill: certainly unanswered.
      let acknowledgedByA = 0;
      let release!: () => void;
      const killed = new Promise<void>((resolve) => {
        release = resolve;
      });
      const kill = () => {
        if (a.child.signalCode === null) a.child.kill('SIGKILL');
        release();
      };
      const heldBack = (index: number) => index % 10 === 0;
      // Waves of ten posts 40 ms apart, so posts are still arriving when the kill comes.
      const wave = (index: number) =>
        new Promise((resolve) => setTimeout(resolve, Math.floor(index / 10) * 40));
      const posts: Promise<PostOutcome>[] = keys.map((key, index) =>
        wave(index)
          .then(() =>
            postAgencyContact(
              target(index).port,
              xsrf,
              key,
              lead(index),
              heldBack(index) ? killed : undefined,
            ),
          )
          .then((outcome) => {
            if (target(index) === a && isAcknowledged(outcome)) {
              acknowledgedByA += 1;
              if (acknowledgedByA === 15)
                void hooks.waitFor((requests) => requests.length > 4).then(kill);
            }
            return outcome;
          }),
      );
      void Promise.all(posts.filter((_, index) => !heldBack(index))).then(() =>
        hooks.waitFor((requests) => requests.length > 4).then(kill),
      );
      const outcomes = await Promise.all(posts);
      expect(await a.exited).toBeNull();

      const acknowledged = outcomes.filter(isAcknowledged);
      const unanswered = outcomes.filter((outcome) => !isAcknowledged(outcome));
      const acknowledgedOnB = acknowledged.filter((outcome) => keyIndex(outcome.key) % 2 === 1);
      expect(acknowledgedOnB).toHaveLength(total / 2);
      expect(unanswered.length).toBeGreaterThan(0);
      const atKill = await storedRows();
      // Both processes had deliveries claimed and in flight when one died.
      const claims = await openTestDatabase(dir, databaseUrl, { readOnly: true });
      let claimers: number;
      try {
        claimers = (
          await claims.all(
            'SELECT DISTINCT claimed_by FROM outbox WHERE claimed_until IS NOT NULL AND claimed_by IS NOT NULL',
          )
        ).length;
      } finally {
        await claims.close();
      }
      expect(claimers).toBe(2);
      const heldAtKill = hooks.requests.length;
      for (const outcome of acknowledged) {
        expect(atKill.filter((row) => row.key === outcome.key).map((row) => row.id)).toEqual([
          outcome.id,
        ]);
      }

      // The clients retry what went unanswered, on the process still running, with the same keys.
      const retried = await Promise.all(
        unanswered.map((outcome) =>
          postAgencyContact(b.port, xsrf, outcome.key, lead(keyIndex(outcome.key))),
        ),
      );
      expect(retried.every(isAcknowledged)).toBe(true);
      const storedBeforeRetry = new Set(atKill.map((row) => row.key));
      const alreadyStored = retried.filter((outcome) => storedBeforeRetry.has(outcome.key));
      for (const outcome of alreadyStored) expect(outcome.status).toBe(200);

      const rows = await storedRows();
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((row) => row.key))).toEqual(new Set(keys));
      for (const outcome of [...acknowledged, ...retried]) {
        expect(rows.find((row) => row.key === outcome.key)?.id).toBe(outcome.id);
      }

      // The receiver answers again: the survivor delivers every lead, the dead one's claims too.
      hooks.hold = false;
      const released = performance.now();
      const ids = new Set(rows.map((row) => row.id));
      const deliveredIds = () =>
        new Set(
          hooks.accepted.map(
            (hook) => (JSON.parse(hook.body) as { submission_id: string }).submission_id,
          ),
        );
      await hooks.waitFor(() => [...ids].every((id) => deliveredIds().has(id)), 30_000);
      const drained = Math.round(performance.now() - released);
      const db = await openTestDatabase(dir, databaseUrl, { readOnly: true });
      let pending = -1;
      try {
        await expect
          .poll(
            async () =>
              [...(await listDeliveries(db)).values()]
                .flat()
                .filter((delivery) => delivery.state !== 'delivered').length,
            { timeout: 10_000 },
          )
          .toBe(0);
        pending = 0;
      } finally {
        await db.close();
      }
      console.info(
        `two processes, one killed: ${total} posted, ${acknowledged.length} acknowledged before the kill ` +
          `(${acknowledged.length - acknowledgedOnB.length} by the killed process, ${acknowledgedOnB.length} by the survivor), ` +
          `${unanswered.length} unanswered and retried (${alreadyStored.length} of them already stored); ` +
          `stored ${rows.length}, each key once; every acknowledged id stored exactly once; ` +
          `${heldAtKill} webhooks in flight (unanswered) at the kill in both processes; after the receiver answered again, ` +
          `${hooks.accepted.length} accepted for ${ids.size} submissions in ${drained} ms, the killed process's claims included; ${pending} deliveries left pending`,
      );
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      await hooks.close();
    }
  }, 90_000);
});
