/**
 * Rendering a product page at request time: the build's render bundle (`pages/render.ts`)
 * fills the site's product template; the document is compressed once per render.
 */
import {
  PRODUCT_DATA_ELEMENT_ID,
  type ProductPageState,
  scriptJson,
} from '@zcomm/site-data/product';
import type { SiteId } from '@zcomm/site-data/tenants';
import { htmlPage, type PageRenderer } from '../pages/render.ts';
import type { HtmlPage } from '../pages/site-build.ts';

/** Marks in a product page template (scripts/build.mjs writes them) where the render goes. */
export const PRODUCT_HEAD_MARK = '<!--product-head-->';
export const PRODUCT_HTML_MARK = '<!--product-html-->';

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
