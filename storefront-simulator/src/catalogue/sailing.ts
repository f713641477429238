/**
 * Off Soundings' demo catalogue: apparel for the sailing community (shirts, outerwear and
 * headwear). Collection ids, the domain and the token come from the shared shop list.
 */
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { synonymsOf } from '@zcomm/site-data/synonyms';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import type { ShopCatalogue } from '../types.ts';
import {
  buildCollections,
  buildProducts,
  colour,
  HATS,
  ONE_SIZE,
  type ProductSpec,
} from './builders.ts';

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
const olive = colour('Olive', '#5b6140');

const SAILING_TOPS = ['XS', 'S', 'M', 'L', 'XL', '2XL'];

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
  synonyms: synonymsOf(sailingShop.store),
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
