import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrlForWidth,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_THUMBNAIL_WIDTH,
  smallImageWidths,
} from '@zcomm/site-data/image-sizes';
import {
  choiceFromAddress,
  choiceImage,
  choiceQuery,
  formatMoney,
  formatPriceRange,
  imageChoice,
  isSizeOption,
  type ProductPageData,
  productPath,
  productStructuredData,
  scriptJson,
  valueAvailable,
  variantFor,
} from '@zcomm/site-data/product';
import type { Shop } from '@zcomm/site-data/types';
import { ButtonLink, Container, VisuallyHidden } from '@zcomm/storefront-ui';
import type { BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { SitePageMeta } from '../shell/page-meta';
import { NotFoundPage } from '../shell/pages';
import { useProductState } from '../shell/product-state';
import { useSiteInfo } from '../shell/site-info';
import { CompleteTheKit } from './complete-the-kit';
import { CrewOrder } from './crew-order';
import { ProductBuy } from './product-buy';
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

/** The widths a thumbnail asks for: 1×, 2× and 3× its drawn width. */
const thumbnailWidths = smallImageWidths(PRODUCT_THUMBNAIL_WIDTH);

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
  const site = useSiteInfo();
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
  const imageIndex = shownImage ?? colourImage;
  const image = product.images[imageIndex] ?? product.images[0];
  const price = variant ? formatMoney(variant.price) : formatPriceRange(product);
  const title = product.title;
  const ids = useId();

  const choose = (update: Record<string, string>, picture: number | null = null) => {
    const next = { ...chosen, ...update };
    setChosen(next);
    setShownImage(picture);
    const query = choiceQuery(product, next);
    if (query !== search)
      navigate({ pathname, search: query, hash }, { replace: true, preventScrollReset: true });
  };
  // A picture of another colour chooses that colour.
  const showPicture = (index: number) => choose(imageChoice(product, index), index);

  return (
    <>
      <SitePageMeta
        title={title}
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
      <Container className="shell-product">
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
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <div className="shell-product__layout">
          <div className="shell-product__gallery">
            {image ? (
              <img
                className="shell-product__image"
                src={image.url}
                srcSet={imageSrcSet(image.url, image.width, IMAGE_WIDTHS) || undefined}
                sizes={PRODUCT_IMAGE_SIZES}
                alt={image.alt}
                width={image.width ?? 800}
                height={image.height ?? 800}
                fetchPriority="high"
              />
            ) : null}
            {product.images.length > 1 ? (
              <ul className="shell-product__thumbnails" aria-label="Pictures">
                {product.images.map((picture, index) => (
                  <li key={picture.url}>
                    <button
                      type="button"
                      className="shell-product__thumbnail"
                      aria-pressed={index === imageIndex}
                      aria-label={`Show picture ${index + 1}: ${picture.alt}`}
                      onClick={() => showPicture(index)}
                    >
                      <img
                        src={imageUrlForWidth(picture.url, thumbnailWidths[1] as number)}
                        srcSet={imageSrcSet(picture.url, null, thumbnailWidths)}
                        sizes={`${PRODUCT_THUMBNAIL_WIDTH}px`}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        decoding="async"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="shell-product__details">
            <h1 className="shell-product__title">{title}</h1>
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
            {product.options.map((option, optionIndex) => {
              const groupId = `${ids}-option-${optionIndex}`;
              const size = isSizeOption(option.name);
              return (
                <fieldset key={option.name} className="shell-product__option">
                  <legend>
                    {/* One flex item: the legend is a flex box, and its items would each be
                        named apart ("Size : S") by a screen reader. */}
                    <span>
                      {option.name}
                      {chosen[option.name] ? (
                        <span className="shell-product__chosen">: {chosen[option.name]}</span>
                      ) : null}
                    </span>
                  </legend>
                  {size && product.sizeChart ? (
                    <details className="shell-product__size-chart">
                      <summary>Size chart</summary>
                      <table>
                        <caption>{product.sizeChart.caption}</caption>
                        <thead>
                          <tr>
                            {product.sizeChart.columns.map((column) => (
                              <th key={column} scope="col">
                                {column}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {product.sizeChart.rows.map(([first = '', ...cells]) => (
                            <tr key={first}>
                              <th scope="row">{first}</th>
                              {cells.map((cell, index) => (
                                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                                <td key={index}>{cell}</td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  ) : null}
                  <div className="shell-product__values">
                    {option.values.map((value, valueIndex) => {
                      const inStock = valueAvailable(product, chosen, option.name, value.name);
                      const id = `${groupId}-${valueIndex}`;
                      return (
                        <label
                          key={value.name}
                          htmlFor={id}
                          className="shell-product__value"
                          data-sold-out={inStock ? undefined : ''}
                        >
                          <input
                            id={id}
                            type="radio"
                            name={groupId}
                            value={value.name}
                            checked={chosen[option.name] === value.name}
                            onChange={() => choose({ [option.name]: value.name })}
                          />
                          <span>{value.name}</span>
                          {inStock ? null : (
                            <>
                              {' '}
                              <span className="shell-product__value-note">Sold out</span>
                            </>
                          )}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
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
          </div>
        </div>
        <CompleteTheKit products={product.kit ?? []} />
      </Container>
    </>
  );
}
