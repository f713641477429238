import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { listSubmissions, type StoredSubmission } from '../../server/leads/store.ts';
import {
  Client,
  createFixtureBuild,
  multipartBody,
  pageMarker,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Script-shaped text, each short enough for the 40-character phone fields. */
const xss = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(document.domain)>",
  '</textarea><script>alert(1)</script>',
  'javascript:alert(document.cookie)',
  '{{constructor.constructor("x")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, on purpose
  '${alert(1)}<!--',
  '<iframe srcdoc="<script>1</script>">',
];

/** SQL-shaped text. */
const sql = [
  "Robert'); DROP TABLE submissions;--",
  "' OR '1'='1' --",
  '1; DELETE FROM users; --',
  '" OR ""="',
  "'; ATTACH DATABASE '/tmp/x.db' AS x;--",
  "admin'/*",
];

const hostile = [...xss, ...sql];

type Fields = Record<string, string>;

/** Every form with every free-text field holding hostile text and the rest valid. */
function hostileForms(
  offset: number,
): { form: string; host: string; path: string; fields: Fields }[] {
  const pick = (index: number) => hostile[(offset + index) % hostile.length] ?? '';
  const contact = (extra: Fields = {}): Fields => ({
    name: pick(0),
    email: "robert'--+x@example.com",
    phone_number: pick(1),
    message: `${pick(2)}\n${pick(3)}\n<b>bold</b> & <i>more</i>`,
    ...extra,
  });
  return [
    { form: 'contact', host: 'workwear.localhost', path: '/api/contact', fields: contact() },
    {
      form: 'sailing-contact',
      host: 'sailing.localhost',
      path: '/api/forms/sailing-contact',
      fields: contact(),
    },
    {
      form: 'agency-contact',
      host: 'agency.localhost',
      path: '/api/forms/agency-contact',
      fields: contact({ service: 'e-commerce' }),
    },
    {
      form: 'quote',
      host: 'agency.localhost',
      path: '/api/forms/quote',
      fields: {
        name: pick(4),
        email: "x'or'1'='1@example.com",
        company: pick(5),
        phone: pick(6),
        service: 'both',
        'project-details': `${pick(7)} ${pick(8)}`,
        platform: 'other',
        // A web address holds no white space; everything else of a hostile one is kept as typed.
        website: "https://example.com/?q=<script>alert(1)</script>&x=';DROP%20TABLE%20users;--",
        'sku-count': '12',
        'order-volume': '0-50',
        storage: 'no',
        timeline: 'flexible',
        budget: '<2000',
        message: pick(9),
        referral: pick(10),
      },
    },
  ];
}

function encode(fields: Fields, encoding: string): { body: string | Buffer; type: string } {
  if (encoding === 'json') return { body: JSON.stringify(fields), type: 'application/json' };
  if (encoding === 'urlencoded') {
    return {
      body: new URLSearchParams(fields).toString(),
      type: 'application/x-www-form-urlencoded',
    };
  }
  const { body, contentType } = multipartBody(fields);
  return { body, type: contentType };
}

