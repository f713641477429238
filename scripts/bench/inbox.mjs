// The staff inbox on a large inbox: quote requests with every field at its length limit, on
// SQLite and on PostgreSQL, served by a real server process. Times the first page, a page deep
// in (by cursor), a one-word and an eight-word search, a full CSV export (with its size, speed
// and the process's peak memory) while another host is asked for a small API answer all along,
// and the retention sweep (in this process: the longest the event loop waited meanwhile); and
// the median of opening a lead, adding a note and sending a reply (queued in the outbox).
// A benchmark, not a test: it never fails on a number. Prints a table, writes reports/inbox.json.
//
//   node scripts/bench/inbox.mjs [--leads 4000] [--backend sqlite|postgres|both]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createUser } from '../../server/auth/users.ts';
import { openDatabase } from '../../server/db/open.ts';
import { sweepExpired } from '../../server/leads/retention.ts';
import { seedLargeInbox } from '../../tests/server/inbox-data.ts';
import { startPostgres } from '../../tests/server/services.ts';
import { call, root, signIn } from './common.mjs';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '4000' },
    backend: { type: 'string', default: 'both' },
  },
  strict: false,
});
const leads = Math.max(100, Math.min(100_000, Number(values.leads) || 4000));
const backendChoice = ['sqlite', 'postgres'].includes(values.backend)
  ? [values.backend]
  : ['sqlite', 'postgres'];
const staff = { email: 'bench@zcomm.example', name: 'Bench', password: 'a-bench-password-long' };
/** The leads opened, noted and replied to, one call of each. */
const ANSWERED = 21;

function startServer({ dataDir, buildDir, databaseUrl }) {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      DATABASE_URL: databaseUrl ?? '',
      STOREFRONT_SIMULATOR: '0',
      // The local host names (agency.localhost, workwear.localhost) the benchmark asks for.
      LOCAL_DEMO: '1',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '1000',
      // Replies are queued for an SMTP server that is not there: each call is timed up to the
      // outbox, whose attempts then fail and wait to be retried.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMTP_ALLOW_PLAINTEXT: '1',
      LEAD_SENDER: 'Bench <bench@zcomm.example>',
      LEAD_RECIPIENTS: 'team@zcomm.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk) => {
      output += chunk.toString();
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function peakRssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)];
const percentile = (list, share) =>
  list.toSorted((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * share))];

/** The fastest of `runs` timed calls: what the server costs, less the machine's other work. */
async function best(runs, work) {
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push(await work());
  return Math.min(...times);
}

