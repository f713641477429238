/**
 * Removed fields never break a cart. The Buy Button's documents are fixed in the library and ask
 * for fields Shopify has deprecated (`DEPRECATED_FIELDS_SENT`: `CartCost.totalTaxAmount`,
 * `CartCost.totalDutyAmount`, `CartBuyerIdentity.deliveryAddressPreferences`,
 * `ProductOption.values`); the day Shopify removes one, every cart read and Add to cart would
 * fail. The gateway sends each document as it fits the pinned schema without those fields
 * (their documented replacement asked instead, `ProductOption.values` → `optionValues`, or left
 * out), and puts the answer back in the shape the caller asked (`fillResponse`: the
 * replacement's value, or `null`). Translations are made once per document text, lazily.
 */
import { DEPRECATED_FIELDS_SENT, withoutFields } from '@zcomm/storefront-simulator/schema-drift';
import { storefrontSchemaOf } from '@zcomm/storefront-simulator/schemas';
import { type Translation, translateDocument } from '@zcomm/storefront-simulator/translation';
import type { GraphQLSchema } from 'graphql';
import { STOREFRONT_API_VERSION } from './version.ts';

/** The most document texts whose translation is kept (the Buy Button's differ by literals). */
const MAX_TRANSLATIONS = 500;

export interface FieldTranslator {
  /** The query to send for `query`, and how to complete its answer (undefined: send it as is). */
  translate(query: string): Translation | undefined;
}

/** A translator to the pinned schema with `removed` fields taken out (the ones the shops send). */
export function createFieldTranslator(
  removed: readonly string[] = DEPRECATED_FIELDS_SENT,
): FieldTranslator {
  let schemas: { source: GraphQLSchema; target: GraphQLSchema } | undefined;
  const translations = new Map<string, Translation | undefined>();
  return {
    translate(query) {
      if (translations.has(query)) return translations.get(query);
      if (!schemas) {
        const source = storefrontSchemaOf(STOREFRONT_API_VERSION);
        schemas = { source, target: withoutFields(source, removed) };
      }
      let kept: Translation | undefined;
      try {
        const translation = translateDocument(schemas.target, query, {
          sourceSchema: schemas.source,
        });
        kept = translation.removed.length > 0 ? translation : undefined;
      } catch {
        // A text that cannot be read is sent as it is; the storefront says what is wrong.
        kept = undefined;
      }
      if (translations.size >= MAX_TRANSLATIONS) {
        const oldest = translations.keys().next().value;
        if (oldest !== undefined) translations.delete(oldest);
      }
      translations.set(query, kept);
      return kept;
    },
  };
}
