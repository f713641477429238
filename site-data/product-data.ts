/**
 * The product pages' names that every page or every grid needs: on their own, so the shell and
 * the collection pages load nothing else of the product pages.
 */

/** The id of the non-executable script element that carries a product page's data. */
export const PRODUCT_DATA_ELEMENT_ID = 'zc-product-data';

/** A product page's path is this prefix and the product's handle. */
export const PRODUCT_PATH_PREFIX = '/products/';
