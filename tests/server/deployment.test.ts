/**
 * What a deployment made by following docs/operations.md gets: no account nobody created, only the
 * production hosts, proxies trusted by name, sign-ins limited per account, cookies for HTTPS,
 * health checks, and backups that restore.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { siteIds } from '@zcomm/site-data/tenants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { prepareAccounts, StartupRefusedError } from '../../server/auth/demo-account.ts';
import { loginRefusal, recordLoginFailure } from '../../server/auth/login-limits.ts';
import { createSession, findSessionUser } from '../../server/auth/sessions.ts';
import { changePassword, createUser, unlockUser } from '../../server/auth/users.ts';
import { openDatabase } from '../../server/db/open.ts';
import { DEFAULT_DEMO_PASSWORD, DEMO_USER } from '../../server/db/seed.ts';
import { nginxConfig } from '../../server/pages/nginx/config.ts';
import { parseTrustProxy, rateLimitKey } from '../../server/shared/client-address.ts';
import {
  type Backend,
  backends,
  Client,
  cookiesFrom,
  createFixtureBuild,
  databaseUrlFor,
  isAcknowledged,
  killServerProcesses,
  type PostOutcome,
  postAgencyContact,
  send,
  setCookieLine,
  startServer,
  startServerProcess,
  type TestServer,
} from './helpers.ts';
import { type PostgresServer, startPostgres } from './services.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** The agency's production host: the staff sign-in lives there. */
const AGENCY = 'zcomm.example';
const demo = { email: DEMO_USER.email, password: DEFAULT_DEMO_PASSWORD };

let work: string;
let buildDir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'zc-deploy-'));
  buildDir = path.join(work, 'build');
  await createFixtureBuild(buildDir);
});
afterAll(() => rm(work, { recursive: true, force: true }));

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await killServerProcesses();
});

async function start(options: Parameters<typeof startServer>[0] = {}): Promise<TestServer> {
  const server = await startServer({
    buildDir,
    dataDir: await mkdtemp(path.join(work, 'data-')),
    ...options,
  });
  servers.push(server);
  return server;
}

async function signIn(client: Client, credentials: { email: string; password: string }) {
  await client.visit('/');
  return client.postJson('/api/auth/login', credentials);
}

