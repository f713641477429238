/**
 * Who is on a lead: while staff have it open, the inbox sends a heartbeat every second or two
 * (`PUT /submissions/:id/presence`, viewing or writing a reply) and takes it away on leaving
 * (`DELETE`). Kept in the database (`lead_presence`), not in a process's memory, so every
 * server process on one database sees the same; a presence lapses `PRESENCE_TTL_MS` after its
 * last heartbeat, and lapsed rows are purged as heartbeats come.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import type { StaffRef } from '@zcomm/site-data/api/inbox';
import {
  LeadParams,
  LeadPresence,
  PRESENCE_TTL_MS,
  PresenceBody,
  type PresenceState,
} from '@zcomm/site-data/api/inbox';
import { retryWhileBusy } from '../../db/busy.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage, propertyOf, type SchemaFailure } from '../../shared/schema-errors.ts';
import { staffOf } from './access.ts';
import { notFound, paramsError } from './lead.ts';

const JSON_TYPE = 'application/json';

/**
 * Records (or renews) the staff member's presence on the lead and purges lapsed ones; false
 * when there is no such lead.
 */
export async function markPresence(
  db: Queryable,
  id: string,
  by: StaffRef,
  state: PresenceState,
  now = Date.now(),
): Promise<boolean> {
  const expires = new Date(now + PRESENCE_TTL_MS).toISOString();
  const { changes } = await db.run(
    `INSERT INTO lead_presence (submission_id, user_id, user_name, state, expires_at)
     SELECT id, ?, ?, ?, ? FROM submissions WHERE id = ?
     ON CONFLICT (submission_id, user_id)
     DO UPDATE SET user_name = excluded.user_name, state = excluded.state,
                   expires_at = excluded.expires_at`,
    [by.id, by.name, state, expires, id],
  );
  await db.run('DELETE FROM lead_presence WHERE expires_at <= ?', [new Date(now).toISOString()]);
  return changes > 0;
}

/** Takes the staff member's presence off the lead (they left it). */
export async function clearPresence(db: Queryable, id: string, userId: number): Promise<void> {
  await db.run('DELETE FROM lead_presence WHERE submission_id = ? AND user_id = ?', [id, userId]);
}

/** The others on the lead now (never `userId`), by name. */
export async function othersOn(
  db: Queryable,
  id: string,
  userId: number,
  now = Date.now(),
): Promise<LeadPresence['others']> {
  const rows = await db.all(
    `SELECT user_id, user_name, state FROM lead_presence
     WHERE submission_id = ? AND user_id <> ? AND expires_at > ?
     ORDER BY user_name, user_id`,
    [id, userId, new Date(now).toISOString()],
  );
  return rows.map((row) => ({
    id: Number(row.user_id),
    name: String(row.user_name),
    state: String(row.state) as PresenceState,
  }));
}

async function leadExists(db: Queryable, id: string): Promise<boolean> {
  return Boolean(await db.get('SELECT 1 AS found FROM submissions WHERE id = ?', [id]));
}

function presenceError(failures: SchemaFailure[], part: string): HttpError {
  if (part === 'params') return paramsError(LeadParams)(failures);
  const unknown = failures.find((failure) => failure.schemaPath === '#/additionalProperties');
  if (unknown) return new HttpError(400, `Unknown field ${propertyOf(unknown)}.`);
  return new HttpError(400, firstMessage(PresenceBody, failures) ?? 'Bad request.');
}

export const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.put<{ Body: PresenceBody; Params: LeadParams }>(
    '/submissions/:id/presence',
    {
      schema: {
        params: LeadParams,
        body: { content: { [JSON_TYPE]: { schema: PresenceBody } } },
        response: { 200: LeadPresence, ...apiErrors },
      },
      schemaErrorFormatter: presenceError,
    },
    async (request) => {
      const { id } = request.params;
      if (request.mediaType !== JSON_TYPE) {
        throw new HttpError(415, 'Send JSON {"state": "viewing"}.');
      }
      const staff = staffOf(request);
      const marked = await retryWhileBusy(() => markPresence(db, id, staff, request.body.state));
      if (!marked) throw notFound();
      return { others: await othersOn(db, id, staff.id) };
    },
  );

  app.get<{ Params: LeadParams }>(
    '/submissions/:id/presence',
    {
      schema: { params: LeadParams, response: { 200: LeadPresence, ...apiErrors } },
      schemaErrorFormatter: paramsError(LeadParams),
    },
    async (request) => {
      const { id } = request.params;
      const staff = staffOf(request);
      if (!(await leadExists(db, id))) throw notFound();
      return { others: await othersOn(db, id, staff.id) };
    },
  );

  app.delete<{ Params: LeadParams }>(
    '/submissions/:id/presence',
    {
      schema: { params: LeadParams, response: { 204: NoContent, ...apiErrors } },
      schemaErrorFormatter: paramsError(LeadParams),
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await retryWhileBusy(() => clearPresence(db, request.params.id, staff.id));
      return reply.code(204).send();
    },
  );
};
