// The cross-engine suite: the same checks in Chromium, Firefox and WebKit against the
// production server, then per-engine visual snapshots (Firefox, WebKit). See "Every browser
// engine" in docs/testing.md. Usage: node tests/engines/run.ts [--engines chromium,firefox,webkit]
// [--only <text>] [--update] [--no-visual]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Check, checks, type Target } from './checks.ts';
import {
  type Driver,
  type EngineId,
  type EngineSession,
  freePort,
  launchChromium,
  launchFirefox,
  launchWebKit,
  type SessionOptions,
  startXvfb,
  TimeoutError,
  withTimeout,
} from './drivers.ts';
import { startProbeProxy } from './probe-proxy.ts';
import { REPORT_DIR, type ShotResult, shootPages } from './visual.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
    only: { type: 'string' },
    update: { type: 'boolean', default: false },
    'no-visual': { type: 'boolean', default: false },
    'no-checks': { type: 'boolean', default: false },
  },
});
const engines = (values.engines ?? '').split(',').filter(Boolean) as EngineId[];
const CHECK_TIMEOUT_MS = 120_000;

async function startServer(): Promise<{ port: number; dataDir: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, dataDir: path.join(root, `test-results/e2e-data-${port}`), process: child };
}

interface Outcome {
  engine: EngineId;
  row: string;
  name: string;
  status: 'passed' | 'flaky' | 'failed';
  detail?: string;
  seconds: number;
}

/** The driver, with a note of the last call made to it and when it began. */
function tracing(driver: Driver): { traced: Driver; lastCall: () => string } {
  let last = { call: 'none', started: performance.now() };
  const traced = new Proxy(driver, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const first = typeof args[0] === 'string' ? JSON.stringify(args[0].slice(0, 80)) : '';
        last = { call: `${String(property)}(${first})`, started: performance.now() };
        return value.apply(target, args);
      };
    },
  });
  const lastCall = () =>
    `last call: ${last.call}, ${((performance.now() - last.started) / 1000).toFixed(1)} s before`;
  return { traced, lastCall };
}

const server = await startServer();
const cleanups: (() => unknown)[] = [() => server.process.kill('SIGTERM')];
let failed = false;
const outcomes: Outcome[] = [];
const shots: Record<string, ShotResult[]> = {};
const versions: Partial<Record<EngineId, string>> = {};

