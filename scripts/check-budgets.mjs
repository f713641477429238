// Byte budgets of the production build: the JavaScript each prerendered page loads in its
// first 3 s at phone width, gzip-compressed: the page's module script and modulepreload tags
// and every chunk those import statically (per Vite's client manifest), plus the package's
// enhancements that load at idle after hydration at that width. That JavaScript must also carry
// no other brand's data. Deterministic: it reads the build, it does not run a browser. Exits 1
// with a table when a page is over budget or carries another brand's data.
//
//   node scripts/check-budgets.mjs [--json]      (BUILD_DIR picks the build, default build/)
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRODUCT_ROUTE, routesOf } from '@zcomm/site-data/routes';
import { tenants } from '@zcomm/site-data/tenants';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1024;

/**
 * First-load JavaScript budgets, gzip, in bytes: React, React Router (about 14 KB of them) and
 * the site's own code. Raised by 1 KB each when every shop page gained its footer's postal
 * address, the tenant's contact record and the structured data of the home and FAQ pages.
 */
export const budgets = {
  /** Policies, FAQ, story, about, services, the stubs and the not-found page. */
  content: 106 * KB,
  /** Home pages, form pages and collection pages (the Buy Button comes later, on its own). */
  interactive: 116 * KB,
};

/**
 * The most JavaScript files a page's first load may fetch. A browser fetches six at a time from
 * a host that serves HTTP/1.1 (this server on its own does): every further six cost a round trip
 * before the page can run. The bundler's groups (vite.config.ts) keep pages within it.
 */
export const maxFirstLoadFiles = 12;

/** Product pages, rendered by the server into the shop's `product.template.html`. */
const PRODUCT_TEMPLATE_FILE = 'product.template.html';

/**
 * The kinds of page (`@zcomm/site-data/routes`) whose budget is `interactive`: a front page, a
 * form, a shop's collections, search results and product pages. Every other page (text, staff
 * pages, a placeholder) is a content page.
 */
const interactiveKinds = new Set(['home', 'form', 'collection', 'search', 'product']);

/**
 * The budget class of a (site, route). A form's page as answered after a post without scripts
 * (`/contact.sent`: the form with its thank-you) is that form's page, with its code and budget.
 */
export function budgetClass(siteId, route) {
  const path = route.replace(/\.sent$/, '');
  return routesOf(siteId).some((page) => page.path === path && interactiveKinds.has(page.kind))
    ? 'interactive'
    : 'content';
}

/** The Buy Button: never part of a page's first load. */
const lateOnly = [/buybutton/i];

const routeOf = (file) =>
  file === 'index.html'
    ? '/'
    : file === '404.html'
      ? '(not found)'
      : file === PRODUCT_TEMPLATE_FILE
        ? PRODUCT_ROUTE
        : `/${file.replace(/\.html$/, '').replaceAll('__', '/')}`;

/** Compressed sizes of a built file: the precompressed siblings when present. */
async function compressedSize(file) {
  const [raw, gzip, brotli] = await Promise.all(
    [file, `${file}.gz`, `${file}.br`].map((candidate) =>
      existsSync(candidate) ? readFile(candidate) : undefined,
    ),
  );
  if (!raw) throw new Error(`Missing ${file}`);
  return {
    raw: raw.length,
    gzip: gzip?.length ?? gzipSync(raw, { level: 9 }).length,
    brotli: brotli?.length ?? undefined,
  };
}

/**
 * The JS files a page loads up front: its module scripts, modulepreloads, the modules its
 * entry starts after the first paint (the `zc-modules` list), and everything they import.
 */
export function firstLoadScripts(html, manifest) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const listed = /<meta\b[^>]*\bname="zc-modules"[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? '';
  const tags = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)].map(
      (m) => m[1],
    ),
    ...listed
      .split(' ')
      .filter(Boolean)
      .map((href) => href.replace(/^\//, '')),
  ];
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const key = byFile.get(file);
    for (const imported of manifest[key]?.imports ?? []) visit(manifest[imported].file);
  };
  for (const file of tags) visit(file);
  return [...files];
}

/**
 * The package's Radix enhancements (`lib/components/<name>/Enhanced<name>.tsx`): loaded once
 * the page is interactive, so not part of its first load, but reported beside it.
 */
