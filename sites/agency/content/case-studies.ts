/**
 * The case studies: the two stores Z-Comm builds and runs. Every figure comes from the committed
 * report `case-study-figures.json`, which `scripts/case-study-figures.mjs` measures from the
 * production build, the storefront catalogue and the shops' policies (and checks against them).
 */
import { originOf } from '@zcomm/site-data/hosts';
import figures from './case-study-figures.json';
import { caseStudyScreens, type Screenshot } from './case-study-screens';

export type CaseStudyShop = 'workwear' | 'sailing';

/** The report's figures for one shop. */
export interface ShopFigures {
  name: string;
  products: number;
  collections: number;
  shipping: string;
  shippingArea: string;
  returnWindow: string;
  /** The home page's first-load JavaScript, gzip, in bytes. */
  homeJsGzip: number;
  homeJsFiles: number;
  /** The home page's Lighthouse scores (mobile), when a bench report was recorded. */
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    runs: number;
    measured: string;
  } | null;
}

/** One shop's figures from the committed report. */
export function figuresOf(shop: CaseStudyShop): ShopFigures {
  return (figures.shops as Record<CaseStudyShop, ShopFigures>)[shop];
}

/** Bytes as kilobytes with one decimal, the way the byte budgets print them. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export interface Figure {
  value: string;
  label: string;
}

/** The figures a case study shows, in order. */
export function shownFigures(shop: CaseStudyShop): Figure[] {
  const shopFigures = figuresOf(shop);
  const lighthouse = shopFigures.lighthouse;
  return [
    { value: String(shopFigures.products), label: 'products in the catalogue' },
    { value: String(shopFigures.collections), label: 'collections, each with its own page' },
    {
      value: kilobytes(shopFigures.homeJsGzip),
      label: `of JavaScript on the home page's first load (gzip, ${shopFigures.homeJsFiles} files)`,
    },
    { value: shopFigures.shipping, label: `shipping promise, within ${shopFigures.shippingArea}` },
    ...(lighthouse
      ? [
          {
            value: `${lighthouse.performance} / ${lighthouse.accessibility} / ${lighthouse.bestPractices} / ${lighthouse.seo}`,
            label: `Lighthouse performance, accessibility, best practices and SEO (home page, mobile, ${lighthouse.measured})`,
          },
        ]
      : []),
  ];
}

export interface BuiltPart {
  title: string;
  text: string;
}

export interface CaseStudy {
  shop: CaseStudyShop;
  path: string;
  name: string;
  storeUrl: string;
  meta: { title: string; description: string };
  summary: string;
  built: BuiltPart[];
  screens: Screenshot[];
}

function builtParts(shop: CaseStudyShop, kind: string, fulfillment: string): BuiltPart[] {
  const { products, collections } = figuresOf(shop);
  return [
    {
      title: 'The storefront',
      text: `A home page, ${collections} collection pages with filters and sorting, a page for each of the ${products} products rendered on the server, search in the header, and a cart and checkout through Shopify's Storefront API, for a ${kind}.`,
    },
    {
      title: 'The design system',
      text: 'Built from the same published component library as this site, with a theme of its own: the brand’s colours, typefaces and spacing as tokens, every component checked for contrast, keyboard use and screen readers.',
    },
    {
      title: 'The leads inbox',
      text: 'The shop’s contact form posts to our server: every message is stored, e-mailed to the team and waits in the staff inbox, with its history, until someone marks it done.',
    },
    { title: 'Fulfillment', text: fulfillment },
  ];
}

function workwearStudy(): CaseStudy {
  const facts = figuresOf('workwear');
  return {
    shop: 'workwear',
    path: '/case-studies/beacon-workwear',
    name: facts.name,
    storeUrl: `${originOf('workwear')}/`,
    meta: {
      title: `Case Study: ${facts.name}`,
      description: `How Z-Comm built and runs ${facts.name}, a high-visibility workwear shop: the storefront, its design system, the leads inbox and fulfillment, with figures measured from the shop itself.`,
    },
    summary: `${facts.name} sells ANSI-compliant high-visibility jackets, vests, shirts, pants, hoodies and headwear to working crews. We built the store and we run it.`,
    built: builtParts(
      'workwear',
      'high-visibility workwear shop',
      `As the shop's terms promise: standard shipping takes ${facts.shipping} to addresses within ${facts.shippingArea}, tracked by e-mail, and returns are accepted within ${facts.returnWindow}.`,
    ),
    screens: caseStudyScreens.workwear,
  };
}

function sailingStudy(): CaseStudy {
  const facts = figuresOf('sailing');
  return {
    shop: 'sailing',
    path: '/case-studies/off-soundings',
    name: facts.name,
    storeUrl: `${originOf('sailing')}/`,
    meta: {
      title: `Case Study: ${facts.name}`,
      description: `How Z-Comm built and runs ${facts.name}, a sailing-event apparel shop: the storefront, its design system, the leads inbox and fulfillment, with figures measured from the shop itself.`,
    },
    summary: `${facts.name} sells shirts, outerwear and headwear to the sailing community around its regattas. We built the store and we run it.`,
    built: builtParts(
      'sailing',
      'sailing-apparel shop',
      `As the shop's terms and help page promise: in-stock items ship within ${facts.shipping} of the order from the fulfillment center in Connecticut, within ${facts.shippingArea}, with a tracking number by e-mail; returns within ${facts.returnWindow}.`,
    ),
    screens: caseStudyScreens.sailing,
  };
}

/** Both case studies, Beacon Workwear first. */
export const caseStudies: readonly CaseStudy[] = [workwearStudy(), sailingStudy()];

/** A case study by its shop. */
export function caseStudyOf(shop: CaseStudyShop): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.shop === shop);
  if (!study) throw new Error(`No case study of ${shop}`);
  return study;
}

/** The links to the case studies other pages show (home, Services, About). */
export const caseStudyLinks = caseStudies.map(({ name, path, summary }) => ({
  name,
  path,
  summary,
}));
