/**
 * Just enough GraphQL for the storefront simulator: a parser for executable documents
 * (operations, fragments, aliases, arguments, variables, inline fragments, @skip/@include)
 * and an executor that projects resolved objects onto the requested selection sets.
 * There is no schema: objects carry their `__typename`, fields are values or functions of
 * their arguments.
 */

export type GraphQLValue =
  | null
  | boolean
  | number
  | string
  | GraphQLValue[]
  | { [key: string]: GraphQLValue };

export type ValueNode =
  | { kind: 'Variable'; name: string }
  | { kind: 'Literal'; value: GraphQLValue }
  | { kind: 'List'; values: ValueNode[] }
  | { kind: 'Object'; fields: { name: string; value: ValueNode }[] };

export interface ArgumentNode {
  name: string;
  value: ValueNode;
}

export interface DirectiveNode {
  name: string;
  arguments: ArgumentNode[];
}

export interface FieldNode {
  kind: 'Field';
  alias: string | undefined;
  name: string;
  arguments: ArgumentNode[];
  directives: DirectiveNode[];
  selectionSet: SelectionNode[] | undefined;
}

export interface FragmentSpreadNode {
  kind: 'FragmentSpread';
  name: string;
  directives: DirectiveNode[];
}

export interface InlineFragmentNode {
  kind: 'InlineFragment';
  typeCondition: string | undefined;
  directives: DirectiveNode[];
  selectionSet: SelectionNode[];
}

export type SelectionNode = FieldNode | FragmentSpreadNode | InlineFragmentNode;

export interface OperationNode {
  operation: 'query' | 'mutation' | 'subscription';
  name: string | undefined;
  variables: { name: string; defaultValue: ValueNode | undefined }[];
  selectionSet: SelectionNode[];
}

export interface FragmentNode {
  name: string;
  typeCondition: string;
  selectionSet: SelectionNode[];
}

export interface DocumentNode {
  operations: OperationNode[];
  fragments: Map<string, FragmentNode>;
}

export class GraphQLSyntaxError extends Error {
  override name = 'GraphQLSyntaxError';
}

type Token =
  | { kind: 'punctuator'; value: string; position: number }
  | { kind: 'name'; value: string; position: number }
  | { kind: 'number'; value: number; position: number }
  | { kind: 'string'; value: string; position: number }
  | { kind: 'end'; value: ''; position: number };

const TOKEN_PATTERN =
  /[\s,\uFEFF]+|#[^\n\r]*|(\.\.\.|[!$&():=@[\]{|}])|([_A-Za-z][_0-9A-Za-z]*)|(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)|("""[\s\S]*?"""|"(?:[^"\\\n\r]|\\.)*")/y;

/** Tokens one document may have: the Buy Button's largest has about 1,300. */
export const MAX_TOKENS = 10_000;
/** Selection sets, lists, objects and types nested inside each other in one document. */
export const MAX_NESTING = 64;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  while (TOKEN_PATTERN.lastIndex < source.length) {
    if (tokens.length >= MAX_TOKENS) {
      throw new GraphQLSyntaxError(`The document has more than ${MAX_TOKENS} tokens.`);
    }
    const position = TOKEN_PATTERN.lastIndex;
    const match = TOKEN_PATTERN.exec(source);
    if (!match) throw new GraphQLSyntaxError(`Unexpected character at position ${position}.`);
    const [, punctuator, name, number, string] = match;
    if (punctuator) tokens.push({ kind: 'punctuator', value: punctuator, position });
    else if (name) tokens.push({ kind: 'name', value: name, position });
    else if (number) tokens.push({ kind: 'number', value: Number(number), position });
    else if (string) {
      const value = string.startsWith('"""') ? string.slice(3, -3) : JSON.parse(string);
      tokens.push({ kind: 'string', value, position });
    }
  }
  tokens.push({ kind: 'end', value: '', position: source.length });
  return tokens;
}

class Parser {
  private index = 0;
  private nesting = 0;
  private readonly tokens: Token[];

