import type { CardGridProps, ComparisonTableProps } from '@zcomm/storefront-ui';
import { budgetOptions } from '@zcomm/storefront-ui/contracts';
import { type Illustration, serviceImages, servicesBanner } from './images';

export const servicesMeta = {
  title: 'Services: E-Commerce Web Development & Fulfillment',
  description:
    'Custom Shopify, WooCommerce and hand-built stores, print-on-demand, warehousing and shipping, or both as one full service. Compare what each Z-Comm service includes.',
  keywords: [
    'Shopify store development',
    'WooCommerce development',
    'print on demand fulfillment',
    'ecommerce warehousing',
    'order fulfillment services',
    'full service ecommerce',
  ],
};

export const servicesBannerContent = {
  ...servicesBanner,
  heading: 'Services',
  text: 'Store development, product fulfillment, or both from one partner.',
};

export interface ServiceSection {
  /** Anchor id, linked from the home page cards. */
  id: string;
  title: string;
  summary: string;
  includes: string[];
  idealFor: string;
  image: Illustration;
}

export const servicesOverview: { heading: string; intro: string; sections: ServiceSection[] } = {
  heading: 'Services Overview',
  intro:
    'Every engagement starts with a free consultation and a fixed written quote. Choose the service you need today and add the other whenever you are ready.',
  sections: [
    {
      id: 'web-development',
      title: 'Web Development',
      summary:
        'We design and build online stores that load fast, look like your brand and make buying easy. Whether you are launching your first shop or moving off a platform you have outgrown, we handle the whole build.',
      includes: [
        'Custom design on Shopify, WooCommerce or a custom-built stack',
        'Product, customer and order migration from your current platform',
        'Payments, taxes, shipping rates and app integrations',
        'Speed, mobile and accessibility testing before launch',
        'Search-friendly structure and analytics from day one',
        'Free revisions within 14 days of project completion',
      ],
      idealFor: 'New brands, and stores that have outgrown their theme or platform.',
      image: serviceImages.webDevelopment,
    },
    {
      id: 'product-fulfillment',
      title: 'Product Fulfillment',
      summary:
        'We print, store, pack and ship your products so you can stop taping boxes at midnight. Orders flow from your store to our team automatically, and your customers receive tracking as soon as a label is created.',
      includes: [
        'Print-on-demand apparel, drinkware and accessories',
        'Receiving, storage and inventory counts for your stock',
        'Pick, pack and branded packaging options',
        'Orders processed in 1–3 business days, 3 PM ET daily cutoff',
        'Standard, expedited and overnight shipping with tracking',
        'Damage and wrong-item claims handled for you',
      ],
      idealFor: 'Brands with an existing store that want to hand off logistics.',
      image: serviceImages.fulfillment,
    },
    {
      id: 'full-service',
      title: 'Full Service',
      summary:
        'Your storefront and your fulfillment, built and run by one team. Because we build the store and run the warehouse, checkout, inventory and shipping are connected from launch day with nothing lost between vendors.',
      includes: [
        'Everything in Web Development and Product Fulfillment',
        'Store and warehouse connected before launch',
        'One project lead for the site, stock and shipping',
        'Launch planning for new products and seasonal peaks',
      ],
      idealFor: 'Founders who want one accountable partner for the whole operation.',
      image: serviceImages.fullService,
    },
  ],
};

export const comparison: ComparisonTableProps = {
  caption: 'What each Z-Comm service includes',
  columns: ['Service', 'Web Development', 'Product Fulfillment', 'Both'],
  rows: [
    { label: 'Custom storefront design', values: [true, false, true] },
    { label: 'Shopify, WooCommerce or custom build', values: [true, false, true] },
    { label: 'Product and content migration', values: [true, false, true] },
    { label: 'Payments, taxes and checkout setup', values: [true, false, true] },
    { label: 'Speed, mobile and accessibility testing', values: [true, false, true] },
    { label: 'SEO and analytics setup', values: [true, false, true] },
    { label: 'Free revisions after completion', values: ['14 days', false, '14 days'] },
    { label: 'Print-on-demand production', values: [false, true, true] },
    { label: 'Warehousing and inventory storage', values: [false, true, true] },
    { label: 'Pick, pack and ship', values: [false, true, true] },
    {
      label: 'Order processing time',
      values: [false, '1–3 business days', '1–3 business days'],
    },
    {
      label: 'Shipping options',
      values: [false, 'Standard, expedited, overnight', 'Standard, expedited, overnight'],
    },
    { label: 'Tracking sent to your customers', values: [false, true, true] },
    { label: 'Store and warehouse connected at launch', values: [false, false, true] },
    { label: 'Dedicated project lead', values: [true, true, true] },
  ],
};

export const serviceCards: { heading: string; cards: CardGridProps['cards'] } = {
  heading: 'Choose Your Service',
  cards: [
    {
      title: 'Web Development',
      description:
        'A custom storefront on Shopify, WooCommerce or a custom stack, built to convert and easy for you to run.',
      href: '/quote',
      linkLabel: 'Get a web development quote',
    },
    {
      title: 'Product Fulfillment',
      description:
        'Print-on-demand, warehousing, pick-and-pack and shipping for the store you already have.',
      href: '/quote',
      linkLabel: 'Get a fulfillment quote',
    },
    {
      title: 'Both Services',
      description:
        'Store and fulfillment from one team, connected from day one, with a single point of contact.',
      href: '/quote',
      linkLabel: 'Get a full-service quote',
    },
  ],
};

/* The quote form's budget ranges (`budgetOptions`) are the one source of the price guide's. */

type BudgetValue = (typeof budgetOptions)[number]['value'];

/** What each of the quote form's budget ranges typically covers. */
const budgetScopes: Record<BudgetValue, string> = {
  '<2000':
    'A store on a ready-made Shopify or WooCommerce theme, set up with your products, payments and shipping rates; or print-on-demand fulfillment for a store you already run.',
  '2000-5000':
    'A custom-designed storefront, with your products moved over from your current platform and speed, mobile and accessibility testing before launch.',
  '5000-10000':
    'A custom build with app integrations and the migration of products, customers and orders; or warehousing, pick, pack and ship for a growing catalogue.',
  '10000+':
    'Full service: a custom store and its fulfillment, connected before launch, with one project lead for the site, the stock and the shipping.',
};

export interface PriceRange {
  value: BudgetValue;
  label: string;
  scope: string;
}

/** The price guide on Services: the quote form's budget ranges, in its order. */
export const priceGuide = {
  heading: 'Price Guide',
  intro:
    'The budget ranges our quote form asks about, and what each typically covers. Every project gets a fixed, written quote before work begins.',
  ranges: budgetOptions.map(
    ({ value, label }): PriceRange => ({ value, label, scope: budgetScopes[value] }),
  ),
};
