import { storePolicies } from '../site';

/** Home page copy and metadata. */
export const home = {
  title: 'High-Visibility Workwear Built for the Jobsite',
  description: `ANSI-compliant hi-vis jackets, vests, shirts, pants, hoodies and headwear for construction and working crews. Standard U.S. shipping in ${storePolicies.shippingTime} and a 100% refund guarantee.`,
  keywords: [
    'hi-vis workwear',
    'high visibility clothing',
    'ANSI safety vest',
    'hi-vis jacket',
    'construction workwear',
    'concealed carry workwear',
  ],
  bannerAlt:
    'A high-visibility Beacon Workwear jacket with reflective tape hanging from a tower crane above a city construction site at dusk.',
  eyebrow: 'ANSI-compliant high-visibility gear',
  heading: 'Be Seen. Stay Safe. Get to Work.',
  text: 'Jackets, vests, shirts and more, built tough for construction crews and working people across the U.S.',
  action: 'Shop Best Sellers',
} as const;

/** The five collections the home page shows, in this order. */
export const homeCollectionNames = [
  'Best Sellers',
  'New Releases',
  'Concealed Carry Collection',
  'Headwear',
  'Accessories',
] as const;
