/**
 * The bulk orders' artwork on disk: each file under the data directory's `uploads/` (never under
 * the build the sites are served from) by a random name, written there first as `<name>.part`
 * while it arrives, then kept once its lead is stored. Its kind is read from its content, never
 * its name or the type the browser claimed: a file whose first 4 KB are no PNG, JPEG, PDF or SVG
 * is read to its end (the form's answer comes after the body) but never written. Files no lead
 * names any more (erased in the inbox, or by the retention sweep) are removed by `eraseOrphans`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ArtworkType } from '@zcomm/site-data/bulk-order';
import type { Queryable } from '../db/database.ts';

/** A `.part` file older than this was left by a request that never finished: erased. */
const STALE_PART_MS = 60 * 60_000;
/** Bytes read from the start of a file to tell its kind. */
const HEAD_BYTES = 4096;

/** The folder of the uploads, inside the data directory. */
export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** A file received and not kept yet: its temporary path, its size and whether it was cut off. */
export interface ReceivedFile {
  storedName: string;
  partPath: string;
  bytes: number;
  /** The name the file had on the sender's machine, as sent. */
  fileName: string;
  /** Longer than the limit: only the limit's bytes were written. */
  truncated: boolean;
  /** Its first bytes are no PNG, JPEG, PDF or SVG: none of it was written. */
  refused: boolean;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** What may come before an SVG's root element: a BOM, an XML declaration, comments, a doctype. */
const svgStart =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * The kind a file's first bytes promise: PNG, JPEG and PDF by their signatures (which settle
 * it), or `svg` when they open like an SVG document (which only the whole file can settle).
 */
function promisedBy(head: Buffer): ArtworkType | 'svg' | undefined {
  const starts = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return svgStart.test(head.toString('utf8')) ? 'svg' : undefined;
}

/**
 * The kind of a file by its content: PNG, JPEG and PDF by their signatures, SVG when the whole
 * file is UTF-8 text without NUL whose root element is an `<svg>` in the SVG namespace, ending
 * with `</svg>`. Anything else is `undefined`.
 */
export async function artworkTypeOf(
  head: Buffer,
  whole?: () => Promise<Buffer>,
): Promise<ArtworkType | undefined> {
  const promised = promisedBy(head);
  if (promised !== 'svg') return promised;
  const content = whole ? await whole() : head;
  if (content.includes(0)) return undefined;
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
  const root = source.match(/<svg[\s>][^>]*/i)?.[0] ?? '';
  if (!root.includes(SVG_NAMESPACE) || !/<\/svg>\s*$/i.test(source)) return undefined;
  return 'image/svg+xml';
}

/**
 * Holds a file's first bytes until they say whether it may be artwork: passes it on if so, and
 * otherwise lets it arrive to its end while nothing of it is written.
 */
function artworkGate(): { gate: Transform; refused: () => boolean } {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let verdict: boolean | undefined;
  const decide = (stream: Transform) => {
    const head = Buffer.concat(held);
    held = [];
    verdict = promisedBy(head) !== undefined;
    if (verdict) stream.push(head);
  };
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (verdict !== undefined) return done(null, verdict ? chunk : undefined);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= HEAD_BYTES) decide(this);
      done();
    },
    flush(done) {
      if (verdict === undefined) decide(this);
      done();
    },
  });
  return { gate, refused: () => verdict === false };
}

/** The artwork files of the server's data directory. */
export class ArtworkStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = uploadsDirectory(dataDir);
  }

  /** The path of a kept file (its name is always one this store made). */
  pathOf(storedName: string): string {
    if (!/^[0-9a-f]{32}$/.test(storedName)) throw new Error('Not an upload name');
    return path.join(this.directory, storedName);
  }

  /**
   * Writes an arriving file as `<random>.part`, at most `limit` bytes of it; a file whose first
   * bytes are no artwork is read to its end and written nowhere (the part stays empty).
   */
  async receive(
    file: Readable & { truncated?: boolean },
    limit: number,
    fileName: string,
  ): Promise<ReceivedFile> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const storedName = randomBytes(16).toString('hex');
    const partPath = `${this.pathOf(storedName)}.part`;
    let bytes = 0;
    file.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    const { gate, refused } = artworkGate();
    try {
      await pipeline(file, gate, createWriteStream(partPath, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(partPath, { force: true });
      throw error;
    }
    return {
      storedName,
      partPath,
      bytes,
      fileName,
      truncated: Boolean(file.truncated) || bytes > limit,
      refused: refused(),
    };
  }

  /** The kind of a received file, by its content. */
  async typeOf(received: ReceivedFile): Promise<ArtworkType | undefined> {
    if (received.refused) return undefined;
    const handle = await open(received.partPath, 'r');
    try {
      const head = Buffer.alloc(Math.min(HEAD_BYTES, received.bytes));
      await handle.read(head, 0, head.length, 0);
      return await artworkTypeOf(head, () => handle.readFile());
    } finally {
      await handle.close();
    }
  }

  /** Keeps a received file under its final name (once its lead is stored). */
  keep(received: ReceivedFile): Promise<void> {
    return rename(received.partPath, this.pathOf(received.storedName));
  }

  /** Removes a received file that is not kept. */
  discard(received: ReceivedFile): Promise<void> {
    return rm(received.partPath, { force: true });
  }

  /** Removes a kept file. */
  erase(storedName: string): Promise<void> {
    return rm(this.pathOf(storedName), { force: true });
  }

  /**
   * Removes every file no stored upload names (its lead was erased), and `.part` files left by
   * requests that never finished; returns how many.
   */
  async eraseOrphans(db: Queryable, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const rows = await db.all('SELECT stored_name FROM lead_uploads');
    const kept = new Set(rows.map((row) => String(row.stored_name)));
    let erased = 0;
    for (const name of names) {
      const file = path.join(this.directory, name);
      if (name.endsWith('.part')) {
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs < STALE_PART_MS) continue;
      } else if (kept.has(name)) continue;
      await rm(file, { force: true });
      erased += 1;
    }
    return erased;
  }
}
