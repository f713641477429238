// The product pictures a phone downloads on a product page: Chromium as a phone (390 × 844 CSS
// pixels, 3 device pixels each) opens each shop's product pages on the production server with
// the storefront simulator, and the picture bytes it transfers are counted twice in one run:
// as the page asks for them (each picture's `srcset`, Shopify's `width` parameter, and the Buy
// Button's `_<w>x<h>` file-name suffix), and as before they were sized (the same pictures,
// every request's `width`, `height` and suffix taken away, so each is the original, 2048 px
// square). The simulator serves its pictures as PNGs rendered at the width asked, so bytes
// follow width as a CDN's photos do. Prints a table and writes reports/images.json.
//
//   node scripts/bench/images.mjs [--product <site>:<handle>]… [--dpr 3] [--port <n>]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { ensureBuild, freePort, root, startServer } from './common.mjs';

const { values } = parseArgs({
  options: {
    product: { type: 'string', multiple: true },
    dpr: { type: 'string', default: '3' },
    port: { type: 'string' },
  },
  strict: false,
});
const products = values.product?.length
  ? values.product.map((entry) => entry.split(':'))
  : [
      ['workwear', 'class-3-hi-vis-bomber-jacket'],
      ['workwear', 'heavyweight-pocket-t-shirt'],
      ['sailing', 'skipper-henley'],
      ['sailing', 'race-crew-long-sleeve-sun-shirt'],
    ];
const deviceScaleFactor = Math.max(1, Math.min(4, Number(values.dpr) || 3));
const phone = { width: 390, height: 844 };

/** Shopify's size suffix in a picture's file name: `_<w>x<h>`, `_<w>x` or `_x<h>`. */
const SIZE_SUFFIX = /_(?:\d+x\d*|x\d+)(\.[a-z]+)$/;

/** The storefront's product pictures: `<prefix>/<shop domain>/images/<file>`. */
const isPicture = (url) => /\/storefront\/[^/]+\/images\//.test(new URL(url).pathname);

/**
 * Opens `url` as a phone and scrolls to its end (so lazy pictures load); resolves with each
 * picture it downloaded: its address and the bytes of its answer (headers and encoded body).
 * With `originals`, every picture request loses its `width` parameter on the way out.
 */
async function picturesOf(browser, url, originals) {
  const context = await browser.newContext({
    viewport: phone,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (originals) {
    await page.route(isPicture, (route) => {
      const address = new URL(route.request().url());
      address.searchParams.delete('width');
      address.searchParams.delete('height');
      address.pathname = address.pathname.replace(SIZE_SUFFIX, '$1');
      return route.continue({ url: address.href });
    });
  }
  const requests = [];
  page.on('requestfinished', (request) => {
    if (isPicture(request.url())) requests.push(request);
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const pictures = [];
  for (const request of requests) {
    const sizes = await request.sizes();
    pictures.push({
      url: request.url(),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  }
  await context.close();
  return pictures;
}

/** The size a picture was asked at: its `width` parameter, else its suffix, else `original`. */
const widthOf = (url) => {
  const address = new URL(url);
  const suffix = /_(\d*x\d*)\.[a-z]+$/.exec(address.pathname)?.[1];
  return address.searchParams.get('width') ?? suffix ?? 'original';
};

await ensureBuild();
const executablePath = ensureChromium({ log: () => {} });
const port = Number(values.port) || (await freePort());
const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-bench-images-'));
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const [site, handle] of products) {
    const url = `http://${site}.localhost:${port}/products/${handle}`;
    const before = await picturesOf(browser, url, true);
    const after = await picturesOf(browser, url, false);
    const sum = (pictures) => pictures.reduce((total, picture) => total + picture.bytes, 0);
    rows.push({
      page: `${site} /products/${handle}`,
      pictures: after.length,
      widthsAsked: after.map((picture) => widthOf(picture.url)).join(' '),
      bytesBefore: sum(before),
      bytesAfter: sum(after),
    });
  }
} finally {
  await browser.close();
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
}

const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
const change = (before, after) => `${(((after - before) / before) * 100).toFixed(1)}%`;
console.log(
  `\nProduct pictures a phone downloads (${phone.width} × ${phone.height}, ${deviceScaleFactor}× density)\n`,
);
console.log('| Page | Pictures | Widths asked | Before (originals) | After (srcset) | Change |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.pictures} | ${row.widthsAsked} | ${row.bytesBefore} B | ${row.bytesAfter} B | ${change(row.bytesBefore, row.bytesAfter)} |`,
  );
}
const before = total('bytesBefore');
const after = total('bytesAfter');
console.log(
  `| All | ${total('pictures')} | | ${before} B | ${after} B | ${change(before, after)} |`,
);

await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/images.json'),
  `${JSON.stringify({ phone, deviceScaleFactor, rows, before, after }, null, 2)}\n`,
);
