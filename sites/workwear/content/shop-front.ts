/**
 * The home page's ways in, above the featured collections: a tile for each garment collection
 * and a row of the ANSI/ISEA 107 classes, each opening the products of that class (the search
 * filtered by the class's tag, `standard=ANSI Class 2`, as the filters write it).
 */
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { QUERY_PARAM, STANDARD_PARAM } from '../../shared/shop/listing-params';

/** A category tile: the collection it opens and its picture's file name. */
export interface CategoryTile {
  name: string;
  path: string;
  /** What the collection holds, in a few words. */
  note: string;
}

/** A tile per collection path: its name and address come from the shop's own collections. */
function tile(path: string, note: string): CategoryTile {
  const collection = workwearShop.collections.find((entry) => entry.path === path);
  if (!collection) throw new Error(`The workwear shop has no collection at ${path}`);
  return { name: collection.name, path, note };
}

export const shopByCategory = {
  heading: 'Shop by category',
  tiles: [
    tile('/jackets', 'Class 3 rain, soft shell and insulated'),
    tile('/vests', 'Class 2 mesh, surveyor and breakaway'),
    tile('/shirts', 'Hi-vis tees, polos and sun shirts'),
    tile('/pants', 'Class E, duck canvas and ripstop'),
    tile('/hoodies', 'Hi-vis and heavyweight layers'),
    tile('/headwear', 'Caps, beanies and hard hat liners'),
  ],
} as const;

/** An ANSI/ISEA 107 class: the tag its products carry and where it is worn. */
export interface AnsiClass {
  /** As the tile shows it. */
  name: string;
  /** The products' tag, and the filter's value. */
  tag: string;
  use: string;
}

export const shopByAnsiClass = {
  heading: 'Shop by ANSI class',
  intro: 'ANSI/ISEA 107-2020 sets how much fluorescent fabric and reflective tape a job needs.',
  classes: [
    {
      name: 'Class 2',
      tag: 'ANSI Class 2',
      use: 'Vests, tees and polos for work near traffic over 25 mph.',
    },
    {
      name: 'Class 3',
      tag: 'ANSI Class 3',
      use: 'Jackets, hoodies and long sleeves for highways over 50 mph and night work.',
    },
    {
      name: 'Class E',
      tag: 'ANSI Class E',
      use: 'Pants and shorts that make a Class 2 top a Class 3 outfit.',
    },
  ] satisfies AnsiClass[],
} as const;

/** The list of a class's products: a search for the class, filtered to its tag. */
export function ansiClassHref(ansiClass: AnsiClass): string {
  const params = new URLSearchParams({
    [QUERY_PARAM]: ansiClass.tag,
    [STANDARD_PARAM]: ansiClass.tag,
  });
  return `/search?${params}`;
}
