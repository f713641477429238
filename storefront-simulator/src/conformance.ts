/**
 * Checks recorded Storefront API traffic against Shopify's published schema: a request's
 * document must validate, and its answer must conform — executing the document with the
 * answer as the only data source (graphql-js completes every value by the schema's types:
 * non-null, lists, enums, abstract types) must give back exactly that answer, without errors.
 */
import {
  execute,
  type GraphQLAbstractType,
  type GraphQLSchema,
  isObjectType,
  parse,
  validate,
} from 'graphql';

export interface RecordedOperation {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The answer's `data`. */
  data: unknown;
  errors?: unknown;
}

/** The schema errors of the request's document (empty when it validates). */
export function validationErrors(schema: GraphQLSchema, query: string): string[] {
  return validate(schema, parse(query)).map((error) => error.message);
}

/** Where the answer differs from what the schema allows (empty when it conforms). */
export function conformanceErrors(schema: GraphQLSchema, operation: RecordedOperation): string[] {
  const result = execute({
    schema,
    document: parse(operation.query),
    operationName: operation.operationName ?? null,
    variableValues: operation.variables ?? {},
    rootValue: operation.data,
    // Read the answer by response key, so aliases work.
    fieldResolver: (source, _args, _context, info) =>
      typeof source === 'object' && source !== null && Object.hasOwn(source, info.path.key)
        ? (source as Record<string, unknown>)[info.path.key]
        : undefined,
    typeResolver: (value, _context, _info, abstractType: GraphQLAbstractType) => {
      const record = value as Record<string, unknown>;
      if (typeof record.__typename === 'string') return record.__typename;
      // Without __typename in the answer: the only possible type, or the only one that has
      // every key of the answer as a field (an aliased field makes this fail: ask __typename).
      const possible = schema.getPossibleTypes(abstractType).filter((type) => isObjectType(type));
      if (possible.length === 1) return possible[0]?.name;
      const keys = Object.keys(record);
      const candidates = possible.filter((type) =>
        keys.every((key) => Object.hasOwn(type.getFields(), key)),
      );
      return candidates.length === 1 ? candidates[0]?.name : undefined;
    },
  });
  if (result instanceof Promise) return ['the check ran asynchronously'];
  const problems = (result.errors ?? []).map(
    (error) => `${error.path?.join('.') ?? ''}: ${error.message}`,
  );
  if (
    problems.length === 0 &&
    canonical(result.data ?? null) !== canonical(operation.data ?? null)
  ) {
    problems.push('the answer holds values outside the selection');
  }
  return problems;
}

/** JSON with object keys sorted, to compare answers whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** A short description of an operation: its root fields (with the operation's name). */
export function describeOperation(query: string): string {
  const document = parse(query);
  return document.definitions
    .flatMap((definition) =>
      definition.kind === 'OperationDefinition'
        ? [
            `${definition.operation} ${definition.name?.value ?? '(anonymous)'}(${(
              definition.variableDefinitions ?? []
            )
              .map((variable) => `$${variable.variable.name.value}`)
              .join(', ')}): ${definition.selectionSet.selections
              .map((selection) =>
                selection.kind === 'Field'
                  ? `${selection.alias ? `${selection.alias.value}:` : ''}${selection.name.value}`
                  : '…',
              )
              .join(', ')}`,
          ]
        : [],
    )
    .join('; ');
}
