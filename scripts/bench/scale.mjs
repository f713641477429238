// Scaling out, side by side in one run (autocannon, loopback only): requests per second and p99
// latency of a prerendered page through the Node server and through nginx in front of it, and
// of stored form posts on SQLite and on PostgreSQL, one server process and two. Any error,
// timeout or non-2xx answer is counted and fails the run. Prints a table and writes
// reports/scale.json.
//
//   node scripts/bench/scale.mjs [--duration 5] [--connections 20]
//
// Serves BUILD_DIR (default ./build; built first when missing). PostgreSQL is a server of its
// own in a temporary folder (Debian's binaries, fsync on, like SQLite's synchronous=FULL);
// nginx runs with the configuration `npm run nginx:config` writes.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNginx, startPostgres, waitForPort } from '../../tests/server/services.ts';
import { buildDir, contactPostOptions, ensureBuild, loadOptions, root } from './common.mjs';

const { duration, connections } = loadOptions({ duration: 5, connections: 20, minConnections: 2 });
await ensureBuild();

const work = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-scale-'));
const servers = [];

/** One server process on a free port; DATABASE_URL or a data folder of its own. */
async function startNode(name, databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(work, name),
      DATABASE_URL: databaseUrl ?? '',
      FORM_RATE_LIMIT: '1000000000',
      SUBMISSIONS_PER_IP_PER_DAY: '0',
      TRUST_PROXY: '127.0.0.1',
      STOREFRONT_SIMULATOR: '0',
      LOG_LEVEL: 'warn',
    },
  });
  servers.push(child);
  await waitForPort(port, 30_000, () =>
    child.exitCode !== null ? `the server exited with ${child.exitCode}` : undefined,
  );
  return { port, child };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function pageOptions(port) {
  return {
    url: `http://127.0.0.1:${port}/`,
    headers: { host: 'workwear.localhost', accept: 'text/html', 'accept-encoding': 'br, gzip' },
  };
}

function postOptions(port) {
  return contactPostOptions(port, 'A message from the scaling benchmark.');
}

/**
 * Runs autocannon against every target at once, the connections split between them; requests
 * per second are summed, p99 is the worst target's.
 */
async function measure(name, targets) {
  const share = Math.max(1, Math.floor(connections / targets.length));
  // A second's warm-up, not counted.
  await Promise.all(
    targets.map((options) => autocannon({ ...options, connections: share, duration: 1 })),
  );
  const runs = await Promise.all(
    targets.map((options) => autocannon({ ...options, connections: share, duration, timeout: 10 })),
  );
  const row = {
    scenario: name,
    'req/s': Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0)),
    'p99 ms': Math.max(...runs.map((run) => run.latency.p99)),
    'p50 ms': Math.max(...runs.map((run) => run.latency.p50)),
    requests: runs.reduce((sum, run) => sum + run.requests.total, 0),
    failures: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
  console.log(`  ${name}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms`);
  return row;
}

const rows = [];
let postgres;
let nginx;
try {
  console.log(`Each scenario: ${duration} s, ${connections} connections in all.`);
  const sqlite = await startNode('sqlite');
  nginx = await startNginx({ buildDir, upstreams: [`127.0.0.1:${sqlite.port}`] });
  rows.push(await measure('Page (workwear /, brotli) — Node', [pageOptions(sqlite.port)]));
  rows.push(await measure('Page (workwear /, brotli) — nginx', [pageOptions(nginx.port)]));
  rows.push(await measure('Form post — SQLite, 1 process', [postOptions(sqlite.port)]));
  await nginx.stop();
  nginx = undefined;
  await stop(sqlite.child);

  postgres = await startPostgres({ durable: true });
  const one = await startNode('postgres-1', await postgres.createDatabase());
  rows.push(await measure('Form post — PostgreSQL, 1 process', [postOptions(one.port)]));
  await stop(one.child);
  const shared = await postgres.createDatabase();
  const pair = await Promise.all([
    startNode('postgres-a', shared),
    startNode('postgres-b', shared),
  ]);
  rows.push(
    await measure(
      'Form post — PostgreSQL, 2 processes',
      pair.map((server) => postOptions(server.port)),
    ),
  );
} finally {
  await nginx?.stop();
  await Promise.all(servers.map(stop));
  await postgres?.stop();
  await rm(work, { recursive: true, force: true });
}

console.log(
  `\n${os.cpus().length} CPUs, Node ${process.version}, loopback; client and servers share the machine.`,
);
console.table(rows);
const report = {
  date: new Date().toISOString(),
  duration,
  connections,
  cpus: os.cpus().length,
  rows,
};
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/scale.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('Wrote reports/scale.json');
const failures = rows.reduce((sum, row) => sum + row.failures, 0);
if (failures > 0) {
  console.error(`${failures} requests failed.`);
  process.exit(1);
}
