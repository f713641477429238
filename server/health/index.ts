/**
 * The health checks a load balancer probes, answered on every host (it may probe by address):
 * `GET /healthz` (the process answers) and `GET /readyz` (the database answers within two
 * seconds; 503 otherwise).
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import { withDeadline } from '../shared/deadline.ts';
import { HealthAnswer } from './schemas.ts';

/** The paths of the checks, answered whatever the Host header says. */
export const healthPaths: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** How long `/readyz` waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2_000;

export const health: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: HealthAnswer } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
  );
  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: HealthAnswer, 503: HealthAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      try {
        await withDeadline(app.db.get('SELECT 1 AS ready'), READY_TIMEOUT_MS);
        return reply.send('ready\n');
      } catch (error) {
        request.log.warn({ err: error }, 'Not ready: the database does not answer');
        return reply.code(503).send('The database does not answer.\n');
      }
    },
  );
};
