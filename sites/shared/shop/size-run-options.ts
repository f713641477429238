import { isSizeOption, type ProductOption } from '@zcomm/site-data/product';

/** The options a product's size run is laid out by: its sizes as rows, the other as columns. */
export interface SizeRunOptions {
  size: ProductOption | undefined;
  colour: ProductOption | undefined;
}

/**
 * How a product's size run is laid out, or null when it has none: a product without options
 * (its one quantity field is the order) or with more than one option besides its size.
 */
export function sizeRunOptions(product: {
  options: readonly ProductOption[];
}): SizeRunOptions | null {
  const size = product.options.find((option) => isSizeOption(option.name));
  const others = product.options.filter((option) => option !== size);
  if (product.options.length === 0 || others.length > 1) return null;
  return { size, colour: others[0] };
}
