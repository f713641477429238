import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../server/api/index.ts';
import { createUser } from '../../../server/auth/users.ts';
import type { Database } from '../../../server/db/database.ts';
import { defaultRateLimits } from '../../../server/http/rate-limits.ts';
import { listSubmissions } from '../../../server/leads/store.ts';
import { workersPlugin } from '../../../server/workers/index.ts';
import { bareApp, siteFromHeader } from './bare.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const XSRF = 'x'.repeat(43);

beforeAll(async () => {
  ({ app, db, close } = await bareApp());
  await createUser(db, { email: 'ann@example.com', name: 'Ann Lee', password: 'a-long-password' });
  await app.register(fastifyCookie);
  await app.register(siteFromHeader);
  await app.register(workersPlugin, {});
  await app.register(api, {
    prefix: '/api',
    secureCookies: false,
    sessionTimes: { lifetimeMs: 60_000, idleMs: 60_000 },
    rateLimits: defaultRateLimits,
  });
});

afterAll(() => close());

/** A script's call: JSON with the XSRF cookie echoed in its header. */
const call = (method: 'GET' | 'POST', url: string, site: string, body?: unknown, cookie = '') =>
  app.inject({
    method,
    url,
    headers: {
      'x-site': site,
      cookie: `XSRF-TOKEN=${XSRF}${cookie}`,
      'x-xsrf-token': XSRF,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the API plugin', () => {
  it('answers a store’s collection records, and each malformed parameter by name', async () => {
    const records = await call('GET', '/api/collections?store=beacon-workwear', 'workwear');
    expect(records.statusCode).toBe(200);
    expect(records.headers['cache-control']).toBe('no-store');
    expect(records.json()[0]).toMatchObject({ collection_store: 'beacon-workwear' });
    const bad = await call('GET', '/api/collections?store=X&collectionId=one', 'workwear');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        error: 'Invalid query.',
        fields: {
          store: 'Send one store name of lower-case letters, digits and hyphens.',
          collectionId: 'Send one numeric collection id.',
        },
      },
    ]);
  });

  it('signs in, tells who is signed in, and signs out', async () => {
    const refused = await call('POST', '/api/auth/login', 'agency', { email: 'ann@example.com' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { error: 'Send an e-mail and a password.' },
    ]);
    const login = await call('POST', '/api/auth/login', 'agency', {
      email: 'ann@example.com',
      password: 'a-long-password',
    });
    expect(login.json()).toMatchObject({ email: 'ann@example.com', name: 'Ann Lee' });
    const session = login.cookies.find((cookie) => cookie.name === 'zc_session');
    const me = await call(
      'GET',
      '/api/auth/session',
      'agency',
      undefined,
      `; zc_session=${session?.value}`,
    );
    expect(Object.keys(me.json())).toEqual(['id', 'email', 'name']);
    const out = await call(
      'POST',
      '/api/auth/logout',
      'agency',
      {},
      `; zc_session=${session?.value}`,
    );
    expect(out.statusCode).toBe(204);
  });

  it('stores a form post on its own site’s host only, and names each field that needs attention', async () => {
    const stored = await call('POST', '/api/forms/sailing-contact', 'sailing', {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'A berth for the summer?',
    });
    expect(stored.statusCode).toBe(201);
    expect((await listSubmissions(db)).map((row) => row.form)).toContain('sailing-contact');
    const elsewhere = await call('POST', '/api/forms/sailing-contact', 'agency', {});
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { error: 'Not found.' }]);
    const unknown = await call('POST', '/api/forms/contact', 'workwear', {});
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Unknown form.' }]);
    const invalid = await call('POST', '/api/contact', 'workwear', {
      email: 'nope',
      message: ['a', 'b'],
    });
    expect(invalid.json()).toEqual({
      error: 'Some fields need attention.',
      fields: {
        message: 'Send a single value.',
        name: 'Enter your name.',
        email: 'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
      },
    });
  });

  it('refuses a change without the XSRF header, and answers an unknown call as JSON', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-site': 'workwear', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([forged.statusCode, forged.json()]).toEqual([
      403,
      { error: 'The XSRF token is missing or does not match.' },
    ]);
    const missing = await call('GET', '/api/nope', 'workwear');
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Not found.' }]);
  });
});
