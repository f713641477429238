import { imageUrlForWidth } from '@zcomm/site-data/image-sizes';
import { IMAGE_SIZE } from '../drawings/index.ts';
import type { ImageRecord } from '../model.ts';
import type { StorefrontContext, TypeResolvers } from './context.ts';

interface ImageSizeArguments {
  maxWidth?: number | null;
  maxHeight?: number | null;
}

/** The picture's address, with Shopify's `width` parameter when a smaller size is asked. */
function sizedUrl(image: ImageRecord, size: ImageSizeArguments, urls: StorefrontContext['urls']) {
  const url = urls.image(`${image.file}.png`);
  const sides = [size.maxWidth, size.maxHeight].filter(
    (side): side is number => typeof side === 'number' && side > 0,
  );
  const side = sides.length > 0 ? Math.min(...sides) : undefined;
  return side !== undefined && side < IMAGE_SIZE ? imageUrlForWidth(url, side) : url;
}

const url = (
  image: ImageRecord,
  args: { transform?: ImageSizeArguments | null },
  { urls }: StorefrontContext,
) => sizedUrl(image, args.transform ?? {}, urls);

const original = (image: ImageRecord, _args: unknown, { urls }: StorefrontContext) =>
  urls.image(`${image.file}.png`);

/**
 * `Image`: the picture of one colour of a product (its drawing, served as a PNG of
 * `IMAGE_SIZE` pixels square). `url(transform:)` (and the older
 * `transformedSrc(maxWidth:, maxHeight:)`) ask for it at a size, as Shopify's do.
 */
export const Image: TypeResolvers<ImageRecord> = {
  url,
  src: original,
  originalSrc: original,
  transformedSrc: (image, args: ImageSizeArguments, { urls }) => sizedUrl(image, args, urls),
  width: () => IMAGE_SIZE,
  height: () => IMAGE_SIZE,
  thumbhash: () => null,
};
