import type { IconName } from '@zcomm/storefront-ui';
import { aboutBanner, type Illustration, qualityImages } from './images';

export const aboutMeta = {
  title: 'About Us: Your E-Commerce Development & Fulfillment Partner',
  description:
    'Meet Z-Comm, the Connecticut team behind custom online stores, print-on-demand and order fulfillment for growing e-commerce brands. Our mission, what we offer and why clients choose us.',
  keywords: [
    'about Z-Comm',
    'e-commerce agency',
    'Shopify agency Connecticut',
    'fulfillment partner',
  ],
};

export const aboutBannerContent = {
  ...aboutBanner,
  heading: 'Empowering E-Commerce Success',
  text: 'Custom online stores and dependable fulfillment for brands that are ready to grow.',
  action: { label: 'Contact Us', href: '/contact' },
};

export const mission = {
  heading: 'Our Mission',
  paragraphs: [
    'Our mission is simple: give every entrepreneur the kind of online business that used to take a large team to run. We design stores that are fast, clear and built to sell, and we back them with fulfillment that gets orders out the door on time, every time.',
    'We measure our success by yours: more visitors who become customers, fewer hours spent on logistics, and a brand that customers trust enough to come back to.',
  ],
};

export interface Offer {
  icon: IconName;
  title: string;
  text: string;
}

export const offers: { heading: string; intro: string; items: Offer[] } = {
  heading: 'What We Offer',
  intro: 'Three ways we help brands sell more online, on their own or together.',
  items: [
    {
      icon: 'compass',
      title: 'Custom Web Development',
      text: 'Storefronts on Shopify, WooCommerce or a custom stack, designed around your products and built for speed, accessibility and search. We handle themes, migrations, payments and integrations.',
    },
    {
      icon: 'truck',
      title: 'Product Fulfillment Solutions',
      text: 'Print-on-demand, warehousing, pick-and-pack and shipping from our Connecticut facility. Orders are processed in 1–3 business days, and your customers get tracking automatically.',
    },
    {
      icon: 'star',
      title: 'Tailored E-Commerce Strategies',
      text: 'Practical plans for catalogue structure, pricing, conversion and growth, shaped by what actually sells in your niche rather than by a generic playbook.',
    },
  ],
};

export interface Quality {
  title: string;
  text: string;
  image: Illustration;
}

export const whyChooseUs: { heading: string; intro: string; qualities: Quality[] } = {
  heading: 'Why Choose Us',
  intro: 'What working with Z-Comm feels like, and why clients stay with us after launch.',
  qualities: [
    {
      title: 'Expertise',
      text: 'Our developers and operations staff work in e-commerce every day, for clients and for our own stores. We know the platforms, the apps worth paying for and the shipping details that quietly eat margins, and we bring that experience to every project.',
      image: qualityImages.expertise,
    },
    {
      title: 'Innovation',
      text: 'We keep up with what moves the needle, from faster themes and headless storefronts to smarter print-on-demand workflows, and we adopt new tools only when they make your store faster, simpler or more profitable.',
      image: qualityImages.innovation,
    },
    {
      title: 'Customer-Centric Approach',
      text: 'You work with a named project lead who knows your business. We reply within one business day, explain options in plain English and give you fixed quotes before any work begins, so there are no surprises.',
      image: qualityImages.customer,
    },
    {
      title: 'End-to-End Solutions',
      text: 'From the first wireframe to the parcel on your customer’s doorstep, one team owns the whole journey. Your store, inventory and shipping are connected from day one, and you have a single partner to call.',
      image: qualityImages.endToEnd,
    },
  ],
};
