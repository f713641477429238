/**
 * How a route's schema failures become the API's own answers. A schema node may carry
 * `errorMessage`: one text for any failure of that node, or one text per JSON Schema keyword
 * (`type`, `required`, `pattern`, …). A failure is answered with the text of the nearest node
 * on its path that has one; each route's formatter picks which failures it answers, and how.
 */
import type { FastifySchemaValidationError } from 'fastify';

/** The API's text for a node's failures: one for all, or one per keyword. */
export type ErrorMessage = string | Readonly<Partial<Record<string, string>>>;

/** A validation failure as the schema compiler reports it. */
export type SchemaFailure = FastifySchemaValidationError;

type Node = { errorMessage?: ErrorMessage; properties?: Record<string, Node> } & Record<
  string,
  unknown
>;

/** The names of the properties a `required` failure says are missing. */
export function missingProperties(failure: SchemaFailure): string[] {
  const params = failure.params as { requiredProperties?: unknown; missingProperty?: unknown };
  if (Array.isArray(params.requiredProperties)) return params.requiredProperties.map(String);
  return typeof params.missingProperty === 'string' ? [params.missingProperty] : [];
}

/** The top-level property a failure is about (`site` for `/site` or a missing `site`). */
export function propertyOf(failure: SchemaFailure): string | undefined {
  if (failure.keyword === 'required') return missingProperties(failure)[0];
  const [, first] = failure.instancePath.split('/');
  return first === undefined || first === '' ? undefined : decodePointer(first);
}

function decodePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Every node from the root down to the one a JSON pointer (`#/properties/site/anyOf/0`) names. */
function nodesOn(schema: unknown, pointer: string): Node[] {
  const nodes: Node[] = [schema as Node];
  let node: unknown = schema;
  for (const segment of pointer.replace(/^#\/?/, '').split('/')) {
    if (segment === '' || typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[decodePointer(segment)];
    if (typeof node === 'object' && node !== null) nodes.push(node as Node);
  }
  return nodes;
}

function textOf(message: ErrorMessage | undefined, keyword: string): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  return message[keyword];
}

/**
 * The API's text for one failure: a missing property's from that property's node, any other's
 * from the deepest node on its schema path that has one for its keyword. Undefined when none has.
 */
export function messageOf(schema: unknown, failure: SchemaFailure): string | undefined {
  const nodes = nodesOn(schema, failure.schemaPath);
  if (failure.keyword === 'required') {
    const owner = nodes.at(-1);
    for (const name of missingProperties(failure)) {
      const text = textOf(owner?.properties?.[name]?.errorMessage, 'required');
      if (text !== undefined) return text;
    }
  }
  for (const node of nodes.reverse()) {
    const text = textOf(node.errorMessage, failure.keyword);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The API's text for the first failure that has one. */
export function firstMessage(
  schema: unknown,
  failures: readonly SchemaFailure[],
): string | undefined {
  for (const failure of failures) {
    const text = messageOf(schema, failure);
    if (text !== undefined) return text;
  }
  return undefined;
}
