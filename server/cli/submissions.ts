import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, databaseFile, describeUrl, hasTable, openDatabase } from '../db.ts';
import { type Delivery, listDeliveries } from '../leads/outbox.ts';
import { listSubmissions, type StoredSubmission } from '../submissions.ts';

const usage = `Usage: node server/cli/submissions.ts [--json]

Prints every stored form submission, oldest first, from DATABASE_URL (PostgreSQL) when set,
otherwise from DATA_DIR (default ./data), with the state of its deliveries (e-mail, webhook).
  --json   a JSON array of {id, form, site, created_at, data, spam, deliveries}; each delivery is
           {id, channel, state, attempts, created_at, next_attempt_at, last_error, delivered_at}
`;

/**
 * Characters a terminal could act on or that reorder what is shown (controls, C1 controls,
 * bidirectional overrides): the table shows each as U+FFFD, so stored text stays text.
 */
const unsafeForTerminal =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters replaced
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The user-perceived characters of a text: an emoji with its modifiers is one. */
function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** One line of at most `width` characters, cut between characters, never inside one. */
function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').replace(unsafeForTerminal, '\ufffd').trim();
  const characters = graphemes(flat);
  return characters.length > width ? `${characters.slice(0, width - 1).join('')}…` : flat;
}

type Listed = StoredSubmission & { deliveries: Omit<Delivery, 'submission_id'>[] };

/** `email sent, webhook pending (2 tries)`: each channel and where its delivery stands. */
function deliveryState(submission: Listed): string {
  const { deliveries } = submission;
  if (submission.spam && deliveries.length === 0) return 'spam (not delivered)';
  if (deliveries.length === 0) return '—';
  return deliveries
    .map((delivery) => {
      if (delivery.state === 'delivered') return `${delivery.channel} sent`;
      if (delivery.state === 'failed') return `${delivery.channel} failed`;
      const tries = delivery.attempts === 1 ? '1 try' : `${delivery.attempts} tries`;
      return `${delivery.channel} pending${delivery.attempts > 0 ? ` (${tries})` : ''}`;
    })
    .join(', ')
    .concat(submission.spam ? ' (marked spam)' : '');
}

function table(submissions: readonly Listed[]): string {
  const header = ['Created (UTC)', 'Form', 'Site', 'Name', 'E-mail', 'Message', 'Delivery', 'Id'];
  const rows = submissions.map((submission) => [
    submission.created_at.slice(0, 19).replace('T', ' '),
    clip(submission.form, 24),
    clip(submission.site, 12),
    clip(submission.data.name ?? '', 24),
    clip(submission.data.email ?? '', 32),
    clip(submission.data.message ?? submission.data['project-details'] ?? '', 40),
    deliveryState(submission),
    submission.id.slice(0, 8),
  ]);
  const length = (cell: string) => graphemes(cell).length;
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => length(row[column] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell + ' '.repeat(Math.max(0, (widths[column] ?? 0) - length(cell))))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

let values: { json?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
let submissions: Listed[] = [];
if (databaseUrl || existsSync(databaseFile(dataDir))) {
  let db: Database;
  try {
    db = await openDatabase(dataDir, { readOnly: true, databaseUrl });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    const deliveries = await listDeliveries(db);
    const stored = (await hasTable(db, 'submissions')) ? await listSubmissions(db) : [];
    submissions = stored.map((submission) => ({
      ...submission,
      deliveries: (deliveries.get(submission.id) ?? []).map(
        ({ submission_id: _, ...delivery }) => delivery,
      ),
    }));
  } catch (error) {
    console.error(
      `Cannot read the submissions from ${databaseUrl ? `DATABASE_URL ${describeUrl(databaseUrl)}` : databaseFile(dataDir)}: ${(error as Error).message}`,
    );
    process.exit(1);
  } finally {
    await db.close();
  }
}
const where = databaseUrl ? `DATABASE_URL ${describeUrl(databaseUrl)}` : dataDir;

if (values.json) {
  process.stdout.write(`${JSON.stringify(submissions, null, 2)}\n`);
} else if (submissions.length === 0) {
  console.log(`No submissions stored in ${where}.`);
} else {
  console.log(table(submissions));
  console.log(`\n${submissions.length} submission(s). Use --json for every field.`);
}
