import { operator, sailing } from '../site';

/** Home page copy and metadata. */
export const home = {
  title: 'Sailing-Event Apparel for Race Crews and Club Members',
  description: `Shirts, outerwear and headwear for sailors, race crews and sailing club members. ${sailing.tagline}.`,
  keywords: [
    'sailing apparel',
    'regatta shirts',
    'sailing club clothing',
    'coastal racing',
    'Off Soundings',
  ],
  heroAlt:
    'Sailboats with billowing navy, red and white spinnakers racing on the sound past a lighthouse at golden hour.',
  heading: sailing.name,
  tagline: sailing.tagline,
  heroAction: 'Shop Now',
  collectionsHeading: 'Shop by Collection',
  collectionsText: 'Race-day shirts, outerwear for the breeze and headwear for the sun.',
  collectionTiles: {
    '/shirts': 'Event tees, sun shirts and performance crews.',
    '/outerwear': 'Quarter-zips, softshells and windbreakers.',
    '/headwear': 'Embroidered caps, visors and knit hats.',
  },
  shopHeading: 'Shop the Shirts',
  shopText:
    'Event tees, sun shirts and performance crews made for race days and the stories told afterwards.',
  operatorBanner: {
    alt: 'An online storefront on a laptop beside shipping boxes bearing the Off Soundings sail, with a dotted delivery route to a map pin.',
    heading: `Run by ${operator.name}`,
    text: `Off Soundings is designed, sold and shipped by ${operator.name}, an e-commerce company in ${operator.location}.`,
  },
  badgesHeading: `Why Shop With ${operator.name}`,
  badges: [
    {
      icon: 'headset',
      title: 'Outstanding Service',
      text: 'Real people in Connecticut answer every message, help with sizing and follow every order to your door.',
    },
    {
      icon: 'tag',
      title: 'Exclusive Pricing',
      text: 'Club and event apparel at member-friendly prices, with no middleman between the printer and you.',
    },
    {
      icon: 'award',
      title: 'Industry Expertise',
      text: 'Years of building online stores and fulfilling apparel orders, from custom prints to fast, careful shipping.',
    },
  ],
  about: {
    heading: `About ${operator.name}`,
    paragraphs: [
      `${operator.name} is a small e-commerce company based in ${operator.location}. We build online stores for brands and organizations and handle everything behind them: product sourcing, printing, warehousing and shipping.`,
      'Off Soundings is our own store for the coastal racing community. Every order is packed by our team and shipped from Connecticut, and secure checkout is handled by our storefront platform and its payment processors.',
    ],
    action: 'Learn More',
  },
} as const;
