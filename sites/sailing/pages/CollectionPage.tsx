import { CollectionGrid } from '@zcomm/storefront-ui';
import { storefrontEndpointFor, toGridCollection, useCollections } from '../../shared/collections';
import { SitePageMeta } from '../../shared/page-meta';
import { ProductCount } from '../../shared/product-count';
import { useLocation } from '../../shared/router';
import { sailingShop } from '../../shared/shops';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';
import { type CollectionPageContent, collectionPages } from '../content/collections';

export interface CollectionPageProps {
  collection: CollectionPageContent;
}

/**
 * One collection: metadata at once; the heading and product grid once the collection record
 * (the first item of the answer) has arrived. Nothing before, nothing after a failure.
 */
export function CollectionPage({ collection }: CollectionPageProps) {
  const { status, collections } = useCollections({
    store: sailingShop.store,
    collectionId: collection.id,
  });
  const record = status === 'ready' ? collections[0] : undefined;

  return (
    <>
      <SitePageMeta
        title={collection.title}
        description={collection.description}
        keywords={collection.keywords}
        image={collection.image}
      />
      {record || status === 'loading' ? (
        // The section keeps its place from the first paint, so nothing below it moves when
        // the collection arrives.
        <div className="zc-container sailing-collection" aria-busy={!record}>
          {record ? (
            <>
              <h1 className="sailing-page-heading">{record.collection_name}</h1>
              <p className="sailing-page-lead">{collection.description}</p>
              <ProductCount record={record} className="sailing-page-count" />
              <CollectionGrid
                collection={toGridCollection(record)}
                storefrontEndpoint={storefrontEndpointFor(record)}
                options={sailingCollectionOptions}
                moneyFormat={sailingMoneyFormat}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The collection whose page is at the current address. */
function useRoutedCollection(): CollectionPageContent | undefined {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return collectionPages.find((collection) => collection.path === path);
}

/** Route component shared by the collection paths: picks the collection from the address. */
export function CollectionRoute() {
  const collection = useRoutedCollection();
  return collection ? <CollectionPage key={collection.path} collection={collection} /> : null;
}
