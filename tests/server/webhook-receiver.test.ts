import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimedDelivery } from '../../server/leads/outbox.ts';
import { postWebhook, signBody, WebhookError } from '../../server/leads/webhook.ts';
import { WEBHOOK_SECRET } from './lead-receivers.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The webhook receiver of docs/leads.md, as a reader would copy it. */
async function documentedReceiver(): Promise<string> {
  const doc = await readFile(path.join(projectRoot, 'docs/leads.md'), 'utf8');
  const section = doc.indexOf("**Checking a webhook's signature.**");
  const match = doc.slice(section).match(/```js\n([\s\S]*?)```/);
  if (section < 0 || !match?.[1]) throw new Error('docs/leads.md has no webhook receiver example');
  return match[1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function delivery(): ClaimedDelivery {
  const id = randomUUID();
  return {
    id: randomUUID(),
    submission_id: id,
    channel: 'webhook',
    state: 'pending',
    attempts: 1,
    created_at: new Date().toISOString(),
    next_attempt_at: new Date().toISOString(),
    last_error: null,
    delivered_at: null,
    submission: {
      id,
      form: 'quote',
      site: 'agency',
      created_at: new Date().toISOString(),
      data: { name: 'Dana Reyes', email: 'dana@reyes.example', message: 'Hello' },
    },
  };
}

let dir: string;
let child: ChildProcess;
let url: string;
let output = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zc-receiver-'));
  const file = path.join(dir, 'receiver.mjs');
  await writeFile(file, await documentedReceiver());
  const port = await freePort();
  url = `http://127.0.0.1:${port}/hooks/leads`;
  child = spawn(process.execPath, [file], {
    env: { ...process.env, WEBHOOK_SECRET, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(url, { method: 'GET' });
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}, 20_000);

afterAll(async () => {
  child?.kill();
  await rm(dir, { recursive: true, force: true });
});

const settings = (secret = WEBHOOK_SECRET) => ({ url: '', secret, timeoutMs: 5000 });

describe('the webhook receiver of docs/leads.md', () => {
  it('takes a lead the server signs, once per delivery id', async () => {
    const lead = delivery();
    await postWebhook(lead, { ...settings(), url }, new AbortController().signal);
    await postWebhook(lead, { ...settings(), url }, new AbortController().signal);
    await expect.poll(() => output).toContain('agency/quote: Dana Reyes <dana@reyes.example>');
    expect(output.match(/Dana Reyes/g)).toHaveLength(1);
  });

  it('refuses a wrong signature with 401, before reading the body as JSON', async () => {
    const error = await postWebhook(
      delivery(),
      { ...settings('another-secret-of-some-length'), url },
      new AbortController().signal,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebhookError);
    expect((error as WebhookError).message).toBe('Webhook answered 401');
    // Unsigned text that is not even JSON: refused for its signature, the process still up.
    const unsigned = await fetch(url, { method: 'POST', body: '{not json' });
    expect(unsigned.status).toBe(401);
  });

  it('answers 400 to a signed body that is not JSON, or whose timestamp is stale', async () => {
    const broken = '{not json';
    const response = await fetch(url, {
      method: 'POST',
      body: broken,
      headers: { 'x-signature-256': signBody(broken, WEBHOOK_SECRET) },
    });
    expect(response.status).toBe(400);
    const stale = JSON.stringify({ timestamp: '2020-01-01T00:00:00.000Z', delivery_id: 'x' });
    const replay = await fetch(url, {
      method: 'POST',
      body: stale,
      headers: { 'x-signature-256': signBody(stale, WEBHOOK_SECRET) },
    });
    expect(replay.status).toBe(400);
  });

  it('refuses a body over 1 MB with 413 without keeping it, declared or streamed', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const declared = await fetch(url, { method: 'POST', body: big });
    expect(declared.status).toBe(413);
    // Sent in chunks with no length: answered once the limit is passed, the connection closed.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new Uint8Array(256 * 1024).fill(120);
        for (let index = 0; index < 40; index += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await fetch(url, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' }).catch((error: unknown) => error);
    if (streamed instanceof Response) expect(streamed.status).toBe(413);
    else
      expect(String((streamed as Error).cause ?? streamed)).toMatch(/socket|closed|reset|EPIPE/i);
    // Still serving.
    await postWebhook(delivery(), { ...settings(), url }, new AbortController().signal);
  });
});
