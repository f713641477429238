import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/auth/users.ts';
import { openDatabase } from '../../server/db/open.ts';
import {
  type Backend,
  backends,
  Client,
  createFixtureBuild,
  databaseUrlFor,
  killServerProcesses,
  type ServerProcess,
  send,
  startServerProcess,
} from './helpers.ts';
import { seedLargeInbox } from './inbox-data.ts';

const LEADS = 4000;
const staff = {
  email: 'lead-team@zcomm.example',
  name: 'Lead Team',
  password: 'a-scale-test-password',
};

/** The most memory the process has held so far (its peak resident set), in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * Downloads an export as a spreadsheet would, without keeping it: counts its bytes and its
 * records (the generated values hold no line breaks) and collects each record's id.
 */
function download(
  port: number,
  cookie: string,
): Promise<{ status: number; bytes: number; ids: string[]; header: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/inbox/export',
        headers: { host: 'agency.localhost', cookie },
        agent: false,
      },
      (response) => {
        // Bytes, not text: the test process stays free to time the pages meanwhile. Each line
        // end followed by a quote starts a record: its id is the next 36 bytes.
        let bytes = 0;
        let tail = Buffer.alloc(0);
        let header: string | undefined;
        const ids: string[] = [];
        const lineEnd = Buffer.from('\r\n');
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          const window = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
          header ??= window.subarray(0, window.indexOf(lineEnd)).toString('utf8');
          let keepFrom = window.length - 1;
          for (let at = window.indexOf(lineEnd); at !== -1; at = window.indexOf(lineEnd, at + 2)) {
            if (at + 2 + 38 > window.length) {
              keepFrom = at;
              break;
            }
            ids.push(window.subarray(at + 3, at + 39).toString('latin1'));
          }
          tail = Buffer.from(window.subarray(keepFrom));
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, ids, header: header ?? '' }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

// Seeding 4,000 leads of 33 KB each (twice: the fields and the search text) takes a while.
describe.each(backends)(
  'a large inbox on %s, in a server process of its own',
  { timeout: 240_000 },
  (backend: Backend) => {
    let root: string;
    let server: ServerProcess;
    let ids: string[];

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'zc-inbox-scale-'));
      const buildDir = path.join(root, 'build');
      const dataDir = path.join(root, 'data');
      await createFixtureBuild(buildDir);
      const databaseUrl = await databaseUrlFor(backend);
      const db = await openDatabase(dataDir, { databaseUrl });
      await createUser(db, staff);
      ids = await seedLargeInbox(db, LEADS);
      await db.close();
      server = await startServerProcess({
        buildDir,
        dataDir,
        databaseUrl,
      });
    }, 240_000);

    afterAll(async () => {
      await killServerProcesses();
      await rm(root, { recursive: true, force: true });
    });

    it('streams every lead in an export while pages on another host keep answering, in bounded memory', async () => {
      const client = new Client(server.port, 'agency.localhost');
      await client.visit('/');
      expect((await client.postJson('/api/auth/login', staff)).status).toBe(200);

      let exporting = true;
      const exported = download(server.port, client.cookieHeader() ?? '').finally(() => {
        exporting = false;
      });
      const latencies: number[] = [];
      while (exporting) {
        const started = performance.now();
        const page = await send(server.port, { host: 'workwear.localhost', path: '/faq' });
        latencies.push(performance.now() - started);
        expect(page.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const result = await exported;
      expect(result.status).toBe(200);
      expect(result.header).toMatch(
        /^\uFEFF"id","created_at","received_team_time","site","form","state","read","assignee",/,
      );
      // Every lead once, newest first, and nothing else.
      expect(result.ids).toHaveLength(LEADS);
      expect(result.ids).toEqual(ids);
      // Over 135 MB (about 44 KB a lead): fields at their limits, in 4-byte characters.
      expect(result.bytes).toBeGreaterThan(135_000_000);
      // The pages were asked for all along and answered promptly. Limits are wide, and read
      // from the slowest tenth: the machine runs other tests too (a server that blocked while it
      // built the export would have kept a page waiting for all of it, here seconds).
      expect(latencies.length).toBeGreaterThanOrEqual(10);
      const sorted = latencies.toSorted((x, y) => x - y);
      expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(300);
      expect(sorted.at(-1)).toBeLessThan(2000);
      expect(await peakRssMb(server.child.pid ?? 0)).toBeLessThan(600);
    });

    it('answers a deep page and a search quickly, with the right total', async () => {
      const client = new Client(server.port, 'agency.localhost');
      await client.visit('/');
      expect((await client.postJson('/api/auth/login', staff)).status).toBe(200);
      let cursor: string | null = null;
      const seen: string[] = [];
      // Forty pages in: each is one index range, however deep.
      for (let page = 0; page < 40; page += 1) {
        const started = performance.now();
        const response = await client.request(
          'GET',
          `/api/inbox/submissions${cursor ? `?cursor=${cursor}` : ''}`,
        );
        const elapsed = performance.now() - started;
        const body = response.json() as {
          submissions: { id: string }[];
          total: number;
          next_cursor: string | null;
        };
        expect(body.total).toBe(LEADS);
        expect(elapsed).toBeLessThan(1000);
        seen.push(...body.submissions.map((lead) => lead.id));
        cursor = body.next_cursor;
      }
      expect(seen).toEqual(ids.slice(0, 800));
      const search = await client.request(
        'GET',
        '/api/inbox/submissions?q=lead-3999%20quote%20jackets',
      );
      const found = search.json() as { submissions: { id: string }[]; total: number };
      expect(found.total).toBe(1);
      expect(found.submissions.map((lead) => lead.id)).toEqual([ids[3999]]);
    });
  },
);
