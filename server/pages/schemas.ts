/**
 * The pages' schemas: a page route's query (`?sent=1` asks for a form page's thank-you view;
 * anything else is the page) and the documents they answer with.
 */
import { Type } from 'typebox';

/** A document from the build: HTML, or a site's public file, as stored (maybe precompressed). */
export const Document = Type.Unsafe<Buffer | string>({
  type: 'string',
  description: 'The document as built (HTML, or the public file).',
});

/** A plain-text answer (a site not built yet, a page not found without a 404 page). */
export const PlainText = Type.String({ contentMediaType: 'text/plain' });

export const PageQuery = Type.Object({
  sent: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: '`1`: the form page’s thank-you view, where a native form post lands.',
    }),
  ),
});

export const pageResponses = {
  200: Document,
  304: Type.Unsafe<undefined>({ description: 'Not modified (a matching ETag).' }),
  404: Document,
  503: PlainText,
};
