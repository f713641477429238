// The figures the agency's case studies show, measured from the product itself and kept in a
// committed report (sites/agency/content/case-study-figures.json) that the agency's pages
// import at build time: each shop's home page first-load JavaScript (gzip, from the production
// build, as the byte budgets measure it), its products and collections (the storefront
// catalogue), its shipping promise and return window (the shop's own policy constants, which
// its terms and FAQ quote) and, when a Lighthouse report of `npm run bench -- pages` is given,
// the home page's Lighthouse scores.
//
//   node scripts/case-study-figures.mjs            check the report against the build: exit 1 when stale
//   node scripts/case-study-figures.mjs --write [--lighthouse reports/bench-pages-….json]
//
// BUILD_DIR picks the build (default build/). Without --lighthouse, --write keeps the
// report's Lighthouse figures as they were.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tenantOf } from '@zcomm/site-data/tenants';
import { catalogues } from '@zcomm/storefront-simulator/catalogue';
import { storePolicies as sailingPolicies } from '../sites/sailing/site.ts';
import { storePolicies as workwearPolicies } from '../sites/workwear/content/policies.ts';
import { measureBuild } from './check-budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const reportFile = path.join(root, 'sites/agency/content/case-study-figures.json');

/** How far the committed JavaScript weight may drift from the build before the check fails. */
export const weightTolerance = 2 * 1024;

/** The shops the agency runs, with the policy facts their terms and FAQ quote. */
const shopFacts = {
  workwear: {
    shipping: workwearPolicies.shippingTime,
    shippingArea: workwearPolicies.shippingArea,
    returnWindow: workwearPolicies.returnWindow,
  },
  sailing: {
    shipping: sailingPolicies.inStockShipping,
    shippingArea: 'the United States',
    returnWindow: sailingPolicies.returnWindow,
  },
};

/** The figures that need no build: the catalogue and the policies. */
export function catalogueFigures() {
  return Object.fromEntries(
    Object.entries(shopFacts).map(([siteId, facts]) => {
      const tenant = tenantOf(siteId);
      const catalogue = catalogues.find((candidate) => candidate.domain === tenant.shop.domain);
      if (!catalogue) throw new Error(`No catalogue for ${siteId}`);
      return [
        siteId,
        {
          name: tenant.name,
          products: catalogue.products.length,
          collections: tenant.shop.collections.length,
          ...facts,
        },
      ];
    }),
  );
}

/** The first-load JavaScript of each shop's home page in a production build. */
export async function weightFigures(buildDir) {
  if (!existsSync(path.join(buildDir, 'manifest.json'))) {
    throw new Error(`No production build in ${buildDir}: run npm run build first.`);
  }
  const pages = await measureBuild(buildDir);
  return Object.fromEntries(
    Object.keys(shopFacts).map((siteId) => {
      const home = pages.find((page) => page.site === siteId && page.route === '/');
      if (!home) throw new Error(`No home page of ${siteId} in the build`);
      return [siteId, { homeJsGzip: home.jsGzip, homeJsFiles: home.scripts.length }];
    }),
  );
}

/** The Lighthouse scores of each shop's home page from a `bench pages` report. */
async function lighthouseFigures(file) {
  const bench = JSON.parse(await readFile(file, 'utf8'));
  const measured = new Date(path.basename(file).replace(/^bench-pages-(\d{4}-\d\d-\d\d).*$/, '$1'));
  return Object.fromEntries(
    Object.keys(shopFacts).map((siteId) => {
      const lighthouse = bench.pages.find(
        (page) => page.site === siteId && page.route === '/',
      )?.lighthouse;
      if (!lighthouse) throw new Error(`${file} has no Lighthouse run of ${siteId} /`);
      const { performance, accessibility, bestPractices, seo } = lighthouse;
      return [
        siteId,
        {
          performance,
          accessibility,
          bestPractices,
          seo,
          runs: bench.runs,
          measured: Number.isNaN(measured.valueOf())
            ? new Date().toISOString().slice(0, 10)
            : measured.toISOString().slice(0, 10),
        },
      ];
    }),
  );
}

/** What differs between the committed report and the measured figures (empty when current). */
export function staleFigures(report, catalogue, weights) {
  const problems = [];
  for (const [siteId, facts] of Object.entries(catalogue)) {
    const shop = report.shops[siteId];
    if (!shop) {
      problems.push(`${siteId}: missing`);
      continue;
    }
    for (const [key, value] of Object.entries(facts)) {
      if (shop[key] !== value) problems.push(`${siteId} ${key}: report ${shop[key]}, now ${value}`);
    }
    const weight = weights?.[siteId];
    if (weight && Math.abs(shop.homeJsGzip - weight.homeJsGzip) > weightTolerance) {
      problems.push(
        `${siteId} home first-load JS: report ${shop.homeJsGzip} B, build ${weight.homeJsGzip} B`,
      );
    }
    // The page states the file count as a whole number: any change makes it false.
    if (weight?.homeJsFiles !== undefined && shop.homeJsFiles !== weight.homeJsFiles) {
      problems.push(
        `${siteId} home first-load JS files: report ${shop.homeJsFiles}, build ${weight.homeJsFiles}`,
      );
    }
  }
  return problems;
}

async function main() {
  const { values } = parseArgs({
    options: { write: { type: 'boolean' }, lighthouse: { type: 'string' } },
  });
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const catalogue = catalogueFigures();
  const weights = await weightFigures(buildDir);
  const committed = existsSync(reportFile)
    ? JSON.parse(await readFile(reportFile, 'utf8'))
    : { shops: {} };

  if (!values.write) {
    const problems = staleFigures(committed, catalogue, weights);
    if (problems.length > 0) {
      console.error(
        `The case studies' figures are out of date (${path.relative(root, reportFile)}):\n  ${problems.join('\n  ')}\nRun: npm run build && node scripts/case-study-figures.mjs --write`,
      );
      process.exit(1);
    }
    console.log("The case studies' figures match the build, the catalogue and the policies.");
    return;
  }

  const lighthouse = values.lighthouse
    ? await lighthouseFigures(path.resolve(values.lighthouse))
    : undefined;
  const shops = Object.fromEntries(
    Object.entries(catalogue).map(([siteId, facts]) => [
      siteId,
      {
        ...facts,
        ...weights[siteId],
        lighthouse: lighthouse?.[siteId] ?? committed.shops[siteId]?.lighthouse ?? null,
      },
    ]),
  );
  await writeFile(reportFile, `${JSON.stringify({ shops }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, reportFile)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