  constructor(source: string) {
    this.tokens = tokenize(source);
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private fail(token: Token): never {
    const found = token.kind === 'end' ? 'end of document' : `"${token.value}"`;
    throw new GraphQLSyntaxError(`Unexpected ${found} at position ${token.position}.`);
  }

  private isPunctuator(value: string): boolean {
    const token = this.peek();
    return token.kind === 'punctuator' && token.value === value;
  }

  private skipPunctuator(value: string): boolean {
    if (!this.isPunctuator(value)) return false;
    this.index += 1;
    return true;
  }

  private expectPunctuator(value: string): void {
    if (!this.skipPunctuator(value)) this.fail(this.peek());
  }

  /** Runs one nested construct, refusing documents nested deeper than MAX_NESTING. */
  private nested<T>(parse: () => T): T {
    if (this.nesting >= MAX_NESTING) {
      throw new GraphQLSyntaxError(`The document nests more than ${MAX_NESTING} levels deep.`);
    }
    this.nesting += 1;
    try {
      return parse();
    } finally {
      this.nesting -= 1;
    }
  }

  private expectName(): string {
    const token = this.next();
    if (token.kind !== 'name') this.fail(token);
    return token.value;
  }

  parseDocument(): DocumentNode {
    const document: DocumentNode = { operations: [], fragments: new Map() };
    while (this.peek().kind !== 'end') {
      const token = this.peek();
      if (token.kind === 'punctuator' && token.value === '{') {
        document.operations.push({
          operation: 'query',
          name: undefined,
          variables: [],
          selectionSet: this.parseSelectionSet(),
        });
      } else if (token.kind === 'name' && token.value === 'fragment') {
        this.next();
        const name = this.expectName();
        if (this.expectName() !== 'on') this.fail(this.tokens[this.index - 1] as Token);
        const typeCondition = this.expectName();
        this.parseDirectives();
        document.fragments.set(name, {
          name,
          typeCondition,
          selectionSet: this.parseSelectionSet(),
        });
      } else if (
        token.kind === 'name' &&
        (token.value === 'query' || token.value === 'mutation' || token.value === 'subscription')
      ) {
        this.next();
        const name = this.peek().kind === 'name' ? this.expectName() : undefined;
        const variables = this.parseVariableDefinitions();
        this.parseDirectives();
        document.operations.push({
          operation: token.value,
          name,
          variables,
          selectionSet: this.parseSelectionSet(),
        });
      } else {
        this.fail(token);
      }
    }
    return document;
  }

  private parseVariableDefinitions(): OperationNode['variables'] {
    const variables: OperationNode['variables'] = [];
    if (!this.skipPunctuator('(')) return variables;
    while (!this.skipPunctuator(')')) {
      this.expectPunctuator('$');
      const name = this.expectName();
      this.expectPunctuator(':');
      this.parseType();
      const defaultValue = this.skipPunctuator('=') ? this.parseValue() : undefined;
      this.parseDirectives();
      variables.push({ name, defaultValue });
    }
    return variables;
  }

  private parseType(): void {
    if (this.skipPunctuator('[')) {
      this.nested(() => this.parseType());
      this.expectPunctuator(']');
    } else {
      this.expectName();
    }
    this.skipPunctuator('!');
  }

  private parseDirectives(): DirectiveNode[] {
    const directives: DirectiveNode[] = [];
    while (this.skipPunctuator('@')) {
      directives.push({ name: this.expectName(), arguments: this.parseArguments() });
    }
    return directives;
  }

  private parseArguments(): ArgumentNode[] {
    const argumentNodes: ArgumentNode[] = [];
    if (!this.skipPunctuator('(')) return argumentNodes;
    while (!this.skipPunctuator(')')) {
      const name = this.expectName();
      this.expectPunctuator(':');
      argumentNodes.push({ name, value: this.parseValue() });
    }
    return argumentNodes;
  }

  private parseValue(): ValueNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { kind: 'Literal', value: token.value };
      case 'name':
        if (token.value === 'true' || token.value === 'false') {
          return { kind: 'Literal', value: token.value === 'true' };
        }
        return { kind: 'Literal', value: token.value === 'null' ? null : token.value };
      case 'punctuator':
        if (token.value === '$') return { kind: 'Variable', name: this.expectName() };
        if (token.value === '[') {
          return this.nested(() => {
            const values: ValueNode[] = [];
            while (!this.skipPunctuator(']')) values.push(this.parseValue());
            return { kind: 'List', values };
          });
        }
        if (token.value === '{') {
          return this.nested(() => {
            const fields: { name: string; value: ValueNode }[] = [];
            while (!this.skipPunctuator('}')) {
              const name = this.expectName();
              this.expectPunctuator(':');
              fields.push({ name, value: this.parseValue() });
            }
            return { kind: 'Object', fields };
          });
        }
        return this.fail(token);
      default:
        return this.fail(token);
    }
  }

  private parseSelectionSet(): SelectionNode[] {
    return this.nested(() => this.parseSelections());
  }

  private parseSelections(): SelectionNode[] {
    this.expectPunctuator('{');
    const selections: SelectionNode[] = [];
    while (!this.skipPunctuator('}')) {
      if (this.skipPunctuator('...')) {
        const token = this.peek();
        if (token.kind === 'name' && token.value !== 'on') {
          this.next();
          selections.push({
            kind: 'FragmentSpread',
            name: token.value,
            directives: this.parseDirectives(),
          });
        } else {
          let typeCondition: string | undefined;
          if (token.kind === 'name') {
            this.next();
            typeCondition = this.expectName();
          }
          selections.push({
            kind: 'InlineFragment',
            typeCondition,
            directives: this.parseDirectives(),
            selectionSet: this.parseSelectionSet(),
          });
        }
        continue;
      }
      const first = this.expectName();
      const alias = this.skipPunctuator(':') ? first : undefined;
      const name = alias === undefined ? first : this.expectName();
      selections.push({
        kind: 'Field',
        alias,
        name,
        arguments: this.parseArguments(),
        directives: this.parseDirectives(),
        selectionSet: this.isPunctuator('{') ? this.parseSelectionSet() : undefined,
      });
    }
    return selections;
  }
}

