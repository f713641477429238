/**
 * Storefront pictures sized for the screen: image addresses that ask Shopify's image CDN for a
 * width (its `width` URL parameter, which the storefront simulator honours too) and the
 * `srcset` lists built from them, so a phone downloads a picture as wide as it draws it rather
 * than the original. No React here: the server imports this module as is.
 */

/**
 * The widths pages ask the storefront for, in pixels: few, so the CDN's (and the simulator's)
 * cache holds few copies of a picture, and close enough that a screen is never sent much more
 * than it draws. A thumbnail of 56 CSS pixels takes 64, 128 or 192 by the screen's density.
 */
export const IMAGE_WIDTHS: readonly number[] = [64, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048];

/**
 * The address of a storefront picture at `width` pixels: Shopify's `width` parameter set (or
 * replaced) in its query, the rest of the address kept. Works on absolute and relative
 * addresses alike; a `data:` or `blob:` address (a picture with no server to ask) is kept as is.
 */
export function imageUrlForWidth(url: string, width: number): string {
  if (/^(?:data|blob):/i.test(url)) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  query.set('width', String(Math.round(width)));
  return `${base}?${query.toString()}${hash}`;
}

/**
 * A `srcset` of a storefront picture: each of `widths` narrower than the original, at that
 * width, then the original at its own width. Without a known original width, every one of
 * `widths`. Empty when there is nothing to choose from.
 */
export function imageSrcSet(
  url: string,
  originalWidth: number | null,
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  const chosen = [...new Set(widths)]
    .filter((width) => Number.isInteger(width) && width > 0)
    .filter((width) => originalWidth === null || width < originalWidth)
    .sort((a, b) => a - b);
  const entries = chosen.map((width) => `${imageUrlForWidth(url, width)} ${width}w`);
  if (originalWidth !== null && originalWidth > 0) entries.push(`${url} ${originalWidth}w`);
  return entries.length > 1 ? entries.join(', ') : '';
}

/** The product page's main picture: how wide it is drawn (`sizes`), from its layout's widths. */
export const PRODUCT_IMAGE_SIZES =
  '(min-width: 1280px) 650px, (min-width: 768px) calc(52vw - 58px), calc(100vw - 2rem)';

/**
 * A “Complete the kit” card's picture: how wide it is drawn (`sizes`), two cards a row on a
 * phone and four from 768 pixels, and the widths it may ask for.
 */
export const KIT_IMAGE_SIZES =
  '(min-width: 1280px) 260px, (min-width: 768px) calc(25vw - 2rem), calc(50vw - 1.5rem)';
export const KIT_IMAGE_WIDTHS: readonly number[] = [128, 192, 256, 384, 512, 768, 1024];

/** A product page's thumbnail and a search suggestion's picture: their CSS widths. */
export const PRODUCT_THUMBNAIL_WIDTH = 56;
export const SUGGESTION_IMAGE_WIDTH = 48;

/** The widths a small picture drawn `cssWidth` pixels wide needs at 1×, 2× and 3× density. */
export function smallImageWidths(cssWidth: number): number[] {
  return [1, 2, 3].map(
    (density) =>
      IMAGE_WIDTHS.find((width) => width >= cssWidth * density) ?? (IMAGE_WIDTHS.at(-1) as number),
  );
}
