/**
 * One lead: `GET /submissions/:id` (marks it read the first time), `PATCH` (its state, spam or
 * not, its assignee), `DELETE` (erased with its deliveries and history), resending a delivery
 * that failed for good, and `GET /staff` (who a lead can be assigned to). Replies and notes are
 * in `message-routes.ts`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import {
  CHANGE_HELP,
  DeliveryParams,
  LeadChange,
  LeadDetail,
  LeadParams,
  StaffList,
} from '@zcomm/site-data/api/inbox';
import { retryWhileBusy } from '../../db/busy.ts';
import type { Queryable } from '../../db/database.ts';
import {
  changeLead,
  deleteSubmission,
  findSubmission,
  listStaff,
  markRead,
  resendDelivery,
  UnknownStaffError,
} from '../../leads/store.ts';
import { type LeadView, leadDetail } from '../../leads/views.ts';
import { HttpError } from '../../shared/http-errors.ts';
import {
  firstMessage,
  messageOf,
  propertyOf,
  type SchemaFailure,
} from '../../shared/schema-errors.ts';
import { staffOf } from './access.ts';

const JSON_TYPE = 'application/json';

export const notFound = () => new HttpError(404, 'No such submission: it may have been deleted.');

/** A bad id in the path: the first one's message. */
export function paramsError(schema: typeof LeadParams | typeof DeliveryParams) {
  return (failures: SchemaFailure[]) =>
    new HttpError(400, firstMessage(schema, failures) ?? 'Bad request.');
}

/**
 * A change refused: not an object, then an unknown field (the first sent), then no change at
 * all, then the first field whose value is refused (`send` without `"spam": false` among them).
 */
function changeError(failures: SchemaFailure[], part: string): HttpError {
  if (part === 'params') return paramsError(LeadParams)(failures);
  const root = failures.filter((failure) => failure.instancePath === '');
  const unknown = failures.find((failure) => failure.schemaPath === '#/additionalProperties');
  if (root.some((failure) => failure.keyword === 'type')) return new HttpError(400, CHANGE_HELP);
  if (unknown) return new HttpError(400, `Unknown field ${propertyOf(unknown)}. ${CHANGE_HELP}`);
  if (root.some((failure) => failure.keyword === 'anyOf')) return new HttpError(400, CHANGE_HELP);
  const fieldOf = (failure: SchemaFailure) =>
    failure.keyword === 'if' ? 'send' : propertyOf(failure);
  for (const name of Object.keys(LeadChange.properties)) {
    const failure = failures.find((candidate) => fieldOf(candidate) === name);
    if (!failure) continue;
    // `send` without `"spam": false` fails the object's if/then: answered as `send`'s own.
    const at = failure.keyword === 'if' ? { ...failure, schemaPath: '#/properties/send' } : failure;
    return new HttpError(400, messageOf(LeadChange, at) ?? CHANGE_HELP);
  }
  return new HttpError(400, CHANGE_HELP);
}

/** The lead as the routes answer it; 404 when it is gone. */
export function leadAnswer(db: Queryable, view: LeadView) {
  return async (id: string) => (await leadDetail(db, id, view)) ?? Promise.reject(notFound());
}

export interface LeadRoutesOptions {
  view: Omit<LeadView, 'repliesEnabled'>;
  /** After a lead is erased: erases what it kept on disk (a bulk order's artwork). */
  afterErase?: (() => Promise<unknown>) | undefined;
}

export const leadRoutes: FastifyPluginAsyncTypebox<LeadRoutesOptions> = async (app, options) => {
  const { db, deliveries } = app;
  const view: LeadView = { ...options.view, repliesEnabled: deliveries.repliesEnabled };
  const detail = leadAnswer(db, view);

  app.get(
    '/submissions/:id',
    {
      schema: { params: LeadParams, response: { 200: LeadDetail, ...apiErrors } },
      schemaErrorFormatter: paramsError(LeadParams),
    },
    async (request) => {
      const { id } = request.params;
      const staff = staffOf(request);
      if (await retryWhileBusy(() => markRead(db, id, staff))) {
        request.log.info({ submission: id, by: staff.id }, 'Inbox: lead opened');
      }
      return detail(id);
    },
  );

  app.patch<{ Body: LeadChange; Params: LeadParams }>(
    '/submissions/:id',
    {
      schema: {
        params: LeadParams,
        // Only a JSON body is checked; any other is refused (415).
        body: { content: { [JSON_TYPE]: { schema: LeadChange } } },
        response: { 200: LeadDetail, ...apiErrors },
      },
      schemaErrorFormatter: changeError,
    },
    async (request) => {
      const { id } = request.params;
      if (request.mediaType !== JSON_TYPE) throw new HttpError(415, CHANGE_HELP);
      const change = request.body;
      const staff = staffOf(request);
      let outcome: { found: boolean; queued: boolean };
      try {
        outcome = await retryWhileBusy(() =>
          changeLead(db, id, change, staff, deliveries.channels),
        );
      } catch (error) {
        if (error instanceof UnknownStaffError) throw new HttpError(400, error.message);
        throw error;
      }
      if (!outcome.found) throw notFound();
      if (outcome.queued) deliveries.wake();
      request.log.info({ submission: id, change, by: staff.id }, 'Inbox: lead changed');
      return detail(id);
    },
  );

  app.post(
    '/submissions/:id/deliveries/:deliveryId/resend',
    {
      schema: { params: DeliveryParams, response: { 202: LeadDetail, ...apiErrors } },
      schemaErrorFormatter: paramsError(DeliveryParams),
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const staff = staffOf(request);
      const submission = await findSubmission(db, id);
      if (!submission) throw notFound();
      if (submission.spam) {
        throw new HttpError(409, 'The lead is marked spam: mark it not spam to send it.');
      }
      const outcome = await retryWhileBusy(() => resendDelivery(db, id, deliveryId, staff));
      if (outcome === 'not-found') throw new HttpError(404, 'The lead has no such delivery.');
      if (outcome === 'not-failed') {
        throw new HttpError(409, 'Only a delivery that failed for good can be sent again.');
      }
      deliveries.wake();
      request.log.info(
        { submission: id, delivery: deliveryId, by: staff.id },
        'Inbox: delivery resent',
      );
      return reply.code(202).send(await detail(id));
    },
  );

  app.get('/staff', { schema: { response: { 200: StaffList, ...apiErrors } } }, async () => ({
    staff: await listStaff(db),
  }));

  app.delete(
    '/submissions/:id',
    {
      schema: { params: LeadParams, response: { 204: NoContent, ...apiErrors } },
      schemaErrorFormatter: paramsError(LeadParams),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await retryWhileBusy(() => deleteSubmission(db, id)))) throw notFound();
      await options.afterErase?.();
      request.log.info({ submission: id, by: request.staff?.id }, 'Inbox: submission erased');
      return reply.code(204).send();
    },
  );
};