const ENHANCEMENT = /(^|\/)Enhanced[A-Za-z]*\.tsx$/;

/**
 * When each enhancement loads (`useEnhancement` in its component): `'idle'` once the browser is
 * idle after hydration, at every width, so within a page's first 3 s; `'desktop-idle'` the same
 * from 992 px only (the desktop navigation: never at phone width); `'interaction'` only once a
 * pointer or the focus reaches it (the accordion). An enhancement not listed counts as `'idle'`.
 */
export const enhancementLoading = {
  'lib/components/Header/EnhancedNavigation.tsx': 'desktop-idle',
  'lib/components/Accordion/EnhancedAccordion.tsx': 'interaction',
};

/**
 * The JS files of the enhancements a page's first-load modules load later (the desktop
 * navigation's only at desktop widths), with everything they import that the first load has
 * not already brought; with `when`, only the enhancements that load so.
 */
export function laterScripts(firstLoad, manifest, when) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const loaded = new Set(firstLoad);
  const files = new Set();
  const visit = (key) => {
    const file = manifest[key]?.file;
    if (!file || loaded.has(file) || files.has(file)) return;
    files.add(file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const file of firstLoad) {
    for (const key of manifest[byFile.get(file)]?.dynamicImports ?? []) {
      if (!ENHANCEMENT.test(key)) continue;
      if (when && (enhancementLoading[key] ?? 'idle') !== when) continue;
      visit(key);
    }
  }
  return [...files];
}

/** The text a page shows: its markup without comments and tags, the entities it uses decoded. */
export function shownText(html) {
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name) => entities[name]);
}

/**
 * Another brand's data a site's scripts must not carry, from the tenants: every other tenant's
 * brand name and its shop's collection names, but for the names the site's own pages show
 * (`siteText`: the agency's menu links its two shops by name, a shop names the company that
 * runs it, a collection's text may use another shop's collection name as a word).
 */
export function otherBrandsNames(siteId, siteText) {
  const namesOf = (tenant) => [
    tenant.name,
    ...('shop' in tenant ? tenant.shop.collections.map((collection) => collection.name) : []),
  ];
  const site = tenants.find((tenant) => tenant.id === siteId);
  if (!site) throw new Error(`No tenant ${siteId}`);
  const own = new Set(namesOf(site));
  const others = tenants.filter((tenant) => tenant !== site).flatMap(namesOf);
  return [...new Set(others)].filter((name) => !own.has(name) && !siteText.includes(name));
}

/**
 * The Web Vitals library's chunk, brotli: fetched once the application has started, only by the
 * page views that report their speed (`sites/shared/shell/vitals.ts`), so never part of a first load.
 * `web-vitals` 5 measures the five metrics in 2.2 KB br; version 6 adds soft-navigation
 * reporting, which the sites do not use, for another 0.9 KB.
 */
export const vitalsLibraryBudget = 2.5 * KB;

/** The chunk (and its size) that holds the `web-vitals` library, from Vite's client manifest. */
export async function measureVitalsLibrary(buildDir) {
  const clientDir = path.join(buildDir, 'client');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([key]) => /node_modules\/web-vitals\//.test(key));
  if (!entry) throw new Error('No web-vitals chunk in the build: is it imported lazily?');
  const file = entry[1].file;
  const size = await compressedSize(path.join(clientDir, file));
  const brotli =
    size.brotli ?? brotliCompressSync(await readFile(path.join(clientDir, file))).length;
  return { file, brotli, budget: vitalsLibraryBudget, ok: brotli <= vitalsLibraryBudget };
}

