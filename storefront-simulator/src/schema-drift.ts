/**
 * What a document uses of a schema that is on its way out: the deprecated fields it asks for
 * (with Shopify's reason), and a schema with chosen fields taken out, to see what a document
 * does the day Shopify removes them. Pure: graphql-js only, usable in the browser, the server
 * and the tests.
 */
import {
  buildClientSchema,
  type DocumentNode,
  type GraphQLSchema,
  introspectionFromSchema,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * The deprecated fields the Buy Button's documents ask for (shopify-buy 3.0.7), all still in
 * 2026-04: the ones Shopify's next removal would break.
 */
export const DEPRECATED_FIELDS_SENT = [
  'CartCost.totalTaxAmount',
  'CartCost.totalDutyAmount',
  'CartBuyerIdentity.deliveryAddressPreferences',
  'ProductOption.values',
] as const;

/** One deprecated field a document asks for. */
export interface DeprecatedFieldUse {
  /** `Type.field`. */
  coordinate: string;
  /** Shopify's deprecation reason, as the schema gives it. */
  reason: string;
}

/** The deprecated fields a document asks for, each once, in the order they first appear. */
export function deprecatedFieldsUsed(
  schema: GraphQLSchema,
  source: string | DocumentNode,
): DeprecatedFieldUse[] {
  const document = typeof source === 'string' ? parse(source) : source;
  const typeInfo = new TypeInfo(schema);
  const found = new Map<string, string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!field || !parent || typeof field.deprecationReason !== 'string') return;
        found.set(`${parent.name}.${field.name}`, field.deprecationReason.trim());
      },
    }),
  );
  return [...found].map(([coordinate, reason]) => ({ coordinate, reason }));
}

/** The schema with the given `Type.field` fields taken out, as a later version would. */
export function withoutFields(
  schema: GraphQLSchema,
  coordinates: readonly string[],
): GraphQLSchema {
  const removed = new Set(coordinates);
  const introspection = introspectionFromSchema(schema);
  const types = introspection.__schema.types.map((type) =>
    'fields' in type && type.fields
      ? {
          ...type,
          fields: type.fields.filter((field) => !removed.has(`${type.name}.${field.name}`)),
        }
      : type,
  );
  return buildClientSchema({ __schema: { ...introspection.__schema, types } });
}
