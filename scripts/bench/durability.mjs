// No submission is lost: many clients post form submissions concurrently while the server is
// killed with SIGKILL and restarted several times. Each client retries a post that got no
// answer, with the same idempotency key, until it is acknowledged. Afterwards every
// acknowledged submission must be stored, and none twice. Loopback only.
// Prints a table and writes reports/durability.json.
//
//   node scripts/bench/durability.mjs [--submissions 2000] [--concurrency 64] [--kills 4]
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '64' },
    kills: { type: 'string', default: '4' },
  },
  strict: false,
});
const total = Math.max(10, Math.min(100_000, Number(values.submissions) || 2000));
const concurrency = Math.max(1, Math.min(512, Number(values.concurrency) || 64));
const kills = Math.max(1, Math.min(50, Number(values.kills) || 4));
/** Attempts per submission before the run gives up on it (a server that never comes back). */
const MAX_ATTEMPTS = 400;
const RETRY_DELAY_MS = 25;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const work = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-durability-'));
const dataDir = path.join(work, 'data');
// The API needs no page build: an empty folder serves it.
const buildDir = path.join(work, 'build');
await mkdir(buildDir);
const port = await freePort();
const xsrf = randomBytes(32).toString('base64url');

let server;
let restarts = 0;
let killsStarted = 0;

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      STOREFRONT_SIMULATOR: '0',
      FORM_RATE_LIMIT: '1000000000',
      SUBMISSIONS_PER_IP_PER_DAY: '0',
      LOG_LEVEL: 'warn',
    },
  });
  child.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      const probe = request(
        { host: '127.0.0.1', port, path: '/', headers: { host: 'localhost' }, agent: false },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      probe.on('error', () => resolve(false));
      probe.end();
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not start within 10 s');
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

/** One post; resolves with the status and id, or with the transport error. */
function post(submission) {
  const body = JSON.stringify(submission.body);
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/forms/agency-contact',
        agent,
        headers: {
          host: 'agency.localhost',
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode, id: JSON.parse(text).id });
          } catch {
            resolve({ status: response.statusCode, error: 'unreadable answer' });
          }
        });
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end(body);
  });
}

const submissions = Array.from({ length: total }, (_, index) => ({
  index,
  key: randomUUID(),
  body: {
    name: `Durability ${index}`,
    email: `durability${index}@example.com`,
    service: 'product-fulfillment',
    message: `Submission ${index} of ${total}.`,
  },
}));
for (const submission of submissions) submission.body.idempotency_key = submission.key;

const stats = {
  posts: 0,
  unanswered: 0,
  acknowledged: 0,
  storedBeforeCrash: 0,
  refused: 0,
};
const acknowledgedIds = new Map();
const killEvery = Math.ceil(total / (kills + 1));
let killing = Promise.resolve();

/** SIGKILL, then a restart on the same data, while the clients keep posting. */
function crashAndRestart() {
  killsStarted += 1;
  killing = (async () => {
    const victim = server;
    victim.kill('SIGKILL');
    await victim.exited;
    server = await startServer();
    restarts += 1;
  })();
  return killing;
}

async function deliver(submission) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    stats.posts += 1;
    const outcome = await post(submission);
    if ((outcome.status === 201 || outcome.status === 200) && outcome.id) {
      if (outcome.status === 200) stats.storedBeforeCrash += 1;
      acknowledgedIds.set(submission.key, outcome.id);
      stats.acknowledged += 1;
      if (stats.acknowledged % killEvery === 0 && killsStarted < kills) void crashAndRestart();
      return;
    }
    if (outcome.status !== undefined) {
      stats.refused += 1;
      throw new Error(`submission ${submission.index} was refused with ${outcome.status}`);
    }
    stats.unanswered += 1;
    await killing;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
  throw new Error(`submission ${submission.index} got no answer in ${MAX_ATTEMPTS} attempts`);
}

const started = performance.now();
let failure;
let rows = [];
try {
  server = await startServer();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < submissions.length) {
        const submission = submissions[next];
        next += 1;
        await deliver(submission);
      }
    }),
  );
  await killing;
  server.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server did not stop cleanly on SIGTERM (${code})`);
  const db = new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true });
  try {
    rows = db.prepare('SELECT id, idempotency_key AS key FROM submissions').all();
  } finally {
    db.close();
  }
} catch (error) {
  failure = error;
  server?.kill('SIGKILL');
} finally {
  agent.destroy();
}
const seconds = (performance.now() - started) / 1000;
await rm(work, { recursive: true, force: true });

const storedByKey = new Map(rows.map((row) => [row.key, row.id]));
const lost = [...acknowledgedIds].filter(([key, id]) => storedByKey.get(key) !== id).length;
const duplicates = rows.length - storedByKey.size;
const unknown = rows.filter((row) => !acknowledgedIds.has(row.key)).length;

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.versions.node },
  options: { submissions: total, concurrency, kills },
  results: {
    restarts,
    acknowledged: acknowledgedIds.size,
    stored: rows.length,
    lost,
    duplicates,
    storedButNeverAcknowledged: unknown,
    posts: stats.posts,
    unansweredPosts: stats.unanswered,
    retriesAnsweredAlreadyStored: stats.storedBeforeCrash,
    seconds: Number(seconds.toFixed(2)),
    acknowledgedPerSecond: Math.round(acknowledgedIds.size / seconds),
  },
  error: failure ? String(failure.message ?? failure) : undefined,
};

const table = [
  ['Submissions sent', total],
  ['Server kills (SIGKILL) and restarts', restarts],
  ['Posts made (with retries)', stats.posts],
  ['Posts unanswered (connection lost)', stats.unanswered],
  ['Retries answered "already stored"', stats.storedBeforeCrash],
  ['Acknowledged', acknowledgedIds.size],
  ['Stored', rows.length],
  ['Lost (acknowledged, not stored)', lost],
  ['Stored twice', duplicates],
  ['Seconds', seconds.toFixed(1)],
];
console.log(`\nDurability under SIGKILL: ${concurrency} concurrent clients`);
const width = Math.max(...table.map(([label]) => label.length));
for (const [label, value] of table) console.log(`${label.padEnd(width)}  ${value}`);

await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/durability.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWrote reports/durability.json');

if (
  failure ||
  lost > 0 ||
  duplicates > 0 ||
  acknowledgedIds.size !== total ||
  rows.length !== total
) {
  console.error(
    failure ? `Failed: ${failure.message}` : 'Failed: a submission was lost or stored twice.',
  );
  process.exit(1);
}
