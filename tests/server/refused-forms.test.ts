import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forms as formDefinitions } from '@zcomm/site-data/forms';
import type { FormContract } from '@zcomm/storefront-ui/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../server/pages/render.ts';
import { escapeHtml } from '../../server/shared/html.ts';
import {
  Client,
  createFixtureBuild,
  multipartBody,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

/**
 * A native post (no script) its form's checks refuse is answered with the form's own page,
 * rendered by the sites' real render entry: the values sent, one message per refused field, a
 * summary that takes the focus, `400`.
 */
const forms = [
  { form: 'contact', host: 'workwear.localhost', action: '/api/contact', page: 'contact.html' },
  {
    form: 'sailing-contact',
    host: 'sailing.localhost',
    action: '/api/forms/sailing-contact',
    page: 'contact.html',
  },
  {
    form: 'agency-contact',
    host: 'agency.localhost',
    action: '/api/forms/agency-contact',
    page: 'contact.html',
  },
  { form: 'quote', host: 'agency.localhost', action: '/api/forms/quote', page: 'quote.html' },
] as const;

/** What the visitor typed: a name left out, an address without a dotted domain, markup. */
const typed = '<script>alert("typed")</script> & more';
const refusedFields = {
  name: '',
  email: 'dana@harborgoods',
  phone_number: '(203) 555-0142',
  phone: '+1 860 555 0100',
  company: 'Harbor Goods',
  message: typed,
};

const BUILT_MARK = '<p>as built</p>';

let server: TestServer;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zc-refused-'));
  const buildDir = path.join(root, 'build');
  await createFixtureBuild(buildDir);
  // The workwear shop's bulk-order page too.
  const manifestFile = path.join(buildDir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.sites.workwear.routes.push('/bulk-order');
  await writeFile(manifestFile, JSON.stringify(manifest));
  // The form pages as the build writes them: the document, its app root, then the body's end.
  for (const { host, page } of [
    ...forms,
    { host: 'workwear.localhost', page: 'bulk-order.html' },
  ]) {
    const site = host.split('.')[0] as string;
    await writeFile(
      path.join(buildDir, 'pages', site, page),
      `<!doctype html><html lang="en"><head><title>${site}</title></head><body><div id="root">${BUILT_MARK}</div></body></html>`,
    );
  }
  server = await startServer({
    buildDir,
    rateLimits: { forms: { max: 10_000, timeWindow: 60_000 } },
    productPages: {
      renderer: () =>
        import('../../sites/shared/shell/entry-prerender.tsx') as unknown as Promise<PageRenderer>,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function nativePost(host: string, action: string, body: string | Buffer, type: string) {
  return send(server.port, {
    method: 'POST',
    host,
    path: action,
    headers: {
      'content-type': type,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      origin: `http://${host}`,
    },
    body,
  });
}

/** The start tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`No control named ${name}`);
  return tag[0];
}

describe.each(forms)('a refused native post of $form', ({ form, host, action }) => {
  /** The fields the post leaves refused: each required one left empty, and the e-mail address. */
  const contract: FormContract = formDefinitions[form].fields;
  const refused =
    Object.entries(contract).filter(
      ([name, field]) => field.required && !refusedFields[name as keyof typeof refusedFields],
    ).length + 1;
  it('is answered 400 with its page: values kept, one message per field, a focused summary', async () => {
    const response = await nativePost(
      host,
      action,
      new URLSearchParams(refusedFields).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.text;
    expect(html).not.toContain('Your message was not sent');
    expect(html).not.toContain(BUILT_MARK);
    expect(html).toContain('<title>');

    // The summary at the top of the form: how many fields, a link to each, and the focus.
    const summary = /<section\b[^>]*data-slot="form-error-summary"[^>]*>([\s\S]*?)<\/section>/.exec(
      html,
    );
    expect(summary?.[0]).toMatch(/\bautofocus=""/);
    expect(summary?.[0]).toMatch(/\btabindex="-1"/);
    expect(summary?.[1]).toContain(`${refused} fields need attention before sending.`);
    expect(summary?.[1]).toContain('<a href="#zc-field-name">Name</a>');
    expect(summary?.[1]).toContain('<a href="#zc-field-email">Email</a>');
    expect(html.indexOf('data-slot="form-error-summary"')).toBeLessThan(
      html.indexOf('name="name"'),
    );

    // Each refused field: invalid, described by its one message, in the form's words.
    const name = control(html, 'name');
    expect(name).toContain('id="zc-field-name"');
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('aria-describedby="zc-field-name-error"');
    expect(html).toContain(
      '<p class="zc-field__error" data-slot="field-error" id="zc-field-name-error">Enter your name.</p>',
    );
    const email = control(html, 'email');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('value="dana@harborgoods"');
    const page = html.slice(0, html.indexOf('id="zc-refused-post"'));
    expect(page.match(/Enter an e-mail address with a full domain/g)).toHaveLength(1);
    expect(page.match(/data-slot="field-error"/g)).toHaveLength(refused);

    // What was typed is kept, escaped, and never as markup.
    expect(control(html, 'message')).not.toContain('aria-invalid');
    expect(html).toContain(`>${escapeHtml(typed)}</textarea>`);
    expect(html).not.toContain('<script>alert');
    // The page's script starts from the same post: data, escaped for a script element.
    const data =
      /<script type="application\/json" id="zc-refused-post">([^<]*)<\/script><\/body>/.exec(html);
    expect(JSON.parse(data?.[1] ?? '{}')).toMatchObject({
      action,
      values: { email: 'dana@harborgoods', message: typed },
      errors: { name: 'Enter your name.' },
    });
  });

  it('names a field over its length limit in a multipart post too', async () => {
    const { body, contentType } = multipartBody({
      ...refusedFields,
      name: 'Dana Reyes',
      email: 'dana@harborgoods.example',
      message: 'x'.repeat(5001),
    });
    const response = await nativePost(host, action, body, contentType);
    expect(response.status).toBe(400);
    if (refused === 2) expect(response.text).toContain('One field needs attention before sending.');
    expect(response.text).toContain('id="zc-field-message-error">Use at most 5000 characters.</p>');
    expect(control(response.text, 'name')).toContain('value="Dana Reyes"');
  });

  it('keeps the JSON answer for a script, and the success answer for the honeypot', async () => {
    const client = new Client(server.port, host);
    await client.visit('/contact');
    const json = await client.request('POST', action, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refusedFields),
    });
    expect(json.status).toBe(400);
    expect(json.json()).toMatchObject({
      error: 'Some fields need attention.',
      fields: { name: 'Enter your name.' },
    });
    const trapped = await nativePost(
      host,
      action,
      new URLSearchParams({ ...refusedFields, contact_me_by_fax_only: 'bot' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(trapped.status).toBe(303);
  });
});

describe('a refused native post of a bulk order', () => {
  const lines = [
    'class-3-jacket gid://shopify/ProductVariant/41 12',
    'class-3-jacket gid://shopify/ProductVariant/42 3',
  ];
  const names = 'Class 3 Jacket — Yellow / L\r\nClass 3 Jacket — Orange / XL';

  it('comes back as the order page: its lines, the values sent and the file asked for again', async () => {
    const { body, contentType } = multipartBody({
      line: lines,
      line_names: names,
      company: 'Harbor Goods',
      name: 'Dana Reyes',
      email: 'dana@harborgoods.example',
      logo: 'yes',
    });
    const response = await nativePost(
      'workwear.localhost',
      '/api/forms/bulk-order',
      body,
      contentType,
    );
    expect(response.status).toBe(400);
    const html = response.text;
    expect(html).not.toContain(BUILT_MARK);
    // The logo box is ticked, but no file came with it.
    const summary = /data-slot="form-error-summary"[^>]*>([\s\S]*?)<\/section>/.exec(html);
    expect(summary?.[1]).toContain('One field needs attention before sending.');
    expect(summary?.[1]).toContain('<a href="#zc-field-artwork">Your logo file</a>');
    // Each line is in the page again, posted as sent and shown by its name.
    for (const line of lines) expect(html).toContain(`name="line" value="${line}"`);
    expect(html).toContain('Class 3 Jacket — Orange / XL');
    expect(html).toContain('15 pieces in 2 lines');
    expect(control(html, 'logo')).toContain('checked=""');
    expect(control(html, 'name')).toContain('value="Dana Reyes"');
    expect(control(html, 'artwork')).toContain('aria-invalid="true"');
    expect(html).toContain('Choose it again: a form sent back cannot keep a file.');
  });

  it('names a malformed line under the order, first, then the fields after it', async () => {
    const { body, contentType } = multipartBody({
      line: ['class-3-jacket not-a-line'],
      company: '',
      name: 'Dana Reyes',
      email: 'dana@harborgoods.example',
    });
    const response = await nativePost(
      'workwear.localhost',
      '/api/forms/bulk-order',
      body,
      contentType,
    );
    expect(response.status).toBe(400);
    expect(response.text).toMatch(
      /<a href="#zc-field-line">Your order<\/a>.*<a href="#zc-field-company">Company<\/a>/,
    );
    expect(response.text).toContain('Line 1 is not');
    expect(response.text).toMatch(/id="zc-field-line"[^>]*tabindex="-1"/);
  });
});