describe('hostile text in every form field', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      // One account (the local demo's), so the check below sees the users table intact.
      demoPassword: 'a-password-for-tests',
      rateLimits: { forms: { max: 10_000, timeWindow: 60_000 } },
    });
  });
  afterAll(() => server.close());

  const stored = async (): Promise<StoredSubmission[]> => {
    const db = await openDatabase(server.dataDir, { readOnly: true });
    try {
      return await listSubmissions(db);
    } finally {
      await db.close();
    }
  };

  it.each(['json', 'multipart', 'urlencoded'])(
    'is stored verbatim, sent as %s, and the tables stay intact',
    async (encoding) => {
      const offset = ['json', 'multipart', 'urlencoded'].indexOf(encoding) * 3;
      for (const { form, host, path: endpoint, fields } of hostileForms(offset)) {
        const client = new Client(server.port, host);
        await client.visit('/');
        const { body, type } = encode(fields, encoding);
        const response = await client.request('POST', endpoint, {
          headers: { 'content-type': type },
          body,
        });
        expect(response.status, `${form}: ${response.text}`).toBe(201);
        const { id } = response.json() as { id: string };
        const row = (await stored()).find((submission) => submission.id === id);
        expect(row?.form).toBe(form);
        expect(row?.data).toEqual(fields);
      }
      const db = await openDatabase(server.dataDir, { readOnly: true });
      try {
        const tables = (
          await db.all("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        ).map((row) => row.name);
        expect(tables).toEqual([
          'collections',
          'crew_list_counts',
          'crew_lists',
          'crew_members',
          'email_sends',
          'intake_counts',
          'intake_usage',
          'lead_checkout_links',
          'lead_messages',
          'lead_presence',
          'lead_uploads',
          'migrations',
          'outbox',
          'rate_limits',
          'server_keys',
          'sessions',
          'storefront_ordered_carts',
          'storefront_webhook_deliveries',
          'submission_history',
          'submissions',
          'users',
          'web_vitals',
        ]);
        expect((await db.get('SELECT count(*) AS n FROM users'))?.n).toBe(1);
        expect((await db.get('SELECT count(*) AS n FROM collections'))?.n).toBe(13);
      } finally {
        await db.close();
      }
    },
  );

  it('comes out of `npm run submissions` as the same text: JSON and table', async () => {
    const env = { ...process.env, DATA_DIR: server.dataDir };
    const script = path.join(root, 'server/cli/submissions.ts');
    const json = JSON.parse((await run(process.execPath, [script, '--json'], { env })).stdout) as {
      data: Fields;
    }[];
    expect(json).toEqual((await stored()).map((row) => ({ ...row, deliveries: [] })));
    expect(json.some((row) => row.data.name === '<script>alert(1)</script>')).toBe(true);

    const { stdout } = await run(process.execPath, [script], { env });
    expect(stdout).toContain('<script>alert(1)</scrip…');
    expect(stdout).toContain('"><img src=x onerror=alert(1)>');
    expect(stdout).toContain("Robert'); DROP TABLE submissions;--");
  });

  it('is refused when it carries terminal control characters', async () => {
    const client = new Client(server.port, 'sailing.localhost');
    await client.visit('/');
    for (const name of ['Dana\u001b[2J', 'Dana\u009b31m', 'Dana\u0007', 'Dana\u0000']) {
      const response = await client.postJson('/api/forms/sailing-contact', {
        name,
        email: 'dana@example.com',
        message: 'Hello',
      });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty('name');
    }
  });
});

describe('the submissions table', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zc-cli-hostile-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('shows stored control and bidirectional characters as U+FFFD, never raw', async () => {
    const db = await openDatabase(dataDir);
    // Written past the API (which refuses them), as an older or foreign row could hold them.
    await db.run(
      'INSERT INTO submissions (id, form, site, payload, created_at) VALUES (?, ?, ?, ?, ?)',
      [
        '00000000-0000-4000-8000-000000000001',
        'contact\u001b[31m',
        'workwear',
        JSON.stringify({
          name: 'Eve\u001b]0;owned\u0007\u202egnp.exe',
          email: 'eve@example.com',
          message: 'Line one\u009b2J\r\nLine two',
        }),
        new Date().toISOString(),
      ],
    );
    await db.close();
    const { stdout } = await run(process.execPath, [path.join(root, 'server/cli/submissions.ts')], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not appear
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(stdout).toContain('Eve\ufffd]0;owned\ufffd\ufffdgnp.exe');
    expect(stdout).toContain('Line one\ufffd2J Line two');
  });
});

