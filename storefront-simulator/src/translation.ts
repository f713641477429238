/**
 * Keeping a fixed document working on a schema that dropped some of its fields (the Buy Button's
 * documents are built into the library; Shopify removes deprecated fields in later versions).
 * `translateDocument` leaves out every field the target schema no longer has — asking for its
 * documented replacement under the same response key where one exists — and says what to put
 * back; `fillResponse` puts it back into the answer, so the caller gets the shape it asked for
 * (`null` where nothing replaces a field). Pure: graphql-js only, no I/O, no schema file.
 */
import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  type SelectionSetNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** How a removed field is answered from the field Shopify documents as its replacement. */
export interface FieldReplacement {
  /** The replacement field on the same type, asked under the removed field's response key. */
  field: string;
  /** Sub-selection to ask of the replacement (when the removed field was a scalar list, say). */
  selection?: string;
  /** Turns the replacement's value into the removed field's. @default the value as it is */
  read?: (value: unknown) => unknown;
  /** Whether the removed field's arguments carry over to the replacement. @default false */
  keepArguments?: boolean;
}

/** Replacements Shopify's deprecation reasons name (`Type.field` → replacement). */
export const documentedReplacements: Readonly<Record<string, FieldReplacement>> = {
  'ProductOption.values': {
    field: 'optionValues',
    selection: 'name',
    read: (value) =>
      Array.isArray(value)
        ? value.map((entry: unknown) =>
            typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : null,
          )
        : value,
  },
  'ProductVariant.priceV2': { field: 'price' },
  'ProductVariant.compareAtPriceV2': { field: 'compareAtPrice' },
  'Image.src': { field: 'url' },
  'Image.originalSrc': { field: 'url' },
  'QueryRoot.productByHandle': { field: 'product', keepArguments: true },
  'QueryRoot.collectionByHandle': { field: 'collection', keepArguments: true },
};

/** A field left out of the document: where its answer goes back. */
export interface RemovedField {
  /** `Type.field` in the document's schema. */
  coordinate: string;
  /** The key the caller reads the field's answer under. */
  responseKey: string;
  /** The replacement asked instead, if any (its answer comes back under `responseKey`). */
  replacement: string | null;
  /** What the answer holds there when no replacement is asked: `null`, or `[]` for a list
   * the document's own schema says is never null. */
  fill: null | [];
}

/** How to translate: the replacements to use, and the schema the document was written for. */
export interface TranslationOptions {
  /** @default documentedReplacements */
  replacements?: Readonly<Record<string, FieldReplacement>>;
  /**
   * The schema the document was written for (an older carried version): a removed field it
   * types as a non-null list is answered `[]` rather than `null`, so the answer still fits it.
   */
  sourceSchema?: GraphQLSchema;
}

/** A document made to fit the target schema, and what `fillResponse` needs to answer as asked. */
export interface Translation {
  /** The document to send (the original when nothing was removed). */
  document: DocumentNode;
  /** The document to send, printed (the original text when nothing was removed). */
  query: string;
  /** The fields left out or replaced (empty when the document fits as it is). */
  removed: RemovedField[];
  /** The caller's document, for `fillResponse`. */
  original: DocumentNode;
  /** The schema the document was translated for. */
  schema: GraphQLSchema;
  replacements: Readonly<Record<string, FieldReplacement>>;
}

/** Response key of the placeholder that keeps an emptied selection set valid. */
const PLACEHOLDER_KEY = '_removedFieldsPlaceholder';

const responseKeyOf = (field: FieldNode) => field.alias?.value ?? field.name.value;

/** The field the replacement asks for, under the removed field's response key. */
function replacementNode(field: FieldNode, replacement: FieldReplacement): FieldNode {
  const selectionSet = replacement.selection
    ? (parse(`{ ${replacement.selection} }`).definitions[0] as { selectionSet: SelectionSetNode })
        .selectionSet
    : field.selectionSet;
  return {
    kind: Kind.FIELD,
    alias: { kind: Kind.NAME, value: responseKeyOf(field) },
    name: { kind: Kind.NAME, value: replacement.field },
    arguments: replacement.keepArguments ? field.arguments : [],
    directives: field.directives,
    ...(selectionSet ? { selectionSet } : {}),
  };
}

