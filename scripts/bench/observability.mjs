// What the metrics and the request log cost a prerendered page: two production servers side by
// side in one run, one with neither (no METRICS_PORT, LOG_LEVEL=warn, so no request lines), one
// with both (METRICS_PORT set, LOG_LEVEL=info: a JSON line per request), loaded in turns with
// autocannon on the same page. Prints requests per second and the median and p99 latency of
// each, and the difference, against the allowance (at most 3% fewer requests per second, at most
// 1 ms more at the median); writes reports/observability.json.
//
//   node scripts/bench/observability.mjs [--duration 5] [--connections 10] [--rounds 3]
//     [--ports <off>,<on>,<metrics>]   (default: free ports on loopback)
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildDir, ensureBuild, freePort, loadOptions, root } from './common.mjs';

const { duration, connections } = loadOptions({ duration: 5, connections: 10 });
const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, ports: { type: 'string', default: '' } },
  strict: false,
});
const rounds = Math.max(1, Math.min(20, Number(values.rounds) || 3));
const ports = values.ports ? String(values.ports).split(',').map(Number) : [];
const portAt = async (index) => (Number.isInteger(ports[index]) ? ports[index] : freePort());
await ensureBuild();

const PAGE = { host: 'agency.localhost', path: '/' };

async function start(name, env) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `zc-bench-obs-${name}-`));
  const port = await portAt(name === 'off' ? 0 : 1);
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    // The log goes where a production log goes: written out, here to nothing.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      METRICS_PORT: '',
      ...env,
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${name}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: PAGE.host } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error(`${name}: the server did not start within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, port, child, dataDir };
}

async function load(server) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${PAGE.path}`,
    headers: { host: PAGE.host, 'accept-encoding': 'br' },
    connections,
    duration,
    timeout: 10,
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${server.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const metricsPort = await portAt(2);
const servers = [
  await start('off', { LOG_LEVEL: 'warn' }),
  await start('on', { LOG_LEVEL: 'info', METRICS_PORT: String(metricsPort) }),
];
const runs = { off: [], on: [] };
try {
  // A short warm-up each, then the two in turns, so a busy moment on the machine hits both.
  for (const server of servers)
    await autocannon({
      url: `http://127.0.0.1:${server.port}/`,
      headers: { host: PAGE.host },
      connections,
      duration: 2,
    });
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) runs[server.name].push(await load(server));
  }
  const scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const counted = scrape.match(
    /^zcomm_http_requests_total\{site="agency",route_kind="page",status_class="2xx"\} (\d+)/m,
  );
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: Math.round(median(list.map((run) => run.rps))),
        p50: median(list.map((run) => run.p50)),
        p99: median(list.map((run) => run.p99)),
      },
    ]),
  );
  const rpsChange = (summary.on.rps - summary.off.rps) / summary.off.rps;
  const p50Change = summary.on.p50 - summary.off.p50;
  console.log(
    `\nagency / (prerendered), ${connections} connections, ${rounds} × ${duration} s each, medians:`,
  );
  console.table({
    'metrics and request log off': summary.off,
    'metrics and request log on': summary.on,
  });
  console.log(
    `requests/s ${(rpsChange * 100).toFixed(1)}% (allowed: -3%), median ${p50Change >= 0 ? '+' : ''}${p50Change.toFixed(2)} ms (allowed: +1 ms)${rpsChange >= -0.03 && p50Change <= 1 ? ': within' : ': OVER'} the allowance`,
  );
  console.log(`the metrics counted ${counted?.[1] ?? 'no'} answers of that page`);
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(
    path.join(root, 'reports/observability.json'),
    `${JSON.stringify({ duration, connections, rounds, runs, summary, rpsChange, p50Change }, null, 2)}\n`,
  );
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await rm(server.dataDir, { recursive: true, force: true });
  }
}
