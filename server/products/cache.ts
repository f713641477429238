/** How a cache keeps what it loaded. */
export interface CacheSettings {
  /** How long a loaded value is served without asking again. */
  ttlMs: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes kept (the values' JSON size); the least recently used goes first. */
  maxBytes: number;
  /**
   * Most absent values (`null`: the source has nothing under the key) kept, apart from the
   * others, so that asking for keys that do not exist never pushes out one that does; the
   * least recently used goes first. @default maxEntries
   */
  maxAbsentEntries?: number;
  /** How long one load may take before it counts as failed. */
  timeoutMs: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  loadedAt: number;
}

/** Where an answer came from, for logs, headers and tests. */
export type CacheOutcome = 'hit' | 'miss' | 'stale';

export interface CacheResult<V> {
  value: V;
  outcome: CacheOutcome;
}

/** A load that took longer than the cache's timeout. */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';
}

/**
 * An in-memory cache of loaded values with a time to live, served stale while one background
 * load refreshes it, and bounded by entry count and bytes (least recently used out first).
 * Absent values (`null`, a key the source has nothing under) are kept in a list of their own,
 * bounded by count, so they never push out a present one. A value whose refresh fails stays
 * (the last good copy); a key never loaded and failing rejects. Concurrent requests for one key
 * share one load. Each load has a timeout, so a slow source never holds a request.
 */
export class SwrCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #absent = new Map<string, Entry<V>>();
  #absentBytes = 0;
  readonly #loading = new Map<string, Promise<V>>();
  readonly #settings: CacheSettings;
  readonly #now: () => number;
  readonly #onRefreshError: (key: string, error: unknown) => void;
  #bytes = 0;

  constructor(
    settings: CacheSettings,
    options: { now?: () => number; onRefreshError?: (key: string, error: unknown) => void } = {},
  ) {
    this.#settings = settings;
    this.#now = options.now ?? Date.now;
    this.#onRefreshError = options.onRefreshError ?? (() => undefined);
  }

  /** Entries and bytes held (absent values apart). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** Absent values held, and the bytes of their keys. */
  get absentSize(): { entries: number; bytes: number } {
    return { entries: this.#absent.size, bytes: this.#absentBytes };
  }

  /**
   * The value of `key`: the cached one while fresh; a stale one at once while `load`
   * refreshes it in the background (a failed refresh keeps it); otherwise what `load`
   * resolves to within the timeout, or its error.
   */
  async get(key: string, load: (signal: AbortSignal) => Promise<V>): Promise<CacheResult<V>> {
    const list = this.#entries.has(key) ? this.#entries : this.#absent;
    const entry = list.get(key);
    if (entry) {
      // Most recently used goes last.
      list.delete(key);
      list.set(key, entry);
      if (this.#now() - entry.loadedAt < this.#settings.ttlMs) {
        return { value: entry.value, outcome: 'hit' };
      }
      this.#load(key, load).catch((error: unknown) => this.#onRefreshError(key, error));
      return { value: entry.value, outcome: 'stale' };
    }
    return { value: await this.#load(key, load), outcome: 'miss' };
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
    this.#absent.clear();
    this.#bytes = 0;
    this.#absentBytes = 0;
  }

  #load(key: string, load: (signal: AbortSignal) => Promise<V>): Promise<V> {
    const running = this.#loading.get(key);
    if (running) return running;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new LoadTimeoutError(
          `Loading took longer than ${this.#settings.timeoutMs} ms`,
        );
        controller.abort(error);
        reject(error);
      }, this.#settings.timeoutMs);
      timer.unref?.();
    });
    const loading = Promise.race([load(controller.signal), timeout])
      .then((value) => {
        this.#store(key, value);
        return value;
      })
      .finally(() => {
        clearTimeout(timer);
        this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  #store(key: string, value: V): void {
    this.#forget(key);
    if (value === null) {
      this.#storeAbsent(key, value);
      return;
    }
    const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
    if (bytes > this.#settings.maxBytes) return;
    this.#entries.set(key, { value, bytes, loadedAt: this.#now() });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (
        this.#entries.size <= this.#settings.maxEntries &&
        this.#bytes <= this.#settings.maxBytes
      ) {
        break;
      }
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  /** Keeps an absent value in its own list: only another absent one makes room for it. */
  #storeAbsent(key: string, value: V): void {
    const max = this.#settings.maxAbsentEntries ?? this.#settings.maxEntries;
    if (max < 1) return;
    const bytes = Buffer.byteLength(key);
    this.#absent.set(key, { value, bytes, loadedAt: this.#now() });
    this.#absentBytes += bytes;
    for (const [oldest, entry] of this.#absent) {
      if (this.#absent.size <= max) break;
      this.#absent.delete(oldest);
      this.#absentBytes -= entry.bytes;
    }
  }

  /** Drops what is kept under `key`, in either list. */
  #forget(key: string): void {
    const present = this.#entries.get(key);
    if (present) {
      this.#entries.delete(key);
      this.#bytes -= present.bytes;
    }
    const absent = this.#absent.get(key);
    if (absent) {
      this.#absent.delete(key);
      this.#absentBytes -= absent.bytes;
    }
  }
}
