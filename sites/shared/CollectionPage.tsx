import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import type { Shop } from '@zcomm/site-data/types';
import { Container } from '@zcomm/storefront-ui';
import { type BuyButtonOptions, CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import {
  cartEndpointFor,
  storefrontEndpointFor,
  toGridCollection,
  useCollections,
} from './collections';
import { collectionSorts, hasChoices, useAddressParams } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { SitePageMeta } from './page-meta';
import { NotFoundPage } from './pages';
import { ProductCount } from './product-count';

/** A collection page's content: the shop's collection with what the page tells search engines. */
export interface CollectionPageContent {
  /** Storefront collection id. */
  id: string;
  /** Site path of the page, `/<handle>`. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Share image (1200 × 630). */
  image: string;
}

export interface CollectionPageProps {
  shop: Shop;
  /** The shop's collection pages. */
  pages: readonly CollectionPageContent[];
  /** The shop's grid options and money format. */
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string;
  /** Prefix of the site's class names: `<prefix>-collection`, `<prefix>-page-heading`, … */
  classPrefix: string;
}

/**
 * The collection page of either shop, at each collection's path: metadata, the heading and the
 * collection's introduction at once (in the built page, with the server's list of its products
 * for readers without scripts); its toolbar, product count and grid once the collection's record
 * has loaded (nothing more while loading or after a failure). An unknown handle is the not-found
 * page.
 */
export function CollectionPage({
  shop,
  pages,
  options,
  moneyFormat,
  classPrefix,
}: CollectionPageProps) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const content = pages.find((page) => page.path === path);
  if (!content) return <NotFoundPage />;
  return (
    <ShopCollection
      key={content.path}
      shop={shop}
      content={content}
      options={options}
      moneyFormat={moneyFormat}
      classPrefix={classPrefix}
    />
  );
}

const FilteredProducts = lazy(() =>
  import('./listing-view').then((module) => ({ default: module.FilteredProducts })),
);

type ShopCollectionProps = Omit<CollectionPageProps, 'pages'> & { content: CollectionPageContent };

function ShopCollection({ shop, content, options, moneyFormat, classPrefix }: ShopCollectionProps) {
  const { status, collections } = useCollections({ store: shop.store, collectionId: content.id });
  const record =
    status === 'ready'
      ? (collections.find((candidate) => candidate.collection_id === content.id) ?? collections[0])
      : undefined;
  const name =
    shop.collections.find((collection) => collection.path === content.path)?.name ?? content.title;
  const [params] = useAddressParams();
  // Filtered or sorted: the matching products; otherwise the collection's own grid.
  const filtered = hasChoices(params);

  return (
    <>
      <SitePageMeta
        title={content.title}
        description={content.description}
        keywords={[...content.keywords]}
        image={content.image}
      />
      {/* The heading and introduction are in the built page; the section keeps its place from
          the first paint, so nothing below it moves when the collection arrives. */}
      <Container className={`${classPrefix}-collection`} aria-busy={status === 'loading'}>
        <h1 className={`${classPrefix}-page-heading`}>{record?.collection_name ?? name}</h1>
        <p className={`${classPrefix}-page-lead`}>{content.description}</p>
        {/* The server fills this with the collection's products (name, price, link) for search
            engines and browsers without scripts; the grid takes its place. */}
        <noscript data-slot="collection-products" />
        {record ? (
          <>
            <ListingToolbar sorts={collectionSorts} source={{ kind: 'collection', record }} />
            {filtered ? (
              <Suspense fallback={<p className="shell-collection-count" />}>
                <FilteredProducts
                  source={{ kind: 'collection', record }}
                  options={options}
                  moneyFormat={moneyFormat}
                  countClassName="shell-collection-count"
                  empty={
                    <p className="shell-listing-empty">
                      No products match these filters. Clear a filter or all of them to see more.
                    </p>
                  }
                />
              </Suspense>
            ) : (
              <>
                <ProductCount record={record} className="shell-collection-count" />
                <CollectionGrid
                  collection={toGridCollection(record)}
                  storefrontEndpoint={storefrontEndpointFor(record)}
                  cartEndpoint={cartEndpointFor(record)}
                  productPathPrefix={PRODUCT_PATH_PREFIX}
                  options={options}
                  {...(moneyFormat ? { moneyFormat } : {})}
                />
              </>
            )}
          </>
        ) : null}
      </Container>
    </>
  );
}
