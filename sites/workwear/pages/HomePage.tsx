import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { Banner, ButtonLink, Container, Icon, VisuallyHidden } from '@zcomm/storefront-ui';
import { CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import {
  cartEndpointFor,
  storefrontEndpointFor,
  toGridCollection,
  useCollections,
} from '../../shared/shop/collections';
import bannerDesktop from '../assets/banner-desktop.svg';
import bannerMobile from '../assets/banner-mobile.svg';
import shareImage from '../assets/share/home.jpg';
import { workwearCollectionOptions } from '../content/collection-options';
import { home, homeCollectionNames } from '../content/home';
import { ShopFront } from './ShopFront';

/** The home page's collections: only the five featured names, in their fixed order. */
export function featuredCollections(records: CollectionRecord[]): CollectionRecord[] {
  return homeCollectionNames.flatMap((name) => {
    const record = records.find((candidate) => candidate.collection_name === name);
    return record ? [record] : [];
  });
}

function collectionPath(record: CollectionRecord): string | undefined {
  return workwearShop.collections.find(
    (collection) =>
      collection.id === record.collection_id || collection.name === record.collection_name,
  )?.path;
}

function FeaturedCollection({ record }: { record: CollectionRecord }) {
  const path = collectionPath(record);
  return (
    <section className="workwear-home__collection" aria-labelledby={`home-${record.collection_id}`}>
      <h2 id={`home-${record.collection_id}`} className="workwear-section-heading">
        {record.collection_name}
      </h2>
      <CollectionGrid
        collection={toGridCollection(record)}
        storefrontEndpoint={storefrontEndpointFor(record)}
        cartEndpoint={cartEndpointFor(record)}
        productPathPrefix={PRODUCT_PATH_PREFIX}
        options={workwearCollectionOptions}
        compact
      />
      {path ? (
        <ButtonLink
          linkComponent={RouterLink}
          className="workwear-home__view-all"
          variant="secondary"
          href={path}
        >
          View All<VisuallyHidden> {record.collection_name}</VisuallyHidden>
          <Icon name="arrow-right" size={20} />
        </ButtonLink>
      ) : null}
    </section>
  );
}

export function HomePage() {
  const { status, collections } = useCollections({ store: workwearShop.store });
  const featured = status === 'ready' ? featuredCollections(collections) : [];

  return (
    <>
      <SitePageMeta
        title={home.title}
        description={home.description}
        keywords={[...home.keywords]}
        image={shareImage}
      />
      <Banner
        className="workwear-home__banner"
        desktop={{ src: bannerDesktop, width: 1920, height: 760 }}
        mobile={{ src: bannerMobile, width: 780, height: 760 }}
        alt={home.bannerAlt}
        priority
      >
        <p className="workwear-home__eyebrow">{home.eyebrow}</p>
        <h1>{home.heading}</h1>
        <p>{home.text}</p>
        <ButtonLink
          linkComponent={RouterLink}
          className="workwear-home__cta"
          variant="primary"
          size="lg"
          href="/best-sellers"
        >
          {home.action}
        </ButtonLink>
      </Banner>
      <Container>
        <ShopFront />
      </Container>
      <Container className="workwear-home__collections" aria-busy={status === 'loading'}>
        {status === 'loading'
          ? homeCollectionNames.map((name) => (
              <div key={name} className="workwear-home__placeholder" aria-hidden="true" />
            ))
          : featured.map((record) => (
              <FeaturedCollection key={record.collection_id} record={record} />
            ))}
      </Container>
    </>
  );
}