/** Parses an executable GraphQL document; throws GraphQLSyntaxError. */
export function parseDocument(source: string): DocumentNode {
  return new Parser(source).parseDocument();
}

/** An object as the executor sees it: its type name and its fields. */
export interface ResolvedObject {
  __typename: string;
  [field: string]: unknown;
}

/** Field values may be functions of the field's arguments. */
export type FieldResolver = (args: Record<string, GraphQLValue>) => unknown;

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, GraphQLValue>;
}

/** An error a resolver throws to answer with a GraphQL error instead of a crash. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  readonly code: string;

  constructor(message: string, code = 'BAD_REQUEST') {
    super(message);
    this.code = code;
  }
}

export interface ExecuteOptions {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, GraphQLValue> | null;
  roots: { query: ResolvedObject; mutation: ResolvedObject };
  /** Abstract type name → the object types that implement it. */
  possibleTypes: Readonly<Record<string, readonly string[]>>;
  /** Values one answer may hold; past it the whole answer is replaced by an error. */
  maxAnswerValues?: number;
}

/** An answer that grew past `maxAnswerValues`. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
}

export interface ExecuteResult {
  /** The operation that ran, when one was found. */
  operation: OperationNode | undefined;
  response: { data?: Record<string, unknown> | null; errors?: GraphQLError[] };
  /** `Type.field` pairs that were asked for but that the objects do not have. */
  unknownFields: string[];
}

function isResolvedObject(value: unknown): value is ResolvedObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { __typename?: unknown }).__typename === 'string'
  );
}

/** The operation a request runs, or the message saying why there is none. */
export function selectOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationNode | string {
  const operation = operationName
    ? document.operations.find((candidate) => candidate.name === operationName)
    : document.operations.length === 1
      ? document.operations[0]
      : undefined;
  if (operation) return operation;
  return document.operations.length === 0
    ? 'The document has no operation.'
    : operationName
      ? `Unknown operation named "${operationName}".`
      : 'The document has several operations: an operation name is required.';
}

