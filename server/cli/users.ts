/**
 * `npm run users`: staff accounts added, listed, given a new password, signed out or removed;
 * passwords read without echo, never from the command line.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MAX_PASSWORD_LENGTH } from '@zcomm/site-data/api/auth';
import {
  changePassword,
  createUser,
  DuplicateUserError,
  deleteUser,
  endSessions,
  listUsers,
  UnknownUserError,
  unlockUser,
} from '../auth/users.ts';
import { DatabaseStartupError, openDatabase } from '../db/open.ts';
import { DEFAULT_DEMO_PASSWORD } from '../db/seed.ts';
import { isEmailAddress } from '../leads/field-rules.ts';
import { forTerminal, hasTerminalControls, jsonForTerminal } from '../shared/terminal-text.ts';

const usage = `Usage: npm run users -- <command> …

  add <email> [--name <name>]   create a staff account (asks for the name when not given)
  password <email>              give an account a new password; signs it out everywhere
  remove <email>                delete an account and its sessions
  list [--json]                 every account, with how many browsers are signed in
  sign-out <email>              end every session of an account (signs it out everywhere)
  unlock <email>                clear an account's failed sign-ins (it may sign in at once)

Passwords are never taken from the command line (it shows in the process list): they are
asked for without echo, twice, on a terminal, or read from the first line of standard input,
e.g. \`printf '%s\\n' "$PASSWORD" | npm run users -- add ann@example.com --name "Ann Lee"\`.
Works on the PostgreSQL database at DATABASE_URL when set, otherwise on DATA_DIR (default ./data).
`;
const MIN_PASSWORD_LENGTH = 12;

/** A command the CLI cannot read: the message, then the usage. */
class UsageError extends Error {}
/** A value it refuses (a password, an e-mail): the message alone. */
class InputError extends Error {}

/** Reads one line from a terminal without echoing it. */
function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new Error('Cancelled.'));
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    input.on('data', onData);
  });
}

let stdinLines: AsyncIterator<string> | undefined;
/** The next line of standard input (a pipe or a file), without its line ending. */
async function nextStdinLine(what: string): Promise<string> {
  stdinLines ??= createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })[
    Symbol.asyncIterator
  ]();
  const next = await stdinLines.next();
  if (next.done) throw new InputError(`${what}: standard input ended before it.`);
  return next.value;
}

async function askLine(question: string): Promise<string> {
  if (!process.stdin.isTTY) return nextStdinLine(question.replace(/: $/, ''));
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

/** A new password: typed twice on a terminal, or the next line of standard input. */
async function askNewPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden('New password: ');
    if ((await readHidden('Repeat it: ')) !== password) {
      throw new InputError('The two passwords differ: nothing was changed.');
    }
  } else {
    password = await nextStdinLine('The password');
  }
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new InputError(
      `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u001f\u007f]/.test(password)) {
    throw new InputError('A password cannot hold control characters (NUL, tab, escape, …).');
  }
  if (password === DEFAULT_DEMO_PASSWORD) {
    throw new InputError("That is the demo's published password: choose another.");
  }
  return password;
}

function emailArgument(positionals: string[]): string {
  const email = positionals[1]?.trim();
  if (!email)
    throw new UsageError(`Name the account's e-mail: npm run users -- ${positionals[0]} <email>`);
  if (positionals.length > 2)
    throw new UsageError(`Unexpected arguments: ${positionals.slice(2).join(' ')}`);
  return email;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      json: { type: 'boolean' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || command === undefined || command === 'help') {
    process.stdout.write(usage);
    return;
  }
  if (values.password !== undefined) {
    throw new UsageError(
      '--password is not accepted: the command line shows in the process list. Type the password when asked, or pipe it in on standard input.',
    );
  }
  const commands = ['add', 'password', 'remove', 'list', 'sign-out', 'unlock'];
  if (!commands.includes(command))
    throw new UsageError(`Unknown command ${JSON.stringify(command)}.`);

  // Everything is asked for before the database opens: a wrong answer changes nothing.
  let email = '';
  let name = '';
  let password = '';
  if (command !== 'list') email = emailArgument(positionals);
  if (command === 'add') {
    if (!isEmailAddress(email) || email.length > 254) {
      throw new InputError('Enter a valid e-mail address.');
    }
    name = (values.name ?? (await askLine('Name: '))).trim();
    if (name.length === 0 || name.length > 200) {
      throw new InputError('Enter a name of 1 to 200 characters.');
    }
    if (hasTerminalControls(name)) {
      throw new InputError(
        'A name cannot hold control characters (escape, bell, tab, line breaks, direction overrides, …): they would act on the terminal that lists it.',
      );
    }
  }
  if (command === 'add' || command === 'password') password = await askNewPassword();

  const db = await openDatabase(path.resolve(process.env.DATA_DIR ?? './data'), {
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    if (command === 'add') {
      const user = await createUser(db, { email, name, password });
      process.stdout.write(`Added ${forTerminal(user.email)} (${forTerminal(user.name)}).\n`);
    } else if (command === 'password') {
      const ended = await changePassword(db, email, password);
      process.stdout.write(
        `New password set for ${forTerminal(email)}; ${ended} session(s) ended, failed sign-ins cleared.\n`,
      );
    } else if (command === 'remove') {
      const user = await deleteUser(db, email);
      process.stdout.write(`Removed ${forTerminal(user.email)}.\n`);
    } else if (command === 'unlock') {
      const counters = await unlockUser(db, email);
      process.stdout.write(
        `Unlocked ${forTerminal(email)}: its failed sign-ins are cleared (${counters} counter(s)); it may sign in now.\n`,
      );
    } else if (command === 'sign-out') {
      const ended = await endSessions(db, email);
      process.stdout.write(
        `Signed ${forTerminal(email)} out everywhere: ${ended} session(s) ended.\n`,
      );
    } else {
      const users = await listUsers(db);
      if (values.json) {
        process.stdout.write(`${jsonForTerminal(users)}\n`);
      } else if (users.length === 0) {
        process.stdout.write('No accounts. Add one with: npm run users -- add <email>\n');
      } else {
        for (const user of users) {
          process.stdout.write(
            `${forTerminal(user.email)}\t${forTerminal(user.name)}\tsince ${user.createdAt.slice(0, 10)}\t${user.sessions} session(s)\n`,
          );
        }
      }
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof InputError ||
    error instanceof DuplicateUserError ||
    error instanceof UnknownUserError ||
    error instanceof DatabaseStartupError;
  const message = forTerminal(error instanceof Error ? error.message : String(error));
  console.error(error instanceof UsageError ? `${message}\n\n${usage}` : message);
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
