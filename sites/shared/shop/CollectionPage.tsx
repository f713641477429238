import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import type { Shop } from '@zcomm/site-data/types';
import { Container } from '@zcomm/storefront-ui';
import { type BuyButtonOptions, CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SitePageMeta } from '../shell/page-meta';
import { NotFoundPage } from '../shell/pages';
import {
  cartEndpointFor,
  storefrontEndpointFor,
  toGridCollection,
  useCollections,
} from './collections';
import type { StandardFilter } from './listing';
import {
  collectionSorts,
  hasChoices,
  PRODUCTS_UNAVAILABLE,
  useAddressParams,
} from './listing-params';
import { ListingToolbar } from './listing-toolbar';
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
  /** The standard the filters offer by its tags, where the shop has one. */
  standard?: StandardFilter | undefined;
}

/**
 * The collection page of either shop, at each collection's path: metadata at once; the heading, the
 * collection's introduction, its product count and the grid once the collection's record has
 * loaded (nothing while loading or after a failure). Readers without scripts get the heading,
 * the introduction and the server's list of the collection's products (`<noscript>`). An unknown
 * handle is the not-found page.
 */
export function CollectionPage({ pages, ...props }: CollectionPageProps) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const content = pages.find((page) => page.path === path);
  if (!content) return <NotFoundPage />;
  return <ShopCollection key={content.path} content={content} {...props} />;
}

/**
 * The collection's count and grid. When the storefront cannot give the products, the grid says
 * so in the count's place, with Try again, which asks the storefront once more.
 */
function CollectionProducts({
  record,
  options,
  moneyFormat,
}: {
  record: CollectionRecord;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string | undefined;
}) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="shell-collection-count" role="alert">
        {PRODUCTS_UNAVAILABLE}{' '}
        <button
          type="button"
          className="shell-listing-link"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <>
      <ProductCount key={attempt} record={record} className="shell-collection-count" />
      <CollectionGrid
        key={attempt}
        collection={toGridCollection(record)}
        storefrontEndpoint={storefrontEndpointFor(record)}
        cartEndpoint={cartEndpointFor(record)}
        productPathPrefix={PRODUCT_PATH_PREFIX}
        options={options}
        {...(moneyFormat ? { moneyFormat } : {})}
        onError={() => setFailed(true)}
      />
    </>
  );
}

const FilteredProducts = lazy(() =>
  import('./listing-view').then((module) => ({ default: module.FilteredProducts })),
);

type ShopCollectionProps = Omit<CollectionPageProps, 'pages'> & { content: CollectionPageContent };

function ShopCollection({
  shop,
  content,
  options,
  moneyFormat,
  classPrefix,
  standard,
}: ShopCollectionProps) {
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
  const source = record && { kind: 'collection' as const, record, standard };

  return (
    <>
      <SitePageMeta
        title={content.title}
        description={content.description}
        keywords={[...content.keywords]}
        image={content.image}
      />
      {record || status === 'loading' ? (
        // The section keeps its place from the first paint, so nothing below it moves when
        // the collection arrives.
        <Container className={`${classPrefix}-collection`} aria-busy={!record}>
          {source ? (
            <>
              <h1 className={`${classPrefix}-page-heading`}>{source.record.collection_name}</h1>
              <p className={`${classPrefix}-page-lead`}>{content.description}</p>
              <ListingToolbar sorts={collectionSorts} source={source} />
              {filtered ? (
                <Suspense fallback={<p className="shell-collection-count" />}>
                  <FilteredProducts
                    source={source}
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
                <CollectionProducts
                  record={source.record}
                  options={options}
                  moneyFormat={moneyFormat}
                />
              )}
            </>
          ) : (
            // For search engines and browsers without scripts: the heading and introduction,
            // and the collection's products (name, price, link) that the server adds.
            <noscript data-slot="collection-products">
              <h1 className={`${classPrefix}-page-heading`}>{name}</h1>
              <p className={`${classPrefix}-page-lead`}>{content.description}</p>
            </noscript>
          )}
        </Container>
      ) : null}
    </>
  );
}
