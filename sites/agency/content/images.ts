import type { ImageSource } from '@zcomm/storefront-ui';
import aboutBannerDesktop from '../assets/about-banner-desktop.svg';
import aboutBannerMobile from '../assets/about-banner-mobile.svg';
import heroArt from '../assets/hero.svg';
import logoSource from '../assets/logo.svg';
import logoInverseSource from '../assets/logo-inverse.svg';
import qualityCustomer from '../assets/quality-customer.svg';
import qualityEndToEnd from '../assets/quality-end-to-end.svg';
import qualityExpertise from '../assets/quality-expertise.svg';
import qualityInnovation from '../assets/quality-innovation.svg';
import serviceFulfillment from '../assets/service-fulfillment.svg';
import serviceFullService from '../assets/service-full-service.svg';
import servicePrintOnDemand from '../assets/service-print-on-demand.svg';
import serviceWebDevelopment from '../assets/service-web-development.svg';
import servicesBannerDesktop from '../assets/services-banner-desktop.svg';
import servicesBannerMobile from '../assets/services-banner-mobile.svg';

/** An image with its intrinsic size and the text that replaces it. */
export type Illustration = ImageSource & { alt: string };

export const logo: ImageSource = { src: logoSource, width: 180, height: 40 };
export const logoInverse: ImageSource = { src: logoInverseSource, width: 180, height: 40 };

export const heroIllustration: Illustration = {
  src: heroArt,
  width: 600,
  height: 480,
  alt: 'An online storefront on a laptop screen beside packed shipping boxes and a rising sales chart',
};

export const aboutBanner = {
  desktop: { src: aboutBannerDesktop, width: 1600, height: 560 },
  mobile: { src: aboutBannerMobile, width: 800, height: 1040 },
  alt: 'Abstract illustration of an online store, a growth chart and parcels on their way',
} satisfies { desktop: ImageSource; mobile: ImageSource; alt: string };

export const servicesBanner = {
  desktop: { src: servicesBannerDesktop, width: 1600, height: 560 },
  mobile: { src: servicesBannerMobile, width: 800, height: 1040 },
  alt: 'Abstract illustration of a store being built in a browser window and orders moving along a conveyor',
} satisfies { desktop: ImageSource; mobile: ImageSource; alt: string };

const qualitySize = { width: 560, height: 420 };
export const qualityImages = {
  expertise: {
    src: qualityExpertise,
    ...qualitySize,
    alt: 'Platform panels for Shopify, WooCommerce and custom code arranged around a storefront',
  },
  innovation: {
    src: qualityInnovation,
    ...qualitySize,
    alt: 'A lightbulb above a browser window with new interface blocks snapping into place',
  },
  customer: {
    src: qualityCustomer,
    ...qualitySize,
    alt: 'Two chat bubbles and a handshake card, showing a conversation with a client',
  },
  endToEnd: {
    src: qualityEndToEnd,
    ...qualitySize,
    alt: 'A path running from a storefront screen through a warehouse shelf to a delivered parcel',
  },
} satisfies Record<string, Illustration>;

const cardSize = { width: 640, height: 360 };
export const serviceImages = {
  webDevelopment: {
    src: serviceWebDevelopment,
    ...cardSize,
    alt: 'A storefront being designed in a browser window, with product tiles and a checkout button',
  },
  printOnDemand: {
    src: servicePrintOnDemand,
    ...cardSize,
    alt: 'A custom-printed T-shirt and mug coming off a print line',
  },
  fulfillment: {
    src: serviceFulfillment,
    ...cardSize,
    alt: 'Warehouse shelves of stocked boxes and a parcel with a shipping label',
  },
  fullService: {
    src: serviceFullService,
    ...cardSize,
    alt: 'A storefront screen connected to a parcel and an upward sales chart',
  },
} satisfies Record<string, Illustration>;
