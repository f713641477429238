// Production build: the client bundle, the prerender bundle, then one HTML file per
// (site, route), per-site root files, and brotli/gzip siblings of every text asset.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { originOf } from '@zcomm/site-data/hosts';
import { siteIds, tenantOf, tenants } from '@zcomm/site-data/tenants';
import postcss from 'postcss';
import { build, parseAst } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
// The prerender bundle carries everything it imports (React included), so the build runs on a
// production install, which has none of the packages the sites are built from.
const serverDir = path.join(buildDir, 'server');
const pagesDir = path.join(buildDir, 'pages');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** File name of a route's prerendered page: `/` → index.html, `/faq` → faq.html. */
export function pageFileName(route) {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '__')}.html`;
}

/** Where the product page template is rendered, its file and its marks (server/products). */
const PRODUCT_TEMPLATE_PATH = '/products/template';
const PRODUCT_TEMPLATE_FILE = 'product.template.html';
const PRODUCT_HEAD_MARK = '<!--product-head-->';
const PRODUCT_HTML_MARK = '<!--product-html-->';

/** The query a native form post is answered with (a 303 to the form page with it). */
const SENT_QUERY = '?sent=1';

/** File name of a form page's thank-you view, shown at `<route>?sent=1`. */
export function sentPageFileName(route) {
  return pageFileName(route).replace(/\.html$/, '.sent.html');
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The global the instrumented prerender bundle reports its dynamic imports to. */
const IMPORTS_GLOBAL = '__zcPrerenderImports';

/**
 * Prerender-bundle plugin: every `import('…')` in sites/ and lib/ reports the source module it
 * loads (as a path from the project root, the key of Vite's client manifest). Rendering a page
 * thus tells the build which client chunks that page needs, so its HTML can list them.
 */
/** The `import('…')` expressions with a literal specifier in a module's syntax tree. */
function literalDynamicImports(code) {
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (node.type === 'ImportExpression' && typeof node.source?.value === 'string') {
      found.push({ start: node.start, end: node.end, specifier: node.source.value });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/** A module's key in Vite's client manifest: its path from the project root. */
const manifestKey = (id) => path.relative(root, id.split('?')[0]).split(path.sep).join('/');

/**
 * Client-build plugin: which chunk each module went to. A module the bundler put in one of its
 * groups (vite.config.ts) has no manifest entry of its own, so a page that loads it lazily is
 * given the group's chunk instead.
 */
function recordChunkModules(into) {
  return {
    name: 'zc-record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) into.set(manifestKey(id), chunk.fileName);
      }
    },
  };
}

function reportDynamicImports() {
  const scope = [path.join(root, 'sites') + path.sep, path.join(root, 'lib') + path.sep];
  return {
    name: 'zc-report-dynamic-imports',
    // After the other transforms: `import.meta.glob` has become plain `import('…')` calls.
    enforce: 'post',
    async transform(code, id) {
      if (!scope.some((dir) => id.startsWith(dir)) || !code.includes('import(')) return null;
      const replacements = [];
      for (const { start, end, specifier } of literalDynamicImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const key = manifestKey(resolved.id);
        replacements.push([
          start,
          end - start,
          `${code.slice(start, end)}.then((module) => (globalThis.${IMPORTS_GLOBAL}?.add(${JSON.stringify(key)}), module))`,
        ]);
      }
      if (replacements.length === 0) return null;
      let result = code;
      for (const [index, length, text] of replacements.reverse()) {
        result = result.slice(0, index) + text + result.slice(index + length);
      }
      return { code: result, map: null };
    },
  };
}

/** The application module the entry starts after the first paint. */
const START_KEY = 'sites/shared/shell/start.tsx';
/** The `<meta>` that lists a page's modules for the entry (sites/shared/shell/entry-client.tsx). */
const MODULES_META = 'zc-modules';

/**
 * Scripts only hydrate what the HTML already shows, so they load at low priority: the
 * stylesheets, the fonts and the banner image go first and the page paints sooner.
 */
const LOW = 'fetchpriority="low"';
const lowerScriptPriority = (html) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    `<$1 ${LOW}`,
  );

/** The JS chunks and stylesheets a chunk needs (itself and its static imports). */
function chunkAssets(manifest, key, seen = new Set()) {
  const result = { js: [], css: [] };
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`${k} is not in the client manifest`);
    result.js.push(chunk.file);
    result.css.push(...(chunk.css ?? []));
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(key);
  return result;
}

/** The first family of a CSS font-family list, unquoted. */
const firstFamily = (list) =>
  list
    .split(',')[0]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/**
 * The Latin web font files of a site's body and heading families, read from its built
 * stylesheets: what the page preloads so text paints in its own font from the start.
 */
async function criticalFonts(siteId, cssFiles) {
  const sheets = await Promise.all(
    cssFiles.map(async (file) => postcss.parse(await readFile(path.join(clientDir, file), 'utf8'))),
  );
  const brandSelector = new RegExp(`\\[data-brand=(["']?)${siteId}\\1\\]`);
  const tokens = {};
  const faces = [];
  for (const sheet of sheets) {
    sheet.walkRules((rule) => {
      if (!rule.selectors.some((selector) => brandSelector.test(selector))) return;
      rule.walkDecls(/^--zc-font-(body|heading)$/, (decl) => {
        tokens[decl.prop.slice('--zc-font-'.length)] = decl.value.trim();
      });
    });
    sheet.walkAtRules('font-face', (face) => {
      const descriptors = {};
      face.walkDecls((decl) => {
        descriptors[decl.prop] = decl.value;
      });
      faces.push(descriptors);
    });
  }
  const body = tokens.body ? firstFamily(tokens.body) : undefined;
  const heading =
    tokens.heading && !tokens.heading.startsWith('var(') ? firstFamily(tokens.heading) : body;
  const fonts = [];
  for (const family of new Set([body, heading])) {
    if (!family) continue;
    for (const face of faces) {
      const ruleFamily = face['font-family'];
      const range = face['unicode-range'] ?? 'U+0-10FFFF';
      const url = /url\(["']?([^)"']+\.woff2)["']?\)/.exec(face.src ?? '')?.[1];
      const latin = /U\+(?:0{0,4}-0{0,2}FF|\?\?|0-10FFFF)(?![0-9A-F?])/i.test(range);
      if (ruleFamily && firstFamily(ruleFamily) === family && latin && url) fonts.push(url);
    }
  }
  return [...new Set(fonts)];
}

function sitePublicDir(siteId) {
  return path.join(root, 'sites', tenantOf(siteId).publicDir);
}

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function prerender(chunkOfModule) {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** The manifest entry of the chunk a lazily loaded module is in. */
  const chunkKey = (key) =>
    key in manifest ? key : (keyOfFile.get(chunkOfModule.get(key)) ?? key);
  const entryKey = 'index.html';
  const entryKeys = new Set();
  const entryAssets = chunkAssets(manifest, entryKey, entryKeys);
  // The application the entry starts after the first paint (React and the shell).
  const startKeys = new Set(entryKeys);
  const startAssets = chunkAssets(manifest, START_KEY, startKeys);
  const template = lowerScriptPriority(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  const modulesMeta = (files) =>
    `<meta name="${MODULES_META}" content="${files.map((file) => `/${file}`).join(' ')}">`;
  // The generic page (a static host that cannot route by host) starts the application too.
  await writeFile(
    path.join(clientDir, 'index.html'),
    template.replace('<!--app-head-->', `<!--app-head-->${modulesMeta(startAssets.js)}`),
  );
  const { renderPage, sitePaths, privatePaths, sitemapPaths, productRoute, NOT_FOUND_PATH } =
    await import(path.join(serverDir, 'entry-prerender.js'));

  await rm(pagesDir, { recursive: true, force: true });
  const siteManifest = { sites: {} };
  let pageCount = 0;

  for (const siteId of siteIds) {
    const { lang, themeColor } = tenantOf(siteId);
    const origin = originOf(siteId);
    const shellHead = [
      `<meta name="theme-color" content="${escapeAttribute(themeColor)}">`,
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ].join('');

    const routes = await sitePaths(siteId);
    const privateRoutes = await privatePaths(siteId);
    const sitemapRoutes = await sitemapPaths(siteId);
    const outDir = path.join(pagesDir, siteId);
    await mkdir(outDir, { recursive: true });

    const sentRoutes = [];
    const renderedBodies = new Map();
    // Product pages are rendered by the server at request time into this document: the
    // template is rendered here only for the modules, styles and fonts the page needs.
    const hasProducts = (await productRoute(siteId)) !== undefined;
    for (const [route, file, plain] of [
      ...(hasProducts ? [[PRODUCT_TEMPLATE_PATH, PRODUCT_TEMPLATE_FILE]] : []),
      ...routes.map((r) => [r, pageFileName(r)]),
      // What a native form post comes back to: a form page's thank-you view, where it has one.
      ...routes.map((r) => [`${r}${SENT_QUERY}`, sentPageFileName(r), r]),
      [NOT_FOUND_PATH, '404.html'],
    ]) {
      const loaded = new Set();
      globalThis[IMPORTS_GLOBAL] = loaded;
      const isTemplate = route === PRODUCT_TEMPLATE_PATH;
      const rendered = await renderPage(
        siteId,
        route,
        isTemplate ? { kind: 'unavailable', handle: 'template' } : undefined,
      );
      const head = isTemplate ? PRODUCT_HEAD_MARK : rendered.head;
      const html = isTemplate ? PRODUCT_HTML_MARK : rendered.html;
      globalThis[IMPORTS_GLOBAL] = undefined;
      if (plain !== undefined) {
        if (html === renderedBodies.get(plain)) continue; // a page without a form
        sentRoutes.push(plain);
      } else {
        renderedBodies.set(route, html);
      }

      // The application, then everything the render loaded lazily (the site's chunk, the
      // page's chunk): the modules the entry fetches together once the page has painted.
      const seen = new Set(startKeys);
      const needed = { js: [...startAssets.js], css: [...startAssets.css] };
      for (const key of loaded) {
        const assets = chunkAssets(manifest, chunkKey(key), seen);
        needed.js.push(...assets.js);
        needed.css.push(...assets.css);
      }
      const fonts = await criticalFonts(siteId, [...entryAssets.css, ...needed.css]);
      const preload = [
        ...needed.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
        ...fonts.map(
          (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
        ),
        modulesMeta(needed.js),
      ].join('');

      const page = template
        .replace('<html lang="en">', `<html lang="${lang}" data-brand="${siteId}">`)
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
      `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    await writeFile(
      path.join(publicOut, 'sitemap.xml'),
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...sitemapRoutes.map((route) => `  <url><loc>${origin}${route}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
    siteManifest.sites[siteId] = {
      routes,
      sentRoutes,
      privateRoutes,
      sitemapRoutes,
      ...(hasProducts ? { productTemplate: PRODUCT_TEMPLATE_FILE } : {}),
    };
  }
  // The server renders product pages with the same bundle at request time.
  siteManifest.renderer = path.relative(buildDir, path.join(serverDir, 'entry-prerender.js'));

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
  const chunkOfModule = new Map();
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: clientDir },
    plugins: [recordChunkModules(chunkOfModule)],
  });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'sites/shared/shell/entry-prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    ssr: { noExternal: true },
    plugins: [reportDynamicImports()],
  });
  const pages = await prerender(chunkOfModule);
  const compressed = (await precompress(clientDir)) + (await precompress(pagesDir));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages} pages for ${tenants.length} sites and compressed ${compressed} files in ${seconds} s.`,
  );
}

/** The server reads the form contracts from the package's built entry point. */
function buildPackage() {
  execFileSync(path.join(root, 'node_modules/.bin/tsup'), [], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildPackage();
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
