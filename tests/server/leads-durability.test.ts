import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDeliveries } from '../../server/leads/outbox.ts';
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
import {
  HookReceiver,
  MailReceiver,
  type ReceivedMail,
  verifySignature,
  WEBHOOK_SECRET,
} from './lead-receivers.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** Submissions posted in all: a first burst, then a second one that the kill cuts short. */
const SUBMISSIONS = 30;
const FIRST_BURST = 10;
/** The kill comes once this many of the second burst have been acknowledged. */
const KILL_AFTER_ACKNOWLEDGED = 10;
/** E-mails the mail server accepts before it stalls (the rest are in flight at the kill). */
const MAIL_BEFORE_STALL = 4;

let dir: string;
let mail: MailReceiver;
let hooks: HookReceiver;
/** PostgreSQL's URL for a test on it; undefined on SQLite. */
let databaseUrl: string | undefined;

beforeEach(async () => {
  databaseUrl = undefined;
  dir = await mkdtemp(path.join(tmpdir(), 'zc-leads-'));
  await createFixtureBuild(path.join(dir, 'build'));
  mail = await new MailReceiver().start();
  hooks = await new HookReceiver().start();
});
afterEach(async () => {
  await killServerProcesses();
  await Promise.all([mail.close(), hooks.close()]);
  await rm(dir, { recursive: true, force: true });
});

function leadEnv(): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    // The test's mail server offers no STARTTLS; every e-mail goes out at once.
    SMTP_ALLOW_PLAINTEXT: '1',
    LEAD_EMAILS_PER_MINUTE: '100000',
    LEAD_SENDER: 'leads@zcomm.example',
    LEAD_RECIPIENTS: 'sales@zcomm.example',
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET,
    DELIVERY_RETRY_BASE_MS: '50',
    DELIVERY_RETRY_MAX_MS: '500',
  };
}

function start(env: Record<string, string> = leadEnv()): Promise<ServerProcess> {
  return startServerProcess({
    buildDir: path.join(dir, 'build'),
    dataDir: path.join(dir, 'data'),
    databaseUrl,
    env: { FORM_RATE_LIMIT: '100000', SUBMISSIONS_PER_IP_PER_DAY: '0', ...env },
  });
}

const xsrf = randomBytes(32).toString('base64url');

/** Posts one agency contact submission (`postAgencyContact`) for this test's burst. */
function submit(port: number, key: string, index: number) {
  return postAgencyContact(port, xsrf, key, {
    name: `Lead ${index}`,
    email: `lead${index}@example.com`,
    service: 'web-development',
    message: `Lead ${index} of a burst that meets a crash.`,
  });
}

async function outbox() {
  const db = await openTestDatabase(path.join(dir, 'data'), databaseUrl, { readOnly: true });
  try {
    const submissions = (await db.all('SELECT id FROM submissions')).map((row) => String(row.id));
    return { submissions, deliveries: await listDeliveries(db) };
  } finally {
    await db.close();
  }
}

