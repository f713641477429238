import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, request } from '../../sites/shared/api';
import { fetchCollections } from '../../sites/shared/collections';

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
