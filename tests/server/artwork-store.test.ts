import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArtworkStore, uploadsDirectory } from '../../server/uploads/artwork.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n',
);
const LIMIT = 25 * 1024 * 1024;

let dataDir: string;
let store: ArtworkStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zc-artwork-'));
  store = new ArtworkStore(dataDir);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The bytes on disk under the uploads folder, now. */
async function bytesOnDisk(): Promise<number> {
  const directory = uploadsDirectory(dataDir);
  const names = await readdir(directory).catch(() => []);
  let total = 0;
  for (const name of names) total += (await stat(path.join(directory, name))).size;
  return total;
}

/**
 * A file arriving in chunks, as a slow upload does: after each chunk past the first it notes how
 * many bytes the store has written so far.
 */
function arriving(chunks: Buffer[], seen: number[]): Readable {
  return Readable.from(
    (async function* () {
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0) seen.push(await bytesOnDisk());
        yield chunk;
      }
    })(),
  );
}

describe('artwork as it arrives', () => {
  it('writes nothing of a file whose first bytes are no artwork, and reads it to its end', async () => {
    // 8 MB of text named logo.png, in 128 chunks of 64 KB.
    const chunks = Array.from({ length: 128 }, () => Buffer.alloc(64 * 1024, 'not a picture '));
    const seen: number[] = [];
    const received = await store.receive(arriving(chunks, seen), LIMIT, 'logo.png');
    expect(received).toMatchObject({ bytes: 8 * 1024 * 1024, refused: true, truncated: false });
    expect(seen).toHaveLength(127);
    expect(Math.max(...seen)).toBe(0);
    expect(await store.typeOf(received)).toBeUndefined();
    await store.discard(received);
    expect(await readdir(uploadsDirectory(dataDir))).toEqual([]);
  });

  it('writes a PNG whole, its first bytes included, however finely they arrive', async () => {
    const body = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200 * 1024, 7)]);
    // The signature a byte at a time, then the rest in 8 KB chunks.
    const chunks = [...PNG_SIGNATURE].map((byte) => Buffer.from([byte]));
    for (let offset = PNG_SIGNATURE.length; offset < body.length; offset += 8192) {
      chunks.push(body.subarray(offset, offset + 8192));
    }
    const received = await store.receive(arriving(chunks, []), LIMIT, 'logo.png');
    expect(received).toMatchObject({ bytes: body.length, refused: false });
    expect(await readFile(received.partPath)).toEqual(body);
    expect(await store.typeOf(received)).toBe('image/png');
  });

  it('decides a file shorter than its first 4 KB once it has all arrived', async () => {
    const svg = await store.receive(arriving([SVG], []), LIMIT, 'logo.svg');
    expect(svg.refused).toBe(false);
    expect(await readFile(svg.partPath)).toEqual(SVG);
    expect(await store.typeOf(svg)).toBe('image/svg+xml');

    const words = await store.receive(arriving([Buffer.from('hello')], []), LIMIT, 'logo.svg');
    expect(words).toMatchObject({ bytes: 5, refused: true });
    expect(await store.typeOf(words)).toBeUndefined();
  });

  it('still reads an SVG to its end before taking it', async () => {
    // Opens like an SVG; its end shows it is not one.
    const unfinished = Buffer.concat([SVG.subarray(0, SVG.length - 8), Buffer.alloc(8192, 'x')]);
    const received = await store.receive(arriving([unfinished], []), LIMIT, 'logo.svg');
    expect(received.refused).toBe(false);
    expect(await store.typeOf(received)).toBeUndefined();
  });
});