describe('SQL-shaped input elsewhere', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it.each([
    "store=beacon-workwear' OR '1'='1",
    'store=beacon-workwear&collectionId=1 OR 1=1',
    'store=beacon-workwear&collectionId=410000000001;DROP TABLE collections',
    'store=%27%3B%20DROP%20TABLE%20collections%3B--',
    'store[]=beacon-workwear',
    'store=beacon-workwear&store=off-soundings',
  ])('GET /api/collections?%s is refused with 400', async (query) => {
    const response = await send(server.port, {
      host: 'workwear.localhost',
      path: `/api/collections?${encodeURI(query)}`,
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it.each([
    ["' OR '1'='1' --", 'anything'],
    ['demo@zcomm.example', "' OR '1'='1"],
    ["demo@zcomm.example' --", 'x'],
    ['" OR 1=1 --', '" OR 1=1 --'],
  ])('login as %j / %j is a plain 401', async (email, password) => {
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', { email, password });
    expect(response.status).toBe(401);
  });

  it('leaves the collections whole afterwards', async () => {
    const response = await send(server.port, {
      host: 'workwear.localhost',
      path: '/api/collections?store=beacon-workwear',
    });
    expect(response.json()).toHaveLength(10);
  });

  it('never reaches a query built from text: every statement takes parameters', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const files = (await readdir(path.join(root, 'server'), { recursive: true })).filter((file) =>
      file.endsWith('.ts'),
    );
    for (const file of files) {
      const source = await readFile(path.join(root, 'server', file), 'utf8');
      // Only fixed fragments are spliced in: a column list, placeholders, the dialect's words,
      // the inbox's conditions and order (`where`, `order`: put together in
      // server/inbox/store.ts from constant fragments, one per filter in use, never from values),
      // and PostgreSQL's row lock (`lock`: ' FOR UPDATE' or nothing).
      const fragment =
        /^(?:columns|where|order|lock|strict\(\w+\)|insertionOrder\([\w, ']*\)|placeholders\([\w.]*\)|\w+\.dialect === '\w+' \? '[^'`]*' : '[^'`]*')$/;
      for (const match of source.matchAll(
        /\b(?:db|tx|session|connection)\.(?:prepare|exec|all|get|run)\(\s*(`[^`]*`)/g,
      )) {
        for (const [, spliced = ''] of (match[1] ?? '').matchAll(/\$\{([^}]*)\}/g)) {
          expect(spliced, `${file} builds SQL from values`).toMatch(fragment);
        }
      }
    }
  });
});

describe('request limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers 413 to a login body over 64 KB', async () => {
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password: 'x'.repeat(70_000),
    });
    expect(response.status).toBe(413);
  });

  it('answers 413 to a body that claims to be larger than the limit, before reading it', async () => {
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const response = await client.request('POST', '/api/forms/quote', {
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('answers 431 to oversized headers', async () => {
    const response = await send(server.port, {
      host: 'agency.localhost',
      path: '/',
      headers: { cookie: `a=${'x'.repeat(20_000)}` },
    }).catch((error: NodeJS.ErrnoException) => ({ status: error.code }));
    expect([431, 'ECONNRESET']).toContain(response.status);
  });

  it.each([
    ['a JSON form post with XML', 'application/xml', '<a/>'],
    ['a login post as multipart', 'multipart/form-data; boundary=x', '--x--\r\n'],
    ['a login post as text', 'text/plain', '{"email":"demo@zcomm.example"}'],
  ])('answers 415 to %s', async (label, type, body) => {
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/');
    const target = label.includes('login') ? '/api/auth/login' : '/api/forms/quote';
    const response = await client.request('POST', target, {
      headers: { 'content-type': type },
      body,
    });
    expect(response.status).toBe(415);
  });

  it.each([
    [
      'a boundary that never closes',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana\r\n',
    ],
    ['parts without headers', 'multipart/form-data; boundary=zz', '--zz\r\n\r\nDana\r\n--zz--\r\n'],
    ['garbage', 'multipart/form-data; boundary=zz', '\u0000\u0001\u0002 not multipart at all'],
    [
      'a field name of 200 characters',
      'multipart/form-data; boundary=zz',
      `--zz\r\nContent-Disposition: form-data; name="${'n'.repeat(200)}"\r\n\r\nx\r\n--zz--\r\n`,
    ],
  ])(
    'answers a malformed multipart body (%s) with a 4xx and stores nothing',
    async (_label, type, body) => {
      const client = new Client(server.port, 'agency.localhost');
      await client.visit('/');
      const response = await client.request('POST', '/api/forms/agency-contact', {
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const db = await openDatabase(server.dataDir, { readOnly: true });
      try {
        expect(await listSubmissions(db)).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});

describe('host header injection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ storefront: true });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-Host without a trusted proxy', async () => {
    const response = await send(server.port, {
      host: 'evil.example',
      path: '/',
      headers: { 'x-forwarded-host': 'workwear.localhost' },
    });
    expect(response.status).toBe(404);
    expect(response.text).toBe('Unknown site');
    const site = await send(server.port, {
      host: 'workwear.localhost',
      path: '/',
      headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    });
    expect(site.text).toContain(pageMarker('workwear', 'index'));
  });

  it('never builds a link from a hostile host: the simulator names only the request host', async () => {
    const response = await send(server.port, {
      method: 'POST',
      host: 'workwear.localhost:4000',
      path: '/storefront/beacon-workwear-demo.myshopify.com/api/2025-01/graphql',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
        'x-shopify-storefront-access-token': 'demo-storefront-token-beacon-workwear',
      },
      body: JSON.stringify({
        query:
          '{ products(first: 1) { edges { node { images(first: 1) { edges { node { src } } } } } } }',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain('http://workwear.localhost:4000/storefront/');
    expect(response.text).not.toContain('evil.example');
  });

  it.each([
    'workwear.localhost\tevil.example',
    'workwear.localhost evil.example',
    'workwear.localhost,evil.example',
    'workwear.localhost:3000:4000',
    `${'a'.repeat(300)}.workwear.localhost`,
    'workwear.localhost%2eevil.example',
  ])('answers the Host %j with no site', async (host) => {
    const response = await send(server.port, { host, path: '/' }).catch(
      (error: NodeJS.ErrnoException) => ({ status: 400, text: String(error.code) }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(pageMarker('workwear', 'index'));
  });

  it('answers an absolute request target naming another host by the Host header only', async () => {
    const response = await send(server.port, {
      host: 'evil.example',
      path: 'http://workwear.localhost/faq',
    });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(pageMarker('workwear', 'faq'));
  });
});

describe('rate limits are per client', () => {
  it('count each client address apart behind a trusted proxy', async () => {
    const server = await startServer({
      // The test connects from loopback: it plays the proxy, named by its address.
      trustProxy: ['127.0.0.1'],
      rateLimits: { forms: { max: 2, timeWindow: 60_000 } },
    });
    try {
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
      const first: number[] = [];
      for (let index = 0; index < 3; index += 1) first.push((await post('203.0.113.7')).status);
      expect(first).toEqual([201, 201, 429]);
      expect((await post('203.0.113.8')).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const server = await startServer({ rateLimits: { login: { max: 2, timeWindow: 60_000 } } });
    try {
      const client = new Client(server.port, 'agency.localhost');
      await client.visit('/');
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await client.request('POST', '/api/auth/login', {
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${index}`,
          },
          body: JSON.stringify({ email: 'demo@zcomm.example', password: 'wrong-password' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('Content-Security-Policy from the build and the shop configuration', () => {
  let server: TestServer;
  let buildDir: string;
  const agencyStyle = 'position:relative';

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'zc-csp-build-'));
    await createFixtureBuild(buildDir);
    await writeFile(
      path.join(buildDir, 'pages', 'agency', 'faq.html'),
      `<!doctype html><html><body><nav><div style="${agencyStyle}"><ul></ul></div></nav><p>${pageMarker('agency', 'faq')}</p></body></html>`,
    );
    server = await startServer({
      buildDir,
      storefronts: {
        'off-soundings': { domain: 'off-soundings.myshopify.com', token: 'shpat_0123456789' },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const policy = async (host: string, route = '/') => {
    const header = (await send(server.port, { host, path: route })).headers[
      'content-security-policy'
    ];
    return new Map(
      String(header)
        .split(';')
        .map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
    );
  };

  it('allows the style attributes the build renders by hash, on that site only', async () => {
    const hash = createHash('sha256').update(agencyStyle).digest('base64');
    for (const route of ['/', '/faq', '/missing', '/api/collections?store=x']) {
      expect((await policy('agency.localhost', route)).get('style-src-attr')).toBe(
        `'unsafe-hashes' 'sha256-${hash}'`,
      );
    }
    expect((await policy('stub-1.localhost')).get('style-src-attr')).toBe("'none'");
  });

  it('names the configured real shop exactly on its site, and hands its domain out', async () => {
    const sailing = await policy('sailing.localhost');
    expect(sailing.get('connect-src')).toBe("'self'");
    expect(sailing.get('frame-src')).toBe('https://off-soundings.myshopify.com');
    expect(sailing.get('img-src')).toBe(
      "'self' data: https://off-soundings.myshopify.com https://cdn.shopify.com",
    );
    const workwear = await policy('workwear.localhost');
    expect(workwear.get('connect-src')).toBe("'self'");
    expect(workwear.get('frame-src')).toBe("'self'");
    const agency = await policy('agency.localhost');
    expect(agency.get('connect-src')).toBe("'self'");
    expect(agency.get('frame-src')).toBe("'none'");

    const records = (
      await send(server.port, {
        host: 'sailing.localhost',
        path: '/api/collections?store=off-soundings',
      })
    ).json() as { collection_domain: string; collection_token: string }[];
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record.collection_domain).toBe('off-soundings.myshopify.com');
      expect(record.collection_token).toBe('shpat_0123456789');
    }
  });
});
