/**
 * Bulk orders' artwork scanned by a real clamd (`CLAMD_SOCKET`): a clamd of the test's own, in
 * a temporary folder, whose signature database holds only the EICAR test file's signatures (a
 * `.hdb` hash of the whole file and a `.ndb` body signature, as ClamAV reads custom ones), so
 * no download is needed. Without clamd installed (Debian's `clamav-daemon`) this fails, saying so.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { parseLeadSettings } from '../../server/leads/settings.ts';
import { scanWithClamd } from '../../server/uploads/clamd.ts';
import { Client, startServer, type TestServer } from './helpers.ts';

const SHOP = 'workwear.localhost';
const password = 'a-scanning-password';
/** The EICAR anti-virus test file: harmless, and found by every scanner that knows it. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((candidate) => existsSync(candidate));

/** Starts clamd in `folder` with the EICAR signatures only; resolves with its socket. */
async function startClamd(folder: string): Promise<{ socket: string; process: ChildProcess }> {
  if (!CLAMD) {
    throw new Error(
      'clamd is not installed (Debian: apt-get install clamav-daemon): the upload scanning tests need it.',
    );
  }
  const database = path.join(folder, 'signatures');
  await mkdir(database);
  const md5 = createHash('md5').update(EICAR).digest('hex');
  await writeFile(path.join(database, 'eicar.hdb'), `${md5}:${EICAR.length}:Test.EICAR.Hash\n`);
  await writeFile(
    path.join(database, 'eicar.ndb'),
    `Test.EICAR.Body:0:*:${Buffer.from(EICAR).toString('hex')}\n`,
  );
  const socket = path.join(folder, 'clamd.sock');
  const config = path.join(folder, 'clamd.conf');
  await writeFile(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${folder}`,
      'Foreground yes',
      '',
    ].join('\n'),
  );
  const process = spawn(CLAMD, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  process.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  process.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const started = Date.now();
  while (!existsSync(socket)) {
    if (process.exitCode !== null || Date.now() - started > 60_000) {
      throw new Error(`clamd did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { socket, process };
}

describe('bulk-order artwork scanned by clamd', () => {
  let folder: string;
  let clamd: { socket: string; process: ChildProcess };
  let server: TestServer;
  let db: Database;
  let line: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'zc-clamd-'));
    clamd = await startClamd(folder);
    server = await startServer({
      storefront: true,
      demoPassword: password,
      clamdSocket: clamd.socket,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      // A webhook nobody answers: the lead's notification is queued, and stays pending.
      leads: parseLeadSettings({
        WEBHOOK_URL: 'http://127.0.0.1:9/leads',
        WEBHOOK_SECRET: 'a-webhook-secret',
      }),
    });
    db = await openDatabase(server.dataDir);
    const handle = workwearCatalogue.products[0]?.handle ?? '';
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
          'query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }',
        variables: { handle },
      },
    });
    line = `${handle} ${response.json().data.product.variants.nodes[0].id} 30`;
  }, 90_000);

  afterAll(async () => {
    await db?.close();
    await server?.close();
    clamd?.process.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it('reads clamd’s answers over the socket: OK, and the EICAR file FOUND', async () => {
    const clean = path.join(folder, 'clean.txt');
    const infected = path.join(folder, 'eicar.txt');
    await writeFile(clean, 'nothing to see');
    await writeFile(infected, EICAR);
    expect(await scanWithClamd(clamd.socket, clean)).toEqual({ clean: true });
    expect(await scanWithClamd(clamd.socket, infected)).toEqual({
      clean: false,
      signature: expect.stringMatching(/^Test\.EICAR\.(Hash|Body)\.UNOFFICIAL$/),
    });
    await expect(scanWithClamd(path.join(folder, 'nobody.sock'), clean)).rejects.toThrow(/clamd/);
  });

  async function postOrder(content: Buffer): Promise<string> {
    const client = new Client(server.port, SHOP);
    await client.visit('/');
    const boundary = '----zcscan';
    const fields = {
      line,
      company: 'Harbor Road Crew',
      name: 'Dana Reyes',
      email: 'dana@example.com',
      logo: 'yes',
    };
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await client.request('POST', '/api/forms/bulk-order', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status, response.text).toBe(201);
    return (response.json() as { id: string }).id;
  }

  const status = async (id: string) =>
    String((await db.get('SELECT status FROM lead_uploads WHERE submission_id = ?', [id]))?.status);
  const deliveries = async (id: string) =>
    (await db.all('SELECT channel FROM outbox WHERE submission_id = ?', [id])).length;

  it('holds a clean file pending, unnotified, then makes it downloadable and notifies', async () => {
    const id = await postOrder(Buffer.concat([PNG_SIGNATURE, Buffer.from('a clean logo')]));
    await expect.poll(() => status(id), { timeout: 10_000 }).toBe('clean');
    expect(await deliveries(id)).toBe(1);
  });

  it('erases an infected file, marks its upload, and never serves it', async () => {
    const id = await postOrder(Buffer.concat([PNG_SIGNATURE, Buffer.from(EICAR)]));
    await expect.poll(() => status(id), { timeout: 10_000 }).toBe('infected');
    expect(await readdir(path.join(server.dataDir, 'uploads'))).not.toContain(
      String(
        (await db.get('SELECT stored_name FROM lead_uploads WHERE submission_id = ?', [id]))
          ?.stored_name,
      ),
    );
    const staff = new Client(server.port, 'agency.localhost');
    await staff.visit('/');
    await staff.postJson('/api/auth/login', { email: 'demo@zcomm.example', password });
    const download = await staff.request('GET', `/api/inbox/submissions/${id}/artwork`);
    expect(download.status).toBe(410);
    const detail = await staff.request('GET', `/api/inbox/submissions/${id}`);
    expect((detail.json() as { order: { artwork: { status: string } } }).order.artwork.status).toBe(
      'infected',
    );
  });

  it('is pending, unnotified and not downloadable until the scan answers', async () => {
    // A clamd that takes no connection: the scan cannot answer, and the upload waits.
    clamd.process.kill('SIGSTOP');
    try {
      const id = await postOrder(Buffer.concat([PNG_SIGNATURE, Buffer.from('another logo')]));
      expect(await status(id)).toBe('pending');
      expect(await deliveries(id)).toBe(0);
      const staff = new Client(server.port, 'agency.localhost');
      await staff.visit('/');
      await staff.postJson('/api/auth/login', { email: 'demo@zcomm.example', password });
      expect((await staff.request('GET', `/api/inbox/submissions/${id}/artwork`)).status).toBe(409);
      clamd.process.kill('SIGCONT');
      await expect.poll(() => status(id), { timeout: 15_000 }).toBe('clean');
      expect(await deliveries(id)).toBe(1);
    } finally {
      clamd.process.kill('SIGCONT');
    }
  });
});
