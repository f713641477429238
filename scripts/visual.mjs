// `npm run test:visual`: builds Storybook and the sites, lists the stories, then compares every
// story (in the brands that use it) and each site's key pages with the committed baselines.
// On a difference it writes an HTML report with baseline, actual and diff side by side.
//
//   node scripts/visual.mjs                    compare; report in reports/visual/
//   node scripts/visual.mjs --update           accept: rewrite changed and new baselines,
//                                              delete those no test takes any more
//   node scripts/visual.mjs --reuse-site-build use the existing sites build (BUILD_DIR)
//   node scripts/visual.mjs --no-build         reuse both builds
//   node scripts/visual.mjs <args>             other arguments go to Playwright (e.g. -g workwear)
//   node scripts/visual.mjs --serve-storybook  only serve the built Storybook (the config's server)
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const storybookDir = path.resolve(root, process.env.STORYBOOK_DIR ?? 'storybook-static');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const storiesFile = path.join(root, 'test-results/visual/stories.json');
const baselineDir = path.join(root, 'tests/visual/__screenshots__');
const reportDir = path.join(root, 'reports/visual');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** A static file server for the built Storybook. Resolves once listening. */
function serveStorybook(port) {
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://storybook');
    const file = path.join(storybookDir, decodeURIComponent(pathname));
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    if (!target.startsWith(storybookDir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(target)).isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(target)] ?? 'application/octet-stream',
      });
      createReadStream(target).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code === 0 ? 0 : (code ?? (signal ? 1 : 1))));
  });
}

