import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { siteIds } from '@zcomm/site-data/tenants';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import type { ServerOptions } from '../../server/options.ts';
import { createDatabase } from './services.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Routes of the fixture build, per site. */
export const fixtureRoutes: Record<string, string[]> = {
  workwear: ['/', '/faq', '/contact', '/jackets'],
  sailing: ['/', '/privacy-policy', '/contact'],
  agency: ['/', '/faq', '/quote', '/contact', '/login', '/inbox'],
  'stub-1': ['/', '/contact'],
  'stub-2': ['/', '/contact'],
  'stub-3': ['/', '/contact'],
};

/** Text every fixture page carries, so a test can tell which page it got. */
export function pageMarker(siteId: string, name: string): string {
  return `page:${siteId}:${name}`;
}

/** Text well over 1 KB, so the server compresses the fixture files that carry it. */
const filler = 'Hi-vis jackets, vests and shirts, shipped across the U.S. '.repeat(40);
export const SECRET = 'secret-that-must-never-be-served';
export const ASSET_JS = 'app-3f9a1c.js';
export const ASSET_CSS = 'site-77b0d2.css';

function html(siteId: string, name: string): string {
  return `<!doctype html><html lang="en" data-brand="${siteId}"><head><title>${name}</title></head><body><main><p>${pageMarker(siteId, name)}</p><p>${filler}</p></main></body></html>`;
}

/** Writes a small build in the layout of the real one: manifest, pages, public files, assets. */
export async function createFixtureBuild(buildDir: string): Promise<void> {
  const assets = path.join(buildDir, 'client', 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(buildDir, 'client', 'index.html'), html('shell', 'shell'));
  const js = `console.log(${JSON.stringify(filler)});\n`;
  await writeFile(path.join(assets, ASSET_JS), js);
  await writeFile(path.join(assets, `${ASSET_JS}.br`), brotliCompressSync(js));
  await writeFile(path.join(assets, `${ASSET_JS}.gz`), gzipSync(js));
  await writeFile(path.join(assets, ASSET_CSS), `body{margin:0}/* ${filler} */\n`);
  await writeFile(path.join(assets, '.hidden'), SECRET);
  await writeFile(path.join(buildDir, 'package.json'), JSON.stringify({ name: SECRET }));
  await writeFile(path.join(buildDir, 'client', 'secret.txt'), SECRET);

  const sites: Record<string, { routes: string[]; sentRoutes: string[]; privateRoutes: string[] }> =
    {};
  for (const siteId of siteIds) {
    const routes = fixtureRoutes[siteId] ?? ['/'];
    // Form pages have a thank-you view at `?sent=1` (the stubs' contact pages have no form).
    const sentRoutes = siteId.startsWith('stub-')
      ? []
      : routes.filter((route) => route === '/contact' || route === '/quote');
    // The staff pages: served no-store and noindex.
    const privateRoutes = routes.filter((route) => route === '/login' || route === '/inbox');
    sites[siteId] = { routes, sentRoutes, privateRoutes };
    const dir = path.join(buildDir, 'pages', siteId);
    await mkdir(path.join(dir, 'public'), { recursive: true });
    for (const route of routes) {
      const name = route === '/' ? 'index' : route.slice(1);
      const page = html(siteId, name);
      await writeFile(path.join(dir, `${name}.html`), page);
      if (route === '/') {
        await writeFile(path.join(dir, `${name}.html.br`), brotliCompressSync(page));
        await writeFile(path.join(dir, `${name}.html.gz`), gzipSync(page));
      }
    }
    for (const route of sentRoutes) {
      await writeFile(
        path.join(dir, `${route.slice(1)}.sent.html`),
        html(siteId, `${route.slice(1)}-sent`),
      );
    }
    await writeFile(path.join(dir, '404.html'), html(siteId, '404'));
    await writeFile(path.join(dir, 'public', 'robots.txt'), `User-agent: *\n# ${siteId}\n`);
    await writeFile(
      path.join(dir, 'public', 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg"><title>${siteId}</title></svg>`,
    );
  }
  await writeFile(path.join(buildDir, 'manifest.json'), JSON.stringify({ sites }));
}

/** The databases the server tests run against. */
export type Backend = 'sqlite' | 'postgres';
export const backends: readonly Backend[] = ['sqlite', 'postgres'];

/**
 * A fresh database on `backend` for one test: undefined for SQLite (a new data folder holds
 * it), or the URL of a new database on the run's PostgreSQL server.
 */
export async function databaseUrlFor(backend: Backend): Promise<string | undefined> {
  return backend === 'postgres' ? createDatabase(inject('postgresUrl')) : undefined;
}

/** Opens the test's database as the server does (SQLite in `dataDir`, or `databaseUrl`). */
export function openTestDatabase(
  dataDir: string,
  databaseUrl: string | undefined,
  options: { readOnly?: boolean } = {},
): Promise<Database> {
  return openDatabase(dataDir, { databaseUrl, ...options });
}

export interface TestServer {
  app: FastifyInstance;
  port: number;
  dataDir: string;
  buildDir: string;
  close: () => Promise<void>;
}

/**
 * Starts a server on a free port over a fresh data dir and the fixture build, answering the
 * local `*.localhost` names as the local demo does (`localHosts: false` for production's hosts only).
 */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'zc-server-'));
  const buildDir = options.buildDir ?? path.join(root, 'build');
  const dataDir = options.dataDir ?? path.join(root, 'data');
  if (!options.buildDir) await createFixtureBuild(buildDir);
  const app = await buildServer({
    storefront: false,
    localHosts: true,
    ...options,
    buildDir,
    dataDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    dataDir,
    buildDir,
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => unknown;
}

export interface RawRequest {
  method?: string;
  path?: string;
  /** Sent as the Host header; `null` sends none. */
  host: string | null;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
}

/**
 * One HTTP request over a real socket, exactly as given: the path is not normalised, the
 * Host header is whatever the test says, and the answer is not decompressed.
 */
export function send(port: number, request: RawRequest): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (request.host !== null) headers.host = request.host;
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== undefined) headers[name] = value;
  }
  const chunked = headers['transfer-encoding'] !== undefined;
  if (request.body !== undefined && !chunked && headers['content-length'] === undefined) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.path ?? '/',
        headers,
        setHost: false,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text,
            json: () => JSON.parse(text) as unknown,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** Cookie name → value from a response's Set-Cookie headers. */
