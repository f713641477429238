import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueFigures,
  reportFile,
  staleFigures,
  weightTolerance,
} from '../../scripts/case-study-figures.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

/** A WebP file's canvas size, from its first chunk (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`Unknown WebP chunk ${chunk}`);
}

describe("the case studies' figures report", () => {
  it('holds the catalogue and policy figures the shops have now', () => {
    const now = catalogueFigures();
    expect(staleFigures(report, now)).toEqual([]);
    expect(report.shops.workwear.products).toBeGreaterThan(0);
    expect(report.shops.sailing.collections).toBe(3);
  });

  it('names a figure that drifted, and a JavaScript weight beyond the tolerance', () => {
    const now = catalogueFigures();
    const drifted = { ...now, sailing: { ...now.sailing, products: now.sailing.products + 1 } };
    expect(staleFigures(report, drifted)).toEqual([
      `sailing products: report ${report.shops.sailing.products}, now ${now.sailing.products + 1}`,
    ]);
    const heavier = {
      workwear: { homeJsGzip: report.shops.workwear.homeJsGzip + weightTolerance + 1 },
      sailing: { homeJsGzip: report.shops.sailing.homeJsGzip + weightTolerance },
    };
    expect(staleFigures(report, now, heavier)).toHaveLength(1);
    expect(staleFigures(report, now, heavier)[0]).toMatch(/^workwear home first-load JS/);
  });

  it('names a first-load file count that changed at all', () => {
    const now = catalogueFigures();
    const { workwear, sailing } = report.shops;
    const weights = {
      workwear: { homeJsGzip: workwear.homeJsGzip, homeJsFiles: workwear.homeJsFiles },
      sailing: { homeJsGzip: sailing.homeJsGzip, homeJsFiles: sailing.homeJsFiles - 1 },
    };
    expect(staleFigures(report, now, weights)).toEqual([
      `sailing home first-load JS files: report ${sailing.homeJsFiles}, build ${sailing.homeJsFiles - 1}`,
    ]);
  });

  it('has a measured first-load weight for each shop', () => {
    for (const shop of Object.values(report.shops) as { homeJsGzip: number }[]) {
      expect(shop.homeJsGzip).toBeGreaterThan(10_000);
    }
  });
});

describe("the case studies' screenshots", () => {
  const { screens } = JSON.parse(
    readFileSync(path.join(root, 'sites/agency/assets/case-studies/screens.json'), 'utf8'),
  ) as {
    screens: {
      shop: string;
      page: string;
      device: string;
      file: string;
      width: number;
      height: number;
    }[];
  };

  it('shoot each shop’s home and product page on a phone and a desktop', () => {
    const shots = screens.map(({ shop, page, device }) => `${shop} ${page} ${device}`).sort();
    expect(shots).toEqual(
      ['sailing', 'workwear']
        .flatMap((shop) =>
          ['home', 'product'].flatMap((page) => [
            `${shop} ${page} desktop`,
            `${shop} ${page} phone`,
          ]),
        )
        .sort(),
    );
  });

  it('are compact WebP files of the sizes listed', () => {
    for (const screen of screens) {
      const bytes = readFileSync(path.join(root, 'sites/agency/assets/case-studies', screen.file));
      expect(webpSize(bytes), screen.file).toEqual({ width: screen.width, height: screen.height });
      expect(bytes.length, screen.file).toBeLessThan(80 * 1024);
    }
  });
});
