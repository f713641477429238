import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteId } from '@zcomm/site-data/tenants';
import { PNG } from 'pngjs';
import { siteUrl, type Target, waitFor } from './checks.ts';
import { comparePictures, MAX_CHANGED_PIXELS } from './compare.ts';
import type { Driver, EngineId } from './drivers.ts';

/** Key pages shot per engine: a home, a collection with products, a form. */
export const enginePages: { site: SiteId; route: string }[] = [
  { site: 'workwear', route: '/' },
  { site: 'workwear', route: '/jackets' },
  { site: 'sailing', route: '/outerwear' },
  { site: 'agency', route: '/quote' },
];

/**
 * WebKit's home is the agency's: on the shops' homes, WebKitGTK paints the scroll indicators
 * of the product rows' frames at a different opacity on every load (fading in after the page
 * scrolls, whatever the page's style asks), so no two pictures of them agree.
 */
export function pagesFor(engine: EngineId): { site: SiteId; route: string }[] {
  if (engine !== 'webkit') return enginePages;
  return enginePages.map((page) =>
    page.site === 'workwear' && page.route === '/' ? { site: 'agency', route: '/' } : page,
  );
}

export const WIDTHS = [390, 1280];

export const BASELINE_DIR = path.resolve(import.meta.dirname, '__screenshots__');
export const REPORT_DIR = path.resolve(import.meta.dirname, '../../reports/engines');

export function shotName(site: SiteId, route: string, width: number): string {
  const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  return `${site}--${slug}--${width}.png`;
}

/** Brings a page to rest: everything revealed, products and images in, frames done resizing. */
async function settle(driver: Driver): Promise<void> {
  await waitFor(driver, 'hydration', () => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await driver.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await waitFor(
    driver,
    'products and images',
    () => {
      const grids = [...document.querySelectorAll('.zc-collection-grid')];
      if (grids.some((grid) => grid.getAttribute('data-state') === 'loading')) return false;
      const documents = [
        document,
        ...[...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument),
      ];
      return documents.every(
        (doc) =>
          !doc ||
          [...doc.images].every(
            (image) => image.complete && (image.naturalWidth > 0 || !image.src),
          ),
      );
    },
    [],
    20_000,
  );
  await driver.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // The footer's copyright year is the only text that moves with the calendar.
    const walker = document.createTreeWalker(document.querySelector('footer') ?? document.body, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '').replace(/\b20\d\d\b/g, '2026');
    }
    document.documentElement.style.setProperty('caret-color', 'transparent');
  });
  let previous = '';
  for (let reading = 0; reading < 25; reading += 1) {
    const sizes = await driver.evaluate(() =>
      [...document.querySelectorAll('iframe')]
        .map((frame) => `${frame.offsetWidth}x${frame.offsetHeight}`)
        .join(' '),
    );
    if (reading > 0 && sizes === previous) break;
    previous = sizes;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The sticky header settles after the scroll back to the top.
  await new Promise((resolve) => setTimeout(resolve, 700));
  await driver.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

export interface ShotResult {
  name: string;
  status: 'same' | 'new' | 'updated' | 'different';
  detail?: string;
}

/** Shoots every key page at both widths and compares each with its baseline (or accepts it). */
export async function shootPages(
  driver: Driver,
  engine: EngineId,
  target: Target,
  update: boolean,
): Promise<ShotResult[]> {
  const results: ShotResult[] = [];
  const baselines = path.join(BASELINE_DIR, engine);
  const report = path.join(REPORT_DIR, engine);
  mkdirSync(baselines, { recursive: true });
  mkdirSync(report, { recursive: true });
  for (const width of WIDTHS) {
    await driver.setViewport(width, width < 992 ? 844 : 800);
    for (const { site, route } of pagesFor(engine)) {
      const name = shotName(site, route, width);
      try {
        await driver.open(siteUrl(target, site, route));
        await settle(driver);
        const png = await driver.screenshot();
        const baseline = path.join(baselines, name);
        const existed = existsSync(baseline);
        if (!existed || update) {
          const same = existed && readFileSync(baseline).equals(png);
          if (!same) writeFileSync(baseline, png);
          results.push({ name, status: same ? 'same' : existed ? 'updated' : 'new' });
          continue;
        }
        const expected = PNG.sync.read(readFileSync(baseline));
        const actual = PNG.sync.read(png);
        writeFileSync(path.join(report, name.replace('.png', '.actual.png')), png);
        if (expected.width !== actual.width || expected.height !== actual.height) {
          results.push({
            name,
            status: 'different',
            detail: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
          });
          continue;
        }
        const { changed, diff } = comparePictures(expected, actual);
        if (changed > MAX_CHANGED_PIXELS) {
          writeFileSync(path.join(report, name.replace('.png', '.diff.png')), PNG.sync.write(diff));
          results.push({ name, status: 'different', detail: `${changed} pixels changed` });
        } else
          results.push({
            name,
            status: 'same',
            detail: changed ? `${changed} pixels within tolerance` : '',
          });
      } catch (error) {
        results.push({
          name,
          status: 'different',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return results;
}