describe.each(backends)('no notification is lost on %s', (backend: Backend) => {
  it(`delivers every acknowledged one of ${SUBMISSIONS} posts by e-mail and webhook after SIGKILL and a restart`, async () => {
    // Before the kill the webhook receiver never answers and the mail server stalls after a
    // few messages: deliveries are delivered, in flight and pending when the process dies.
    databaseUrl = await databaseUrlFor(backend);
    hooks.hold = true;
    mail.stallAfter = MAIL_BEFORE_STALL;
    const first = await start();
    const keys = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    const early = keys.slice(0, FIRST_BURST);
    const late = keys.slice(FIRST_BURST);
    const earlyOutcomes = await Promise.all(
      early.map((key, index) => submit(first.port, key, index)),
    );
    // A few answered, then some taken in but never answered (the sender cannot tell).
    await mail.waitFor((messages) => messages.length >= MAIL_BEFORE_STALL + 2);
    await hooks.waitFor((requests) => requests.length >= 2);
    let count = 0;
    const lateOutcomes = await Promise.all(
      late.map((key, index) =>
        submit(first.port, key, FIRST_BURST + index).then((outcome) => {
          if (isAcknowledged(outcome)) count += 1;
          if (count >= KILL_AFTER_ACKNOWLEDGED && first.child.signalCode === null) {
            first.child.kill('SIGKILL');
          }
          return outcome;
        }),
      ),
    );
    if (first.child.signalCode === null) first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const outcomes = [...earlyOutcomes, ...lateOutcomes];
    const answered = outcomes.filter(isAcknowledged);
    expect(answered.length).toBeGreaterThanOrEqual(FIRST_BURST + KILL_AFTER_ACKNOWLEDGED);

    const atKill = await outbox();
    const pendingAtKill = [...atKill.deliveries.values()]
      .flat()
      .filter((delivery) => delivery.state === 'pending').length;
    expect(pendingAtKill).toBeGreaterThan(0);
    expect(mail.messages.filter((message) => !message.answered).length).toBeGreaterThan(0);
    // Every stored submission has its two deliveries queued with it: none without the other.
    for (const id of atKill.submissions) expect(atKill.deliveries.get(id)).toHaveLength(2);

    // Restarted with the receivers working: everything pending goes out.
    mail.stallAfter = undefined;
    mail.hold = false;
    hooks.hold = false;
    const mailBefore = mail.messages.length;
    const hooksBefore = hooks.requests.length;
    const restarted = performance.now();
    const second = await start();
    const stored = new Set(atKill.submissions);
    const submissionOf = (message: ReceivedMail) =>
      String(message.mail.headers.get('x-submission-id'));
    await mail.waitFor(
      (messages) =>
        [...stored].every((id) =>
          messages.some((message) => message.answered && submissionOf(message) === id),
        ),
      20_000,
    );
    await hooks.waitFor(
      (requests) =>
        [...stored].every((id) =>
          requests.some(
            (hook) =>
              hook.status === 200 &&
              (JSON.parse(hook.body) as { submission_id: string }).submission_id === id,
          ),
        ),
      20_000,
    );
    const drained = performance.now() - restarted;

    // Every acknowledged submission was stored, and delivered at least once over each channel.
    for (const outcome of answered) expect(stored.has(outcome.id ?? '')).toBe(true);

    // Repeats carry the same id: the e-mail's Message-ID, the webhook's delivery id.
    const messageIds = new Map<string, Set<string>>();
    for (const message of mail.messages) {
      const id = submissionOf(message);
      messageIds.set(id, (messageIds.get(id) ?? new Set()).add(message.mail.messageId ?? ''));
    }
    const deliveryIds = new Map<string, Set<string>>();
    for (const hook of hooks.requests) {
      expect(
        verifySignature(hook.body, String(hook.headers['x-signature-256']), WEBHOOK_SECRET),
      ).toBe(true);
      const payload = JSON.parse(hook.body) as { submission_id: string; delivery_id: string };
      expect(hook.headers['x-delivery-id']).toBe(payload.delivery_id);
      deliveryIds.set(
        payload.submission_id,
        (deliveryIds.get(payload.submission_id) ?? new Set()).add(payload.delivery_id),
      );
    }
    for (const id of stored) {
      expect(messageIds.get(id)?.size).toBe(1);
      expect(deliveryIds.get(id)?.size).toBe(1);
    }

    // The outbox agrees once the last answers are recorded.
    await expect
      .poll(
        async () =>
          [...(await outbox()).deliveries.values()]
            .flat()
            .filter((delivery) => delivery.state !== 'delivered').length,
      )
      .toBe(0);
    const answeredMail = mail.messages.filter((message) => message.answered).length;
    console.info(
      `${backend}: ${answered.length} acknowledged, ${stored.size} stored; at the kill ${pendingAtKill} of ${stored.size * 2} deliveries pending ` +
        `(${mailBefore} e-mails and ${hooksBefore} webhooks taken in by then, ${mail.messages.filter((message, index) => index < mailBefore && message.answered).length} e-mails answered); ` +
        `after the restart ${mail.messages.length - mailBefore} e-mails and ${hooks.requests.length - hooksBefore} webhooks in ${Math.round(drained)} ms (restart included); ` +
        `copies beyond one a submission: ${mail.messages.length - stored.size} e-mails, ${hooks.requests.length - stored.size} webhooks, each with the id of its first; ` +
        `answered e-mails ${answeredMail}, accepted webhooks ${hooks.accepted.length}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});

describe('start-up', () => {
  it('says once that e-mail is off without SMTP_URL, and sends nothing', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const outcome = await submit(server.port, randomUUID(), 1);
    expect(outcome.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('Lead e-mails'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Lead e-mails off: SMTP_URL is not set');
    expect(mail.messages).toHaveLength(0);
    expect(hooks.requests).toHaveLength(0);
    expect((await outbox()).deliveries.size).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('names the delivery channels it uses, without the SMTP password', async () => {
    const server = await start(leadEnv());
    const output = server.output();
    expect(output).toContain(`Lead e-mails on: through smtp://127.0.0.1:${mail.port}`);
    expect(output).toContain(`Lead webhook on: POST http://127.0.0.1:${hooks.port}`);
    expect(output).not.toContain('smtp-test-password');
    expect(output).not.toContain(WEBHOOK_SECRET);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);

  it.each([
    [
      {
        SMTP_URL: 'https://mail.example.com',
        LEAD_SENDER: 'a@x.example',
        LEAD_RECIPIENTS: 'b@x.example',
      },
      'SMTP_URL',
    ],
    [
      { SMTP_URL: 'smtp://u:secret-pass@mail.example.com', LEAD_RECIPIENTS: 'b@x.example' },
      'LEAD_SENDER',
    ],
    [
      {
        SMTP_URL: 'smtp://mail.example.com',
        LEAD_SENDER: 'a@x.example',
        LEAD_RECIPIENTS: '{"agency":"b@x.example"}',
      },
      'LEAD_RECIPIENTS',
    ],
    [{ WEBHOOK_URL: 'https://hooks.example.com/x' }, 'WEBHOOK_SECRET'],
    [
      { WEBHOOK_URL: 'http://hooks.example.com/x', WEBHOOK_SECRET: 'a-secret-long-enough-1234' },
      'WEBHOOK_URL',
    ],
  ])(
    'refuses to start with %j, in one line naming %s',
    async (env, setting) => {
      const child = spawn(process.execPath, [path.join(projectRoot, 'server/main.ts')], {
        cwd: projectRoot,
        env: {
          ...process.env,
          LOCAL_DEMO: '1',
          PORT: '0',
          HOST: '127.0.0.1',
          BUILD_DIR: path.join(dir, 'build'),
          DATA_DIR: path.join(dir, 'data'),
          STOREFRONT_SIMULATOR: '0',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      clearTimeout(killer);
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.startsWith(setting)).toBe(true);
      expect(stderr).not.toContain('secret-pass');
    },
    30_000,
  );
});
