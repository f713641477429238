import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { addressesOfKind } from '@zcomm/site-data/routes';
import type { SiteId } from '@zcomm/site-data/tenants';

export const PORT = Number(process.env.E2E_PORT ?? 4317);

/** The address of a site's page on the local server. */
export function siteUrl(site: SiteId, route = '/'): string {
  return `http://${site}.localhost:${PORT}${route}`;
}

interface BuildManifest {
  sites: Record<SiteId, { routes: string[]; privateRoutes?: string[] }>;
}

function readManifest(): BuildManifest['sites'] {
  const buildDir = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build');
  const file = path.join(buildDir, 'manifest.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest).sites;
}

/**
 * The public routes the build prerendered, per site. The staff pages (sign-in, inbox) are left
 * out: they have their own suite, `inbox.spec.ts`.
 */
export function builtRoutes(): Record<SiteId, { routes: string[] }> {
  const sites = readManifest();
  return Object.fromEntries(
    Object.entries(sites).map(([site, { routes, privateRoutes = [] }]) => [
      site,
      { routes: routes.filter((route) => !privateRoutes.includes(route)) },
    ]),
  ) as Record<SiteId, { routes: string[] }>;
}

/**
 * A site's public routes with its collection pages reduced to the first: every collection page is
 * the one template around the storefront's frames, so a sweep of what that template draws (its
 * focus rings, its header's menus) learns nothing more from the others.
 */
export function templateRoutes(site: SiteId): string[] {
  const [, ...sameTemplate] = addressesOfKind(site, ['collection']);
  return builtRoutes()[site].routes.filter((route) => !sameTemplate.includes(route));
}

/** The staff pages the build prerendered, per site. */
export function builtStaffRoutes(): Partial<Record<SiteId, string[]>> {
  return Object.fromEntries(
    Object.entries(readManifest()).map(([site, { privateRoutes = [] }]) => [site, privateRoutes]),
  );
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

declare global {
  interface Window {
    __zcReportCspViolation?: (report: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation in any frame of any page of `context`
 * (the `securitypolicyviolation` event, forwarded through a binding) into the returned list.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__zcReportCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const sample = event.sample ? `: ${event.sample}` : '';
      window.__zcReportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}${where}${sample}`,
      );
    });
  });
  return violations;
}

/**
 * A page that records console errors, page errors and failed same-site requests;
 * the test fails if any happened unless it took them with `problems.take()`.
 * Every page of every test also fails it on a Content-Security-Policy violation, in any
 * frame: those cannot be taken.
 */
export const test = base.extend<{ problems: { list: string[]; take: () => string[] } }>({
  context: async ({ context }, use) => {
    const violations = await collectCspViolations(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  problems: async ({ page }, use) => {
    const list: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') list.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => list.push(`pageerror: ${error.message}`));
    const problems = {
      list,
      take: () => list.splice(0, list.length),
    };
    await use(problems);
    expect(list, 'console or page errors').toEqual([]);
  },
});

export { expect };

/** Waits until the client has hydrated (React attaches its root marker). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Where the end-to-end server keeps its database (scripts/e2e-server.mjs). */
export const E2E_DATA_DIR = path.join(import.meta.dirname, `../../test-results/e2e-data-${PORT}`);

export interface StoredSubmission {
  id: number;
  form: string;
  site: string;
  created_at: string;
  data: Record<string, string>;
}

/** Every stored submission, read the way an operator would: `npm run submissions -- --json`. */
export function storedSubmissions(): StoredSubmission[] {
  const output = execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, '../../server/cli/submissions.ts'), '--json'],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' },
  );
  return JSON.parse(output) as StoredSubmission[];
}

/** The local demo's staff account (scripts/e2e-server.mjs starts the server with LOCAL_DEMO=1). */
export const DEMO_STAFF = { email: 'demo@zcomm.example', password: 'demo-password-2025' };

/**
 * A call on a site's host from the test itself (Node resolves no `*.localhost` name): the
 * loopback address with the site's `Host`. A request context keeps the cookies the answers set.
 */
export function siteCall(site: SiteId, route: string) {
  return {
    url: `http://127.0.0.1:${PORT}${route}`,
    headers: { host: `${site}.localhost:${PORT}` },
  };
}

/** The XSRF token a request context holds (a page of the site gives it one). */
export async function xsrfToken(request: APIRequestContext, site: SiteId): Promise<string> {
  const find = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const held = await find();
  if (held) return held;
  const { url, headers } = siteCall(site, '/login');
  await request.get(url, { headers });
  const token = await find();
  if (!token) throw new Error(`${site} gave no XSRF-TOKEN cookie`);
  return token;
}

/**
 * Signs the demo staff account in through the inbox's API on the agency's host (for a test
 * whose point is not the sign-in page), then reads a lead as the inbox does.
 */
export async function readLeadAsStaff(
  request: APIRequestContext,
  id: string,
): Promise<Record<string, unknown>> {
  const token = await xsrfToken(request, 'agency');
  const login = siteCall('agency', '/api/auth/login');
  const signedIn = await request.post(login.url, {
    headers: { ...login.headers, 'x-xsrf-token': token },
    data: DEMO_STAFF,
  });
  expect(signedIn.status(), 'staff sign-in').toBe(200);
  const read = siteCall('agency', `/api/inbox/submissions/${encodeURIComponent(id)}`);
  const lead = await request.get(read.url, { headers: read.headers });
  expect(lead.status(), 'the lead').toBe(200);
  return (await lead.json()) as Record<string, unknown>;
}
