// Three consumers of the packed package, each from the tarball alone: a Node server render
// (import and require()), a Vite single-page app that never imports the Buy Button entry and
// builds without `@shopify/buy-button-js`, and a Next.js App Router app whose Server Component
// page renders every export (`next build`, then `next start`). The two apps are opened in
// Chromium at 390 and 1280 px: every export is on the page, it hydrates (an accordion answer
// opens on click) and the console stays clean.
//
// Offline: the tarball is extracted into each app's node_modules, and the packages a consumer
// would install next to it (React, the package's dependencies, Next.js, Vite, fonts) are
// links to the repository's own node_modules.
//
//   node scripts/consumers.mjs <tarball> [--screenshots <folder>]
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'consumers');
const name = '@zcomm/storefront-ui';

/** Extracts the tarball as `node_modules/@zcomm/storefront-ui` and links what it needs. */
function install(app, tarball, extra) {
  const modules = path.join(app, 'node_modules');
  const target = path.join(modules, name);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8'));
  const links = [...Object.keys(manifest.dependencies ?? {}), 'react', 'react-dom', ...extra];
  for (const dependency of links) {
    const from = path.join(root, 'node_modules', dependency);
    if (!existsSync(from)) throw new Error(`${dependency} is not installed in the repository`);
    mkdirSync(path.dirname(path.join(modules, dependency)), { recursive: true });
    symlinkSync(from, path.join(modules, dependency), 'dir');
  }
}

function scaffold(scratch, fixture, tarball, extra) {
  const app = path.join(scratch, fixture);
  cpSync(path.join(fixtures, fixture), app, { recursive: true });
  cpSync(path.join(fixtures, 'shared'), path.join(app, 'shared'), { recursive: true });
  cpSync(path.join(fixtures, 'public'), path.join(app, 'public'), { recursive: true });
  install(app, tarball, extra);
  return app;
}

function run(command, args, cwd, env = {}) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

/** Every `node` on the PATH with a distinct version, so both supported majors are tried. */
function nodes() {
  const found = new Map([[process.version, process.execPath]]);
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(folder, 'node');
    if (!folder || folder.includes('node_modules') || !existsSync(candidate)) continue;
    try {
      const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
      if (!found.has(version)) found.set(version, candidate);
    } catch {}
  }
  return [...found.values()];
}

function nodeConsumer(scratch, tarball) {
  console.log('• Node: server render and require() from the tarball');
  const app = scaffold(scratch, 'node', tarball, []);
  let components = [];
  for (const node of nodes()) {
    const output = run(node, ['render.mjs'], app);
    process.stdout.write(output.replace(/^COMPONENTS .*\n?/m, ''));
    components = JSON.parse(/^COMPONENTS (.*)$/m.exec(output)?.[1] ?? '[]');
    process.stdout.write(run(node, ['require.cjs'], app));
  }
  return components;
}

function serveStatic(folder) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(folder, pathname);
    if (!file.startsWith(folder) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(folder, 'index.html');
    }
    const type = types[path.extname(file)] ?? (file.endsWith('.svg') ? 'image/svg+xml' : '');
    response.writeHead(200, type ? { 'content-type': type } : {});
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function viteConsumer(scratch, tarball) {
  console.log('• Vite: a single-page app on the main entry, without the Buy Button installed');
  const app = scaffold(scratch, 'vite', tarball, [
    'vite',
    '@vitejs/plugin-react',
    '@fontsource-variable/montserrat',
  ]);
  if (existsSync(path.join(app, 'node_modules/@shopify'))) throw new Error('Buy Button installed');
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], app);
  const assets = path.join(app, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    if (/ShopifyBuy|buybutton/i.test(readFileSync(path.join(assets, file), 'utf8'))) {
      throw new Error(`the Vite build bundles the Buy Button (${file})`);
    }
  }
  console.log(`  vite build: ${scripts.length} script(s), no Buy Button`);
  const server = await serveStatic(path.join(app, 'dist'));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() };
}

