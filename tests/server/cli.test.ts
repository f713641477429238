import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { markDelivered, markFailed, scheduleRetry } from '../../server/leads/outbox.ts';
import { insertSubmission } from '../../server/submissions.ts';
import { type Backend, backends, databaseUrlFor } from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let databaseUrl: string | undefined;

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

  describe('user-add', () => {
    it('creates a user from flags and prints it', async () => {
      const { stdout } = await cli('user-add.ts', [
        '--email',
        'ann@example.com',
        '--name',
        'Ann Lee',
        '--password',
        'a-long-password',
      ]);
      expect(JSON.parse(stdout)).toEqual({
        id: expect.any(Number),
        email: 'ann@example.com',
        name: 'Ann Lee',
      });
    });

    it('fails for a taken e-mail, a bad e-mail or a short password', async () => {
      const args = ['--name', 'Ann', '--password', 'a-long-password'];
      await cli('user-add.ts', ['--email', 'ann@example.com', ...args]);
      await expect(
        cli('user-add.ts', ['--email', 'ann@example.com', ...args]),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('already exists'),
      });
      await expect(cli('user-add.ts', ['--email', 'not-an-email', ...args])).rejects.toMatchObject({
        code: 1,
      });
      await expect(
        cli('user-add.ts', ['--email', 'bo@example.com', '--name', 'Bo', '--password', 'short']),
      ).rejects.toMatchObject({ code: 1 });
    });
  });
});