export function cookiesFrom(response: RawResponse): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index).trim()] = decodeURIComponent(pair.slice(index + 1).trim());
  }
  return cookies;
}

/** The full Set-Cookie line for one cookie, for checking its attributes. */
export function setCookieLine(response: RawResponse, name: string): string | undefined {
  return (response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));
}

/**
 * A browser-like client for one site host: keeps cookies and echoes the XSRF cookie in the
 * header on non-GET calls (unless told not to).
 */
export class Client {
  readonly port: number;
  readonly host: string;
  readonly cookies: Record<string, string> = {};

  constructor(port: number, host: string) {
    this.port = port;
    this.host = host;
  }

  cookieHeader(): string | undefined {
    const pairs = Object.entries(this.cookies).map(([name, value]) => `${name}=${value}`);
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }

  async request(
    method: string,
    path: string,
    options: {
      headers?: Record<string, string | undefined>;
      body?: string | Buffer;
      xsrf?: boolean;
    } = {},
  ): Promise<RawResponse> {
    const headers: Record<string, string | undefined> = {
      accept: 'application/json',
      cookie: this.cookieHeader(),
    };
    const token = this.cookies['XSRF-TOKEN'];
    if (method !== 'GET' && (options.xsrf ?? true) && token) headers['x-xsrf-token'] = token;
    const response = await send(this.port, {
      method,
      path,
      host: this.host,
      headers: { ...headers, ...options.headers },
      body: options.body,
    });
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) delete this.cookies[name];
      else this.cookies[name] = value;
    }
    return response;
  }

  /** Loads a page first, as a browser would, which hands out the XSRF cookie. */
  async visit(path = '/'): Promise<RawResponse> {
    return this.request('GET', path, { headers: { accept: 'text/html' } });
  }

  postJson(path: string, value: unknown, options: { xsrf?: boolean } = {}): Promise<RawResponse> {
    return this.request('POST', path, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
      xsrf: options.xsrf,
    });
  }
}

/** A multipart/form-data body with text fields and, optionally, one file part. */
export function multipartBody(
  fields: Record<string, string | readonly string[]>,
  file?: { field: string; filename: string; content: string },
): { body: Buffer; contentType: string } {
  const boundary = `----zc${Math.random().toString(16).slice(2)}`;
  // A field given several values is sent once for each.
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (typeof value === 'string' ? [value] : value).map(
      (one) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output: () => string;
}

const spawnedServers = new Set<ChildProcess>();

/** Kills (SIGKILL) every server process started by `startServerProcess` that still runs. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...spawnedServers].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * Starts `server/main.ts` as its own process on a free loopback port, over the given build and
 * data directories; resolves once it listens.
 */
export function startServerProcess(options: {
  buildDir: string;
  dataDir: string;
  /** PostgreSQL instead of SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      LOCAL_DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      BUILD_DIR: options.buildDir,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      STOREFRONT_SIMULATOR: '0',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawnedServers.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      spawnedServers.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ child, port: Number(match[1]), exited, output: () => output });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * The fastest of three timed runs: a server that really does the work (or freezes) is slow
 * every time, while a machine busy with other tests only slows some runs.
 */
export async function fastestOf<T>(run: () => Promise<T>): Promise<{ result: T; elapsed: number }> {
  let best: { result: T; elapsed: number } | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    const result = await run();
    const elapsed = performance.now() - started;
    if (!best || elapsed < best.elapsed) best = { result, elapsed };
  }
  return best as { result: T; elapsed: number };
}

/** What became of one post sent while a server may die: its answer, or the socket's error. */
export interface PostOutcome {
  key: string;
  status?: number;
  id?: string;
  error?: string;
}

/**
 * Posts one agency contact submission as a script would, on its own socket, under the
 * idempotency `key`: a dropped connection is an outcome, never a rejection. With `holdUntil`,
 * half the body goes out at once and the rest only after that promise settles.
 */
export function postAgencyContact(
  port: number,
  xsrf: string,
  key: string,
  fields: Record<string, string>,
  holdUntil?: Promise<unknown>,
): Promise<PostOutcome> {
  const body = JSON.stringify({ ...fields, idempotency_key: key });
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/forms/agency-contact',
        agent: false,
        headers: {
          host: 'agency.localhost',
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({ key, status, id: (JSON.parse(text) as { id?: string }).id });
          } catch {
            resolve({ key, status, error: 'unreadable answer' });
          }
        });
        response.on('error', (error) => resolve({ key, error: error.message }));
      },
    );
    outgoing.on('error', (error) => resolve({ key, error: error.message }));
    if (holdUntil) {
      outgoing.write(body.slice(0, body.length / 2));
      void holdUntil.then(() => {
        if (!outgoing.destroyed) outgoing.end(body.slice(body.length / 2));
      });
    } else {
      outgoing.end(body);
    }
  });
}

/** Whether the server acknowledged a post: stored (201) or already stored (200), with its id. */
export function isAcknowledged(outcome: PostOutcome): boolean {
  return (outcome.status === 201 || outcome.status === 200) && typeof outcome.id === 'string';
}
