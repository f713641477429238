import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  startServer,
  type TestServer,
} from './helpers.ts';

describe.each(backends)('on %s', (backend: Backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      rateLimits: {
        forms: { max: 3, timeWindow: 60_000 },
        login: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  const message = {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    message: 'Hello',
    service: 'web-development',
  };

  describe('rate limits per client IP', () => {
    it('answers 429 once the form limit is spent, with Retry-After', async () => {
      const client = new Client(server.port, 'agency.localhost');
      await client.visit('/');
      const statuses: number[] = [];
      let last = await client.postJson('/api/forms/agency-contact', message);
      statuses.push(last.status);
      for (let index = 0; index < 3; index += 1) {
        last = await client.postJson('/api/forms/agency-contact', message);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(last.json()).toEqual({ error: expect.any(String) });
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts login attempts apart from forms', async () => {
      const client = new Client(server.port, 'sailing.localhost');
      await client.visit('/');
      const credentials = { email: 'demo@zcomm.example', password: 'wrong-password' };
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await client.postJson('/api/auth/login', credentials)).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });

    it('shows a native post that hit the limit a page', async () => {
      const client = new Client(server.port, 'workwear.localhost');
      const statuses: number[] = [];
      let response = await client.visit('/contact');
      for (let index = 0; index < 4; index += 1) {
        response = await client.request('POST', '/api/contact', {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html',
            origin: 'http://workwear.localhost',
          },
          body: new URLSearchParams(message).toString(),
          xsrf: false,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([303, 303, 303, 429]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    });

    it('leaves reads alone', async () => {
      const client = new Client(server.port, 'agency.localhost');
      for (let index = 0; index < 10; index += 1) {
        const response = await client.request('GET', '/api/collections?store=off-soundings');
        expect(response.status).toBe(200);
      }
    });
  });
});
