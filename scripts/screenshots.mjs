// The case studies' screenshots: starts the production server as the local demo on a fresh
// temporary database, opens each shop's home page and one product page in Chromium at phone
// (390 px) and desktop (1280 px) widths, and writes each first screen as a WebP file (encoded by
// the same Chromium) into sites/agency/assets/case-studies/, with their sizes in screens.json. Neither
// `npm start` nor the build needs a browser: run this after a visible change to a shop, then
// rebuild and commit the pictures.
//
//   npm run build && npm run screenshots        (SCREENSHOTS_PORT picks the server's port, default 4390)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'sites/agency/assets/case-studies');
const port = Number(process.env.SCREENSHOTS_PORT ?? 4390);

/** The pages shot: each shop's home and the product page the benchmarks open. */
const pages = [
  { shop: 'workwear', page: 'home', path: '/' },
  { shop: 'workwear', page: 'product', path: '/products/class-3-hi-vis-bomber-jacket' },
  { shop: 'sailing', page: 'home', path: '/' },
  { shop: 'sailing', page: 'product', path: '/products/skipper-henley' },
];

/** The two widths, each shot at its first screen. */
const devices = [
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** WebP quality: sharp enough for text at the size the case studies show it. */
const QUALITY = 0.8;

/** How long a page may keep drawing after its pictures arrived (the widget's frames). */
const SETTLE_MS = 2500;

async function waitForServer(origin, server) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${origin}`);
}

/** Re-encodes a PNG as WebP in the browser (Chromium's own encoder: no extra dependency). */
async function toWebp(encoder, png) {
  const dataUrl = await encoder.evaluate(
    async ({ base64, quality }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { base64: png.toString('base64'), quality: QUALITY },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,'))
    throw new Error('Chromium did not encode WebP');
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function shoot(browser, encoder) {
  const screens = [];
  for (const { device, ...options } of devices) {
    const context = await browser.newContext({ ...options, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const target of pages) {
      const url = `http://${target.shop}.localhost:${port}${target.path}`;
      await page.goto(url, { waitUntil: 'load' });
      // The collection widget draws its products in frames after the page's load: wait for
      // every picture of the first screen, then for the layout to settle.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      );
      await page.waitForTimeout(SETTLE_MS);
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const file = `${target.shop}-${target.page}-${device}.webp`;
      const webp = await toWebp(encoder, png);
      await writeFile(path.join(outDir, file), webp);
      screens.push({ shop: target.shop, page: target.page, device, file, ...options.viewport });
      console.log(
        `${file}: ${options.viewport.width}×${options.viewport.height}, ${webp.length} B`,
      );
    }
    await context.close();
  }
  return screens;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zcomm-screenshots-'));
  const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOCAL_DEMO: '1',
    },
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    await waitForServer(`http://127.0.0.1:${port}`, server);
    const encoder = await browser.newPage();
    const screens = await shoot(browser, encoder);
    await writeFile(path.join(outDir, 'screens.json'), `${JSON.stringify({ screens }, null, 2)}\n`);
    console.log(`Wrote ${screens.length} screenshots to ${path.relative(root, outDir)}/`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