/** Measures every prerendered page of a build. */
export async function measureBuild(buildDir) {
  const clientDir = path.join(buildDir, 'client');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const { sites } = JSON.parse(await readFile(path.join(buildDir, 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = async (file) => {
    if (!sizes.has(file)) sizes.set(file, await compressedSize(path.join(clientDir, file)));
    return sizes.get(file);
  };

  const texts = new Map();
  const textOf = async (file) => {
    if (!texts.has(file)) texts.set(file, await readFile(path.join(clientDir, file), 'utf8'));
    return texts.get(file);
  };

  const pages = [];
  for (const siteId of Object.keys(sites)) {
    const siteDir = path.join(buildDir, 'pages', siteId);
    const files = (await readdir(siteDir)).filter((name) => name.endsWith('.html')).sort();
    const htmls = await Promise.all(
      files.map((file) => readFile(path.join(siteDir, file), 'utf8')),
    );
    const foreignNames = otherBrandsNames(siteId, htmls.map(shownText).join('\n'));
    for (const [index, file] of files.entries()) {
      const html = htmls[index];
      const route = routeOf(file);
      const initial = firstLoadScripts(html, manifest);
      // What loads at idle within the first 3 s at phone width counts with the first load.
      const scripts = [...initial, ...laterScripts(initial, manifest, 'idle')];
      let gzip = 0;
      let brotli = 0;
      for (const script of scripts) {
        const size = await sizeOf(script);
        gzip += size.gzip;
        brotli += size.brotli ?? size.gzip;
      }
      let laterGzip = 0;
      for (const script of laterScripts(scripts, manifest)) {
        laterGzip += (await sizeOf(script)).gzip;
      }
      const htmlSize = await compressedSize(path.join(siteDir, file));
      const budget = budgets[budgetClass(siteId, route)];
      const late = scripts.filter((script) => lateOnly.some((pattern) => pattern.test(script)));
      const code = (await Promise.all(scripts.map(textOf))).join('\n');
      const otherBrands = foreignNames.filter((name) => code.includes(name));
      pages.push({
        site: siteId,
        route,
        class: budgetClass(siteId, route),
        scripts,
        jsGzip: gzip,
        jsBrotli: brotli,
        jsLaterGzip: laterGzip,
        htmlGzip: htmlSize.gzip,
        budget,
        late,
        otherBrands,
        ok:
          gzip <= budget &&
          late.length === 0 &&
          scripts.length <= maxFirstLoadFiles &&
          otherBrands.length === 0,
      });
    }
  }
  return pages;
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** A plain-text table of the measured pages. */
export function formatTable(pages) {
  const rows = [
    [
      'site',
      'route',
      'class',
      'JS gz KB',
      'JS br KB',
      'budget KB',
      'JS files',
      'later gz KB',
      'HTML gz KB',
      '',
    ],
    ...pages.map((page) => [
      page.site,
      page.route,
      page.class,
      kb(page.jsGzip),
      kb(page.jsBrotli),
      kb(page.budget),
      String(page.scripts.length),
      kb(page.jsLaterGzip),
      kb(page.htmlGzip),
      page.ok
        ? 'ok'
        : page.late.length > 0
          ? `FAIL: loads ${page.late.join(', ')} up front`
          : page.otherBrands.length > 0
            ? `FAIL: carries ${page.otherBrands.join(', ')}`
            : page.jsGzip > page.budget
              ? `FAIL: ${kb(page.jsGzip - page.budget)} KB over`
              : `FAIL: ${page.scripts.length} files, over ${maxFirstLoadFiles}`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column >= 3 && column <= 8 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'manifest.json'))) {
    console.error(`No build in ${buildDir}: run the build first.`);
    process.exit(1);
  }
  const pages = await measureBuild(buildDir);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    console.log(formatTable(pages));
    console.log(
      'JS: the first 3 s at phone width (first load, and enhancements loaded at idle at every width). later: the desktop navigation (at idle from 992 px) and the Radix accordion (once a pointer or the focus reaches it).',
    );
  }
  const failed = pages.filter((page) => !page.ok);
  if (pages.length === 0) {
    console.error('No prerendered pages found.');
    process.exit(1);
  }
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} of ${pages.length} pages over their JavaScript budget (gzip and files, first 3 s at phone width) or carrying another brand's data.`,
    );
    process.exit(1);
  }
  const vitals = await measureVitalsLibrary(buildDir);
  console.log(
    `\nWeb Vitals library (${vitals.file}, fetched after the start by reporting page views only): ${(vitals.brotli / KB).toFixed(2)} KB br, budget ${kb(vitals.budget)} KB.`,
  );
  if (!vitals.ok) {
    console.error('The Web Vitals library is over its budget.');
    process.exit(1);
  }
  const summary = `All ${pages.length} pages within their JavaScript budgets (gzip, and at most ${maxFirstLoadFiles} files, first 3 s at phone width), none carrying another brand's data.`;
  if (process.argv.includes('--json')) console.error(summary);
  else console.log(`\n${summary}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
