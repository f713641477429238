// Bulk orders with artwork, posted to the production server (a real process, the local demo's
// hosts): for each artwork size and verdict, the time from the post's last byte leaving this
// process to the server's answer (median and p95). Without ClamAV (CLAMD_SOCKET unset), and
// again with it when clamd is at hand: the bench's CLAMD_SOCKET, or a clamd of its own with a
// test signature database (Debian's `clamav-daemon` installed). The scan itself runs after the
// answer; the column shows what holding the upload for it costs the answer.
// A benchmark, not a test: it never fails on a number. Prints a table, writes reports/uploads.json.
//
//   node scripts/bench/uploads.mjs [--runs 7]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARTWORK_MAX_BYTES } from '@zcomm/site-data/bulk-order';
import { STOREFRONT_API_VERSION } from '@zcomm/site-data/storefront-api';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { call, ensureBuild, freePort, root, startServer, xsrf } from './common.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' } },
  strict: false,
});
const runs = Math.max(1, Math.min(100, Number(values.runs) || 7));
const HOST = 'workwear.localhost';
const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file of `bytes` bytes: a PNG by its signature, or (`png` false) a ZIP named like one. */
function artwork(bytes, png = true) {
  const body = randomBytes(bytes);
  (png ? PNG_SIGNATURE : Buffer.from('PK\x03\x04')).copy(body, 0);
  return body;
}

const cases = [
  { name: '100 KB PNG', file: artwork(100 * 1024), expected: 201 },
  { name: '5 MB PNG', file: artwork(5 * MB), expected: 201 },
  { name: '25 MB PNG', file: artwork(ARTWORK_MAX_BYTES), expected: 201 },
  { name: '26 MB PNG (too large)', file: artwork(26 * MB), expected: 413 },
  { name: '5 MB ZIP named .png', file: artwork(5 * MB, false), expected: 415 },
];

/** One line of the demo shop's product, for every post. */
async function orderLine(port) {
  const handle = workwearCatalogue.products[0].handle;
  const response = await call(port, {
    host: HOST,
    path: `/storefront/${workwearShop.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
    },
    body: JSON.stringify({
      query:
        'query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }',
      variables: { handle },
    }),
  });
  const id = JSON.parse(response.text).data.product.variants.nodes[0].id;
  return `${handle} ${id} 24`;
}

/**
 * Posts one bulk order with `file` as its artwork; resolves with the answer's status and the
 * milliseconds from the last byte written to the answer's head (0 when the server answered
 * before the body was all sent: a refusal by its declared length).
 */
function post(port, line, file) {
  const boundary = `----zcbench${randomBytes(8).toString('hex')}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    [
      field('line', line),
      field('company', 'Bench Crew'),
      field('name', 'Bench Buyer'),
      field('email', 'bench@example.com'),
      field('logo', 'yes'),
      `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let sentAt;
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/forms/bulk-order',
        agent: false,
        headers: {
          host: HOST,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + file.length + tail.length),
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
      },
      (response) => {
        const answeredAt = performance.now();
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            ms: sentAt === undefined ? 0 : Math.max(0, answeredAt - sentAt),
          }),
        );
      },
    );
    // A server that refuses early may close before the body is all sent: its answer counts,
    // and a connection closed with no answer read is told as such.
    outgoing.on('error', (error) => {
      if (outgoing.res) return;
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      else setTimeout(() => resolve({ status: `closed (${error.code})`, ms: 0 }), 500);
    });
    outgoing.write(head);
    outgoing.write(file);
    outgoing.end(tail, () => {
      sentAt = performance.now();
    });
  });
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Every case `runs` times against a server started with `env`; answers rows by case. */
async function measure(env) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-uploads-'));
  const server = await startServer(port, dataDir, {
    FORM_RATE_LIMIT: '100000',
    SUBMISSIONS_PER_IP_PER_DAY: '0',
    SUBMISSIONS_QUOTA_MB: '0',
    CLAMD_SOCKET: '',
    ...env,
  });
  try {
    const line = await orderLine(port);
    const rows = [];
    for (const { name, file, expected } of cases) {
      await post(port, line, file); // warm
      const times = [];
      const statuses = new Set();
      for (let run = 0; run < runs; run += 1) {
        const { status, ms } = await post(port, line, file);
        statuses.add(status);
        times.push(ms);
      }
      times.sort((a, b) => a - b);
      const status = [...statuses].join('/');
      if (status !== String(expected)) {
        console.warn(`${name}: answered ${status}, expected ${expected}`);
      }
      rows.push({
        name,
        bytes: file.length,
        status,
        medianMs: Number(percentile(times, 0.5).toFixed(1)),
        p95Ms: Number(percentile(times, 0.95).toFixed(1)),
      });
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A clamd of the bench's own, with one test signature (no download needed), or undefined. */
async function startClamd() {
  const clamd = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((candidate) => existsSync(candidate));
  if (!clamd) return undefined;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-clamd-'));
  const database = path.join(folder, 'signatures');
  await mkdir(database);
  const eicar = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
  await writeFile(
    path.join(database, 'eicar.ndb'),
    `Test.EICAR.Body:0:*:${Buffer.from(eicar).toString('hex')}\n`,
  );
  const socket = path.join(folder, 'clamd.sock');
  const config = path.join(folder, 'clamd.conf');
  await writeFile(
    config,
    `LocalSocket ${socket}\nDatabaseDirectory ${database}\nTemporaryDirectory ${folder}\nForeground yes\nStreamMaxLength 30M\n`,
  );
  const child = spawn(clamd, ['-c', config], { stdio: 'ignore' });
  const started = Date.now();
  while (!existsSync(socket)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill('SIGTERM');
      await rm(folder, { recursive: true, force: true });
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socket,
    stop: async () => {
      child.kill('SIGTERM');
      await rm(folder, { recursive: true, force: true });
    },
  };
}

await ensureBuild();
const without = await measure({});
let withClamd;
let clamdNote = 'no clamd: set CLAMD_SOCKET, or install clamav-daemon';
const given = process.env.CLAMD_SOCKET;
const own = given ? undefined : await startClamd();
if (given || own) {
  clamdNote = given ? `clamd at ${given}` : 'a clamd of the bench’s own';
  try {
    withClamd = await measure({ CLAMD_SOCKET: given ?? own.socket });
  } finally {
    await own?.stop();
  }
}

const header = ['artwork', 'answer', 'median ms', 'p95 ms', 'clamd median ms', 'clamd p95 ms'];
const table = without.map((row, index) => [
  row.name,
  row.status,
  row.medianMs.toFixed(1),
  row.p95Ms.toFixed(1),
  withClamd ? withClamd[index].medianMs.toFixed(1) : '—',
  withClamd ? withClamd[index].p95Ms.toFixed(1) : '—',
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`Bulk-order uploads, last byte sent → answer, ${runs} posts each (${clamdNote}):\n`);
console.log(format(header));
console.log(format(widths.map((width) => '─'.repeat(width))));
for (const row of table) console.log(format(row));
console.log(
  '\n0.0: answered before the last byte was sent (refused by the length the post declares).',
);
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/uploads.json'),
  `${JSON.stringify({ runs, clamd: withClamd ? clamdNote : null, without, withClamd }, null, 2)}\n`,
);
console.log('\nWrote reports/uploads.json');
