// The storefront simulator's own speed, in process: the operations the Buy Button sends
// (recorded by driving shopify-buy against the simulator), each answered many times by the
// engine, with no HTTP in between. Prints a table and writes reports/storefront.json.
//
//   node scripts/bench/storefront.mjs [--iterations 300]
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { iterations: { type: 'string', default: '300' } },
  strict: false,
});
const iterations = Math.max(10, Math.min(100_000, Number(values.iterations) || 300));

const { createStorefront } = await import('@zcomm/storefront-simulator');
const { workwearCatalogue } = await import('@zcomm/storefront-simulator/catalogue');
const ShopifyBuy = createRequire(import.meta.url)('shopify-buy');

const shop = workwearCatalogue;
const urls = {
  image: (file) => `http://shop.test/${file}`,
  checkout: (token) => `http://shop.test/c/${token}`,
};
const storefront = createStorefront({ catalogues: [shop], maxCarts: 100_000 });
const answer = (body) =>
  storefront.handle({ domain: shop.domain, accessToken: shop.storefrontAccessToken, body, urls });

// Record what the Buy Button sends: a collection page, a product, a cart's life.
const recorded = [];
const client = ShopifyBuy.buildClient(
  { domain: shop.domain, storefrontAccessToken: shop.storefrontAccessToken },
  async (_url, init) => {
    const body = JSON.parse(String(init.body));
    const result = answer(body);
    recorded.push({ body, operation: result.operation });
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  },
);
const collection = await client.collection.fetchWithProducts(
  `gid://shopify/Collection/${shop.collections[0].id}`,
);
await client.product.fetch(collection.products[0].id);
await client.shop.fetchInfo();
const cart = await client.checkout.create({
  lineItems: [{ variantId: collection.products[0].variants[0].id, quantity: 1 }],
});
await client.checkout.updateLineItems(cart.id, [{ id: cart.lineItems[0].id, quantity: 2 }]);
await client.checkout.fetch(cart.id);

const names = [
  `collection page (${collection.products.length} products)`,
  'product',
  'shop (money format)',
  'cartCreate',
  'cartLinesUpdate',
  'cart (stored)',
];
const rows = [];
for (const [index, { body }] of recorded.entries()) {
  const size = JSON.stringify(answer(body).body).length;
  for (let warm = 0; warm < 20; warm += 1) answer(body);
  const started = performance.now();
  for (let run = 0; run < iterations; run += 1) answer(body);
  const perRequest = (performance.now() - started) / iterations;
  rows.push({
    operation: names[index] ?? recorded[index].operation,
    msPerRequest: Number(perRequest.toFixed(3)),
    requestsPerSecond: Math.round(1000 / perRequest),
    answerBytes: size,
  });
}

const header = ['operation', 'ms/request', 'requests/s', 'answer bytes'];
const table = rows.map((row) => [
  row.operation,
  row.msPerRequest.toFixed(3),
  String(row.requestsPerSecond),
  String(row.answerBytes),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`Storefront simulator, in process, ${iterations} answers each:\n`);
console.log(line(header));
console.log(line(widths.map((width) => '─'.repeat(width))));
for (const row of table) console.log(line(row));
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/storefront.json'),
  `${JSON.stringify({ iterations, rows }, null, 2)}\n`,
);
console.log('\nWrote reports/storefront.json');
