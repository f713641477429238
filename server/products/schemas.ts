/**
 * The product pages' schemas: a product's handle (as Shopify makes them: lower-case letters,
 * digits and hyphens) and the documents the two routes answer with.
 */

import { productHandlePattern } from '@zcomm/site-data/product';
import { Type } from 'typebox';

export const ProductParams = Type.Object({
  handle: Type.String({ pattern: productHandlePattern.source }),
});

/** A rendered page (HTML), the site's 404 page, or a plain message. */
const Document = Type.Unsafe<Buffer | string>({ type: 'string' });

export const productResponses = {
  200: Document,
  304: Type.Unsafe<undefined>({ description: 'Not modified (a matching ETag).' }),
  404: Document,
  429: Document,
  503: Document,
};

export const sitemapResponses = {
  200: Type.String({ contentMediaType: 'application/xml' }),
  404: Document,
  503: Type.String({ contentMediaType: 'text/plain' }),
};
