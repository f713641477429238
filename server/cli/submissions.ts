/**
 * `npm run submissions`: every stored form submission with where its deliveries stand (a table,
 * or `--json`), and `--resend <id>` to send a delivery that failed for good again.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { retryWhileBusy } from '../db/busy.ts';
import { type Database, hasTable } from '../db/database.ts';
import { databaseFile, describeUrl, openDatabase } from '../db/open.ts';
import { type Delivery, deliveriesOf, listDeliveries } from '../leads/outbox.ts';
import { listSubmissions, resendDelivery, type StoredSubmission } from '../leads/store.ts';

const usage = `Usage: node server/cli/submissions.ts [--json | --resend <submission id>]

Prints every stored form submission, oldest first, from DATABASE_URL (PostgreSQL) when set,
otherwise from DATA_DIR (default ./data), with the state of its deliveries (e-mail, webhook).
  --json           a JSON array of {id, form, site, created_at, data, spam, deliveries}; each
                   delivery is {id, channel, state, attempts, created_at, next_attempt_at,
                   last_error, delivered_at}
  --resend <id>    sends again every delivery of that submission that failed for good: it is
                   pending again, due now, with its attempts counted afresh, and the running
                   server sends it within half a minute. <id> is the submission's id (as --json
                   prints it) or its first 8 characters or more (as the table's Id column shows)
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
      if (delivery.state === 'cancelled') return `${delivery.channel} cancelled`;
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

let values: { json?: boolean; help?: boolean; resend?: string };
try {
  ({ values } = parseArgs({
    options: {
      json: { type: 'boolean' },
      resend: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
  if (values.json && values.resend !== undefined) {
    throw new Error('Use --json or --resend, not both.');
  }
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

/**
 * `--resend <id>`: queues every failed delivery of one submission again. Exits 0 when at
 * least one was queued, 1 (saying why) when there is no such submission or nothing failed.
 */
async function resend(idText: string): Promise<number> {
  const prefix = idText.trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(prefix)) {
    console.error(
      `--resend takes a submission id or its first 8 characters or more, not ${JSON.stringify(idText)}.`,
    );
    return 2;
  }
  if (!databaseUrl && !existsSync(databaseFile(dataDir))) {
    console.error(`No submissions stored in ${dataDir}.`);
    return 1;
  }
  let db: Database;
  try {
    db = await openDatabase(dataDir, { databaseUrl });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    // The prefix is matched as text: `LIKE` characters cannot occur in it (checked above).
    const matches = await db.all('SELECT id, spam FROM submissions WHERE id LIKE ? LIMIT 2', [
      `${prefix}%`,
    ]);
    if (matches.length === 0) {
      console.error(`No submission has the id ${prefix}.`);
      return 1;
    }
    if (matches.length > 1) {
      console.error(`Several submissions have ids starting ${prefix}: give more of the id.`);
      return 1;
    }
    const id = String(matches[0]?.id);
    if (Number(matches[0]?.spam) === 1) {
      console.error(`Submission ${id} is marked spam: mark it not spam in the inbox to send it.`);
      return 1;
    }
    const deliveries = await deliveriesOf(db, id);
    const failed = deliveries.filter((delivery) => delivery.state === 'failed');
    if (failed.length === 0) {
      const states = deliveries.map((delivery) => `${delivery.channel} ${delivery.state}`);
      console.error(
        `Submission ${id} has no failed delivery to send again (${states.join(', ') || 'it has no deliveries'}).`,
      );
      return 1;
    }
    for (const delivery of failed) {
      await retryWhileBusy(() => resendDelivery(db, id, delivery.id, null));
      console.log(
        `Queued again: the ${delivery.channel} delivery ${delivery.id} of submission ${id} (last error: ${clip(delivery.last_error ?? 'none', 200)}).`,
      );
    }
    console.log('The running server sends it within half a minute; npm run submissions shows it.');
    return 0;
  } catch (error) {
    console.error(`Cannot resend: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

if (values.resend !== undefined) process.exit(await resend(values.resend));
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