describe.each(backends)('a production start on %s', { timeout: 60_000 }, (backend: Backend) => {
  it('has no account: the demo credentials answer 401, and no local name is served', async () => {
    const server = await start({ databaseUrl: await databaseUrlFor(backend), localHosts: false });
    expect((await signIn(new Client(server.port, AGENCY), demo)).status).toBe(401);
    for (const host of ['agency.localhost', 'workwear.localhost', 'localhost', '127.0.0.1']) {
      const response = await send(server.port, { host, path: '/' });
      expect(response.status, host).toBe(404);
      expect(response.text).toBe('Unknown site');
    }
    expect((await send(server.port, { host: 'beaconworkwear.example', path: '/' })).status).toBe(
      200,
    );
    expect((await send(server.port, { host: 'www.zcomm.example', path: '/faq' })).status).toBe(200);
  });

  it('refuses to start while an account has the published demo password, naming the commands', async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const db = await openDatabase(dataDir, { databaseUrl });
    await createUser(db, {
      email: 'ann@example.com',
      name: 'Ann',
      password: 'a-long-staff-password',
    });
    await createUser(db, { ...DEMO_USER, password: DEFAULT_DEMO_PASSWORD });
    await db.close();
    const starting = buildServer({ buildDir, dataDir, databaseUrl });
    await expect(starting).rejects.toBeInstanceOf(StartupRefusedError);
    await expect(starting).rejects.toThrow(
      /demo@zcomm\.example still has the demo's published password\. Remove it with `npm run users -- remove demo@zcomm\.example` or give it a new password with `npm run users -- password demo@zcomm\.example`/,
    );
    await expect(starting).rejects.not.toThrow(/ann@example\.com/);
  });

  it("warns when the demo's account is there with another password, naming the command", async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const db = await openDatabase(dataDir, { databaseUrl });
    try {
      expect(await prepareAccounts(db, undefined)).toBeUndefined();
      await createUser(db, { ...DEMO_USER, password: 'a-chosen-demo-password' });
      expect(await prepareAccounts(db, undefined)).toMatch(
        /demo@zcomm\.example exists .*`npm run users -- remove demo@zcomm\.example`/,
      );
      // The local demo itself is not warned: the account is its own.
      expect(await prepareAccounts(db, 'a-chosen-demo-password')).toBeUndefined();
    } finally {
      await db.close();
    }
  });

  it('as the local demo, gives the demo account exactly DEMO_PASSWORD, also after a first start', async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const first = await start({ databaseUrl, dataDir, demoPassword: DEFAULT_DEMO_PASSWORD });
    expect((await signIn(new Client(first.port, 'agency.localhost'), demo)).status).toBe(200);
    await first.app.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ databaseUrl, dataDir, demoPassword: 'a-chosen-demo-password' });
    expect((await signIn(new Client(second.port, 'agency.localhost'), demo)).status).toBe(401);
    const chosen = { email: DEMO_USER.email, password: 'a-chosen-demo-password' };
    expect((await signIn(new Client(second.port, 'agency.localhost'), chosen)).status).toBe(200);
  });

  /** A sign-in from `address` (through the trusted proxy), by `client` and its cookies. */
  function attempt(client: Client, address: string, email: string, password: string) {
    return client.request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
  }

  it('limits failed sign-ins per account: 12 wrong passwords from 12 addresses end in refusals', async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const server = await start({
      databaseUrl,
      demoPassword: 'the-right-password',
      trustProxy: ['127.0.0.1'],
    });
    // On PostgreSQL a second process on the same database counts the same failures.
    const other =
      backend === 'postgres' ? await start({ databaseUrl, trustProxy: ['127.0.0.1'] }) : server;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const client = new Client(index % 2 === 0 ? server.port : other.port, 'agency.localhost');
      await client.visit('/');
      const response = await attempt(
        client,
        `203.0.113.${index + 1}`,
        'DEMO@zcomm.example ',
        `guess-${index}`,
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // A browser that never signed in here waits: attempts are spaced out, not refused for good.
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const right = await attempt(client, '198.51.100.1', DEMO_USER.email, 'the-right-password');
    expect(right.status).toBe(429);
    // Another account is not affected.
    expect((await attempt(client, '198.51.100.2', 'ann@example.com', 'whatever-it')).status).toBe(
      401,
    );
  });

  it("strangers' failures never shut out the owner on a device that signed in before", async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const server = await start({
      databaseUrl,
      demoPassword: 'the-right-password',
      trustProxy: ['127.0.0.1'],
    });
    const owner = new Client(server.port, 'agency.localhost');
    await owner.visit('/');
    const first = await attempt(owner, '198.51.100.7', DEMO_USER.email, 'the-right-password');
    expect(first.status).toBe(200);
    const device = setCookieLine(first, 'zc_device');
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(device).toMatch(/Max-Age=15552000/);
    expect(device).not.toContain('zcomm.example');

    // 10 failures from strangers, then more from every address they like.
    for (let index = 0; index < 14; index += 1) {
      const stranger = new Client(server.port, 'agency.localhost');
      await stranger.visit('/');
      await attempt(stranger, `203.0.113.${index + 1}`, DEMO_USER.email, `guess-${index}`);
    }
    // The owner signs in from the browser that signed in before, from a new address too.
    const again = await attempt(owner, '192.0.2.200', DEMO_USER.email, 'the-right-password');
    expect(again.status).toBe(200);

    // A cookie of the owner's copied to another account, or forged, counts for nothing.
    const forged = new Client(server.port, 'agency.localhost');
    await forged.visit('/');
    forged.cookies.zc_device = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect(
      (await attempt(forged, '192.0.2.201', DEMO_USER.email, 'the-right-password')).status,
    ).toBe(429);
  });

  it("a known device has an allowance of its own, and one address's failures stay its own", async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const server = await start({
      databaseUrl,
      demoPassword: 'the-right-password',
      trustProxy: ['127.0.0.1'],
      // The endpoint's own limit per address (5 a minute) out of the way: the account's are tested.
      rateLimits: { login: { max: 100, timeWindow: 60_000 } },
    });
    const owner = new Client(server.port, 'agency.localhost');
    await owner.visit('/');
    expect(
      (await attempt(owner, '198.51.100.7', DEMO_USER.email, 'the-right-password')).status,
    ).toBe(200);
    // The owner mistypes 5 times: their device waits, nobody else does.
    const typos: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      typos.push((await attempt(owner, '198.51.100.7', DEMO_USER.email, `typo-${index}`)).status);
    }
    expect(typos).toEqual([401, 401, 401, 401, 401, 429]);
    // One stranger's address: 5 failures, then that address waits; another may still try.
    const stranger = new Client(server.port, 'agency.localhost');
    await stranger.visit('/');
    const guesses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      guesses.push((await attempt(stranger, '203.0.113.9', DEMO_USER.email, `g-${index}`)).status);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const colleague = new Client(server.port, 'agency.localhost');
    await colleague.visit('/');
    expect(
      (await attempt(colleague, '198.51.100.9', DEMO_USER.email, 'the-right-password')).status,
    ).toBe(200);
  });

  it('spaces out attempts from unknown devices past the account limit, never locking it', async () => {
    const server = await start({
      databaseUrl: await databaseUrlFor(backend),
      demoPassword: 'the-right-password',
      trustProxy: ['127.0.0.1'],
      rateLimits: {
        loginAccount: { max: 5, accountMax: 3, windowMs: 15 * 60_000, delayMs: 1_000 },
      },
    });
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(client, `203.0.113.${index}`, DEMO_USER.email, 'no')).status).toBe(401);
    }
    expect((await attempt(client, '203.0.113.50', DEMO_USER.email, 'no')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // One attempt per delay: the next one in time goes through, the one right after it waits.
    const [one, two] = await Promise.all([
      attempt(client, '198.51.100.1', DEMO_USER.email, 'the-right-password'),
      attempt(client, '198.51.100.2', DEMO_USER.email, 'the-right-password'),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 429]);
  });

  it('compares e-mails in one normal form: İvy@ is not ivy@, fullwidth ｉｖｙ@ is', async () => {
    const databaseUrl = await databaseUrlFor(backend);
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const db = await openDatabase(dataDir, { databaseUrl });
    try {
      await createUser(db, { email: 'ivy@example.com', name: 'Ivy', password: 'ivy-password-1' });
    } finally {
      await db.close();
    }
    const server = await start({ databaseUrl, dataDir, trustProxy: ['127.0.0.1'] });
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    for (let index = 0; index < 10; index += 1) {
      await attempt(client, `203.0.113.${index}`, 'ivy@example.com', `guess-${index}`);
    }
    // The capital I with a dot is another address: no account, whatever the database's locale.
    const dotted = await attempt(client, '198.51.100.1', 'İvy@example.com', 'ivy-password-1');
    expect(dotted.status).toBe(401);
    // Compatibility forms and case reach the same account, and its counters.
    for (const email of ['IVY@example.com', 'ｉｖｙ@example.com', ' Ivy@EXAMPLE.com ']) {
      expect((await attempt(client, '198.51.100.2', email, 'ivy-password-1')).status, email).toBe(
        429,
      );
    }
    const unlocked = new Client(server.port, 'agency.localhost');
    await unlocked.visit('/');
    const reopened = await openDatabase(dataDir, { databaseUrl });
    try {
      await unlockUser(reopened, 'ＩＶＹ@example.com');
    } finally {
      await reopened.close();
    }
    expect(
      (await attempt(unlocked, '198.51.100.3', 'ｉｖｙ@example.com', 'ivy-password-1')).status,
    ).toBe(200);
  });
});

