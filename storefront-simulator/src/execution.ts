/**
 * Running one checked operation: graphql-js executes it against Shopify's schema with a single
 * field resolver for every field (the type's resolver from `resolvers/`, else the source's own
 * property), which also counts the answer's values and stops past the limit. Errors a resolver
 * threw by mistake are answered as internal errors and handed back for the log.
 */
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { StorefrontError } from './model.ts';
import { resolvers, type StorefrontContext } from './resolvers/index.ts';
import type { ResponseError, StorefrontResponse } from './response.ts';
import { storefrontSchema } from './schema.ts';

/** Per-request state of the field resolver: the answer's size and what it could not find. */
interface ExecutionState extends StorefrontContext {
  valuesLeft: number;
  tooLarge: boolean;
  unknownFields: Set<string>;
}

/**
 * Every field goes through here: the type's resolver when `resolvers/` has one, otherwise
 * the source's own property (never an inherited one). It also counts the answer's values
 * and, past the limit, stops resolving so the executor unwinds at once.
 */
const fieldResolver: GraphQLFieldResolver<unknown, ExecutionState> = (
  source,
  args,
  state,
  info,
) => {
  if (state.tooLarge) return null;
  state.valuesLeft -= 1;
  if (state.valuesLeft < 0) {
    state.tooLarge = true;
    return null;
  }
  const typeName = info.parentType.name;
  const typeResolvers = Object.hasOwn(resolvers, typeName) ? resolvers[typeName] : undefined;
  let value: unknown;
  if (typeResolvers && Object.hasOwn(typeResolvers, info.fieldName)) {
    value = (typeResolvers[info.fieldName] as NonNullable<(typeof typeResolvers)[string]>)(
      source,
      args,
      state,
    );
  } else if (
    typeof source === 'object' &&
    source !== null &&
    Object.hasOwn(source, info.fieldName)
  ) {
    value = (source as Record<string, unknown>)[info.fieldName];
  } else {
    state.unknownFields.add(`${typeName}.${info.fieldName}`);
    return null;
  }
  if (Array.isArray(value)) {
    state.valuesLeft -= value.length;
    if (state.valuesLeft < 0) {
      state.tooLarge = true;
      return null;
    }
  }
  return value;
};

/** Objects of interface and union types name their type in an own `__typename`. */
const typeResolver: GraphQLTypeResolver<unknown, ExecutionState> = (value) =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '__typename')
    ? String((value as { __typename: unknown }).__typename)
    : undefined;

/** An answer holding only an error, with its code (HTTP 200 unless told, as Shopify does). */
export function errorResponse(message: string, code: string, status = 200): StorefrontResponse {
  return {
    status,
    body: { errors: [{ message, extensions: { code } }] },
    unknownFields: [],
    internalErrors: [],
  };
}

/** One operation to run: its document, the operation picked in it, and what it runs with. */
export interface OperationRun {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
  variables: Record<string, unknown>;
  context: StorefrontContext;
  /** Values (fields and list items) the answer may hold. */
  maxAnswerValues: number;
}

/** Executes one operation and shapes its answer (the data, the errors, what it asked for). */
export function runOperation(run: OperationRun): StorefrontResponse {
  const { document, operation, operationName } = run;
  const state: ExecutionState = {
    ...run.context,
    valuesLeft: run.maxAnswerValues,
    tooLarge: false,
    unknownFields: new Set(),
  };
  const result = execute({
    schema: storefrontSchema,
    document,
    operationName,
    variableValues: run.variables,
    contextValue: state,
    rootValue: {},
    fieldResolver,
    typeResolver,
  }) as ExecutionResult;
  const firstField = operation.selectionSet.selections.find(
    (selection) => selection.kind === 'Field',
  );
  const answered = {
    operation:
      operation.name?.value ?? (firstField?.kind === 'Field' ? firstField.name.value : undefined),
    unknownFields: [...state.unknownFields],
  };
  if (state.tooLarge) {
    return {
      ...errorResponse(
        'The answer would be too large: ask for fewer items.',
        'MAX_ANSWER_SIZE_EXCEEDED',
      ),
      ...answered,
    };
  }
  const internalErrors: Error[] = [];
  const errors = result.errors?.map((error): ResponseError => {
    const original = error.originalError;
    if (original && !(original instanceof StorefrontError) && !('locations' in original)) {
      internalErrors.push(original);
      return {
        message: 'Internal error.',
        ...(error.path ? { path: error.path } : {}),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    return error.toJSON();
  });
  return {
    status: 200,
    body: errors ? { data: result.data ?? null, errors } : { data: result.data ?? null },
    ...answered,
    internalErrors,
  };
}
