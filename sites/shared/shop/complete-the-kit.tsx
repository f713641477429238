import {
  imageSrcSet,
  imageUrlForWidth,
  KIT_IMAGE_SIZES,
  KIT_IMAGE_WIDTHS,
} from '@zcomm/site-data/image-sizes';
import { formatMoney, type KitProduct, productPath } from '@zcomm/site-data/product';
import { useId } from 'react';

export interface CompleteTheKitProps {
  /** The storefront's complementary recommendations, as the server read them. */
  products: readonly KitProduct[];
}

/**
 * “Complete the kit” under a product's details: what goes with it, each a link to its page
 * with its picture (asked at the width the card draws it), name and price. Rendered by the server with the page; nothing when the
 * storefront recommends nothing. The links load the page from the server, which has its data.
 */
export function CompleteTheKit({ products }: CompleteTheKitProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="shell-kit" aria-labelledby={headingId}>
      <h2 id={headingId} className="shell-kit__heading">
        Complete the kit
      </h2>
      <ul className="shell-kit__list">
        {products.map((product) => (
          <li key={product.handle}>
            <a className="shell-kit__link" href={productPath(product.handle)}>
              {product.image ? (
                <img
                  className="shell-kit__image"
                  src={imageUrlForWidth(product.image.url, 384)}
                  srcSet={imageSrcSet(product.image.url, null, KIT_IMAGE_WIDTHS)}
                  sizes={KIT_IMAGE_SIZES}
                  alt=""
                  width={240}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="shell-kit__image" />
              )}
              <span className="shell-kit__name">{product.title}</span>
              <span className="shell-kit__price">{formatMoney(product.price)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
