import type {
  DocumentNode,
  FieldNode,
  GraphQLValue,
  OperationNode,
  SelectionNode,
  ValueNode,
} from './graphql.ts';

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
  /** Values (objects, list items and scalars) one answer may hold. */
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
  variables: Readonly<Record<string, GraphQLValue>>,
): number | undefined {
  if (!node) return undefined;
  const value =
    node.kind === 'Variable'
      ? variables[node.name]
      : node.kind === 'Literal'
        ? node.value
        : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : undefined;
}

/**
 * Measures an operation's depth and cost, following fragments. Unlike execution it takes
 * every branch (both sides of `@skip`/`@include`, every type condition), so the measure is an
 * upper bound of the work the operation can cause.
 */
export function measureOperation(
  document: DocumentNode,
  operation: OperationNode,
  variables: Readonly<Record<string, GraphQLValue>>,
  limits: QueryLimits = defaultQueryLimits,
): QueryMeasure {
  let depth = 0;
  // The cost grows multiplicatively: stop counting once it is past the limit.
  const ceiling = limits.maxCost + 1;

  const walk = (
    selections: readonly SelectionNode[],
    level: number,
    multiplier: number,
    fragmentPath: readonly string[],
  ): number => {
    let cost = 0;
    for (const selection of selections) {
      let inner: number;
      if (selection.kind === 'Field') {
        inner = walkField(selection, level, multiplier, fragmentPath);
      } else if (selection.kind === 'InlineFragment') {
        inner = walk(selection.selectionSet, level, multiplier, fragmentPath);
      } else {
        if (fragmentPath.includes(selection.name)) {
          throw new QueryShapeError(`The fragment "${selection.name}" spreads into itself.`);
        }
        const fragment = document.fragments.get(selection.name);
        if (!fragment) throw new QueryShapeError(`Unknown fragment "${selection.name}".`);
        inner = walk(fragment.selectionSet, level, multiplier, [...fragmentPath, selection.name]);
      }
      cost = Math.min(ceiling, cost + inner);
      if (depth > limits.maxDepth || cost >= ceiling) return cost;
    }
    return cost;
  };

  const walkField = (
    field: FieldNode,
    level: number,
    multiplier: number,
    fragmentPath: readonly string[],
  ): number => {
    depth = Math.max(depth, level + 1);
    if (!field.selectionSet) return 0;
    const pageArgument = field.arguments.find(
      (argument) => argument.name === 'first' || argument.name === 'last',
    );
    const page = numberValue(pageArgument?.value, variables) ?? DEFAULT_PAGE;
    const inside = Math.min(ceiling, multiplier * Math.max(page, 1));
    return Math.min(
      ceiling,
      multiplier + walk(field.selectionSet, level + 1, inside, fragmentPath),
    );
  };

  const cost = walk(operation.selectionSet, 0, 1, []);
  return { depth, cost };
}

/** Why an operation is refused, or undefined when it is within the limits. */
export function checkLimits(
  document: DocumentNode,
  operation: OperationNode,
  variables: Readonly<Record<string, GraphQLValue>>,
  limits: QueryLimits = defaultQueryLimits,
): { message: string; code: string } | undefined {
  let measure: QueryMeasure;
  try {
    measure = measureOperation(document, operation, variables, limits);
  } catch (error) {
    if (error instanceof QueryShapeError) return { message: error.message, code: 'BAD_REQUEST' };
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
