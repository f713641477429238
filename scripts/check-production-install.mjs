// The production install, as a deployment does it: the built tree (the repository's files, the
// site build in build/ and the package in lib/dist/) copied to a folder of its own, then
// `npm ci --omit=dev` there (from npm's cache: run `npm ci` in the project first) and
// `npm run serve`. It fails when a test or build tool is installed, or when a host, its health
// checks or a product page does not answer.
//
//   node scripts/check-production-install.mjs            needs `npm run build` first
//   node scripts/check-production-install.mjs --keep     leaves the folder for a look
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { tenants } from '@zcomm/site-data/tenants';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');

/** Packages a production install must not have: the test, build and documentation tools. */
export const DEV_TOOLS = [
  '@biomejs/biome',
  '@playwright/test',
  'playwright',
  'storybook',
  'vite',
  'vitest',
  'tsup',
  'typescript',
  'esbuild',
  'lighthouse',
  'next',
  'jsdom',
  'chromatic',
];

/** The HTML text of a brand name as the pages carry it. */
const htmlText = (text) => text.replaceAll('&', '&amp;');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Node 24 runs the server (a production machine has it installed; here it is the project's own).
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
for (const name of Object.keys(env)) {
  // The variables `npm test` was started with would make the inner npm run the outer project.
  if (
    name.startsWith('npm_') &&
    ![
      'npm_config_audit',
      'npm_config_fund',
      'npm_config_update_notifier',
      'npm_config_cache',
    ].includes(name)
  ) {
    delete env[name];
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function folderSize(folder) {
  let bytes = 0;
  let packages = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    const file = path.join(entry.parentPath, entry.name).split(path.sep).join('/');
    if (/node_modules\/(@[^/]+\/)?[^/@][^/]*\/package\.json$/.test(file)) packages += 1;
  }
  return { bytes, packages };
}

/** The repository's files (tracked or new, not ignored), the site build and the package build. */
async function copyBuiltTree(target) {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    const exists = await stat(from).catch(() => undefined);
    if (exists?.isFile()) await cp(from, path.join(target, file));
  }
  for (const built of ['build', 'lib/dist']) {
    const exists = await stat(path.join(root, built)).catch(() => undefined);
    if (!exists) throw new Error(`${built}/ is missing: run npm run build first.`);
    await cp(path.join(root, built), path.join(target, built), { recursive: true });
  }
}

/** A GET with the Host header given (fetch would not send it): status and body. */
function get(port, pathname, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const ask = request(
      { host: '127.0.0.1', port, path: pathname, headers: { host } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode, body }));
      },
    );
    ask.on('error', reject);
    ask.end();
  });
}

async function waitForReady(port, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const answer = await get(port, '/readyz').catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/readyz did not answer 200 within ${ms} ms`);
}

async function main() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'zcomm-production-'));
  const results = [];
  let server;
  try {
    await copyBuiltTree(folder);
    const started = performance.now();
    execFileSync(npm, ['ci', '--omit=dev', '--offline', '--loglevel=error'], {
      cwd: folder,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const installSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const modules = path.join(folder, 'node_modules');
    const present = [];
    for (const name of DEV_TOOLS) {
      if (await stat(path.join(modules, name)).catch(() => undefined)) present.push(name);
    }
    const { bytes, packages } = await folderSize(modules);
    // The Buy Button is the design system's optional peer and a development package here, which
    // npm keeps unless optional packages are left out too (`--omit=optional`): reported, allowed.
    const buyButton = await stat(path.join(modules, '@shopify/buy-button-js')).catch(
      () => undefined,
    );
    results.push({
      check: 'npm ci --omit=dev',
      ok: present.length === 0,
      detail: `${installSeconds} s, ${packages} packages, ${(bytes / 1024 / 1024).toFixed(1)} MB${buyButton ? ' (with the Buy Button, an optional peer)' : ''}${present.length ? `; has ${present.join(', ')}` : ''}`,
    });

    const port = await freePort();
    const dataDir = path.join(folder, 'data');
    server = spawn(npm, ['run', 'serve', '--silent'], {
      cwd: folder,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOCAL_DEMO: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      await waitForReady(port, 30_000);
      results.push({ check: 'npm run serve: /readyz', ok: true, detail: '200' });
    } catch (error) {
      results.push({
        check: 'npm run serve: /readyz',
        ok: false,
        detail: `${error.message}\n${stderr}`,
      });
      return results;
    }
    for (const tenant of tenants) {
      const host = tenant.hosts[0];
      const home = await get(port, '/', host);
      results.push({
        check: `${host} /`,
        ok: home.status === 200 && home.body.includes(htmlText(tenant.name)),
        detail: `${home.status}, ${home.body.length} characters`,
      });
      if (!tenant.shop) continue;
      const sitemap = await get(port, '/sitemap.xml', host);
      const product = sitemap.body.match(/<loc>https?:\/\/[^/]+(\/products\/[^<]+)<\/loc>/)?.[1];
      const page = product ? await get(port, product, host) : undefined;
      results.push({
        check: `${host} ${product ?? '(no product in the sitemap)'}`,
        ok: page?.status === 200,
        detail: page ? String(page.status) : 'no product page to ask for',
      });
    }
    return results;
  } finally {
    if (server && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (keep) console.log(`Kept ${folder}`);
    else await rm(folder, { recursive: true, force: true });
  }
}

const results = await main().catch((error) => [
  { check: 'production install', ok: false, detail: error.message },
]);
for (const { check, ok, detail } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${check}  ${detail}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
