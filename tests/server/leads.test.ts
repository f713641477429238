import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { composeLeadEmail } from '../../server/leads/email.ts';
import { type Delivery, listDeliveries } from '../../server/leads/outbox.ts';
import { type LeadSettings, parseLeadSettings } from '../../server/leads/settings.ts';
import { Client, startServer, type TestServer } from './helpers.ts';
import {
  HookReceiver,
  MailReceiver,
  SMTP_USER,
  verifySignature,
  WEBHOOK_SECRET,
} from './lead-receivers.ts';

let mail: MailReceiver;
let hooks: HookReceiver;
const servers: TestServer[] = [];

beforeAll(async () => {
  mail = await new MailReceiver().start();
  hooks = await new HookReceiver().start();
});
afterAll(async () => {
  await Promise.all([mail.close(), hooks.close()]);
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  mail.messages.length = 0;
  mail.refuse = [];
  hooks.requests.length = 0;
  hooks.statuses = [];
});

function settings(overrides: Record<string, string> = {}): LeadSettings {
  return parseLeadSettings({
    SMTP_URL: mail.url,
    LEAD_SENDER: 'Z-Comm Leads <leads@zcomm.example>',
    LEAD_RECIPIENTS: JSON.stringify({
      default: 'sales@zcomm.example',
      workwear: ['shop@beacon.example', 'owner@beacon.example'],
    }),
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET,
    DELIVERY_RETRY_BASE_MS: '50',
    ...overrides,
  });
}

async function start(leads: LeadSettings): Promise<TestServer> {
  const server = await startServer({
    leads,
    rateLimits: { forms: { max: 1000, timeWindow: 60_000 } },
  });
  servers.push(server);
  return server;
}

async function post(server: TestServer, host: string, path: string, body: Record<string, string>) {
  const client = new Client(server.port, host);
  await client.visit('/contact');
  return client.postJson(path, body);
}

async function deliveriesOf(server: TestServer, submissionId: string): Promise<Delivery[]> {
  const db = await openDatabase(server.dataDir, { readOnly: true });
  try {
    return (await listDeliveries(db)).get(submissionId) ?? [];
  } finally {
    await db.close();
  }
}

const quote = {
  name: 'Dana Reyes',
  email: 'dana@reyes.example',
  company: 'Reyes Outdoor Supply',
  phone: '+1 203 555 0148',
  service: 'both',
  'project-details': 'A Shopify store for 300 SKUs.\nWe ship from Connecticut.',
  platform: 'shopify',
  'sku-count': '300',
  budget: '5000-10000',
  message: 'Can you start in January?',
};

