/**
 * Faults on demand, for tests and the demo: `POST <prefix>/_faults` with
 * `{"fault":"500"|"502"|"503"|"429"|"timeout"|"removed-field","operations":["*"|<name>…]}`
 * makes the simulator fail those operations of the host's shop until `DELETE <prefix>/_faults`.
 * An operation is named as the engine names it: the operation's name, else its first root
 * field (`CartCreate`, `cartLinesAdd`, `node`…). Registered only when the plugin is told to.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type GraphQLSchema, getOperationAST, parse } from 'graphql';
import { storefrontSchema } from '../schema.ts';
import { DEPRECATED_FIELDS_SENT, withoutFields } from '../schema-drift.ts';

export const FAULTS = ['500', '502', '503', '429', 'timeout', 'removed-field'] as const;
export type Fault = (typeof FAULTS)[number];

/** The body of `POST <prefix>/_faults` (JSON Schema; Fastify validates it). */
export const faultBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fault', 'operations'],
  properties: {
    fault: { type: 'string', enum: [...FAULTS] },
    operations: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      items: { type: 'string', pattern: '^(?:\\*|[A-Za-z_][A-Za-z0-9_]{0,99})$' },
    },
  },
} as const;

interface FaultSetting {
  fault: Fault;
  operations: Set<string>;
}

/** How long a `timeout` fault holds a request before it answers 504, by default. */
export const FAULT_TIMEOUT_MS = 30_000;

/** The name the operation of a GraphQL body goes by, or undefined when it cannot be read. */
export function operationNameOf(body: unknown): string | undefined {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    query?: unknown;
    operationName?: unknown;
  };
  if (typeof fields.query !== 'string' || fields.query.length > 100_000) return undefined;
  try {
    const document = parse(fields.query, { maxTokens: 10_000 });
    const name = typeof fields.operationName === 'string' ? fields.operationName : null;
    const operation = getOperationAST(document, name);
    const first = operation?.selectionSet.selections[0];
    return operation?.name?.value ?? (first?.kind === 'Field' ? first.name.value : undefined);
  } catch {
    return undefined;
  }
}

export interface FaultSwitch {
  /** What to do with a GraphQL request to a shop: nothing (undefined), or the fault it gets. */
  faultFor: (request: FastifyRequest, domain: string) => Fault | undefined;
  /** Answers a request with an HTTP error fault (5xx, 429). */
  answer: (fault: Exclude<Fault, 'removed-field' | 'timeout'>, reply: FastifyReply) => FastifyReply;
  /** The schema a `removed-field` fault validates against: the Buy Button's deprecated fields gone. */
  removedFieldSchema: () => GraphQLSchema;
}

const messages: Record<Exclude<Fault, 'removed-field' | 'timeout'>, string> = {
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '429': 'Throttled',
};

/**
 * Registers `POST`/`DELETE <prefix>/_faults` (under the simulator's prefix); `scopeOf` names the shop a request's host
 * serves (faults set on one shop's host touch only that shop; undefined: every shop).
 */
export function registerFaults(
  app: FastifyInstance,
  scopeOf: (request: FastifyRequest) => string | undefined,
): FaultSwitch {
  const settings = new Map<string, FaultSetting>();
  const scope = (request: FastifyRequest) => scopeOf(request) ?? '*';
  let removedSchema: GraphQLSchema | undefined;

  app.post<{ Body: { fault: Fault; operations: string[] } }>(
    '/_faults',
    {
      bodyLimit: 8 * 1024,
      schema: { body: faultBodySchema },
      // Fastify's validator drops unknown properties; a body with any is refused instead.
      preValidation: async (request, reply) => {
        const body = request.body;
        const known = Object.keys(faultBodySchema.properties);
        if (
          typeof body === 'object' &&
          body !== null &&
          Object.keys(body).some((key) => !known.includes(key))
        ) {
          await reply.code(400).send({
            error: 'Bad Request',
            message: `A fault has only ${known.join(' and ')}.`,
          });
        }
      },
    },
    (request, reply) => {
      const setting = { fault: request.body.fault, operations: new Set(request.body.operations) };
      settings.set(scope(request), setting);
      request.log.warn(
        { fault: setting.fault, operations: request.body.operations },
        'storefront simulator: fault on',
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ fault: setting.fault, operations: [...setting.operations] });
    },
  );
  app.delete('/_faults', (request, reply) => {
    settings.delete(scope(request));
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  return {
    faultFor(request, domain) {
      const setting = settings.get(domain) ?? settings.get('*');
      if (!setting) return undefined;
      if (setting.operations.has('*')) return setting.fault;
      const name = operationNameOf(request.body);
      return name !== undefined && setting.operations.has(name) ? setting.fault : undefined;
    },
    answer(fault, reply) {
      reply.header('cache-control', 'no-store');
      if (fault === '429') reply.header('retry-after', '1');
      return reply.code(Number(fault)).send({
        errors: [
          {
            message: messages[fault],
            extensions: { code: fault === '429' ? 'THROTTLED' : 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
    },
    removedFieldSchema() {
      removedSchema ??= withoutFields(storefrontSchema, DEPRECATED_FIELDS_SENT);
      return removedSchema;
    },
  };
}
