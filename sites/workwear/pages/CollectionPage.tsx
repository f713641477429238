import { CollectionGrid } from '@zcomm/storefront-ui';
import { storefrontEndpointFor, toGridCollection, useCollections } from '../../shared/collections';
import { SitePageMeta } from '../../shared/page-meta';
import { ProductCount } from '../../shared/product-count';
import { useLocation } from '../../shared/router';
import { workwearShop } from '../../shared/shops';
import { workwearCollectionOptions } from '../content/collection-options';
import { type CollectionPageContent, collectionPages } from '../content/collections';

export interface CollectionPageProps {
  collection: CollectionPageContent;
}

/**
 * One collection: metadata at once; the heading and product grid only once the collection's
 * record has loaded (nothing while loading or after a failure).
 */
export function CollectionPage({ collection }: CollectionPageProps) {
  const { status, collections } = useCollections({
    store: workwearShop.store,
    collectionId: collection.id,
  });
  const record =
    status === 'ready'
      ? collections.find((candidate) => candidate.collection_id === collection.id)
      : undefined;

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
        <div className="zc-container workwear-collection" aria-busy={!record}>
          {record ? (
            <>
              <h1 className="workwear-page-heading">{record.collection_name}</h1>
              <p className="workwear-page-lead">{collection.description}</p>
              <ProductCount record={record} className="workwear-page-count" />
              <CollectionGrid
                collection={toGridCollection(record)}
                storefrontEndpoint={storefrontEndpointFor(record)}
                options={workwearCollectionOptions}
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
