import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, request } from '../../sites/shared/shell/api';
import { fetchCollections } from '../../sites/shared/shop/collections';

const record = {
  collection_id: '410000000002',
  collection_name: 'Jackets',
  collection_store: 'beacon-workwear',
  collection_node: 'collection-component-410000000002',
  collection_domain: 'beacon-workwear-demo.myshopify.com',
  collection_token: 'token',
  collection_link: '/jackets',
};

function answer(body: string, init: ResponseInit & { type?: string } = {}) {
  return new Response(body, {
    status: init.status ?? 200,
    headers: { 'Content-Type': init.type ?? 'application/json' },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiUrl', () => {
  it('builds same-origin API paths and drops undefined query values', () => {
    expect(apiUrl('collections', { store: 'off-soundings', collectionId: undefined })).toBe(
      '/api/collections?store=off-soundings',
    );
    expect(apiUrl('/auth/login')).toBe('/api/auth/login');
  });
});

describe('request', () => {
  it('sends cookies and, on posts, the XSRF header from the cookie', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%20123' });
    const fetchMock = vi.fn(async () => answer('{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    await request('auth/logout', { method: 'POST', body: {} });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('abc 123');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{}');
  });

  it('does not send the XSRF header on GET', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
    const fetchMock = vi.fn(async () => answer('[]'));
    vi.stubGlobal('fetch', fetchMock);
    await request('collections');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each([
    ['a 500', () => answer('{"error":"boom"}', { status: 500 }), 'status'],
    ['HTML instead of JSON', () => answer('<!doctype html><p>hi', { type: 'text/html' }), 'shape'],
    ['broken JSON', () => answer('{"a":', {}), 'shape'],
  ])('turns %s into an ApiError', async (_name, makeResponse, kind) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => makeResponse()),
    );
    await expect(request('collections')).rejects.toMatchObject({ name: 'ApiError', kind });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('collections')).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(request('collections', { timeout: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('gives up after 15 seconds by default, on the page clock', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const pending = request('collections');
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(14_999);
    await Promise.resolve();
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ name: 'ApiError', kind: 'timeout' });
  });

  it('times out an answer whose body never ends', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('[{"collection_id":'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await expect(request('collections', { timeout: 30 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('reads only the status when asked, whatever the body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('<!doctype html><p>Thanks!</p>', { type: 'text/html' })),
    );
    await expect(request('forms/quote', { method: 'POST', answer: 'status' })).resolves.toBe(
      undefined,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('<p>Down</p>', { status: 503, type: 'text/html' })),
    );
    await expect(
      request('forms/quote', { method: 'POST', answer: 'status' }),
    ).rejects.toMatchObject({ kind: 'status', status: 503 });
  });

  it('reports an abort by the caller as aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = request('collections', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('fetchCollections', () => {
  it('returns well-formed records', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(JSON.stringify([record]))),
    );
    await expect(fetchCollections({ store: 'beacon-workwear' })).resolves.toEqual([record]);
  });

  it.each([
    ['an object', { records: [record] }],
    ['a record missing a field', [{ ...record, collection_token: undefined }]],
    ['a record with a number id', [{ ...record, collection_id: 4 }]],
    ['null', null],
    ['a string', 'Jackets'],
    ['an array of strings', ['Jackets']],
    ['a domain with a path', [{ ...record, collection_domain: 'evil.example/x?' }]],
    ['a domain with a scheme', [{ ...record, collection_domain: 'javascript:alert(1)//' }]],
    ['a domain with a port', [{ ...record, collection_domain: 'shop.example:8443' }]],
    ['a domain with credentials', [{ ...record, collection_domain: 'a@evil.example' }]],
  ])('rejects %s', async (_name, body) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(JSON.stringify(body))),
    );
    await expect(fetchCollections({ store: 'beacon-workwear' })).rejects.toMatchObject({
      kind: 'shape',
    });
  });

  it('accepts an empty array', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('[]')),
    );
    await expect(fetchCollections({ store: 'beacon-workwear' })).resolves.toEqual([]);
  });
});
