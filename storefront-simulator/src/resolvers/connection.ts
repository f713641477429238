import { MAX_PAGE_SIZE, StorefrontError } from '../model.ts';

/** A Relay connection (`edges`, `nodes`, `pageInfo`) as plain objects. */
export interface Connection<N> {
  edges: { cursor: string; node: N }[];
  nodes: N[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

function encodeCursor(id: string): string {
  return btoa(JSON.stringify({ last_id: id }));
}

function decodeCursor(cursor: unknown): string | undefined {
  if (typeof cursor !== 'string') return undefined;
  try {
    const decoded = JSON.parse(atob(cursor)) as { last_id?: unknown };
    return typeof decoded.last_id === 'string' ? decoded.last_id : undefined;
  } catch {
    return undefined;
  }
}

function pageSize(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new StorefrontError(`Argument "${name}" must be a non-negative integer.`);
  }
  if (value > MAX_PAGE_SIZE) {
    throw new StorefrontError(`Argument "${name}" cannot exceed ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/** One page of `items`, honouring `first`/`after`/`last`/`before`. */
export function connection<T, N>(
  items: readonly T[],
  args: Record<string, unknown>,
  idOf: (item: T) => string,
  nodeOf: (item: T) => N,
): Connection<N> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  let start = 0;
  let end = items.length;
  const after = decodeCursor(args.after);
  if (after !== undefined) {
    const index = items.findIndex((item) => idOf(item) === after);
    start = index === -1 ? items.length : index + 1;
  }
  const before = decodeCursor(args.before);
  if (before !== undefined) {
    const index = items.findIndex((item) => idOf(item) === before);
    if (index !== -1) end = index;
  }
  if (first !== undefined) end = Math.min(end, start + first);
  else if (last !== undefined) start = Math.max(start, end - last);
  else end = Math.min(end, start + MAX_PAGE_SIZE);
  const edges = items
    .slice(start, end)
    .map((item) => ({ cursor: encodeCursor(idOf(item)), node: nodeOf(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
