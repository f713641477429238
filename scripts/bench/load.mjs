// The server under load (autocannon): requests per second and latency for a prerendered page
// and for form posts, against a production build, on loopback only. Any error, timeout or
// non-2xx answer fails the run. Prints a table and writes reports/load.json.
//
//   node scripts/bench/load.mjs [--duration 10] [--connections 20]
//
// Serves BUILD_DIR (default ./build; built first when missing) on a free loopback port, with
// FORM_RATE_LIMIT raised (every request comes from one address), on a fresh temporary database.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../tests/server/services.ts';
import { buildDir, contactPostOptions, ensureBuild, loadOptions, root } from './common.mjs';

const { duration, connections } = loadOptions({ duration: 10, connections: 20 });
await ensureBuild();

async function waitUntilUp(port, child) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { host: 'localhost' },
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 20 s');
}

function run(options) {
  return autocannon({ ...options, connections, duration, timeout: 10 });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zc-bench-load-'));
const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    LOCAL_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: '1000000000',
    SUBMISSIONS_PER_IP_PER_DAY: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
});

const scenarios = [
  {
    name: 'GET prerendered page (workwear /, brotli)',
    options: {
      url: `http://127.0.0.1:${port}/`,
      headers: {
        host: 'workwear.localhost',
        accept: 'text/html',
        'accept-encoding': 'br, gzip',
      },
    },
  },
  {
    name: 'GET prerendered page (agency /faq, uncompressed)',
    options: {
      url: `http://127.0.0.1:${port}/faq`,
      headers: { host: 'agency.localhost', accept: 'text/html' },
    },
  },
  {
    name: 'POST form (agency contact, JSON, stored)',
    options: contactPostOptions(port, 'A message from the load test.'),
  },
];

const results = [];
let failed = false;
try {
  await waitUntilUp(port, server);
  for (const scenario of scenarios) {
    await autocannon({ ...scenario.options, connections, duration: 1, timeout: 10 });
    const result = await run(scenario.options);
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) failed = true;
    results.push({
      scenario: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.exitCode !== null) resolve();
    else server.on('exit', resolve);
  });
  await rm(dataDir, { recursive: true, force: true });
}

const header = ['Scenario', 'Req/s', 'p50 ms', 'p99 ms', 'Requests', 'Errors'];
const rows = results.map((result) => [
  result.scenario,
  String(result.requestsPerSecond),
  String(result.latencyMs.p50),
  String(result.latencyMs.p99),
  String(result.requests),
  String(result.errors + result.timeouts + result.non2xx),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
    )
    .join('  ');
console.log(
  `\nServer under load: ${connections} connections, ${duration} s each, ${os.cpus().length} CPU(s), Node ${process.versions.node}`,
);
console.log(line(header));
console.log(line(widths.map((width) => '─'.repeat(width))));
for (const row of rows) console.log(line(row));

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.versions.node },
  options: { connections, durationSeconds: duration },
  results,
};
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/load.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWrote reports/load.json');
if (failed) {
  console.error('Some requests failed: the server must answer every one of them.');
  process.exit(1);
}
