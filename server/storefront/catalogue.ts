/**
 * The demo catalogues the storefront simulator serves: Beacon Workwear (ANSI high-visibility
 * workwear) and Off Soundings (sailing-event apparel). Collection ids, domains and tokens come
 * from the shared shop list and the database seed, so the sites, the API and the simulator
 * always agree.
 */
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { slugify } from './engine.ts';
import { garmentFamily } from './images.ts';
import type {
  CatalogueCollection,
  CatalogueProduct,
  Garment,
  GarmentFamily,
  ProductColour,
  ShopCatalogue,
} from './types.ts';

const colour = (name: string, hex: string, secondary?: string): ProductColour =>
  secondary ? { name, hex, secondary } : { name, hex };

const hiVisYellow = colour('Hi-Vis Yellow', '#d8f21c');
const hiVisOrange = colour('Hi-Vis Orange', '#ff6a13');
const twoToneYellow = colour('Yellow with Black Bottom', '#d8f21c', '#1f2124');
const twoToneOrange = colour('Orange with Black Bottom', '#ff6a13', '#1f2124');
const black = colour('Black', '#1f2124');
const charcoal = colour('Charcoal', '#3b3f45');
const navy = colour('Navy', '#1e2a44');
const khaki = colour('Khaki', '#b59b6b');
const brownDuck = colour('Brown Duck', '#7a5430');
const greyHeather = colour('Grey Heather', '#8d9196');
const olive = colour('Olive', '#5b6140');
const brickRed = colour('Brick Red', '#a7281f');
const indigo = colour('Indigo', '#2e4a7a');

const sailNavy = colour('Navy', '#1b2a4a');
const sailWhite = colour('White', '#f7f7f5');
const nauticalRed = colour('Nautical Red', '#b22234');
const skyBlue = colour('Sky Blue', '#8ec5e8');
const heather = colour('Heather Grey', '#9a9ea3');
const seafoam = colour('Seafoam', '#9ed9c8');
const sand = colour('Sand', '#d8c7a3');
const harborBlue = colour('Harbor Blue', '#2f6690');
const coral = colour('Coral', '#f08a6c');
const slickerYellow = colour('Slicker Yellow', '#f2c230');
const forest = colour('Forest', '#2f4f3a');

const TOPS = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const TOPS_EXTENDED = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const WAIST = ['30', '32', '34', '36', '38', '40', '42'];
const HATS = ['S/M', 'L/XL'];
const GLOVES = ['S', 'M', 'L', 'XL', '2XL'];
const ONE_SIZE: string[] = [];
const SAILING_TOPS = ['XS', 'S', 'M', 'L', 'XL', '2XL'];

interface ProductSpec {
  title: string;
  garment: Garment;
  price: string;
  compareAtPrice?: string;
  colours: ProductColour[];
  sizes: string[];
  collections: string[];
  description: string;
  features: string[];
  reflective?: boolean;
  productType?: string;
  tags?: string[];
  createdAt?: string;
  soldOut?: string[];
}

const productTypes: Record<GarmentFamily, string> = {
  tee: 'T-Shirts',
  polo: 'Polos',
  longsleeve: 'Shirts',
  quarterzip: 'Pullovers',
  hoodie: 'Hoodies',
  jacket: 'Jackets',
  vest: 'Vests',
  pants: 'Pants',
  shorts: 'Shorts',
  cap: 'Hats',
  visor: 'Hats',
  beanie: 'Hats',
  brimhat: 'Hats',
  hardhat: 'Hats',
  bag: 'Bags',
  glove: 'Gloves',
  gaiter: 'Face & Neck',
  socks: 'Socks',
  belt: 'Belts',
};

/**
 * The demo shop's sales of a product, for sorting by best-selling: a fixed figure from 0 to 999
 * derived from the title (FNV-1a), so the order is stable and unrelated to catalogue order.
 */
function demoUnitsSold(title: string): number {
  let hash = 0x811c9dc5;
  for (const character of title) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 1000;
}

function buildProducts(
  specs: readonly ProductSpec[],
  options: { firstId: number; vendor: string; startDate: string },
): CatalogueProduct[] {
  const start = Date.parse(options.startDate);
  return specs.map((spec, index) => {
    const reflective = spec.reflective ?? false;
    const tags = new Set(spec.tags ?? []);
    if (reflective) tags.add('reflective');
    if (/\bClass [23E]\b/.test(spec.title) || /ANSI/.test(spec.features.join(' ')))
      tags.add('ANSI');
    // The standard's class as a tag of its own, so shoppers can filter by it.
    const ansiClass = /ANSI\/ISEA 107-2020 (?:Type \w )?Class ([23E])/.exec(
      spec.features.join(' '),
    );
    if (ansiClass) tags.add(`ANSI Class ${ansiClass[1]}`);
    return {
      id: String(options.firstId + index),
      handle: slugify(spec.title),
      title: spec.title,
      productType: spec.productType ?? productTypes[garmentFamily(spec.garment)],
      vendor: options.vendor,
      description: spec.description,
      features: spec.features,
      price: spec.price,
      ...(spec.compareAtPrice ? { compareAtPrice: spec.compareAtPrice } : {}),
      garment: spec.garment,
      reflective,
      colours: spec.colours,
      sizes: spec.sizes,
      collections: spec.collections,
      tags: [...tags],
      createdAt: spec.createdAt ?? new Date(start + index * 2 * 86_400_000).toISOString(),
      unitsSold: demoUnitsSold(spec.title),
      ...(spec.soldOut ? { soldOut: spec.soldOut } : {}),
    };
  });
}

