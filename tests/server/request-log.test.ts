import { SUGGEST_QUERY } from '@zcomm/site-data/api/storefront-documents';
import { STOREFRONT_GATEWAY_PATH } from '@zcomm/site-data/storefront-api';
import { siteIds } from '@zcomm/site-data/tenants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseLeadSettings } from '../../server/leads/settings.ts';
import type { ServerOptions } from '../../server/options.ts';
import { parseStorefrontSettings } from '../../server/shared/real-storefronts.ts';
import {
  ASSET_JS,
  Client,
  fixtureRoutes,
  multipartBody,
  type RawResponse,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';
import { HookReceiver, WEBHOOK_SECRET } from './lead-receivers.ts';

/** What a visitor typed: none of it may reach a log line. */
const person = {
  name: 'Zebulon Quartermaine',
  email: 'zebulon.q@pii-check.example',
  phone_number: '(203) 555-0199',
  phone: '+1 203 555 0199',
  company: 'Quartermaine Rigging',
  message: 'Please call me about the sail loft on Pequot Avenue.',
};
const contact = {
  name: person.name,
  email: person.email,
  phone_number: person.phone_number,
  message: person.message,
};
const quote = {
  name: person.name,
  email: person.email,
  company: person.company,
  phone: person.phone,
  service: 'both',
  'project-details': person.message,
  platform: 'shopify',
  'sku-count': '120',
  budget: '5000-10000',
  message: person.message,
};
const forms = [
  { host: 'workwear.localhost', path: '/api/contact', fields: contact },
  { host: 'sailing.localhost', path: '/api/forms/sailing-contact', fields: contact },
  {
    host: 'agency.localhost',
    path: '/api/forms/agency-contact',
    fields: { ...contact, service: 'e-commerce' },
  },
  { host: 'agency.localhost', path: '/api/forms/quote', fields: quote },
];
const personal = [...Object.values(person), 'Zebulon', 'Quartermaine', 'pii-check', '5550199'];

let hooks: HookReceiver;
const servers: TestServer[] = [];
let lines: string[] = [];

beforeAll(async () => {
  hooks = await new HookReceiver().start();
});
afterAll(() => hooks.close());
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  lines = [];
});

async function start(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const server = await startServer({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    rateLimits: {
      forms: { max: 1000, timeWindow: 60_000 },
      login: { max: 1000, timeWindow: 60_000 },
    },
    demoPassword: 'demo-password-for-logs',
    leads: parseLeadSettings({
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET,
      DELIVERY_RETRY_BASE_MS: '50',
    }),
    ...options,
  });
  servers.push(server);
  // What the start said (the settings) is not a request's: only lines from here on count.
  lines = [];
  return server;
}

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => parsed().filter((line) => line.msg === 'request');

