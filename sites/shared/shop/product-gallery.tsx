import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrlForWidth,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_THUMBNAIL_WIDTH,
  smallImageWidths,
} from '@zcomm/site-data/image-sizes';
import type { ProductPageData } from '@zcomm/site-data/product';

/** The widths a thumbnail asks for: 1×, 2× and 3× its drawn width. */
const thumbnailWidths = smallImageWidths(PRODUCT_THUMBNAIL_WIDTH);

export interface ProductGalleryProps {
  product: ProductPageData;
  /** The picture shown large. */
  imageIndex: number;
  /** A thumbnail was pressed. */
  onShowPicture: (index: number) => void;
}

/**
 * A product's pictures: the one shown, large and fetched first, and a thumbnail of each when
 * there are several, pressed to show it.
 */
export function ProductGallery({ product, imageIndex, onShowPicture }: ProductGalleryProps) {
  const image = product.images[imageIndex] ?? product.images[0];
  return (
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
                onClick={() => onShowPicture(index)}
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
  );
}
