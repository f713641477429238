import { Icon } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import headwearPicture from '../assets/categories/headwear.svg?no-inline';
import hoodiesPicture from '../assets/categories/hoodies.svg?no-inline';
import jacketsPicture from '../assets/categories/jackets.svg?no-inline';
import pantsPicture from '../assets/categories/pants.svg?no-inline';
import shirtsPicture from '../assets/categories/shirts.svg?no-inline';
import vestsPicture from '../assets/categories/vests.svg?no-inline';
import { ansiClassHref, shopByAnsiClass, shopByCategory } from '../content/shop-front';

/** Each tile's picture (the storefront's drawing of a product it sells), by collection path. */
const pictures: Record<string, string> = {
  '/jackets': jacketsPicture,
  '/vests': vestsPicture,
  '/shirts': shirtsPicture,
  '/pants': pantsPicture,
  '/hoodies': hoodiesPicture,
  '/headwear': headwearPicture,
};

/** Tiles for the garment collections: a picture, the name and what it holds. */
function CategoryTiles() {
  return (
    <section className="workwear-shop-front__section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="workwear-section-heading">
        {shopByCategory.heading}
      </h2>
      <ul className="workwear-categories" data-slot="category-tiles">
        {shopByCategory.tiles.map((tile) => (
          <li key={tile.path}>
            <RouterLink href={tile.path} className="workwear-categories__tile">
              <img
                src={pictures[tile.path]}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <span className="workwear-categories__name">{tile.name}</span>{' '}
              <span className="workwear-categories__note">{tile.note}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ANSI classes, each opening the products that meet it. */
function AnsiClasses() {
  return (
    <section className="workwear-shop-front__section" aria-labelledby="home-ansi-classes">
      <h2 id="home-ansi-classes" className="workwear-section-heading">
        {shopByAnsiClass.heading}
      </h2>
      <p className="workwear-shop-front__intro">{shopByAnsiClass.intro}</p>
      <ul className="workwear-ansi-classes" data-slot="ansi-classes">
        {shopByAnsiClass.classes.map((ansiClass) => (
          <li key={ansiClass.tag}>
            <RouterLink href={ansiClassHref(ansiClass)} className="workwear-ansi-classes__link">
              <span className="workwear-ansi-classes__name">
                {ansiClass.name}
                <Icon name="arrow-right" size={20} />
              </span>{' '}
              <span className="workwear-ansi-classes__use">{ansiClass.use}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home's ways in, above the featured collections: categories, then ANSI classes. */
export function ShopFront() {
  return (
    <div className="workwear-shop-front">
      <CategoryTiles />
      <AnsiClasses />
    </div>
  );
}