function buildCollections(
  shop: { collections: readonly { id: string; name: string; path: string }[] },
  descriptions: Record<string, string>,
): CatalogueCollection[] {
  return shop.collections.map((collection) => {
    const handle = collection.path.replace(/^\//, '');
    return {
      id: collection.id,
      handle,
      title: collection.name,
      description: descriptions[handle] ?? '',
    };
  });
}

/* ------------------------------------------------------------------ Beacon Workwear */

const ANSI_3 = 'Meets ANSI/ISEA 107-2020 Type R Class 3';
const ANSI_2 = 'Meets ANSI/ISEA 107-2020 Type R Class 2';
const ANSI_E = 'Meets ANSI/ISEA 107-2020 Class E';
const TAPE = '2-inch silver reflective tape, rated for 25+ industrial washes';

const workwearSpecs: ProductSpec[] = [
  // Headwear
  {
    title: 'Hi-Vis Reflective Trucker Cap',
    garment: 'trucker-cap',
    price: '24.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['headwear', 'best-sellers'],
    reflective: true,
    description:
      'A fluorescent trucker cap with a reflective crown band, so you stay visible from the first light on site to the last truck out.',
    features: [
      'Structured six-panel crown with breathable mesh back',
      'Reflective band around the crown',
      'Adjustable snapback fits most head sizes',
    ],
  },
  {
    title: 'Hi-Vis Knit Beanie with Reflective Band',
    garment: 'cuffed-beanie',
    price: '19.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['headwear', 'best-sellers'],
    reflective: true,
    description:
      'Warm double-layer acrylic knit in fluorescent colours, with a reflective band on the cuff for dawn starts and night shifts.',
    features: ['Double-layer rib knit', 'Fits comfortably under most hard hats', TAPE],
  },
  {
    title: 'Hi-Vis Bucket Hat',
    garment: 'bucket-hat',
    price: '27.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: HATS,
    collections: ['headwear'],
    reflective: true,
    description:
      'A lightweight bucket hat with an all-round brim that shades your neck and face during long days of road work.',
    features: [
      'UPF 50+ polyester',
      'Reflective band around the crown',
      'Brass eyelets for airflow',
    ],
  },
  {
    title: 'Hard Hat Winter Liner',
    garment: 'hard-hat-liner',
    price: '22.99',
    colours: [black, hiVisYellow],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    reflective: true,
    description:
      'A fleece-lined liner that slips under your hard hat suspension to keep ears and neck warm without compromising fit.',
    features: [
      'Thin windproof shell with brushed fleece lining',
      'Covers ears and the back of the neck',
      'Reflective band for low-light visibility',
    ],
  },
  {
    title: 'Cooling Hard Hat Sun Shade',
    garment: 'hard-hat-shade',
    price: '18.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['headwear', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-08T14:00:00.000Z',
    description:
      'A wide mesh brim that clips onto a full-brim or cap-style hard hat and throws shade over your face, ears and neck.',
    features: [
      'Fits most cap-style and full-brim hard hats',
      'Open mesh lets heat escape',
      'Reflective trim on the brim edge',
    ],
  },
  {
    title: 'Flex-Fit Work Cap',
    garment: 'fitted-cap',
    price: '26.99',
    colours: [black, charcoal, khaki],
    sizes: HATS,
    collections: ['headwear'],
    description:
      'A stretch-fit cap in durable cotton twill with a moisture-wicking sweatband, made for long hours outdoors.',
    features: ['Stretch-fit closed back', 'Moisture-wicking sweatband', 'Embroidered Beacon badge'],
  },
  {
    title: 'Thermal Cuffed Beanie',
    garment: 'watch-cap',
    price: '16.99',
    colours: [black, charcoal, brownDuck],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description:
      'A classic cuffed watch cap knit from soft, warm yarn with a thermal lining for winter mornings.',
    features: ['Thermal fleece lining', 'Fold-over cuff', 'Woven Beacon label'],
  },
  {
    title: 'Ripstop Boonie Hat',
    garment: 'boonie-hat',
    price: '24.99',
    colours: [khaki, olive],
    sizes: HATS,
    collections: ['headwear'],
    description:
      'A rugged ripstop boonie with a stiffened brim and chin cord that stays put in the wind.',
    features: ['Tear-resistant ripstop cotton', 'Adjustable chin cord', 'Side vents for airflow'],
  },
  {
    title: 'Mesh-Back Logo Trucker',
    garment: 'patch-trucker-cap',
    price: '22.99',
    colours: [black, navy],
    sizes: ONE_SIZE,
    collections: ['headwear', 'new-releases'],
    createdAt: '2025-07-12T14:00:00.000Z',
    description:
      'Our everyday trucker with a foam front, breathable mesh back and a stitched Beacon patch.',
    features: ['Foam front panel with stitched patch', 'Mesh back panels', 'Plastic snapback'],
  },
  {
    title: 'Fleece-Lined Trapper Hat',
    garment: 'trapper-hat',
    price: '34.99',
    colours: [brownDuck, black],
    sizes: HATS,
    collections: ['headwear'],
    description:
      'A duck canvas trapper with a thick fleece lining and fold-down ear flaps for the coldest job sites.',
    features: ['Water-repellent duck canvas shell', 'Fold-down ear flaps', 'Thick fleece lining'],
  },
  {
    title: 'Hi-Vis Mesh Safety Cap',
    garment: 'mesh-cap',
    price: '21.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    reflective: true,
    description:
      'An ultra-breathable all-mesh cap in fluorescent colours with reflective piping, made for summer heat.',
    features: ['All-mesh crown', 'Reflective piping', 'Hook-and-loop adjuster'],
  },
  // Headwear and accessories
  {
    title: 'Hi-Vis Neck Gaiter',
    garment: 'gaiter',
    price: '14.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['headwear', 'accessories', 'best-sellers'],
    reflective: true,
    description:
      'A stretchy, breathable neck gaiter that works as a face cover, headband or sun shield.',
    features: ['UPF 50+ stretch knit', 'Reflective band', 'Wear it twelve different ways'],
  },
  // Jackets
  {
    title: 'Class 3 Hi-Vis Bomber Jacket',
    garment: 'hi-vis-bomber',
    price: '129.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'best-sellers'],
    reflective: true,
    soldOut: ['Hi-Vis Orange / 5XL'],
    description:
      'Our best-selling insulated bomber: waterproof, windproof and built to keep you warm and seen through winter shifts.',
    features: [
      ANSI_3,
      'Waterproof shell with taped seams',
      'Quilted insulation with zip-out hood',
      TAPE,
    ],
  },
  {
    title: 'Class 3 Waterproof Rain Jacket',
    garment: 'rain-jacket',
    price: '89.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'best-sellers'],
    reflective: true,
    description:
      'A lightweight PU rain jacket with sealed seams and a roll-away hood that packs into the collar.',
    features: [ANSI_3, 'Fully sealed seams', 'Storm flap over the front zipper', TAPE],
  },
  {
    title: 'Class 3 Insulated Parka',
    garment: 'parka',
    price: '159.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    reflective: true,
    description:
      'A heavyweight parka for sub-zero work: long cut, insulated hood and a waterproof shell that blocks sleet and wind.',
    features: [
      ANSI_3,
      '200 g polyfill insulation',
      'Detachable insulated hood',
      'Eight pockets including a radio pocket',
    ],
  },
  {
    title: 'Class 3 Soft Shell Jacket',
    garment: 'softshell-jacket',
    price: '99.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-15T14:00:00.000Z',
    description:
      'A three-layer soft shell that stretches with you, sheds light rain and keeps the wind off on cool mornings.',
    features: [ANSI_3, 'Water-resistant, windproof three-layer shell', 'Micro-fleece lining', TAPE],
  },
  {
    title: 'Hi-Vis Two-Tone Windbreaker',
    garment: 'windbreaker',
    price: '69.99',
    colours: [twoToneYellow, twoToneOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    reflective: true,
    description:
      'A packable windbreaker with a black lower body that hides dirt and grime, with full Class 3 visibility up top.',
    features: [ANSI_3, 'Black bottom panel hides dirt', 'Mesh lining for airflow', TAPE],
  },
  {
    title: 'Class 3 Hi-Vis 3-in-1 Jacket',
    garment: 'three-in-one-jacket',
    price: '179.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'best-sellers'],
    reflective: true,
    description:
      'Three jackets in one: a waterproof shell, a zip-in fleece liner, or both together for the coldest days.',
    features: [ANSI_3, 'Waterproof outer shell', 'Zip-out fleece liner wears on its own', TAPE],
  },
  {
    title: 'Duck Canvas Chore Coat',
    garment: 'chore-coat',
    price: '109.99',
    colours: [brownDuck, black],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    description:
      'A classic 12 oz duck canvas chore coat with a corduroy collar and a blanket lining that only gets better with wear.',
    features: [
      '12 oz cotton duck canvas',
      'Blanket-lined body, quilted sleeves',
      'Four front pockets',
    ],
  },
  {
    title: 'Sherpa-Lined Duck Jacket',
    garment: 'sherpa-jacket',
    price: '139.99',
    colours: [brownDuck, black],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'new-releases'],
    createdAt: '2025-07-02T14:00:00.000Z',
    description:
      'Heavy washed duck with a plush sherpa lining, rib-knit storm cuffs and a water-repellent finish.',
    features: ['Washed 12 oz duck canvas', 'Sherpa body lining', 'Rib-knit storm cuffs'],
  },
  {
    title: 'Insulated Work Bomber',
    garment: 'work-bomber',
    price: '99.99',
    colours: [black, navy],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    description:
      'A tough nylon bomber with quilted insulation, a knit collar and a pen-and-tool sleeve pocket.',
    features: ['Water-resistant nylon shell', 'Quilted 120 g insulation', 'Sleeve utility pocket'],
  },
  {
    title: 'Flame-Resistant Hi-Vis Rain Jacket',
    garment: 'fr-rain-jacket',
    price: '189.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    reflective: true,
    description:
      'A flame-resistant, waterproof rain jacket for utility and oil-and-gas crews who need both visibility and arc protection.',
    features: [
      ANSI_3,
      'Meets ASTM F1891 and ASTM F1506',
      'Flame-resistant reflective tape',
      'Sealed seams',
    ],
  },
  {
    title: 'Lightweight Ripstop Work Jacket',
    garment: 'ripstop-jacket',
    price: '79.99',
    colours: [charcoal, khaki],
    sizes: TOPS_EXTENDED,
    collections: ['jackets'],
    description:
      'An unlined ripstop jacket for shoulder seasons, with a DWR finish and a stretch gusset in the back.',
    features: [
      'Ripstop cotton blend with stretch',
      'Durable water-repellent finish',
      'Two chest pockets',
    ],
  },
  // Hoodies
  {
    title: 'Class 3 Hi-Vis Pullover Hoodie',
    garment: 'pullover-hoodie',
    price: '59.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'best-sellers'],
    reflective: true,
    description:
      'A soft brushed-fleece pullover with Class 3 visibility and a kangaroo pocket, made for cool mornings on site.',
    features: [ANSI_3, 'Brushed fleece interior', 'Kangaroo pocket', TAPE],
  },
  {
    title: 'Class 3 Full-Zip Hi-Vis Hoodie',
    garment: 'zip-hoodie',
    price: '64.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    reflective: true,
    description:
      'A full-zip hoodie you can throw over a tee or under a rain shell, with reflective tape that holds up to hard washing.',
    features: [ANSI_3, 'Heavy-duty front zipper', 'Two zippered hand pockets', TAPE],
  },
  {
    title: 'Hi-Vis Thermal-Lined Hoodie',
    garment: 'thermal-hoodie',
    price: '74.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    reflective: true,
    description:
      'A full-zip hoodie with a waffle-knit thermal lining in the body, sleeves and hood for serious winter warmth.',
    features: [ANSI_3, 'Thermal waffle-knit lining', 'Rib-knit cuffs and hem', TAPE],
  },
  {
    title: 'Hi-Vis Sherpa-Lined Hoodie',
    garment: 'sherpa-hoodie',
    price: '89.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-18T14:00:00.000Z',
    description:
      'Our warmest hoodie: a plush sherpa lining, water-repellent face fabric and full Class 3 reflective coverage.',
    features: [ANSI_3, 'Sherpa-lined body and hood', 'Water-repellent finish', TAPE],
  },
  {
    title: 'Heavyweight Work Hoodie',
    garment: 'heavyweight-hoodie',
    price: '54.99',
    colours: [black, charcoal, navy, greyHeather],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'best-sellers'],
    description:
      'A 13 oz cotton-blend pullover with a double-layer hood that keeps its shape after a hundred washes.',
    features: ['13 oz cotton-poly fleece', 'Double-layer hood', 'Reinforced kangaroo pocket'],
  },
  {
    title: 'Water-Repellent Full-Zip Hoodie',
    garment: 'water-repellent-hoodie',
    price: '64.99',
    colours: [charcoal, black],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    description:
      'A midweight full-zip hoodie treated to shed light rain and snow, with a hidden phone pocket.',
    features: [
      'Durable water-repellent finish',
      'Hidden zip phone pocket',
      'Thumbholes in the cuffs',
    ],
  },
  {
    title: 'Thermal-Lined Full-Zip Hoodie',
    garment: 'thermal-zip-hoodie',
    price: '69.99',
    colours: [brownDuck, black, greyHeather],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    description:
      'A heavyweight full-zip with a thermal knit lining throughout, including the hood.',
    features: [
      'Thermal-lined body, sleeves and hood',
      'Brass front zipper',
      'Rib-knit cuffs and waistband',
    ],
  },
  {
    title: 'Hi-Vis Quarter-Zip Fleece',
    garment: 'grid-fleece-quarterzip',
    price: '49.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    reflective: true,
    description:
      'A grid-fleece quarter-zip that layers under a vest or shell and keeps you warm without bulk.',
    features: [ANSI_3, 'Grid fleece for warmth and airflow', 'Stand-up collar', TAPE],
  },
  {
    title: 'Class 3 Lightweight Hi-Vis Hoodie',
    garment: 'lightweight-hoodie',
    price: '44.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies'],
    reflective: true,
    description:
      'A lightweight, moisture-wicking pullover hoodie for warm mornings, with a hood that fits under a hard hat.',
    features: [ANSI_3, 'Moisture-wicking birdseye knit', 'Low-profile hood', TAPE],
  },
  {
    title: 'Hi-Vis Two-Tone Hoodie',
    garment: 'two-tone-hoodie',
    price: '62.99',
    colours: [twoToneYellow, twoToneOrange],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'best-sellers'],
    reflective: true,
    description:
      'A full-zip hoodie with a black lower body that hides the dirt, with full reflective coverage above the waist.',
    features: [ANSI_3, 'Black bottom panel hides dirt', 'Zippered hand pockets', TAPE],
  },
  {
    title: 'Tech Fleece Work Hoodie',
    garment: 'tech-fleece-hoodie',
    price: '59.99',
    colours: [greyHeather, olive],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'new-releases'],
    createdAt: '2025-07-10T14:00:00.000Z',
    description:
      'A stretchy, quick-drying tech fleece with a scuba hood and a low-profile fit that layers under anything.',
    features: ['Four-way stretch tech fleece', 'Scuba hood', 'Bonded zip chest pocket'],
  },
  // Shirts
  {
    title: 'Class 2 Hi-Vis Short Sleeve T-Shirt',
    garment: 'hi-vis-tee',
    price: '19.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'best-sellers'],
    reflective: true,
    description:
      'The everyday hi-vis tee: moisture-wicking birdseye mesh that breathes in the heat and keeps you Class 2 compliant.',
    features: [ANSI_2, 'Moisture-wicking birdseye mesh', 'Chest pocket', TAPE],
  },
  {
    title: 'Class 3 Hi-Vis Long Sleeve T-Shirt',
    garment: 'hi-vis-longsleeve',
    price: '27.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'best-sellers'],
    reflective: true,
    description:
      'Long sleeves with reflective bands on both arms bring you up to Class 3, with UPF 50+ sun protection built in.',
    features: [ANSI_3, 'UPF 50+ moisture-wicking knit', 'Reflective bands on both sleeves', TAPE],
  },
  {
    title: 'Hi-Vis Moisture-Wicking Polo',
    garment: 'hi-vis-polo',
    price: '32.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts'],
    reflective: true,
    description:
      'A sharp hi-vis polo for supervisors and inspectors, with a three-button placket and a pen pocket on the sleeve.',
    features: [ANSI_2, 'Snag-resistant pique knit', 'Sleeve pen pocket', TAPE],
  },
  {
    title: 'Hi-Vis Two-Tone Button-Down Work Shirt',
    garment: 'two-tone-work-shirt',
    price: '44.99',
    colours: [twoToneYellow, twoToneOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts'],
    reflective: true,
    description:
      'A vented, long-sleeve button-down with a black lower body and two chest pockets with pencil slots.',
    features: [ANSI_3, 'Back vent for airflow', 'Two button-flap chest pockets', TAPE],
  },
  {
    title: 'Hi-Vis Pocket T-Shirt',
    garment: 'hi-vis-pocket-tee',
    price: '21.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts'],
    reflective: true,
    description: 'A heavyweight cotton-feel hi-vis tee with a chest pocket and a relaxed fit.',
    features: [ANSI_2, 'Soft cotton-feel polyester', 'Left chest pocket', TAPE],
  },
  {
    title: 'Heavyweight Pocket T-Shirt',
    garment: 'pocket-tee',
    price: '18.99',
    colours: [black, charcoal, greyHeather, navy, brownDuck],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'best-sellers'],
    description:
      'A 6.5 oz ring-spun cotton tee with a chest pocket, double-needle hems and a collar that will not stretch out.',
    features: ['6.5 oz ring-spun cotton', 'Left chest pocket', 'Double-needle stitching'],
  },
  {
    title: 'Performance Work Polo',
    garment: 'work-polo',
    price: '29.99',
    colours: [black, navy, charcoal],
    sizes: TOPS_EXTENDED,
    collections: ['shirts'],
    description:
      'A moisture-wicking polo with stain release and a clean look for the job site and the client meeting after.',
    features: ['Moisture-wicking pique', 'Stain-release finish', 'Three-button placket'],
  },
  {
    title: 'Flannel Work Shirt',
    garment: 'flannel-shirt',
    price: '39.99',
    colours: [brickRed, charcoal],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'new-releases'],
    createdAt: '2025-07-05T14:00:00.000Z',
    description:
      'A heavyweight brushed flannel with double chest pockets and a longer tail that stays tucked.',
    features: ['8 oz brushed cotton flannel', 'Two button-flap chest pockets', 'Extended tail'],
  },
  {
    title: 'Ripstop Button-Down Shirt',
    garment: 'ripstop-shirt',
    price: '42.99',
    colours: [khaki, charcoal],
    sizes: TOPS_EXTENDED,
    collections: ['shirts'],
    description: 'A tough ripstop button-down with roll-up sleeve tabs and a vented back yoke.',
    features: ['Ripstop cotton-poly', 'Roll-up sleeve tabs', 'Vented back yoke'],
  },
  {
    title: 'Long Sleeve Henley',
    garment: 'henley',
    price: '26.99',
    colours: [greyHeather, olive, black],
    sizes: TOPS,
    collections: ['shirts'],
    description: 'A waffle-knit henley that layers under a flannel or wears on its own.',
    features: ['Waffle-knit cotton blend', 'Three-button placket', 'Rib-knit cuffs'],
  },
  {
    title: 'Class 3 Hi-Vis UPF 50 Sun Shirt',
    garment: 'hi-vis-sun-shirt',
    price: '34.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-20T14:00:00.000Z',
    description:
      'A featherweight long-sleeve shirt that blocks the sun, dries fast and keeps you Class 3 visible in summer heat.',
    features: [ANSI_3, 'UPF 50+ cooling knit', 'Thumbholes keep sleeves in place', TAPE],
  },
  // Pants
  {
    title: 'Class E Hi-Vis Work Pants',
    garment: 'hi-vis-pants',
    price: '59.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: WAIST,
    collections: ['pants', 'best-sellers'],
    reflective: true,
    description:
      'Fluorescent work pants with two reflective bands on each leg. Worn with a Class 2 top, they bring you to Class 3.',
    features: [ANSI_E, 'Cargo pockets on both legs', 'Gusseted crotch for movement', TAPE],
  },
  {
    title: 'Class E Rain Pants',
    garment: 'rain-pants',
    price: '49.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['pants', 'best-sellers'],
    reflective: true,
    description:
      'Waterproof over-pants with an elastic waist and snap ankle closures that pull on over work boots.',
    features: [ANSI_E, 'Waterproof PU with sealed seams', 'Elastic waist with drawcord', TAPE],
  },
  {
    title: 'Class E Insulated Bib Overalls',
    garment: 'bib-overalls',
    price: '129.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['pants'],
    reflective: true,
    description:
      'Insulated bib overalls with leg zips to the hip, reinforced knees and adjustable suspenders.',
    features: [ANSI_E, 'Quilted insulation', 'Hip-length leg zips', 'Reinforced knees and cuffs'],
  },
  {
    title: 'Duck Canvas Double-Knee Pants',
    garment: 'double-knee-pants',
    price: '64.99',
    colours: [brownDuck, black],
    sizes: WAIST,
    collections: ['pants', 'best-sellers'],
    description:
      '12 oz duck canvas with a double-layer knee that takes kneepads, a hammer loop and deep utility pockets.',
    features: [
      '12 oz cotton duck canvas',
      'Double-front knees with kneepad openings',
      'Hammer loop and rule pocket',
    ],
  },
  {
    title: 'Ripstop Cargo Work Pants',
    garment: 'cargo-pants',
    price: '54.99',
    colours: [khaki, charcoal, black],
    sizes: WAIST,
    collections: ['pants'],
    description: 'Lightweight ripstop with a stretch waistband and two bellowed cargo pockets.',
    features: [
      'Ripstop cotton-poly with stretch',
      'Two bellowed cargo pockets',
      'Articulated knees',
    ],
  },
  {
    title: 'Flex Carpenter Jeans',
    garment: 'carpenter-jeans',
    price: '49.99',
    colours: [indigo],
    sizes: WAIST,
    collections: ['pants'],
    description:
      'Stretch denim carpenter jeans with a utility pocket, hammer loop and a relaxed seat and thigh.',
    features: ['12 oz stretch denim', 'Hammer loop and utility pocket', 'Relaxed seat and thigh'],
  },
  {
    title: 'Lined Canvas Work Pants',
    garment: 'lined-pants',
    price: '74.99',
    colours: [brownDuck, black],
    sizes: WAIST,
    collections: ['pants'],
    description: 'Duck canvas pants with a flannel lining for winter work outdoors.',
    features: ['Flannel-lined body', 'Double-front knees', 'Heel kick plates'],
  },
  {
    title: 'Class E Hi-Vis Work Shorts',
    garment: 'cargo-shorts',
    price: '39.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: WAIST,
    collections: ['pants', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-14T14:00:00.000Z',
    description:
      'Lightweight fluorescent work shorts with a reflective band on each leg for summer road crews.',
    features: [ANSI_E, 'Lightweight ripstop', 'Cargo pocket with phone sleeve', TAPE],
  },
  {
    title: 'Tech Stretch Work Pants',
    garment: 'tech-pants',
    price: '59.99',
    colours: [charcoal, khaki],
    sizes: WAIST,
    collections: ['pants'],
    description: 'Four-way stretch work pants that move like athletic wear and wear like canvas.',
    features: ['Four-way stretch nylon blend', 'Zippered thigh pocket', 'Reinforced hems'],
  },
  {
    title: 'Class E Hi-Vis Joggers',
    garment: 'joggers',
    price: '44.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['pants'],
    reflective: true,
    description:
      'Fleece-lined hi-vis joggers with a drawcord waist and reflective bands on both legs.',
    features: [ANSI_E, 'Brushed fleece lining', 'Elastic waist with drawcord', TAPE],
  },
  {
    title: 'Relaxed-Fit Work Jeans',
    garment: 'jeans',
    price: '44.99',
    colours: [indigo, black],
    sizes: WAIST,
    collections: ['pants'],
    description: 'Durable five-pocket work jeans with a relaxed fit through the seat and thigh.',
    features: ['13.5 oz cotton denim', 'Relaxed fit', 'Bar-tacked stress points'],
  },
  // Vests
  {
    title: 'Class 2 Hi-Vis Mesh Safety Vest',
    garment: 'mesh-vest',
    price: '12.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests', 'best-sellers'],
    reflective: true,
    description:
      'The lightweight mesh vest crews buy by the dozen: breathable, compliant and easy to throw on over anything.',
    features: [ANSI_2, 'Breathable polyester mesh', 'Zipper front closure', TAPE],
  },
  {
    title: 'Class 2 Surveyor Vest with Pockets',
    garment: 'surveyor-vest',
    price: '29.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests', 'best-sellers'],
    reflective: true,
    description:
      'A surveyor vest with eleven pockets, a radio clip and a clear ID pocket for supervisors and inspectors.',
    features: [
      ANSI_2,
      'Eleven pockets including tablet pocket',
      'Mic tabs on both shoulders',
      TAPE,
    ],
  },
  {
    title: 'Class 2 Breakaway Safety Vest',
    garment: 'breakaway-vest',
    price: '16.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests', 'best-sellers'],
    reflective: true,
    description:
      'A five-point breakaway vest that tears away at the shoulders and sides if it snags on moving equipment.',
    features: [ANSI_2, 'Five-point breakaway design', 'Hook-and-loop closures', TAPE],
  },
  {
    title: 'Class 2 Solid Front Mesh Back Vest',
    garment: 'mesh-back-vest',
    price: '19.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description:
      'A solid polyester front for durability and printing, with a mesh back to let heat out.',
    features: [ANSI_2, 'Solid front, mesh back', 'Two lower pockets', TAPE],
  },
  {
    title: 'Class 2 Two-Tone Vest with Black Bottom',
    garment: 'two-tone-vest',
    price: '24.99',
    colours: [twoToneYellow, twoToneOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description:
      'A two-tone vest with a black lower half that hides grease and dirt between washes.',
    features: [ANSI_2, 'Black bottom hides dirt', 'Chest pocket and two lower pockets', TAPE],
  },
  {
    title: 'Class 2 Flame-Resistant Vest',
    garment: 'fr-vest',
    price: '44.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description:
      'A flame-resistant modacrylic vest for electrical and utility work, with FR reflective tape and hook-and-loop closure.',
    features: [
      ANSI_2,
      'Meets ASTM F1506',
      'Flame-resistant reflective tape',
      'Hook-and-loop front',
    ],
  },
  {
    title: 'Class 2 Insulated Puffer Vest',
    garment: 'puffer-vest',
    price: '69.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests', 'new-releases'],
    reflective: true,
    createdAt: '2025-07-22T14:00:00.000Z',
    description:
      'A quilted puffer vest that keeps your core warm and your arms free, with full Class 2 coverage.',
    features: [ANSI_2, 'Quilted 100 g insulation', 'Zippered hand pockets', TAPE],
  },
  {
    title: 'Class 2 Soft Shell Vest',
    garment: 'softshell-vest',
    price: '59.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description: 'A windproof soft shell vest with a micro-fleece lining and a high collar.',
    features: [ANSI_2, 'Windproof, water-resistant soft shell', 'Micro-fleece lining', TAPE],
  },
  {
    title: 'Duck Canvas Work Vest',
    garment: 'canvas-vest',
    price: '79.99',
    colours: [brownDuck, black],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    description:
      'An insulated duck canvas vest with a corduroy-trimmed collar and plenty of pocket space.',
    features: ['12 oz duck canvas', 'Quilted insulation', 'Two hand-warmer pockets'],
  },
  {
    title: 'Class 2 Zip Mesh Vest',
    garment: 'zip-mesh-vest',
    price: '14.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description:
      'A simple, durable zip-front mesh vest with an inside pocket and a lower outside pocket.',
    features: [ANSI_2, 'Zipper front', 'Inside and outside pockets', TAPE],
  },
  {
    title: 'Class 2 Heavy-Duty Surveyor Vest',
    garment: 'heavy-surveyor-vest',
    price: '39.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['vests'],
    reflective: true,
    description:
      'A heavy-duty surveyor vest with a ripstop front, tablet pocket and reinforced pockets for tools and plans.',
    features: [ANSI_2, 'Ripstop front, mesh back', 'Tablet and plan pockets', TAPE],
  },
  // Accessories
  {
    title: 'Impact-Resistant Work Gloves',
    garment: 'impact-gloves',
    price: '24.99',
    colours: [hiVisYellow, black],
    sizes: GLOVES,
    collections: ['accessories', 'best-sellers'],
    reflective: true,
    description:
      'Synthetic leather palm gloves with TPR knuckle guards that absorb knocks and pinches.',
    features: [
      'TPR impact protection on back of hand',
      'Reinforced synthetic leather palm',
      'Touchscreen fingertips',
    ],
  },
  {
    title: 'Hi-Vis Grip Gloves',
    garment: 'grip-gloves',
    price: '12.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: GLOVES,
    collections: ['accessories', 'best-sellers'],
    description:
      'Fluorescent knit gloves with a nitrile palm coating for a sure grip in wet and dry conditions.',
    features: ['Nitrile-dipped palm', 'Breathable knit back', 'Visible hand signals'],
  },
  {
    title: 'Insulated Winter Work Gloves',
    garment: 'winter-gloves',
    price: '29.99',
    colours: [black, hiVisYellow],
    sizes: GLOVES,
    collections: ['accessories'],
    reflective: true,
    description: 'Waterproof, insulated work gloves with a grippy palm and a reflective cuff.',
    features: ['Waterproof membrane', 'Thermal lining', 'Reflective cuff'],
  },
  {
    title: 'Cut-Resistant A4 Gloves',
    garment: 'cut-gloves',
    price: '19.99',
    colours: [greyHeather],
    sizes: GLOVES,
    collections: ['accessories'],
    description:
      'ANSI A4 cut-resistant gloves with a sandy nitrile palm for handling sheet metal and glass.',
    features: ['ANSI/ISEA 105 cut level A4', 'Sandy nitrile palm coating', 'Machine washable'],
  },
  {
    title: 'Heavy-Duty Tool Backpack',
    garment: 'tool-backpack',
    price: '89.99',
    colours: [black, brownDuck],
    sizes: ONE_SIZE,
    collections: ['accessories', 'new-releases'],
    createdAt: '2025-07-16T14:00:00.000Z',
    description:
      'A rugged tool backpack with 40 pockets, a molded base and a padded laptop sleeve.',
    features: ['1680D ballistic polyester', 'Waterproof molded base', '40 tool pockets'],
  },
  {
    title: 'Canvas Tool Bag',
    garment: 'tool-bag',
    price: '49.99',
    colours: [brownDuck, black],
    sizes: ONE_SIZE,
    collections: ['accessories'],
    description: 'A wide-mouth canvas tool bag with a steel frame that stays open while you work.',
    features: [
      'Heavy cotton duck canvas',
      'Steel-reinforced wide mouth',
      '16 interior and exterior pockets',
    ],
  },
  {
    title: 'Hi-Vis Insulated Lunch Cooler',
    garment: 'lunch-cooler',
    price: '34.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['accessories'],
    reflective: true,
    description:
      'A 24-can insulated cooler in hi-vis colours, easy to find in the truck bed or on site.',
    features: ['Holds 24 cans', 'Leak-proof liner', 'Reflective trim'],
  },
  {
    title: 'Merino Work Socks (3-Pack)',
    garment: 'socks',
    price: '24.99',
    colours: [charcoal, brownDuck],
    sizes: ['M', 'L', 'XL'],
    collections: ['accessories', 'best-sellers'],
    description:
      'Cushioned merino-blend boot socks that regulate temperature and resist odour through long shifts.',
    features: ['Merino wool blend', 'Full-cushion foot', 'Reinforced heel and toe'],
  },
  {
    title: 'Heavy-Duty Leather Work Belt',
    garment: 'belt',
    price: '39.99',
    colours: [brownDuck, black],
    sizes: WAIST,
    collections: ['accessories'],
    description: 'A full-grain leather belt with a solid brass roller buckle.',
    features: ['Full-grain leather, 1.5 in wide', 'Solid brass roller buckle', 'Stitched edges'],
  },
  {
    title: 'Hi-Vis Duffel Bag',
    garment: 'duffel-bag',
    price: '44.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: ONE_SIZE,
    collections: ['accessories'],
    reflective: true,
    description:
      'A 60-litre duffel for gear and PPE, with a ventilated boot compartment and reflective trim.',
    features: ['60 L capacity', 'Ventilated boot compartment', 'Reflective trim'],
  },
  // Concealed carry
  {
    title: 'Concealed Carry Canvas Jacket',
    garment: 'hooded-canvas-jacket',
    price: '149.99',
    colours: [brownDuck, black],
    sizes: TOPS_EXTENDED,
    collections: ['jackets', 'concealed-carry'],
    description:
      'A duck canvas work jacket with two locking inner holster pockets that are accessible from either hand.',
    features: ['Ambidextrous inner holster pockets', 'YKK locking zippers', 'Blanket-lined body'],
  },
  {
    title: 'Concealed Carry Pullover Hoodie',
    garment: 'carry-pullover-hoodie',
    price: '79.99',
    colours: [charcoal, black, olive],
    sizes: TOPS_EXTENDED,
    collections: ['hoodies', 'concealed-carry'],
    description:
      'A heavyweight pullover with a side-zip draw pocket and a hidden magazine pocket behind the kangaroo pocket.',
    features: [
      'Side-zip concealed draw pocket',
      'Hidden magazine pocket',
      'Longer cut covers waistband carry',
    ],
  },
  {
    title: 'Concealed Carry Button-Down Shirt',
    garment: 'carry-shirt',
    price: '54.99',
    colours: [khaki, charcoal, navy],
    sizes: TOPS_EXTENDED,
    collections: ['shirts', 'concealed-carry'],
    description:
      'A button-down with magnetic closures behind the buttons for a fast, one-handed clear of the shirt.',
    features: [
      'Magnetic quick-release closures',
      'Extended tail for waistband carry',
      'Stretch ripstop',
    ],
  },
  {
    title: 'Concealed Carry Tactical Pants',
    garment: 'tactical-pants',
    price: '69.99',
    colours: [khaki, charcoal, black],
    sizes: WAIST,
    collections: ['pants', 'concealed-carry'],
    description:
      'Stretch canvas pants with a holster-friendly waistband and magazine pockets on both thighs.',
    features: [
      'Holster-friendly stretch waistband',
      'Thigh magazine pockets',
      'Reinforced belt loops',
    ],
  },
  {
    title: 'Concealed Carry Utility Vest',
    garment: 'utility-vest',
    price: '89.99',
    colours: [khaki, black],
    sizes: TOPS_EXTENDED,
    collections: ['vests', 'concealed-carry'],
    description:
      'A multi-pocket utility vest with two locking concealed-carry pockets behind the chest panels.',
    features: ['Two ambidextrous holster pockets', 'Twelve utility pockets', 'Mesh lining'],
  },
  {
    title: 'Concealed Carry Gun Belt',
    garment: 'gun-belt',
    price: '49.99',
    colours: [black, brownDuck],
    sizes: WAIST,
    collections: ['accessories', 'concealed-carry', 'best-sellers'],
    description:
      'A stiff, steel-core leather belt that supports a holster and spare magazine all day without sagging.',
    features: ['Spring-steel core', 'Double-layer full-grain leather', 'Matte black buckle'],
  },
  {
    title: 'Concealed Carry Flannel Shirt',
    garment: 'carry-flannel-shirt',
    price: '49.99',
    colours: [brickRed, charcoal],
    sizes: TOPS_EXTENDED,
    collections: ['concealed-carry'],
    description: 'A brushed flannel with snap closures that clear with one firm pull.',
    features: ['Pearl snap closures', 'Extended tail', 'Two chest pockets'],
  },
  {
    title: 'Concealed Carry Soft Shell Jacket',
    garment: 'carry-softshell-jacket',
    price: '129.99',
    colours: [black, olive],
    sizes: TOPS_EXTENDED,
    collections: ['concealed-carry', 'new-releases'],
    createdAt: '2025-07-24T14:00:00.000Z',
    description:
      'A stretch soft shell with a left and right inner holster pocket and a two-way front zipper.',
    features: [
      'Ambidextrous inner holster pockets',
      'Two-way front zipper',
      'Windproof, water-resistant shell',
    ],
  },
  {
    title: 'Concealed Carry Class 2 Hi-Vis Vest',
    garment: 'carry-hi-vis-vest',
    price: '49.99',
    colours: [hiVisYellow, hiVisOrange],
    sizes: TOPS_EXTENDED,
    collections: ['concealed-carry', 'vests'],
    reflective: true,
    description:
      'A Class 2 safety vest with an inner holster pocket for security staff and licensed carriers on site.',
    features: [
      ANSI_2,
      'Inner holster pocket with locking zipper',
      'Radio clip on each shoulder',
      TAPE,
    ],
  },
  {
    title: 'Concealed Carry Stretch Jeans',
    garment: 'stretch-jeans',
    price: '64.99',
    colours: [indigo, black],
    sizes: WAIST,
    collections: ['concealed-carry'],
    description: 'Stretch denim cut with room at the waist for an inside-the-waistband holster.',
    features: [
      'Stretch denim with extra waist room',
      'Reinforced belt loops',
      'Magazine coin pocket',
    ],
  },
  {
    title: 'Concealed Carry Full-Zip Hoodie',
    garment: 'carry-zip-hoodie',
    price: '84.99',
    colours: [greyHeather, black],
    sizes: TOPS_EXTENDED,
    collections: ['concealed-carry'],
    description:
      'A full-zip hoodie with two inner holster pockets and a two-way zipper for seated carry.',
    features: ['Two inner holster pockets', 'Two-way front zipper', 'Heavyweight fleece'],
  },
  {
    title: 'Concealed Carry Range Bag',
    garment: 'range-bag',
    price: '69.99',
    colours: [black, olive],
    sizes: ONE_SIZE,
    collections: ['concealed-carry', 'accessories'],
    description:
      'A padded range bag with a lockable main compartment, magazine loops and a removable divider.',
    features: [
      'Lockable main compartment',
      'Ten elastic magazine loops',
      'Padded removable divider',
    ],
  },
];

