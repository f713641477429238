/**
 * The local demo's account at start: created (or its password reset) with exactly the demo's
 * password in the local demo; any other start refused while an account still opens with the
 * demo's published password (a database the demo once used).
 */
import type { Database } from '../db/database.ts';
import { DEFAULT_DEMO_PASSWORD, DEMO_USER } from '../db/seed.ts';
import { accountsWithPassword, ensureUserWithPassword, findUserByEmail } from './users.ts';

/** A start the server refuses (a setting or the database is unsafe); the message says why. */
export class StartupRefusedError extends Error {
  override name = 'StartupRefusedError';
}

/**
 * The local demo gets its account with exactly its password. Any other start refuses while an
 * account still opens with the demo's published password (a database the demo once used), and
 * answers with a warning to log when the demo's account is there with another password (a
 * local demo run with its own DEMO_PASSWORD on this database): its address is published.
 */
export async function prepareAccounts(
  db: Database,
  demoPassword: string | undefined,
): Promise<string | undefined> {
  if (demoPassword !== undefined) {
    await ensureUserWithPassword(db, { ...DEMO_USER, password: demoPassword });
    return undefined;
  }
  const exposed = await accountsWithPassword(db, DEFAULT_DEMO_PASSWORD);
  if (exposed.length === 0) {
    return (await findUserByEmail(db, DEMO_USER.email))
      ? `The local demo's account ${DEMO_USER.email} exists in this database (its address is published; its password is not the demo's). Unless someone here uses it, remove it with \`npm run users -- remove ${DEMO_USER.email}\`.`
      : undefined;
  }
  const first = exposed[0] ?? DEMO_USER.email;
  throw new StartupRefusedError(
    `Refusing to start: the account${exposed.length > 1 ? 's' : ''} ${exposed.join(', ')} still ${exposed.length > 1 ? 'have' : 'has'} the demo's published password. Remove ${exposed.length > 1 ? 'them' : 'it'} with \`npm run users -- remove ${first}\` or give ${exposed.length > 1 ? 'each' : 'it'} a new password with \`npm run users -- password ${first}\`, then start again.`,
  );
}