try {
  let xvfbDisplay: string | undefined;
  let proxy: Awaited<ReturnType<typeof startProbeProxy>> | undefined;
  if (engines.includes('webkit')) {
    const xvfb = await startXvfb();
    cleanups.push(xvfb.stop);
    xvfbDisplay = xvfb.display;
    proxy = await startProbeProxy(server.port);
    cleanups.push(proxy.close);
  }

  const launch = (engine: EngineId, options: SessionOptions): Promise<EngineSession> => {
    if (engine === 'chromium') return launchChromium(options);
    if (engine === 'firefox') return launchFirefox(options);
    if (!xvfbDisplay || !proxy) throw new Error('no display for WebKit');
    return launchWebKit(xvfbDisplay, proxy, options);
  };

  const selected = values['no-checks']
    ? []
    : checks.filter((check) => !values.only || `${check.row} ${check.name}`.includes(values.only));

  const runEngine = async (engine: EngineId) => {
    const target: Target = {
      port: engine === 'webkit' && proxy ? proxy.port : server.port,
      dataDir: server.dataDir,
    };
    const sessions = new Map<string, EngineSession>();
    const sessionFor = async (options: SessionOptions = {}): Promise<Driver> => {
      const key = JSON.stringify(options);
      let session = sessions.get(key);
      if (!session) {
        session = await launch(engine, options);
        sessions.set(key, session);
        versions[engine] = session.version;
      }
      return session.driver;
    };
    try {
      for (const check of selected as Check[]) {
        const started = performance.now();
        let outcome: Pick<Outcome, 'status' | 'detail'> = { status: 'failed' };
        // One retry, in a fresh browser: a check that passes only then is reported as flaky.
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          try {
            const driver = await sessionFor(check.session);
            await driver.takeProblems();
            const { traced, lastCall } = tracing(driver);
            await withTimeout(check.run(traced, target), CHECK_TIMEOUT_MS, check.name).catch(
              (error: unknown) => {
                // A check that runs out of time says which call to the browser it was waiting on.
                if (error instanceof TimeoutError) error.message += `; ${lastCall()}`;
                throw error;
              },
            );
            outcome =
              attempt === 1
                ? { status: 'passed' }
                : { status: 'flaky', detail: `passed on a retry after: ${outcome.detail}` };
            break;
          } catch (error) {
            if (process.env.ENGINES_DEBUG) console.error(error);
            outcome = {
              status: 'failed',
              detail:
                (error instanceof Error ? error.message : String(error))
                  .split('\n')
                  .find((line) => line.trim() !== '') ?? String(error),
            };
            // A check that failed may leave the browser anywhere: the next try starts afresh,
            // after a picture of where it stopped.
            const key = JSON.stringify(check.session ?? {});
            const failedDriver = sessions.get(key)?.driver;
            const picture = path.join(
              REPORT_DIR,
              'failures',
              `${engine}-${check.name.replace(/[^a-z0-9]+/gi, '-')}-${attempt}.png`,
            );
            await failedDriver
              ?.screenshot()
              .then((png) => {
                mkdirSync(path.dirname(picture), { recursive: true });
                writeFileSync(picture, png);
                outcome.detail += ` (${path.relative(root, picture)})`;
              })
              .catch(() => {});
            await failedDriver?.close().catch(() => {});
            sessions.delete(key);
          }
        }
        const seconds = (performance.now() - started) / 1000;
        outcomes.push({ engine, row: check.row, name: check.name, seconds, ...outcome });
        const mark = { passed: '✔', flaky: '~', failed: '✘' }[outcome.status];
        console.log(
          `${mark} ${engine.padEnd(8)} ${check.name} (${seconds.toFixed(1)} s)${outcome.detail ? `\n    ${outcome.detail}` : ''}`,
        );
      }
      // Chromium's pictures are the Storybook and site snapshots of `npm run test:visual`.
      if (engine !== 'chromium' && !values['no-visual']) {
        const started = performance.now();
        const driver = await sessionFor({});
        shots[engine] = await shootPages(driver, engine, target, values.update);
        for (const shot of shots[engine] ?? []) {
          console.log(
            `${shot.status === 'different' ? '✘' : '✔'} ${engine.padEnd(8)} visual ${shot.name}: ${shot.status}${shot.detail ? ` (${shot.detail})` : ''}`,
          );
        }
        console.log(
          `  ${engine} visual snapshots: ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    } finally {
      for (const session of sessions.values()) await session.driver.close().catch(() => {});
    }
  };

  await Promise.all(engines.map((engine) => runEngine(engine)));
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────

const rows = [...new Set(outcomes.map((outcome) => outcome.row))];
const cell = (engine: EngineId, row: string) => {
  const mine = outcomes.filter((o) => o.engine === engine && o.row === row);
  if (mine.length === 0) return '–';
  const bad = mine.filter((o) => o.status === 'failed');
  const flaky = mine.filter((o) => o.status === 'flaky');
  if (bad.length > 0) return `FAIL ${bad.length}/${mine.length}`;
  return flaky.length > 0
    ? `pass (${mine.length}, ${flaky.length} on retry)`
    : `pass (${mine.length})`;
};
const lines = [
  `| Check | ${engines.map((e) => `${e} ${versions[e] ?? ''}`).join(' | ')} |`,
  `|---|${engines.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row} | ${engines.map((e) => cell(e, row)).join(' | ')} |`),
];
for (const [engine, results] of Object.entries(shots)) {
  const different = results.filter((r) => r.status === 'different');
  lines.push(
    `| Visual snapshots (${engine}) | ${engines.map((e) => (e === engine ? (different.length ? `FAIL ${different.length}/${results.length}` : `pass (${results.length})`) : '–')).join(' | ')} |`,
  );
  if (different.length) failed = true;
}
if (outcomes.some((o) => o.status === 'failed')) failed = true;
if (outcomes.length === 0 && Object.keys(shots).length === 0) failed = true;

mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(
  path.join(REPORT_DIR, 'results.json'),
  `${JSON.stringify({ versions, outcomes, shots }, null, 2)}\n`,
);
writeFileSync(path.join(REPORT_DIR, 'index.html'), reportHtml(shots));
console.log(`\n${lines.join('\n')}\n`);
if (Object.values(shots).some((r) => r.some((s) => s.status === 'different'))) {
  console.log(
    `Visual differences: ${path.relative(root, path.join(REPORT_DIR, 'index.html'))} shows baseline, actual and diff. Accept with npm run test:engines -- --update.`,
  );
}
process.exit(failed ? 1 : 0);

function reportHtml(all: Record<string, ShotResult[]>): string {
  const items = Object.entries(all).flatMap(([engine, results]) =>
    results
      .filter((r) => r.status === 'different')
      .map((r) => {
        const base = r.name.replace('.png', '');
        return `<section><h2>${engine} · ${r.name}</h2><p>${r.detail ?? ''}</p><div class="row">
<figure><figcaption>expected</figcaption><img src="../../tests/engines/__screenshots__/${engine}/${r.name}"></figure>
<figure><figcaption>actual</figcaption><img src="${engine}/${base}.actual.png"></figure>
<figure><figcaption>diff</figcaption><img src="${engine}/${base}.diff.png"></figure></div></section>`;
      }),
  );
  return `<!doctype html><meta charset="utf-8"><title>Engine snapshots</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1}img{max-width:100%;border:1px solid #ccc}</style>
<h1>Engine visual snapshots</h1>${items.length ? items.join('\n') : '<p>No differences.</p>'}`;
}
