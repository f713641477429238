import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLoginFailure } from '../../server/auth/login-limits.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createUser, findUserByEmail } from '../../server/auth/users.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import { markDelivered, markFailed, scheduleRetry } from '../../server/leads/outbox.ts';
import { type Backend, backends, databaseUrlFor } from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let databaseUrl: string | undefined;

/** Runs `npm run users -- …` with `input` on standard input (a pipe, as in a script). */
function users(args: string[], input = ''): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/cli/users.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(Object.assign(new Error(stderr), { code, stdout, stderr })),
    );
    child.stdin.end(input);
  });
}

function cli(script: string, args: string[] = []) {
  return run(process.execPath, [path.join(root, 'server/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-cli-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

// Each test runs the CLIs as processes of their own: seconds on a busy machine.
describe.each(backends)('on %s', { timeout: 30_000 }, (backend: Backend) => {
  beforeEach(async () => {
    databaseUrl = await databaseUrlFor(backend);
  });

  describe('submissions', () => {
    it('prints an empty JSON array when nothing is stored', async () => {
      const { stdout } = await cli('submissions.ts', ['--json']);
      expect(JSON.parse(stdout)).toEqual([]);
    });

    it('prints every submission as JSON, newest last, and as a table', async () => {
      const db = await openDatabase(dataDir, { databaseUrl });
      await insertSubmission(db, {
        form: 'agency-contact',
        site: 'agency',
        data: { name: 'Dana Reyes', email: 'dana@example.com', message: 'First' },
      });
      await insertSubmission(db, {
        form: 'quote',
        site: 'agency',
        data: { name: 'Sam Ortiz', email: 'sam@example.com', message: 'Second' },
      });
      await db.close();

      const json = JSON.parse((await cli('submissions.ts', ['--json'])).stdout) as {
        form: string;
        data: Record<string, string>;
      }[];
      expect(json).toEqual([
        {
          id: expect.any(String),
          form: 'agency-contact',
          site: 'agency',
          created_at: expect.any(String),
          data: { name: 'Dana Reyes', email: 'dana@example.com', message: 'First' },
          spam: false,
          deliveries: [],
        },
        {
          id: expect.any(String),
          form: 'quote',
          site: 'agency',
          created_at: expect.any(String),
          data: { name: 'Sam Ortiz', email: 'sam@example.com', message: 'Second' },
          spam: false,
          deliveries: [],
        },
      ]);

      const { stdout: table } = await cli('submissions.ts');
      const lines = table.split('\n');
      expect(lines[0]).toMatch(/Created.*Form.*Site.*Name.*E-mail.*Message/);
      expect(table.indexOf('Dana Reyes')).toBeLessThan(table.indexOf('Sam Ortiz'));
      expect(table).toContain('quote');
    });

    it("marks the honeypot's catches as spam that was never delivered", async () => {
      const db = await openDatabase(dataDir, { databaseUrl });
      await insertSubmission(
        db,
        { form: 'quote', site: 'agency', data: { name: 'Bot Botson' }, honeypot: true },
        ['email', 'webhook'],
      );
      await db.close();
      const json = JSON.parse((await cli('submissions.ts', ['--json'])).stdout) as {
        data: Record<string, string>;
        spam: boolean;
        deliveries: unknown[];
      }[];
      expect(json.find((row) => row.data.name === 'Bot Botson')).toMatchObject({
        spam: true,
        deliveries: [],
      });
      const { stdout: table } = await cli('submissions.ts');
      const line = table.split('\n').find((row) => row.includes('Bot Botson'));
      expect(line).toContain('spam (not delivered)');
    });

    it('shows where each delivery stands, in the table and as a deliveries array', async () => {
      const db = await openDatabase(dataDir, { databaseUrl });
      const sent = await insertSubmission(
        db,
        { form: 'quote', site: 'agency', data: { name: 'Sent Sam', email: 'sam@example.com' } },
        ['email', 'webhook'],
      );
      const waiting = await insertSubmission(
        db,
        {
          form: 'contact',
          site: 'workwear',
          data: { name: 'Waiting Wu', email: 'wu@example.com' },
        },
        ['email', 'webhook'],
      );
      const ids = async (submissionId: string) =>
        (
          await db.all('SELECT id, channel FROM outbox WHERE submission_id = ? ORDER BY channel', [
            submissionId,
          ])
        ).map((row) => String(row.id));
      const [sentEmail = '', sentHook = ''] = await ids(sent.id);
      const [waitingEmail = '', waitingHook = ''] = await ids(waiting.id);
      await markDelivered(db, sentEmail, new Date('2026-01-01T00:00:01Z'));
      await markDelivered(db, sentHook, new Date('2026-01-01T00:00:02Z'));
      await db.run('UPDATE outbox SET attempts = 3 WHERE id = ?', [waitingEmail]);
      await scheduleRetry(
        db,
        waitingEmail,
        new Date('2026-01-01T01:00:00Z'),
        'connect ECONNREFUSED',
      );
      await db.run('UPDATE outbox SET attempts = 1 WHERE id = ?', [waitingHook]);
      await markFailed(db, waitingHook, 'Refused: Webhook answered 410');
      await db.close();

      const { stdout: table } = await cli('submissions.ts');
      expect(table.split('\n')[0]).toMatch(/Message\s+Delivery\s+Id$/);
      expect(table).toMatch(/Sent Sam.*email sent, webhook sent/);
      expect(table).toMatch(/Waiting Wu.*email pending \(3 tries\), webhook failed/);

      const json = JSON.parse((await cli('submissions.ts', ['--json'])).stdout) as {
        id: string;
        deliveries: unknown[];
      }[];
      expect(json.find((item) => item.id === waiting.id)?.deliveries).toEqual([
        {
          id: waitingEmail,
          channel: 'email',
          state: 'pending',
          attempts: 3,
          created_at: expect.any(String),
          next_attempt_at: '2026-01-01T01:00:00.000Z',
          last_error: 'connect ECONNREFUSED',
          delivered_at: null,
        },
        {
          id: waitingHook,
          channel: 'webhook',
          state: 'failed',
          attempts: 1,
          created_at: expect.any(String),
          next_attempt_at: expect.any(String),
          last_error: 'Refused: Webhook answered 410',
          delivered_at: null,
        },
      ]);
      expect(json.find((item) => item.id === sent.id)?.deliveries).toMatchObject([
        { channel: 'email', state: 'delivered', delivered_at: '2026-01-01T00:00:01.000Z' },
        { channel: 'webhook', state: 'delivered', delivered_at: '2026-01-01T00:00:02.000Z' },
      ]);
    });

    it('cuts long text in the table between characters, never through an emoji', async () => {
      const db = await openDatabase(dataDir, { databaseUrl });
      const message = `${'Sails '.repeat(6)}⛵🏳️‍🌈👍🏽${'x'.repeat(60)}`;
      await insertSubmission(db, {
        form: 'sailing-contact',
        site: 'sailing',
        data: { name: '👩🏽‍🔧'.repeat(30), email: 'crew@example.com', message },
      });
      await db.close();
      const { stdout: table } = await cli('submissions.ts');
      // A lone surrogate (half an emoji) never reaches the terminal.
      expect(table).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
      expect(table).not.toContain('\ufffd');
      expect(table).toContain('⛵🏳️‍🌈👍🏽');
      expect(table).toContain(`${'👩🏽‍🔧'.repeat(23)}…`);
    });
  });

  describe('users', () => {
    const password = 'a-long-staff-password';

    async function sessionsOf(email: string): Promise<number> {
      const db = await openDatabase(dataDir, { databaseUrl });
      try {
        const user = await findUserByEmail(db, email);
        if (!user) return -1;
        const row = await db.get('SELECT count(*) AS n FROM sessions WHERE user_id = ?', [
          user.profile.id,
        ]);
        return Number(row?.n);
      } finally {
        await db.close();
      }
    }

    async function signIn(email: string, times = 1): Promise<void> {
      const db = await openDatabase(dataDir, { databaseUrl });
      try {
        const user = await findUserByEmail(db, email);
        for (let index = 0; index < times; index += 1) {
          await createSession(db, user?.profile.id ?? 0, { lifetimeMs: 60_000, idleMs: 60_000 });
        }
      } finally {
        await db.close();
      }
    }

    async function passwordOpens(email: string, candidate: string): Promise<boolean> {
      const db = await openDatabase(dataDir, { databaseUrl });
      try {
        return verifyPassword(candidate, (await findUserByEmail(db, email))?.passwordHash);
      } finally {
        await db.close();
      }
    }

    it('adds an account with the password read from standard input, never from the command line', async () => {
      const added = await users(['add', 'ann@example.com', '--name', 'Ann Lee'], `${password}\n`);
      expect(added.stdout).toBe('Added ann@example.com (Ann Lee).\n');
      expect(await passwordOpens('ann@example.com', password)).toBe(true);

      const onArgv = users(['add', 'bo@example.com', '--name', 'Bo', '--password', password]);
      await expect(onArgv).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('--password is not accepted'),
      });
      const listed = JSON.parse((await users(['list', '--json'])).stdout) as { email: string }[];
      expect(listed.map((user) => user.email)).toEqual(['ann@example.com']);
    });

    it.each([
      ['a taken e-mail', ['add', 'ann@example.com', '--name', 'Ann'], password, 'already exists'],
      ['a bad e-mail', ['add', 'not-an-email', '--name', 'Bo'], password, 'valid e-mail'],
      ['a short password', ['add', 'bo@example.com', '--name', 'Bo'], 'short', '12 to 1024'],
      [
        'a password with a NUL',
        ['add', 'bo@example.com', '--name', 'Bo'],
        `${password}\0`,
        'control characters',
      ],
      [
        "the demo's published password",
        ['add', 'bo@example.com', '--name', 'Bo'],
        'demo-password-2025',
        'published password',
      ],
      ['no password at all', ['add', 'bo@example.com', '--name', 'Bo'], '', 'standard input ended'],
    ])('refuses %s and stores nothing', async (_case, args, input, message) => {
      await users(['add', 'ann@example.com', '--name', 'Ann'], `${password}\n`);
      await expect(users(args, input === '' ? '' : `${input}\n`)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(message),
      });
      const listed = JSON.parse((await users(['list', '--json'])).stdout) as { email: string }[];
      expect(listed.map((user) => user.email)).toEqual(['ann@example.com']);
    });

    it('changes a password, which signs the account out everywhere', async () => {
      await users(['add', 'ann@example.com', '--name', 'Ann'], `${password}\n`);
      await signIn('ann@example.com', 2);
      expect(await sessionsOf('ann@example.com')).toBe(2);
      const changed = await users(['password', 'ann@example.com'], 'another-long-password\n');
      expect(changed.stdout).toContain('2 session(s) ended');
      expect(await passwordOpens('ann@example.com', password)).toBe(false);
      expect(await passwordOpens('ann@example.com', 'another-long-password')).toBe(true);
      expect(await sessionsOf('ann@example.com')).toBe(0);
    });

    it('lists accounts with their sessions, and signs one out everywhere', async () => {
      await users(['add', 'ann@example.com', '--name', 'Ann Lee'], `${password}\n`);
      await users(['add', 'bo@example.com', '--name', 'Bo'], `${password}\n`);
      await signIn('ann@example.com', 3);
      await signIn('bo@example.com', 1);
      const table = (await users(['list'])).stdout;
      expect(table).toMatch(/^ann@example\.com\tAnn Lee\tsince \d{4}-\d\d-\d\d\t3 session\(s\)$/m);
      expect(table).toMatch(/^bo@example\.com\tBo\t.*\t1 session\(s\)$/m);

      const out = await users(['sign-out', 'ANN@example.com']);
      expect(out.stdout).toContain('3 session(s) ended');
      expect(await sessionsOf('ann@example.com')).toBe(0);
      expect(await sessionsOf('bo@example.com')).toBe(1);
    });

    it('refuses a name with control characters, and never prints one raw', {
      timeout: 120_000,
    }, async () => {
      for (const name of ['Ann\u001b[2J\u0007', 'Ann\u202eeiL']) {
        await expect(
          users(['add', 'ann@example.com', '--name', name], `${password}\n`),
        ).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('A name cannot hold control characters'),
        });
      }
      expect((await users(['list'])).stdout).toContain('No accounts');
      // A name stored before names were checked is listed with its controls shown, not acted on.
      const db = await openDatabase(dataDir, { databaseUrl });
      try {
        await createUser(db, {
          email: 'eve@example.com',
          name: 'Eve\u001b]0;owned\u0007\u202eevE\u0085',
          password,
        });
      } finally {
        await db.close();
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
      const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
      const table = (await users(['list'])).stdout;
      expect(table).not.toMatch(unsafe);
      expect(table).toContain('Eve\\u{1b}]0;owned\\u{7}\\u{202e}evE\\u{85}\t');
      const json = (await users(['list', '--json'])).stdout;
      expect(json).not.toMatch(unsafe);
      expect((JSON.parse(json) as { name: string }[])[0]?.name).toBe(
        'Eve\u001b]0;owned\u0007\u202eevE\u0085',
      );
    });

    it("unlocks an account: its failed sign-ins are cleared, another account's are kept", async () => {
      await users(['add', 'ann@example.com', '--name', 'Ann'], `${password}\n`);
      const db = await openDatabase(dataDir, { databaseUrl });
      const limit = { max: 5, accountMax: 10, windowMs: 60_000, delayMs: 30_000 };
      try {
        for (const address of ['203.0.113.1', '203.0.113.2']) {
          await recordLoginFailure(db, { account: 'ann@example.com', address }, limit);
        }
        await recordLoginFailure(db, { account: 'bo@example.com', address: '203.0.113.1' }, limit);
      } finally {
        await db.close();
      }
      const out = await users(['unlock', 'Ann@Example.com']);
      expect(out.stdout).toBe(
        'Unlocked Ann@Example.com: its failed sign-ins are cleared (3 counter(s)); it may sign in now.\n',
      );
      const after = await openDatabase(dataDir, { databaseUrl });
      try {
        const keys = (await after.all('SELECT key FROM rate_limits ORDER BY key')).map(
          (row) => row.key,
        );
        expect(keys).toEqual([
          'login-account|bo@example.com',
          'login-address|bo@example.com|203.0.113.1',
        ]);
      } finally {
        await after.close();
      }
      await expect(users(['unlock', 'nobody@example.com'])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No user has the e-mail nobody@example.com'),
      });
    });

    it('removes an account with its sessions; an unknown one is an error', async () => {
      await users(['add', 'ann@example.com', '--name', 'Ann'], `${password}\n`);
      await signIn('ann@example.com');
      expect((await users(['remove', 'ann@example.com'])).stdout).toBe(
        'Removed ann@example.com.\n',
      );
      expect(await sessionsOf('ann@example.com')).toBe(-1);
      expect((await users(['list'])).stdout).toContain('No accounts');
      const db = await openDatabase(dataDir, { databaseUrl });
      try {
        expect(await db.all('SELECT token_hash FROM sessions')).toEqual([]);
      } finally {
        await db.close();
      }
      await expect(users(['remove', 'ann@example.com'])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No user has the e-mail ann@example.com'),
      });
      await expect(users(['sign-out', 'nobody@example.com'])).rejects.toMatchObject({ code: 1 });
      await expect(
        users(['password', 'nobody@example.com'], `${password}\n`),
      ).rejects.toMatchObject({
        code: 1,
      });
    });
  });
});
