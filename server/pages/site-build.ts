/**
 * Reading the build (`manifest.json`, each site's pages, its public files, the product page
 * template) into memory: only the routes the manifest names are served, so no request path
 * reaches the file system.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SiteId, siteIds } from '@zcomm/site-data/tenants';

/** One HTML document held in memory with its precompressed variants, when the build made them. */
export interface HtmlPage {
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

export interface SitePages {
  /** Route path (exact match) → page. */
  routes: ReadonlyMap<string, HtmlPage>;
  /** Route path of a form page → its thank-you view, served at `<route>?sent=1`. */
  sentPages: ReadonlyMap<string, HtmlPage>;
  /** Routes of staff pages (sign-in, inbox): answered `no-store` and `noindex`. */
  privateRoutes: ReadonlySet<string>;
  /** Routes the sitemap lists, in the site's order (not the staff pages nor unlisted ones). */
  sitemapRoutes: readonly string[];
  notFound: HtmlPage | undefined;
  /** Root file names (favicon.svg, robots.txt, …) served at `/<name>`. */
  publicFiles: ReadonlySet<string>;
  publicDir: string;
  /** Every `style` attribute value in the site's pages, decoded (for the CSP's hashes). */
  styleAttributes: ReadonlySet<string>;
  /** The text of every inline `<script>` in the site's pages (for the CSP's hashes). */
  inlineScripts: ReadonlySet<string>;
  /**
   * The document product pages are rendered into at request time (a shop), with the marks
   * `<!--product-head-->` and `<!--product-html-->`.
   */
  productTemplate?: string | undefined;
}

export interface SiteBuild {
  /** False when no `manifest.json` was found: nothing but the API can be served. */
  built: boolean;
  sites: ReadonlyMap<SiteId, SitePages>;
  /** `client/assets`, when it exists. */
  assetsDir: string | undefined;
  warnings: string[];
  /** The render bundle product pages are rendered with at request time, when built. */
  renderer?: string | undefined;
}

const routePattern = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;
const publicNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const compressedSuffix = /\.(?:br|gz)$/;

/** File name of a route's prerendered page: `/` → index.html, `/faq` → faq.html. */
export function pageFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '__')}.html`;
}

/** File name of a form page's thank-you view: `/contact` → contact.sent.html. */
export function sentPageFileName(route: string): string {
  return pageFileName(route).replace(/\.html$/, '.sent.html');
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function loadPage(file: string): Promise<HtmlPage | undefined> {
  const body = await readOptional(file);
  if (!body) return undefined;
  const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, br, gzip, etag };
}

async function listPublicFiles(dir: string): Promise<Set<string>> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return new Set(
      entries
        .filter(
          (entry) =>
            entry.isFile() &&
            publicNamePattern.test(entry.name) &&
            !compressedSuffix.test(entry.name),
        )
        .map((entry) => entry.name),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}

const styleAttributePattern = /<[A-Za-z][^<>]*?\sstyle="([^"]*)"/g;
const attributeEntities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The decoded values of the `style` attributes in an HTML document. */
export function styleAttributesOf(html: string): string[] {
  return [...html.matchAll(styleAttributePattern)].map(([, value = '']) =>
    value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => attributeEntities[entity] ?? ''),
  );
}

const inlineScriptPattern = /<script>([\s\S]*?)<\/script>/g;

/** The text of the inline scripts (`<script>` without attributes) in an HTML document. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)].map(([, text = '']) => text);
}

function routesOf(
  value: unknown,
  key: 'routes' | 'sentRoutes' | 'privateRoutes' | 'sitemapRoutes' = 'routes',
): string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const routes = (value as Record<string, unknown>)[key];
  return Array.isArray(routes) ? routes.filter((route) => typeof route === 'string') : undefined;
}

/**
 * Reads the build: `manifest.json` names each site's routes; only those names, the site's
 * `404.html` and the files listed in its `public/` folder are ever served, so no request
 * path reaches the file system. Pages are held in memory.
 */
export async function loadSiteBuild(buildDir: string): Promise<SiteBuild> {
  const warnings: string[] = [];
  const assets = path.join(buildDir, 'client', 'assets');
  const assetsDir = existsSync(assets) ? assets : undefined;
  const manifestText = await readOptional(path.join(buildDir, 'manifest.json'));
  if (!manifestText) {
    warnings.push(`No build found in ${buildDir}: site pages answer 503 until it is built.`);
    return { built: false, sites: new Map(), assetsDir, warnings };
  }
  const manifest = JSON.parse(manifestText.toString('utf8')) as {
    sites?: unknown;
    renderer?: unknown;
  };
  const listed = (manifest.sites ?? {}) as Record<string, unknown>;
  const shell = await loadPage(path.join(buildDir, 'client', 'index.html'));
  const sites = new Map<SiteId, SitePages>();

  for (const siteId of siteIds) {
    const siteDir = path.join(buildDir, 'pages', siteId);
    const routes = new Map<string, HtmlPage>();
    for (const route of routesOf(listed[siteId]) ?? []) {
      if (!routePattern.test(route)) {
        warnings.push(`${siteId}: ignoring route ${JSON.stringify(route)}`);
        continue;
      }
      const page = (await loadPage(path.join(siteDir, pageFileName(route)))) ?? shell;
      if (page) routes.set(route, page);
      else warnings.push(`${siteId}: no page for ${route}`);
    }
    if (routes.size === 0) warnings.push(`${siteId}: no routes in the build`);
    const sentPages = new Map<string, HtmlPage>();
    for (const route of routesOf(listed[siteId], 'sentRoutes') ?? []) {
      if (!routes.has(route)) continue;
      const page = await loadPage(path.join(siteDir, sentPageFileName(route)));
      if (page) sentPages.set(route, page);
    }
    const privateRoutes = new Set(
      (routesOf(listed[siteId], 'privateRoutes') ?? []).filter((route) => routes.has(route)),
    );
    const sitemapRoutes = (
      routesOf(listed[siteId], 'sitemapRoutes') ??
      [...routes.keys()].filter((route) => !privateRoutes.has(route))
    ).filter((route) => routes.has(route));
    const publicDir = path.join(siteDir, 'public');
    const notFound = await loadPage(path.join(siteDir, '404.html'));
    const templateName = (listed[siteId] as { productTemplate?: unknown } | undefined)
      ?.productTemplate;
    const productTemplate =
      typeof templateName === 'string' && publicNamePattern.test(templateName)
        ? (await readOptional(path.join(siteDir, templateName)))?.toString('utf8')
        : undefined;
    const styleAttributes = new Set<string>();
    const inlineScripts = new Set<string>();
    for (const page of new Set([
      ...routes.values(),
      ...sentPages.values(),
      ...(notFound ? [notFound] : []),
    ])) {
      const html = page.body.toString('utf8');
      for (const value of styleAttributesOf(html)) styleAttributes.add(value);
      for (const text of inlineScriptsOf(html)) inlineScripts.add(text);
    }
    for (const text of productTemplate ? inlineScriptsOf(productTemplate) : []) {
      inlineScripts.add(text);
    }
    sites.set(siteId, {
      routes,
      sentPages,
      privateRoutes,
      sitemapRoutes,
      notFound,
      publicFiles: await listPublicFiles(publicDir),
      publicDir,
      styleAttributes,
      inlineScripts,
      productTemplate,
    });
  }
  const renderer =
    typeof manifest.renderer === 'string' ? path.resolve(buildDir, manifest.renderer) : undefined;
  return { built: true, sites, assetsDir, warnings, renderer };
}