export const workwearCatalogue: ShopCatalogue = {
  domain: workwearShop.domain,
  name: 'Beacon Workwear',
  description:
    'ANSI-compliant high-visibility workwear for construction, road and utility crews across the United States.',
  storefrontAccessToken: demoStorefrontToken(workwearShop.store),
  collections: buildCollections(workwearShop, {
    headwear:
      'Hi-vis caps, beanies, hard hat liners and sun protection for every season on the job.',
    jackets:
      'ANSI Class 3 rain, soft shell and insulated jackets, plus rugged duck canvas work coats.',
    hoodies: 'Hi-vis and heavyweight hoodies that layer under a vest or over a tee.',
    'new-releases': 'The newest gear to land in the Beacon Workwear warehouse.',
    'best-sellers': 'The gear crews order again and again.',
    'concealed-carry': 'Workwear built to carry concealed comfortably and draw cleanly.',
    shirts: 'Hi-vis tees, polos and sun shirts, plus heavyweight pocket tees and flannels.',
    pants: 'Class E hi-vis pants, duck canvas, ripstop and stretch work pants.',
    vests: 'ANSI Class 2 mesh, surveyor, breakaway and insulated safety vests.',
    accessories:
      'Gloves, tool bags, socks, belts and the small things that make a long shift easier.',
  }),
  products: buildProducts(workwearSpecs, {
    firstId: 8_100_000_000_001,
    vendor: 'Beacon Workwear',
    startDate: '2025-01-06T14:00:00.000Z',
  }),
};

