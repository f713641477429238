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

/**
 * Measures an operation's depth and cost, following fragments. Unlike execution it takes
 * every branch (both sides of `@skip`/`@include`, every type condition), so the measure is an
 * upper bound of the work the operation can cause. It runs before validation, so it guards
 * against fragment cycles itself.
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
  let depth = 0;
  // The cost grows multiplicatively: stop counting once it is past the limit.
  const ceiling = limits.maxCost + 1;

  const walk = (
    selectionSet: SelectionSetNode,
    level: number,
    multiplier: number,
    fragmentPath: readonly string[],
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      let inner: number;
      if (selection.kind === Kind.FIELD) {
        depth = Math.max(depth, level + 1);
        if (!selection.selectionSet) {
          inner = 0;
        } else {
          const pageArgument = selection.arguments?.find(
            (argument) => argument.name.value === 'first' || argument.name.value === 'last',
          );
          const page = numberValue(pageArgument?.value, variables) ?? DEFAULT_PAGE;
          const inside = Math.min(ceiling, multiplier * Math.max(page, 1));
          inner = Math.min(
            ceiling,
            multiplier + walk(selection.selectionSet, level + 1, inside, fragmentPath),
          );
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = walk(selection.selectionSet, level, multiplier, fragmentPath);
      } else {
        const name = selection.name.value;
        if (fragmentPath.includes(name)) {
          throw new QueryShapeError(`The fragment "${name}" spreads into itself.`);
        }
        const fragment = fragments.get(name);
        if (!fragment) throw new QueryShapeError(`Unknown fragment "${name}".`);
        inner = walk(fragment.selectionSet, level, multiplier, [...fragmentPath, name]);
      }
      cost = Math.min(ceiling, cost + inner);
      if (depth > limits.maxDepth || cost >= ceiling) return cost;
    }
    return cost;
  };

  const cost = walk(operation.selectionSet, 0, 1, []);
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
