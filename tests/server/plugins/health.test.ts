import { afterEach, describe, expect, it } from 'vitest';
import { health } from '../../../server/health/index.ts';
import { bareApp } from './bare.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('the health plugin', () => {
  it('answers /healthz and, while the database answers, /readyz, never to be cached', async () => {
    const bare = await bareApp();
    close = bare.close;
    await bare.app.register(health);
    const alive = await bare.app.inject({ url: '/healthz' });
    expect([alive.statusCode, alive.body, alive.headers['cache-control']]).toEqual([
      200,
      'ok\n',
      'no-store',
    ]);
    const ready = await bare.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.body]).toEqual([200, 'ready\n']);
    expect(ready.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers /readyz 503 when the database does not answer', async () => {
    const bare = await bareApp();
    close = bare.close;
    await bare.app.register(health);
    await bare.app.ready();
    await bare.db.close();
    const response = await bare.app.inject({ url: '/readyz' });
    expect([response.statusCode, response.body]).toEqual([503, 'The database does not answer.\n']);
  });
});
