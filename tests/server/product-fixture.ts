import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The product page template of the fixture build: an inline script, as the real one has. */
export const PRODUCT_TEMPLATE =
  '<!doctype html><html lang="en-US" data-brand="SITE"><head><script>window.early=1</script><!--product-head--></head><body><div id="root"><!--product-html--></div></body></html>';

/**
 * A render bundle standing in for the build's (sites/shared/shell/entry-prerender.tsx): the
 * product's name, price and path, or the site's “cannot show it” page.
 */
const RENDERER = `export async function renderPage(siteId, pathname, state) {
  if (!state || state.kind !== 'product') {
    return { head: '<title>Unavailable</title>', html: '<h1>' + siteId + ' cannot show it</h1>' };
  }
  const { product } = state;
  return {
    head: '<title>' + product.title + '</title>',
    html: '<h1>' + product.title + '</h1><p>' + product.minPrice.amount + '</p><p>' + pathname + '</p>',
  };
}
`;

/** Gives the fixture build's two shops product pages: their template and a render bundle. */
export async function addProductPages(buildDir: string): Promise<void> {
  const file = path.join(buildDir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  for (const siteId of ['workwear', 'sailing']) {
    manifest.sites[siteId].productTemplate = 'product.template.html';
    await writeFile(
      path.join(buildDir, 'pages', siteId, 'product.template.html'),
      PRODUCT_TEMPLATE.replace('SITE', siteId),
    );
  }
  await writeFile(path.join(buildDir, 'product-renderer.mjs'), RENDERER);
  manifest.renderer = 'product-renderer.mjs';
  await writeFile(file, JSON.stringify(manifest));
}