/** Whether the parent type has the replacement field, so the replacement can be asked. */
function replacementFits(parent: GraphQLCompositeType, replacement: FieldReplacement | undefined) {
  if (!replacement || !('getFields' in parent)) return false;
  return Object.hasOwn(parent.getFields(), replacement.field);
}

/** Whether the source schema types the field as a non-null list. */
function neverNullList(schema: GraphQLSchema | undefined, typeName: string, fieldName: string) {
  const type = schema?.getType(typeName);
  const fields = type && 'getFields' in type ? type.getFields() : {};
  const field = Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
  return field !== undefined && isNonNullType(field.type) && isListType(field.type.ofType);
}

/** Leaves out the fields the schema does not have (or asks for their replacements). */
function pruneFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  replacements: Readonly<Record<string, FieldReplacement>>,
  sourceSchema: GraphQLSchema | undefined,
): { document: DocumentNode; removed: RemovedField[] } {
  const typeInfo = new TypeInfo(schema);
  const removed: RemovedField[] = [];
  const pruned = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || typeInfo.getFieldDef() || node.name.value === '__typename') return;
        const coordinate = `${parent.name}.${node.name.value}`;
        const replacement = Object.hasOwn(replacements, coordinate)
          ? replacements[coordinate]
          : undefined;
        const fits = replacementFits(parent, replacement);
        removed.push({
          coordinate,
          responseKey: responseKeyOf(node),
          replacement: fits ? (replacement?.field ?? null) : null,
          fill: neverNullList(sourceSchema, parent.name, node.name.value) ? [] : null,
        });
        // Returning a node replaces the field (and skips its selections); null deletes it.
        return fits && replacement ? replacementNode(node, replacement) : null;
      },
    }),
  );
  return { document: pruned, removed };
}

/** Selection sets emptied by the removal get a placeholder `__typename`, so they stay valid. */
function fillEmptySelections(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node) {
      if (node.selections.length > 0) return undefined;
      const placeholder: FieldNode = {
        kind: Kind.FIELD,
        alias: { kind: Kind.NAME, value: PLACEHOLDER_KEY },
        name: { kind: Kind.NAME, value: '__typename' },
      };
      return { ...node, selections: [placeholder] };
    },
  });
}

/** Names used anywhere below a node: variables and fragment spreads. */
function usedNames(node: ASTNode): { variables: Set<string>; fragments: Set<string> } {
  const variables = new Set<string>();
  const fragments = new Set<string>();
  visit(node, {
    enter(visited) {
      // A definition names its variable; only uses count.
      if (visited.kind === Kind.VARIABLE_DEFINITION) return false;
      if (visited.kind === Kind.VARIABLE) variables.add(visited.name.value);
      if (visited.kind === Kind.FRAGMENT_SPREAD) fragments.add(visited.name.value);
      return undefined;
    },
  });
  return { variables, fragments };
}

/**
 * Drops what the removal left unused (variables only a removed field read, fragments only a
 * removed field spread), which validation would refuse.
 */
function dropUnused(document: DocumentNode): DocumentNode {
  let current = document;
  for (;;) {
    const spread = usedNames(current).fragments;
    const definitions = current.definitions.filter(
      (definition) =>
        definition.kind !== Kind.FRAGMENT_DEFINITION || spread.has(definition.name.value),
    );
    if (definitions.length === current.definitions.length) break;
    current = { ...current, definitions };
  }
  const fragments = new Map(
    current.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  const definitions = current.definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
    const used = new Set<string>();
    const seen = new Set<string>();
    const walk = (node: ASTNode) => {
      const names = usedNames(node);
      for (const name of names.variables) used.add(name);
      for (const name of names.fragments) {
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) {
          seen.add(name);
          walk(fragment);
        }
      }
    };
    walk(definition.selectionSet);
    return {
      ...definition,
      variableDefinitions: definition.variableDefinitions?.filter((variable) =>
        used.has(variable.variable.name.value),
      ),
    };
  });
  return { ...current, definitions };
}

/**
 * The document made to fit `schema`: fields the schema does not have are left out (or asked
 * for through their documented replacement), with what `fillResponse` puts back.
 */