/** Every story of the built Storybook with the globals its file or itself pins. */
async function listStories(chromiumPath) {
  const { chromium } = await import('playwright');
  const index = JSON.parse(await readFile(path.join(storybookDir, 'index.json'), 'utf8'));
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
  if (ids.length === 0) throw new Error('The built Storybook has no stories.');
  const server = await serveStorybook(0);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const { port } = server.address();
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${ids[0]}&viewMode=story`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
    const found = await page.evaluate(async () => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      await store.cacheAllCSFFiles();
      return Object.values(store.cachedCSFFiles).flatMap((file) =>
        Object.values(file.stories).map((story) => ({
          id: story.id,
          title: file.meta.title,
          name: story.name,
          globals: { ...file.meta.globals, ...story.globals },
        })),
      );
    });
    const wanted = new Set(ids);
    return found
      .filter((story) => wanted.has(story.id))
      .map(({ id, title, name, globals }) => ({
        id,
        title,
        name,
        globals: { brand: globals.brand, viewport: globals.viewport },
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
  } finally {
    await browser.close();
    server.close();
  }
}

/** Deletes baselines no test takes any more (after accepting new images). */
async function pruneBaselines(stories) {
  const {
    storyShots,
    storyShotName,
    keyPages,
    pageShotName,
    staffShots,
    staffShotName,
    shopShots,
    shopShotName,
    searchShots,
    searchShotName,
    PHONE_WIDTH,
    DESKTOP_WIDTH,
  } = await import('../tests/visual/matrix.ts');
  const expected = new Set([
    ...storyShots(stories).map((shot) => path.join('stories.spec.ts', storyShotName(shot))),
    ...keyPages.flatMap(({ site, route }) =>
      [PHONE_WIDTH, DESKTOP_WIDTH].map((width) =>
        path.join('sites.spec.ts', pageShotName(site, route, width)),
      ),
    ),
    ...shopShots.map((shot) => path.join('sites.spec.ts', shopShotName(shot))),
    ...staffShots.flatMap(({ name }) =>
      [PHONE_WIDTH, DESKTOP_WIDTH].map((width) =>
        path.join('sites.spec.ts', staffShotName(name, width)),
      ),
    ),
    ...searchShots.flatMap(({ name }) =>
      [PHONE_WIDTH, DESKTOP_WIDTH].map((width) =>
        path.join('sites.spec.ts', searchShotName(name, width)),
      ),
    ),
  ]);
  if (!existsSync(baselineDir)) return [];
  const stale = [];
  for (const entry of await readdir(baselineDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.png')) continue;
    const relative = path.relative(baselineDir, path.join(entry.parentPath, entry.name));
    if (!expected.has(relative)) stale.push(relative);
  }
  for (const relative of stale) await rm(path.join(baselineDir, relative));
  return stale;
}

const argv = process.argv.slice(2);

if (argv.includes('--serve-storybook')) {
  if (!existsSync(path.join(storybookDir, 'iframe.html'))) {
    console.error(`No built Storybook in ${storybookDir}: run npm run build-storybook.`);
    process.exit(1);
  }
  const port = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6107);
  await serveStorybook(port);
  console.log(`Storybook served from ${storybookDir} at http://127.0.0.1:${port}/`);
} else {
  // This script's own flags; anything else (`-g Header`, `--workers 1`) goes to Playwright,
  // as does everything after a `--` (npm passes `npm run test:visual -- -g x` on as `-g x`).
  const ownFlags = new Set(['--update', '--no-build', '--reuse-site-build']);
  const separator = argv.indexOf('--');
  const before = separator === -1 ? argv : argv.slice(0, separator);
  const own = before.filter((arg) => ownFlags.has(arg));
  const extra = [
    ...before.filter((arg) => !ownFlags.has(arg)),
    ...(separator === -1 ? [] : argv.slice(separator + 1)),
  ];
  const update = own.includes('--update');
  const noBuild = own.includes('--no-build');
  const reuseSiteBuild = noBuild || own.includes('--reuse-site-build');

  const chromiumPath = ensureChromium();
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const started = performance.now();
  const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

  if (!reuseSiteBuild || !existsSync(path.join(buildDir, 'manifest.json'))) {
    console.log('▶ Building the sites');
    if ((await run(process.execPath, [path.join(root, 'scripts/build.mjs')], env)) !== 0) {
      process.exit(1);
    }
  }
  if (!noBuild || !existsSync(path.join(storybookDir, 'index.json'))) {
    console.log('▶ Building Storybook');
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', storybookDir], env);
    if (code !== 0) process.exit(1);
  }

  const stories = await listStories(chromiumPath);
  await mkdir(path.dirname(storiesFile), { recursive: true });
  await writeFile(storiesFile, `${JSON.stringify(stories, null, 2)}\n`);
  console.log(`▶ ${stories.length} stories listed (${seconds(started)} s so far)`);

  await rm(reportDir, { recursive: true, force: true });
  const comparing = performance.now();
  const code = await run(
    bin('playwright'),
    [
      'test',
      '--config',
      path.join(root, 'playwright.visual.config.ts'),
      `--update-snapshots=${update ? 'changed' : 'none'}`,
      ...extra,
    ],
    { ...env, VISUAL_STORIES: storiesFile },
  );
  console.log(`\nSnapshots compared in ${seconds(comparing)} s (${seconds(started)} s in all).`);

  if (update) {
    const stale = await pruneBaselines(stories);
    for (const relative of stale) console.log(`Deleted the unused baseline ${relative}`);
    console.log(
      code === 0
        ? 'Baselines updated in tests/visual/__screenshots__: review them with git diff, then commit.'
        : 'Some snapshots could not be taken; see the report.',
    );
  }
  const report = path.relative(root, path.join(reportDir, 'index.html'));
  if (code !== 0) {
    console.log(
      [
        '',
        'Visual differences or failures. The report shows baseline, actual and diff side by side:',
        `  ${report}   (open it with: npx playwright show-report ${path.relative(root, reportDir)})`,
        'If every change is intended, accept the new images: npm run test:visual:update',
      ].join('\n'),
    );
  } else {
    console.log(`No visual differences. Report: ${report}`);
  }
  process.exit(code);
}
