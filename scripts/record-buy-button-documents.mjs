// Records the Storefront API documents the Buy Button sends from the shops, in Chromium, into
// server/storefront-gateway/buy-button-documents.json: the gateway forwards only these (and the
// shops' own), and the drift check validates them against every schema the project carries.
// Run it against a local demo server (npm run build; PORT=… LOCAL_DEMO=1 npm run serve):
//   node scripts/record-buy-button-documents.mjs http://workwear.localhost:<port>
// It walks every flow the shops offer: a collection and its next page, the product dialog, Add
// to cart, a quantity change, a removal, the cart after a reload, a product page, the checkout.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { siteStorefrontDocuments } from '../site-data/api/storefront-documents.ts';
import { tenants } from '../site-data/tenants.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'server/storefront-gateway/buy-button-documents.json');
const [workwear = 'http://workwear.localhost:4431'] = process.argv.slice(2);
const sailing = workwear.replace('workwear.', 'sailing.');
const ours = new Set(
  Object.values(siteStorefrontDocuments).map((query) => query.replace(/\s+/g, ' ').trim()),
);

/** A name for a document: its operation name, or its kind and root fields when anonymous. */
function nameOf(query) {
  const operation = /(?:^|[\s},])(query|mutation)\b\s*([A-Za-z_]\w*)?[^{]*\{/.exec(query);
  const [match = '', kind = 'query', name] = operation ?? [];
  if (name) return name;
  const body = query.slice((operation?.index ?? 0) + match.length);
  const root = /^\s*([A-Za-z_]\w*)/.exec(body)?.[1] ?? 'unknown';
  return `${kind} (anonymous): ${root}`;
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const recorded = new Map();
// The gateway forwards only the documents it knows: while recording, the Buy Button's calls go
// straight to the local simulator instead, as they did before the gateway.
const shopDomains = new Map(
  tenants.filter((tenant) => tenant.shop).map((t) => [t.id, t.shop.domain]),
);
await page.route('**/api/storefront/graphql', (route) => {
  const url = new URL(route.request().url());
  const site = url.hostname.split('.')[0];
  url.pathname = `/storefront/${shopDomains.get(site)}/api/2026-04/graphql`;
  return route.fallback({ url: url.href });
});
page.on('request', (request) => {
  if (
    request.method() !== 'POST' ||
    new URL(request.url()).pathname !== '/api/storefront/graphql'
  ) {
    return;
  }
  const { query } = request.postDataJSON();
  // Known as the gateway knows them: string literals (an id, a cursor) do not make another.
  const normalized = query
    .replace(/"(?:[^"\\\n\r]|\\.)*"/g, '""')
    .replace(/\s+/g, ' ')
    .trim();
  if (!ours.has(normalized) && !recorded.has(normalized)) recorded.set(normalized, query);
});

async function walk(origin, collection) {
  await page.goto(`${origin}${collection}`);
  const products = page.frameLocator('iframe[name^="frame-productSet"]');
  const viewButtons = products.getByRole('button', { name: /view product/i });
  await viewButtons.first().waitFor();
  const next = products.getByRole('button', { name: /next page/i });
  if (await next.count()) await next.click();
  await viewButtons.first().click();
  const modal = page.frameLocator('iframe[name^="frame-modal"]');
  await modal.getByRole('button', { name: /add to cart/i }).click();
  const cart = page.frameLocator('iframe[name="frame-cart"]');
  const quantity = cart.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.waitFor();
  await cart.getByRole('button', { name: /increase item quantity/i }).click();
  await cart.getByRole('button', { name: /reduce item quantity/i }).click();
  await page.reload();
  await viewButtons.first().waitFor();
  await page.getByRole('banner').getByRole('button', { name: /^cart/i }).click();
  await quantity.waitFor();
  await cart.getByRole('button', { name: /^Remove / }).click();
  await cart.locator('.shopify-buy__cart-empty-text').waitFor();
  const product = await page.evaluate(() =>
    document.querySelector('a[href^="/products/"]')?.getAttribute('href'),
  );
  if (product) {
    await page.goto(`${origin}${product}`);
    const add = page.getByRole('button', { name: /add to cart/i });
    if (await add.isEnabled()) await add.click();
    await page.waitForTimeout(1500);
  }
  await page.goBack().catch(() => undefined);
  await page.goto(`${origin}${collection}`);
  await viewButtons.first().click();
  await modal.getByRole('button', { name: /add to cart/i }).click();
  await cart.getByRole('button', { name: /checkout/i }).click();
  await page.waitForURL(/\/checkout\//);
}

await walk(workwear, '/best-sellers');
await walk(sailing, '/outerwear');
await browser.close();

const documents = [...recorded.values()]
  .map((query) => ({ name: nameOf(query), query }))
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync(
  output,
  `${JSON.stringify({ recordedWith: '@shopify/buy-button-js 3.0.6', documents }, null, 2)}\n`,
);
console.log(
  `${documents.length} Buy Button documents:\n${documents.map((d) => `  ${d.name}`).join('\n')}`,
);
