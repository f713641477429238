/**
 * Rendering a page of the build at request time: the build's render bundle, loaded once, and
 * the document it gives held in memory, compressed once. Product pages and refused form posts
 * are rendered so.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { ProductPageState } from '@zcomm/site-data/product';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { RefusedPost } from '@zcomm/storefront-ui/contracts';
import type { HtmlPage } from './site-build.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What the build's render bundle (sites/shared/shell/entry-prerender.tsx) exports for this. */
export interface PageRenderer {
  renderPage: (
    siteId: SiteId,
    path: string,
    product?: ProductPageState,
    refused?: RefusedPost,
  ) => Promise<{ head: string; html: string }>;
}

/** Loads a render bundle once, on first use. */
export function rendererLoader(file: string): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(file).href).then((module: PageRenderer) => module);
    // A failed import (a missing build) is tried again on the next request.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** A document held in memory, compressed once, with its ETag. */
export async function htmlPage(text: string): Promise<HtmlPage> {
  const body = Buffer.from(text, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gz(body, { level: 6 }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, br, gzip: gzipped, etag };
}
