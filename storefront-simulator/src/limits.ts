import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What one operation may ask of the simulator. A request over any of them is refused with a
 * GraphQL error before a single resolver runs, so no query, however it nests, can hold the
 * event loop. The values leave room above what the Buy Button sends: its documents nest 9
 * fields deep, a cart costs about 12,900, and a page of products about 3,500 a product
 * (variants and images are asked 250 at a time), so 876,000 for the largest page of 250.
 */
export interface QueryLimits {
  /** Fields nested inside each other, counting the root field as 1. */
  maxDepth: number;
  /**
   * The query's cost as Shopify counts it: every object field costs 1, scalars nothing, and a
   * connection's `first`/`last` multiplies the cost of everything selected inside it.
   */
  maxCost: number;
  /** Values (fields and list items) one answer may hold. */
  maxAnswerValues: number;
}

export const defaultQueryLimits: QueryLimits = {
  maxDepth: 12,
  maxCost: 1_000_000,
  maxAnswerValues: 200_000,
};

/** A page size a field asks for without `first`/`last`: one object. */
const DEFAULT_PAGE = 1;

export interface QueryMeasure {
  depth: number;
  cost: number;
}

/** A document that cannot be measured (a fragment spread into itself, or a missing one). */
export class QueryShapeError extends Error {
  override name = 'QueryShapeError';
}

function numberValue(
  node: ValueNode | undefined,
  variables: Readonly<Record<string, unknown>>,
): number | undefined {
  if (!node) return undefined;
  let value: unknown;
  if (node.kind === Kind.VARIABLE) {
    value = Object.hasOwn(variables, node.name.value) ? variables[node.name.value] : undefined;
  } else if (node.kind === Kind.INT || node.kind === Kind.FLOAT) {
    value = Number(node.value);
  }
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : undefined;
}

/** Fields one selection set may repeat under one response name, fragments included. */
export const MAX_FIELD_REPEATS = 20;
/** Fragment spreads (named or inline) one selection set may hold. */
export const MAX_SPREADS = 50;
/** Fragments spread inside each other. */
export const MAX_FRAGMENT_CHAIN = 64;
/** Selections and merged field names the measure may visit: bounds its own work and, with the
 * repeat and spread limits, the work of validating the document afterwards. */
export const MAX_MEASURE_WORK = 50_000;

/** One selection set measured on its own: as if at depth 0 with a multiplier of 1. */
interface SetMeasure {
  depth: number;
  cost: number;
  /** How often each response name occurs in the set, through its fragments too. */
  names: Map<string, number>;
}

/** A document within its shape but over a limit. */
class LimitError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Measures an operation's depth and cost, following fragments. Unlike execution it takes
 * every branch (both sides of `@skip`/`@include`, every type condition), so the measure is an
 * upper bound of the work the operation can cause. It runs before validation, so it guards
 * against fragment cycles itself, and measures each fragment once (a cost is linear in the
 * page sizes around it), so fragments spread twice into each other, level after level, cost
 * no more than their text.
 */
export function measureOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  limits: QueryLimits = defaultQueryLimits,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const measured = new Map<string, SetMeasure>();
  // The cost grows multiplicatively: stop counting once it is past the limit.
  const ceiling = limits.maxCost + 1;
  let work = 0;

  const spend = (amount: number) => {
    work += amount;
    if (work > MAX_MEASURE_WORK) {
      throw new LimitError('The query is too complex: ask for fewer fields.', 'MAX_COST_EXCEEDED');
    }
  };

  const merge = (into: SetMeasure, inner: SetMeasure) => {
    into.depth = Math.max(into.depth, inner.depth);
    into.cost = Math.min(ceiling, into.cost + inner.cost);
    spend(inner.names.size);
    for (const [name, count] of inner.names) {
      into.names.set(name, (into.names.get(name) ?? 0) + count);
    }
  };

  const measureSet = (selectionSet: SelectionSetNode, chain: readonly string[]): SetMeasure => {
    const result: SetMeasure = { depth: 0, cost: 0, names: new Map() };
    let spreads = 0;
    for (const selection of selectionSet.selections) {
      spend(1);
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value;
        result.names.set(name, (result.names.get(name) ?? 0) + 1);
        if (!selection.selectionSet) {
          result.depth = Math.max(result.depth, 1);
          continue;
        }
        const inner = measureSet(selection.selectionSet, chain);
        const pageArgument = selection.arguments?.find(
          (argument) => argument.name.value === 'first' || argument.name.value === 'last',
        );
        const page = Math.max(numberValue(pageArgument?.value, variables) ?? DEFAULT_PAGE, 1);
        result.depth = Math.max(result.depth, inner.depth + 1);
        result.cost = Math.min(ceiling, result.cost + 1 + Math.min(ceiling, page * inner.cost));
        continue;
      }
      spreads += 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        merge(result, measureSet(selection.selectionSet, chain));
        continue;
      }
      const name = selection.name.value;
      if (chain.includes(name)) {
        throw new QueryShapeError(`The fragment "${name}" spreads into itself.`);
      }
      const fragment = fragments.get(name);
      if (!fragment) throw new QueryShapeError(`Unknown fragment "${name}".`);
      if (chain.length >= MAX_FRAGMENT_CHAIN) {
        throw new LimitError(
          `The query spreads fragments into each other more than ${MAX_FRAGMENT_CHAIN} deep.`,
          'MAX_DEPTH_EXCEEDED',
        );
      }
      let inner = measured.get(name);
      if (!inner) {
        inner = measureSet(fragment.selectionSet, [...chain, name]);
        measured.set(name, inner);
      }
      merge(result, inner);
    }
    if (spreads > MAX_SPREADS) {
      throw new LimitError(
        `The query spreads more than ${MAX_SPREADS} fragments into one selection.`,
        'MAX_COST_EXCEEDED',
      );
    }
    for (const [name, count] of result.names) {
      if (count > MAX_FIELD_REPEATS) {
        throw new LimitError(
          `The query asks for "${name}" more than ${MAX_FIELD_REPEATS} times in one selection.`,
          'MAX_COST_EXCEEDED',
        );
      }
    }
    return result;
  };

  const { depth, cost } = measureSet(operation.selectionSet, []);
  return { depth, cost };
}

/** Why an operation is refused, or undefined when it is within the limits. */
export function checkLimits(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  limits: QueryLimits = defaultQueryLimits,
): { message: string; code: string } | undefined {
  let measure: QueryMeasure;
  try {
    measure = measureOperation(document, operation, variables, limits);
  } catch (error) {
    if (error instanceof QueryShapeError) return { message: error.message, code: 'BAD_REQUEST' };
    if (error instanceof LimitError) return { message: error.message, code: error.code };
    throw error;
  }
  if (measure.depth > limits.maxDepth) {
    return {
      message: `The query nests more than ${limits.maxDepth} fields deep.`,
      code: 'MAX_DEPTH_EXCEEDED',
    };
  }
  if (measure.cost > limits.maxCost) {
    return {
      message: `The query's cost exceeds the limit of ${limits.maxCost}: ask for fewer items per page, or fewer nested connections.`,
      code: 'MAX_COST_EXCEEDED',
    };
  }
  return undefined;
}
