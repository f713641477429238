import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import headwearImage from '../assets/share/headwear.jpg';
import outerwearImage from '../assets/share/outerwear.jpg';
import shirtsImage from '../assets/share/shirts.jpg';

export type SailingCollectionPath = (typeof sailingShop.collections)[number]['path'];

/** What a collection page tells search engines and social networks. */
export interface CollectionMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Share image (1200 × 630). */
  image: string;
}

const meta: Record<SailingCollectionPath, CollectionMeta> = {
  '/shirts': {
    title: 'Regatta Shirts & Tees',
    description:
      'Off Soundings event tees, long-sleeve sun shirts and performance crews for race weeks, club regattas and summer evenings at the marina.',
    keywords: [
      'regatta shirts',
      'sailing t-shirts',
      'sailing club apparel',
      'race week tees',
      'sun shirts',
    ],
    image: shirtsImage,
  },
  '/outerwear': {
    title: 'Sailing Outerwear & Jackets',
    description:
      'Quarter-zips, softshells and windbreakers for cool mornings on the water and breezy evenings on the dock, finished with the Off Soundings burgee.',
    keywords: [
      'sailing jackets',
      'regatta outerwear',
      'quarter zip',
      'softshell jacket',
      'yacht club jacket',
    ],
    image: outerwearImage,
  },
  '/headwear': {
    title: 'Sailing Hats & Caps',
    description:
      'Embroidered caps, visors and knit hats from Off Soundings: shade for race day and warmth for the delivery home.',
    keywords: ['sailing hats', 'regatta caps', 'embroidered caps', 'visors', 'sailing club hats'],
    image: headwearImage,
  },
};

/** The three collection pages: shop identity (id, name, path) with each page's metadata. */
export const collectionPages = sailingShop.collections.map((collection) => ({
  ...collection,
  ...meta[collection.path],
}));

export type CollectionPageContent = (typeof collectionPages)[number];
