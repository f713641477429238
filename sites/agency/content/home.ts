import type { CardGridProps } from '@zcomm/storefront-ui';
import { serviceImages } from './images';

export const homeMeta = {
  title: 'Custom E-Commerce Development & Product Fulfillment',
  description:
    'Z-Comm builds custom Shopify, WooCommerce and hand-coded online stores and handles print-on-demand, warehousing and shipping, so e-commerce brands can grow. Connecticut-based, serving the U.S.',
  keywords: [
    'e-commerce web development',
    'Shopify developer',
    'WooCommerce developer',
    'custom online store',
    'product fulfillment',
    'print on demand',
    'warehousing and shipping',
    'Connecticut e-commerce agency',
  ],
};

export const hero = {
  eyebrow: 'E-commerce development & fulfillment',
  heading: 'We build your store. We ship your orders.',
  text: 'Z-Comm designs and develops custom Shopify, WooCommerce and hand-built storefronts, then prints, packs and ships what you sell. One team, from the first sketch to the parcel on your customer’s doorstep.',
  primaryAction: { label: 'Get A Quote', href: '/quote' },
  secondaryAction: { label: 'Explore Services', href: '/services' },
};

export const whoWeAre = {
  heading: 'A small team that treats your store like our own',
  paragraphs: [
    'Z-Comm is an e-commerce studio and fulfillment partner based in Connecticut. We started out running online stores of our own, and we still do: the same team that builds client storefronts packs orders for our workwear and sailing-apparel shops every day.',
    'That is why we think about your business end to end. A beautiful site is only half the job if orders leave late, and a fast warehouse cannot fix a checkout that loses customers. We look after both halves.',
  ],
  points: [
    'Shopify, WooCommerce and custom-built stores',
    'Print-on-demand, warehousing and shipping under one roof',
    'A named project lead and straight answers in plain English',
  ],
};

export interface ProcessStep {
  title: string;
  text: string;
}

export const process = {
  heading: 'How we work',
  intro: 'A clear, four-step path from first conversation to a store that runs itself.',
  steps: [
    {
      title: 'Discover',
      text: 'Tell us about your products, customers and goals. We review your current setup and send a written, fixed-scope quote.',
    },
    {
      title: 'Design & build',
      text: 'We design your storefront, configure your platform, migrate products and connect payments, shipping and apps, with a preview link at every milestone.',
    },
    {
      title: 'Launch',
      text: 'We test checkout on real devices, set up analytics and go live together. You get 14 days of free revisions after completion.',
    },
    {
      title: 'Fulfill & grow',
      text: 'Your orders flow straight to our warehouse to be printed, picked, packed and shipped, while we help you tune the store as sales grow.',
    },
  ] satisfies ProcessStep[],
};

export interface Stat {
  value: string;
  label: string;
}

export const stats = {
  heading: 'What you can count on',
  items: [
    { value: '1 business day', label: 'to hear back on every inquiry' },
    { value: '1–3 days', label: 'to process each fulfillment order' },
    { value: '3 PM ET', label: 'daily cutoff for same-day processing' },
    { value: '14 days', label: 'of free revisions after your project is complete' },
  ] satisfies Stat[],
};

export const serviceCards: CardGridProps['cards'] = [
  {
    title: 'Custom Web Development',
    description:
      'Fast, conversion-focused stores on Shopify, WooCommerce or a custom stack: design, product migration, payments and the apps you rely on.',
    href: '/services#web-development',
    linkLabel: 'Explore web development',
    image: serviceImages.webDevelopment,
  },
  {
    title: 'Print-on-Demand',
    description:
      'Launch apparel, drinkware and merchandise without buying inventory. We print each item as it sells and ship it under your brand.',
    href: '/services#product-fulfillment',
    linkLabel: 'Explore print-on-demand',
    image: serviceImages.printOnDemand,
  },
  {
    title: 'Warehousing & Shipping',
    description:
      'Send us your stock and we receive, store, pick, pack and ship it, with tracking sent to your customers automatically.',
    href: '/services#product-fulfillment',
    linkLabel: 'Explore fulfillment',
    image: serviceImages.fulfillment,
  },
  {
    title: 'Full Service',
    description:
      'Your store and your fulfillment with one partner and one point of contact, connected from checkout to doorstep.',
    href: '/services#full-service',
    linkLabel: 'Explore full service',
    image: serviceImages.fullService,
  },
];
