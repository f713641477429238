// Page benchmark: for every (site, route) of a production build, the bytes a first visit
// transfers (JavaScript, CSS, HTML, fonts, images; compressed, as served) and Lighthouse's
// scores and metrics (mobile defaults, simulated throttling), the median of several runs.
// Builds when needed, serves the build itself on a free port with a throw-away database, and
// writes everything to reports/. A benchmark, not a test: it never fails on a score.
//
// Product pages (server-rendered, not in the build's routes) are measured on one product of each
// demo shop.
//
//   node scripts/bench/pages.mjs [--site <id>]… [--route <path>]… [--runs <n>] [--bytes-only]
//                                [--rebuild] [--save-reports] [--port <n>]
//
// --port serves the build on that port instead of a free one (a shared machine's own port).
// --save-reports also keeps each run's full Lighthouse report (reports/lighthouse/), whose
// audits (mainthread-work-breakdown, bootup-time, long-tasks, largest-contentful-paint-element,
// diagnostics) say where a page's main-thread time and its largest paint go.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFreshness } from '../build-freshness.mjs';
import { measureBuild } from '../check-budgets.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { freePort, startServer } from './common.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: {
    site: { type: 'string', multiple: true },
    route: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    'bytes-only': { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    'save-reports': { type: 'boolean', default: false },
    port: { type: 'string' },
  },
  strict: false,
});
const runs = Math.max(1, Number.parseInt(String(options.runs), 10) || 3);
const wantedSites = options.site?.flatMap((value) => String(value).split(','));
const wantedRoutes = options.route?.map(String);

function runNode(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

async function ensureBuild() {
  if (buildFreshness(buildDir) === 'fresh' && !options.rebuild) return;
  console.log(`Building into ${buildDir}…`);
  await runNode([path.join(root, 'scripts/build.mjs')], { BUILD_DIR: buildDir });
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const resourceKinds = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Font: 'font',
  Image: 'image',
};

/** The numbers one Lighthouse run reports for a page. */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const bytes = { js: 0, css: 0, html: 0, font: 0, image: 0, other: 0 };
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    const kind = resourceKinds[request.resourceType] ?? 'other';
    bytes[kind] += request.transferSize ?? 0;
  }
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (item) =>
          item.score !== null &&
          item.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(item.scoreDisplayMode) &&
          Object.values(lhr.categories).some((category) =>
            category.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
          ),
      )
      .map((item) => item.id),
  };
}

