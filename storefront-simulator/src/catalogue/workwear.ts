/**
 * Beacon Workwear's demo catalogue: ANSI high-visibility workwear (headwear, jackets, hoodies,
 * shirts, pants, vests and accessories, and the concealed-carry line). Collection ids, the
 * domain and the token come from the shared shop list.
 */
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { synonymsOf } from '@zcomm/site-data/synonyms';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import type { ShopCatalogue } from '../types.ts';
import {
  buildCollections,
  buildProducts,
  colour,
  HATS,
  ONE_SIZE,
  type ProductSpec,
} from './builders.ts';

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

const TOPS = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const TOPS_EXTENDED = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const WAIST = ['30', '32', '34', '36', '38', '40', '42'];
const GLOVES = ['S', 'M', 'L', 'XL', '2XL'];

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
  synonyms: synonymsOf(workwearShop.store),
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
