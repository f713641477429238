import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createUser, DuplicateUserError } from '../accounts.ts';
import { openDatabase } from '../db.ts';
import { isEmailAddress } from '../forms.ts';
import { MAX_PASSWORD_LENGTH } from '../passwords.ts';

const usage = `Usage: node server/cli/user-add.ts [--email <email>] [--name <name>] [--password <password>]

Creates a user in the PostgreSQL database at DATABASE_URL when set, otherwise in DATA_DIR
(default ./data); asks for any value not given.
`;
const MIN_PASSWORD_LENGTH = 8;

/** Reads one line from a terminal without echoing it. */
function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
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

async function ask(given: string | undefined, question: string, hidden = false): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) throw new Error(`${question.replace(/: $/, '')} is required.`);
  if (hidden) return readHidden(question);
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const email = (await ask(values.email, 'E-mail: ')).trim();
  if (!isEmailAddress(email) || email.length > 254)
    throw new Error('Enter a valid e-mail address.');
  const name = (await ask(values.name, 'Name: ')).trim();
  if (name.length === 0 || name.length > 200)
    throw new Error('Enter a name of 1 to 200 characters.');
  const password = await ask(values.password, 'Password: ', true);
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new Error(
      `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
    );
  }

  const db = await openDatabase(path.resolve(process.env.DATA_DIR ?? './data'), {
    databaseUrl: process.env.DATABASE_URL || undefined,
    demoPassword: process.env.DEMO_PASSWORD,
  });
  try {
    const user = await createUser(db, { email, name, password });
    process.stdout.write(`${JSON.stringify(user)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof DuplicateUserError || error instanceof Error ? error.message : String(error);
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
});
