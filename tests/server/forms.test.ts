import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorPage } from '../../server/http/errors.ts';
import { listSubmissions, type StoredSubmission } from '../../server/leads/store.ts';
import { escapeHtml } from '../../server/shared/html.ts';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  multipartBody,
  openTestDatabase,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

describe.each(backends)('on %s', (backend: Backend) => {
  let server: TestServer;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    databaseUrl = await databaseUrlFor(backend);
    server = await startServer({
      databaseUrl,
      rateLimits: { forms: { max: 10_000, timeWindow: 60_000 } },
    });
  });
  afterAll(() => server.close());

  async function stored(): Promise<StoredSubmission[]> {
    const db = await openTestDatabase(server.dataDir, databaseUrl, { readOnly: true });
    try {
      return await listSubmissions(db);
    } finally {
      await db.close();
    }
  }

  const contact = {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    phone_number: '(203) 555-0142',
    message: 'Do the jackets come in 3XL?\nThanks!',
  };
  const agencyContact = { ...contact, service: 'e-commerce' };
  const quote = {
    name: 'Sam Ortiz',
    email: 'sam@example.com',
    company: 'Ortiz Outdoor Co.',
    phone: '+1 860 555 0100',
    service: 'both',
    'project-details': 'A Shopify store with print-on-demand fulfillment.',
    platform: 'shopify',
    website: 'https://ortiz.example',
    'sku-count': '120',
    'order-volume': '201-1000',
    storage: 'unsure',
    timeline: '1-2 months',
    budget: '5000-10000',
    message: 'Looking to launch before spring.',
    referral: 'A friend',
  };

  const endpoints = [
    { form: 'contact', host: 'workwear.localhost', path: '/api/contact', fields: contact },
    {
      form: 'sailing-contact',
      host: 'sailing.localhost',
      path: '/api/forms/sailing-contact',
      fields: contact,
    },
    {
      form: 'agency-contact',
      host: 'agency.localhost',
      path: '/api/forms/agency-contact',
      fields: agencyContact,
    },
    { form: 'quote', host: 'agency.localhost', path: '/api/forms/quote', fields: quote },
  ] as const;

  type Fields = Record<string, string>;
  type Encoding = 'json' | 'multipart' | 'urlencoded';

  function encode(fields: Fields, encoding: Encoding): { body: string | Buffer; type: string } {
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

  async function visitor(host: string): Promise<Client> {
    const client = new Client(server.port, host);
    await client.visit('/contact');
    return client;
  }

  async function post(host: string, path: string, fields: Fields, encoding: Encoding = 'json') {
    const client = await visitor(host);
    const { body, type } = encode(fields, encoding);
    return client.request('POST', path, { headers: { 'content-type': type }, body });
  }

  /** A browser's own form post: no script, no XSRF header, its Origin, HTML accepted. */
  function nativePost(
    host: string,
    path: string,
    fields: Fields,
    headers: Record<string, string | undefined> = { origin: `http://${host}` },
    encoding: Encoding = 'urlencoded',
  ) {
    const { body, type } = encode(fields, encoding);
    return send(server.port, {
      method: 'POST',
      host,
      path,
      headers: {
        'content-type': type,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        ...headers,
      },
      body,
    });
  }

  describe.each(endpoints)('$form', ({ form, host, path, fields }) => {
    it.each(['json', 'multipart', 'urlencoded'] as const)(
      'stores a valid %s submission and answers 201 {id}',
      async (encoding) => {
        const before = (await stored()).length;
        const response = await post(host, path, fields, encoding);
        expect(response.status).toBe(201);
        const { id } = response.json() as { id: string };
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        const all = await stored();
        expect(all).toHaveLength(before + 1);
        const row = all.at(-1);
        expect(row).toMatchObject({ id, form, site: host.split('.')[0] });
        expect(row?.data).toEqual({ ...fields, message: fields.message });
      },
    );

    it('answers a native post with 303 to the thank-you address', async () => {
      const before = (await stored()).length;
      const response = await nativePost(host, path, fields);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(
        form === 'quote' ? '/quote?sent=1' : '/contact?sent=1',
      );
      expect(await stored()).toHaveLength(before + 1);
    });

    it('names every missing required field', async () => {
      const response = await post(host, path, {});
      expect(response.status).toBe(400);
      const body = response.json() as { error: string; fields: Record<string, string> };
      expect(body.error).toEqual(expect.any(String));
      const required =
        form === 'quote'
          ? [
              'name',
              'email',
              'company',
              'phone',
              'service',
              'project-details',
              'platform',
              'message',
            ]
          : form === 'agency-contact'
            ? ['name', 'email', 'service', 'message']
            : ['name', 'email', 'message'];
      expect(Object.keys(body.fields).sort()).toEqual([...required].sort());
    });

    it('treats blank values as missing', async () => {
      const response = await post(host, path, { ...fields, name: '   ' });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty('name');
    });

    it.each([
      ['email', 'not-an-address'],
      ['email', 'dana@'],
      ['name', 'x'.repeat(201)],
      ['email', `${'a'.repeat(250)}@example.com`],
      ['message', 'x'.repeat(5001)],
      ['name', 'Dana\r\nBcc: spam@example.com'],
    ])('rejects a bad %s', async (field, value) => {
      const response = await post(host, path, { ...fields, [field]: value });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty(field);
    });

    it('rejects two values for one field', async () => {
      const client = await visitor(host);
      const body = `${new URLSearchParams(fields).toString()}&name=Other`;
      const response = await client.request('POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty('name');
    });

    it('ignores fields it does not know, and does not store them', async () => {
      const response = await post(host, path, { ...fields, admin: 'true' });
      expect(response.status).toBe(201);
      expect((await stored()).at(-1)?.data).not.toHaveProperty('admin');
    });

    it('is not confused by prototype field names', async () => {
      const client = await visitor(host);
      const body = `__proto__=x&constructor=y&${new URLSearchParams(fields).toString()}`;
      const response = await client.request('POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(201);
      expect(Object.keys((await stored()).at(-1)?.data ?? {}).sort()).toEqual(
        Object.keys(fields).sort(),
      );
    });

    it('is accepted on its own site host only', async () => {
      const other = host === 'agency.localhost' ? 'workwear.localhost' : 'agency.localhost';
      const response = await post(other, path, fields);
      expect(response.status).toBe(404);
    });
  });

  describe('field rules', () => {
    it.each([
      ['agency-contact', 'service', 'consulting'],
      ['quote', 'service', 'web-design'],
      ['quote', 'platform', 'magento'],
      ['quote', 'budget', '100'],
      ['quote', 'timeline', 'tomorrow'],
      ['quote', 'order-volume', 'lots'],
      ['quote', 'storage', 'maybe'],
      ['quote', 'sku-count', '-4'],
      ['quote', 'sku-count', '1.5'],
      ['quote', 'website', 'javascript:alert(1)'],
      ['quote', 'website', 'ortiz'],
      ['quote', 'website', 'https://ortiz'],
      ['quote', 'website', 'ortiz .example'],
      ['quote', 'email', 'dana@harborgoods'],
      ['agency-contact', 'email', 'dana@harborgoods'],
    ])('%s rejects %s = %j', async (form, field, value) => {
      const base = form === 'quote' ? quote : agencyContact;
      const response = await post('agency.localhost', `/api/forms/${form}`, {
        ...base,
        [field]: value,
      });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty(field);
    });

    it('keeps a bare domain as the website with https://, as the form sends it', async () => {
      for (const [typed, kept] of [
        ['harborgoods.example', 'https://harborgoods.example'],
        ['www.harborgoods.example/shop', 'https://www.harborgoods.example/shop'],
        ['http://harborgoods.example', 'http://harborgoods.example'],
      ] as const) {
        const response = await post('agency.localhost', '/api/forms/quote', {
          ...quote,
          website: typed,
        });
        expect(response.status).toBe(201);
        const row = (await stored()).find(
          (item) => item.id === (response.json() as { id: string }).id,
        );
        expect(row?.data.website).toBe(kept);
      }
    });

    it('refuses control characters, and stores text without bidirectional overrides', async () => {
      for (const [field, value] of [
        ['name', 'Dana\u001b[2J'],
        ['name', 'Dana\u0007'],
        ['message', 'Hi\u0000there'],
        ['message', 'Hi\u009bthere'],
      ] as const) {
        const response = await post('agency.localhost', '/api/forms/agency-contact', {
          ...agencyContact,
          [field]: value,
        });
        expect(response.status).toBe(400);
        expect((response.json() as { fields: Fields }).fields).toHaveProperty(field);
      }
      const response = await post('agency.localhost', '/api/forms/agency-contact', {
        ...agencyContact,
        name: 'Dana \u202eReyes\u202c',
        message: 'Invoice \u2067fdp.exe\u2069 attached\nThanks \u200f!',
      });
      expect(response.status).toBe(201);
      const row = (await stored()).find(
        (item) => item.id === (response.json() as { id: string }).id,
      );
      expect(row?.data.name).toBe('Dana Reyes');
      expect(row?.data.message).toBe('Invoice fdp.exe attached\nThanks \u200f!');
    });

    it('accepts the quote with only its required fields', async () => {
      const required = Object.fromEntries(
        ['name', 'email', 'company', 'phone', 'project-details', 'platform', 'message'].map(
          (field) => [field, quote[field as keyof typeof quote]],
        ),
      );
      const response = await post('agency.localhost', '/api/forms/quote', {
        ...required,
        service: 'web-development',
      });
      expect(response.status).toBe(201);
    });

    it('stores fulfillment details sent with another service without them', async () => {
      // A form posted before its script ran sends every field the visitor filled in, also
      // after the service was changed back: the submission is kept, the details left out.
      const response = await post('agency.localhost', '/api/forms/quote', {
        ...quote,
        service: 'web-development',
      });
      expect(response.status).toBe(201);
      const kept = (await stored()).at(-1)?.data;
      expect(kept).toMatchObject({ service: 'web-development', name: quote.name });
      for (const field of ['order-volume', 'sku-count', 'storage']) {
        expect(kept).not.toHaveProperty(field);
      }
      const fulfillment = await post('agency.localhost', '/api/forms/quote', {
        ...quote,
        service: 'fulfillment',
      });
      expect(fulfillment.status).toBe(201);
      expect((await stored()).at(-1)?.data).toMatchObject({
        'sku-count': quote['sku-count'],
        storage: quote.storage,
      });
    });

    it('accepts empty optional fields as a browser sends them', async () => {
      const response = await post('agency.localhost', '/api/forms/quote', {
        ...quote,
        service: 'web-development',
        'sku-count': '',
        'order-volume': '',
        storage: '',
        website: '',
        referral: '',
      });
      expect(response.status).toBe(201);
      expect((await stored()).at(-1)?.data).not.toHaveProperty('sku-count');
    });

    it('answers 404 for a form that does not exist', async () => {
      for (const path of ['/api/forms/newsletter', '/api/forms/contact', '/api/forms/__proto__']) {
        const response = await post('agency.localhost', path, contact);
        expect(response.status).toBe(404);
      }
    });
  });

  describe('body handling', () => {
    const path = '/api/forms/agency-contact';
    const host = 'agency.localhost';

    it.each(['json', 'urlencoded', 'multipart'] as const)(
      'answers 413 to a %s body over 64 KB',
      async (encoding) => {
        const response = await post(
          host,
          path,
          { ...agencyContact, message: 'x'.repeat(70_000) },
          encoding,
        );
        expect(response.status).toBe(413);
        expect(response.json()).toEqual({ error: expect.any(String) });
      },
    );

    it('answers 413 to a multipart body spread over many fields', async () => {
      const fields: Fields = { ...agencyContact };
      for (let index = 0; index < 40; index += 1) fields[`extra${index}`] = 'y'.repeat(2000);
      const client = await visitor(host);
      const { body, contentType } = multipartBody(fields);
      const response = await client.request('POST', path, {
        headers: {
          'content-type': contentType,
          'transfer-encoding': 'chunked',
          'content-length': undefined,
        },
        body,
      });
      expect(response.status).toBe(413);
    });

    it.each([
      ['text/plain', 'name=Dana'],
      ['application/xml', '<form/>'],
      ['text/html', '<p>hi</p>'],
    ])('answers 415 to %s', async (type, body) => {
      const client = await visitor(host);
      const response = await client.request('POST', path, {
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(415);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('answers 415 to a body with no content type', async () => {
      const client = await visitor(host);
      const response = await client.request('POST', path, { body: 'name=Dana' });
      expect(response.status).toBe(415);
    });

    it.each([
      [
        'truncated multipart',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana',
      ],
      ['multipart without a boundary', 'multipart/form-data', '--abc\r\n\r\n'],
      ['malformed JSON', 'application/json', '{"name": "Dana",'],
      ['a JSON array', 'application/json', '["Dana"]'],
      ['a JSON string', 'application/json', '"Dana"'],
      [
        'nested JSON values',
        'application/json',
        JSON.stringify({ ...agencyContact, name: { first: 'Dana' } }),
      ],
    ])('answers 400 {error} to %s', async (_label, type, body) => {
      const client = await visitor(host);
      const response = await client.request('POST', path, {
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    });

    it('refuses file parts', async () => {
      const before = (await stored()).length;
      const client = await visitor(host);
      const { body, contentType } = multipartBody(agencyContact, {
        field: 'attachment',
        filename: 'cv.txt',
        content: 'file content',
      });
      const response = await client.request('POST', path, {
        headers: { 'content-type': contentType },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/file/i) });
      expect(await stored()).toHaveLength(before);
    });
  });

  describe('honeypot', () => {
    it('answers as if stored, and keeps the catch as spam for review', async () => {
      const before = (await stored()).length;
      const response = await post('sailing.localhost', '/api/forms/sailing-contact', {
        ...contact,
        contact_me_by_fax_only: '1',
      });
      expect(response.status).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const native = await nativePost('sailing.localhost', '/api/forms/sailing-contact', {
        ...contact,
        contact_me_by_fax_only: 'yes',
      });
      expect(native.status).toBe(303);
      const caught = (await stored()).slice(before);
      expect(caught.map((row) => row.spam)).toEqual([true, true]);
      expect(caught[0]?.id).toBe((response.json() as { id: string }).id);
      expect(caught[0]?.data).toEqual({ ...contact, contact_me_by_fax_only: '1' });
    });

    it('does not give itself away by validating', async () => {
      const response = await post('agency.localhost', '/api/forms/quote', {
        contact_me_by_fax_only: 'http://spam.example',
      });
      expect(response.status).toBe(201);
    });

    it('keeps no control character of a catch: ESC, BEL, NUL, C1, bidirectional overrides', async () => {
      const response = await post('agency.localhost', '/api/forms/quote', {
        name: 'Bot\u001b[31m\u0007 \u202eevil\u202c\u0000',
        email: 'bot@spam.example\u0085',
        company: 'Tab\tand\nline',
        'project-details': 'Line one\n\tIndented\u001b[2J\u2066two\u2069\u009b',
        contact_me_by_fax_only: 'x\u0008\u007f\u200fy',
      });
      expect(response.status).toBe(201);
      const [row] = (await stored()).filter(
        (item) => item.id === (response.json() as { id: string }).id,
      );
      expect(row?.data).toEqual({
        name: 'Bot[31m evil',
        email: 'bot@spam.example',
        // A single-line field reads a tab or a line break as a space.
        company: 'Tab and line',
        // A multi-line field keeps its line breaks and tabs, nothing else.
        'project-details': 'Line one\n\tIndented[2Jtwo',
        // The marks (RLM), which reorder nothing, stay.
        contact_me_by_fax_only: 'x\u200fy',
      });
      for (const value of Object.values(row?.data ?? {})) {
        expect(value).not.toMatch(
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must be gone
          /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
        );
      }
    });

    it('is never stored with a real submission', async () => {
      const response = await post('workwear.localhost', '/api/contact', {
        ...contact,
        contact_me_by_fax_only: '',
      });
      expect(response.status).toBe(201);
      expect((await stored()).at(-1)?.data).not.toHaveProperty('contact_me_by_fax_only');
    });
  });

  describe('idempotency', () => {
    let key: string;
    beforeEach(() => {
      key = randomUUID();
    });

    it('answers a repeat with the original id and stores one row', async () => {
      const before = (await stored()).length;
      const first = await post('agency.localhost', '/api/forms/quote', {
        ...quote,
        idempotency_key: key,
      });
      expect(first.status).toBe(201);
      const again = await post(
        'agency.localhost',
        '/api/forms/quote',
        { ...quote, idempotency_key: key },
        'multipart',
      );
      expect(again.status).toBe(200);
      expect(again.json()).toEqual(first.json());
      const native = await nativePost('agency.localhost', '/api/forms/quote', {
        ...quote,
        idempotency_key: key,
      });
      expect(native.status).toBe(303);
      expect(await stored()).toHaveLength(before + 1);
      expect((await stored()).at(-1)?.data).not.toHaveProperty('idempotency_key');
    });

    it('keeps keys apart per form', async () => {
      const a = await post('agency.localhost', '/api/forms/agency-contact', {
        ...agencyContact,
        idempotency_key: key,
      });
      const b = await post('sailing.localhost', '/api/forms/sailing-contact', {
        ...contact,
        idempotency_key: key,
      });
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(a.json()).not.toEqual(b.json());
    });

    it('rejects a key that is not a UUID', async () => {
      const response = await post('agency.localhost', '/api/forms/agency-contact', {
        ...agencyContact,
        idempotency_key: 'abc',
      });
      expect(response.status).toBe(400);
      expect((response.json() as { fields: Fields }).fields).toHaveProperty('idempotency_key');
    });
  });

  describe('native form posts and the origin check', () => {
    const host = 'workwear.localhost';
    const path = '/api/contact';

    it('accepts multipart from this origin', async () => {
      const response = await nativePost(
        host,
        path,
        contact,
        { origin: `http://${host}` },
        'multipart',
      );
      expect(response.status).toBe(303);
    });

    it('accepts a post with no Origin when Sec-Fetch-Site says same-origin', async () => {
      const response = await nativePost(host, path, contact, { 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(303);
    });

    it.each([
      ['another site', { origin: 'http://agency.localhost' }],
      ['a foreign origin', { origin: 'https://evil.example' }],
      ['a look-alike origin', { origin: 'http://workwear.localhost.evil.example' }],
      ['another port', { origin: 'http://workwear.localhost:8080' }],
      ['an opaque origin', { origin: 'null' }],
      ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site fetch', { 'sec-fetch-site': 'same-site' }],
      [
        'a foreign Origin with same-origin fetch metadata',
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      ],
      ['neither header', {}],
    ])('refuses %s with 403 and stores nothing', async (_label, headers) => {
      const before = (await stored()).length;
      const response = await nativePost(host, path, contact, headers);
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(await stored()).toHaveLength(before);
    });

    it('does not let a same-origin JSON post skip the XSRF header', async () => {
      const response = await send(server.port, {
        method: 'POST',
        host,
        path,
        headers: { 'content-type': 'application/json', origin: `http://${host}` },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(403);
    });

    it('shows a page, not JSON, when a native post is invalid', async () => {
      const response = await nativePost(host, path, { ...contact, email: 'nope' });
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('email');
    });

    it('echoes nothing a visitor typed, and escapes what it names', async () => {
      const typed = '<script>alert(1)</script>';
      const response = await nativePost(host, path, { ...contact, name: typed, email: 'nope' });
      expect(response.status).toBe(400);
      expect(response.text).not.toContain(typed);
      expect(response.text).not.toContain(escapeHtml(typed));
      const page = errorPage('A <b>bad</b> post', { '<script>': '<img src=x onerror=alert(1)>' });
      expect(page).not.toMatch(/<script>|<img|<b>/);
      expect(page).toContain('&lt;script&gt;');
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it('answers a script post that accepts HTML too with JSON', async () => {
      const client = await visitor(host);
      const response = await client.request('POST', path, {
        headers: { 'content-type': 'application/json', accept: '*/*' },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(201);
    });
  });
});