async function nextConsumer(scratch, tarball) {
  console.log('• Next.js: App Router, a Server Component page rendering every export');
  const app = scaffold(scratch, 'next', tarball, [
    'next',
    '@shopify/buy-button-js',
    '@fontsource-variable/inter',
  ]);
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const output = run(process.execPath, [next, 'build'], app);
  const lines = output.split('\n');
  const routes = lines.findIndex((line) => line.startsWith('Route'));
  const summary = [
    ...lines.filter((line) => /Compiled|Generating static pages \(\d+\/\d+\)/.test(line)),
    ...(routes < 0 ? [] : lines.slice(routes)),
  ].filter((line) => line.trim());
  console.log(summary.map((line) => `  ${line}`).join('\n'));
  const child = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', '0'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (match) resolve(`http://127.0.0.1:${match[1]}/`);
    });
    child.on('exit', (code) => reject(new Error(`next start exited with ${code}: ${seen}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Opens the app at both widths: every export present, hydrated, a clean console. */
async function inBrowser(browser, label, url, expected, screenshots) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console: ${message.text()}`);
      }
    });
    // Nothing leaves the machine: the grid's storefront is not there.
    await page.route(
      (address) => address.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto(url, { waitUntil: 'load' });
    const exports = await page.$$eval('[data-export]', (elements) =>
      elements.flatMap((element) => (element.getAttribute('data-export') ?? '').split(' ')),
    );
    const missing = expected.filter((component) => !exports.includes(component));
    if (missing.length) problems.push(`not on the page: ${missing.join(', ')}`);
    // Hydrated: pressing a question opens its answer.
    const question = page.locator('[data-export="Accordion"] button').nth(1);
    await question.click();
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-export="Accordion"] button')[1]
          ?.getAttribute('aria-expanded') === 'true',
      undefined,
      { timeout: 10_000 },
    );
    await question.click();
    // The Radix versions the package loads after the page (the desktop navigation only from
    // 992 px): proof that the consumer's bundler kept the package's dynamic imports working.
    const enhanced = width >= 992 ? 2 : 1;
    await page
      .waitForFunction(
        (count) => document.querySelectorAll('[data-enhanced]').length === count,
        enhanced,
        {
          timeout: 10_000,
        },
      )
      .catch(() => problems.push(`expected ${enhanced} Radix-enhanced component(s)`));
    if (screenshots) {
      // From the top, so fixed parts (the skip link above the viewport) sit where a visitor sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync(screenshots, { recursive: true });
      const file = path.join(screenshots, `${label.toLowerCase()}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
    await page.close();
    if (problems.length) throw new Error(`${label} at ${width} px:\n  ${problems.join('\n  ')}`);
    console.log(
      `  ${label} at ${width} px: ${exports.length} exports on the page, hydrated, ${enhanced} on Radix`,
    );
  }
}

export async function checkConsumers(tarball, { screenshots } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-ui-consumers-'));
  const running = [];
  let browser;
  try {
    const components = nodeConsumer(scratch, tarball);
    const main = components.filter((c) => !['CartButton', 'CollectionGrid'].includes(c));
    const vite = await viteConsumer(scratch, tarball);
    running.push(vite);
    const next = await nextConsumer(scratch, tarball);
    running.push(next);
    browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    await inBrowser(browser, 'Vite', vite.url, main, screenshots);
    await inBrowser(browser, 'Next', next.url, components, screenshots);
  } finally {
    await browser?.close();
    for (const app of running) app.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const [tarball] = process.argv.slice(2);
  const index = process.argv.indexOf('--screenshots');
  if (!tarball) throw new Error('usage: node scripts/consumers.mjs <tarball> [--screenshots dir]');
  await checkConsumers(path.resolve(tarball), {
    screenshots: index > 0 ? path.resolve(process.argv[index + 1] ?? 'screenshots') : undefined,
  });
}
