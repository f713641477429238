// Field-speed benchmark: drives the production build in Chromium as a visitor on a mid-range
// phone would (390 × 844, CPU slowed 4×, Lighthouse's mobile network: 150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up) through a mix of pages and interactions: open the menu,
// search, filter, choose a product, open the FAQ, start a quote. Each page view reports its Web
// Vitals to the server as a real visitor's does (`sendBeacon` once hidden); the table printed is
// the server's own aggregation (the staff view's 75th percentiles), beside Lighthouse's lab
// figures for the same pages. A benchmark, not a test: it never fails on a figure.
//
//   node scripts/bench/field.mjs [--rounds <n>] [--url <origin>] [--password <p>] [--no-lighthouse]
//
// Without --url it serves the build itself on a free port with a throw-away database. With
// --url (a running `npm start`, e.g. http://localhost:3000) the reports go to that server, so
// its inbox's Reports panel shows them; --password is its demo sign-in (DEMO_PASSWORD).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { call, ensureBuild, freePort, root, signIn, startServer } from './common.mjs';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rounds: { type: 'string', default: '3' },
    url: { type: 'string' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD || 'demo-password-2025' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
  strict: false,
});
const rounds = Math.max(1, Math.min(20, Number.parseInt(String(options.rounds), 10) || 3));

/** Lighthouse's mobile profile, applied through the DevTools protocol. */
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

const hydrated = (page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** The first product page a shop's sitemap lists. */
async function productPath(port, site) {
  const sitemap = (await call(port, { host: `${site}.localhost`, path: '/sitemap.xml' })).text;
  const found = /<loc>[^<]*?(\/products\/[a-z0-9-]+)<\/loc>/.exec(sitemap);
  if (!found) throw new Error(`${site}'s sitemap lists no product`);
  return found[1];
}

/**
 * The visits: a site, a page, and what the visitor does there before leaving. Each ends by
 * leaving the page (which hides it and sends its report).
 */
const journeys = [
  {
    site: 'workwear',
    path: '/',
    name: 'home: open the menu',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation').first().waitFor();
    },
  },
  {
    site: 'workwear',
    path: '/jackets',
    name: 'collection: filter by colour',
    act: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('checkbox').first().check();
      await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    },
  },
  {
    site: 'workwear',
    path: '/',
    name: 'search from the header',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      const field = page
        .getByRole('banner')
        .getByRole('searchbox', { name: 'Search products' })
        .or(page.getByRole('banner').getByRole('combobox', { name: 'Search products' }));
      await field.click();
      await page.keyboard.type('parka', { delay: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=parka/, { timeout: 60_000 });
      await hydrated(page);
    },
  },
  {
    site: 'workwear',
    product: true,
    name: 'product: choose a size',
    act: async (page) => {
      const chip = page.getByRole('radio').last();
      if (await chip.count()) await chip.check({ force: true });
    },
  },
  {
    site: 'sailing',
    path: '/faq',
    name: 'FAQ: open a question',
    act: async (page) => {
      await page.locator('main').getByRole('button').first().click();
    },
  },
  {
    site: 'sailing',
    product: true,
    name: 'product: look at it',
    act: async () => {},
  },
  {
    site: 'agency',
    path: '/quote',
    name: 'quote: start the form',
    act: async (page) => {
      await page.getByLabel('Name', { exact: false }).first().fill('Field Bench');
      await page.getByLabel('Email').fill('bench@example.com');
    },
  },
];

/** Signs the demo account in and reads the server's aggregation of today's reports. */
async function serverAggregation(port) {
  const cookie = await signIn(port, { email: 'demo@zcomm.example', password: options.password });
  const path = '/api/inbox/field-speed?days=1';
  const answer = await call(port, { host: 'agency.localhost', path, cookie });
  if (answer.status !== 200) throw new Error(`The field-speed view answered ${answer.status}`);
  return JSON.parse(answer.text).metrics;
}

