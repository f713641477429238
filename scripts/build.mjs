// Production build: the client bundle, the prerender bundle, then one HTML file per
// (site, route), per-site root files, and brotli/gzip siblings of every text asset.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
// The prerender bundle imports React and friends from node_modules, so it lives in the project.
const serverDir = path.join(
  root,
  'node_modules/.cache/prerender',
  buildDir.replace(/[^A-Za-z0-9]+/g, '_'),
);
const pagesDir = path.join(buildDir, 'pages');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** File name of a route's prerendered page: `/` → index.html, `/faq` → faq.html. */
export function pageFileName(route) {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '__')}.html`;
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The JS chunks and stylesheets a dynamic chunk needs, from Vite's manifest. */
function chunkAssets(manifest, key, seen = new Set()) {
  const result = { js: [], css: [] };
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    result.js.push(chunk.file);
    result.css.push(...(chunk.css ?? []));
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(key);
  return result;
}

function siteSourceKey(manifest, siteId) {
  const wanted = siteId.startsWith('stub-')
    ? `sites/stubs/${siteId}.tsx`
    : `sites/${siteId}/index.tsx`;
  if (!manifest[wanted])
    throw new Error(`No chunk for ${siteId} in the client manifest (${wanted})`);
  return wanted;
}

function sitePublicDir(siteId) {
  return siteId.startsWith('stub-')
    ? path.join(root, 'sites/stubs/public', siteId)
    : path.join(root, 'sites', siteId, 'public');
}

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function prerender() {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = 'index.html';
  const entryAssets = chunkAssets(manifest, entryKey);
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const { registry, siteIds, renderPage, sitePaths, NOT_FOUND_PATH } = await import(
    path.join(serverDir, 'entry-prerender.js')
  );

  await rm(pagesDir, { recursive: true, force: true });
  const siteManifest = { sites: {} };
  let pageCount = 0;

  for (const siteId of siteIds) {
    const entry = registry[siteId];
    const assets = chunkAssets(manifest, siteSourceKey(manifest, siteId), new Set([entryKey]));
    const preload = [
      ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...assets.js
        .filter((file) => !entryAssets.js.includes(file))
        .map((file) => `<link rel="modulepreload" href="/${file}">`),
    ].join('');
    const shellHead = [
      `<meta name="theme-color" content="${escapeAttribute(entry.themeColor)}">`,
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ].join('');

    const routes = await sitePaths(siteId);
    const outDir = path.join(pagesDir, siteId);
    await mkdir(outDir, { recursive: true });

    for (const [route, file] of [
      ...routes.map((r) => [r, pageFileName(r)]),
      [NOT_FOUND_PATH, '404.html'],
    ]) {
      const { head, html } = await renderPage(siteId, route);
      const page = template
        .replace('<html lang="en">', `<html lang="${entry.lang}" data-brand="${siteId}">`)
        .replace('<!--app-head-->', `${head}${shellHead}${preload}`)
        .replace('<!--app-html-->', html);
      await writeFile(path.join(outDir, file), page);
      pageCount += 1;
    }

    const publicOut = path.join(outDir, 'public');
    await mkdir(publicOut, { recursive: true });
    if (await exists(sitePublicDir(siteId))) {
      await cp(sitePublicDir(siteId), publicOut, { recursive: true });
    }
    await writeFile(
      path.join(publicOut, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${entry.origin}/sitemap.xml\n`,
    );
    await writeFile(
      path.join(publicOut, 'sitemap.xml'),
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...routes.map((route) => `  <url><loc>${entry.origin}${route}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
    siteManifest.sites[siteId] = { routes };
  }

  await writeFile(
    path.join(buildDir, 'manifest.json'),
    `${JSON.stringify(siteManifest, null, 2)}\n`,
  );
  return pageCount;
}

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .br and .gz next to every compressible file worth compressing. */
async function precompress(dir) {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!compressible.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 512) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(data, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}

async function main() {
  const started = performance.now();
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'sites/shared/entry-prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const pages = await prerender();
  const compressed = (await precompress(clientDir)) + (await precompress(pagesDir));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages} pages for 6 sites and compressed ${compressed} files in ${seconds} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