/** Runs one operation of a parsed document against the root objects. */
export function execute(options: ExecuteOptions): ExecuteResult {
  const { document, possibleTypes } = options;
  const selected = selectOperation(document, options.operationName);
  const unknownFields = new Set<string>();
  const errors: GraphQLError[] = [];
  if (typeof selected === 'string') {
    return {
      operation: undefined,
      response: { errors: [{ message: selected }] },
      unknownFields: [],
    };
  }
  const operation = selected;
  let valuesLeft = options.maxAnswerValues ?? Number.POSITIVE_INFINITY;
  if (operation.operation === 'subscription') {
    return {
      operation,
      response: { errors: [{ message: 'Subscriptions are not supported.' }] },
      unknownFields: [],
    };
  }

  const variableValues: Record<string, GraphQLValue> = {};
  for (const definition of operation.variables) {
    const given = options.variables?.[definition.name];
    if (given !== undefined) variableValues[definition.name] = given;
    else if (definition.defaultValue) {
      variableValues[definition.name] = valueFromNode(definition.defaultValue, {});
    }
  }

  const included = (directives: DirectiveNode[]): boolean =>
    directives.every((directive) => {
      const condition = directive.arguments.find((argument) => argument.name === 'if');
      const value = condition ? valueFromNode(condition.value, variableValues) : undefined;
      if (directive.name === 'skip') return value !== true;
      if (directive.name === 'include') return value === true;
      return true;
    });

  const appliesTo = (typeCondition: string | undefined, typename: string): boolean =>
    typeCondition === undefined ||
    typeCondition === typename ||
    (possibleTypes[typeCondition]?.includes(typename) ?? false);

  const collectFields = (
    selections: SelectionNode[],
    typename: string,
    fields: Map<string, FieldNode[]>,
    visited: Set<string>,
  ): Map<string, FieldNode[]> => {
    for (const selection of selections) {
      if (!included(selection.directives)) continue;
      if (selection.kind === 'Field') {
        const key = selection.alias ?? selection.name;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === 'InlineFragment') {
        if (appliesTo(selection.typeCondition, typename)) {
          collectFields(selection.selectionSet, typename, fields, visited);
        }
      } else if (!visited.has(selection.name)) {
        visited.add(selection.name);
        const fragment = document.fragments.get(selection.name);
        if (!fragment) throw new GraphQLRequestError(`Unknown fragment "${selection.name}".`);
        if (appliesTo(fragment.typeCondition, typename)) {
          collectFields(fragment.selectionSet, typename, fields, visited);
        }
      }
    }
    return fields;
  };

  const completeValue = (
    value: unknown,
    nodes: FieldNode[],
    path: (string | number)[],
  ): unknown => {
    valuesLeft -= 1;
    if (valuesLeft < 0) throw new AnswerTooLargeError();
    if (value === undefined || value === null) return null;
    if (Array.isArray(value)) {
      return value.map((item, index) => completeValue(item, nodes, [...path, index]));
    }
    const subSelections = nodes.flatMap((node) => node.selectionSet ?? []);
    if (subSelections.length === 0) return value;
    if (!isResolvedObject(value)) {
      throw new GraphQLRequestError(`Field "${path.join('.')}" has no selectable value.`);
    }
    return executeSelections(value, subSelections, path);
  };

  const executeSelections = (
    object: ResolvedObject,
    selections: SelectionNode[],
    path: (string | number)[],
  ): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    const fields = collectFields(selections, object.__typename, new Map(), new Set());
    for (const [key, nodes] of fields) {
      const node = nodes[0] as FieldNode;
      const fieldPath = [...path, key];
      if (node.name === '__typename') {
        result[key] = object.__typename;
        continue;
      }
      // Only the object's own fields: never `constructor`, `valueOf` or other inherited names.
      if (!Object.hasOwn(object, node.name)) {
        unknownFields.add(`${object.__typename}.${node.name}`);
        result[key] = null;
        continue;
      }
      try {
        let value = object[node.name];
        if (typeof value === 'function') {
          const args: Record<string, GraphQLValue> = {};
          for (const argument of node.arguments) {
            args[argument.name] = valueFromNode(argument.value, variableValues);
          }
          value = (value as FieldResolver)(args);
        }
        result[key] = completeValue(value, nodes, fieldPath);
      } catch (error) {
        if (!(error instanceof GraphQLRequestError)) throw error;
        errors.push({ message: error.message, path: fieldPath, extensions: { code: error.code } });
        result[key] = null;
      }
    }
    return result;
  };

  try {
    const root = operation.operation === 'mutation' ? options.roots.mutation : options.roots.query;
    const data = executeSelections(root, operation.selectionSet, []);
    return {
      operation,
      response: errors.length > 0 ? { data, errors } : { data },
      unknownFields: [...unknownFields],
    };
  } catch (error) {
    if (error instanceof AnswerTooLargeError) {
      return {
        operation,
        response: {
          errors: [
            {
              message: 'The answer would be too large: ask for fewer items.',
              extensions: { code: 'MAX_ANSWER_SIZE_EXCEEDED' },
            },
          ],
        },
        unknownFields: [...unknownFields],
      };
    }
    if (!(error instanceof GraphQLRequestError)) throw error;
    return {
      operation,
      response: { errors: [{ message: error.message, extensions: { code: error.code } }] },
      unknownFields: [...unknownFields],
    };
  }
}

function valueFromNode(node: ValueNode, variables: Record<string, GraphQLValue>): GraphQLValue {
  switch (node.kind) {
    case 'Variable':
      return variables[node.name] ?? null;
    case 'Literal':
      return node.value;
    case 'List':
      return node.values.map((value) => valueFromNode(value, variables));
    case 'Object':
      return Object.fromEntries(
        node.fields.map((field) => [field.name, valueFromNode(field.value, variables)]),
      );
  }
}
