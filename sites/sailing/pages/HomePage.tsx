import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import {
  Banner,
  ButtonLink,
  Container,
  Icon,
  TrustBadges,
  VisuallyHidden,
} from '@zcomm/storefront-ui';
import { CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import {
  cartEndpointFor,
  storefrontEndpointFor,
  toGridCollection,
  useCollections,
} from '../../shared/shop/collections';
import heroDesktop from '../assets/hero-desktop.svg';
import heroMobile from '../assets/hero-mobile.svg';
import headwearImage from '../assets/share/headwear.jpg?url';
import shareImage from '../assets/share/home.jpg';
import outerwearImage from '../assets/share/outerwear.jpg?url';
import shirtsImage from '../assets/share/shirts.jpg?url';
import zcommDesktop from '../assets/zcomm-desktop.svg';
import zcommMobile from '../assets/zcomm-mobile.svg';
import { sailingCollectionOptions, sailingMoneyFormat } from '../content/collection-options';
import { home } from '../content/home';
import { operator } from '../site';

const shirts = sailingShop.collections[0];

function ShirtsGrid() {
  const { status, collections } = useCollections({
    store: sailingShop.store,
    collectionId: shirts.id,
  });
  const record = status === 'ready' ? collections[0] : undefined;

  if (status === 'loading') {
    return <div className="sailing-home__grid-placeholder" aria-hidden="true" />;
  }
  if (!record) return null;
  return (
    <CollectionGrid
      collection={toGridCollection(record)}
      storefrontEndpoint={storefrontEndpointFor(record)}
      cartEndpoint={cartEndpointFor(record)}
      productPathPrefix={PRODUCT_PATH_PREFIX}
      options={sailingCollectionOptions}
      moneyFormat={sailingMoneyFormat}
    />
  );
}

/**
 * Each collection's tile picture (its share image), imported by URL (`?url`) here rather than from
 * the collection pages' content module, so the home's script loads no module shared with them.
 */
const tileImages: Record<(typeof sailingShop.collections)[number]['path'], string> = {
  '/shirts': shirtsImage,
  '/outerwear': outerwearImage,
  '/headwear': headwearImage,
};

/** The three collections as picture tiles, each a link to its page. */
function CollectionTiles() {
  return (
    <Container
      as="section"
      className="sailing-home__collections"
      aria-labelledby="home-collections-heading"
    >
      <div className="sailing-section-intro">
        <h2 id="home-collections-heading">{home.collectionsHeading}</h2>
        <p>{home.collectionsText}</p>
      </div>
      <ul className="sailing-tiles" data-slot="collection-tiles">
        {sailingShop.collections.map((collection) => (
          <li key={collection.path} className="sailing-tile">
            <RouterLink href={collection.path} className="sailing-tile__link">
              <img
                className="sailing-tile__image"
                src={tileImages[collection.path]}
                width={1200}
                height={630}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className="sailing-tile__text">
                <span className="sailing-tile__name">{collection.name}</span>
                <span className="sailing-tile__note">{home.collectionTiles[collection.path]}</span>
              </span>
              <Icon name="arrow-right" size={20} />
            </RouterLink>
          </li>
        ))}
      </ul>
    </Container>
  );
}

export function HomePage() {
  return (
    <>
      <SitePageMeta
        title={home.title}
        description={home.description}
        keywords={[...home.keywords]}
        image={shareImage}
      />
      <Banner
        className="sailing-hero"
        desktop={{ src: heroDesktop, width: 1920, height: 760 }}
        mobile={{ src: heroMobile, width: 780, height: 900 }}
        alt={home.heroAlt}
        priority
      >
        <h1>{home.heading}</h1>
        <p className="sailing-hero__tagline">{home.tagline}</p>
        <ButtonLink
          variant="primary"
          size="lg"
          href={shirts.path}
          linkComponent={RouterLink}
          className="sailing-hero__action"
        >
          {home.heroAction}
          <Icon name="arrow-right" size={20} />
        </ButtonLink>
      </Banner>

      <CollectionTiles />

      <Container as="section" className="sailing-home__shop" aria-labelledby="home-shop-heading">
        <div className="sailing-section-intro">
          <h2 id="home-shop-heading">{home.shopHeading}</h2>
          <p>{home.shopText}</p>
        </div>
        <ShirtsGrid />
      </Container>

      <Banner
        className="sailing-operator-banner"
        desktop={{ src: zcommDesktop, width: 1920, height: 600 }}
        mobile={{ src: zcommMobile, width: 780, height: 500 }}
        alt={home.operatorBanner.alt}
      >
        <h2>{home.operatorBanner.heading}</h2>
        <p>{home.operatorBanner.text}</p>
      </Banner>

      <TrustBadges
        className="sailing-badges"
        heading={home.badgesHeading}
        badges={home.badges.map((badge) => ({ ...badge }))}
      />

      <Container as="section" className="sailing-about" aria-labelledby="home-about-heading">
        <div className="sailing-about__mark" aria-hidden="true">
          <Icon name="anchor" size={40} />
        </div>
        <div className="sailing-about__text">
          <h2 id="home-about-heading">{home.about.heading}</h2>
          {home.about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <ButtonLink variant="primary" href={operator.aboutUrl}>
            {home.about.action}
            <VisuallyHidden> about {operator.name}</VisuallyHidden>
            <Icon name="external" size={18} />
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
