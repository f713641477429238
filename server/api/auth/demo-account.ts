/**
 * The local demo's account at start: created (or its password reset) with exactly the demo's
 * password in the local demo; any other start refused while an account still opens with the
 * demo's published password (a database the demo once used).
 */
import type { Database } from '../../db/database.ts';
import { DEFAULT_DEMO_PASSWORD, DEMO_USER } from '../../db/seed.ts';
import { accountsWithPassword, ensureUserWithPassword } from './users.ts';

/** A start the server refuses (a setting or the database is unsafe); the message says why. */
export class StartupRefusedError extends Error {
  override name = 'StartupRefusedError';
}

/**
 * The local demo gets its account with exactly its password. Any other start refuses while an
 * account still opens with the demo's published password (a database the demo once used).
 */
export async function prepareAccounts(
  db: Database,
  demoPassword: string | undefined,
): Promise<void> {
  if (demoPassword !== undefined) {
    await ensureUserWithPassword(db, { ...DEMO_USER, password: demoPassword });
    return;
  }
  const exposed = await accountsWithPassword(db, DEFAULT_DEMO_PASSWORD);
  if (exposed.length === 0) return;
  const first = exposed[0] ?? DEMO_USER.email;
  throw new StartupRefusedError(
    `Refusing to start: the account${exposed.length > 1 ? 's' : ''} ${exposed.join(', ')} still ${exposed.length > 1 ? 'have' : 'has'} the demo's published password. Remove ${exposed.length > 1 ? 'them' : 'it'} with \`npm run users -- remove ${first}\` or give ${exposed.length > 1 ? 'each' : 'it'} a new password with \`npm run users -- password ${first}\`, then start again.`,
  );
}
