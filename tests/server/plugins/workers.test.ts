import { afterEach, describe, expect, it } from 'vitest';
import { insertSubmission } from '../../../server/leads/intake.ts';
import { defaultRetry } from '../../../server/leads/settings.ts';
import { listSubmissions } from '../../../server/leads/store.ts';
import { workersPlugin } from '../../../server/workers/index.ts';
import { bareApp } from './bare.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the workers plugin', () => {
  it('shares the delivery worker as `deliveries`, with the channels the settings configure', async () => {
    const bare = await bareApp();
    close = bare.close;
    await bare.app.register(workersPlugin, {
      leads: {
        webhook: { url: 'http://127.0.0.1:9/leads', secret: 's'.repeat(16), timeoutMs: 1_000 },
        retry: defaultRetry,
      },
    });
    let seen: unknown;
    await bare.app.register(async (child) => {
      seen = child.deliveries;
    });
    await bare.app.ready();
    expect(bare.app.deliveries.channels).toEqual(['webhook']);
    expect(seen).toBe(bare.app.deliveries);
  });

  it('delivers nothing without settings, and erases submissions past retention once ready', async () => {
    const bare = await bareApp();
    close = bare.close;
    const { id: old } = await insertSubmission(bare.db, {
      form: 'contact',
      site: 'workwear',
      data: { name: 'Old' },
    });
    await insertSubmission(bare.db, { form: 'contact', site: 'workwear', data: { name: 'New' } });
    await bare.db.run('UPDATE submissions SET created_at = ? WHERE id = ?', [
      '2000-01-01T00:00:00.000Z',
      old,
    ]);
    await bare.app.register(workersPlugin, { retention: { days: 30 } });
    expect(bare.app.deliveries.channels).toEqual([]);
    await bare.app.ready();
    expect((await listSubmissions(bare.db)).map((row) => row.data.name)).toEqual(['New']);
  });

  it('stops the workers when the app closes, before the database closes', async () => {
    const bare = await bareApp();
    await bare.app.register(workersPlugin, {});
    await bare.app.ready();
    await bare.close();
    expect(bare.db.isOpen).toBe(false);
  });
});
