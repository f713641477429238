import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import type { Shop } from '@zcomm/site-data/types';
import type { BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import type { ComponentType } from 'react';
import type { SitePage } from '../shell/types';
import type { CollectionPageContent } from './CollectionPage';
import type { StandardFilter } from './listing';
import type { PurchasePromise } from './purchase-promise';

/** What a shop's own pages are made of: its record, its grid's look and its promises. */
export interface ShopKit {
  shop: Shop;
  /** The grid's options (the hosted frames cannot read the page's CSS, so they carry the brand). */
  options: Readonly<BuyButtonOptions>;
  /** The shop's money format, where it is not the grid's default. */
  moneyFormat?: string;
  /** Prefix of the site's class names: `<prefix>-collection`, `<prefix>-page-heading`, … */
  classPrefix: string;
  /** The standard the filters offer by its tags, where the shop has one. */
  standard?: StandardFilter;
  /** What a product page promises beside its button: delivery, returns, payment. */
  promise: PurchasePromise;
  /** The collection pages' titles, descriptions and pictures: loaded with the first of them. */
  collectionPages: () => Promise<readonly CollectionPageContent[]>;
}

/** The routes every shop has, for the site to place among its own. */
export interface ShopPages {
  /** `/search?q=…`: unlisted, since search results are no page to index. */
  search: SitePage;
  /** One route per collection, so any other address is the not-found page at once. */
  collections: SitePage[];
  /** `/products/:handle`: rendered by the server at request time, never prerendered. */
  product: SitePage;
  /** `/crew?list=<id>`: built once, read in the browser. */
  crew: SitePage;
}

/**
 * A shop's search, collection, product and crew-list pages, bound to its kit: a new shop writes
 * none of them. Each page's code still loads with the page (`import()` on each call, so the build
 * sees which chunks a page needs), and each page is one component however often it loads.
 */
export function shopPages(kit: ShopKit): ShopPages {
  const { shop, options, moneyFormat, classPrefix, standard, promise } = kit;
  const bound = new WeakMap<object, ComponentType>();
  /** The page with its props, made once per page module for this shop, never during a render. */
  const bind = <P extends object>(module: object, Page: ComponentType<P>, props: P) => {
    let known = bound.get(module);
    if (!known) {
      // biome-ignore lint/correctness/noNestedComponentDefinitions: made once per module, not in a render.
      known = function ShopPage() {
        return <Page {...props} />;
      };
      bound.set(module, known);
    }
    return known;
  };
  const listing = { shop, options, moneyFormat, classPrefix, standard };

  const collection = () =>
    Promise.all([import('./CollectionPage'), kit.collectionPages()]).then(([module, pages]) =>
      bind(module, module.CollectionPage, { ...listing, pages }),
    );

  return {
    search: {
      path: '/search',
      unlisted: true,
      load: () => import('./SearchPage').then((module) => bind(module, module.SearchPage, listing)),
    },
    collections: shop.collections.map(({ path }) => ({ path, load: collection })),
    product: {
      path: `${PRODUCT_PATH_PREFIX}:handle`,
      paths: [],
      load: () =>
        import('./ProductPage').then((module) =>
          bind(module, module.ProductPage, { shop, options, promise, moneyFormat }),
        ),
    },
    crew: {
      // CREW_LIST_PAGE (`@zcomm/site-data/api/crew-lists`): that module brings its schema
      // library, 1.5 KB gzip on every shop page, so the address is written here too.
      path: '/crew',
      unlisted: true,
      load: () =>
        import('./CrewListPage').then((module) =>
          bind(module, module.CrewListPage, { shop, options, moneyFormat }),
        ),
    },
  };
}