export function translateDocument(
  schema: GraphQLSchema,
  source: string | DocumentNode,
  options: TranslationOptions = {},
): Translation {
  const replacements = options.replacements ?? documentedReplacements;
  const original = typeof source === 'string' ? parse(source) : source;
  const { document: pruned, removed } = pruneFields(
    schema,
    original,
    replacements,
    options.sourceSchema,
  );
  if (removed.length === 0) {
    const query = typeof source === 'string' ? source : print(original);
    return { document: original, query, removed, original, schema, replacements };
  }
  const document = dropUnused(fillEmptySelections(pruned));
  return { document, query: print(document), removed, original, schema, replacements };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What one walk of the answer needs: the fragments, the schema, the replacements. */
interface FillContext {
  schema: GraphQLSchema;
  /** The fill of each removed `Type.field`. */
  fills: Map<string, null | []>;
  fragments: Map<string, FragmentDefinitionNode>;
  replacements: Readonly<Record<string, FieldReplacement>>;
}

/** Whether a fragment on `condition` applies to an object answered for `parent`. */
function fragmentApplies(
  context: FillContext,
  value: Json,
  parent: GraphQLCompositeType,
  condition: string | undefined,
): GraphQLCompositeType | undefined {
  if (!condition) return parent;
  const type = context.schema.getType(condition);
  if (!type || !isCompositeType(type)) return undefined;
  if (type.name === parent.name) return type;
  const typename = value.__typename;
  if (typeof typename === 'string') {
    const runtime = context.schema.getType(typename);
    if (!runtime || !isCompositeType(runtime)) return undefined;
    if (runtime.name === type.name) return type;
    return 'getInterfaces' in runtime &&
      (context.schema.isSubType(type as never, runtime as never) ||
        runtime.getInterfaces().some((entry) => entry.name === type.name))
      ? type
      : undefined;
  }
  return type;
}

/** Fills one object's removed fields, then goes down its selected fields. */
function fillObject(
  context: FillContext,
  value: Json,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection
          : context.fragments.get(selection.name.value);
      if (!fragment) continue;
      const type = fragmentApplies(context, value, parent, fragment.typeCondition?.name.value);
      if (type) fillObject(context, value, type, fragment.selectionSet);
      continue;
    }
    const key = responseKeyOf(selection);
    const fields = 'getFields' in parent ? parent.getFields() : {};
    const coordinate = `${parent.name}.${selection.name.value}`;
    if (selection.name.value === '__typename') continue;
    if (!Object.hasOwn(fields, selection.name.value)) {
      const replacement = Object.hasOwn(context.replacements, coordinate)
        ? context.replacements[coordinate]
        : undefined;
      const asked = Object.hasOwn(value, key) && replacementFits(parent, replacement);
      if (!asked) value[key] = Array.isArray(context.fills.get(coordinate)) ? [] : null;
      else if (replacement?.read) value[key] = replacement.read(value[key]);
      continue;
    }
    const type = getNamedType(fields[selection.name.value]?.type);
    if (selection.selectionSet && type && isCompositeType(type)) {
      fillValue(context, value[key], type, selection.selectionSet);
    }
  }
  delete value[PLACEHOLDER_KEY];
}

function fillValue(
  context: FillContext,
  value: unknown,
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
): void {
  if (Array.isArray(value)) {
    for (const item of value) fillValue(context, item, type, selectionSet);
  } else if (isObject(value)) {
    fillObject(context, value, type, selectionSet);
  }
}

/**
 * The answer to the translated document, completed to answer the original one: each removed
 * field gets its replacement's value or `null`. Changes `response.data` in place and returns
 * the response.
 */
export function fillResponse<Response extends { data?: unknown }>(
  translation: Translation,
  response: Response,
  operationName?: string | null,
): Response {
  if (translation.removed.length === 0 || !isObject(response.data)) return response;
  const { original, schema } = translation;
  const fragments = new Map(
    original.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  const operations = original.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations[0];
  const root = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !root) return response;
  fillObject(
    {
      schema,
      fragments,
      replacements: translation.replacements,
      fills: new Map(translation.removed.map((field) => [field.coordinate, field.fill])),
    },
    response.data,
    root,
    operation.selectionSet,
  );
  return response;
}
