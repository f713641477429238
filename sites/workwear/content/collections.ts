import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import accessoriesImage from '../assets/share/accessories.jpg';
import bestSellersImage from '../assets/share/best-sellers.jpg';
import concealedCarryImage from '../assets/share/concealed-carry.jpg';
import headwearImage from '../assets/share/headwear.jpg';
import hoodiesImage from '../assets/share/hoodies.jpg';
import jacketsImage from '../assets/share/jackets.jpg';
import newReleasesImage from '../assets/share/new-releases.jpg';
import pantsImage from '../assets/share/pants.jpg';
import shirtsImage from '../assets/share/shirts.jpg';
import vestsImage from '../assets/share/vests.jpg';

export type WorkwearCollectionPath = (typeof workwearShop.collections)[number]['path'];

/** What a collection page tells search engines and social networks. */
export interface CollectionMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Share image (1200 × 630). */
  image: string;
}

const meta: Record<WorkwearCollectionPath, CollectionMeta> = {
  '/headwear': {
    title: 'Hi-Vis Hats, Beanies & Headwear',
    description:
      'High-visibility caps, knit beanies and sun hats with reflective accents. Stay seen and stay comfortable on the jobsite, from August heat to January wind.',
    keywords: [
      'hi-vis hats',
      'reflective beanie',
      'safety cap',
      'work hat',
      'construction headwear',
    ],
    image: headwearImage,
  },
  '/jackets': {
    title: 'ANSI Class 3 Hi-Vis Jackets',
    description:
      'Waterproof, insulated and softshell high-visibility jackets that meet ANSI/ISEA 107. Reflective tape, deep pockets and room to move for road crews and site workers.',
    keywords: [
      'hi-vis jacket',
      'ANSI class 3 jacket',
      'reflective work jacket',
      'safety jacket',
      'waterproof work coat',
    ],
    image: jacketsImage,
  },
  '/hoodies': {
    title: 'Hi-Vis Hoodies & Sweatshirts',
    description:
      'Heavyweight high-visibility hoodies and zip sweatshirts with segmented reflective tape. Warm enough for early starts, tough enough for a full shift.',
    keywords: [
      'hi-vis hoodie',
      'safety sweatshirt',
      'reflective hoodie',
      'ANSI hoodie',
      'work sweatshirt',
    ],
    image: hoodiesImage,
  },
  '/new-releases': {
    title: 'New Releases: Latest Hi-Vis Workwear',
    description:
      'The newest jackets, vests, shirts and gear from Beacon Workwear. Fresh fabrics, updated fits and the same ANSI-compliant visibility your crew relies on.',
    keywords: [
      'new workwear',
      'new hi-vis gear',
      'latest safety apparel',
      'Beacon Workwear new arrivals',
    ],
    image: newReleasesImage,
  },
  '/best-sellers': {
    title: 'Best Sellers: Top-Rated Hi-Vis Workwear',
    description:
      'The jackets, vests, shirts and hoodies working crews reorder most. Proven ANSI-compliant gear, ready to ship anywhere in the U.S.',
    keywords: [
      'best hi-vis workwear',
      'popular safety vests',
      'top rated work jackets',
      'Beacon Workwear best sellers',
    ],
    image: bestSellersImage,
  },
  '/concealed-carry': {
    title: 'Concealed Carry Workwear Collection',
    description:
      'Work jackets, vests and shirts with reinforced concealed-carry pockets that keep a holstered firearm secure and out of sight. High visibility, built for everyday carry.',
    keywords: [
      'concealed carry jacket',
      'concealed carry vest',
      'CCW workwear',
      'concealed carry hi-vis',
      'everyday carry clothing',
    ],
    image: concealedCarryImage,
  },
  '/shirts': {
    title: 'Hi-Vis Work Shirts',
    description:
      'Short- and long-sleeve high-visibility shirts in moisture-wicking, breathable fabrics. ANSI-compliant colors and reflective tape for hot days on site.',
    keywords: [
      'hi-vis shirt',
      'safety t-shirt',
      'reflective work shirt',
      'ANSI class 2 shirt',
      'long sleeve safety shirt',
    ],
    image: shirtsImage,
  },
  '/pants': {
    title: 'Hi-Vis Work Pants & Bibs',
    description:
      'High-visibility work pants, rain pants and bib overalls with reflective bands at the ankle and knee. Reinforced seams and tool pockets for demanding jobs.',
    keywords: [
      'hi-vis pants',
      'reflective work pants',
      'safety bib overalls',
      'ANSI class E pants',
    ],
    image: pantsImage,
  },
  '/vests': {
    title: 'ANSI Hi-Vis Safety Vests',
    description:
      'Class 2 and Class 3 safety vests in mesh and solid fabrics, with zipper or breakaway closures, radio loops and ID pockets. Bulk-friendly for whole crews.',
    keywords: [
      'safety vest',
      'hi-vis vest',
      'ANSI class 2 vest',
      'ANSI class 3 vest',
      'reflective vest',
      'surveyor vest',
    ],
    image: vestsImage,
  },
  '/accessories': {
    title: 'Hi-Vis Work Accessories',
    description:
      'Reflective gloves, gaiters, armbands and bags that finish the kit. Small gear that keeps you visible from head to toe.',
    keywords: [
      'hi-vis accessories',
      'reflective gloves',
      'neck gaiter',
      'safety armband',
      'work gear',
    ],
    image: accessoriesImage,
  },
};

/** The ten collection pages: shop identity (id, name, path) with each page's metadata. */
export const collectionPages = workwearShop.collections.map((collection) => ({
  ...collection,
  ...meta[collection.path],
}));

export type CollectionPageContent = (typeof collectionPages)[number];