/** Every route of every site, its assets and API, signing in and out, every form in every encoding. */
async function visitEverything(server: TestServer): Promise<RawResponse[]> {
  const responses: RawResponse[] = [];
  for (const site of siteIds) {
    const client = new Client(server.port, `${site}.localhost`);
    for (const route of [...(fixtureRoutes[site] ?? ['/']), '/missing', `/assets/${ASSET_JS}`]) {
      responses.push(await client.visit(`${route}?email=${encodeURIComponent(person.email)}`));
    }
    responses.push(await client.request('GET', '/favicon.svg'));
    responses.push(await client.request('GET', '/api/collections?store=off-soundings'));
  }
  for (const { host, path, fields } of forms) {
    const client = new Client(server.port, host);
    responses.push(await client.visit('/contact'));
    responses.push(await client.postJson(path, fields));
    const multipart = multipartBody(fields);
    responses.push(
      await client.request('POST', path, {
        headers: { 'content-type': multipart.contentType },
        body: multipart.body,
      }),
    );
    // A browser's own post, without scripts: urlencoded, HTML accepted.
    responses.push(
      await send(server.port, {
        method: 'POST',
        host,
        path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          origin: `http://${host}`,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
    // A post the form refuses: the refusal names no field's value either.
    responses.push(
      await client.postJson(path, { ...fields, email: `not-an-address ${person.name}` }),
    );
  }
  const staff = new Client(server.port, 'agency.localhost');
  responses.push(await staff.visit('/login'));
  responses.push(await staff.postJson('/api/auth/login', { email: person.email, password: 'x' }));
  responses.push(
    await staff.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password: 'demo-password-for-logs',
    }),
  );
  responses.push(await staff.request('GET', '/api/inbox/leads'));
  responses.push(
    await staff.request('GET', `/api/inbox/leads?q=${encodeURIComponent(person.name)}`),
  );
  responses.push(await staff.request('GET', '/api/inbox/export.csv'));
  responses.push(await staff.postJson('/api/auth/logout', {}));
  responses.push(await send(server.port, { path: '/healthz', host: '10.0.0.1' }));
  responses.push(await send(server.port, { path: '/', host: 'unknown.example' }));
  return responses;
}

describe('the request log', { timeout: 60_000 }, () => {
  it('writes one line per request with its id, site, route kind, status and time', async () => {
    const server = await start();
    const responses = await visitEverything(server);
    await hooks.waitFor((requests) => requests.length >= 12);
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = requestLines();
    // /healthz is left out of the request log (its route logs warnings only).
    expect(logged.map((line) => line.requestId).sort()).toEqual(
      responses
        .filter((response) => response.text !== 'ok\n')
        .map((r) => r.headers['x-request-id'])
        .sort(),
    );
    for (const line of logged) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining([
          'requestId',
          'site',
          'routeKind',
          'method',
          'route',
          'status',
          'ms',
        ]),
      );
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
    }
    const kinds = new Set(logged.map((line) => line.routeKind));
    expect([...kinds].sort()).toEqual(['api', 'asset', 'inbox', 'page']);
    const quoteLine = logged.find(
      (line) => line.route === '/api/forms/:form' && line.status === 201,
    );
    expect(quoteLine).toMatchObject({
      site: expect.stringMatching(/^(sailing|agency)$/),
      method: 'POST',
    });
  });

  it('has no personal data in any line: no e-mail, name, phone, message or address', async () => {
    const server = await start();
    await visitEverything(server);
    await hooks.waitFor((requests) => requests.length >= 12);
    expect(lines.length).toBeGreaterThan(60);
    for (const line of lines) {
      for (const value of [...personal, '127.0.0.1', 'remoteAddress', '?']) {
        expect(line, `a log line holds ${value}`).not.toContain(value);
      }
    }
  });

  it('keeps a trusted proxy’s X-Request-Id, and makes its own for anyone else', async () => {
    const trusted = await start({ trustProxy: ['127.0.0.1'] });
    const asked = (server: TestServer, id: string) =>
      send(server.port, { path: '/', host: 'workwear.localhost', headers: { 'x-request-id': id } });
    expect((await asked(trusted, 'edge-4f2a9c1e-77')).headers['x-request-id']).toBe(
      'edge-4f2a9c1e-77',
    );
    // Not a plain token: a new id.
    const odd = (await asked(trusted, 'has spaces and "quotes"')).headers['x-request-id'];
    expect(odd).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().map((line) => line.requestId)).toEqual(['edge-4f2a9c1e-77', odd]);
    const untrusted = await start({ trustProxy: ['10.0.0.0/8'] });
    const made = (await asked(untrusted, 'edge-4f2a9c1e-77')).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes a request’s id on to the storefront gateway’s lines for it', async () => {
    const server = await start({
      trustProxy: ['127.0.0.1'],
      storefront: true,
      storefronts: parseStorefrontSettings(
        JSON.stringify({
          'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: 'public-token' },
        }),
      ),
      storefrontGateway: {
        timeoutMs: 200,
        fetch: async (_url, init) => {
          const body = String(init?.body);
          if (body.includes('"slow"')) {
            // Never answers: the gateway gives up at its timeout.
            await new Promise((resolve) => init?.signal?.addEventListener('abort', resolve));
            throw new Error('aborted');
          }
          throw new Error('connect ECONNREFUSED 203.0.113.9:443');
        },
      },
    });
    const ask = (id: string, query: string) =>
      send(server.port, {
        method: 'POST',
        host: 'workwear.localhost',
        path: STOREFRONT_GATEWAY_PATH,
        headers: { 'content-type': 'application/json', 'x-request-id': id },
        body: JSON.stringify({ query: SUGGEST_QUERY, variables: { query, limit: 2 } }),
      });
    expect((await ask('edge-shop-0001', 'jacket')).status).toBe(502);
    expect((await ask('edge-shop-0002', 'slow')).status).toBe(504);
    const gatewayLines = parsed().filter((line) => /^The storefront/.test(String(line.msg)));
    expect(gatewayLines.map((line) => [line.msg, line.requestId, line.store])).toEqual([
      ['The storefront could not be reached', 'edge-shop-0001', 'beacon-workwear'],
      ['The storefront did not answer in time', 'edge-shop-0002', 'beacon-workwear'],
    ]);
    // What the shopper typed is not in them.
    expect(JSON.stringify(gatewayLines)).not.toMatch(/jacket|slow/);
  });

  it('passes the id of the post that stored a lead on to its delivery’s log lines', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'] });
    hooks.statuses = [500, 200];
    const client = new Client(server.port, 'workwear.localhost');
    await client.visit('/contact');
    const response = await client.request('POST', '/api/contact', {
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-lead-0001' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(201);
    expect(response.headers['x-request-id']).toBe('edge-lead-0001');
    await expect
      .poll(() => parsed().filter((line) => /^Lead webhook/.test(String(line.msg))).length)
      .toBe(2);
    const deliveries = parsed().filter((line) => /^Lead webhook/.test(String(line.msg)));
    expect(deliveries.map((line) => [line.msg, line.requestId])).toEqual([
      ['Lead webhook failed; retrying', 'edge-lead-0001'],
      ['Lead webhook delivered', 'edge-lead-0001'],
    ]);
  });
});
