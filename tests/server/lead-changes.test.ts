/**
 * A lead changed by two staff members at once, through two server processes on one database:
 * the change happens once, and its history records it once.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { insertSubmission } from '../../server/leads/intake.ts';
import { changeLead } from '../../server/leads/store.ts';
import { databaseUrlFor } from './helpers.ts';

// SQLite has one writer at a time (BEGIN IMMEDIATE): PostgreSQL is where two transactions meet.
describe('concurrent lead changes on PostgreSQL', { timeout: 120_000 }, () => {
  it('record one event per change, whichever process makes it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-lead-changes-'));
    const databaseUrl = await databaseUrlFor('postgres');
    const first = await openDatabase(dataDir, { databaseUrl });
    const second = await openDatabase(dataDir, { databaseUrl });
    try {
      const ids: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const { id } = await insertSubmission(
          first,
          { form: 'quote', site: 'agency', data: { name: `Lead ${index}` } },
          [],
        );
        ids.push(id);
      }
      await Promise.all(
        ids.flatMap((id) => [
          changeLead(first, id, { state: 'done' }, null, []),
          changeLead(second, id, { state: 'done' }, null, []),
        ]),
      );
      for (const id of ids) {
        const states = await first.all(
          "SELECT id FROM submission_history WHERE submission_id = ? AND action = 'state'",
          [id],
        );
        expect(states, id).toHaveLength(1);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
