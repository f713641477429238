import { describe, expect, it } from 'vitest';
import { type CacheSettings, LoadTimeoutError, SwrCache } from '../../server/products/cache.ts';
import { defaultProductPageSettings } from '../../server/products/index.ts';
import { parseProductPageSettings } from '../../server/products/settings.ts';

const settings: CacheSettings = { ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000, timeoutMs: 200 };

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Resolves once pending promise callbacks have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the product cache', () => {
  it('loads once, then answers from memory until the time to live is up', async () => {
    const time = clock();
    const cache = new SwrCache<string>(settings, { now: time.now });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get('a', load)).toEqual({ value: 'value 1', outcome: 'miss' });
    time.advance(999);
    expect(await cache.get('a', load)).toEqual({ value: 'value 1', outcome: 'hit' });
    expect(loads).toBe(1);
  });

  it('serves the stale copy at once past the time to live and refreshes it in the background', async () => {
    const time = clock();
    const cache = new SwrCache<string>(settings, { now: time.now });
    let loads = 0;
    let release: () => void = () => undefined;
    const load = async () => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
      return `value ${loads}`;
    };
    await cache.get('a', load);
    time.advance(1_000);
    // Two shoppers while the refresh runs: both get the stale copy; one refresh runs.
    expect(await cache.get('a', load)).toEqual({ value: 'value 1', outcome: 'stale' });
    expect(await cache.get('a', load)).toEqual({ value: 'value 1', outcome: 'stale' });
    expect(loads).toBe(2);
    release();
    await settle();
    expect(await cache.get('a', load)).toEqual({ value: 'value 2', outcome: 'hit' });
  });

  it('keeps the last good copy when a refresh fails, and reports the failure', async () => {
    const time = clock();
    const failures: string[] = [];
    const cache = new SwrCache<string>(settings, {
      now: time.now,
      onRefreshError: (key, error) => failures.push(`${key}: ${(error as Error).message}`),
    });
    await cache.get('a', async () => 'good');
    time.advance(5_000);
    const down = async (): Promise<string> => {
      throw new Error('storefront down');
    };
    expect(await cache.get('a', down)).toEqual({ value: 'good', outcome: 'stale' });
    await settle();
    expect(failures).toEqual(['a: storefront down']);
    expect(await cache.get('a', down)).toEqual({ value: 'good', outcome: 'stale' });
  });

  it('rejects when a key never loaded fails, and shares one load between callers', async () => {
    const cache = new SwrCache<string>(settings);
    let loads = 0;
    const failing = async (): Promise<string> => {
      loads += 1;
      await settle();
      throw new Error('storefront down');
    };
    const results = await Promise.allSettled([cache.get('a', failing), cache.get('a', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    // A later request tries again.
    expect(await cache.get('a', async () => 'back')).toEqual({ value: 'back', outcome: 'miss' });
  });

  it('times out a load that does not answer, and aborts it', async () => {
    const cache = new SwrCache<string>({ ...settings, timeoutMs: 30 });
    let aborted = false;
    const hanging = (signal: AbortSignal) =>
      new Promise<string>(() => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
      });
    await expect(cache.get('a', hanging)).rejects.toBeInstanceOf(LoadTimeoutError);
    expect(aborted).toBe(true);
  });

  it('drops the least recently used entries beyond its count', async () => {
    const cache = new SwrCache<string>({ ...settings, maxEntries: 2 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recently used
    await cache.get('c', load); // b goes
    expect(cache.size.entries).toBe(2);
    expect((await cache.get('a', load)).outcome).toBe('hit');
    expect((await cache.get('b', load)).outcome).toBe('miss');
  });

  it('stays within its bytes, and keeps no value larger than all of them', async () => {
    const cache = new SwrCache<string>({ ...settings, maxBytes: 250 });
    const of = (size: number) => async () => 'x'.repeat(size);
    await cache.get('a', of(100));
    await cache.get('b', of(100));
    await cache.get('c', of(100));
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
    expect(cache.size.entries).toBe(2);
    expect((await cache.get('huge', of(1_000))).value).toHaveLength(1_000);
    expect((await cache.get('huge', of(1_000))).outcome).toBe('miss');
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
  });
});

describe('unknown handles in the product cache', () => {
  const product = { title: 'Class 3 Hi-Vis Bomber Jacket' };

  it('keeps a real product through 1,150 unknown handles', async () => {
    const cache = new SwrCache<typeof product | null>(defaultProductPageSettings);
    let loads = 0;
    const real = async () => {
      loads += 1;
      return product;
    };
    await cache.get('beacon-workwear/bomber', real);
    // The storefront has none of them: each answer is null.
    for (let index = 0; index < 1_150; index += 1) {
      await cache.get(`beacon-workwear/junk-${index}`, async () => null);
    }
    expect(await cache.get('beacon-workwear/bomber', real)).toEqual({
      value: product,
      outcome: 'hit',
    });
    expect(loads).toBe(1);
    expect(cache.size.entries).toBe(1);
    expect(cache.absentSize.entries).toBe(defaultProductPageSettings.maxAbsentEntries);
  });

  it('keeps unknown handles apart, bounded, least recently used out first', async () => {
    const cache = new SwrCache<typeof product | null>({
      ...settings,
      maxEntries: 2,
      maxAbsentEntries: 3,
    });
    let loads = 0;
    const none = async () => {
      loads += 1;
      return null;
    };
    await cache.get('a', async () => product);
    await cache.get('b', async () => product);
    for (const key of ['x', 'y', 'z', 'x', 'w']) await cache.get(key, none);
    // x was asked again (no load): y, the least recently used, made room for w.
    expect(loads).toBe(4);
    expect(cache.absentSize.entries).toBe(3);
    expect((await cache.get('x', none)).outcome).toBe('hit');
    expect((await cache.get('y', none)).outcome).toBe('miss');
    expect(cache.size.entries).toBe(2);
    expect((await cache.get('a', none)).outcome).toBe('hit');
    expect((await cache.get('b', none)).outcome).toBe('hit');
  });

  it('moves a product between the two as the storefront finds it or not', async () => {
    const time = clock();
    const cache = new SwrCache<typeof product | null>(settings, { now: time.now });
    await cache.get('a', async () => null);
    time.advance(1_000);
    // Past its time to live, an unknown handle is served stale and asked again, like a product.
    expect(await cache.get('a', async () => product)).toEqual({ value: null, outcome: 'stale' });
    await settle();
    expect(await cache.get('a', async () => null)).toEqual({ value: product, outcome: 'hit' });
    expect(cache.size.entries).toBe(1);
    expect(cache.absentSize.entries).toBe(0);
    time.advance(1_000);
    await cache.get('a', async () => null);
    await settle();
    expect(await cache.get('a', async () => product)).toEqual({ value: null, outcome: 'hit' });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect(cache.absentSize.entries).toBe(1);
  });
});

describe('the product cache settings', () => {
  it('reads whole numbers in their units, and leaves out what is not set', () => {
    expect(
      parseProductPageSettings({
        PRODUCT_CACHE_TTL_SECONDS: '30',
        PRODUCT_CACHE_MAX_ENTRIES: '200',
        PRODUCT_CACHE_MAX_MB: '4',
        PRODUCT_CACHE_MAX_UNKNOWN: '5000',
        STOREFRONT_TIMEOUT_MS: '1500',
        SITEMAP_CACHE_TTL_SECONDS: '',
      }),
    ).toEqual({
      ttlMs: 30_000,
      maxEntries: 200,
      maxBytes: 4 * 1024 * 1024,
      maxAbsentEntries: 5_000,
      timeoutMs: 1_500,
    });
    expect(parseProductPageSettings({})).toEqual({});
  });

  it('names the variable that is wrong', () => {
    expect(() => parseProductPageSettings({ STOREFRONT_TIMEOUT_MS: '10' })).toThrow(
      'STOREFRONT_TIMEOUT_MS must be a whole number from 100 to 60000, not "10".',
    );
    expect(() => parseProductPageSettings({ PRODUCT_CACHE_TTL_SECONDS: '1.5' })).toThrow(
      /PRODUCT_CACHE_TTL_SECONDS/,
    );
    expect(() => parseProductPageSettings({ PRODUCT_CACHE_MAX_ENTRIES: '0' })).toThrow(
      /PRODUCT_CACHE_MAX_ENTRIES/,
    );
  });
});