describe('failed sign-in counters', { timeout: 60_000 }, () => {
  it('are swept once their window has ended, and cleared by unlock and a new password', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const db = await openDatabase(dataDir);
    try {
      await createUser(db, { email: 'ann@example.com', name: 'Ann', password: 'ann-password-1' });
      const now = Date.now() + 3_600_000;
      const limit = { max: 2, accountMax: 3, windowMs: 60_000, delayMs: 10_000 };
      await db.run('INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, ?, ?)', [
        'login-account|old@example.com',
        5,
        now - 1,
      ]);
      const from = (address: string) => ({ account: 'ann@example.com', address });
      await recordLoginFailure(db, from('203.0.113.1'), limit, now);
      expect(await loginRefusal(db, from('203.0.113.1'), limit, now)).toBeUndefined();
      await recordLoginFailure(db, from('203.0.113.1'), limit, now + 1);
      expect(await loginRefusal(db, from('203.0.113.1'), limit, now + 1_000)).toBe(59);
      expect(await loginRefusal(db, from('203.0.113.2'), limit, now + 1_000)).toBeUndefined();
      await recordLoginFailure(db, from('203.0.113.2'), limit, now + 2_000);
      expect(await loginRefusal(db, from('203.0.113.3'), limit, now + 3_000)).toBe(9);
      expect(await loginRefusal(db, from('203.0.113.1'), limit, now + 60_000)).toBeUndefined();
      const keys = (await db.all('SELECT key FROM rate_limits ORDER BY key')).map((row) => row.key);
      expect(keys).not.toContain('login-account|old@example.com');

      expect(await unlockUser(db, 'ANN@example.com')).toBe(4);
      expect(await db.all('SELECT key FROM rate_limits')).toEqual([]);
      await recordLoginFailure(db, from('203.0.113.1'), limit, now);
      await changePassword(db, 'ann@example.com', 'ann-password-2');
      expect(await db.all('SELECT key FROM rate_limits')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('proxies are trusted by name only', { timeout: 60_000 }, () => {
  it('reads TRUST_PROXY as addresses and CIDR ranges, and refuses 1, true and anything else', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy('')).toEqual([]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,2001:db8::/32,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const value of ['1', 'true', '*', '0.0.0.0/0', '10.0.0.1, ::/0']) {
      expect(() => parseTrustProxy(value), value).toThrow(
        /would believe an X-Forwarded-For header from anyone/,
      );
    }
    for (const value of ['2', 'nginx.internal', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129']) {
      expect(() => parseTrustProxy(value), value).toThrow(/^TRUST_PROXY must list proxy addresses/);
    }
  });

  it('refuses ranges that together cover more public addresses than a private network', () => {
    // Each would let most of the internet name its own address through X-Forwarded-For.
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97, ::ffff:128.0.0.0/97',
      '::/1, 8000::/1',
      '::/80',
      '1.0.0.0/8, 2.0.0.0/8',
      '2001::/16',
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(
        /^TRUST_PROXY=.* would believe an X-Forwarded-For header from .* public addresses/,
      );
    }
    // Private and loopback networks, however wide, and a CDN's published ranges are accepted.
    const cdn = [
      '173.245.48.0/20',
      '103.21.244.0/22',
      '104.16.0.0/13',
      '104.24.0.0/14',
      '172.64.0.0/13',
      '2400:cb00::/32',
      '2606:4700::/32',
      '2a06:98c0::/29',
    ].join(',');
    for (const value of [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8',
      'fc00::/7, ::1, fe80::/10',
      '::ffff:10.0.0.0/104',
      cdn,
      '203.0.113.0/24',
    ]) {
      expect(() => parseTrustProxy(value), value).not.toThrow();
    }
  });

  it('counts an IPv4 address as it is and an IPv6 address by its /64', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
  });

  it('one IPv6 client cannot take a fresh address from its /64 for every post', async () => {
    const server = await start({
      trustProxy: ['127.0.0.1'],
      rateLimits: { forms: { max: 2, timeWindow: 60_000 } },
    });
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const post = (address: string) =>
      client.request('POST', '/api/forms/agency-contact', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          name: 'Dana Reyes',
          email: 'dana@example.com',
          service: 'e-commerce',
          message: 'Hello',
        }),
      });
    const statuses: number[] = [];
    for (const suffix of ['1', '2', 'abcd', 'ffff:1']) {
      statuses.push((await post(`2001:db8:1:2::${suffix}`)).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await post('2001:db8:1:3::1')).status).toBe(201);
  });

  it('a spoofed X-Forwarded-For from a client that is not the named proxy changes nothing', async () => {
    const server = await start({
      trustProxy: ['10.0.0.1'],
      rateLimits: { forms: { max: 2, timeWindow: 60_000 }, login: { max: 2, timeWindow: 60_000 } },
    });
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const statuses = { forms: [] as number[], login: [] as number[] };
    for (let index = 0; index < 4; index += 1) {
      const spoofed = {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${index}`,
      };
      const form = await client.request('POST', '/api/forms/agency-contact', {
        headers: spoofed,
        body: JSON.stringify({
          name: 'Dana Reyes',
          email: 'dana@example.com',
          service: 'e-commerce',
          message: 'Hello',
        }),
      });
      statuses.forms.push(form.status);
      const login = await client.request('POST', '/api/auth/login', {
        headers: spoofed,
        body: JSON.stringify({ email: `user${index}@example.com`, password: 'wrong-password' }),
      });
      statuses.login.push(login.status);
    }
    expect(statuses).toEqual({ forms: [201, 201, 429, 429], login: [401, 401, 429, 429] });
  });

  it('a server process refuses a session time that no date can hold, in one line', async () => {
    await expect(
      startServerProcess({
        buildDir,
        dataDir: await mkdtemp(path.join(work, 'data-')),
        env: { SESSION_MAX_HOURS: '1000000000000' },
      }),
    ).rejects.toThrow(
      /server exited with 1: SESSION_MAX_HOURS must be a whole number from 1 to 8784, not "1000000000000"\./,
    );
  });

  it('a server process refuses TRUST_PROXY=1 and says at start what it trusts', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    await expect(
      startServerProcess({ buildDir, dataDir, env: { TRUST_PROXY: '1' } }),
    ).rejects.toThrow(
      /server exited with 1: TRUST_PROXY=1 would believe an X-Forwarded-For header from anyone/,
    );
    const server = await startServerProcess({
      buildDir,
      dataDir,
      env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' },
    });
    expect(server.output()).toContain(
      'Trusting X-Forwarded-For, -Proto and -Host from 127.0.0.1, 10.0.0.0/8 only',
    );
    const plain = await startServerProcess({
      buildDir,
      dataDir: await mkdtemp(path.join(work, 'data-')),
    });
    expect(plain.output()).toContain('Trusting no proxy');
  });
});

describe('a production server process', { timeout: 60_000 }, () => {
  const production = { LOCAL_DEMO: '' };

  it('serves the production hosts only, with no account, and says so', async () => {
    const server = await startServerProcess({
      buildDir,
      dataDir: await mkdtemp(path.join(work, 'data-')),
      env: production,
    });
    expect(server.output()).toContain('Serving the production hosts only');
    expect(server.output()).not.toContain('Demo sign-in on');
    expect((await send(server.port, { host: 'agency.localhost', path: '/' })).status).toBe(404);
    expect((await signIn(new Client(server.port, AGENCY), demo)).status).toBe(401);
  });

  it('refuses DEMO_PASSWORD, and a database whose account has the published password', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    await expect(
      startServerProcess({
        buildDir,
        dataDir,
        env: { ...production, DEMO_PASSWORD: 'something-long' },
      }),
    ).rejects.toThrow(/DEMO_PASSWORD is for the local demo only/);
    // The local demo made its account in this folder; production then refuses to open it.
    const demoRun = await startServerProcess({ buildDir, dataDir });
    expect(demoRun.output()).toContain('Demo sign-in on: demo@zcomm.example');
    demoRun.child.kill('SIGTERM');
    await demoRun.exited;
    await expect(startServerProcess({ buildDir, dataDir, env: production })).rejects.toThrow(
      /server exited with 1: Refusing to start: the account demo@zcomm\.example still has the demo's published password/,
    );
    await run(
      process.execPath,
      [path.join(root, 'server/cli/users.ts'), 'remove', DEMO_USER.email],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    const server = await startServerProcess({ buildDir, dataDir, env: production });
    expect((await signIn(new Client(server.port, AGENCY), demo)).status).toBe(401);
  });
});

describe('the session cookie', { timeout: 60_000 }, () => {
  const credentials = { email: DEMO_USER.email, password: 'a-test-password' };

  it('over plain HTTP (the local demo) is zc_session, without Secure', async () => {
    const server = await start({ demoPassword: credentials.password });
    const client = new Client(server.port, 'agency.localhost');
    const response = await signIn(client, credentials);
    expect(response.status).toBe(200);
    const line = setCookieLine(response, 'zc_session') ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).not.toMatch(/Secure/i);
    expect((await client.request('GET', '/api/auth/session')).status).toBe(200);
  });

  it('through a trusted proxy that says HTTPS is __Host-zc_session: Secure, Path=/, no Domain', async () => {
    const server = await start({ demoPassword: credentials.password, trustProxy: ['127.0.0.1'] });
    const https = { 'x-forwarded-proto': 'https' };
    const client = new Client(server.port, AGENCY);
    const page = await client.request('GET', '/', { headers: { accept: 'text/html', ...https } });
    expect(setCookieLine(page, 'XSRF-TOKEN')).toMatch(/; Secure/i);
    const response = await client.request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', ...https },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(200);
    const line = setCookieLine(response, '__Host-zc_session') ?? '';
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/Domain=/i);
    expect(setCookieLine(response, 'zc_session')).toBeUndefined();
    expect((await client.request('GET', '/api/auth/session', { headers: https })).status).toBe(200);

    // A plain cookie on an HTTPS request (planted by a plain-HTTP answer) opens nothing.
    const token = cookiesFrom(response)['__Host-zc_session'] ?? '';
    const planted = await send(server.port, {
      host: AGENCY,
      path: '/api/auth/session',
      headers: { ...https, cookie: `zc_session=${token}` },
    });
    expect(planted.status).toBe(401);
  });

  it('stays plain when a client that is not a trusted proxy claims HTTPS', async () => {
    const server = await start({ demoPassword: credentials.password, trustProxy: ['10.0.0.1'] });
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(credentials),
    });
    expect(setCookieLine(response, 'zc_session')).not.toMatch(/Secure/i);
  });

  it('ends after the idle time without requests, before its absolute end; use moves it on', async () => {
    const server = await start({ demoPassword: credentials.password });
    const client = new Client(server.port, 'agency.localhost');
    expect((await signIn(client, credentials)).status).toBe(200);
    const db = await openDatabase(server.dataDir);
    try {
      const read = async () =>
        (await db.get('SELECT expires_at, idle_expires_at, idle_ms FROM sessions')) as Record<
          string,
          string
        >;
      const created = await read();
      expect(Number(created.idle_ms)).toBe(30 * 60_000);
      const absolute = Date.parse(String(created.expires_at)) - Date.now();
      expect(absolute).toBeGreaterThan(11.9 * 3_600_000);
      expect(absolute).toBeLessThanOrEqual(12 * 3_600_000);

      // Ten minutes of idle time left: a request moves the deadline back to 30 minutes away.
      await db.run('UPDATE sessions SET idle_expires_at = ?', [
        new Date(Date.now() + 10 * 60_000).toISOString(),
      ]);
      expect((await client.request('GET', '/api/auth/session')).status).toBe(200);
      const moved = Date.parse(String((await read()).idle_expires_at)) - Date.now();
      expect(moved).toBeGreaterThan(29 * 60_000);

      // Idle past its deadline: signed out, although the absolute end is hours away.
      await db.run('UPDATE sessions SET idle_expires_at = ?', [
        new Date(Date.now() - 1000).toISOString(),
      ]);
      expect((await client.request('GET', '/api/auth/session')).status).toBe(401);
      expect((await client.request('GET', '/api/inbox/submissions')).status).toBe(401);
    } finally {
      await db.close();
    }
  });

  it('a one-minute idle time is moved on by use too, not spent from the sign-in', async () => {
    const db = await openDatabase(path.join(work, `idle-${randomUUID()}`));
    try {
      const user = await createUser(db, {
        email: 'short@zcomm.example',
        name: 'Short',
        password: 'a-short-idle-password',
      });
      const times = { lifetimeMs: 3_600_000, idleMs: 60_000 };
      const { token } = await createSession(db, user.id, times);
      const signedIn = Date.now();
      const at = (seconds: number) => new Date(signedIn + seconds * 1000);
      // Used every 40 seconds, it stays signed in past its first minute…
      expect(await findSessionUser(db, token, at(40))).toMatchObject({ id: user.id });
      expect(await findSessionUser(db, token, at(80))).toMatchObject({ id: user.id });
      expect(await findSessionUser(db, token, at(120))).toMatchObject({ id: user.id });
      // …and ends a minute after its last use.
      expect(await findSessionUser(db, token, at(190))).toBeUndefined();
    } finally {
      await db.close();
    }
  });

  it('a password with trailing NULs does not sign in as the password without them', async () => {
    const server = await start({ demoPassword: credentials.password });
    for (const suffix of ['\0', '\0\0\0']) {
      const client = new Client(server.port, 'agency.localhost');
      const response = await signIn(client, {
        ...credentials,
        password: credentials.password + suffix,
      });
      expect(response.status).toBe(401);
    }
    expect((await signIn(new Client(server.port, 'agency.localhost'), credentials)).status).toBe(
      200,
    );
  });
});

describe('health checks', { timeout: 60_000 }, () => {
  it('answer on every host, uncached, without an access log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Production: the local names are unknown hosts here, and still answer the health checks.
    const server = await start({ logger: { level: 'info', stream }, localHosts: false });
    for (const host of [AGENCY, 'unknown.example', '10.1.2.3', 'agency.localhost']) {
      for (const [route, body] of [
        ['/healthz', 'ok\n'],
        ['/readyz', 'ready\n'],
      ] as const) {
        const response = await send(server.port, { host, path: route });
        expect(response.status, `${host} ${route}`).toBe(200);
        expect(response.text).toBe(body);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    await send(server.port, { host: AGENCY, path: '/faq' });
    const logged = lines.join('');
    expect(logged).toContain('"route":"/faq"');
    expect(logged).not.toContain('/healthz');
    expect(logged).not.toContain('/readyz');
  });

  describe('on PostgreSQL', () => {
    let postgres: PostgresServer;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 60_000);
    afterAll(() => postgres?.stop());

    it('/readyz answers 503 while the database is unreachable and 200 after', {
      timeout: 60_000,
    }, async () => {
      const server = await start({ databaseUrl: await postgres.createDatabase() });
      const get = (route: string) => send(server.port, { host: AGENCY, path: route });
      expect((await get('/readyz')).status).toBe(200);
      await postgres.pause();
      try {
        const down = await get('/readyz');
        expect(down.status).toBe(503);
        expect(down.text).toBe('The database does not answer.\n');
        expect((await get('/healthz')).status).toBe(200);
      } finally {
        await postgres.resume();
      }
      await expect.poll(async () => (await get('/readyz')).status, { timeout: 10_000 }).toBe(200);
    });
  });
});

describe('the generated nginx configuration', { timeout: 60_000 }, () => {
  it('names the production hosts only unless asked for the local names', async () => {
    const production = await nginxConfig({ buildDir, upstreams: ['127.0.0.1:3001'] });
    const names = [...production.matchAll(/server_name ([^;]+);/g)]
      .map((match) => match[1])
      .join(' ');
    expect(names).toContain('zcomm.example www.zcomm.example');
    expect(names).not.toContain('localhost');
    const local = await nginxConfig({ buildDir, upstreams: ['127.0.0.1:3001'], localHosts: true });
    expect(local).toContain('server_name agency.localhost zcomm.example www.zcomm.example;');
  });

  it('npm run nginx:config adds the local names only with --local-hosts', async () => {
    const hostsOf = async (args: string[]) =>
      Object.keys(
        JSON.parse(
          (
            await run(
              process.execPath,
              [
                path.join(root, 'server/cli/nginx-config.ts'),
                '--build',
                buildDir,
                '--headers-json',
                ...args,
              ],
              { cwd: root },
            )
          ).stdout,
        ) as Record<string, unknown>,
      );
    const production = await hostsOf([]);
    expect(production).toContain('zcomm.example');
    expect(production.filter((host) => host.endsWith('.localhost'))).toEqual([]);
    expect(await hostsOf(['--local-hosts'])).toContain('agency.localhost');
  });

  it('passes the health checks to the upstream without logging, and says HTTPS behind HTTPS', async () => {
    const config = await nginxConfig({ buildDir, upstreams: ['127.0.0.1:3001'], hsts: true });
    expect(config).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;');
    expect(config).toMatch(
      /location = \/readyz \{\n\s+access_log off;\n\s+proxy_pass http:\/\/zcomm_node;/,
    );
    // Every site's server block and the default one.
    expect(config.match(/location = \/healthz \{/g)).toHaveLength(siteIds.length + 1);
    expect(config).toContain('proxy_set_header X-Forwarded-Proto https;');
    expect(config).not.toContain('X-Forwarded-Proto $scheme');
    const plain = await nginxConfig({ buildDir, upstreams: ['127.0.0.1:3001'] });
    expect(plain).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('logs requests by their path: no query string, no Referer, in every access log', async () => {
    const config = await nginxConfig({ buildDir, upstreams: ['127.0.0.1:3001'] });
    const format = /log_format zcomm_path '([^']+)';/.exec(config)?.[1] ?? '';
    expect(format).toContain('"$request_method $zcomm_log_path $server_protocol"');
    for (const variable of [
      '$request ',
      '$request_uri',
      '$args',
      '$query_string',
      '$arg_',
      '$http_referer',
    ]) {
      expect(format).not.toContain(variable);
    }
    expect(config).toContain('"~^(?<zcomm_path>[^?]*)" $zcomm_path;');
    // Every access log is that format, or off.
    const logs = [...config.matchAll(/access_log ([^;]+);/g)].map((match) => match[1] ?? '');
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) expect(log === 'off' || log.endsWith(' zcomm_path')).toBe(true);
  });
});

describe('npm run backup', { timeout: 120_000 }, () => {
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, [path.join(root, 'server/cli/backup.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  async function storedIds(dataDir: string): Promise<Set<string>> {
    const db = await openDatabase(dataDir);
    try {
      return new Set((await db.all('SELECT id FROM submissions')).map((row) => String(row.id)));
    } finally {
      await db.close();
    }
  }

  it('copies the database during a burst of posts; the copy restores with every acknowledged submission', async () => {
    // A burst from one address: the form limit and the daily cap per address are lifted.
    const server = await start({
      rateLimits: { forms: { max: 100_000, timeWindow: 60_000 } },
      intake: { perClientPerDay: 0, quotaBytes: 1024 * 1024 * 1024 },
    });
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const xsrf = client.cookies['XSRF-TOKEN'] ?? '';
    const outcomes: PostOutcome[] = [];
    let posting = true;
    let count = 0;
    const poster = async () => {
      while (posting) {
        count += 1;
        outcomes.push(
          await postAgencyContact(server.port, xsrf, randomUUID(), {
            name: 'Dana Reyes',
            email: 'dana@example.com',
            service: 'e-commerce',
            message: `Post ${count}`,
          }),
        );
      }
    };
    const burst = Promise.all([poster(), poster(), poster(), poster()]);
    await expect
      .poll(() => outcomes.filter(isAcknowledged).length, { timeout: 20_000 })
      .toBeGreaterThan(20);

    const ackedBefore = outcomes.filter(isAcknowledged).map((outcome) => outcome.id as string);
    const during = path.join(work, 'during.db');
    const { stdout } = await cli(['--out', during], server.dataDir);
    expect(stdout).toMatch(
      /^Backed up \d+ submission\(s\) and 0 account\(s\) to .*during\.db \(\d+ bytes, integrity checked\)\.\n$/,
    );
    const postedDuring = outcomes.length - ackedBefore.length;
    posting = false;
    await burst;
    expect(postedDuring).toBeGreaterThan(0);
    const acknowledged = new Set(
      outcomes.filter(isAcknowledged).map((outcome) => outcome.id as string),
    );
    expect(acknowledged.size).toBe(outcomes.length);

    const restoredDir = await mkdtemp(path.join(work, 'restored-'));
    const restored = await cli(['--restore', during], restoredDir);
    expect(restored.stdout).toMatch(/^Restored \d+ submission\(s\) and 0 account\(s\) into /);
    const inCopy = await storedIds(restoredDir);
    for (const id of ackedBefore) expect(inCopy.has(id), id).toBe(true);
    for (const id of inCopy) expect(acknowledged.has(id), id).toBe(true);

    // After the burst: a second backup restored over an existing database holds every one, and
    // the database it replaced is kept.
    const after = path.join(work, 'after.db');
    await cli(['--out', after], server.dataDir);
    const again = await cli(['--restore', after], restoredDir);
    expect(again.stdout).toMatch(/The database it replaced is kept as .*app\.db\.replaced-/);
    expect(await storedIds(restoredDir)).toEqual(acknowledged);
    const restoredServer = await start({ dataDir: restoredDir });
    expect(
      (await send(restoredServer.port, { host: 'agency.localhost', path: '/readyz' })).status,
    ).toBe(200);
  });

  it('refuses to restore under a running server, and restores once it has stopped', async () => {
    const server = await start();
    const copy = path.join(work, `running-${randomUUID()}.db`);
    await cli(['--out', copy], server.dataDir);
    // The server would go on writing to the file the restore moved aside: refused, untouched.
    await expect(cli(['--restore', copy], server.dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/app\.db is in use .*: stop the server first, then restore\./),
    });
    expect((await readdir(server.dataDir)).filter((name) => name.includes('replaced'))).toEqual([]);
    await server.close();
    const restored = await cli(['--restore', copy], server.dataDir);
    expect(restored.stdout).toMatch(/^Restored 0 submission\(s\) and 0 account\(s\) into /);
  });

  /** Runs the backup command with every permission bit let through by the umask. */
  const cliWithOpenUmask = (args: string[], dataDir: string) =>
    run(
      'sh',
      [
        '-c',
        'umask 000; exec "$0" "$@"',
        process.execPath,
        path.join(root, 'server/cli/backup.ts'),
        ...args,
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
  const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

  it('keeps the data private: folder 0700, database, WAL files and backups 0600, no stray files', async () => {
    const server = await start({ demoPassword: 'the-right-password' });
    const client = new Client(server.port, 'agency.localhost');
    await signIn(client, { email: DEMO_USER.email, password: 'a-wrong-password' });
    // A data folder and database the server made itself, with the usual umask.
    const fresh = path.join(work, `fresh-${randomUUID()}`, 'data');
    (await openDatabase(fresh)).close();
    expect(await modeOf(path.dirname(fresh))).not.toBe('700');
    expect(await modeOf(fresh)).toBe('700');
    expect(await modeOf(path.join(fresh, 'app.db'))).toBe('600');
    for (const file of ['app.db', 'app.db-wal', 'app.db-shm']) {
      expect(await modeOf(path.join(server.dataDir, file)), file).toBe('600');
    }
    // A backup taken with no umask at all is still the owner's only, and alone in its folder.
    const folder = await mkdtemp(path.join(work, 'backups-'));
    const copy = path.join(folder, 'copy.db');
    await cliWithOpenUmask(['--out', copy], server.dataDir);
    expect(await modeOf(copy)).toBe('600');
    expect(await readdir(folder)).toEqual(['copy.db']);
    // The failed sign-in counters stay behind.
    const live = await openDatabase(server.dataDir, { readOnly: true });
    try {
      expect((await live.all('SELECT key FROM rate_limits')).length).toBeGreaterThan(0);
    } finally {
      await live.close();
    }
    const backup = new DatabaseSync(copy, { readOnly: true });
    try {
      expect(backup.prepare('SELECT key FROM rate_limits').all()).toEqual([]);
    } finally {
      backup.close();
    }
    // Restored with no umask, the database is the owner's only too.
    await server.close();
    await cliWithOpenUmask(['--restore', copy], server.dataDir);
    expect(await modeOf(path.join(server.dataDir, 'app.db'))).toBe('600');
    expect((await readdir(server.dataDir)).filter((name) => name.includes('restoring'))).toEqual(
      [],
    );
  });

  it('warns at start when the data folder or the database is readable by others', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    (await openDatabase(dataDir)).close();
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'app.db'), 0o644);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    await start({ dataDir, logger: { level: 'warn', stream } });
    const logged = lines.join('');
    expect(logged).toContain(
      `Other local users may read the data (${dataDir} is 0755, ${path.join(dataDir, 'app.db')} is 0644`,
    );
    expect(logged).toContain(`chmod 700 ${dataDir}`);
  });

  it('refuses to restore the live database onto itself, and changes nothing', async () => {
    const server = await start();
    await server.close();
    const before = await readdir(server.dataDir);
    for (const file of ['app.db', 'app.db-wal']) {
      const live = path.join(server.dataDir, file);
      try {
        await stat(live);
      } catch {
        continue;
      }
      await expect(cli(['--restore', live], server.dataDir)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('is the live database'),
      });
    }
    expect(await readdir(server.dataDir)).toEqual(before);
    const db = await openDatabase(server.dataDir, { readOnly: true });
    try {
      expect(Number((await db.get('SELECT count(*) AS n FROM collections'))?.n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it.each([
    [
      'a trigger',
      `CREATE TRIGGER own AFTER INSERT ON submissions BEGIN
         INSERT INTO users (email, email_key, name, password_hash, created_at)
         VALUES ('evil@example.com', 'evil@example.com', 'Evil', 'x', 'now');
       END`,
      /has a trigger own that this server's migrations do not make/,
    ],
    ['a table', 'CREATE TABLE extra (x TEXT)', /has a table extra/],
    ['a view', 'CREATE VIEW everyone AS SELECT * FROM users', /has a view everyone/],
    ['an index', 'CREATE INDEX users_name ON users (name)', /has a index users_name/],
    ['a missing index', 'DROP INDEX submissions_created', /lacks the index submissions_created/],
    [
      'a changed table',
      'DROP TABLE email_sends; CREATE TABLE email_sends (taken_at INTEGER, note TEXT)',
      /has a table email_sends/,
    ],
  ])(
    'refuses a backup with %s, and the live database stays as it was',
    async (_case, sql, message) => {
      const server = await start();
      const copy = path.join(work, `hostile-${randomUUID()}.db`);
      await cli(['--out', copy], server.dataDir);
      await server.close();
      const hostile = new DatabaseSync(copy);
      hostile.exec(sql);
      hostile.close();
      const before = await readdir(server.dataDir);
      await expect(cli(['--restore', copy], server.dataDir)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(message),
      });
      expect(await readdir(server.dataDir)).toEqual(before);
    },
  );

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const server = await start();
    const notBackup = path.join(work, 'not-a-backup.db');
    await import('node:fs/promises').then((fs) => fs.writeFile(notBackup, 'hello'));
    await expect(cli(['--restore', notBackup], server.dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /The backup .*not-a-backup\.db (is not a usable SQLite database|cannot be opened)/,
      ),
    });
    await expect(
      cli(['--out', path.join(work, 'x.db')], path.join(work, 'no-such-dir')),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('No database at'),
    });
    await expect(
      run(process.execPath, [path.join(root, 'server/cli/backup.ts'), '--out', 'x.db'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: 'postgres://a@127.0.0.1/b' },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('pg_dump') });
  });
});
