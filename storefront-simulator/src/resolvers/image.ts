import { IMAGE_SIZE } from '../drawings/index.ts';
import type { ImageRecord } from '../model.ts';
import type { StorefrontContext, TypeResolvers } from './context.ts';

const url = (image: ImageRecord, _args: unknown, { urls }: StorefrontContext) =>
  urls.image(`${image.file}.svg`);

/** `Image`: the generated SVG drawing of one colour of a product. */
export const Image: TypeResolvers<ImageRecord> = {
  url,
  src: url,
  originalSrc: url,
  transformedSrc: url,
  width: () => IMAGE_SIZE,
  height: () => IMAGE_SIZE,
  thumbhash: () => null,
};
