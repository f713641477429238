/**
 * Rendering a product page at request time: the build's render bundle, loaded once, fills the
 * site's product template; the document is compressed once per render.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  PRODUCT_DATA_ELEMENT_ID,
  type ProductPageState,
  scriptJson,
} from '@zcomm/site-data/product';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { RefusedPost } from '@zcomm/storefront-ui/contracts';
import type { HtmlPage } from '../pages/site-build.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Marks in a product page template (scripts/build.mjs writes them) where the render goes. */
export const PRODUCT_HEAD_MARK = '<!--product-head-->';
export const PRODUCT_HTML_MARK = '<!--product-html-->';

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

/**
 * The full document of a product page: the site's template with the rendered head and body
 * and the product's data for hydration, in a JSON script element (data, never executed, so
 * outside the CSP's script rules), compressed once.
 */
export async function renderProductDocument(
  renderer: PageRenderer,
  template: string,
  siteId: SiteId,
  path: string,
  state: ProductPageState,
): Promise<HtmlPage> {
  const { head, html } = await renderer.renderPage(siteId, path, state);
  const data = `<script type="application/json" id="${PRODUCT_DATA_ELEMENT_ID}">${scriptJson(state)}</script>`;
  const text = template
    .replace(PRODUCT_HEAD_MARK, () => `${head}${data}`)
    .replace(PRODUCT_HTML_MARK, () => html);
  return htmlPage(text);
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
