import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { insertSubmission } from '../../server/submissions.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

function cli(script: string, args: string[] = []) {
  return run(process.execPath, [path.join(root, 'server/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-cli-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('submissions', () => {
  it('prints an empty JSON array when nothing is stored', async () => {
    const { stdout } = await cli('submissions.ts', ['--json']);
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('prints every submission as JSON, newest last, and as a table', async () => {
    const db = openDatabase(dataDir);
    insertSubmission(db, {
      form: 'agency-contact',
      site: 'agency',
      data: { name: 'Dana Reyes', email: 'dana@example.com', message: 'First' },
    });
    insertSubmission(db, {
      form: 'quote',
      site: 'agency',
      data: { name: 'Sam Ortiz', email: 'sam@example.com', message: 'Second' },
    });
    db.close();

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
      },
      {
        id: expect.any(String),
        form: 'quote',
        site: 'agency',
        created_at: expect.any(String),
        data: { name: 'Sam Ortiz', email: 'sam@example.com', message: 'Second' },
      },
    ]);

    const { stdout: table } = await cli('submissions.ts');
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/Created.*Form.*Site.*Name.*E-mail.*Message/);
    expect(table.indexOf('Dana Reyes')).toBeLessThan(table.indexOf('Sam Ortiz'));
    expect(table).toContain('quote');
  });

  it('cuts long text in the table between characters, never through an emoji', async () => {
    const db = openDatabase(dataDir);
    const message = `${'Sails '.repeat(6)}⛵🏳️‍🌈👍🏽${'x'.repeat(60)}`;
    insertSubmission(db, {
      form: 'sailing-contact',
      site: 'sailing',
      data: { name: '👩🏽‍🔧'.repeat(30), email: 'crew@example.com', message },
    });
    db.close();
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
    await expect(cli('user-add.ts', ['--email', 'ann@example.com', ...args])).rejects.toMatchObject(
      {
        code: 1,
        stderr: expect.stringContaining('already exists'),
      },
    );
    await expect(cli('user-add.ts', ['--email', 'not-an-email', ...args])).rejects.toMatchObject({
      code: 1,
    });
    await expect(
      cli('user-add.ts', ['--email', 'bo@example.com', '--name', 'Bo', '--password', 'short']),
    ).rejects.toMatchObject({ code: 1 });
  });
});
