import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import { markDelivered, markFailed } from '../../server/leads/outbox.ts';
import { type Backend, backends, databaseUrlFor } from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let databaseUrl: string | undefined;

/** Runs `npm run submissions -- …` as a process; resolves with its exit code and output. */
async function submissions(args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'server/cli/submissions.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-cli-resend-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe.each(backends)(
  'npm run submissions -- --resend on %s',
  { timeout: 30_000 },
  (backend: Backend) => {
    let db: Database;

    beforeEach(async () => {
      databaseUrl = await databaseUrlFor(backend);
      db = await openDatabase(dataDir, { databaseUrl });
    });
    afterEach(() => db.close());

    /** A submission with an e-mail and a webhook delivery; the webhook failed for good. */
    async function failedLead(): Promise<{ id: string; webhook: string; email: string }> {
      const { id } = await insertSubmission(
        db,
        { form: 'quote', site: 'agency', data: { name: 'Dana' } },
        ['email', 'webhook'],
      );
      const rows = await db.all('SELECT id, channel FROM outbox WHERE submission_id = ?', [id]);
      const of = (channel: string) => String(rows.find((row) => row.channel === channel)?.id);
      await db.run(`UPDATE outbox SET attempts = 7, created_at = '2026-01-01T00:00:00.000Z'`);
      await markFailed(db, of('webhook'), 'Gave up after 7 attempts: connect ECONNREFUSED');
      await markDelivered(db, of('email'), new Date());
      return { id, webhook: of('webhook'), email: of('email') };
    }

    it('queues the failed deliveries of a submission again, found by its id or its first 8 characters', async () => {
      const lead = await failedLead();
      const before = Date.now();
      const result = await submissions(['--resend', lead.id.slice(0, 8)]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        `Queued again: the webhook delivery ${lead.webhook} of submission ${lead.id}`,
      );
      expect(result.stdout).toContain('ECONNREFUSED');
      const webhook = await db.get(
        'SELECT state, attempts, created_at, next_attempt_at, last_error FROM outbox WHERE id = ?',
        [lead.webhook],
      );
      expect(webhook).toMatchObject({
        state: 'pending',
        last_error: expect.stringContaining('ECONNREFUSED'),
      });
      expect(Number(webhook?.attempts)).toBe(0);
      expect(Date.parse(String(webhook?.next_attempt_at))).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(String(webhook?.created_at))).toBeGreaterThanOrEqual(before - 1000);
      // The delivered e-mail is left alone.
      expect((await db.get('SELECT state FROM outbox WHERE id = ?', [lead.email]))?.state).toBe(
        'delivered',
      );
      // The lead's history says it was sent again, by the system.
      expect(
        await db.all(
          'SELECT user_id, action, to_value FROM submission_history WHERE submission_id = ?',
          [lead.id],
        ),
      ).toEqual([{ user_id: null, action: 'resent', to_value: 'webhook' }]);

      // Pending now: nothing left to resend.
      const again = await submissions(['--resend', lead.id]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(
        `Submission ${lead.id} has no failed delivery to send again (email delivered, webhook pending)`,
      );
    });

    it('says why when the id is unknown, ambiguous, malformed or the submission is spam', async () => {
      const unknown = await submissions(['--resend', '00000000']);
      expect(unknown).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No submission has the id 00000000'),
      });
      for (const id of [
        'abcdef12-0000-4000-8000-000000000001',
        'abcdef12-0000-4000-8000-000000000002',
      ]) {
        await db.run(
          `INSERT INTO submissions (id, form, site, payload, created_at) VALUES (?, 'quote', 'agency', '{}', ?)`,
          [id, new Date().toISOString()],
        );
      }
      const ambiguous = await submissions(['--resend', 'abcdef12']);
      expect(ambiguous).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Several submissions have ids starting abcdef12'),
      });
      const malformed = await submissions(['--resend', "x' OR 1=1"]);
      expect(malformed).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--resend takes a submission id'),
      });
      const short = await submissions(['--resend', 'abc']);
      expect(short.code).toBe(2);
      const lead = await failedLead();
      await db.run('UPDATE submissions SET spam = 1 WHERE id = ?', [lead.id]);
      const spam = await submissions(['--resend', lead.id]);
      expect(spam).toMatchObject({ code: 1, stderr: expect.stringContaining('is marked spam') });
      expect((await db.get('SELECT state FROM outbox WHERE id = ?', [lead.webhook]))?.state).toBe(
        'failed',
      );
      const both = await submissions(['--resend', lead.id, '--json']);
      expect(both.code).toBe(2);
    });
  },
);
