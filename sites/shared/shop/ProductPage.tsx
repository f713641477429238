import {
  choiceFromAddress,
  choiceImage,
  choiceQuery,
  formatMoney,
  formatPriceRange,
  imageChoice,
  type ProductPageData,
  type ProductVariant,
  productPath,
  productStructuredData,
  scriptJson,
  variantFor,
} from '@zcomm/site-data/product';
import type { Shop } from '@zcomm/site-data/types';
import { ButtonLink, Container, VisuallyHidden } from '@zcomm/storefront-ui';
import type { BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { SitePageMeta } from '../shell/page-meta';
import { NotFoundPage } from '../shell/pages';
import { useProductState } from '../shell/product-state';
import { useSiteInfo } from '../shell/site-info';
import { CompleteTheKit } from './complete-the-kit';
import { CrewOrder } from './crew-order';
import { ProductBuy } from './product-buy';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';
import type { PurchasePromise } from './purchase-promise';
import './product-page.css';

export interface ProductPageProps {
  shop: Shop;
  /** The shop's Buy Button options (the grids' and the cart's). */
  options: Readonly<BuyButtonOptions>;
  /** The shop's delivery and returns promise, beside Add to cart. */
  promise: PurchasePromise;
  moneyFormat?: string;
}

/**
 * A product's page, at `/products/:handle`: rendered by the server with the product's data
 * (name, price, every image, description, options with what is in stock, size chart,
 * breadcrumbs) and its metadata and structured data; hydrated with the same data. Without
 * server data for this handle (a link followed inside the application), the page is loaded
 * from the server.
 */
export function ProductPage({ shop, options, promise, moneyFormat }: ProductPageProps) {
  const { handle } = useParams();
  const state = useProductState();
  if (state?.kind === 'unavailable') return <ProductUnavailable handle={state.handle} />;
  if (state?.kind === 'product' && state.product.handle === handle) {
    return (
      <ProductView
        key={state.product.handle}
        product={state.product}
        shop={shop}
        options={options}
        promise={promise}
        moneyFormat={moneyFormat}
      />
    );
  }
  // Only the server has the product's data: in the browser, ask it for the page.
  if (typeof document !== 'undefined' && handle)
    return <LoadFromServer href={productPath(handle)} />;
  return <NotFoundPage />;
}

/** Loads an address from the server (a full page load), once shown. */
function LoadFromServer({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return null;
}

/** The branded page for a product the storefront could not give us (status 503). */
function ProductUnavailable({ handle }: { handle: string }) {
  const { name } = useSiteInfo();
  return (
    <Container as="section" className="shell-message" aria-labelledby="unavailable-heading">
      <title>{`Product unavailable | ${name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="shell-message__code">503</p>
      <h1 id="unavailable-heading">This product cannot be shown right now</h1>
      <p>
        Our shop is not answering at the moment. Please try again in a minute; your cart is kept.
      </p>
      <ButtonLink href={productPath(handle)} variant="primary">
        Try again
      </ButtonLink>
    </Container>
  );
}

interface ProductViewProps extends Omit<ProductPageProps, 'moneyFormat'> {
  product: ProductPageData;
  moneyFormat?: string | undefined;
}

function ProductView({ product, shop, options, promise, moneyFormat }: ProductViewProps) {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  // The address keeps the choice (`?variant=…`, or `?color=…` before a size is chosen): a
  // shared link, a card of a filtered list or Back opens the page on it.
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    choiceFromAddress(product, new URLSearchParams(search)),
  );
  const variant = variantFor(product, chosen);
  const colourImage = choiceImage(product, chosen) ?? 0;
  const [shownImage, setShownImage] = useState<number | null>(null);
  const price = variant ? formatMoney(variant.price) : formatPriceRange(product);

  const choose = (update: Record<string, string>, picture: number | null = null) => {
    const next = { ...chosen, ...update };
    setChosen(next);
    setShownImage(picture);
    const query = choiceQuery(product, next);
    if (query !== search)
      navigate({ pathname, search: query, hash }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <ProductHead product={product} variant={variant} />
      <Container className="shell-product">
        <ProductBreadcrumbs product={product} />
        <div className="shell-product__layout">
          <ProductGallery
            product={product}
            imageIndex={shownImage ?? colourImage}
            // A picture of another colour chooses that colour.
            onShowPicture={(index) => choose(imageChoice(product, index), index)}
          />
          <div className="shell-product__details">
            <ProductTitle product={product} price={price} />
            <ProductOptions product={product} chosen={chosen} onChoose={choose} />
            <ProductBuy
              shop={shop}
              options={options}
              moneyFormat={moneyFormat}
              product={product}
              variant={variant}
              promise={promise}
              choice={product.options
                .map((option) => chosen[option.name])
                .filter(Boolean)
                .join(' / ')}
              price={price}
              missing={product.options
                .filter((option) => chosen[option.name] === undefined)
                .map((option) => option.name)}
            />
            <CrewOrder {...{ shop, options, moneyFormat, product, chosen }} />
            <ProductDescription product={product} />
          </div>
        </div>
        <CompleteTheKit products={product.kit ?? []} />
      </Container>
    </>
  );
}

/** The page's metadata: its title and description, the price, and the structured data. */
function ProductHead({
  product,
  variant,
}: {
  product: ProductPageData;
  variant: ProductVariant | undefined;
}) {
  const site = useSiteInfo();
  return (
    <>
      <SitePageMeta
        title={product.title}
        description={product.summary}
        {...(product.images[0]
          ? { image: product.images[0].url, imageAlt: product.images[0].alt }
          : {})}
        type="product"
      />
      <meta property="product:price:amount" content={product.minPrice.amount} />
      <meta property="product:price:currency" content={product.minPrice.currencyCode} />
      <meta name="twitter:label1" content="Price" />
      <meta name="twitter:data1" content={formatPriceRange(product)} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped
        dangerouslySetInnerHTML={{
          __html: scriptJson(productStructuredData(product, site, variant)),
        }}
      />
    </>
  );
}

/** Home, the product's collection when it has one, and the product. */
function ProductBreadcrumbs({ product }: { product: ProductPageData }) {
  return (
    <nav aria-label="Breadcrumb" className="shell-product__breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {product.collection ? (
          <li>
            <Link to={product.collection.path}>{product.collection.name}</Link>
          </li>
        ) : null}
        <li aria-current="page">{product.title}</li>
      </ol>
    </nav>
  );
}

/** The product's name, its price (and the price it was), and whether every option is sold out. */
function ProductTitle({ product, price }: { product: ProductPageData; price: string }) {
  return (
    <>
      <h1 className="shell-product__title">{product.title}</h1>
      <p className="shell-product__price">
        <span className="shell-product__amount">{price}</span>
        {product.compareAtPrice ? (
          <>
            {' '}
            <s className="shell-product__was">
              <VisuallyHidden>was </VisuallyHidden>
              {formatMoney(product.compareAtPrice)}
            </s>
          </>
        ) : null}
      </p>
      {!product.available ? (
        <p className="shell-product__sold-out-note">Sold out in every option.</p>
      ) : null}
    </>
  );
}

/** The product's description and its list of features. */
function ProductDescription({ product }: { product: ProductPageData }) {
  return (
    <div className="shell-product__description">
      {product.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {product.features.length > 0 ? (
        <ul>
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
