import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  send,
  setCookieLine,
  startServer,
  type TestServer,
} from './helpers.ts';

const credentials = { email: 'demo@zcomm.example', password: 'a-test-password' };
describe.each(backends)('on %s', (backend: Backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      demoPassword: credentials.password,
      rateLimits: { login: { max: 1000, timeWindow: 60_000 } },
    });
  });
  afterAll(() => server.close());

  async function visitor(host = 'agency.localhost'): Promise<Client> {
    const client = new Client(server.port, host);
    await client.visit('/');
    return client;
  }

  describe('XSRF cookie', () => {
    it('is set on a page load, readable by scripts, SameSite=Lax, and kept once set', async () => {
      const client = new Client(server.port, 'agency.localhost');
      const first = await client.visit('/');
      const line = setCookieLine(first, 'XSRF-TOKEN') ?? '';
      expect(line).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,};/);
      expect(line).toContain('Path=/');
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('HttpOnly');
      const second = await client.visit('/faq');
      expect(setCookieLine(second, 'XSRF-TOKEN')).toBeUndefined();
    });

    it('is set with the 404 page too, but not with assets', async () => {
      const notFound = await send(server.port, { host: 'agency.localhost', path: '/missing' });
      expect(setCookieLine(notFound, 'XSRF-TOKEN')).toBeDefined();
      const asset = await send(server.port, {
        host: 'agency.localhost',
        path: '/assets/app-3f9a1c.js',
      });
      expect(asset.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('login and logout', () => {
    it('signs in: profile JSON and an HttpOnly session cookie', async () => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/login', credentials);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        email: credentials.email,
        name: expect.any(String),
      });
      expect(response.text).not.toContain('password');
      const line = setCookieLine(response, 'zc_session') ?? '';
      expect(line).toMatch(/^zc_session=[A-Za-z0-9_-]{40,};/);
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Path=/');
      expect(line).toMatch(/Expires=/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('matches the e-mail without regard to case', async () => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/login', {
        ...credentials,
        email: 'Demo@ZComm.example',
      });
      expect(response.status).toBe(200);
    });

    it.each([
      ['a wrong password', { email: credentials.email, password: 'wrong-password' }],
      ['an unknown user', { email: 'nobody@zcomm.example', password: credentials.password }],
    ])('answers 401 for %s, with no session', async (_label, body) => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/login', body);
      expect(response.status).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(setCookieLine(response, 'zc_session')).toBeUndefined();
    });

    it.each([
      ['no fields', {}],
      ['a non-string password', { email: credentials.email, password: 12345678 }],
      ['an over-long password', { email: credentials.email, password: 'x'.repeat(2000) }],
    ])('answers 400 for %s', async (_label, body) => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/login', body);
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('takes JSON only', async () => {
      const client = await visitor();
      const response = await client.request('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(credentials).toString(),
      });
      expect(response.status).toBe(415);
    });

    it('rejects a malformed JSON body with 400', async () => {
      const client = await visitor();
      const response = await client.request('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('signs out: the session cookie is cleared and the session ends', async () => {
      const client = await visitor();
      await client.postJson('/api/auth/login', credentials);
      const session = client.cookies.zc_session;
      expect(session).toBeTruthy();
      const response = await client.postJson('/api/auth/logout', {});
      expect(response.status).toBe(204);
      const line = setCookieLine(response, 'zc_session') ?? '';
      expect(line).toMatch(/^zc_session=;/);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(client.cookies.zc_session).toBeUndefined();
    });

    it('signs out without a session too', async () => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/logout', {});
      expect(response.status).toBe(204);
    });
  });

  describe('XSRF check on state-changing calls', () => {
    it('refuses a call without the header', async () => {
      const client = await visitor();
      const response = await client.postJson('/api/auth/login', credentials, { xsrf: false });
      expect(response.status).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(setCookieLine(response, 'zc_session')).toBeUndefined();
    });

    it('refuses a header that does not match the cookie', async () => {
      const client = await visitor();
      const response = await client.request('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json', 'x-xsrf-token': 'A'.repeat(43) },
        body: JSON.stringify(credentials),
        xsrf: false,
      });
      expect(response.status).toBe(403);
    });

    it('refuses a header when there is no cookie', async () => {
      const response = await send(server.port, {
        method: 'POST',
        host: 'agency.localhost',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': 'A'.repeat(43) },
        body: JSON.stringify(credentials),
      });
      expect(response.status).toBe(403);
    });

    it('refuses logout without the header, keeping the session', async () => {
      const client = await visitor();
      await client.postJson('/api/auth/login', credentials);
      const response = await client.postJson('/api/auth/logout', {}, { xsrf: false });
      expect(response.status).toBe(403);
      expect(setCookieLine(response, 'zc_session')).toBeUndefined();
    });

    it('refuses other methods too', async () => {
      const client = await visitor();
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const response = await client.request(method, '/api/auth/login', { xsrf: false });
        expect(response.status).toBe(403);
      }
    });

    it('does not accept a token minted for another site host', async () => {
      const agency = await visitor('agency.localhost');
      const sailing = await visitor('sailing.localhost');
      const response = await send(server.port, {
        method: 'POST',
        host: 'sailing.localhost',
        path: '/api/auth/login',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${sailing.cookies['XSRF-TOKEN']}`,
          'x-xsrf-token': agency.cookies['XSRF-TOKEN'],
        },
        body: JSON.stringify(credentials),
      });
      expect(response.status).toBe(403);
    });
  });
});
