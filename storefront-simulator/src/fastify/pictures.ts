/**
 * The product pictures as the storefront's CDN serves them: each drawing rendered to a PNG at
 * the width asked, on threads of their own (`rasterise-worker.ts`), so a large picture never
 * holds up the server's other requests, and kept once rendered. Bounded on every side: a few
 * threads, a queue that refuses work beyond its length (the route answers 503), and a cache
 * with a limit on pictures and on bytes that lets the least recently used picture go.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PictureOptions {
  /** Drawing threads. @default 1 on a machine of 2 cores or fewer, else 2 */
  threads: number;
  /** Pictures waiting for a thread; one more is refused (`PicturesBusyError`). @default 64 */
  maxQueued: number;
  /** Rendered pictures kept. @default 2048 */
  maxPictures: number;
  /** Bytes of rendered pictures kept. @default 64 MiB */
  maxBytes: number;
}

export const defaultPictureOptions: PictureOptions = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueued: 64,
  maxPictures: 2048,
  maxBytes: 64 * 1024 * 1024,
};

/** Every drawing thread is busy and the queue is full: ask again in a moment. */
export class PicturesBusyError extends Error {
  constructor() {
    super('Every picture thread is busy');
    this.name = 'PicturesBusyError';
  }
}

interface Job {
  svg: string;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Renders SVG markup to PNG bytes on up to `threads` threads, started when first needed and
 * kept; a thread that dies fails its picture only and is replaced by the next one asked for.
 */
export class Rasteriser {
  readonly #threads: number;
  readonly #maxQueued: number;
  readonly #workers = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #working = new Map<Worker, Job>();
  readonly #queue: Job[] = [];
  #closed = false;

  constructor(options: Pick<PictureOptions, 'threads' | 'maxQueued'>) {
    this.#threads = Math.max(1, Math.floor(options.threads));
    this.#maxQueued = Math.max(0, Math.floor(options.maxQueued));
  }

  /** The PNG of `svg`, rendered at the size its markup states. */
  render(svg: string): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error('The picture threads are closed'));
    if (this.#queue.length >= this.#maxQueued && !this.#canStartNow()) {
      return Promise.reject(new PicturesBusyError());
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ svg, resolve, reject });
      this.#next();
    });
  }

  #canStartNow(): boolean {
    return this.#idle.length > 0 || this.#workers.size < this.#threads;
  }

  #next(): void {
    while (this.#queue.length > 0 && this.#canStartNow()) {
      const worker = this.#idle.pop() ?? this.#start();
      const job = this.#queue.shift() as Job;
      this.#working.set(worker, job);
      // A thread at work keeps the process alive; an idle one never does.
      worker.ref();
      worker.postMessage({ svg: job.svg });
    }
  }

  #start(): Worker {
    const worker = new Worker(new URL('./rasterise-worker.ts', import.meta.url));
    this.#workers.add(worker);
    worker.on('message', (message: { png?: Uint8Array; error?: string }) => {
      const job = this.#working.get(worker);
      this.#working.delete(worker);
      worker.unref();
      this.#idle.push(worker);
      if (message.png) {
        job?.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.length));
      } else {
        job?.reject(new Error(`The picture could not be drawn: ${message.error}`));
      }
      this.#next();
    });
    const fail = (error: Error) => {
      if (!this.#workers.delete(worker)) return;
      const idleAt = this.#idle.indexOf(worker);
      if (idleAt !== -1) this.#idle.splice(idleAt, 1);
      this.#working.get(worker)?.reject(error);
      this.#working.delete(worker);
      if (!this.#closed) this.#next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A picture thread stopped (${code})`)));
    return worker;
  }

  /** Stops every thread; pictures not yet drawn are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    const error = new Error('The picture threads are closed');
    for (const job of this.#queue.splice(0)) job.reject(error);
    await Promise.all([...this.#workers].map((worker) => worker.terminate()));
  }
}

/** A rendered picture: its PNG bytes and their entity tag. */
export interface RenderedPicture {
  png: Buffer;
  etag: string;
}

/**
 * Rendered pictures by key (shop, picture, width), the least recently used dropped beyond
 * `maxPictures` pictures or `maxBytes` bytes; a picture asked again while it is being rendered
 * waits for that rendering instead of starting another.
 */
export class PictureCache {
  readonly #maxPictures: number;
  readonly #maxBytes: number;
  readonly #pictures = new Map<string, RenderedPicture>();
  readonly #rendering = new Map<string, Promise<RenderedPicture>>();
  #bytes = 0;

  constructor(options: Pick<PictureOptions, 'maxPictures' | 'maxBytes'>) {
    this.#maxPictures = Math.max(0, Math.floor(options.maxPictures));
    this.#maxBytes = Math.max(0, Math.floor(options.maxBytes));
  }

  /** Pictures kept. */
  get size(): number {
    return this.#pictures.size;
  }

  /** Bytes of the pictures kept. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * The picture `key`: kept, being rendered, or rendered now by `render` (which answers
   * undefined when there is no such picture).
   */
  get(
    key: string,
    render: () => Promise<Buffer> | undefined,
  ): Promise<RenderedPicture> | RenderedPicture | undefined {
    const kept = this.#pictures.get(key);
    if (kept) {
      this.#pictures.delete(key);
      this.#pictures.set(key, kept);
      return kept;
    }
    const pending = this.#rendering.get(key);
    if (pending) return pending;
    const rendering = render();
    if (rendering === undefined) return undefined;
    const picture = rendering
      .then((png) => {
        const rendered = { png, etag: entityTag(png) };
        this.#keep(key, rendered);
        return rendered;
      })
      .finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, picture);
    return picture;
  }

  #keep(key: string, picture: RenderedPicture): void {
    this.#pictures.set(key, picture);
    this.#bytes += picture.png.length;
    while (this.#pictures.size > this.#maxPictures || this.#bytes > this.#maxBytes) {
      const [oldestKey, oldest] = this.#pictures.entries().next().value as [
        string,
        RenderedPicture,
      ];
      this.#pictures.delete(oldestKey);
      this.#bytes -= oldest.png.length;
    }
  }
}

/** A strong entity tag of `bytes`: their SHA-256, shortened. */
function entityTag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