/** Lighthouse's mobile lab run of each page the journeys start on. */
async function labFigures(urls) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: CHROMIUM_ARGS,
  });
  const figures = new Map();
  try {
    for (const url of new Set(urls)) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const audit = (id) => result?.lhr.audits[id]?.numericValue;
      figures.set(url, {
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        ttfb: audit('server-response-time'),
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const msText = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const shiftText = (value) => (value === undefined ? '—' : value.toFixed(3));

/** The address of a journey's page on the server at `originOf`. */
const urlOf = (journey, originOf, products) =>
  `${originOf(journey.site)}${journey.product ? products.get(journey.site) : journey.path}`;

/** Drives every journey `rounds` times on a throttled phone; returns what did not go as planned. */
async function runJourneys(originOf, products) {
  const failures = [];
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    for (let round = 0; round < rounds; round += 1) {
      for (const journey of journeys) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        try {
          await page.goto(urlOf(journey, originOf, products));
          await hydrated(page);
          await journey.act(page);
          // Give the interaction's frame time to paint before the page is left.
          await page.waitForTimeout(500);
        } catch (error) {
          failures.push(`${journey.site} ${journey.name}: ${error.message.split('\n')[0]}`);
        }
        // Leaving hides the page: its report goes out with sendBeacon (sent by the browser as
        // the page unloads, so the server's count, not this process, says it arrived).
        await page.goto('about:blank');
        await page.close();
      }
      console.log(`round ${round + 1}/${rounds}: ${journeys.length} page views`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return failures;
}

/** Prints the server's 75th percentiles per site and kind of page, and the lab figures. */
function printTables(metrics, lab, originOf, products) {
  const rows = new Map();
  for (const metric of metrics) {
    const key = `${metric.site} ${metric.page_kind}`;
    const row = rows.get(key) ?? { site: metric.site, kind: metric.page_kind, views: 0 };
    row[metric.metric] = metric.p75;
    row.views = Math.max(row.views, metric.count);
    rows.set(key, row);
  }
  console.log(
    `\nField (the server's aggregation of ${rounds} rounds, mobile profile: CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s): 75th percentiles`,
  );
  console.table(
    [...rows.values()].map((row) => ({
      site: row.site,
      pages: row.kind,
      views: row.views,
      LCP: msText(row.LCP),
      INP: msText(row.INP),
      CLS: shiftText(row.CLS),
      FCP: msText(row.FCP),
      TTFB: msText(row.TTFB),
    })),
  );
  const reported = [...rows.values()].reduce((sum, row) => sum + row.views, 0);
  console.log(`${reported} of ${rounds * journeys.length} page views reported.`);
  if (lab.size === 0) return;
  console.log('Lab (Lighthouse, mobile defaults, one run each): no INP in the lab; TBT instead');
  const once = new Set();
  console.table(
    journeys
      .filter((journey) => {
        const url = urlOf(journey, originOf, products);
        return !once.has(url) && once.add(url);
      })
      .map((journey) => {
        const figures = lab.get(urlOf(journey, originOf, products)) ?? {};
        return {
          site: journey.site,
          page: journey.product ? products.get(journey.site) : journey.path,
          LCP: msText(figures.lcp),
          TBT: msText(figures.tbt),
          CLS: shiftText(figures.cls),
          FCP: msText(figures.fcp),
          TTFB: msText(figures.ttfb),
        };
      }),
  );
}

async function main() {
  let server;
  let dataDir;
  let base = options.url ? new URL(String(options.url)) : undefined;
  if (!base) {
    await ensureBuild();
    const free = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), 'zc-field-'));
    server = await startServer(free, dataDir, {
      VITALS_SAMPLE_RATE: '1',
      VITALS_RATE_LIMIT: '100000',
    });
    base = new URL(`http://localhost:${free}`);
  }
  const port = Number(base.port || 80);
  const originOf = (site) => `${base.protocol}//${site}.localhost:${port}`;
  try {
    const products = new Map();
    for (const site of new Set(journeys.filter((j) => j.product).map((j) => j.site))) {
      products.set(site, await productPath(port, site));
    }
    const failures = await runJourneys(originOf, products);
    const metrics = await serverAggregation(port);
    const lab = options['no-lighthouse']
      ? new Map()
      : await labFigures(journeys.map((journey) => urlOf(journey, originOf, products)));
    printTables(metrics, lab, originOf, products);
    if (failures.length > 0) {
      console.log(`\n${failures.length} visits did not go as planned:`);
      for (const failure of failures) console.log(`  ${failure}`);
    }
    const reports = path.join(root, 'reports');
    await mkdir(reports, { recursive: true });
    const record = { rounds, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, field: metrics };
    await writeFile(
      path.join(reports, 'bench-field.json'),
      `${JSON.stringify({ ...record, lab: Object.fromEntries(lab), failures }, null, 2)}\n`,
    );
    console.log('Written to reports/bench-field.json');
  } finally {
    server?.kill('SIGTERM');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