function medianSummary(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  const bytes = {};
  for (const kind of Object.keys(samples[0].bytes)) {
    bytes[kind] = median(samples.map((sample) => sample.bytes[kind]));
  }
  return {
    benchmarkIndex: pick('benchmarkIndex'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes,
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}

const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value === undefined ? '–' : String(Math.round(value)));

function table(rows) {
  const header = [
    'site',
    'route',
    'JS 1st gz',
    'JS',
    'CSS',
    'HTML',
    'font',
    'img',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
  ];
  const lines = rows.map((row) => {
    const lh = row.lighthouse;
    return [
      row.site,
      row.route,
      kb(row.firstLoadJsGzip),
      kb(lh?.bytes.js),
      kb(lh?.bytes.css),
      kb(lh?.bytes.html),
      kb(lh?.bytes.font),
      kb(lh?.bytes.image),
      lh ? String(lh.performance) : '–',
      lh ? String(lh.accessibility) : '–',
      lh ? String(lh.bestPractices) : '–',
      lh ? String(lh.seo) : '–',
      ms(lh?.fcp),
      ms(lh?.lcp),
      ms(lh?.tbt),
      lh?.cls === undefined ? '–' : lh.cls.toFixed(3),
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column].length)));
  return all
    .map((line) =>
      line
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

/** Writes one run's full Lighthouse report to reports/lighthouse/<site><route>-<run>.json. */
async function saveReport(page, run, lhr) {
  const directory = path.join(root, 'reports', 'lighthouse');
  await mkdir(directory, { recursive: true });
  const name = `${page.site}${page.route === '/' ? '-home' : page.route.replace(/\//g, '-')}-${run + 1}.json`;
  await writeFile(path.join(directory, name), JSON.stringify(lhr));
}

/** The product page of each demo shop the benchmark opens. */
const productPages = {
  workwear: '/products/class-3-hi-vis-bomber-jacket',
  sailing: '/products/skipper-henley',
};
const PRODUCT_ROUTE = '/products/:handle';

async function main() {
  await ensureBuild();
  const measured = await measureBuild(buildDir);
  const { sites } = JSON.parse(await readFile(path.join(buildDir, 'manifest.json'), 'utf8'));
  const pages = Object.entries(sites)
    .filter(([site]) => !wantedSites || wantedSites.includes(site))
    .flatMap(([site, { routes }]) =>
      routes
        .filter((route) => !wantedRoutes || wantedRoutes.includes(route))
        .map((route) => ({
          site,
          route,
          firstLoadJsGzip: measured.find((page) => page.site === site && page.route === route)
            ?.jsGzip,
        })),
    );
  // A product page of each demo shop, rendered by the server (not in the build's routes).
  for (const [site, route] of Object.entries(productPages)) {
    if (!sites[site]?.productTemplate) continue;
    if (wantedSites && !wantedSites.includes(site)) continue;
    if (wantedRoutes && !wantedRoutes.includes(route)) continue;
    pages.push({
      site,
      route,
      firstLoadJsGzip: measured.find((page) => page.site === site && page.route === PRODUCT_ROUTE)
        ?.jsGzip,
    });
  }
  if (pages.length === 0) throw new Error('No page matches the --site / --route filters.');

  const machine = { cpus: cpus().length, loadBefore: loadavg()[0] };
  if (!options['bytes-only']) {
    const port = options.port ? Number.parseInt(String(options.port), 10) : await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-bench-'));
    const server = await startServer(port, dataDir);
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    const chrome = await chromeLauncher.launch({
      chromePath: ensureChromium(),
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      for (const [index, page] of pages.entries()) {
        const url = `http://${page.site}.localhost:${port}${page.route}`;
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (result.lhr.runtimeError) {
            throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          }
          samples.push(summarize(result.lhr));
          if (options['save-reports']) await saveReport(page, run, result.lhr);
        }
        page.lighthouse = medianSummary(samples);
        page.runs = samples;
        const lh = page.lighthouse;
        console.log(
          `[${index + 1}/${pages.length}] ${page.site} ${page.route}: perf ${lh.performance}, a11y ${lh.accessibility}, bp ${lh.bestPractices}, seo ${lh.seo}, LCP ${ms(lh.lcp)} ms, TBT ${ms(lh.tbt)} ms, CLS ${lh.cls?.toFixed(3)}`,
        );
      }
    } finally {
      chrome.kill();
      server.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  machine.loadAfter = loadavg()[0];
  const benchmarkIndex = median(pages.map((page) => page.lighthouse?.benchmarkIndex));
  console.log(
    `\nPer page: first-load JavaScript from the build (gzip, KB); transferred bytes per type (KB, as served), Lighthouse ${options['bytes-only'] ? '(skipped)' : `mobile, median of ${runs}`}; FCP/LCP/TBT in ms.`,
  );
  console.log(
    `Machine: ${machine.cpus} CPUs, load average ${machine.loadBefore.toFixed(1)} before and ${machine.loadAfter.toFixed(1)} after${benchmarkIndex ? `, Lighthouse benchmark index ${Math.round(benchmarkIndex)}` : ''} (simulated metrics scale with the host's CPU time: a busy host inflates TBT).\n`,
  );
  console.log(table(pages));
  const failing = pages.filter((page) => page.lighthouse?.failedAudits.length);
  if (failing.length > 0) {
    console.log('\nAudits below full score (any run):');
    for (const page of failing) {
      console.log(`  ${page.site} ${page.route}: ${page.lighthouse.failedAudits.join(', ')}`);
    }
  }

  const reportsDir = path.join(root, 'reports');
  await mkdir(reportsDir, { recursive: true });
  const file = path.join(
    reportsDir,
    `bench-pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    file,
    `${JSON.stringify({ buildDir, runs: options['bytes-only'] ? 0 : runs, machine, pages }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
