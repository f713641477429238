/**
 * Bulk orders (`POST /api/forms/bulk-order` on each shop's host): lines checked against the
 * shop's products, the artwork checked by its content and kept under the data directory, the
 * lead in the inbox with its lines, the artwork downloadable by staff only, and erased with
 * its lead (in the inbox and by the retention sweep). A refused post keeps nothing.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { parseLeadSettings } from '../../server/leads/settings.ts';
import { Client, type RawResponse, startServer, type TestServer } from './helpers.ts';

const password = 'a-bulk-order-password';
const SHOP = 'workwear.localhost';
const AGENCY = 'agency.localhost';

/** A PNG's signature and a few bytes: enough to be told by its content. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n',
);

interface FilePart {
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart body: text fields (a name may repeat) and, optionally, the artwork. */
function multipart(fields: [string, string][], file?: FilePart) {
  const boundary = `----zc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('bulk orders', () => {
  let server: TestServer;
  let db: Database;
  /** A product of the demo workwear shop and two of its variants. */
  let product: { handle: string; title: string; variants: { id: string; title: string }[] };

  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      demoPassword: password,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      intake: { perClientPerDay: 0, quotaBytes: 0 },
      retention: { days: 1, intervalMs: 200 },
    });
    db = await openDatabase(server.dataDir);
    // The product with the most sizes and colours.
    const size = (entry: (typeof workwearCatalogue.products)[number]) =>
      entry.colours.length * entry.sizes.length;
    const handle =
      [...workwearCatalogue.products].sort((a, b) => size(b) - size(a))[0]?.handle ?? '';
    const response = await server.app.inject({
      method: 'POST',
      url: `/storefront/${workwearShop.domain}/api/2026-04/graphql`,
      headers: {
        host: SHOP,
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
      },
      payload: {
        query:
          'query($handle: String!) { product(handle: $handle) { handle title variants(first: 50) { nodes { id title } } } }',
        variables: { handle },
      },
    });
    const found = response.json().data.product;
    product = { handle: found.handle, title: found.title, variants: found.variants.nodes };
  });

  afterAll(async () => {
    await db.close();
    await server.close();
  });

  beforeEach(async () => {
    await db.exec(
      'DELETE FROM lead_uploads; DELETE FROM outbox; DELETE FROM submission_history; DELETE FROM submissions;',
    );
    // Each test counts the files it leaves: none from the one before.
    for (const name of await uploads()) await rm(path.join(uploadsDir(), name), { force: true });
  });

  const uploadsDir = () => path.join(server.dataDir, 'uploads');
  const uploads = async () => (await readdir(uploadsDir()).catch(() => [])).sort();
  const stored = async () => Number((await db.get('SELECT COUNT(*) AS n FROM submissions'))?.n);

  const line = (variant = 0, quantity = 12) =>
    ['line', `${product.handle} ${product.variants[variant]?.id} ${quantity}`] as [string, string];
  const contact: [string, string][] = [
    ['company', 'Harbor Road Crew'],
    ['name', 'Dana Reyes'],
    ['email', 'dana@example.com'],
    ['phone', '555-0100'],
    ['message', 'Two colours, five sizes.'],
  ];

  async function post(
    fields: [string, string][],
    file?: FilePart,
    options: { host?: string; headers?: Record<string, string>; xsrf?: boolean } = {},
  ): Promise<RawResponse> {
    const client = new Client(server.port, options.host ?? SHOP);
    await client.visit('/');
    const { body, contentType } = multipart(fields, file);
    return client.request('POST', '/api/forms/bulk-order', {
      headers: { 'content-type': contentType, ...options.headers },
      body,
      xsrf: options.xsrf,
    });
  }

  async function signIn(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password,
    });
    expect(response.status, response.text).toBe(200);
    return client;
  }

  const logo = (content = PNG, filename = 'logo.png', type = 'image/png') => ({
    filename,
    type,
    content,
  });

  it('stores an order with its lines and artwork as a lead of the shop’s bulk-order form', async () => {
    const response = await post([line(0, 12), line(1, 14), ...contact, ['logo', 'yes']], logo());
    expect(response.status, response.text).toBe(201);
    const { id } = response.json() as { id: string };
    const row = await db.get('SELECT form, site, payload FROM submissions WHERE id = ?', [id]);
    expect(row?.form).toBe('bulk-order');
    expect(row?.site).toBe('workwear');
    const data = JSON.parse(String(row?.payload));
    expect(data).toMatchObject({ company: 'Harbor Road Crew', logo: 'yes', pieces: '26' });

    // The file: under the data directory, by a random name, its bytes as sent.
    const [name, ...others] = await uploads();
    expect(others).toEqual([]);
    expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(path.join(uploadsDir(), name ?? ''))).toEqual(PNG);

    const staff = await signIn();
    const detail = await staff.request('GET', `/api/inbox/submissions/${id}`);
    expect(detail.status, detail.text).toBe(200);
    const lead = detail.json() as {
      order: { lines: unknown[]; pieces: number; artwork: Record<string, unknown> };
      fields: { label: string; value: string }[];
    };
    expect(lead.order.lines).toEqual([
      {
        handle: product.handle,
        product: product.title,
        variant_id: product.variants[0]?.id,
        variant: product.variants[0]?.title,
        quantity: 12,
      },
      {
        handle: product.handle,
        product: product.title,
        variant_id: product.variants[1]?.id,
        variant: product.variants[1]?.title,
        quantity: 14,
      },
    ]);
    expect(lead.order.pieces).toBe(26);
    expect(lead.order.artwork).toEqual({
      file_name: 'logo.png',
      media_type: 'image/png',
      bytes: PNG.length,
      status: 'clean',
    });
    expect(lead.fields).toContainEqual({
      name: 'lines',
      label: 'Lines',
      value: `12 × ${product.title} — ${product.variants[0]?.title}\n14 × ${product.title} — ${product.variants[1]?.title}`,
    });
  });

  it('exports an order’s lines and pieces in the inbox’s CSV, each in a column of its own', async () => {
    const response = await post([line(0, 12), line(1, 14), ...contact]);
    expect(response.status, response.text).toBe(201);
    const staff = await signIn();
    const csv = await staff.request('GET', '/api/inbox/export?form=bulk-order');
    expect(csv.status, csv.text).toBe(200);
    // Every cell is quoted, so a cell's line break is no record's end.
    const records = csv.text
      .replace(/^\uFEFF/, '')
      .split('"\r\n')
      .filter(Boolean)
      .map((record) => `${record}"`);
    const cells = (record: string) =>
      [...record.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) =>
        (cell[1] ?? '').replaceAll('""', '"'),
      );
    const [header = [], order = []] = records.map(cells);
    const column = (name: string) => order[header.indexOf(name)];
    expect(header.indexOf('lines')).toBeGreaterThan(header.indexOf('company'));
    expect(column('lines')).toBe(
      [
        `12 × ${product.title} — ${product.variants[0]?.title}`,
        `14 × ${product.title} — ${product.variants[1]?.title}`,
      ].join('\n'),
    );
    expect(column('pieces')).toBe('26');
    expect(column('company')).toBe('Harbor Road Crew');
  });

  it('takes each shop’s own order on its host, and none on the agency’s', async () => {
    // The sailing shop sells none of the workwear shop's products.
    const sailing = await post([line(), ...contact], undefined, { host: 'sailing.localhost' });
    expect(sailing.status).toBe(400);
    expect((sailing.json() as { fields: Record<string, string> }).fields.line).toMatch(
      /not a size and colour this shop sells/,
    );
    const agency = await post([line(), ...contact], undefined, { host: AGENCY });
    expect(agency.status).toBe(404);
    // Never through the other forms' route, whose checks know nothing of lines or artwork.
    const client = new Client(server.port, 'sailing.localhost');
    await client.visit('/');
    const generic = await client.postJson('/api/forms/sailing-bulk-order', { company: 'A' });
    expect(generic.status).toBe(404);
    expect(await stored()).toBe(0);
  });

  it('answers a native post with the thank-you page and the lead’s reference', async () => {
    const response = await post([line(), ...contact], undefined, {
      headers: { accept: 'text/html', origin: `http://${SHOP}` },
      xsrf: false,
    });
    expect(response.status, response.text).toBe(303);
    const id = String((await db.get('SELECT id FROM submissions'))?.id);
    expect(response.headers.location).toBe(`/bulk-order?sent=1&reference=${id}`);
  });

  it.each([
    [
      'a variant the shop does not sell',
      () => ['line', `${product.handle} gid://shopify/ProductVariant/1 3`],
      /not a size and colour this shop sells/,
    ],
    [
      'a product the shop does not sell',
      () => ['line', `no-such-product ${product.variants[0]?.id} 3`],
      /not a size and colour this shop sells/,
    ],
    ['no piece', () => line(0, 0), /order 1 to 999 pieces/],
    ['a thousand pieces of one', () => line(0, 1000), /order 1 to 999 pieces/],
    [
      'a line that does not read',
      () => ['line', 'twelve jackets please'],
      /is not "<product> <variant> <quantity>"/,
    ],
  ])('refuses %s with 400 under `line`, keeping nothing', async (_, make, message) => {
    const response = await post([make() as [string, string], ...contact], logo());
    expect(response.status, response.text).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields.line).toMatch(message);
    expect(await stored()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('bounds the whole order: at most 5,000 pieces', async () => {
    const lines = product.variants
      .slice(0, 5)
      .map((variant) => ['line', `${product.handle} ${variant.id} 999`]) as [string, string][];
    const many = await post([
      ...lines,
      ...lines.slice(0, 1).map(([, v]) => ['line', v] as [string, string]),
    ]);
    expect(many.status).toBe(400);
    const over = await post([
      ...lines,
      ['line', `${product.handle} gid://shopify/ProductVariant/999999 999`],
      ...contact,
    ]);
    expect(over.status).toBe(400);
    expect((over.json() as { fields: Record<string, string> }).fields.line).toMatch(
      /at most 5000 pieces/,
    );
    expect(await stored()).toBe(0);
  });

  it('asks for the logo file when the logo box is ticked, and for the contact’s fields', async () => {
    const response = await post([line(), ['logo', 'yes'], ['email', 'not-an-address']]);
    expect(response.status).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['company', 'email', 'name']);
    const noFile = await post([line(), ...contact, ['logo', 'yes']]);
    expect((noFile.json() as { fields: Record<string, string> }).fields).toEqual({
      artwork: 'Add your logo file, or untick “Add our logo”.',
    });
    expect(await stored()).toBe(0);
  });

  it('refuses artwork over 25 MB with 413 and keeps none of it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(25 * 1024 * 1024)]);
    const response = await post([line(), ...contact, ['logo', 'yes']], logo(big));
    expect(response.status, response.text).toBe(413);
    expect((response.json() as { error: string }).error).toMatch(/at most 25 MB/);
    expect(await stored()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it.each([
    ['a text file named .png', Buffer.from('just words, not a picture'), 'logo.png', 'image/png'],
    [
      'an HTML page named .svg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG without its namespace',
      Buffer.from('<svg width="1"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a program named .pdf', Buffer.from('MZ\u0090\u0000program'), 'logo.pdf', 'application/pdf'],
  ])(
    'refuses %s with 415, by its content, and keeps nothing',
    async (_, content, filename, type) => {
      const response = await post(
        [line(), ...contact, ['logo', 'yes']],
        logo(content, filename, type),
      );
      expect(response.status, response.text).toBe(415);
      expect((response.json() as { error: string }).error).toMatch(/PNG, JPEG, SVG or PDF/);
      expect(await stored()).toBe(0);
      expect(await uploads()).toEqual([]);
    },
  );

  it('takes JPEG, PDF and SVG by their content, whatever their names say', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    const pdf = Buffer.from('%PDF-1.7\n%…\n');
    for (const [content, media] of [
      [jpeg, 'image/jpeg'],
      [pdf, 'application/pdf'],
      [SVG, 'image/svg+xml'],
    ] as const) {
      const response = await post([line(), ...contact], logo(content, 'artwork.bin', 'text/plain'));
      expect(response.status, response.text).toBe(201);
      const row = await db.get('SELECT media_type FROM lead_uploads WHERE submission_id = ?', [
        (response.json() as { id: string }).id,
      ]);
      expect(row?.media_type).toBe(media);
    }
  });

  it('refuses a body that is not multipart with 415', async () => {
    const client = new Client(server.port, SHOP);
    await client.visit('/');
    const response = await client.postJson('/api/forms/bulk-order', { line: 'x', company: 'A' });
    expect(response.status).toBe(415);
  });

  it('lets signed-in staff download the artwork, as an attachment only, and nobody else', async () => {
    const response = await post(
      [line(), ...contact, ['logo', 'yes']],
      logo(SVG, 'Hafen–Logo.svg', 'image/svg+xml'),
    );
    const { id } = response.json() as { id: string };
    const address = `/api/inbox/submissions/${id}/artwork`;

    const visitor = new Client(server.port, AGENCY);
    await visitor.visit('/');
    expect((await visitor.request('GET', address)).status).toBe(401);
    const shopper = new Client(server.port, SHOP);
    expect((await shopper.request('GET', address)).status).toBe(404);

    const staff = await signIn();
    const download = await staff.request('GET', address);
    expect(download.status, download.text).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Hafen_Logo.svg"; filename*=UTF-8''Hafen%E2%80%93Logo.svg`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.text).toBe(SVG.toString());
    // Never from a shop's own pages or files.
    const [name] = await uploads();
    const fromShop = await shopper.request('GET', `/uploads/${name}`);
    expect(fromShop.status).toBe(404);
  });

  it('erases the artwork with its lead in the inbox', async () => {
    const { id } = (await post([line(), ...contact], logo())).json() as { id: string };
    expect(await uploads()).toHaveLength(1);
    const staff = await signIn();
    const erased = await staff.request('DELETE', `/api/inbox/submissions/${id}`);
    expect(erased.status, erased.text).toBe(204);
    expect(await uploads()).toEqual([]);
    expect(await db.all('SELECT id FROM lead_uploads')).toEqual([]);
  });

  it('erases the artwork with its lead when the retention sweep takes it', async () => {
    const { id } = (await post([line(), ...contact], logo())).json() as { id: string };
    expect(await uploads()).toHaveLength(1);
    const old = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString();
    await db.run('UPDATE submissions SET created_at = ? WHERE id = ?', [old, id]);
    await expect.poll(uploads, { timeout: 5_000 }).toEqual([]);
    expect(await stored()).toBe(0);
  });
});

describe('bulk-order recipients', () => {
  it('are named by each shop’s "<shop>/bulk-order" key', () => {
    const settings = parseLeadSettings({
      SMTP_URL: 'smtp://mail.example.com',
      LEAD_SENDER: 'leads@example.com',
      LEAD_RECIPIENTS: JSON.stringify({
        default: 'sales@example.com',
        'workwear/bulk-order': 'crews@example.com',
        'sailing/bulk-order': ['regattas@example.com', 'owner@example.com'],
      }),
    });
    expect(settings.email?.recipients['bulk-order']).toEqual(['crews@example.com']);
    expect(settings.email?.recipients['sailing-bulk-order']).toEqual([
      'regattas@example.com',
      'owner@example.com',
    ]);
    expect(settings.email?.recipients.contact).toEqual(['sales@example.com']);
  });
});