describe('a stored submission reaches people', { timeout: 15_000 }, () => {
  it('arrives as a plain-text e-mail replying to the submitter, and as a signed webhook', async () => {
    const server = await start(settings());
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/quote');
    const posted = performance.now();
    const response = await client.postJson('/api/forms/quote', quote);
    expect(response.status).toBe(201);
    const { id } = response.json() as { id: string };

    await mail.waitFor((messages) => messages.length === 1);
    await hooks.waitFor((requests) => requests.length === 1);
    const [received] = mail.messages;
    if (!received) throw new Error('no e-mail');
    console.info(`post → e-mail: ${Math.round(received.at - posted)} ms`);

    const { mail: message } = received;
    expect(received.user).toBe(SMTP_USER);
    expect(message.from?.value).toEqual([{ address: 'leads@zcomm.example', name: 'Z-Comm Leads' }]);
    expect(message.replyTo?.value).toEqual([{ address: 'dana@reyes.example', name: 'Dana Reyes' }]);
    expect(received.envelope.to).toEqual(['sales@zcomm.example']);
    expect(message.subject).toBe('[Z-Comm] Quote request from Dana Reyes');
    expect(message.html).toBe(false);
    expect(received.raw).not.toMatch(/text\/html/i);
    const text = message.text ?? '';
    expect(text).toContain('Name: Dana Reyes');
    expect(text).toContain('E-mail: dana@reyes.example');
    expect(text).toContain('Company: Reyes Outdoor Supply');
    expect(text).toContain('Phone: +1 203 555 0148');
    expect(text).toContain('Service: both');
    expect(text).toContain(
      'Project details:\n  A Shopify store for 300 SKUs.\n  We ship from Connecticut.',
    );
    expect(text).toContain('Platform: shopify');
    expect(text).toContain('Number of SKUs: 300');
    expect(text).toContain('Budget: 5000-10000');
    expect(text).toContain('Message: Can you start in January?');
    expect(text).toContain(id);

    const [hook] = hooks.requests;
    if (!hook) throw new Error('no webhook');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(
      verifySignature(hook.body, String(hook.headers['x-signature-256']), WEBHOOK_SECRET),
    ).toBe(true);
    expect(
      verifySignature(hook.body, String(hook.headers['x-signature-256']), 'another-secret-1234'),
    ).toBe(false);
    const payload = JSON.parse(hook.body) as Record<string, unknown>;
    expect(payload).toEqual({
      delivery_id: hook.headers['x-delivery-id'],
      timestamp: hook.headers['x-timestamp'],
      event: 'submission.created',
      submission_id: id,
      site: 'agency',
      form: 'quote',
      created_at: expect.any(String),
      fields: quote,
    });

    // The outbox says both went out; the e-mail's Message-ID is its delivery id.
    await expect
      .poll(async () => (await deliveriesOf(server, id)).map((row) => row.state))
      .toEqual(['delivered', 'delivered']);
    const rows = await deliveriesOf(server, id);
    const email = rows.find((row) => row.channel === 'email');
    const webhook = rows.find((row) => row.channel === 'webhook');
    expect(message.messageId).toBe(`<${email?.id}@zcomm.example>`);
    expect(message.headers.get('x-delivery-id')).toBe(email?.id);
    expect(hook.headers['x-delivery-id']).toBe(webhook?.id);
    expect(rows.every((row) => row.attempts === 1 && row.delivered_at !== null)).toBe(true);
  });

  it('sends each site to its own recipients', async () => {
    const server = await start(settings());
    const response = await post(server, 'workwear.localhost', '/api/contact', {
      name: 'Ray Ortiz',
      email: 'ray@ortiz.example',
      message: 'Class 3 jackets in 4XL?',
    });
    expect(response.status).toBe(201);
    await mail.waitFor((messages) => messages.length === 1);
    expect(mail.messages[0]?.envelope.to).toEqual(['shop@beacon.example', 'owner@beacon.example']);
    expect(mail.messages[0]?.mail.subject).toBe('[Beacon Workwear] Contact form from Ray Ortiz');
  });

  it('carries an HTML or script payload as inert text', async () => {
    const server = await start(settings());
    const payload =
      '<script>alert("x")</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">win</a> & =HYPERLINK("x")';
    const response = await post(server, 'sailing.localhost', '/api/forms/sailing-contact', {
      name: '<b>Mallory</b>',
      email: 'mallory@evil.example',
      message: payload,
    });
    expect(response.status).toBe(201);
    await mail.waitFor((messages) => messages.length === 1);
    await hooks.waitFor((requests) => requests.length === 1);
    const received = mail.messages[0];
    expect(received?.mail.html).toBe(false);
    expect(received?.raw).not.toMatch(/content-type:\s*text\/html/i);
    expect(received?.mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
    expect(received?.mail.text).toContain(`Message: ${payload}`);
    expect(received?.mail.subject).toBe('[Off Soundings] Contact form from <b>Mallory</b>');
    const body = JSON.parse(hooks.requests[0]?.body ?? '{}') as { fields: Record<string, string> };
    expect(body.fields.message).toBe(payload);
  });

  it('delivers no spam', async () => {
    const server = await start(settings());
    const response = await post(server, 'sailing.localhost', '/api/forms/sailing-contact', {
      name: 'Bot',
      email: 'bot@spam.example',
      message: 'Cheap watches',
      contact_me_by_fax_only: 'yes',
    });
    expect(response.status).toBe(201);
    // A real post afterwards arrives alone.
    await post(server, 'sailing.localhost', '/api/forms/sailing-contact', {
      name: 'Real Person',
      email: 'real@person.example',
      message: 'Do you ship to Maine?',
    });
    await mail.waitFor((messages) => messages.length >= 1);
    await hooks.waitFor((requests) => requests.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.map((item) => item.mail.replyTo?.value[0]?.address)).toEqual([
      'real@person.example',
    ]);
    expect(hooks.requests).toHaveLength(1);
    const db = await openDatabase(server.dataDir, { readOnly: true });
    try {
      expect((await db.get('SELECT COUNT(*) AS n FROM outbox'))?.n).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('queues a repeated idempotency key once', async () => {
    const server = await start(settings());
    const key = '6c1b0f3e-2a4d-4e8f-9b7a-1d2c3e4f5a6b';
    const client = new Client(server.port, 'agency.localhost');
    await client.visit('/contact');
    const first = await client.postJson('/api/forms/quote', { ...quote, idempotency_key: key });
    const again = await client.postJson('/api/forms/quote', { ...quote, idempotency_key: key });
    expect([first.status, again.status]).toEqual([201, 200]);
    await mail.waitFor((messages) => messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages).toHaveLength(1);
  });
});

describe('failed deliveries', { timeout: 15_000 }, () => {
  it('retries a webhook answered 500, 503 and 429 until it is accepted, with the same delivery id', async () => {
    hooks.statuses = [500, 503, 429];
    const server = await start(settings());
    const response = await post(server, 'agency.localhost', '/api/forms/quote', quote);
    const { id } = response.json() as { id: string };
    await hooks.waitFor((requests) => requests.some((request) => request.status === 200));
    expect(hooks.requests.map((request) => request.status)).toEqual([500, 503, 429, 200]);
    expect(new Set(hooks.requests.map((request) => request.headers['x-delivery-id'])).size).toBe(1);
    // Each attempt is signed afresh, with its own timestamp.
    for (const request of hooks.requests) {
      expect(
        verifySignature(request.body, String(request.headers['x-signature-256']), WEBHOOK_SECRET),
      ).toBe(true);
    }
    // Backoff: each wait is longer than the one before (base 50 ms, doubling, ±20 %).
    const gaps = hooks.requests
      .slice(1)
      .map((request, index) => request.at - (hooks.requests[index]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[2]).toBeGreaterThan(gaps[0] ?? 0);
    await expect
      .poll(async () => (await deliveriesOf(server, id)).find((row) => row.channel === 'webhook'))
      .toMatchObject({ state: 'delivered', attempts: 4 });
    expect(mail.messages).toHaveLength(1);
  });

  it('gives a webhook up at once on another 4xx, and records why', async () => {
    hooks.statuses = [410];
    const server = await start(settings());
    const response = await post(server, 'agency.localhost', '/api/forms/quote', quote);
    const { id } = response.json() as { id: string };
    await expect
      .poll(async () => (await deliveriesOf(server, id)).find((row) => row.channel === 'webhook'))
      .toMatchObject({ state: 'failed', attempts: 1, last_error: 'Refused: Webhook answered 410' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hooks.requests).toHaveLength(1);
  });

  it('gives up after the configured time', async () => {
    hooks.statuses = Array.from({ length: 100 }, () => 500);
    const server = await start(settings({ DELIVERY_GIVE_UP_AFTER_MS: '300' }));
    const response = await post(server, 'agency.localhost', '/api/forms/quote', quote);
    const { id } = response.json() as { id: string };
    await expect
      .poll(async () => (await deliveriesOf(server, id)).find((row) => row.channel === 'webhook'), {
        timeout: 5000,
      })
      .toMatchObject({
        state: 'failed',
        last_error: expect.stringMatching(/^Gave up after \d+ attempts: Webhook answered 500$/),
      });
    const attempts = hooks.requests.length;
    expect(attempts).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.requests).toHaveLength(attempts);
  });

  it('retries an e-mail the mail server refuses for now (451), not one it refuses for good (550)', async () => {
    mail.refuse = [451];
    const server = await start(settings({ WEBHOOK_URL: '', WEBHOOK_SECRET: '' }));
    const first = (await post(server, 'agency.localhost', '/api/forms/quote', quote)).json() as {
      id: string;
    };
    await mail.waitFor((messages) => messages.length === 1);
    await expect
      .poll(async () => await deliveriesOf(server, first.id))
      .toEqual([expect.objectContaining({ channel: 'email', state: 'delivered', attempts: 2 })]);

    mail.refuse = [550];
    const second = (await post(server, 'agency.localhost', '/api/forms/quote', quote)).json() as {
      id: string;
    };
    await expect
      .poll(async () => await deliveriesOf(server, second.id))
      .toEqual([expect.objectContaining({ channel: 'email', state: 'failed', attempts: 1 })]);
    expect(mail.messages).toHaveLength(1);
  });

  it('keeps serving while the mail server is unreachable, and logs nothing personal', async () => {
    const unreachable = await new MailReceiver().start();
    const url = unreachable.url;
    await unreachable.close();
    const server = await start(settings({ SMTP_URL: url, WEBHOOK_URL: '', WEBHOOK_SECRET: '' }));
    const response = await post(server, 'agency.localhost', '/api/forms/quote', quote);
    expect(response.status).toBe(201);
    const { id } = response.json() as { id: string };
    await expect
      .poll(async () => (await deliveriesOf(server, id))[0], { timeout: 5000 })
      .toMatchObject({
        state: 'pending',
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
    const page = await new Client(server.port, 'agency.localhost').visit('/');
    expect(page.status).toBe(200);
  });
});

describe('closing the server', { timeout: 15_000 }, () => {
  it('cuts off a delivery that hangs after a short grace, and leaves it pending for the next start', async () => {
    hooks.hold = true;
    try {
      const server = await startServer({ leads: settings() });
      const response = await post(server, 'agency.localhost', '/api/forms/quote', quote);
      const { id } = response.json() as { id: string };
      await hooks.waitFor((requests) => requests.length === 1);
      await mail.waitFor((messages) => messages.length === 1);
      const started = performance.now();
      await server.app.close();
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThan(1500);
      expect(elapsed).toBeLessThan(6000);
      const db = await openDatabase(server.dataDir, { readOnly: true });
      try {
        expect((await listDeliveries(db)).get(id)).toEqual([
          expect.objectContaining({ channel: 'email', state: 'delivered' }),
          expect.objectContaining({
            channel: 'webhook',
            state: 'pending',
            attempts: 1,
            last_error: expect.stringMatching(/^Interrupted by shutdown/),
          }),
        ]);
      } finally {
        await db.close();
      }
      await rm(path.dirname(server.dataDir), { recursive: true, force: true });
    } finally {
      hooks.hold = false;
    }
  });
});

describe('settings', () => {
  const base = {
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    LEAD_SENDER: 'leads@zcomm.example',
    LEAD_RECIPIENTS: 'sales@zcomm.example',
  };

  it('read one address for every site, or a map with a default', () => {
    expect(parseLeadSettings(base).email?.recipients).toEqual({
      workwear: ['sales@zcomm.example'],
      sailing: ['sales@zcomm.example'],
      agency: ['sales@zcomm.example'],
    });
    const mapped = parseLeadSettings({
      ...base,
      LEAD_RECIPIENTS: '{"default":["a@x.example","b@x.example"],"sailing":"crew@x.example"}',
    });
    expect(mapped.email?.recipients).toEqual({
      workwear: ['a@x.example', 'b@x.example'],
      sailing: ['crew@x.example'],
      agency: ['a@x.example', 'b@x.example'],
    });
    expect(parseLeadSettings({}).email).toBeUndefined();
    expect(parseLeadSettings({}).webhook).toBeUndefined();
  });

  it.each([
    [{ ...base, SMTP_URL: 'http://smtp.example.com' }, /^SMTP_URL /],
    [{ ...base, SMTP_URL: 'not a url' }, /^SMTP_URL /],
    [{ ...base, LEAD_SENDER: undefined }, /^LEAD_SENDER /],
    [{ ...base, LEAD_SENDER: 'nobody' }, /^LEAD_SENDER /],
    [{ ...base, LEAD_RECIPIENTS: undefined }, /^LEAD_RECIPIENTS /],
    [{ ...base, LEAD_RECIPIENTS: 'sales at example' }, /^LEAD_RECIPIENTS /],
    [{ ...base, LEAD_RECIPIENTS: '{"agency":"a@x.example"' }, /^LEAD_RECIPIENTS is not valid JSON/],
    [
      { ...base, LEAD_RECIPIENTS: '{"agency":"a@x.example"}' },
      /^LEAD_RECIPIENTS has no address for workwear, sailing/,
    ],
    [
      { ...base, LEAD_RECIPIENTS: '{"default":"a@x.example","shop":"b@x.example"}' },
      /unknown site "shop"/,
    ],
    [{ WEBHOOK_URL: 'https://hooks.example.com/x' }, /^WEBHOOK_SECRET /],
    [{ WEBHOOK_URL: 'https://hooks.example.com/x', WEBHOOK_SECRET: 'short' }, /^WEBHOOK_SECRET /],
    [{ WEBHOOK_SECRET: 'a-secret-long-enough-1234' }, /^WEBHOOK_SECRET is set but WEBHOOK_URL/],
    [
      { WEBHOOK_URL: 'ftp://x.example', WEBHOOK_SECRET: 'a-secret-long-enough-1234' },
      /^WEBHOOK_URL /,
    ],
    [{ DELIVERY_GIVE_UP_AFTER_MS: 'a day' }, /^DELIVERY_GIVE_UP_AFTER_MS /],
  ])('refuse %j with one line naming the setting', (env, message) => {
    let error: Error | undefined;
    try {
      parseLeadSettings(env);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
    expect(error?.message).not.toContain('pass@');
  });
});

describe('the e-mail', () => {
  it('is composed as text only, and a submission without e-mail has no Reply-To', () => {
    const email = parseLeadSettings({
      SMTP_URL: 'smtp://mail.example.com',
      LEAD_SENDER: 'leads@zcomm.example',
      LEAD_RECIPIENTS: 'sales@zcomm.example',
    }).email;
    if (!email) throw new Error('no settings');
    const composed = composeLeadEmail(
      {
        id: 'delivery-1',
        submission_id: 'submission-1',
        channel: 'email',
        state: 'pending',
        attempts: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        next_attempt_at: '2026-01-01T00:00:00.000Z',
        last_error: null,
        delivered_at: null,
        submission: {
          id: 'submission-1',
          form: 'contact',
          site: 'workwear',
          created_at: '2026-01-01T00:00:00.000Z',
          data: { name: 'Kim', message: 'Line one\nLine two' },
        },
      },
      email,
    );
    expect(composed).not.toHaveProperty('html');
    expect(composed.replyTo).toBeUndefined();
    expect(composed.messageId).toBe('<delivery-1@zcomm.example>');
    expect(composed.text).toContain('Message:\n  Line one\n  Line two\n');
  });
});