async function benchBackend(backend) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-inbox-'));
  const dataDir = path.join(work, 'data');
  // The inbox needs no page build; the other host is asked for an API answer.
  const buildDir = path.join(work, 'build');
  await mkdir(buildDir);
  const postgres = backend === 'postgres' ? await startPostgres() : undefined;
  const databaseUrl = postgres ? await postgres.createDatabase() : undefined;
  let server;
  try {
    const seedStarted = performance.now();
    const db = await openDatabase(dataDir, { databaseUrl });
    await createUser(db, staff);
    await seedLargeInbox(db, leads);
    // The leads a reply is timed on get an address of an everyday length.
    await db.run(
      `UPDATE submissions SET payload = ? WHERE id IN (
         SELECT id FROM submissions ORDER BY created_at DESC, id DESC LIMIT ${ANSWERED})`,
      [JSON.stringify({ name: 'Dana Reyes', email: 'dana@example.com', message: 'Hello' })],
    );
    await db.close();
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    server = await startServer({ dataDir, buildDir, databaseUrl });
    const { port } = server;
    const cookie = await signIn(port, staff);
    const list = (query) =>
      call(port, { host: 'agency.localhost', path: `/api/inbox/submissions${query}`, cookie });

    const firstPage = await best(5, async () => (await list('')).ms);
    // Fifty pages in, by cursor; then the fiftieth page timed again from its cursor.
    let cursor = '';
    for (let page = 1; page < 50 && leads > page * 20; page += 1) {
      cursor = JSON.parse((await list(cursor ? `?cursor=${cursor}` : '')).text).next_cursor ?? '';
    }
    const deepPage = await best(5, async () => (await list(cursor ? `?cursor=${cursor}` : '')).ms);
    const oneWord = await best(3, async () => (await list('?q=lead-3')).ms);
    const eightWords = await best(
      3,
      async () =>
        (
          await list(
            `?q=${encodeURIComponent('lead-3 quote jackets warehouse shopify example https 555')}`,
          )
        ).ms,
    );

    // A lead opened, a note added, a reply sent: each on its own lead of the first pages.
    const ids = [];
    for (let query = ''; ids.length < ANSWERED; ) {
      const page = JSON.parse((await list(query)).text);
      ids.push(...page.submissions.map((lead) => lead.id));
      if (!page.next_cursor) break;
      query = `?cursor=${page.next_cursor}`;
    }
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const post = async (id, what, body) => {
      const answer = await call(port, {
        host: 'agency.localhost',
        path: `/api/inbox/submissions/${id}/${what}`,
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify(body),
      });
      if (answer.status >= 300)
        throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
      return answer.ms;
    };
    const opened = [];
    const noted = [];
    const replied = [];
    for (const id of ids.slice(0, ANSWERED)) {
      opened.push((await list(`/${id}`)).ms);
      noted.push(await post(id, 'notes', { text: 'Called back; wants a quote by Friday.' }));
      replied.push(await post(id, 'replies', { text: 'Thanks for the details. Tuesday at 10?' }));
    }

    // The other host alone first (what the machine gives), then during the export.
    const idle = [];
    for (let probe = 0; probe < 50; probe += 1) {
      idle.push(
        (
          await call(port, {
            host: 'workwear.localhost',
            path: '/api/collections?store=beacon-workwear',
            keep: false,
          })
        ).ms,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let exporting = true;
    const others = [];
    const probing = (async () => {
      while (exporting) {
        const answer = await call(port, {
          host: 'workwear.localhost',
          path: '/api/collections?store=beacon-workwear',
          keep: false,
        });
        others.push(answer.ms);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const exported = await call(port, {
      host: 'agency.localhost',
      path: '/api/inbox/export',
      cookie,
      keep: false,
    });
    exporting = false;
    await probing;
    const peak = await peakRssMb(server.child.pid);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = undefined;

    // The retention sweep over half the leads, in this process, its event loop watched.
    const sweepDb = await openDatabase(dataDir, { databaseUrl });
    const half = Math.floor(leads / 2);
    await sweepDb.run(
      `UPDATE submissions SET created_at = '2001-01-01T00:00:00.000Z'
       WHERE id IN (SELECT id FROM submissions ORDER BY created_at LIMIT ?)`,
      [half],
    );
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const sweepStarted = performance.now();
    const erased = await sweepExpired(sweepDb, 30);
    const sweepSeconds = (performance.now() - sweepStarted) / 1000;
    loop.disable();
    await sweepDb.close();

    return {
      backend,
      leads,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      firstPageMs: Math.round(firstPage),
      page50Ms: Math.round(deepPage),
      searchOneWordMs: Math.round(oneWord),
      searchEightWordsMs: Math.round(eightWords),
      openLeadMs: Math.round(median(opened)),
      addNoteMs: Math.round(median(noted)),
      sendReplyMs: Math.round(median(replied)),
      export: {
        status: exported.status,
        megabytes: Number((exported.bytes / 1e6).toFixed(1)),
        seconds: Number((exported.ms / 1000).toFixed(1)),
        megabytesPerSecond: Number((exported.bytes / 1e6 / (exported.ms / 1000)).toFixed(1)),
        peakRssMb: Math.round(peak),
        otherHostIdleMs: {
          median: Math.round(median(idle)),
          p95: Math.round(percentile(idle, 0.95)),
          max: Math.round(Math.max(...idle)),
        },
        otherHostMs: {
          requests: others.length,
          median: Math.round(median(others)),
          p95: Math.round(percentile(others, 0.95)),
          max: Math.round(Math.max(...others)),
        },
      },
      retention: {
        erased,
        seconds: Number(sweepSeconds.toFixed(1)),
        longestEventLoopWaitMs: Math.round(loop.max / 1e6),
      },
    };
  } finally {
    server?.child.kill('SIGKILL');
    await postgres?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

const results = [];
for (const backend of backendChoice) {
  console.log(`Seeding ${leads} quote requests at their length limits on ${backend}…`);
  results.push(await benchBackend(backend));
}

const rows = [
  ['Leads (quote requests at length limits)', (r) => r.leads],
  ['Seeding (s)', (r) => r.seedSeconds],
  ['First page (ms, best of 5)', (r) => r.firstPageMs],
  ['Page 50 by cursor (ms, best of 5)', (r) => r.page50Ms],
  ['Search, 1 word (ms, best of 3)', (r) => r.searchOneWordMs],
  ['Search, 8 words (ms, best of 3)', (r) => r.searchEightWordsMs],
  [`Open a lead (ms, median of ${ANSWERED})`, (r) => r.openLeadMs],
  [`Add a note (ms, median of ${ANSWERED})`, (r) => r.addNoteMs],
  [`Send a reply (ms, median of ${ANSWERED})`, (r) => r.sendReplyMs],
  ['Export size (MB)', (r) => r.export.megabytes],
  ['Export time (s)', (r) => r.export.seconds],
  ['Export speed (MB/s)', (r) => r.export.megabytesPerSecond],
  ['Server peak memory (MB, VmHWM)', (r) => r.export.peakRssMb],
  [
    'Other host, no export: median / p95 (ms)',
    (r) => `${r.export.otherHostIdleMs.median} / ${r.export.otherHostIdleMs.p95}`,
  ],
  ['Other host during export: median (ms)', (r) => r.export.otherHostMs.median],
  ['Other host during export: p95 (ms)', (r) => r.export.otherHostMs.p95],
  ['Other host during export: max (ms)', (r) => r.export.otherHostMs.max],
  ['Retention: leads erased', (r) => r.retention.erased],
  ['Retention: time (s)', (r) => r.retention.seconds],
  ['Retention: longest event-loop wait (ms)', (r) => r.retention.longestEventLoopWaitMs],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nThe inbox on ${leads} large leads`);
console.log(`${''.padEnd(width)}  ${results.map((r) => r.backend.padStart(9)).join('  ')}`);
for (const [label, value] of rows) {
  console.log(
    `${label.padEnd(width)}  ${results.map((r) => String(value(r)).padStart(9)).join('  ')}`,
  );
}
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/inbox.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 1e9) }, results }, null, 2)}\n`,
);
console.log('\nWrote reports/inbox.json');