/* ------------------------------------------------------------------ Off Soundings */

const sailingSpecs: ProductSpec[] = [
  // Shirts
  {
    title: 'Spring Series Performance Tee',
    garment: 'burgee-tee',
    price: '32.00',
    colours: [sailNavy, sailWhite, skyBlue],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'A quick-drying performance tee with the Spring Series burgee on the chest, made for race days and the party after.',
    features: [
      'UPF 40 moisture-wicking knit',
      'Burgee printed on the left chest',
      'Tagless collar',
    ],
  },
  {
    title: 'Race Crew Long Sleeve Sun Shirt',
    garment: 'sun-shirt',
    price: '42.00',
    colours: [skyBlue, sailWhite, seafoam],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description: 'Featherweight long sleeves with UPF 50+ protection for long days on the water.',
    features: ['UPF 50+ cooling fabric', 'Thumbholes', 'Crew graphic on the back yoke'],
  },
  {
    title: 'Off Soundings Classic Pique Polo',
    garment: 'pique-polo',
    price: '58.00',
    colours: [sailNavy, sailWhite, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description: 'A heavyweight cotton pique polo with the club burgee embroidered on the chest.',
    features: ['Combed cotton pique', 'Embroidered club burgee', 'Two-button placket'],
  },
  {
    title: 'Regatta Performance Polo',
    garment: 'performance-polo',
    price: '62.00',
    colours: [harborBlue, sailWhite, sailNavy],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'A technical polo that wicks moisture and dries in minutes, from the start line to the awards dinner.',
    features: ['Quick-dry technical pique', 'UPF 40', 'Embroidered regatta logo'],
  },
  {
    title: 'Fall Series Long Sleeve Tee',
    garment: 'longsleeve-tee',
    price: '36.00',
    colours: [heather, sailNavy],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'A soft cotton-blend long sleeve tee celebrating the Fall Series on Long Island Sound.',
    features: ['Soft cotton-poly blend', 'Fall Series print on the back', 'Relaxed fit'],
  },
  {
    title: 'Burgee Pocket Tee',
    garment: 'burgee-pocket-tee',
    price: '30.00',
    colours: [sailWhite, heather, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description: 'A garment-dyed pocket tee with a small embroidered burgee above the pocket.',
    features: ['Garment-dyed cotton', 'Embroidered burgee', 'Chest pocket'],
  },
  {
    title: 'Oxford Button-Down Shirt',
    garment: 'oxford-shirt',
    price: '78.00',
    colours: [skyBlue, sailWhite],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description: 'A classic oxford button-down with a small embroidered burgee on the chest.',
    features: ['Washed cotton oxford', 'Button-down collar', 'Embroidered burgee'],
  },
  {
    title: 'Hooded Sun Shirt',
    garment: 'sun-hoodie',
    price: '48.00',
    colours: [seafoam, skyBlue, sailWhite],
    sizes: SAILING_TOPS,
    collections: ['shirts', 'outerwear'],
    description: 'A lightweight hooded sun shirt that covers your neck and ears on bright days.',
    features: ['UPF 50+ knit', 'Scuba hood', 'Thumbholes'],
  },
  {
    title: 'Junior Sailing Program Tee',
    garment: 'graphic-tee',
    price: '24.00',
    colours: [coral, skyBlue],
    sizes: ['YS', 'YM', 'YL', 'XS', 'S'],
    collections: ['shirts'],
    description: 'A soft, durable tee for young sailors in the summer junior program.',
    features: ['Soft ring-spun cotton', 'Junior program artwork', 'Youth and adult sizes'],
  },
  {
    title: 'Skipper Henley',
    garment: 'skipper-henley',
    price: '54.00',
    colours: [sailNavy, heather],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'A slub-knit henley with a three-button placket and the club burgee on the sleeve.',
    features: ['Slub cotton knit', 'Three-button placket', 'Burgee on the left sleeve'],
  },
  {
    title: 'Race Committee Polo',
    garment: 'committee-polo',
    price: '64.00',
    colours: [nauticalRed, sailNavy],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'The polo the race committee wears on the signal boat, now available to every member.',
    features: ['Quick-dry pique', 'Race Committee embroidery', 'Side vents'],
  },
  {
    title: 'Chart Print Tee',
    garment: 'chart-tee',
    price: '34.00',
    colours: [sand, sailWhite],
    sizes: SAILING_TOPS,
    collections: ['shirts'],
    description:
      'A vintage-washed tee printed with a chart of the eastern Sound and the regatta courses.',
    features: ['Vintage-washed cotton', 'Chart print on the back', 'Relaxed fit'],
  },
  // Outerwear
  {
    title: 'Offshore Crew Jacket',
    garment: 'offshore-jacket',
    price: '189.00',
    colours: [sailNavy, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    reflective: true,
    description:
      'A waterproof, breathable crew jacket with a fleece-lined collar and reflective patches for night watches.',
    features: [
      'Two-layer waterproof, breathable shell',
      'Fleece-lined high collar',
      'Reflective patches on the hood',
    ],
  },
  {
    title: 'Soft Shell Regatta Jacket',
    garment: 'regatta-softshell-jacket',
    price: '139.00',
    colours: [sailNavy, heather],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description:
      'A windproof soft shell with a stretchy micro-fleece lining and the regatta logo on the chest.',
    features: [
      'Windproof, water-resistant soft shell',
      'Micro-fleece lining',
      'Embroidered regatta logo',
    ],
  },
  {
    title: 'Foul Weather Smock',
    garment: 'smock',
    price: '169.00',
    colours: [slickerYellow, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    reflective: true,
    description:
      'A pull-over waterproof smock with latex-free neck and wrist seals for wet, windy races.',
    features: [
      'Waterproof, breathable fabric',
      'Neoprene neck and wrist seals',
      'Reflective hood patches',
    ],
  },
  {
    title: 'Quarter-Zip Fleece Pullover',
    garment: 'fleece-quarterzip',
    price: '79.00',
    colours: [sailNavy, heather, forest],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description: 'A cozy quarter-zip in anti-pill fleece for evenings at the club dock.',
    features: ['Anti-pill microfleece', 'Stand-up collar', 'Embroidered burgee'],
  },
  {
    title: 'Insulated Dock Vest',
    garment: 'dock-vest',
    price: '98.00',
    colours: [sailNavy, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description: 'A lightweight insulated vest that packs into its own pocket.',
    features: [
      'Recycled synthetic insulation',
      'Packs into the chest pocket',
      'Water-repellent shell',
    ],
  },
  {
    title: 'Fleece Vest',
    garment: 'fleece-vest',
    price: '68.00',
    colours: [heather, sailNavy],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description: 'A full-zip fleece vest with zippered hand pockets and the club burgee.',
    features: ['Midweight fleece', 'Zippered hand pockets', 'Embroidered burgee'],
  },
  {
    title: 'Packable Spray Jacket',
    garment: 'spray-jacket',
    price: '119.00',
    colours: [harborBlue, sailWhite],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description:
      'A featherweight spray jacket that stuffs into its own pocket and lives in your sailing bag.',
    features: ['Waterproof ripstop', 'Stows in its own pocket', 'Adjustable cuffs'],
  },
  {
    title: 'Club Hoodie',
    garment: 'club-hoodie',
    price: '72.00',
    colours: [sailNavy, heather, nauticalRed],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description: 'A heavyweight pullover hoodie with an applique club name across the chest.',
    features: ['Heavyweight cotton fleece', 'Applique lettering', 'Kangaroo pocket'],
  },
  {
    title: 'Waterproof Sailing Bib Trousers',
    garment: 'sailing-bib',
    price: '159.00',
    colours: [sailNavy, slickerYellow],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    reflective: true,
    description:
      'Waterproof bib trousers with reinforced seat and knees and reflective ankle patches.',
    features: ['Waterproof, breathable fabric', 'Reinforced seat and knees', 'Adjustable braces'],
  },
  {
    title: 'Windbreaker Anorak',
    garment: 'anorak',
    price: '88.00',
    colours: [coral, harborBlue],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description: 'A retro half-zip anorak in wind-resistant nylon with a front kangaroo pocket.',
    features: ['Wind-resistant nylon', 'Half-zip front', 'Front kangaroo pocket'],
  },
  {
    title: 'Waxed Canvas Deck Coat',
    garment: 'chore-coat',
    price: '148.00',
    colours: [sand, sailNavy],
    sizes: SAILING_TOPS,
    collections: ['outerwear'],
    description:
      'A waxed cotton coat cut long enough to sit on a wet deck, with a corduroy collar and four roomy pockets for gloves, knife and phone.',
    features: ['Waxed cotton canvas', 'Corduroy collar', 'Four patch pockets'],
  },
  // Headwear
  {
    title: 'Off Soundings Burgee Cap',
    garment: 'burgee-cap',
    price: '32.00',
    colours: [sailNavy, sailWhite, nauticalRed],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A washed cotton twill cap with the club burgee embroidered on the front.',
    features: ['Washed cotton twill', 'Embroidered burgee', 'Brass buckle strap'],
  },
  {
    title: 'Performance Race Cap',
    garment: 'race-cap',
    price: '36.00',
    colours: [sailWhite, skyBlue, sailNavy],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A lightweight technical cap with a dark under-brim to cut glare off the water.',
    features: [
      'Quick-dry technical fabric',
      'Dark under-brim reduces glare',
      'Clip-on hat retainer',
    ],
  },
  {
    title: 'Sailing Bucket Hat',
    garment: 'corded-bucket-hat',
    price: '38.00',
    colours: [sand, sailNavy],
    sizes: HATS,
    collections: ['headwear'],
    description: 'A soft cotton bucket hat with an all-round brim and a toggle chin cord.',
    features: ['Washed cotton canvas', 'Toggle chin cord', 'Embroidered burgee'],
  },
  {
    title: 'Wide Brim Sun Hat',
    garment: 'wide-brim-hat',
    price: '44.00',
    colours: [sand, sailWhite],
    sizes: HATS,
    collections: ['headwear'],
    description: 'A floating wide-brim sun hat with UPF 50+ protection and a foam crown insert.',
    features: ['UPF 50+', 'Floats if it goes overboard', 'Adjustable chin cord'],
  },
  {
    title: 'Regatta Trucker Hat',
    garment: 'patch-trucker-cap',
    price: '30.00',
    colours: [sailNavy, coral],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A mesh-back trucker with a woven regatta patch.',
    features: ['Foam front, mesh back', 'Woven patch', 'Snapback'],
  },
  {
    title: 'Watch Cap Beanie',
    garment: 'watch-cap',
    price: '28.00',
    colours: [sailNavy, nauticalRed, heather],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A classic ribbed watch cap for cold spring and late-fall races.',
    features: ['Soft acrylic-wool blend', 'Fold-over cuff', 'Woven burgee label'],
  },
  {
    title: 'Sun Visor',
    garment: 'visor',
    price: '26.00',
    colours: [sailWhite, skyBlue],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A lightweight visor with a terry sweatband for racing in the heat.',
    features: ['Terry sweatband', 'Hook-and-loop strap', 'Embroidered burgee'],
  },
  {
    title: 'Fleece-Lined Beanie',
    garment: 'rib-beanie',
    price: '32.00',
    colours: [forest, sailNavy],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A knit beanie with a fleece band inside for warm ears on windy frostbite races.',
    features: ['Fleece-lined band', 'Rib knit', 'Leather patch'],
  },
  {
    title: 'Junior Sailing Cap',
    garment: 'junior-cap',
    price: '24.00',
    colours: [coral, skyBlue],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description: 'A youth-size cap for the junior program, with a floating foam brim.',
    features: ['Youth fit', 'Floating brim', 'Junior program patch'],
  },
  {
    title: 'Waxed Canvas Cap',
    garment: 'waxed-cap',
    price: '40.00',
    colours: [olive, sand],
    sizes: HATS,
    collections: ['headwear'],
    description: 'A waxed cotton cap that sheds spray and develops character over the seasons.',
    features: ['Waxed cotton canvas', 'Leather strap', 'Embroidered burgee'],
  },
  {
    title: "Sou'wester Rain Hat",
    garment: 'sou-wester',
    price: '42.00',
    colours: [slickerYellow, sailNavy],
    sizes: HATS,
    collections: ['headwear'],
    description:
      'The traditional foul-weather hat: a waterproof crown and a long back brim that channels rain off your collar.',
    features: ['Waterproof PU-coated cotton', 'Fleece lining', 'Long back brim and chin strap'],
  },
  {
    title: 'Neck Gaiter Sun Buff',
    garment: 'print-gaiter',
    price: '22.00',
    colours: [seafoam, skyBlue],
    sizes: ONE_SIZE,
    collections: ['headwear'],
    description:
      'A stretchy sun gaiter with UPF 50+ protection, wearable as a face cover or headband.',
    features: ['UPF 50+ stretch knit', 'Chart print', 'Quick-drying'],
  },
];

export const sailingCatalogue: ShopCatalogue = {
  domain: sailingShop.domain,
  name: 'Off Soundings',
  description: 'Shirts, outerwear and headwear for the Off Soundings sailing community.',
  storefrontAccessToken: demoStorefrontToken(sailingShop.store),
  collections: buildCollections(sailingShop, {
    shirts: 'Performance tees, polos and sun shirts for race days and the club dock.',
    outerwear: 'Jackets, smocks, fleeces and vests for wind, spray and cool evenings.',
    headwear: 'Caps, bucket hats, sun hats and beanies for every season on the water.',
  }),
  products: buildProducts(sailingSpecs, {
    firstId: 8_200_000_000_001,
    vendor: 'Off Soundings',
    startDate: '2025-02-03T14:00:00.000Z',
  }),
};

/** Every shop the simulator serves. */
export const catalogues: readonly ShopCatalogue[] = [workwearCatalogue, sailingCatalogue];
